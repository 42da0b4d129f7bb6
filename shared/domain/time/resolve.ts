import type { CustomRecurrence } from '../event.js';
import {
  addMonths,
  calendarTime,
  daysUntil,
  Moment,
  monthWeekStarts,
  nthWeekday,
  plusMonths,
  soonest,
  wall,
  wallClockOf,
  wallTime,
} from './calendar.js';
import type { Clock } from './clock.js';
import type { Span } from './duration.js';
import { daysInMonth, type NumericDate } from './grammar.js';
import { holidayTime } from './holidays.js';
import type { DayRef, Reading } from './reader.js';
import type { Recur } from './recurrence-reader.js';
import type { Period, RepeatKind } from './vocabulary.js';
import { clockHas12Hours, dateOrder, weekStartsMonday } from './locale-facts.js';
import { weekDays } from './week.js';
import { DAY_MS, instantOf, MINUTE_MS, utcFields, utcMs, type Zone } from './zone.js';

/** A recurrence read from the expression (shared/domain/event.ts's patterns). */
export interface ReadRecurrence {
  readonly pattern: 'daily' | 'weekly' | 'monthly' | 'yearly' | 'custom';
  /** Non-null iff pattern is 'custom'. */
  readonly data: CustomRecurrence | null;
  /**
   * The series' anchor when it is not the first occurrence (epoch ms): the last day of every month
   * is a monthly series anchored on a 31st, which the engine clamps to each shorter month.
   */
  readonly anchor?: number;
}

/** One reading resolved against the clock, before the past / horizon checks. */
export interface Timed {
  readonly time: number;
  readonly repeat?: RepeatKind;
  readonly recurrence?: ReadRecurrence;
  readonly zone?: string;
}

/**
 * The part of the text that has two readings, for the readings spelled out as expressions: a
 * date the locale and zone do not order (or a weekday of a week whose start is unsettled), or a
 * clock without am/pm in a 12-hour locale; `start`/`end` its character range.
 */
export type AskedPart =
  | { readonly ambiguous: readonly NumericReading[]; readonly start: number; readonly end: number }
  | { readonly clocks: readonly Clock[]; readonly start: number; readonly end: number };

/**
 * Two or more readings people really use (decisions.md, "Ask instead of guessing"): the reply
 * offers them. `parts`: the part of the text they differ in, when one part does.
 */
export interface Either {
  readonly either: readonly Timed[];
  readonly parts?: AskedPart;
  /**
   * Readings that differ in their repeat, which the prompt's buttons (one instant each) cannot
   * show: refused with these spelled out instead ('every 2nd tuesday', decisions.md).
   */
  readonly repeats?: readonly string[];
}

/** The days whose midnight asks its start or its end: a day word, a weekday, a date. */
const MIDNIGHT_DAYS: ReadonlySet<string> = new Set([
  'days',
  'weekday',
  'calendar',
  'month_day',
  'numeric',
]);

/** English weekday names (ISO order), which every locale reads: a repeat's readings spelled out. */
const WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** A reading resolved against the clock, before the past / horizon checks. */
export type Outcome = Timed | Either | undefined;

export interface NumericReading {
  readonly month: number;
  readonly day: number;
  readonly year: number | undefined;
}

export const NINE: Clock = { hour: 9, minute: 0, second: 0 };
const HOUR_MS = 3_600_000;

/** decisions.md's times of day. */
const PERIOD_CLOCK: Readonly<Record<Period, number>> = {
  morning: 9,
  early_morning: 6,
  afternoon: 15,
  evening: 18,
  tonight: 20,
  night: 21,
  late_night: 0,
  eod: 17,
  noon: 12,
};

/** PERIOD_CLOCK's hours as clocks, built once. */
const PERIOD_CLOCKS: Readonly<Record<Period, Clock>> = {
  morning: { hour: PERIOD_CLOCK.morning, minute: 0, second: 0 },
  early_morning: { hour: PERIOD_CLOCK.early_morning, minute: 0, second: 0 },
  afternoon: { hour: PERIOD_CLOCK.afternoon, minute: 0, second: 0 },
  evening: { hour: PERIOD_CLOCK.evening, minute: 0, second: 0 },
  tonight: { hour: PERIOD_CLOCK.tonight, minute: 0, second: 0 },
  night: { hour: PERIOD_CLOCK.night, minute: 0, second: 0 },
  late_night: { hour: PERIOD_CLOCK.late_night, minute: 0, second: 0 },
  eod: { hour: PERIOD_CLOCK.eod, minute: 0, second: 0 },
  noon: { hour: PERIOD_CLOCK.noon, minute: 0, second: 0 },
};

/** The day's last second: 'today' alone. */
const LAST_SECOND: Clock = { hour: 23, minute: 59, second: 59 };

/** The bare hours each time of day accepts ('tonight at 11'), as typed. */
const BARE_HOURS: Readonly<Record<Period, readonly [number, number]>> = {
  morning: [1, 11], // '3 in the morning', '3 Uhr morgens', '朝3時': 03:00
  early_morning: [1, 8], // 'o 4 nad ranem', 'рано утром в 6': 04:00, 06:00
  afternoon: [1, 8], // 'a las 7 de la tarde', 'às 8 da tarde': 19:00, 20:00
  evening: [5, 11],
  tonight: [5, 11],
  night: [6, 11],
  late_night: [10, 11],
  eod: [1, 0],
  noon: [12, 12], // '昼12時', '正午12時': 12:00
};

/**
 * A clock typed without am/pm and without a time of day, in a locale whose clock has 12 hours
 * ('at 5', '5:30', '3시', 'a las 5'): hours 1-11 have a morning and an afternoon reading that
 * people really use, so both are offered (docs/decisions.md, "One rule for a clock without am/pm").
 * 12 is noon, 0 and 13-23 and zero-padded hours ('05:30') are 24-hour writing: one reading.
 * A clock said the 12-hour way ('quarter past five', 'halb sieben', 'kwart over 9') asks in every locale.
 */
/**
 * The evenings named as days ('Nochevieja', 'noite de Natal', 'Heiligabend', "new year's eve"):
 * a bare hour from 7 to 11 on them is the morning's or the evening's in every locale (`Nochevieja
 * a las 9` is 21:00 more often than 09:00), so it asks instead of taking a 24-hour locale's
 * morning. Hours 1-6 keep each locale's rule; minutes keep the clock as written. They are the
 * holiday tables' entries marked `evening` (`npm run holidays`); `day` is one itself, not a day
 * moved from it.
 */
function eveningDay(day: Reading['day']): boolean {
  return (
    day?.kind === 'holiday' && day.offset === 0 && day.entries.every((e) => e.evening === true)
  );
}

function twoReadings(
  clock: Reading['clock'],
  locale: string,
  evening = false,
): readonly Clock[] | undefined {
  if (clock === undefined || clock.padded === true) return undefined;
  // '午後12時': noon, or the midnight that ends the day (its hour 24), in any locale.
  if (clock.noonOrMidnight === true) {
    const { minute, second } = clock.clock;
    return [
      { hour: 12, minute, second },
      { hour: 24, minute, second },
    ];
  }
  if (!(clock.bare || clock.loose === true || clock.marked === true) || clock.needsPeriod === true)
    return undefined;
  const typed = clock.typed;
  if (
    typed < 1 ||
    typed > 11 ||
    (clock.spoken !== true &&
      !(evening && typed >= 7 && clock.clock.minute === 0) &&
      !clockHas12Hours(locale))
  )
    return undefined;
  const { minute, second } = clock.clock;
  return [
    { hour: typed, minute, second },
    { hour: typed + 12, minute, second },
  ];
}

/** The hours after noon a noon word takes ('昼の3時', '낮 3시'): later is the afternoon's. */
const NOON_HOURS = 3;

/** The small hours a night accepts ('в 3 часа ночи', 'o 2 w nocy', 'gece 2'de', 'at 12 at night'): 12 and 0 are 00:00. */
const SMALL_HOURS: readonly [number, number] = [1, 4];

/**
 * The clock a time of day and a typed time make together, or null when they disagree. `dated`: a
 * day was given, which a night's small hours do not settle (the night before that day or after?).
 */
function clockWith(
  clock: Reading['clock'],
  period: Period | undefined,
  dated = false,
): Clock | undefined | null {
  if (period === undefined) return clock?.needsPeriod === true ? null : clock?.clock;
  // The small hours and the early morning alone name no hour people agree on ('深夜', '夜中',
  // 'nad ranem', 'рано утром'): refused, as 'late at night', 'early morning'.
  if (clock === undefined)
    return period === 'late_night' || period === 'early_morning' ? null : PERIOD_CLOCKS[period];
  if (period === 'eod') return null;
  const night = period === 'night' || period === 'late_night';
  const c = clock.clock;
  const evening = period !== 'morning' && period !== 'early_morning';
  const range = BARE_HOURS[period];
  const typed = clock.typed;
  if (clock.bare) {
    // 'tonight at 11' is 23:00, 'tomorrow morning at 6' is 06:00; an hour outside the time of
    // day ('3 tonight', 'morning at 12') is refused rather than guessed.
    // A 24-hour hour in the time of day's half is as typed: 'stasera alle 20', 'ce soir à 21h'.
    // Minutes stay: a spoken clock is bare too ('quarter past seven tonight', 'halb acht abends').
    if (evening && typed >= 13 && typed - 12 >= range[0] && typed - 12 <= range[1])
      return { hour: typed, minute: c.minute, second: 0 };
    if (
      night &&
      !dated &&
      (typed % 12 === 0 || (typed >= SMALL_HOURS[0] && typed <= SMALL_HOURS[1]))
    )
      return { hour: typed % 12, minute: c.minute, second: 0 };
    // An evening's 12 without a day is the midnight it ends at ('晚上12点'), as a night's is.
    if (period === 'evening' && !dated && typed === 12) return { hour: 0, minute: 0, second: 0 };
    // Noon's first hours after it: '昼の1時' is 13:00, '낮 3시' 15:00 ('昼12時' is 12:00).
    if (period === 'noon' && typed >= 1 && typed <= NOON_HOURS)
      return { hour: typed + 12, minute: 0, second: 0 };
    if (typed < range[0] || typed > range[1]) return null;
    return { hour: evening && typed !== 12 ? typed + 12 : typed, minute: c.minute, second: 0 };
  }
  // A night's small hours with minutes, like without ('深夜2時半', '2:30 at night': 02:30; with a
  // day, refused).
  if (
    clock.loose === true &&
    night &&
    (typed % 12 === 0 || (typed >= SMALL_HOURS[0] && typed <= SMALL_HOURS[1]))
  )
    return dated ? null : { hour: typed % 12, minute: c.minute, second: c.second };
  // 'tonight at 11:30' is 23:30 like 'tonight at 11'; '19:30 tonight' stays as typed.
  if (clock.loose === true && typed >= range[0] && typed <= range[1])
    return {
      hour: evening && typed !== 12 ? typed + 12 : typed,
      minute: c.minute,
      second: c.second,
    };
  // Any other hour of 1-11 with minutes, outside the time of day ('晚上2点半', '저녁 2시 반',
  // '深夜5時半'): refused as without minutes; the clock's own half of the day must not stand in.
  if (clock.loose === true && typed >= 1 && typed <= 11 && period !== 'noon') return null;
  // 12 with minutes: the evening's is the midnight it ends at ('晚上12点半' 00:30, as '晚上12点');
  // another night word's ('tonight at 12:30') refused, as without minutes.
  if (clock.loose === true && typed === 12 && period !== 'noon' && period !== 'afternoon')
    return period === 'evening' && !dated ? { hour: 0, minute: c.minute, second: c.second } : null;
  // 'ce soir à minuit', 'esta noche a medianoche', 'heute Nacht um Mitternacht': the midnight the
  // evening or night ends at, as 'tonight at midnight'.
  if ((period === 'evening' || night) && clock.midnight === true) return c;
  // 'tonight at 1am': the small hours of the night to come, written with am (or 24-hour).
  if (
    period === 'tonight' &&
    !dated &&
    clock.loose !== true &&
    c.hour >= SMALL_HOURS[0] - 1 &&
    c.hour <= SMALL_HOURS[1]
  )
    return c;
  return evening === c.hour >= 12 ? c : null;
}

/** A custom recurrence with the spec's (spec-notes.md, Custom recurrence_data) defaults for the fields its pattern does not use. */
function custom(
  pattern: CustomRecurrence['pattern'],
  fields: Partial<CustomRecurrence>,
): ReadRecurrence {
  const data: { -readonly [K in keyof CustomRecurrence]: CustomRecurrence[K] } = {
    pattern,
    interval: fields.interval ?? 1,
    weekday: fields.weekday ?? 0,
    position: fields.position ?? 1,
  };
  if (fields.weekdays !== undefined) data.weekdays = fields.weekdays;
  return { pattern: 'custom', data };
}

function plain(pattern: 'daily' | 'weekly' | 'monthly' | 'yearly'): ReadRecurrence {
  return { pattern, data: null };
}

/** Rule 8: without a time, "any other recurring form gives tomorrow at 09:00"; with one, its next time. */
function nextTime(m: Moment, clock: Clock | undefined): number {
  return clock === undefined ? wallTime(m, 1, NINE) : soonest(m, 0, 1, clock);
}

/**
 * The last day of every month: this month's last day at the clock while ahead, else next month's;
 * every month from a 31st at or before it (the engine keeps an anchor's 31st, clamped to shorter
 * months: 30 April, 31 May, 28 February), so a start on 30 April still reaches 31 May.
 */
function lastDayOfEveryMonth(
  m: Moment,
  c: Clock,
): { time: number; recurrence: ReadRecurrence } | undefined {
  for (let k = 0; k <= 1; k++) {
    const { year, month } = addMonths(m.today.year, m.today.month, 1, k);
    const time = instantOf(m.zone, wall(year, month, daysInMonth(year, month), c));
    if (time < m.now) continue;
    const a = daysInMonth(year, month) === 31 ? { year, month } : addMonths(year, month, 1, -1);
    const anchor = instantOf(m.zone, wall(a.year, a.month, 31, c));
    return { time, recurrence: { ...custom('every_n_months', { interval: 1 }), anchor } };
  }
  return undefined;
}

/** The first occurrence (the anchor) and the rule of a recurrence, `clock` undefined when none was given. */
function recurring(
  m: Moment,
  recur: Recur,
  clock: Clock | undefined,
): { time: number; recurrence: ReadRecurrence } | undefined {
  const c = clock ?? NINE;
  switch (recur.kind) {
    case 'daily':
      return { time: nextTime(m, clock), recurrence: plain('daily') };
    case 'weekly':
      return { time: wallTime(m, daysUntil(m.today.weekday, 1), c), recurrence: plain('weekly') };
    case 'monthly':
      return { time: wallTime(m, 1, c), recurrence: plain('monthly') };
    case 'yearly':
      return { time: wallTime(m, 1, c), recurrence: plain('yearly') };
    case 'days':
      return {
        time: nextTime(m, clock),
        recurrence: custom('every_n_days', { interval: recur.interval }),
      };
    case 'months':
      return {
        time: nextTime(m, clock),
        recurrence: custom('every_n_months', { interval: recur.interval }),
      };
    case 'hours':
      return {
        time: clock === undefined ? m.now + recur.interval * HOUR_MS : nextTime(m, clock),
        recurrence: custom('every_n_hours', { interval: recur.interval }),
      };
    case 'minutes':
      return {
        time: clock === undefined ? m.now + recur.interval * MINUTE_MS : nextTime(m, clock),
        recurrence: custom('every_n_minutes', { interval: recur.interval }),
      };
    case 'weeks': {
      const days = recur.weekdays;
      if (days === undefined)
        return {
          time: nextTime(m, clock),
          recurrence: custom('every_n_weeks', { interval: recur.interval }),
        };
      // Like 'every friday': strictly after today without a time; with one, today if still ahead.
      let time = NaN;
      for (let d = clock === undefined ? 1 : 0; d <= 7 && Number.isNaN(time); d++) {
        const t = wallTime(m, d, c);
        if (days.includes(((m.today.weekday - 1 + d) % 7) + 1) && t >= m.now) time = t;
      }
      if (recur.interval === 1 && days.length === 1) return { time, recurrence: plain('weekly') };
      const fields =
        days.length > 1
          ? { interval: recur.interval, weekdays: days.map((d) => d - 1) }
          : { interval: recur.interval };
      return { time, recurrence: custom('every_n_weeks', fields) };
    }
    case 'month_day': {
      if (recur.day === -1) return lastDayOfEveryMonth(m, c);
      // Days 29-31 do not exist every month, and the monthly rule would move them to the 28th.
      if (recur.day > 28) return undefined;
      for (let k = 0; k <= 1; k++) {
        const date = addMonths(m.today.year, m.today.month, recur.day, k);
        const t = instantOf(m.zone, wall(date.year, date.month, date.day, c));
        if (t >= m.now) return { time: t, recurrence: plain('monthly') };
      }
      return undefined;
    }
    case 'year_date':
      return {
        time: calendarTime(m, undefined, recur.month, recur.day, c),
        recurrence: plain('yearly'),
      };
    case 'nth_weekday': {
      for (let k = 0; k <= 13; k++) {
        const { year, month } = addMonths(m.today.year, m.today.month, 1, k);
        const day = nthWeekday(year, month, recur.weekday, recur.position);
        const t = day === undefined ? NaN : instantOf(m.zone, wall(year, month, day, c));
        if (t >= m.now)
          return {
            time: t,
            recurrence: custom('weekday_of_month', {
              weekday: recur.weekday - 1,
              position: recur.position,
            }),
          };
      }
      return undefined;
    }
  }
}

/** A month and day that exist (in `year`, or in a leap year when there is none). */
function validDate(year: number | undefined, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year ?? 2028, month);
}

/**
 * Zones of continents where no country writes the month first: there a locale that writes month,
 * day, year (en-US, Discord's default English, used everywhere) does not settle a date's order.
 * Year-first writing (ja, ko, zh: 2026/12/9) keeps the month before the day anywhere.
 */
const DAY_FIRST_REGIONS = /^(Europe|Africa|Atlantic|Indian|Australia|Antarctica)\//;

/**
 * The readings of a numeric date: one, or two when the locale does not settle the order (no
 * locale; a month-first locale in a zone where dates are written day first; a year-first locale
 * with the year written last).
 */
export function numericReadings(
  date: NumericDate,
  locale: string,
  zoneName = '',
): NumericReading[] {
  if (date.yearFirst === true)
    return validDate(date.year, date.first, date.second)
      ? [{ month: date.first, day: date.second, year: date.year }]
      : [];
  const monthFirst = validDate(date.year, date.first, date.second)
    ? { month: date.first, day: date.second, year: date.year }
    : undefined;
  const dayFirst = validDate(date.year, date.second, date.first)
    ? { month: date.second, day: date.first, year: date.year }
    : undefined;
  if (monthFirst === undefined || dayFirst === undefined || date.first === date.second) {
    const one = monthFirst ?? dayFirst;
    return one === undefined ? [] : [one];
  }
  if (locale === '') return [monthFirst, dayFirst];
  const order = dateOrder(locale);
  if (order === 'day') return [dayFirst];
  // A year-first locale's own order says nothing of a year written last ('3-7-2017'): both.
  return (order === 'month' && (date.dotted === true || DAY_FIRST_REGIONS.test(zoneName))) ||
    (order === 'year' && date.year !== undefined)
    ? [monthFirst, dayFirst]
    : [monthFirst];
}

/** The ISO weekday of instant `ts` in `zone`. */
function weekdayOf(zone: Zone, ts: number): number {
  const w = wallClockOf(zone, ts);
  return utcFields(utcMs(w.year, w.month, w.day, 0, 0, 0)).weekday;
}

/**
 * 'next friday' said when a Friday is still ahead this week (the locale's week): that one, or the
 * one a week later? People say both (decisions.md): the days ahead of each reading; one when the
 * coming one is already in next week.
 */
function nextWeekdayDays(today: number, weekday: number, locale: string): readonly number[] {
  const ahead = daysUntil(today, weekday);
  const intoWeek = (today - (weekStartsMonday(locale) ? 1 : 7) + 7) % 7;
  return intoWeek + ahead < 7 ? [ahead, ahead + 7] : [ahead];
}

/** The instant of a day part at `clock` (undefined: the day's default). */
function dayTime(
  m: Moment,
  day: DayRef,
  clock: Clock | undefined,
  locale: string,
  zoneName: string,
): Outcome {
  const c = clock ?? NINE;
  switch (day.kind) {
    case 'days':
      return { time: wallTime(m, day.days, c) };
    case 'weekday': {
      if (day.next) {
        // 'übernächsten Montag': a week after each reading of 'nächsten Montag'.
        const later = day.week === 'after_next' ? 7 : 0;
        const days = nextWeekdayDays(m.today.weekday, day.weekday, locale).map((d) => d + later);
        return days.length > 1
          ? { either: days.map((d) => ({ time: wallTime(m, d, c) })) }
          : { time: wallTime(m, days[0] ?? 7, c) };
      }
      if (day.weeksLater !== undefined) {
        // 'jeudi en huit' said on a Thursday: a week from today, or from next Thursday?
        const base = daysUntil(m.today.weekday, day.weekday) + 7 * day.weeksLater;
        return day.weekday === m.today.weekday
          ? { either: [base - 7, base].map((d) => ({ time: wallTime(m, d, c) })) }
          : { time: wallTime(m, base, c) };
      }
      if (day.week === 'after_next')
        return { time: wallTime(m, daysUntil(m.today.weekday, day.weekday) + 7, c) };
      const ahead = (day.weekday - m.today.weekday + 7) % 7;
      const days =
        day.thisWeek && (ahead > 0 || wallTime(m, 0, c) >= m.now)
          ? ahead
          : day.thisWeek
            ? 7
            : daysUntil(m.today.weekday, day.weekday);
      return { time: wallTime(m, days, c) };
    }
    case 'calendar': {
      const year = day.year ?? (day.years === undefined ? undefined : m.today.year + day.years);
      // A month's last day ('last day of february'): the year's, this year's while ahead.
      if (day.last === true) {
        const last = (y: number) =>
          instantOf(m.zone, wall(y, day.month, daysInMonth(y, day.month), c));
        if (year !== undefined) return { time: last(year) };
        const now = last(m.today.year);
        return { time: now >= m.now ? now : last(m.today.year + 1) };
      }
      return { time: calendarTime(m, year, day.month, day.day, c) };
    }
    case 'month_start': {
      // A month alone names no clock: with one ('march at 9am'), which day is meant?
      if (clock !== undefined) return undefined;
      const year = day.year ?? (day.years === undefined ? undefined : m.today.year + day.years);
      // Its first day at the day's default hour; 'mid april' its 15th; 'fin avril' its last day at
      // the end of the day, as 'end of month'.
      const first = (y: number) =>
        day.at === 'end'
          ? instantOf(m.zone, wall(y, day.month, daysInMonth(y, day.month), PERIOD_CLOCKS.eod))
          : instantOf(m.zone, wall(y, day.month, day.at === 'middle' ? 15 : 1, c));
      if (year !== undefined) return { time: first(year) };
      // 'next march' while this year's is ahead: this year's or next year's (as 'next christmas').
      if (day.next === true)
        return first(m.today.year) >= m.now
          ? { either: [{ time: first(m.today.year) }, { time: first(m.today.year + 1) }] }
          : { time: first(m.today.year + 1) };
      // Said during that month: this month's first day (past, refused), not next year's.
      return { time: first(day.month >= m.today.month ? m.today.year : m.today.year + 1) };
    }
    case 'month_day':
      // That month's ('来月の20日'): only if it has that day.
      if (day.months !== undefined) {
        const { year, month } = addMonths(m.today.year, m.today.month, 1, day.months);
        return day.day <= daysInMonth(year, month)
          ? { time: instantOf(m.zone, wall(year, month, day.day, c)) }
          : undefined;
      }
      // This month's, else the next month that has that day.
      for (let k = 0; k <= 12; k++) {
        const { year, month } = addMonths(m.today.year, m.today.month, 1, k);
        const t =
          day.day <= daysInMonth(year, month)
            ? instantOf(m.zone, wall(year, month, day.day, c))
            : NaN;
        if (t >= m.now) return { time: t };
      }
      return undefined;
    case 'nth_weekday':
      if (day.week) return monthWeekTime(m, day, c);
      if (day.month === undefined) {
        // That month's ('来月の第2月曜日'), else this month's or the next ('第2金曜日').
        const [from, last] = day.months === undefined ? [0, 1] : [day.months, day.months];
        for (let k = from; k <= last; k++) {
          const { year, month } = addMonths(m.today.year, m.today.month, 1, k);
          const d = nthWeekday(year, month, day.weekday, day.position);
          const t = d === undefined ? NaN : instantOf(m.zone, wall(year, month, d, c));
          if (t >= m.now || (day.months !== undefined && d !== undefined)) return { time: t };
        }
        return undefined;
      }
      for (let year = m.today.year; year <= m.today.year + 1; year++) {
        const d = nthWeekday(year, day.month, day.weekday, day.position);
        const t = d === undefined ? NaN : instantOf(m.zone, wall(year, day.month, d, c));
        if (t >= m.now) return { time: t };
      }
      return undefined;
    case 'numeric': {
      const readings = numericReadings(day.date, locale, zoneName);
      const [only] = readings;
      // '20.03' alone: 20 March, or 20:03 (issue 18: ask). Where a clock without am/pm has two
      // halves (en-US '8.10'), the ask would leave out half the readings: refused, unless the
      // language writes a dotted month and day ('3.15' in Korean: 15 March, 03:15 or 15:15).
      // '9-30' alone in Russian: 30 September (the day cannot come first), or 09:30 as Russian
      // writes it (asked, as '20.03').
      const orClock =
        day.date.orClock === true ||
        (day.date.hyphenClock === true &&
          only?.month === day.date.first &&
          only.day !== day.date.first);
      const twelve = clockHas12Hours(locale);
      if (orClock && clock === undefined && twelve && !day.date.monthDay) return undefined;
      const halves = twelve && day.date.first < 12;
      if (orClock && clock === undefined && readings.length === 1 && only) {
        const at = (hour: number) => ({
          time: soonest(m, 0, 1, { hour, minute: day.date.second, second: 0 }),
        });
        const hour = day.date.first;
        return {
          either: [
            { time: calendarTime(m, only.year, only.month, only.day, c) },
            ...(halves ? [at(hour), at(hour + 12)] : [at(hour)]),
          ],
        };
      }
      if (readings.length > 1) {
        return {
          either: readings.map((r) => ({ time: calendarTime(m, r.year, r.month, r.day, c) })),
          parts: { ambiguous: readings, start: day.start, end: day.end },
        };
      }
      return only === undefined
        ? undefined
        : { time: calendarTime(m, only.year, only.month, only.day, c) };
    }
    case 'period_at': {
      const end = day.at === 'end';
      // A beginning or middle names no clock ('beginning of next week at 10am': which day?); an
      // end takes one ('end of month at 3pm'), else the end of the day (a date: the day's hour).
      if (!end && clock !== undefined) return undefined;
      const hour = clock ?? (end && day.day !== true ? PERIOD_CLOCKS.eod : NINE);
      // 'end of month', 'eow', 'eoy': this one's end, or the next one's once past.
      if (day.periods === undefined) {
        const t = periodTime(m, day.unit, day.at, 0, hour);
        return { time: t >= m.now ? t : periodTime(m, day.unit, day.at, 1, hour) };
      }
      if (day.unit !== 'week') return { time: periodTime(m, day.unit, day.at, day.periods, hour) };
      // That week's by the locale's week (both readings where it does not settle which).
      const weekday = day.at === 'beginning' ? 1 : day.at === 'middle' ? 3 : 5;
      const days = {
        kind: 'week_weekday',
        weekday,
        weeks: day.periods,
        start: day.start,
        end: day.end,
      } as const;
      return dayTime(m, days, hour, locale, zoneName);
    }
    case 'weekend': {
      // Saturday ahead; on Saturday today (Sunday once its time has passed), on Sunday today.
      const w = m.today.weekday;
      const days = w === 7 ? 0 : w === 6 ? (wallTime(m, 0, c) >= m.now ? 0 : 1) : 6 - w;
      return { time: wallTime(m, days, c) };
    }
    case 'week_weekday': {
      // 'gelecek cuma', '次の金曜日' (weeks -1): 'next friday''s rule.
      const times = (
        day.weeks < 0
          ? nextWeekdayDays(m.today.weekday, day.weekday, locale)
          : weekDays(m.today.weekday, day.weekday, day.weeks, locale)
      ).map((d) => wallTime(m, d, c));
      // A week starting on Monday or on Sunday: both readings, as for a numeric date, unless one
      // is past ('今週の金曜日' on a Sunday: no one asks for last Friday).
      const ahead = times.filter((t) => t >= m.now);
      if (times.length === 1 || ahead.length < 2) return { time: ahead[0] ?? (times[0] as number) };
      const readings = ahead
        .map((t) => wallClockOf(m.zone, t))
        .map((w) => ({ month: w.month, day: w.day, year: w.year }));
      return {
        either: ahead.map((time) => ({ time })),
        parts: { ambiguous: readings, start: day.start, end: day.end },
      };
    }
    case 'holiday':
      return holidayTime(m, day, c);
    case 'week_of': {
      // A Monday names the week it starts: the date. Any other date asks among the days a
      // reminder for that week may mean: the first day of the week holding it as the locale counts
      // weeks, that week's Monday, and the date itself ('the week of Sunday 22 March': 16 or 22
      // March where weeks start on Monday, 22 or 23 March where they start on Sunday). A date
      // without a year up to six days past is this year's: its week has begun, and is refused as
      // past, never moved a year.
      const inner = day.date;
      const unanchored =
        (inner.kind === 'calendar' && inner.year === undefined && inner.years === undefined) ||
        (inner.kind === 'month_day' && inner.months === undefined) ||
        inner.kind === 'numeric';
      const dates = dayTime(
        unanchored ? new Moment(m.zone, m.now - 6 * DAY_MS) : m,
        inner,
        clock,
        locale,
        zoneName,
      );
      if (dates === undefined) return undefined;
      const times = ('either' in dates ? dates.either : [dates]).flatMap((d) => {
        const w = wallClockOf(m.zone, d.time);
        const weekday = utcFields(utcMs(w.year, w.month, w.day, 0, 0, 0)).weekday;
        // Days back from the date: to the locale's week start, to that week's Monday, none.
        const start = weekStartsMonday(locale) ? weekday - 1 : weekday % 7;
        const back = weekday === 1 ? [0] : [start, weekStartsMonday(locale) ? start : start - 1, 0];
        return back.map((b) => instantOf(m.zone, wall(w.year, w.month, w.day - b, c)));
      });
      const either = [...new Set(times)].map((time) => ({ time }));
      return either.length === 1 ? either[0] : { either };
    }
  }
}

/**
 * The instant of a position in the week, month or year `periods` after this one at `hour`: a
 * month's 1st, 15th or last day, a year's 1 January or 31 December, a week's Friday counted from
 * today ('end of week'; a week's other positions are read by its weekday, `week_weekday`).
 */
function periodTime(
  m: Moment,
  unit: 'week' | 'month' | 'year',
  at: 'beginning' | 'middle' | 'end',
  periods: number,
  hour: Clock,
): number {
  if (unit === 'week') return wallTime(m, ((5 - m.today.weekday + 7) % 7) + 7 * periods, hour);
  if (unit === 'year') {
    const y = m.today.year + periods;
    return instantOf(m.zone, at === 'end' ? wall(y, 12, 31, hour) : wall(y, 1, 1, hour));
  }
  const { year, month } = addMonths(m.today.year, m.today.month, 1, periods);
  const date = at === 'end' ? daysInMonth(year, month) : at === 'middle' ? 15 : 1;
  return instantOf(m.zone, wall(year, month, date, hour));
}

/** `span` after instant `ts`: calendar months in `zone`, then exact seconds. */
export function plusSpan(zone: Zone, ts: number, span: Span): number {
  // Far beyond any horizon (and beyond what a date can hold): time_too_far, not a NaN.
  if (span.months > 120_000) return Number.MAX_SAFE_INTEGER;
  return plusMonths(zone, ts, span.months) + Math.round(span.seconds * 1000);
}

/** An outcome at `time`, with the zone typed if any (built field by field: no object spread). */
function timed(time: number, zone: string | undefined): Outcome {
  return zone === undefined ? { time } : { time, zone };
}

/** A reading → an instant (and recurrence); undefined when its parts do not make a time. `zoneName`: the caller's zone. */
export function resolveReading(
  r: Reading,
  caller: Moment,
  explicitZone: Zone | undefined,
  locale: string,
  zoneName = '',
): Outcome {
  const now = caller.now;
  const callerZone = caller.zone;
  const m = explicitZone === undefined ? caller : new Moment(explicitZone, now);
  // A clock after an ISO date ('2026-12-25 10:00') is 24-hour writing.
  const clocks =
    r.period === undefined && !(r.day?.kind === 'calendar' && r.day.iso === true)
      ? twoReadings(r.clock, locale, eveningDay(r.day))
      : undefined;
  if (clocks !== undefined && r.clockSpan !== undefined && r.clock !== undefined)
    return clockReadings(r, r.clock, clocks, r.clockSpan, caller, explicitZone, locale, zoneName);
  const clock = clockWith(r.clock, r.period, r.day !== undefined || r.shift !== undefined);
  if (clock === null) return undefined;
  if (r.recurrence !== undefined) {
    if (r.day !== undefined || r.shift !== undefined) return undefined;
    const read = recurring(m, r.recurrence.recur, clock);
    if (read === undefined) return undefined;
    const p = read.recurrence.pattern;
    const repeat = p === 'daily' || p === 'weekly' || p === 'monthly' ? p : undefined;
    const out: { time: number; repeat?: RepeatKind; recurrence: ReadRecurrence; zone?: string } = {
      time: read.time,
      recurrence: read.recurrence,
    };
    if (repeat !== undefined) out.repeat = repeat;
    if (r.zone !== undefined) out.zone = r.zone;
    const recur = r.recurrence.recur;
    if (recur.kind !== 'nth_weekday' || recur.orEveryOther !== true) return out;
    // The month's second Tuesday, or every other Tuesday: both first fall on the coming one or so.
    const other = recurring(m, { kind: 'weeks', interval: 2, weekdays: [recur.weekday] }, clock);
    if (other === undefined) return out;
    const w = wallClockOf(m.zone, out.time);
    const at = ` at ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}${r.zone === undefined ? '' : ` ${r.zone}`}`;
    const day = WEEKDAY_NAMES[recur.weekday - 1] ?? '';
    return {
      either: [out, { time: other.time, recurrence: other.recurrence }],
      repeats: [`every 2nd ${day} of the month${at}`, `every other ${day}${at}`],
    };
  }
  const shift = r.shift;
  if (shift !== undefined && r.day === undefined && clock === undefined)
    return { time: plusSpan(callerZone, now, shift) };
  let base: Outcome;
  if (r.day !== undefined) {
    // A date word alone keeps rule 6: 'today' is the day's last second, 'tomorrow' now + 24 h.
    // Moved by a duration ('a week from tomorrow', 'heute in einer Woche'): from now's clock on
    // that day, so whole days keep the wall clock across a change of offset.
    if (r.day.kind === 'days' && clock === undefined)
      base = {
        time:
          shift !== undefined
            ? wallTime(m, r.day.days, wallClockOf(m.zone, now))
            : r.day.days === 0
              ? wallTime(m, 0, LAST_SECOND)
              : now + r.day.days * DAY_MS,
      };
    // A month alone or a period's beginning or middle moved by a duration or with a time of day
    // ('3 days after march', 'march morning', 'beginning of next week morning'): which day is meant?
    else if (
      (r.day.kind === 'month_start' || (r.day.kind === 'period_at' && r.day.at !== 'end')) &&
      (shift !== undefined || r.period !== undefined)
    )
      return undefined;
    else base = dayTime(movedFrom(m, r), r.day, clock, locale, zoneName);
    const d = r.day;
    // 'saturday 3 days from now', 'in 3 days on saturday': a count of days (not whole weeks) and
    // a weekday name one day, which must agree ('friday 3 days from now' on a Wednesday: refused).
    if (
      shift !== undefined &&
      !r.shiftFrom &&
      shift.months === 0 &&
      shift.seconds > 0 &&
      shift.seconds % 86_400 === 0 &&
      shift.seconds % (7 * 86_400) !== 0 &&
      d.kind === 'weekday' &&
      !d.next &&
      !d.thisWeek &&
      d.week === undefined &&
      d.weeksLater === undefined
    ) {
      const days = shift.seconds / 86_400;
      return ((m.today.weekday - 1 + days) % 7) + 1 === d.weekday
        ? shifted(m, wallTime(m, days, clock ?? NINE), undefined, r.zone)
        : undefined;
    }
    // '2주 후 월요일' (in two weeks, Monday) said on a Monday: two weeks from today's Monday, or
    // from the coming one? ('monday in 2 weeks', the weekday first, moves the coming one.)
    if (
      r.shiftFirst &&
      base !== undefined &&
      'time' in base &&
      shift !== undefined &&
      shift.months === 0 &&
      shift.seconds % (7 * 86_400) === 0 &&
      d.kind === 'weekday' &&
      !d.next &&
      !d.thisWeek &&
      d.week === undefined &&
      d.weeksLater === undefined &&
      d.weekday === m.today.weekday
    )
      base = { either: [{ time: wallTime(m, 0, clock ?? NINE) }, { time: base.time }] };
    // 'monday two weeks from now' said on a Wednesday: the Monday of the week two weeks from now,
    // or the coming Monday two weeks later? Both are said; a weekday still ahead this week (or
    // today's) has one reading, and 'monday in 2 weeks' keeps rule 2.1 (the coming one, moved).
    if (
      r.shiftFromNow &&
      !r.shiftFirst &&
      !r.shiftFrom &&
      base !== undefined &&
      'time' in base &&
      shift !== undefined &&
      shift.months === 0 &&
      shift.seconds > 0 &&
      shift.seconds % (7 * 86_400) === 0 &&
      d.kind === 'weekday' &&
      !d.next &&
      !d.thisWeek &&
      d.week === undefined &&
      d.weeksLater === undefined
    ) {
      const thisWeeks = weekDays(m.today.weekday, d.weekday, 0, locale).filter((x) => x < 0);
      if (thisWeeks.length > 0)
        base = {
          either: [
            ...thisWeeks.map((x) => ({ time: wallTime(m, x, clock ?? NINE) })),
            { time: base.time },
          ],
        };
    }
    // A date said on that day ('le 14 à minuit' on the 14th): its first minute is past, so the
    // date rule would move it a month or a year on; the midnight that ends it is still ahead.
    if (
      r.clock?.midnight === true &&
      shift === undefined &&
      (d.kind === 'calendar' || d.kind === 'month_day' || d.kind === 'numeric')
    ) {
      const sameDay = dayTime(new Moment(m.zone, now - DAY_MS), d, clock, locale, zoneName);
      const w =
        sameDay !== undefined && 'time' in sameDay ? wallClockOf(m.zone, sameDay.time) : undefined;
      if (
        sameDay !== undefined &&
        w !== undefined &&
        w.year === m.today.year &&
        w.month === m.today.month &&
        w.day === m.today.day
      )
        base = sameDay;
    }
    // 'tomorrow at midnight', 'friday at midnight', a date's ('le 31 à minuit', 'may 31 at
    // midnight', '31/05 à minuit'): the day's first minute or the midnight that ends it (a deadline); both are said,
    // so both are offered (today's: only its end is ahead).
    if (
      r.clock?.midnight === true &&
      base !== undefined &&
      'time' in base &&
      MIDNIGHT_DAYS.has(d.kind)
    ) {
      const w = wallClockOf(m.zone, base.time);
      const end = instantOf(m.zone, wall(w.year, w.month, w.day + 1, w));
      base = base.time >= now ? { either: [{ time: base.time }, { time: end }] } : { time: end };
    }
  } else if (clock !== undefined) {
    // A time alone: its next occurrence; 'tonight' and 'end of day' are today's, past or not, and
    // 'at 3pm in 2 days' counts from today.
    const todayOnly =
      shift !== undefined || (r.period === 'tonight' && clock.hour >= 12) || r.period === 'eod';
    base = { time: todayOnly ? wallTime(m, 0, clock) : soonest(m, 0, 1, clock) };
  }
  if (base === undefined) return undefined;
  if (!('time' in base)) {
    // A day word beside a date read two ways: refused.
    if (r.dateDays !== undefined) return undefined;
    // Each reading moved and zoned as one alone would be; a weekday written beside the date keeps
    // the readings that fall on it.
    const either: Timed[] = [];
    for (const one of base.either) {
      const day = dayOfClock(m, one.time, clock);
      if (r.weekday !== undefined && !onWeekday(m, day, r.weekday, r.weekdayThis)) {
        // A reading that is today's date, moved to next year, may be the day meant: its time is
        // past, so the other reading is no safer a guess ('friday 7.6' on Friday 6 July at noon).
        if (movedToday(m, day, r.weekday)) return undefined;
        continue;
      }
      const moved = shifted(m, one.time, shift, r.zone);
      if (moved === undefined || !('time' in moved)) return undefined;
      either.push(moved);
    }
    if (either.length < 2) return either[0];
    return base.parts === undefined || either.length < base.either.length
      ? { either }
      : { either, parts: base.parts };
  }
  const day = dayOfClock(m, base.time, clock);
  if (r.dateDays !== undefined) {
    // 'heute 11.03' once 09:00 is past: today's date, moved to next year by the date rule; the
    // day meant is today, as 'heute' alone.
    const w = wallClockOf(m.zone, day);
    if (r.dateDays === 0 && w.month === m.today.month && w.day === m.today.day)
      return { time: wallTime(m, 0, clock ?? LAST_SECOND) };
    if (daysFromToday(m, day) !== r.dateDays) return undefined;
  }
  if (r.weekday !== undefined && !onWeekday(m, day, r.weekday, r.weekdayThis)) {
    // 'friday 3/6' said on Friday 6 March once its time is past: today's date and weekday, moved
    // to next year by the date rule; the day meant is today, so the time is past.
    return movedToday(m, day, r.weekday) ? { time: wallTime(m, 0, clock ?? NINE) } : undefined;
  }
  return shifted(m, base.time, shift, r.zone);
}

/**
 * An instant on the day whose clock `time` is: the day before for a clock past 24 (the midnight
 * that ends a day, its hour 24: '午後12時'), which falls on the next day.
 */
function dayOfClock(m: Moment, time: number, clock: Clock | undefined): number {
  if (clock === undefined || clock.hour < 24) return time;
  const w = wallClockOf(m.zone, time);
  return instantOf(m.zone, wall(w.year, w.month, w.day - Math.floor(clock.hour / 24), NINE));
}

/**
 * True when `time` falls on `weekday`, the weekday written beside its date; said with `this`
 * ('diesen Donnerstag, 12.03.', 'this friday march 13'), on today or the coming one too ('this
 * friday the 20th' said on Wednesday 11 March is refused: this Friday is the 13th).
 */
function onWeekday(m: Moment, time: number, weekday: number, coming: boolean): boolean {
  if (weekdayOf(m.zone, time) !== weekday) return false;
  if (!coming) return true;
  const days = daysFromToday(m, time);
  return days === 0 || days === daysUntil(m.today.weekday, weekday);
}

/** Whole days from today to the local day of `time`. */
function daysFromToday(m: Moment, time: number): number {
  const w = wallClockOf(m.zone, time);
  const t = m.today;
  return Math.round(
    (utcMs(w.year, w.month, w.day, 0, 0, 0) - utcMs(t.year, t.month, t.day, 0, 0, 0)) / DAY_MS,
  );
}

/** True when `time` falls on today's month and day (a later year's) and today is `weekday`. */
function movedToday(m: Moment, time: number, weekday: number): boolean {
  const w = wallClockOf(m.zone, time);
  const t = m.today;
  return w.month === t.month && w.day === t.day && t.weekday === weekday;
}

/**
 * A reading whose clock has a morning and an afternoon reading (twoReadings): each resolved as
 * if typed with its am/pm, all of them offered; the clock's range spelled with am/pm when the
 * rest of the text has one reading.
 */
function clockReadings(
  r: Reading,
  read: NonNullable<Reading['clock']>,
  clocks: readonly Clock[],
  span: readonly [number, number],
  caller: Moment,
  explicitZone: Zone | undefined,
  locale: string,
  zoneName: string,
): Outcome {
  const either: Timed[] = [];
  let single = true;
  for (const c of clocks) {
    // Padded: 24-hour writing, one reading (no second ask).
    const one = resolveReading(
      withClock(r, {
        clock: c,
        next: read.next,
        bare: read.bare,
        typed: read.typed,
        loose: read.loose,
        marked: read.marked,
        needsPeriod: read.needsPeriod,
        padded: true,
        spoken: read.spoken,
      }),
      caller,
      explicitZone,
      locale,
      zoneName,
    );
    if (one === undefined) continue;
    if ('time' in one) either.push(one);
    else {
      single = false;
      either.push(...one.either);
    }
  }
  if (either.length < 2) return either[0];
  // The midnight that ends a day (hour 24) has no am/pm spelling of its own: the readings are
  // spelled as dates and clocks.
  return single && clocks.every((c) => c.hour < 24)
    ? { either, parts: { clocks, start: span[0], end: span[1] } }
    : { either };
}

/** `r` with another clock, field by field: a spread of the whole reading is a slow copy. */
function withClock(r: Reading, clock: Reading['clock']): Reading {
  return {
    recurrence: r.recurrence,
    day: r.day,
    clock,
    clockSpan: r.clockSpan,
    period: r.period,
    shift: r.shift,
    shiftFirst: r.shiftFirst,
    shiftFrom: r.shiftFrom,
    shiftFromNow: r.shiftFromNow,
    zone: r.zone,
    abbreviation: r.abbreviation,
    named: r.named,
    weekday: r.weekday,
    weekdayThis: r.weekdayThis,
    dateDays: r.dateDays,
  };
}

/**
 * The moment a date moved by whole days from it is read against ('15日の翌日', '15日の25時'): the
 * date whose moved day is ahead, as a holiday moved by its table's phrase ('節分の翌日'), not the
 * date's own next occurrence (said on the 15th after 01:00, '15日の25時' is tonight's 01:00).
 */
function movedFrom(m: Moment, r: Reading): Moment {
  const shift = r.shift;
  const kind = r.day?.kind;
  return r.shiftFrom &&
    shift !== undefined &&
    shift.months === 0 &&
    shift.seconds % 86_400 === 0 &&
    (kind === 'calendar' || kind === 'month_day' || kind === 'numeric')
    ? new Moment(m.zone, m.now - shift.seconds * 1000)
    : m;
}

/** `time` moved by `shift` in whole days, weeks, months or years, keeping its clock. */
function shifted(
  m: Moment,
  time: number,
  shift: Span | undefined,
  zone: string | undefined,
): Outcome {
  if (shift === undefined) return timed(time, zone);
  // 'friday in 2 weeks', 'at 3pm in 2 days': the duration moves the date, the clock stays.
  const days = shift.seconds / 86_400;
  if (!Number.isInteger(days)) return undefined;
  const w = wallClockOf(m.zone, time);
  const date = addMonths(w.year, w.month, w.day, shift.months);
  return timed(instantOf(m.zone, wall(date.year, date.month, date.day + days, w)), zone);
}

/**
 * The N-th week of a month ('the second week of april'): its first day at the clock, counted both
 * ways (calendar.ts `monthWeekStarts`), asked where they differ. A month named alone is this
 * year's while both readings are ahead, else next year's; one reading past and the other ahead is
 * refused (moving to next year would be a guess). Without a month, as the N-th weekday: that
 * month's from this one, or this month's or the next.
 */
function monthWeekTime(
  m: Moment,
  day: { readonly position: number; readonly month: number | undefined; readonly months?: number },
  c: Clock,
): Outcome {
  const months =
    day.month !== undefined
      ? [0, 1].map((k) => ({ year: m.today.year + k, month: day.month as number }))
      : (day.months === undefined ? [0, 1] : [day.months]).map((k) =>
          addMonths(m.today.year, m.today.month, 1, k),
        );
  for (const { year, month } of months) {
    const starts = monthWeekStarts(year, month, day.position);
    if (starts === undefined) return undefined;
    const times = [...new Set(starts)]
      .sort((a, b) => a - b)
      .map((d) => instantOf(m.zone, wall(year, month, d, c)));
    const ahead = times.filter((t) => t >= m.now).length;
    if (ahead === 0 && day.months === undefined) continue;
    if (ahead > 0 && ahead < times.length) return undefined;
    const [one] = times;
    return times.length === 1 && one !== undefined
      ? { time: one }
      : { either: times.map((time) => ({ time })) };
  }
  return undefined;
}
