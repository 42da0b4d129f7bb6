/**
 * How the calendar stand-ins expand a series into its instances, as Google
 * (`events/{id}/instances`: the RFC 5545 `recurrence` lines, EXDATE taken out) and Microsoft Graph
 * (`/me/events/{id}/instances`: the patterned recurrence, in its zone) list them. The rrule
 * library expands on the series' wall clock written as UTC; each date is read back as a wall
 * clock in the series' zone, so a series keeps its local time across DST as calendars keep it.
 * @see https://developers.google.com/workspace/calendar/api/v3/reference/events/instances
 * @see https://learn.microsoft.com/en-us/graph/api/event-list-instances
 * @see https://learn.microsoft.com/en-us/graph/api/resources/patternedrecurrence
 */
import type { PatternedRecurrence } from '@microsoft/microsoft-graph-types';
import { DateTime } from 'luxon';
import rrulePkg, { type Options, type Weekday } from 'rrule';
import { findIana } from 'windows-iana';

const { RRule } = rrulePkg;

/** A wall-clock time of `zone` as the fake UTC instant the rrule library expands on. */
function wallAsUtc(ms: number, zone: string): Date {
  const w = DateTime.fromMillis(ms, { zone });
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

/** The instant a fake-UTC date stands for in `zone`. */
function utcAsWall(d: Date, zone: string): number {
  return DateTime.fromObject(
    {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    },
    { zone },
  ).toMillis();
}

/** How many instances a listing expands at most (both providers page long before this). */
const MAX_INSTANCES = 5000;

/** The starts (epoch ms) of a rule's instances from `start` in `zone`, within [from, to]. */
function expand(
  options: Partial<Options>,
  start: number,
  zone: string,
  from: number,
  to: number,
): number[] {
  const rule = new RRule({ ...options, dtstart: wallAsUtc(start, zone) });
  const out: number[] = [];
  // A day either side: the fake-UTC window is off by the zone's offset.
  rule.between(new Date(from - 86_400_000), new Date(to + 86_400_000), true, (d) => {
    const at = utcAsWall(d, zone);
    if (at >= from && at <= to) out.push(at);
    return out.length < MAX_INSTANCES;
  });
  return out;
}

/** An IANA zone from a zone name Google or Graph takes (Windows names map to IANA). */
export function ianaZone(name: string | undefined): string {
  if (!name) return 'UTC';
  const iana = findIana(name)[0];
  if (iana) return iana;
  return DateTime.local().setZone(name).isValid ? name : 'UTC';
}

/** A date-time line value (`20260319T090000`, with `Z` for UTC) in `zone`. */
function icalInstant(value: string, zone: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!m) return NaN;
  const [, y, mo, d, h = '00', mi = '00', s = '00', z] = m;
  return DateTime.fromObject(
    { year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi, second: +s },
    { zone: z ? 'UTC' : zone },
  ).toMillis();
}

/**
 * Google: the instances of `recurrence` (RRULE and EXDATE lines; `TZID=` or UTC values) from
 * `start` in `zone`, within [from, to], EXDATEs left out.
 */
export function googleInstances(
  recurrence: readonly string[],
  start: number,
  zone: string,
  from: number,
  to: number,
): number[] {
  const excluded = new Set<number>();
  let options: Partial<Options> | null = null;
  for (const line of recurrence) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(';');
    if (name === 'RRULE') {
      const parsed = RRule.parseString(value);
      // UNTIL is an instant; the expansion runs on the wall clock.
      options = parsed.until
        ? { ...parsed, until: wallAsUtc(parsed.until.getTime(), zone) }
        : parsed;
    } else if (name === 'EXDATE') {
      const tzid = params.find((p) => p.startsWith('TZID='))?.slice(5);
      for (const v of value.split(',')) excluded.add(icalInstant(v, tzid ?? zone));
    }
  }
  if (!options) return start >= from && start <= to ? [start] : [];
  return expand(options, start, zone, from, to).filter((t) => !excluded.has(t));
}

const weekdays = {
  monday: RRule.MO,
  tuesday: RRule.TU,
  wednesday: RRule.WE,
  thursday: RRule.TH,
  friday: RRule.FR,
  saturday: RRule.SA,
  sunday: RRule.SU,
} as const satisfies Record<string, Weekday>;
const indexes = { first: 1, second: 2, third: 3, fourth: 4, last: -1 } as const;

/** A day of the month as Outlook keeps it: day 29..31 falls on the last day of a shorter month. */
function monthDay(day: number): Partial<Options> {
  if (day <= 28) return { bymonthday: [day] };
  const days: number[] = [];
  for (let d = 28; d <= day; d++) days.push(d);
  return { bymonthday: days, bysetpos: [-1] };
}

/**
 * Graph: the instances of a patterned recurrence from `start` (the event's start), expanded in
 * the range's `recurrenceTimeZone` (else the start's zone), within [from, to].
 */
export function graphInstances(
  recurrence: PatternedRecurrence,
  start: number,
  zone: string,
  from: number,
  to: number,
): number[] {
  const { pattern, range } = recurrence;
  if (!pattern?.type || !range) return [];
  const interval = pattern.interval ?? 1;
  const days = (pattern.daysOfWeek ?? []).map((d) => weekdays[d]);
  const nth = (pattern.index ? indexes[pattern.index] : 1) ?? 1;
  const byType: Record<string, Partial<Options>> = {
    daily: { freq: RRule.DAILY },
    weekly: {
      freq: RRule.WEEKLY,
      byweekday: days,
      wkst: weekdays[pattern.firstDayOfWeek ?? 'sunday'],
    },
    absoluteMonthly: { freq: RRule.MONTHLY, ...monthDay(pattern.dayOfMonth ?? 1) },
    relativeMonthly: { freq: RRule.MONTHLY, byweekday: days.map((d) => d.nth(nth)) },
    absoluteYearly: {
      freq: RRule.YEARLY,
      bymonth: [pattern.month ?? 1],
      ...monthDay(pattern.dayOfMonth ?? 1),
    },
    relativeYearly: {
      freq: RRule.YEARLY,
      bymonth: [pattern.month ?? 1],
      byweekday: days.map((d) => d.nth(nth)),
    },
  };
  const options = byType[pattern.type];
  if (!options) return [];
  const zoneOfRange = range.recurrenceTimeZone ? ianaZone(range.recurrenceTimeZone) : zone;
  // The range's dates are days in the recurrence's zone; the series begins on startDate.
  const first = DateTime.fromISO(`${range.startDate ?? ''}T00:00:00`, { zone: zoneOfRange });
  const clock = DateTime.fromMillis(start, { zone: zoneOfRange });
  const begin = first.isValid
    ? first.set({ hour: clock.hour, minute: clock.minute, second: clock.second }).toMillis()
    : start;
  const end =
    range.type === 'endDate' && range.endDate
      ? DateTime.fromISO(`${range.endDate}T23:59:59`, { zone: zoneOfRange }).toMillis()
      : undefined;
  return expand(
    {
      ...options,
      interval,
      ...(end !== undefined ? { until: wallAsUtc(end, zoneOfRange) } : {}),
      ...(range.type === 'numbered' && range.numberOfOccurrences
        ? { count: range.numberOfOccurrences }
        : {}),
    },
    begin,
    zoneOfRange,
    from,
    to,
  );
}
