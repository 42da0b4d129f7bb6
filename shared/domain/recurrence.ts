import {
  MAX_RECURRENCE_DEPTH,
  normalizeCustomRecurrence,
  type EventTiming,
  type Occurrence,
} from './event.js';
import { DAY_MS, instantOf, MINUTE_MS, type Zone } from './time/zone.js';
import { daysInMonth, wallClockAt, zoneOf, type WallClock } from './zones.js';

/**
 * The spec's recurrence engine (spec-notes.md, Recurrence engine) with decisions.md's rules for yearly,
 * DST and depth. Every occurrence is computed from the series' anchor (the start's wall clock in
 * the event's zone) and its index, never from the previous occurrence, so:
 * - a wall time in a spring-forward gap moves forward by the gap for that occurrence only;
 * - a monthly series anchored on the 31st returns to the 31st after a short month;
 * - a range years after the start is reached by arithmetic, not by walking every day.
 */

/**
 * A series in "local ms": a wall-clock reading written as if it were UTC (Date.UTC of its
 * fields). Local days are uniform there, so stepping is exact arithmetic; only the occurrences
 * that land near or in the range are converted to instants, which keeps the zone-offset memo
 * (one entry per UTC day touched) small when a range lies decades after the start.
 */
interface Series {
  /** An index at or before the first occurrence whose local ms is ≥ `fromLocal`. */
  first(fromLocal: number): number;
  /** Occurrence k's local ms, or null when that month has none. Increasing in k. */
  localAt(k: number): number | null;
}

/** Longest run of months without a weekday_of_month occurrence (a 5th weekday comes at least yearly). */
const MAX_EMPTY_MONTHS = 24;
/**
 * Local ms and instants differ by the UTC offset, and offsets of one zone differ by less than
 * this (the widest spread is -12 h to +14 h, plus Pacific/Apia's skipped day in 2011). A local
 * time this far before (after) the range's local bounds is surely outside the range.
 */
const LOCAL_SLACK_MS = 2 * DAY_MS + 3 * 3_600_000;
/** nextOccurrenceAfter's horizon: about ten years. */
const NEXT_HORIZON_MS = 3653 * DAY_MS;

const monthIndexOf = (local: number): number => {
  const d = new Date(local);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** Occurrences every `stepDays` local days, at the anchor's wall-clock time. */
function stepSeries(anchorLocal: number, stepDays: number): Series {
  const stepMs = stepDays * DAY_MS;
  return {
    first: (fromLocal) => Math.max(0, Math.floor((fromLocal - anchorLocal) / stepMs)),
    localAt: (k) => anchorLocal + k * stepMs,
  };
}

/**
 * every_n_weeks on a list of weekdays (0 = Monday): each `stepWeeks`-th week, weeks running Monday
 * to Sunday from the anchor's week, on those days at the anchor's wall-clock time. Days of the
 * anchor's week before the anchor come out below it and are dropped by the expander's `from`.
 */
function weekdaysSeries(
  anchor: WallClock,
  anchorLocal: number,
  stepWeeks: number,
  days: readonly number[],
): Series {
  const weekStart = anchorLocal - (anchor.weekday - 1) * DAY_MS;
  const stepMs = stepWeeks * 7 * DAY_MS;
  const n = days.length;
  return {
    first: (fromLocal) => Math.max(0, Math.floor((fromLocal - weekStart) / stepMs)) * n,
    localAt: (k) => weekStart + Math.floor(k / n) * stepMs + (days[k % n] ?? 0) * DAY_MS,
  };
}

/** The local ms of the anchor's time of day on `day` of month index `index` (year * 12 + month - 1). */
function onDay(anchor: WallClock, index: number, day: number): number {
  const year = Math.floor(index / 12);
  return Date.UTC(
    year,
    index - year * 12,
    day,
    anchor.hour,
    anchor.minute,
    anchor.second,
    anchor.millisecond,
  );
}

/** Occurrences every `stepMonths` months on the anchor's day, clamped to the month's last day. */
function monthSeries(anchor: WallClock, stepMonths: number): Series {
  const base = anchor.year * 12 + (anchor.month - 1);
  return {
    first: (fromLocal) =>
      Math.max(0, Math.floor((monthIndexOf(fromLocal) - base) / stepMonths) - 1),
    localAt: (k) => {
      const index = base + k * stepMonths;
      const year = Math.floor(index / 12);
      return onDay(anchor, index, Math.min(anchor.day, daysInMonth(year, index - year * 12 + 1)));
    },
  };
}

/** The day of month of the `position`-th ISO `isoWeekday` (-1 = last), or null when the month lacks it. */
export function nthWeekdayOfMonth(
  year: number,
  month: number,
  isoWeekday: number,
  position: number,
): number | null {
  const length = daysInMonth(year, month);
  if (position === -1) {
    const lastIso = ((new Date(Date.UTC(year, month - 1, length)).getUTCDay() + 6) % 7) + 1;
    return length - ((lastIso - isoWeekday + 7) % 7);
  }
  const firstIso = ((new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7) + 1;
  const day = 1 + ((isoWeekday - firstIso + 7) % 7) + (position - 1) * 7;
  return day <= length ? day : null;
}

/** weekday_of_month: the position-th weekday (0 = Monday) of each month, at the anchor's time. */
function weekdayOfMonthSeries(anchor: WallClock, weekday: number, position: number): Series {
  const base = anchor.year * 12 + (anchor.month - 1);
  return {
    first: (fromLocal) => Math.max(0, monthIndexOf(fromLocal) - base - 1),
    localAt: (k) => {
      const index = base + k;
      const year = Math.floor(index / 12);
      const day = nthWeekdayOfMonth(year, index - year * 12 + 1, weekday + 1, position);
      return day === null ? null : onDay(anchor, index, day);
    },
  };
}

/** The series of a 'custom' timing; null without usable data, and for every_n_hours and every_n_minutes (exact instants: fixedSteps). */
function customSeries(timing: EventTiming, anchor: WallClock, anchorLocal: number): Series | null {
  const data = normalizeCustomRecurrence(timing.recurrenceData);
  switch (data?.pattern) {
    case 'every_n_days':
      return stepSeries(anchorLocal, data.interval);
    case 'every_n_weeks':
      return data.weekdays
        ? weekdaysSeries(anchor, anchorLocal, data.interval, data.weekdays)
        : stepSeries(anchorLocal, 7 * data.interval);
    case 'every_n_months':
      return monthSeries(anchor, data.interval);
    case 'weekday_of_month':
      return weekdayOfMonthSeries(anchor, data.weekday, data.position);
    default:
      return null;
  }
}

/**
 * A series at several times of day (CustomRecurrence.times): each day of `series` (at the anchor's
 * time of day) gives one occurrence at each time, in order. Times before the anchor's on its own
 * day come out below the anchor and are dropped by the expander's `from`.
 */
function withTimes(series: Series, anchor: WallClock, times: readonly number[]): Series {
  const anchorTime =
    ((anchor.hour * 60 + anchor.minute) * 60 + anchor.second) * 1000 + anchor.millisecond;
  const n = times.length;
  return {
    // A day's earliest time is up to a day before the anchor's time of day on that day.
    first: (fromLocal) => series.first(fromLocal - DAY_MS) * n,
    localAt: (k) => {
      const day = series.localAt(Math.floor(k / n));
      return day === null ? null : day - anchorTime + (times[k % n] ?? 0) * MINUTE_MS;
    },
  };
}

/** The series for a recurring timing, or null for 'none' and for 'custom' without usable data. */
function seriesOf(timing: EventTiming, anchor: WallClock, anchorLocal: number): Series | null {
  switch (timing.recurrencePattern) {
    case 'daily':
      return stepSeries(anchorLocal, 1);
    case 'weekly':
      return stepSeries(anchorLocal, 7);
    case 'monthly':
      return monthSeries(anchor, 1);
    case 'yearly':
      // Feb 29 → Feb 28 in other years is the monthly clamp with a 12-month step.
      return monthSeries(anchor, 12);
    case 'custom':
      return customSeries(timing, anchor, anchorLocal);
    case 'none':
      return null;
  }
}

/** The instant at which `zone` reads local ms `local` (decisions.md's gap and ambiguity rules, via instantOf). */
function instantAtLocal(zone: Zone, local: number): number {
  const d = new Date(local);
  const wall = {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
  return instantOf(zone, wall) + d.getUTCMilliseconds();
}

/** The custom every_n_hours or every_n_minutes step in ms, or null when the timing is something else. */
function fixedStepOf(timing: EventTiming): number | null {
  if (timing.recurrencePattern !== 'custom') return null;
  const data = normalizeCustomRecurrence(timing.recurrenceData);
  if (data?.pattern === 'every_n_hours') return data.interval * 3_600_000;
  return data?.pattern === 'every_n_minutes' ? data.interval * MINUTE_MS : null;
}

/** every_n_hours, every_n_minutes: exact instants `step` apart from the start, whatever the wall clock says. */
function fixedSteps(
  start: number,
  length: number,
  step: number,
  from: number,
  rangeEnd: number,
  limit: number,
): Occurrence[] {
  const out: Occurrence[] = [];
  for (let k = Math.max(0, Math.ceil((from - start) / step)); out.length < limit; k++) {
    const t = start + k * step;
    if (!(t <= rangeEnd)) break;
    out.push({ start: t, end: t + length });
  }
  return out;
}

/** Occurrences of one event in a range: occurrences() with the timing already bound. */
export type Expander = (rangeStart: number, rangeEnd: number, limit?: number) => Occurrence[];

/**
 * occurrences() bound to one timing, with the series (zone, anchor) worked out once: for callers
 * that ask about many ranges of the same event, as conflict detection does.
 */
export function expanderFor(timing: EventTiming): Expander {
  const { start } = timing;
  const length = Number.isFinite(timing.durationMinutes) ? timing.durationMinutes * MINUTE_MS : 0;
  const zone = zoneOf(timing.timezone);
  const recurring = Number.isFinite(start) && timing.recurrencePattern !== 'none';
  const anchor = recurring ? wallClockAt(zone, start) : null;
  const anchorLocal = anchor
    ? Date.UTC(
        anchor.year,
        anchor.month - 1,
        anchor.day,
        anchor.hour,
        anchor.minute,
        anchor.second,
        anchor.millisecond,
      )
    : NaN;
  const plainSeries = anchor ? seriesOf(timing, anchor, anchorLocal) : null;
  const times =
    timing.recurrencePattern === 'custom'
      ? normalizeCustomRecurrence(timing.recurrenceData)?.times
      : undefined;
  const series =
    plainSeries && anchor && times !== undefined
      ? withTimes(plainSeries, anchor, times)
      : plainSeries;
  const fixedStep = fixedStepOf(timing);
  const skipped = new Set(timing.exceptions ?? []);
  const until = timing.until ?? Infinity;
  return (rangeStart, givenEnd, limit = MAX_RECURRENCE_DEPTH) => {
    const out: Occurrence[] = [];
    const from = Math.max(rangeStart, start);
    // A series ended early ("this and following") has nothing at or after its end.
    const rangeEnd = Math.min(givenEnd, until - 1);
    if (!Number.isFinite(start) || !(limit >= 1) || !(from <= rangeEnd)) return out;
    if (fixedStep !== null)
      return fixedSteps(start, length, fixedStep, from, rangeEnd, limit + skipped.size)
        .filter((o) => !skipped.has(o.start))
        .slice(0, limit);
    if (timing.recurrencePattern === 'none') {
      if (start >= rangeStart && start <= rangeEnd) out.push({ start, end: start + length });
      return out;
    }
    if (series === null) return out;
    const low = from + zone.offsetMinutes(from) * MINUTE_MS - LOCAL_SLACK_MS;
    // A range end past the last representable date (offset NaN) bounds nothing.
    const high = rangeEnd + zone.offsetMinutes(rangeEnd) * MINUTE_MS + LOCAL_SLACK_MS || Infinity;
    let last = -Infinity;
    let empty = 0;
    for (let k = series.first(low); out.length < limit; k++) {
      const local = series.localAt(k);
      if (local === null) {
        if (++empty > MAX_EMPTY_MONTHS) break;
        continue;
      }
      empty = 0;
      if (local < low) continue;
      if (!(local <= high)) break; // also stops on NaN past the last representable date
      // The anchor itself is the start: recomputing it could pick the other twin of an ambiguous time.
      const t = local === anchorLocal ? start : instantAtLocal(zone, local);
      if (!(t <= rangeEnd)) break;
      // `t > last` drops the duplicate a skipped local day would produce (its time moves onto the next).
      if (t >= from && t > last) {
        // An occurrence taken out of the series ("this occurrence") is skipped, not counted.
        if (!skipped.has(t)) out.push({ start: t, end: t + length });
        last = t;
      }
    }
    return out;
  };
}

/**
 * Occurrences whose start lies in [rangeStart, rangeEnd] (both inclusive), in order, never before
 * the event's own start, at most `limit` (default the spec's (spec-notes.md, Limits) depth, 52). Each ends
 * `durationMinutes` after it starts. Pattern 'none' gives the start when it lies in the range;
 * 'custom' with null or unusable data gives none.
 */
export function occurrences(
  timing: EventTiming,
  rangeStart: number,
  rangeEnd: number,
  limit: number = MAX_RECURRENCE_DEPTH,
): Occurrence[] {
  return expanderFor(timing)(rangeStart, rangeEnd, limit);
}

/**
 * The first occurrence starting strictly after `after`, or null (pattern 'none' already past,
 * custom without usable data, or nothing within about ten years of max(after, start)). The
 * dispatcher re-arms an event's linked reminder from this after each send.
 */
export function nextOccurrenceAfter(timing: EventTiming, after: number): Occurrence | null {
  const horizon = Math.max(after, timing.start) + NEXT_HORIZON_MS;
  for (const occurrence of occurrences(timing, after, horizon, 2))
    if (occurrence.start > after) return occurrence;
  return null;
}

/**
 * Whether the engine expands the timing as a series (anything but 'none'; custom only with
 * usable data). Not schedule.ts's isRecurring, which stores and labels by pattern alone.
 */
export function hasUsableRecurrence(timing: EventTiming): boolean {
  if (timing.recurrencePattern === 'custom')
    return normalizeCustomRecurrence(timing.recurrenceData) !== null;
  return timing.recurrencePattern !== 'none';
}
