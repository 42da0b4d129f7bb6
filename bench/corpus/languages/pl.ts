import type { Expression } from '../expressions.js';

/**
 * Polish (`pl`): what Polish speakers type in a Discord chat, with the reading they mean (the
 * format of ../expressions.ts). Times of day follow decisions.md (rano 09:00, po południu 15:00,
 * wieczorem 18:00, w nocy 21:00); day-first numeric dates. chrono-node has no Polish.
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
  // Relative durations: digits, number words, halves, a unit alone ('za godzinę' = in an hour)
  { text: 'za 10 minut', expect: { ms: 10 * MIN }, source: S.native },
  { text: 'za 2 godziny', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: 'za godzinę', expect: { ms: HOUR }, source: S.native },
  { text: 'za pół godziny', expect: { ms: 30 * MIN }, source: S.native },
  { text: 'za kwadrans', expect: { ms: 15 * MIN }, source: S.native },
  { text: 'za półtorej godziny', expect: { ms: 90 * MIN }, source: S.native },
  { text: 'za 15 min', expect: { ms: 15 * MIN }, source: S.native },
  { text: 'za 5min', expect: { ms: 5 * MIN }, source: S.native },
  { text: 'za pięć minut', expect: { ms: 5 * MIN }, source: S.native },
  { text: 'za 3 dni', expect: { ms: 3 * DAY }, source: S.dateparser },
  { text: 'za tydzień', expect: { ms: 7 * DAY }, source: S.native },
  { text: 'za 2 tygodnie', expect: { ms: 14 * DAY }, source: S.native },
  { text: 'za miesiąc', expect: { months: 1 }, source: S.native },
  { text: 'za 1 godzinę i 30 minut', expect: { ms: 90 * MIN }, source: S.dateparser },
  { text: 'teraz', expect: { ms: 0 }, source: S.native },
  // Today, tomorrow, the day after
  { text: 'jutro', expect: { ms: DAY }, source: S.native },
  { text: 'pojutrze', expect: { ms: 2 * DAY }, source: S.native },
  { text: 'dzisiaj', expect: { day: 0, at: '23:59:59' }, source: S.native },
  { text: 'jutro o 15:00', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'jutro o 9 rano', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'jutro rano', expect: { day: 1, at: '09:00' }, source: S.native },
  { text: 'jutro po południu', expect: { day: 1, at: '15:00' }, source: S.native },
  { text: 'dziś wieczorem', expect: { day: 0, at: '18:00' }, source: S.native },
  { text: 'dzisiaj o 20:30', expect: { day: 0, at: '20:30' }, source: S.native },
  { text: 'pojutrze o 10:30', expect: { day: 2, at: '10:30' }, source: S.native },
  // Clock forms
  { text: 'o 15:00', expect: { next: '15:00' }, source: S.native },
  { text: 'o 11 wieczorem', expect: { next: '23:00' }, source: S.native },
  { text: 'o 7 rano', expect: { next: '07:00' }, source: S.native },
  { text: 'w południe', expect: { next: '12:00' }, source: S.native },
  { text: 'o północy', expect: { next: '00:00' }, source: S.native },
  { text: 'wieczorem', expect: { next: '18:00' }, source: S.native },
  // Weekdays (accusative after w/we, short forms)
  { text: 'w piątek', expect: { weekday: 5, at: '09:00' }, source: S.languages },
  { text: 'w piątek o 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'w piatek o 18', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'pon 10:00', expect: { weekday: 1, at: '10:00' }, source: S.native },
  { text: 'pt 18:00', expect: { weekday: 5, at: '18:00' }, source: S.native },
  { text: 'we wtorek o 9:30', expect: { weekday: 2, at: '09:30' }, source: S.native },
  { text: 'w sobotę wieczorem', expect: { weekday: 6, at: '18:00' }, source: S.native },
  { text: 'w tę sobotę', expect: { weekday: 6, at: '09:00', this: true }, source: S.native },
  { text: 'w niedzielę', expect: { weekday: 7, at: '09:00' }, source: S.native },
  { text: 'w najbliższą środę', expect: { weekday: 3, at: '09:00' }, source: S.native },
  { text: 'śr o 17', expect: { weekday: 3, at: '17:00' }, source: S.native },
  // Dates: day first, month names in the genitive, numeric with dots
  { text: '25 grudnia', expect: { date: '12-25', at: '09:00' }, source: S.languages },
  { text: '1 stycznia o 12:00', expect: { date: '01-01', at: '12:00' }, source: S.languages },
  { text: '11 listopada', expect: { date: '11-11', at: '09:00' }, source: S.native },
  { text: '15 maja o 18:30', expect: { date: '05-15', at: '18:30' }, source: S.native },
  { text: '31.12.', expect: { numeric: [31, 12] }, source: S.native },
  { text: '24.12.2026 o 18:00', expect: { date: '2026-12-24', at: '18:00' }, source: S.native },
  // Recurring
  { text: 'codziennie o 9:00', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  { text: 'codziennie o 8', expect: { next: '08:00', rec: 'daily' }, source: S.native },
  {
    text: 'co poniedziałek',
    expect: { weekday: 1, inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'w każdy piątek o 18:00',
    expect: { weekday: 5, at: '18:00', inclusive: true, rec: 'weekly' },
    source: S.native,
  },
  {
    text: 'co 2 tygodnie',
    expect: { day: 1, at: '09:00', rec: 'every_n_weeks' },
    source: S.native,
  },
  {
    text: 'co środę i piątek o 19',
    expect: { weekdays: [3, 5], at: '19:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  { text: 'co 3 dni', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.native },
  {
    text: 'co drugi dzień',
    expect: { day: 1, at: '09:00', rec: 'every_n_days' },
    source: S.native,
  },
  { text: 'co tydzień', expect: { weekday: 1, at: '09:00', rec: 'weekly' }, source: S.native },
  { text: 'co godzinę', expect: { ms: HOUR, rec: 'every_n_hours' }, source: S.native },
  { text: 'co rano', expect: { next: '09:00', rec: 'daily' }, source: S.native },
  {
    text: 'w dni robocze o 9:00',
    expect: { weekdays: WORKDAYS, at: '09:00', inclusive: true, rec: 'every_n_weeks' },
    source: S.native,
  },
  // Refusals: the past, a number without a unit, vague words
  { text: 'wczoraj o 15:00', expect: { refuse: true }, source: S.native },
  { text: 'za 5', expect: { refuse: true }, source: S.native },
  { text: 'kiedyś', expect: { refuse: true }, source: S.native },
  // 'co trzeci wtorek' is every third Tuesday, not the third Tuesday of the month: not guessed.
  { text: 'co trzeci wtorek', expect: { refuse: true }, source: S.native },
  { text: 'jutor', expect: { refuse: true }, source: S.native },
  // 'next <weekday>' (issue 18): the coming one, asked against a week later while it is still in
  // this week (import/decisions.ts, ownDecision).
  { text: 'w przyszły piątek', expect: { weekday: 5, at: '09:00' }, source: S.native },
  { text: 'w następny wtorek o 15:00', expect: { weekday: 2, at: '15:00' }, source: S.native },
  { text: 'kolejny wtorek', expect: { weekday: 2, at: '09:00' }, source: S.native },
];
