import { weekStartsMonday, writesMonthFirst } from '../../shared/domain/time/locale-facts.js';
import { DateTime } from 'luxon';
import type { Expression } from './expressions.js';

/**
 * The expected reading of a corpus expression at a reference instant, computed with luxon from
 * the local-terms description in expressions.ts: independent of the parser under test.
 */

export interface Context {
  readonly id: string;
  /** The reference instant, ISO 8601 with its offset. */
  readonly now: string;
  readonly zone: string;
  readonly locale: string;
  readonly about: string;
}

const HORIZON_DAYS = 365;

function at(dt: DateTime, clock: string): DateTime {
  const [h = 0, m = 0, s = 0] = clock.split(':').map(Number);
  const t = dt.set({ hour: h, minute: m, second: s, millisecond: 0 });
  // A clock shown twice (the fall-back hour) is its earlier instant (docs/decisions.md, DST).
  const earlier = t.minus({ hours: 1 });
  return earlier.hour === t.hour && earlier.minute === t.minute ? earlier : t;
}

function nextDate(
  now: DateTime,
  year: number | undefined,
  month: number,
  day: number,
  clock: string,
): DateTime | undefined {
  for (let y = year ?? now.year; y <= (year ?? now.year + 8); y++) {
    const d = DateTime.fromObject({ year: y, month, day }, { zone: now.zone });
    if (!d.isValid || d.day !== day) continue;
    const t = at(d, clock);
    if (t >= now || year !== undefined) return t;
  }
  return undefined;
}

function inMonths(
  now: DateTime,
  clock: string,
  dayOf: (first: DateTime) => number | undefined,
): DateTime | undefined {
  for (let k = 0; k <= 13; k++) {
    const first = now.startOf('month').plus({ months: k });
    const day = dayOf(first);
    if (day === undefined || day > first.daysInMonth!) continue;
    const t = at(first.set({ day }), clock);
    if (t >= now) return t;
  }
  return undefined;
}

/** The expected instant (epoch ms), or 'refuse' when a correct reader refuses. */
export function expected(e: Expression['expect'], ctx: Context): number | 'refuse' {
  const nowMs = Date.parse(ctx.now);
  const now = DateTime.fromMillis(nowMs, { zone: e.zone ?? ctx.zone });
  const t = reading(e, now, ctx.locale);
  if (t === undefined) return 'refuse';
  const ms = t.toMillis();
  return ms < nowMs || ms > nowMs + HORIZON_DAYS * 86_400_000 ? 'refuse' : ms;
}

function reading(e: Expression['expect'], now: DateTime, locale: string): DateTime | undefined {
  if ('refuse' in e) return undefined;
  if ('ms' in e && !('months' in e)) return now.plus({ milliseconds: e.ms });
  if ('days' in e) return now.plus({ days: e.days });
  if ('months' in e) {
    const t = now.plus({ months: e.months }).plus({ milliseconds: e.ms ?? 0 });
    return e.at === undefined ? t : at(t, e.at);
  }
  if ('day' in e) return at(now.plus({ days: e.day }), e.at);
  if ('next' in e) {
    const today = at(now, e.next);
    return today >= now ? today : at(now.plus({ days: 1 }), e.next);
  }
  if ('weekday' in e) {
    const clock = e.at ?? '09:00';
    let days = ((e.weekday - now.weekday + 6) % 7) + 1;
    if (e.week !== undefined) {
      const first = weekStartsMonday(locale) ? 1 : 7;
      const intoWeek = (now.weekday - first + 7) % 7;
      const target = (e.weekday - first + 7) % 7;
      days = target - intoWeek + 7 * e.week;
    } else if (e.this === true || e.inclusive === true) {
      days = (e.weekday - now.weekday + 7) % 7;
      if (days === 0 && at(now, clock) < now) days = 7;
    }
    return at(now.plus({ days: days + (e.plusDays ?? 0) }), clock);
  }
  if ('date' in e) {
    const parts = e.date.split('-').map(Number);
    const [year, month, day] = parts.length === 3 ? parts : [undefined, ...parts];
    return nextDate(now, year, month ?? 0, day ?? 0, e.at ?? '09:00');
  }
  if ('numeric' in e) {
    const [a, b] = e.numeric;
    const valid = (month: number, day: number): boolean =>
      month >= 1 && month <= 12 && day >= 1 && day <= 31;
    let [month, day] = writesMonthFirst(locale) ? [a, b] : [b, a];
    if (!valid(month, day)) [month, day] = [day, month];
    return nextDate(now, undefined, month, day, e.at ?? '09:00');
  }
  if ('monthDay' in e)
    return inMonths(now, e.at, (first) =>
      e.inMonth === undefined || monthsAhead(now, first, e.inMonth) ? e.monthDay : undefined,
    );
  if ('nth' in e) {
    const [weekday, position] = e.nth;
    return inMonths(now, e.at, (first) => {
      if (e.month !== undefined && first.month !== e.month) return undefined;
      if (e.inMonth !== undefined && !monthsAhead(now, first, e.inMonth)) return undefined;
      const firstDay = 1 + ((weekday - first.weekday + 7) % 7);
      if (position > 0) return firstDay + (position - 1) * 7;
      return firstDay + Math.floor((first.daysInMonth! - firstDay) / 7) * 7;
    });
  }
  if ('weekdays' in e) {
    for (let d = e.inclusive ? 0 : 1; d <= 8; d++) {
      const t = at(now.plus({ days: d }), e.at);
      if (e.weekdays.includes(t.weekday) && t >= now) return t;
    }
    return undefined;
  }
  const inMonth = e.inMonth;
  return inMonths(now, e.eom, (first) =>
    inMonth === undefined || monthsAhead(now, first, inMonth) ? first.daysInMonth : undefined,
  );
}

/** Whether `first` (a month's first day) is the month `n` months from now's. */
function monthsAhead(now: DateTime, first: DateTime, n: number): boolean {
  return first.hasSame(now.startOf('month').plus({ months: n }), 'month');
}
