import type { Expression } from '../expressions.js';

/**
 * Turkish (`tr`): what Turkish speakers type in a Discord chat, with the reading they mean (the
 * format of ../expressions.ts). Times of day follow decisions.md (sabah 09:00, akşam 18:00,
 * gece 21:00); day-first numeric dates; clock suffixes ('te, 'da) after the number.
 * chrono-node has no Turkish.
 */

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  native: 'native phrasing',
  dateparser:
    'https://github.com/scrapinghub/dateparser/blob/master/tests/test_freshness_date_parser.py',
  languages: 'https://github.com/scrapinghub/dateparser/blob/master/tests/test_languages.py',
} as const;

const WORKDAYS = [1, 2, 3, 4, 5] as const;

export const expressions: readonly Expression[] = [
  // Relative durations: '<n> <unit> sonra', number words, halves
  { text: '10 dakika sonra', expect: { ms: 10 * MIN }, source: S.native },
  { text: '2 saat sonra', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: 'bir saat sonra', expect: { ms: HOUR }, source: S.native },
  { text: 'yarım saat sonra', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'bir buçuk saat sonra', expect: { ms: 90 * MIN }, source: S.native },
  { text: '15 dk sonra', expect: { ms: 15 * MIN }, source: S.native },
  { text: '5dk sonra', expect: { ms: 5 * MIN }, source: S.native },
  { text: 'beş dakika sonra', expect: { ms: 5 * MIN }, source: S.native },
  { text: '3 gün sonra', expect: { ms: 3 * DAY }, source: S.dateparser },
  { text: 'bir hafta sonra', expect: { ms: 7 * DAY }, source: S.native },
  { text: 'iki hafta sonra', expect: { ms: 14 * DAY }, source: S.native },
  { text: '1 ay sonra', expect: { months: 1 }, source: S.dateparser },
  { text: '1 saat 30 dakika sonra', expect: { ms: 90 * MIN }, source: S.dateparser },
  { text: '2 saat ve 15 dakika sonra', expect: { ms: 135 * MIN }, source: S.dateparser },
  { text: 'şimdi', expect: { ms: 0 }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'yarın', expect: { ms: DAY }, source: S.native },
  { text: 'öbür gün', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'bugün', expect: { day: 0, at: '23:59:59' }, source: S.dateparser },
  { text: 'yarın saat 15:00', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'yarin 9:00', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: "yarın 15'te", expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'yarın sabah', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'yarın öğleden sonra', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: "yarın sabah 9'da", expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'bu akşam', expect: { day: 0, at: '18:00' }, source: S.native },
  { text: 'bugün saat 20:30', expect: { day: 0, at: '20:30' }, source: S.native },
  { text: "yarından sonra 10:30'da", expect: { day: 2, at: '10:30' }, source: S.native },
  // Clock forms
  { text: 'saat 15:00', expect: { next: '15:00' }, source: S.native },
  { text: "saat 17'de", expect: { next: '17:00' }, source: S.native },
  { text: "akşam 8'de", expect: { next: '20:00' }, source: S.native },
  { text: 'sabah 9', expect: { next: '09:00' }, source: S.native },
  { text: 'akşam 7', expect: { next: '19:00' }, source: S.native },
  { text: '18:45', expect: { next: '18:45' }, source: S.native },
  { text: 'öğlen', expect: { next: '12:00' }, source: S.native },
  { text: 'akşam', expect: { next: '18:00' }, source: S.native },
  // Weekdays (with günü, the dative, short forms)
  { text: 'cuma', expect: { weekday: 5, at: '09:00' }, source: S.languages },
  { text: 'cuma günü saat 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'cumaya', expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: 'pzt 10:00', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: 'cuma 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: "salı 9:30'da", expect: { weekday: 2, at: '09:30' }, source: S.native },
  { text: 'cumartesi akşam', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'bu cumartesi', expect: { weekday: 6, at: '09:00', this: true }, source: S.native },
  { text: 'önümüzdeki çarşamba', expect: { weekday: 3, at: '09:00' }, source: S.native },
  { text: 'pazar', expect: { weekday: 7, at: '09:00' }, source: S.languages },
  // Dates: day first, month names, numeric with dots
  { text: '25 aralık', expect: { date: '12-25', at: '09:00' }, source: S.languages },
  { text: '1 ocak saat 12:00', expect: { date: '01-01', at: '12:00' }, source: S.languages },
  { text: '29 ekim', expect: { date: '10-29', at: '09:00' }, source: S.native },
  { text: "15 mayıs 18:30'da", expect: { date: '05-15', at: '18:30' }, source: S.native },
  { text: '31.12.', expect: { numeric: [31, 12] }, source: S.native },
  { text: '25.12.2026 10:00', expect: { date: '2026-12-25', at: '10:00' }, source: S.native },
  // Recurring
  { text: 'her gün saat 9:00', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: "her gün 8'de", expect: { next: '08:00', rec: 'daily' }, source: S.native },
  {
    text: 'her pazartesi',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: "her çarşamba ve cuma 19:00'da",
    expect: { weekdays: [3, 5], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'her cuma saat 18:00',
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'her 2 haftada bir',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'her 3 günde bir',
    expect: { day: 1, at: '09:00', rec: 'every_n_days' },
    source: S.native,
  },
  { text: 'her sabah', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'her saat', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'her hafta', expect: { weekday: 1, at: '09:00', rec: 'weekly' }, source: S.native },
  {
    text: 'hafta içi her gün 9:00',
    expect: { weekdays: WORKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // Refusals: the past, a number without a unit, vague words, a misspelling
  { text: "dün saat 15'te", expect: { refuse: true }, source: S.dateparser },
  { text: '5 sonra', expect: { refuse: true }, source: S.native },
  { text: 'bir ara', expect: { refuse: true }, source: S.native },
  { text: 'yarın veya cuma', expect: { refuse: true }, source: S.native },
  { text: 'birkaç dakika sonra', expect: { refuse: true }, source: S.native },
];
