import { englishVocabulary } from './vocabulary.js';

/**
 * Time-zone abbreviations people type, mapped to the zone they mean (with its DST), never to a
 * fixed-offset legacy zone: `EST` is America/New_York, so `3pm EST` in July is 15:00 EDT.
 * One table for the time-expression reader (`3pm EST`) and zone input (`/timezone set`): the
 * `zoneAbbreviations` of English's time table (locales/time/en-US.json), read on first use.
 */
export interface ZoneAbbreviationTables {
  /** Abbreviation (upper case) → the zone people mean by it: {@link zoneAbbreviations}. */
  readonly zones: Readonly<Record<string, string>>;
  /** Summer-time abbreviation → the offset it names: {@link summerOffsets}. */
  readonly summerOffsets: Readonly<Record<string, number>>;
  /** Abbreviations of several unrelated zones → their readings: {@link sharedAbbreviations}. */
  readonly shared: Readonly<Record<string, readonly SharedAbbreviation[]>>;
}

const NO_TABLES: ZoneAbbreviationTables = { zones: {}, summerOffsets: {}, shared: {} };

function tables(): ZoneAbbreviationTables {
  return englishVocabulary().zoneAbbreviations ?? NO_TABLES;
}

/**
 * Abbreviations → the zone people mean by them. Where one abbreviation has several readings
 * the most common one is listed (CST: US Central; IST: India), see {@link sharedAbbreviations}.
 */
export function zoneAbbreviations(): Readonly<Record<string, string>> {
  return tables().zones;
}

/**
 * The fixed offset (minutes east of UTC) a summer-time abbreviation names: `BST` is UTC+1, which
 * London's clock shows only in summer. Said for an instant outside its season ('9am BST' in
 * February), both it and the zone's clock are offered. Standard-time abbreviations are not
 * listed: `EST`, `PST`, `CET`, `AEST` are commonly the zone's name all year ('3pm EST' in July is
 * 15:00 EDT), so they keep the zone's clock.
 */
function summerOffsets(): Readonly<Record<string, number>> {
  return tables().summerOffsets;
}

/**
 * The fixed offset a summer-time abbreviation names when read as `zone` (the zone of
 * {@link zoneAbbreviations} for it: `BST` as Europe/London, not as Asia/Dhaka), else undefined.
 */
export function seasonOffset(abbreviation: string, zone: string): number | undefined {
  const key = abbreviation.toUpperCase();
  const offsets = summerOffsets();
  return Object.hasOwn(offsets, key) && zoneAbbreviations()[key] === zone
    ? offsets[key]
    : undefined;
}

/** One reading of an abbreviation that names several unrelated zones. */
export interface SharedAbbreviation {
  /** The zone stored or read for it. */
  readonly zone: string;
  /** Users in these zones mean this reading (and their own zone by it: Europe/Dublin's IST is Dublin). */
  readonly near: readonly string[];
  /** Users anywhere in this region (a zone prefix) mean this reading, unless `near` settled another. */
  readonly region?: string;
  /** Users of these Discord locales mean this reading when their zone does not settle it. */
  readonly locales?: readonly string[];
}

/**
 * Abbreviations that name several unrelated zones, the most common reading first: `IST` (India,
 * Ireland, Israel), `CST` (US Central, China), `BST` (British Summer, Bangladesh), `AST`
 * (Atlantic, Arabia). The user's zone settles them (a zone listed, then a region: CST in
 * America/* is US Central), then their locale; still unsettled, the
 * reader asks between the readings; `/timezone set` takes the first and names the zone stored.
 * CST's US Central readings keep their own zone where its clock differs from Chicago's.
 */
function sharedAbbreviations(): Readonly<Record<string, readonly SharedAbbreviation[]>> {
  return tables().shared;
}

/** Whether an abbreviation (upper case) names several unrelated zones. */
export function isAmbiguousAbbreviation(key: string): boolean {
  return Object.hasOwn(sharedAbbreviations(), key);
}

/** Who reads an abbreviation: their zone (saved or assumed) and Discord locale. */
export interface AbbreviationReader {
  readonly zone: string;
  readonly locale: string;
}

/**
 * The zones an abbreviation means for `reader` (case-insensitive): one when it is settled (an
 * unshared one, or a shared one the reader's zone or locale settles), several when it is not,
 * undefined when it is no abbreviation.
 */
export function zonesForAbbreviation(
  text: string,
  reader: AbbreviationReader,
): readonly string[] | undefined {
  const key = text.trim().toUpperCase();
  const all = sharedAbbreviations();
  const shared = Object.hasOwn(all, key) ? all[key] : undefined;
  if (shared === undefined) {
    const zones = zoneAbbreviations();
    return Object.hasOwn(zones, key) ? [zones[key] as string] : undefined;
  }
  const near = shared.find((s) => s.near.includes(reader.zone));
  if (near !== undefined) return [reader.zone];
  const region = shared.find((s) => s.region !== undefined && reader.zone.startsWith(s.region));
  if (region !== undefined) return [region.zone];
  const spoken = shared.find((s) =>
    s.locales?.some((l) => l.toLowerCase() === reader.locale.toLowerCase()),
  );
  return spoken !== undefined ? [spoken.zone] : shared.map((s) => s.zone);
}

/**
 * The IANA zone an abbreviation means (`est`, `EST` → America/New_York), case-insensitive; else
 * undefined. A shared one is settled by `reader` when given; otherwise (or still unsettled) it
 * is undefined unless `ambiguous: 'common'` asks for its most common reading.
 */
export function zoneForAbbreviation(
  text: string,
  options: { readonly ambiguous?: 'refuse' | 'common'; readonly reader?: AbbreviationReader } = {},
): string | undefined {
  const key = text.trim().toUpperCase();
  const all = zoneAbbreviations();
  if (!Object.hasOwn(all, key)) return undefined;
  if (!isAmbiguousAbbreviation(key)) return all[key];
  const zones =
    options.reader === undefined ? undefined : zonesForAbbreviation(key, options.reader);
  if (zones?.length === 1) return zones[0];
  return options.ambiguous === 'common' ? all[key] : undefined;
}
