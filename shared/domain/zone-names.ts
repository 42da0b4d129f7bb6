/**
 * Zones as people type them (decisions.md, Users): IANA names and the spec's (spec-notes.md, Timezone aliases and conversion) aliases, city
 * names (`Taipei`, `new york`, `São Paulo`), and common abbreviations mapped to the zone
 * people mean, DST included (`EST` → America/New_York, never the fixed-offset `EST`).
 * Near misses get up to three "did you mean" suggestions. Pure; tables built on first use.
 */
import {
  zoneAbbreviations,
  zoneForAbbreviation,
  zonesForAbbreviation,
  type AbbreviationReader,
} from './time/zone-abbreviations.js';
import { fixedOffsetZone, resolveZone, zoneAliases } from './zones.js';

export { zoneAbbreviations, zoneForAbbreviation };

/** Current spellings that Node's ICU lists under an older name (Kiev, Calcutta, Saigon …). */
const modernNames = [
  'Europe/Kyiv',
  'Asia/Kolkata',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon',
  'Asia/Kathmandu',
];

/** Case, spaces, underscores, hyphens, dots, apostrophes and diacritics do not count: `São Paulo` = `sao_paulo`. */
export function normalizeZoneText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.'’]+/g, '');
}

interface NameTables {
  /** Normalized city (an IANA name's last segment) → zone. */
  readonly cities: ReadonlyMap<string, string>;
  /** What suggestions are drawn from: normalized text → the zone it names. */
  readonly candidates: readonly (readonly [string, string])[];
  /** Names autocomplete offers (aliases, then IANA names), each with its normalized text. */
  readonly displayed: readonly (readonly [name: string, normalized: string])[];
}

let tables: NameTables | undefined;

function nameTables(): NameTables {
  if (tables) return tables;
  const zones = [...Intl.supportedValuesOf('timeZone'), ...modernNames].filter(
    (z) => z.includes('/') && !z.startsWith('Etc/'),
  );
  const cities = new Map<string, string>();
  // Last segments are unique among IANA names; the modern spellings add keys of their own (kyiv beside kiev).
  for (const zone of zones)
    cities.set(normalizeZoneText(zone.slice(zone.lastIndexOf('/') + 1)), zone);
  const candidates = new Map<string, string>();
  for (const [alias, zone] of Object.entries(zoneAliases))
    candidates.set(normalizeZoneText(alias), zone);
  for (const zone of zones) candidates.set(normalizeZoneText(zone), zone);
  for (const [city, zone] of cities) candidates.set(city, zone);
  const names = new Set([
    ...Object.keys(zoneAliases),
    ...Intl.supportedValuesOf('timeZone'),
    ...modernNames,
  ]);
  const displayed = [...names].map((name) => [name, normalizeZoneText(name)] as const);
  tables = { cities, candidates: [...candidates], displayed };
  return tables;
}

/** A zone read from what a user typed, or the closest names when it is none. */
export type ZoneInput =
  | { readonly ok: true; readonly zone: string }
  | { readonly ok: false; readonly suggestions: readonly string[] };

/**
 * Reads a zone as typed: the spec's (spec-notes.md, Timezone aliases and conversion) aliases, then abbreviations (so `EST` is New York with DST,
 * not the fixed-offset zone of that name; a shared one as `reader`'s zone or language settles it,
 * else its most common reading), then city names (so `Singapore` is Asia/Singapore,
 * not the legacy link of that name), then IANA names in any case.
 */
export function readZoneInput(input: string, reader?: AbbreviationReader): ZoneInput {
  const text = input.trim();
  if (text === '') return { ok: false, suggestions: [] };
  const zone =
    zoneAliases[text] ??
    zoneForAbbreviation(
      text,
      reader === undefined ? { ambiguous: 'common' } : { ambiguous: 'common', reader },
    ) ??
    nameTables().cities.get(normalizeZoneText(text)) ??
    resolveZone(text);
  return zone ? { ok: true, zone } : { ok: false, suggestions: suggestZoneNames(text, 3) };
}

/** Optimal string alignment distance (a swap of neighbours counts 1), stopping early above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * Up to `limit` zones whose name, city, alias or abbreviation is within a few edits of `text`
 * (1 edit for short texts, about one in four characters for long ones), closest first.
 */
export function suggestZoneNames(text: string, limit: number): string[] {
  const q = normalizeZoneText(text);
  if (q === '') return [];
  const max = Math.max(1, Math.min(3, Math.floor(q.length / 4)));
  const scored = new Map<string, number>();
  const consider = (key: string, zone: string): void => {
    const d = editDistance(q, key, max);
    if (d <= max && d < (scored.get(zone) ?? Infinity)) scored.set(zone, d);
  };
  for (const [key, zone] of nameTables().candidates) consider(key, zone);
  for (const [abbr, zone] of Object.entries(zoneAbbreviations()))
    if (abbr.length >= 3) consider(abbr.toLowerCase(), zone);
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([zone]) => zone);
}

/**
 * Autocomplete choices for a zone option: `auto` (typed toward), a fixed offset typed
 * (`UTC+5:30 → UTC+05:30`), an abbreviation typed in full (`EST → America/New_York`; one
 * naming several zones offers each, `IST → Asia/Kolkata`, `IST → Europe/Dublin` …), then aliases
 * and IANA names containing the text, compared without case, spaces or accents (so a city
 * matches its zone: `são paulo` → America/Sao_Paulo), then, as /timezone set does for a near
 * miss, the closest names (`Tokio` → Asia/Tokyo). Values are always names resolveZone accepts
 * (or `auto`), so every option taking a zone reads them.
 */
export function zoneChoices(query: string, limit: number): { name: string; value: string }[] {
  const q = normalizeZoneText(query);
  const out: { name: string; value: string }[] = [];
  const add = (name: string, value: string): void => {
    if (out.length < limit && !out.some((c) => c.value === value)) out.push({ name, value });
  };
  if (q !== '' && 'auto'.startsWith(q)) add('auto', 'auto');
  const fixed = fixedOffsetZone(query);
  if (fixed) add(fixed, fixed);
  const typed = query.trim().toUpperCase();
  const abbreviated =
    q === '' ? undefined : zonesForAbbreviation(query, { zone: 'UTC', locale: '' });
  for (const zone of abbreviated ?? []) add(`${typed} → ${zone}`, zone);
  for (const [name, normalized] of nameTables().displayed) {
    if (out.length >= limit) break;
    if (normalized.includes(q)) add(name, name);
  }
  if (out.length < limit && q !== '')
    for (const zone of suggestZoneNames(query, limit - out.length)) add(zone, zone);
  return out;
}
