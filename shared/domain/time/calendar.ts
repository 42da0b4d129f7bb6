import type { Clock } from './clock.js';
import { daysInMonth } from './grammar.js';
import {
  instantOf,
  localDate,
  utcFields,
  utcMs,
  type LocalDate,
  type WallTime,
  type Zone,
} from './zone.js';

/**
 * The caller's clock and calendar: now, their zone, and today's date there (computed once). Its
 * fields (and those of a class extending it) are declared, not initialized: class fields compile
 * to definitions that run before the constructor's assignments, a cost on every parse.
 */
export class Moment {
  /** A plain field, not a #private one: no brand check on each of the many reads. */
  declare private todayDate: LocalDate | undefined;
  declare readonly zone: Zone;
  declare readonly now: number;
  constructor(zone: Zone, now: number) {
    this.zone = zone;
    this.now = now;
    this.todayDate = undefined;
  }
  get today(): LocalDate {
    this.todayDate ??= localDate(this.zone, this.now);
    return this.todayDate;
  }
}

/**
 * A wall time from a date and a clock, field by field: an object spread here ({ ...clock }) costs
 * V8 a slow runtime copy, about 10 µs, and this runs several times per parse.
 */
export function wall(year: number, month: number, day: number, clock: Clock): WallTime {
  return { year, month, day, hour: clock.hour, minute: clock.minute, second: clock.second };
}

/** Days from `today` to the next `weekday` strictly after it (7 when they are the same). */
export function daysUntil(today: number, weekday: number): number {
  return ((weekday - today + 6) % 7) + 1;
}

/** The instant the caller's clock reads `clock`, `days` days after today in their zone. */
export function wallTime(m: Moment, days: number, clock: Clock): number {
  const today = m.today;
  return instantOf(m.zone, wall(today.year, today.month, today.day + days, clock));
}

/** `clock` on the day `days` from today if that is not in the past, else `later` days after it. */
export function soonest(m: Moment, days: number, later: number, clock: Clock): number {
  const first = wallTime(m, days, clock);
  return first >= m.now ? first : wallTime(m, days + later, clock);
}

/** A date with a year must exist; without one it is its next occurrence not in the past. */
export function calendarTime(
  m: Moment,
  year: number | undefined,
  month: number,
  day: number,
  clock: Clock,
): number {
  if (month < 1 || month > 12 || day < 1) return NaN;
  if (year !== undefined)
    return day <= daysInMonth(year, month) ? instantOf(m.zone, wall(year, month, day, clock)) : NaN;
  // Eight years always contain a 29 February; a date that never exists ends the loop as invalid.
  for (let y = m.today.year; y <= m.today.year + 8; y++) {
    if (day > daysInMonth(y, month)) continue;
    const time = instantOf(m.zone, wall(y, month, day, clock));
    if (time >= m.now) return time;
  }
  return NaN;
}

/** A local date `months` calendar months after (year, month, day), the day clamped to the month's end. */
export function addMonths(
  year: number,
  month: number,
  day: number,
  months: number,
): { year: number; month: number; day: number } {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const mo = (index % 12) + 1;
  return { year: y, month: mo, day: Math.min(day, daysInMonth(y, mo)) };
}

/** The local wall time of instant `ts` in `zone`. */
export function wallClockOf(
  zone: Zone,
  ts: number,
): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
} {
  const f = utcFields(ts + zone.offsetMinutes(ts) * 60_000);
  const ms = f.msOfDay;
  return {
    year: f.year,
    month: f.month,
    day: f.day,
    hour: Math.floor(ms / 3_600_000),
    minute: Math.floor(ms / 60_000) % 60,
    second: Math.floor(ms / 1000) % 60,
    ms: ms % 1000,
  };
}

/** `months` calendar months after instant `ts` in `zone`: same local day (clamped) and clock time. */
export function plusMonths(zone: Zone, ts: number, months: number): number {
  if (months === 0) return ts;
  const w = wallClockOf(zone, ts);
  const date = addMonths(w.year, w.month, w.day, months);
  return instantOf(zone, wall(date.year, date.month, date.day, w)) + w.ms;
}

/**
 * The first days of a month's `position`-th (-1: last) week, counted the two ways people count
 * (docs/decisions.md, "A week of a month"): from the week holding the 1st (the first week starts on
 * the 1st itself), and from the first full week, Monday to Sunday; the last week: the one holding
 * the month's last day, and the last full one. The same day twice where both agree; undefined
 * when the month has no such week.
 */
export function monthWeekStarts(
  year: number,
  month: number,
  position: number,
): readonly [number, number] | undefined {
  const monday = nthWeekday(year, month, 1, position);
  if (monday === undefined) return undefined;
  if (position > 0) {
    const firstIsMonday = monday === 7 * (position - 1) + 1;
    return [firstIsMonday ? monday : Math.max(1, monday - 7), monday];
  }
  return [monday, monday + 6 === daysInMonth(year, month) ? monday : monday - 7];
}

/** The date of the `position`-th (-1: last) ISO `weekday` of a month, or undefined when there is none. */
export function nthWeekday(
  year: number,
  month: number,
  weekday: number,
  position: number,
): number | undefined {
  const firstWeekday = utcFields(utcMs(year, month, 1, 0, 0, 0)).weekday;
  const first = 1 + ((weekday - firstWeekday + 7) % 7);
  const last = daysInMonth(year, month);
  const day =
    position > 0 ? first + (position - 1) * 7 : first + Math.floor((last - first) / 7) * 7;
  return day <= last ? day : undefined;
}
