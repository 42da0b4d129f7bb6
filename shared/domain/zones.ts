import {
  DAY_MS,
  instantOf,
  isIanaZone,
  MINUTE_MS,
  zoneNamed,
  type WallTime,
  type Zone,
} from './time/zone.js';

/** The spec's (spec-notes.md, Timezone aliases and conversion) timezone aliases: a string equal to a key is replaced by its identifier. */
export const zoneAliases: Readonly<Record<string, string>> = {
  UTC: 'UTC',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'Europe/London': 'Europe/London',
  'Europe/Paris': 'Europe/Paris',
  'Europe/Berlin': 'Europe/Berlin',
  'Asia/Tokyo': 'Asia/Tokyo',
  'Asia/Shanghai': 'Asia/Shanghai',
  'Asia/Taipei': 'Asia/Taipei',
  'Asia/Seoul': 'Asia/Seoul',
  'Australia/Sydney': 'Australia/Sydney',
};

const FIXED_RE = /^(?:(?:UTC|GMT)\s*)?([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * A fixed UTC offset as typed (`GMT+2`, `UTC+5:30`, `-03:00`, `UTC−3`) in its one spelling,
 * `UTC+05:30` (Luxon's fixed-offset zone; UTC itself for +00:00), else null. Offsets run from
 * −12:00 to +14:00, as clocks do. Never an `Etc/GMT` name, whose sign is the reverse of what it
 * says. A fixed offset ignores daylight saving time: commands say so when one is chosen.
 */
export function fixedOffsetZone(text: string): string | null {
  const m = FIXED_RE.exec(text.trim());
  if (!m) return null;
  const sign = m[1] === '+' ? 1 : -1;
  const hours = Number(m[2]);
  const minutes = Number(m[3] ?? '0');
  const total = sign * (hours * 60 + minutes);
  if (minutes > 59 || total < -12 * 60 || total > 14 * 60) return null;
  if (total === 0) return 'UTC';
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `UTC${sign > 0 ? '+' : '-'}${pad(hours)}:${pad(minutes)}`;
}

/** Whether `zone` (as resolveZone returns it) is a fixed offset, which ignores daylight saving time. */
export function isFixedOffset(zone: string): boolean {
  return /^UTC[+-]\d{2}:\d{2}$/.test(zone);
}

/**
 * A zone typed by a user: the alias, else an IANA identifier (matched without regard to
 * case, returned in its canonical spelling). Unknown → null, so commands can reject it.
 */
export function resolveZone(input: string): string | null {
  const text = input.trim();
  const alias = zoneAliases[text];
  if (alias) return alias;
  const fixed = fixedOffsetZone(text);
  if (fixed) return fixed;
  if (!isIanaZone(text)) return null;
  return canonicalZones().get(text.toLowerCase()) ?? text;
}

/**
 * Discord locales that point at one zone (decisions.md, Users: `timezone: auto`). Locales whose
 * speakers live across several zones (en-US, es-419, pt-BR, ru, id …) are absent: UTC, said so.
 * @see https://discord.com/developers/docs/reference#locales
 */
export const localeZones: Readonly<Record<string, string>> = {
  bg: 'Europe/Sofia',
  cs: 'Europe/Prague',
  da: 'Europe/Copenhagen',
  de: 'Europe/Berlin',
  el: 'Europe/Athens',
  'en-GB': 'Europe/London',
  'es-ES': 'Europe/Madrid',
  fi: 'Europe/Helsinki',
  fr: 'Europe/Paris',
  hi: 'Asia/Kolkata',
  hr: 'Europe/Zagreb',
  hu: 'Europe/Budapest',
  it: 'Europe/Rome',
  ja: 'Asia/Tokyo',
  ko: 'Asia/Seoul',
  lt: 'Europe/Vilnius',
  nl: 'Europe/Amsterdam',
  no: 'Europe/Oslo',
  pl: 'Europe/Warsaw',
  ro: 'Europe/Bucharest',
  'sv-SE': 'Europe/Stockholm',
  th: 'Asia/Bangkok',
  tr: 'Europe/Istanbul',
  uk: 'Europe/Kyiv',
  vi: 'Asia/Ho_Chi_Minh',
  'zh-CN': 'Asia/Shanghai',
  'zh-TW': 'Asia/Taipei',
};

const localeZonesLower = new Map(Object.entries(localeZones).map(([k, v]) => [k.toLowerCase(), v]));

/** The zone a Discord locale implies, if it implies exactly one (`zh-TW` → Asia/Taipei, `en-US` → none). */
export function localeZone(locale: string | undefined): string | undefined {
  return locale ? localeZonesLower.get(locale.trim().toLowerCase()) : undefined;
}

/** The zone a command reads the caller's times in, and whether the caller chose it. */
export interface UserZone {
  readonly zone: string;
  /** True when nothing valid is saved: the zone came from the locale, or is UTC. */
  readonly assumed: boolean;
}

/**
 * `timezone: auto`: the saved zone when there is one, else the zone the interaction's locale
 * implies, else UTC (decisions.md, Users). Replies say when the zone was assumed.
 */
export function resolveUserZone(saved: string | undefined | null, locale: string): UserZone {
  const zone = saved ? resolveZone(saved) : null;
  if (zone) return { zone, assumed: false };
  return { zone: localeZone(locale) ?? 'UTC', assumed: true };
}

/** The internal converter's rule for stored data: an unrecognized zone falls back to UTC. */
export function zoneOrUtc(input: string | undefined): string {
  return (input && resolveZone(input)) || 'UTC';
}

let canonical: Map<string, string> | undefined;
function canonicalZones(): Map<string, string> {
  canonical ??= new Map(
    [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]),
  );
  return canonical;
}

/** The zone's UTC offset at `now`, as `UTC+08:00`. */
export function zoneOffsetLabel(zone: string, now: number): string {
  const minutes = zoneOf(zone).offsetMinutes(now);
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const resolvedZones = new Map<string, Zone>();

/**
 * The offset source for a stored zone name, read as the internal converter reads it (alias, IANA
 * identifier in any case, else UTC). Memoized because resolving a name asks Intl, which costs far
 * more than the recurrence arithmetic done with the result.
 */
export function zoneOf(name: string): Zone {
  let zone = resolvedZones.get(name);
  if (zone === undefined) {
    zone = zoneNamed(zoneOrUtc(name));
    if (resolvedZones.size >= 1000) resolvedZones.clear();
    resolvedZones.set(name, zone);
  }
  return zone;
}

/** A wall-clock reading in some zone, to the millisecond; `weekday` is ISO (1 = Monday … 7 = Sunday). */
export interface WallClock extends WallTime {
  readonly millisecond: number;
  readonly weekday: number;
}

/** What clocks in `zone` read at instant `ms`. */
export function wallClockAt(zone: Zone, ms: number): WallClock {
  const d = new Date(ms + zone.offsetMinutes(ms) * MINUTE_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: ((d.getUTCDay() + 6) % 7) + 1,
  };
}

/** Intl's date formatters, by their options (constants of the callers) and locale: built once. */
const dateFormats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * A wall time (a calendar day, or a day and a clock) formatted by Intl in `locale` with `options`
 * ('Fri, Nov 27', '15:00'): formatted as UTC, so that the zone it was read in (fixed offsets too)
 * is our zone data's, not Intl's.
 */
export function formatWall(
  wall: {
    readonly year: number;
    readonly month: number;
    readonly day: number;
    readonly hour?: number;
    readonly minute?: number;
  },
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  let byLocale = dateFormats.get(options);
  if (byLocale === undefined) dateFormats.set(options, (byLocale = new Map()));
  let f = byLocale.get(locale);
  if (f === undefined)
    byLocale.set(locale, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return f.format(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0));
}

/** Instant `ms` as clocks in `zone` read it, formatted as `formatWall` does. */
export function formatInZone(
  ms: number,
  zone: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return formatWall(wallClockAt(zoneOf(zone), ms), locale, options);
}

/** Days in `month` (1..12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type WallClockResult =
  { ok: true; time: number } | { ok: false; error: 'invalid_date_format' | 'invalid_time_format' };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{1,2}):(\d{2})$/;

/**
 * `/schedule_create`'s naive date 'YYYY-MM-DD' and time 'HH:MM' (24-hour) read in `zone` (an
 * unrecognized zone is UTC: commands validate zones before this). A time in a spring-forward gap
 * moves forward by the gap; an ambiguous fall-back time takes the earlier instant.
 * Impossible dates (2026-02-30) are `invalid_date_format`, not rolled over.
 */
export function readWallClock(date: string, time: string, zone: string): WallClockResult {
  const d = DATE_RE.exec(date.trim());
  if (!d) return { ok: false, error: 'invalid_date_format' };
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return { ok: false, error: 'invalid_date_format' };
  const t = TIME_RE.exec(time.trim());
  if (!t) return { ok: false, error: 'invalid_time_format' };
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return { ok: false, error: 'invalid_time_format' };
  return { ok: true, time: instantOf(zoneOf(zone), { year, month, day, hour, minute, second: 0 }) };
}

/** The spec's (spec-notes.md, Timezone aliases and conversion) duration: whole minutes from `start` to `end`, rounded down. */
export function durationMinutes(start: number, end: number): number {
  return Math.floor((end - start) / MINUTE_MS);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The spec's (spec-notes.md, Timezone aliases and conversion) default display format, year-month-day hour:minute, in `zone`: '2026-03-08 09:00'. */
export function formatDefault(ms: number, zone: string): string {
  const w = wallClockAt(zoneOf(zone), ms);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** Start of the local day containing `ms` in `zone` (a midnight in a DST gap moves forward). */
export function startOfLocalDay(ms: number, zone: string): number {
  const z = zoneOf(zone);
  const w = wallClockAt(z, ms);
  return instantOf(z, { year: w.year, month: w.month, day: w.day, hour: 0, minute: 0, second: 0 });
}

/** Same local wall-clock time `days` calendar days later in `zone` (not `days` × 24 h across DST). */
export function addLocalDays(ms: number, days: number, zone: string): number {
  const z = zoneOf(zone);
  const w = wallClockAt(z, ms);
  return instantOf(z, { ...w, day: w.day + days }) + w.millisecond;
}

/**
 * Same local wall-clock time `months` calendar months later in `zone`; a day the target month
 * lacks becomes its last day (Jan 31 + 1 month = Feb 28/29), as luxon and the monthly rule do.
 */
export function addLocalMonths(ms: number, months: number, zone: string): number {
  const z = zoneOf(zone);
  const w = wallClockAt(z, ms);
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return (
    instantOf(z, { ...w, year, month, day: Math.min(w.day, daysInMonth(year, month)) }) +
    w.millisecond
  );
}

/** Calendar days from the local date of `a` to that of `b` in `zone` (for grouping by day). */
export function localDaysBetween(a: number, b: number, zone: string): number {
  const z = zoneOf(zone);
  const da = wallClockAt(z, a);
  const db = wallClockAt(z, b);
  return Math.round(
    (Date.UTC(db.year, db.month - 1, db.day) - Date.UTC(da.year, da.month - 1, da.day)) / DAY_MS,
  );
}
