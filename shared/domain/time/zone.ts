export const SECOND_MS = 1000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A time zone as the parser needs it: its UTC offset at an instant. */
export interface Zone {
  /** Offset from UTC in minutes at epoch-ms `ts` (NaN when `ts` is not a valid date). */
  offsetMinutes(ts: number): number;
}

const utc: Zone = { offsetMinutes: (ts) => (Number.isFinite(ts) ? 0 : NaN) };

/** Offsets around one UTC day: `before` until `switchAt`, `after` from then on. */
interface DaySpan {
  readonly day: number;
  readonly before: number;
  readonly after: number;
  readonly switchAt: number;
}

/**
 * Spans are kept in a two-way table (day modulo the number of slots, two spans a slot, the last
 * used first): no hashing on the hot path, and two days 4,096 days apart ('march 15 2015' beside
 * a reminder in 2026) share a slot instead of evicting each other on every parse.
 */
const SPAN_SLOTS = 4096;

/**
 * Intl's formatter for zone `name` (a 24-hour clock, the era for years before 1), built once per
 * name; null when Intl does not know the name. Bounded as `zones` below.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterOf(name: string): Intl.DateTimeFormat | null {
  let f = formatters.get(name);
  if (f === undefined) {
    try {
      f =
        name === ''
          ? null
          : new Intl.DateTimeFormat('en-US', {
              timeZone: name,
              hourCycle: 'h23',
              era: 'short',
              year: 'numeric',
              month: 'numeric',
              day: 'numeric',
              hour: 'numeric',
              minute: 'numeric',
              second: 'numeric',
            });
    } catch {
      f = null;
    }
    if (formatters.size >= 1000) formatters.clear();
    formatters.set(name, f);
  }
  return f;
}

/** Whether Intl knows `name` as a time zone (an IANA identifier or link, in any case). */
export function isIanaZone(name: string): boolean {
  return formatterOf(name) !== null;
}

/**
 * The UTC offset in minutes of the zone `f` formats, at epoch-ms `ts`: its wall clock read as if
 * it were UTC, less `ts` (to the second). What a zone library does with Intl; the zone data is
 * the runtime's.
 */
function intlOffset(f: Intl.DateTimeFormat, ts: number): number {
  if (!Number.isFinite(ts)) return NaN;
  const fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  let beforeChrist = false;
  for (const part of f.formatToParts(ts)) {
    if (part.type === 'era') beforeChrist = /^B/i.test(part.value);
    else if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const year = beforeChrist ? 1 - fields.year : fields.year;
  const date = new Date(0);
  date.setUTCFullYear(year, fields.month - 1, fields.day);
  date.setUTCHours(fields.hour === 24 ? 0 : fields.hour, fields.minute, fields.second, 0);
  return (date.getTime() - (ts - (((ts % SECOND_MS) + SECOND_MS) % SECOND_MS))) / MINUTE_MS;
}

/**
 * Intl's offset costs ~10 µs a call. Offsets only
 * change at a zone's transitions (about twice a year), so they are memoized per UTC day: two
 * Intl calls per day, plus a binary search to the second on the rare day that has a transition.
 * This assumes at most one transition per UTC day, which holds for every zone in tzdata. It earns
 * the parser's throughput (`bench -- parser`: a whole parse, which asks for several offsets,
 * takes under 2 µs); Discord's 3 s deadline does not depend on it.
 */
function memoizedZone(offset: (ts: number) => number): Zone {
  const spans: (DaySpan | undefined)[] = new Array<DaySpan | undefined>(2 * SPAN_SLOTS).fill(
    undefined,
  );
  const span = (day: number): DaySpan => {
    const start = day * DAY_MS;
    const before = offset(start);
    const after = offset(start + DAY_MS - 1);
    if (before === after || !Number.isFinite(before) || !Number.isFinite(after))
      return { day, before, after: before, switchAt: start };
    let lo = 0; // second of the day with offset `before`
    let hi = 86_399; // second of the day with offset `after`
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1;
      if (offset(start + mid * SECOND_MS) === before) lo = mid;
      else hi = mid;
    }
    return { day, before, after, switchAt: start + hi * SECOND_MS };
  };
  return {
    offsetMinutes(ts) {
      if (!Number.isFinite(ts)) return NaN;
      const day = Math.floor(ts / DAY_MS);
      const slot = 2 * (((day % SPAN_SLOTS) + SPAN_SLOTS) % SPAN_SLOTS);
      let s = spans[slot];
      if (s === undefined || s.day !== day) {
        const other = spans[slot + 1];
        s = other !== undefined && other.day === day ? other : span(day);
        spans[slot + 1] = spans[slot];
        spans[slot] = s;
      }
      return ts < s.switchAt ? s.before : s.after;
    },
  };
}

/**
 * Every zone asked for, by name: building one costs an Intl lookup, and its offset memo (above)
 * is what keeps the parser's throughput (bench -- parser), so each zone is built once. Bounded: a
 * process that has seen 1,000 names starts over.
 */
const zones = new Map<string, Zone>();

/** A fixed offset as zones.ts spells it (`UTC+05:30`), chosen by a user who wants no DST. */
const FIXED_NAME = /^UTC([+-])(\d{2}):(\d{2})$/;

function fixedZone(minutes: number): Zone {
  return { offsetMinutes: (ts) => (Number.isFinite(ts) ? minutes : NaN) };
}

/**
 * The zone named `name`. The caller validates zones; an unknown name still gets UTC here (the
 * spec's (spec-notes.md, Timezone aliases and conversion) fallback for unrecognized zones) so the parser never throws.
 */
export function zoneNamed(name: string): Zone {
  let zone = zones.get(name);
  if (zone === undefined) {
    const fixed = FIXED_NAME.exec(name);
    const iana = fixed || name === 'UTC' || name === 'Etc/UTC' ? null : formatterOf(name);
    zone = fixed
      ? fixedZone((fixed[1] === '+' ? 1 : -1) * (Number(fixed[2]) * 60 + Number(fixed[3])))
      : iana !== null
        ? memoizedZone((ts) => intlOffset(iana, ts))
        : utc;
    if (zones.size >= 1000) zones.clear();
    zones.set(name, zone);
  }
  return zone;
}

/** A calendar date in some zone; `weekday` is ISO (1 = Monday … 7 = Sunday). */
export interface LocalDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

/** ECMAScript's time value range (TimeClip): ±8.64e15 ms, NaN beyond. */
const MAX_TIME = 8.64e15;

/**
 * Date.UTC(year, month - 1, day, hour, minute, second) by arithmetic (Hinnant's days_from_civil):
 * the same value, NaN and two-digit-year rule included, for integer fields (day and the clock
 * may overflow and roll over alike). Date.UTC costs ~40 ns; this, a few.
 */
export function utcMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  let y = year >= 0 && year <= 99 ? 1900 + year : year;
  const m0 = month - 1;
  y += Math.floor(m0 / 12);
  const mp = (m0 - 12 * Math.floor(m0 / 12) + 10) % 12; // March = 0 … February = 11
  if (mp >= 10) y--;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doe =
    yoe * 365 +
    Math.floor(yoe / 4) -
    Math.floor(yoe / 100) +
    Math.floor((153 * mp + 2) / 5) +
    day -
    1;
  const t =
    (era * 146_097 + doe - 719_468) * DAY_MS +
    hour * 3_600_000 +
    minute * MINUTE_MS +
    second * SECOND_MS;
  return Math.abs(t) <= MAX_TIME ? t : NaN;
}

/** The UTC calendar fields of epoch-ms `t` (Hinnant's civil_from_days): what new Date(t).getUTC…() give, without the Date. */
export function utcFields(t: number): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  msOfDay: number;
} {
  if (!(Math.abs(t) <= MAX_TIME))
    return { year: NaN, month: NaN, day: NaN, weekday: NaN, msOfDay: NaN };
  t = Math.trunc(t); // as new Date(t) does
  const days = Math.floor(t / DAY_MS);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  // 1970-01-01 (day 0) was a Thursday (ISO 4).
  return {
    year,
    month,
    day: doy - Math.floor((153 * mp + 2) / 5) + 1,
    weekday: ((((days + 3) % 7) + 7) % 7) + 1,
    msOfDay: t - days * DAY_MS,
  };
}

/** The date in `zone` at instant `ts`. */
export function localDate(zone: Zone, ts: number): LocalDate {
  const f = utcFields(ts + zone.offsetMinutes(ts) * MINUTE_MS);
  return { year: f.year, month: f.month, day: f.day, weekday: f.weekday };
}

export interface WallTime {
  readonly year: number;
  readonly month: number;
  /** May overflow the month (e.g. today + 1); it rolls over like Date.UTC. */
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/**
 * The instant at which clocks in `zone` read `wall`. Deterministic at DST transitions:
 * - a wall time in a spring-forward gap moves forward by the gap (02:30 → 03:30 in New York);
 * - an ambiguous fall-back wall time takes the earlier instant, i.e. the offset in force
 *   before the transition (01:30 on 2026-11-01 in New York is 01:30 EDT).
 * Luxon's own DateTime.fromObject() resolves the ambiguous case with the offset in force at the
 * process's clock when first used (and DateTime#set() with the offset of the DateTime being
 * changed), so its answer would depend on when and from where it was asked; we do not use it here.
 */
export function instantOf(zone: Zone, wall: WallTime): number {
  const local = utcMs(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const before = zone.offsetMinutes(local - DAY_MS);
  const after = zone.offsetMinutes(local + DAY_MS);
  const early = local - before * MINUTE_MS;
  if (before === after) return early;
  const late = local - after * MINUTE_MS;
  const earlyValid = zone.offsetMinutes(early) === before;
  const lateValid = zone.offsetMinutes(late) === after;
  if (earlyValid && lateValid) return Math.min(early, late);
  if (lateValid) return late;
  // Valid on the old offset only, or in the gap: reading the wall time on the old offset is
  // exactly "moved forward by the gap".
  return early;
}
