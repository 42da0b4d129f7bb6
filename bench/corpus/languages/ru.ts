import type { Expression } from '../expressions.js';

/**
 * Russian (`ru`): what Russian speakers type in a Discord chat, with the reading they mean (the
 * format of ../expressions.ts). Times of day follow decisions.md (утром 09:00, днём 15:00,
 * вечером 18:00, ночью 21:00); day-first numeric dates.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  casual: 'https://github.com/wanasit/chrono/blob/master/test/ru/ru_casual.test.ts',
  relative:
    'https://github.com/wanasit/chrono/blob/master/test/ru/ru_time_units_casual_relative.test.ts',
  timeExp: 'https://github.com/wanasit/chrono/blob/master/test/ru/ru_time_exp.test.ts',
  weekday: 'https://github.com/wanasit/chrono/blob/master/test/ru/ru_weekday.test.ts',
  month:
    'https://github.com/wanasit/chrono/blob/master/test/ru/ru_month_name_little_endian.test.ts',
  dateparser:
    'https://github.com/scrapinghub/dateparser/blob/master/tests/test_freshness_date_parser.py',
} as const;

const WORKDAYS = [1, 2, 3, 4, 5] as const;

export const expressions: readonly Expression[] = [
  // Relative durations: digits, number words, halves, a unit alone ('через час' = in an hour)
  { text: 'через 10 минут', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'через 2 часа', expect: { ms: 2 * HOUR }, source: S.relative },
  { text: 'через час', expect: { ms: HOUR }, source: S.dateparser },
  { text: 'через полчаса', expect: { ms: 30 * MIN }, source: S.relative },
  { text: 'через пол часа', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'через полтора часа', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'через 15 мин', expect: { ms: 15 * MIN }, source: S.native },
  { text: 'через 2 ч', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: 'через 5мин', expect: { ms: 5 * MIN }, source: S.relative },
  { text: 'через пару минут', expect: { ms: 2 * MIN }, source: S.relative },
  { text: 'через три дня', expect: { ms: 3 * DAY }, source: S.native },
  { text: 'через неделю', expect: { ms: 7 * DAY }, source: S.relative },
  { text: 'через месяц', expect: { months: 1 }, source: S.relative },
  { text: 'через 2 часа 30 минут', expect: { ms: 150 * MIN }, source: S.native },
  { text: 'спустя 2 часа', expect: { ms: 2 * HOUR }, source: S.relative },
  { text: 'через 1 день и 2 часа', expect: { ms: DAY + 2 * HOUR }, source: S.dateparser },
  { text: 'сейчас', expect: { ms: 0 }, source: S.casual },
  // Today, tomorrow, the day after
  { text: 'завтра', expect: { ms: DAY }, source: S.casual },
  { text: 'послезавтра', expect: { ms: 2 * DAY }, source: S.casual },
  { text: 'сегодня', expect: { day: 0, at: '23:59:59' }, source: S.casual },
  { text: 'завтра в 15:00', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'завтра в 9 утра', expect: { day: 1, at: '09:00' }, source: S.timeExp },
  { text: 'завтра утром', expect: { day: 1, at: '09:00' }, source: S.casual },
  { text: 'завтра днём', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'сегодня ночью', expect: { day: 0, at: '21:00' }, source: S.casual },
  { text: 'сегодня вечером', expect: { day: 0, at: '18:00' }, source: S.casual },
  { text: 'сегодня в 20:30', expect: { day: 0, at: '20:30' }, source: S.native },
  { text: 'послезавтра в 10:30', expect: { day: 2, at: '10:30' }, source: S.native },
  // Clock forms
  { text: 'в 15:00', expect: { next: '15:00' }, source: S.native },
  { text: 'в 11 вечера', expect: { next: '23:00' }, source: S.timeExp },
  { text: 'в 11 утра', expect: { next: '11:00' }, source: S.timeExp },
  { text: 'в полдень', expect: { next: '12:00' }, source: S.casual },
  { text: 'в полночь', expect: { next: '00:00' }, source: S.casual },
  { text: '18:45', expect: { next: '18:45' }, source: S.timeExp },
  { text: 'в 12.30', expect: { next: '12:30' }, source: S.timeExp },
  { text: 'вечером', expect: { next: '18:00' }, source: S.casual },
  // Weekdays (accusative after в/во, short forms)
  { text: 'в пятницу', expect: { weekday: 5, at: '09:00' }, source: S.weekday },
  { text: 'в пятницу в 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'пн 10:00', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: 'пт 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'во вторник в 9:30', expect: { weekday: 2, at: '09:30' }, source: S.native },
  { text: 'в субботу вечером', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'в эту субботу', expect: { weekday: 6, at: '09:00', this: true }, source: S.weekday },
  { text: 'в воскресенье', expect: { weekday: 7, at: '09:00' }, source: S.weekday },
  { text: 'в ближайшую среду', expect: { weekday: 3, at: '09:00' }, source: S.native },
  // Dates: day first, month names in the genitive, numeric with dots
  { text: '25 декабря', expect: { date: '12-25', at: '09:00' }, source: S.month },
  { text: '1 января в 12:00', expect: { date: '01-01', at: '12:00' }, source: S.month },
  { text: '8 марта', expect: { date: '03-08', at: '09:00' }, source: S.native },
  { text: '15 мая в 18:30', expect: { date: '05-15', at: '18:30' }, source: S.native },
  { text: '31.12.', expect: { numeric: [31, 12] }, source: S.native },
  { text: '25.12.2026 в 10:00', expect: { date: '2026-12-25', at: '10:00' }, source: S.native },
  // Recurring
  { text: 'каждый день в 9:00', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'ежедневно в 8:00', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  {
    text: 'каждый понедельник',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'каждую пятницу в 18:00',
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'по понедельникам в 10:00',
    expect: { weekday: 1, at: '10:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'каждые 2 недели',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'каждую среду и пятницу в 19:00',
    expect: { weekdays: [3, 5], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'каждые 3 дня', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: 'каждый второй день',
    expect: { day: 1, at: '09:00', rec: 'every_n_days' },
    source: S.native,
  },
  {
    text: 'каждый второй вторник в 19:00',
    expect: { weekday: 2, at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'каждое утро', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'каждый час', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'каждый месяц', expect: { day: 1, at: '09:00', rec: 'monthly' }, source: S.native },
  {
    text: 'по будням в 9:00',
    expect: { weekdays: WORKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // Refusals: the past, a number without a unit, vague words
  { text: 'вчера в 15:00', expect: { refuse: true }, source: S.casual },
  { text: 'через пару', expect: { refuse: true }, source: S.native },
  { text: 'когда-нибудь', expect: { refuse: true }, source: S.native },
  { text: 'зявтра', expect: { refuse: true }, source: S.casual },
  // 'next <weekday>' (issue 18): the coming one, asked against a week later while it is still in
  // this week (import/decisions.ts, ownDecision).
  { text: 'в следующую пятницу', expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: 'в следующий вторник в 15:00', expect: { weekday: 2, at: '15:00' }, source: S.native },
];
