/**
 * Tock's recurrence (shared/domain/recurrence.ts) as an RFC 5545 recurrence rule, exactly: the
 * occurrences a calendar expands from `first` + `rule` are the ones Tock lists. Pure.
 *
 * Where the spec's (spec-notes.md, Calendar sync) plain `FREQ=…` would expand differently from Tock's engine the rule says more
 * (decisions.md, "Calendar sync"): a monthly series on the 31st is BYMONTHDAY=-1 (the month's
 * last day), one on the 29th or 30th takes the latest of 28..day (BYMONTHDAY + BYSETPOS=-1), and
 * a yearly one on February 29th is BYMONTH=2;BYMONTHDAY=-1 (the 28th in other years).
 */
import { normalizeCustomRecurrence, type EventTiming } from '../../domain/event.js';
import { occurrences } from '../../domain/recurrence.js';
import { wallClockAt, zoneOf, zoneOrUtc } from '../../domain/zones.js';
import { DAY_MS } from '../../domain/time/zone.js';

export const icalWeekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type IcalWeekday = (typeof icalWeekdays)[number];

/** A recurrence rule in parts: what every provider shape is built from. */
export interface RuleParts {
  readonly freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  readonly interval: number;
  /** weekday_of_month: position (1..5, -1 last) and weekday. */
  readonly byDay?: { readonly position: number; readonly weekday: IcalWeekday };
  /** Candidate days of the month; with `lastOfSet` the latest existing one is taken. */
  readonly byMonthDay?: readonly number[];
  readonly byMonth?: number;
  readonly lastOfSet?: boolean;
}

/** An event's series as a calendar sees it; null when Tock has no occurrence at all. */
export interface CalendarSeries {
  /** The canonical IANA zone the event is read in. */
  readonly zone: string;
  /** First occurrence (epoch ms): the DTSTART. */
  readonly first: number;
  readonly durationMinutes: number;
  readonly rule: RuleParts | null;
  /** Occurrences taken out of the series (starts, epoch ms): EXDATE, Google's EXDATE line. */
  readonly exceptions: readonly number[];
  /** The last occurrence of a series ended early ("this and following"): UNTIL, Graph's end date. */
  readonly last?: number;
}

const canonical = new Map<string, string>();
/** zoneOrUtc, memoized: resolving a name asks Intl, which costs more than the rest of a mapping. */
function canonicalZone(name: string): string {
  let zone = canonical.get(name);
  if (zone === undefined) {
    zone = zoneOrUtc(name);
    if (canonical.size >= 1000) canonical.clear();
    canonical.set(name, zone);
  }
  return zone;
}

/** How far the first occurrence of a weekday_of_month series may lie after the start. */
const FIRST_HORIZON_MS = 800 * DAY_MS;

/** "Day `day` (29..31), or the last day of a shorter month". */
function clampedMonthly(day: number): RuleParts {
  if (day === 31) return { freq: 'MONTHLY', interval: 1, byMonthDay: [-1] };
  const days: number[] = [];
  for (let d = 28; d <= day; d++) days.push(d);
  return { freq: 'MONTHLY', interval: 1, byMonthDay: days, lastOfSet: true };
}

function ruleOf(timing: EventTiming, first: number): RuleParts | null {
  const wall = wallClockAt(zoneOf(timing.timezone), first);
  switch (timing.recurrencePattern) {
    case 'none':
      return null;
    case 'daily':
      return { freq: 'DAILY', interval: 1 };
    case 'weekly':
      return { freq: 'WEEKLY', interval: 1 };
    case 'monthly':
      return wall.day <= 28 ? { freq: 'MONTHLY', interval: 1 } : clampedMonthly(wall.day);
    case 'yearly':
      return wall.month === 2 && wall.day === 29
        ? { freq: 'YEARLY', interval: 1, byMonth: 2, byMonthDay: [-1] }
        : { freq: 'YEARLY', interval: 1 };
    case 'custom': {
      const data = normalizeCustomRecurrence(timing.recurrenceData);
      if (data === null) return null;
      if (data.pattern === 'every_n_days') return { freq: 'DAILY', interval: data.interval };
      if (data.pattern === 'every_n_weeks') return { freq: 'WEEKLY', interval: data.interval };
      return {
        freq: 'MONTHLY',
        interval: 1,
        byDay: { position: data.position, weekday: icalWeekdays[data.weekday] ?? 'MO' },
      };
    }
  }
}

/**
 * The series of an event: its first occurrence (a weekday_of_month series may start after the
 * event's own start, on the first matching day) and its rule. Null when Tock lists no
 * occurrence of it (custom without usable data, or a first occurrence out of reach).
 */
export function calendarSeries(timing: EventTiming): CalendarSeries | null {
  if (!Number.isFinite(timing.start)) return null;
  if (
    timing.recurrencePattern === 'custom' &&
    normalizeCustomRecurrence(timing.recurrenceData) === null
  )
    return null;
  // The series' own first occurrence is the DTSTART; the ones taken out are listed beside it.
  const whole = { ...timing, exceptions: [] };
  const [firstOccurrence] = occurrences(whole, timing.start, timing.start + FIRST_HORIZON_MS, 1);
  if (!firstOccurrence) return null;
  const rule = ruleOf(timing, firstOccurrence.start);
  const last =
    rule && timing.until !== undefined ? lastBefore(whole, firstOccurrence.start) : undefined;
  return {
    zone: canonicalZone(timing.timezone),
    first: firstOccurrence.start,
    durationMinutes: timing.durationMinutes,
    rule,
    exceptions: rule
      ? (timing.exceptions ?? []).filter((t) => t >= firstOccurrence.start).sort((a, b) => a - b)
      : [],
    ...(last !== undefined ? { last } : {}),
  };
}

/** The last occurrence of a series that ends (`until`), searched backwards a year at a time. */
function lastBefore(timing: EventTiming, first: number): number | undefined {
  const until = timing.until ?? first;
  for (let to = until - 1; to >= first; to -= 366 * DAY_MS) {
    const found = occurrences(timing, Math.max(first, to - 366 * DAY_MS), to, Infinity);
    const last = found[found.length - 1];
    if (last) return last.start;
  }
  return first;
}

/** The rule as an RRULE value (`FREQ=MONTHLY;BYDAY=2TU`), without the `RRULE:` prefix. */
export function rruleText(rule: RuleParts, last?: number): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth !== undefined) parts.push(`BYMONTH=${rule.byMonth}`);
  if (rule.byMonthDay) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byDay) parts.push(`BYDAY=${rule.byDay.position}${rule.byDay.weekday}`);
  if (rule.lastOfSet) parts.push('BYSETPOS=-1');
  if (last !== undefined) parts.push(`UNTIL=${utcStamp(last)}`);
  return parts.join(';');
}

/** An instant as an RFC 5545 UTC date-time (`20260305T140000Z`). */
export function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
