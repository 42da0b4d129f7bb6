import type { Expression } from '../expressions.js';

/**
 * Ukrainian (`uk`): what Ukrainian speakers type in a Discord chat, with the reading they mean
 * (the format of ../expressions.ts). Times of day follow decisions.md (вранці 09:00, вдень 15:00,
 * ввечері 18:00, вночі 21:00); day-first numeric dates. The apostrophe of п'ятниця is typed as
 * ', ’ or ʼ.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/uk/uk_casual.test.ts',
  relative:
    'https://github.com/wanasit/chrono/blob/master/test/uk/uk_time_units_casual_relative.test.ts',
  timeExp: 'https://github.com/wanasit/chrono/blob/master/test/uk/uk_time_exp.test.ts',
  weekday: 'https://github.com/wanasit/chrono/blob/master/test/uk/uk_weekday.test.ts',
  month:
    'https://github.com/wanasit/chrono/blob/master/test/uk/uk_month_name_little_endian.test.ts',
} as const;

const WORKDAYS = [1, 2, 3, 4, 5] as const;

export const expressions: readonly Expression[] = [
  // Relative durations: digits, number words, halves, a unit alone ('через годину' = in an hour)
  { text: 'через 10 хвилин', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'через 2 години', expect: { ms: 2 * HOUR }, source: S.relative },
  { text: 'через годину', expect: { ms: HOUR }, source: S.native },
  { text: 'через півгодини', expect: { ms: 30 * MIN }, source: S.relative },
  { text: 'через пів години', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'через півтори години', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'через 15 хв', expect: { ms: 15 * MIN }, source: S.relative },
  { text: 'через 2 год', expect: { ms: 2 * HOUR }, source: S.native },
  { text: 'через 5хв', expect: { ms: 5 * MIN }, source: S.relative },
  { text: "через п'ять хвилин", expect: { ms: 5 * MIN }, source: S.native },
  { text: 'через три дні', expect: { ms: 3 * DAY }, source: S.native },
  { text: 'через тиждень', expect: { ms: 7 * DAY }, source: S.relative },
  { text: 'через місяць', expect: { months: 1 }, source: S.relative },
  { text: 'через три місяці', expect: { months: 3 }, source: S.relative },
  { text: 'через 1 годину 30 хвилин', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'зараз', expect: { ms: 0 }, source: S.casual },
  // Today, tomorrow, the day after
  { text: 'завтра', expect: { ms: DAY }, source: S.casual },
  { text: 'післязавтра', expect: { ms: 2 * DAY }, source: S.casual },
  { text: 'сьогодні', expect: { day: 0, at: '23:59:59' }, source: S.casual },
  { text: 'завтра о 15:00', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'завтра о 9 ранку', expect: { day: 1, at: '09:00' }, source: S.timeExp },
  { text: 'завтра вранці', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'завтра вдень', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'сьогодні ввечері', expect: { day: 0, at: '18:00' }, source: S.casual },
  { text: 'сьогодні о 20:30', expect: { day: 0, at: '20:30' }, source: S.native },
  { text: 'післязавтра о 10:30', expect: { day: 2, at: '10:30' }, source: S.native },
  // Clock forms
  { text: 'о 15:00', expect: { next: '15:00' }, source: S.native },
  { text: 'об 11 вечора', expect: { next: '23:00' }, source: S.timeExp },
  { text: 'о 7 ранку', expect: { next: '07:00' }, source: S.timeExp },
  { text: 'опівдні', expect: { next: '12:00' }, source: S.casual },
  { text: 'опівночі', expect: { next: '00:00' }, source: S.casual },
  { text: 'ввечері', expect: { next: '18:00' }, source: S.casual },
  // Weekdays (accusative after у/в, short forms, three apostrophes)
  { text: "у п'ятницю", expect: { weekday: 5, at: '09:00' }, source: S.weekday },
  { text: 'в п’ятницю о 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'пʼятниця', expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: 'пн 10:00', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: 'пт 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'у вівторок о 9:30', expect: { weekday: 2, at: '09:30' }, source: S.native },
  { text: 'в суботу ввечері', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'в цю суботу', expect: { weekday: 6, at: '09:00', this: true }, source: S.weekday },
  { text: 'у неділю', expect: { weekday: 7, at: '09:00' }, source: S.weekday },
  { text: 'в найближчу середу', expect: { weekday: 3, at: '09:00' }, source: S.native },
  // Dates: day first, month names in the genitive, numeric with dots
  { text: '25 грудня', expect: { date: '12-25', at: '09:00' }, source: S.month },
  { text: '1 січня о 12:00', expect: { date: '01-01', at: '12:00' }, source: S.month },
  { text: '8 березня', expect: { date: '03-08', at: '09:00' }, source: S.native },
  { text: '15 травня о 18:30', expect: { date: '05-15', at: '18:30' }, source: S.native },
  { text: '31.12.', expect: { numeric: [31, 12] }, source: S.native },
  { text: '24.08.2026', expect: { date: '2026-08-24', at: '09:00' }, source: S.native },
  // Recurring
  { text: 'щодня о 9:00', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'кожного дня о 8:00', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  {
    text: 'кожен понеділок',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: "кожну п'ятницю о 18:00",
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'по понеділках о 10:00',
    expect: { weekday: 1, at: '10:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'кожні 2 тижні',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: "кожної середи та п'ятниці о 19:00",
    expect: { weekdays: [3, 5], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'кожні 3 дні', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: 'кожен другий день',
    expect: { day: 1, at: '09:00', rec: 'every_n_days' },
    source: S.native,
  },
  { text: 'щоранку', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'щопонеділка о 10:00',
    expect: { weekday: 1, at: '10:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  { text: 'щотижня', expect: { weekday: 1, at: '09:00', rec: 'weekly' }, source: S.native },
  { text: 'кожну годину', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  {
    text: 'у будні о 9:00',
    expect: { weekdays: WORKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // Refusals: the past, a number without a unit, vague words
  { text: 'вчора о 15:00', expect: { refuse: true }, source: S.casual },
  { text: 'через пару', expect: { refuse: true }, source: S.native },
  { text: 'колись', expect: { refuse: true }, source: S.native },
  { text: 'завтро', expect: { refuse: true }, source: S.casual },
  // 'next <weekday>' (issue 18): the coming one, asked against a week later while it is still in
  // this week (import/decisions.ts, ownDecision).
  { text: "наступної п'ятниці", expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: 'наступного вівторка о 15:00', expect: { weekday: 2, at: '15:00' }, source: S.native },
];
