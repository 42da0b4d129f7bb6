/**
 * German (`de`) time expressions as native speakers type them in chat, with the reading a user
 * means (types and evaluation: ../expressions.ts, ../expect.ts). Sources: chrono-node's German
 * tests, dateparser's German data and tests, and German reminder-bot docs.
 */
import type { Expression } from '../expressions.js';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/de/de_casual.test.ts',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/de/de_time_exp.test.ts',
  chronoWeekday: 'https://github.com/wanasit/chrono/blob/master/test/de/de_weekday.test.ts',
  chronoLittle:
    'https://github.com/wanasit/chrono/blob/master/test/de/de_month_name_little_endian.test.ts',
  chronoRelative:
    'https://github.com/wanasit/chrono/blob/master/test/de/de_time_units_relative.test.ts',
  dateparser:
    'https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/de.py',
  dateparserTests:
    'https://github.com/scrapinghub/dateparser/blob/master/tests/test_freshness_date_parser.py',
  issue: 'Tock issue 10 (expressions German users type, refused before)',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations
  { text: 'in 10 Minuten', expect: { ms: 10 * MIN }, source: S.chronoRelative },
  { text: 'in 5 min', expect: { ms: 5 * MIN }, source: S.dateparser },
  { text: 'in 2 Stunden', expect: { ms: 2 * HOUR }, source: S.chronoRelative },
  { text: 'in einer Stunde', expect: { ms: HOUR }, source: S.chronoRelative },
  { text: 'in einer halben Stunde', expect: { ms: 30 * MIN }, source: S.issue },
  { text: 'in anderthalb Stunden', expect: { ms: 90 * MIN }, source: S.issue },
  { text: 'in eineinhalb Stunden', expect: { ms: 90 * MIN }, source: S.issue },
  { text: 'in 3 Tagen', expect: { ms: 3 * DAY }, source: S.chronoRelative },
  { text: 'in zwei Wochen', expect: { ms: 14 * DAY }, source: S.chronoRelative },
  { text: 'in einem Monat', expect: { months: 1 }, source: S.dateparserTests },
  { text: 'in 2 Std', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: 'in 1 Stunde und 30 Minuten', expect: { ms: 90 * MIN }, source: S.dateparser },
  { text: '2 Stunden später', expect: { ms: 2 * HOUR }, source: S.dateparser },
  { text: 'in fünf Minuten', expect: { ms: 5 * MIN }, source: S.dateparser },
  { text: 'in 30 Sekunden', expect: { ms: 30_000 }, source: S.dateparser },
  { text: 'jetzt', expect: { ms: 0 }, source: S.chronoCasual },
  { text: 'nächste Woche', expect: { ms: 7 * DAY }, source: S.chronoCasual },
  // Clocks
  { text: '15 Uhr', expect: { next: '15:00' }, source: S.chronoTime },
  { text: 'um 15 Uhr', expect: { next: '15:00' }, source: S.chronoTime },
  { text: 'um 18:30', expect: { next: '18:30' }, source: S.chronoTime },
  { text: 'um 18:30 Uhr', expect: { next: '18:30' }, source: S.chronoTime },
  { text: 'um 15.30 Uhr', expect: { next: '15:30' }, source: S.issue },
  { text: '15 Uhr 30', expect: { next: '15:30' }, source: S.issue },
  { text: 'um 9 Uhr', expect: { next: '09:00' }, source: S.chronoTime },
  { text: 'mittags', expect: { next: '12:00' }, source: S.dateparser },
  { text: 'um Mitternacht', expect: { next: '00:00' }, source: S.chronoCasual },
  // Days, with and without a clock
  { text: 'morgen', expect: { ms: DAY }, source: S.chronoCasual },
  { text: 'morgen um 15 Uhr', expect: { day: 1, at: '15:00' }, source: S.issue },
  { text: 'morgen um 9', expect: { day: 1, at: '09:00' }, source: S.chronoCasual },
  { text: 'morgen 14:30', expect: { day: 1, at: '14:30' }, source: S.chronoCasual },
  { text: 'morgen früh', expect: { day: 1, at: '09:00' }, source: S.chronoCasual },
  { text: 'übermorgen', expect: { ms: 2 * DAY }, source: S.chronoCasual },
  { text: 'übermorgen um 10:30', expect: { day: 2, at: '10:30' }, source: S.chronoCasual },
  { text: 'heute um 23 Uhr', expect: { day: 0, at: '23:00' }, source: S.chronoCasual },
  { text: 'heute Abend', expect: { day: 0, at: '18:00' }, source: S.chronoCasual },
  { text: 'am Freitag', expect: { weekday: 5 }, source: S.chronoWeekday },
  { text: 'Freitag um 10 Uhr', expect: { weekday: 5, at: '10:00' }, source: S.chronoWeekday },
  { text: 'nächsten Freitag', expect: { weekday: 5 }, source: S.chronoWeekday },
  { text: 'kommenden Montag', expect: { weekday: 1 }, source: S.chronoWeekday },
  { text: 'diesen Freitag', expect: { weekday: 5, this: true }, source: S.chronoWeekday },
  { text: 'Mittwoch 14 Uhr', expect: { weekday: 3, at: '14:00' }, source: S.chronoWeekday },
  { text: 'Sonntag Abend', expect: { weekday: 7, at: '18:00' }, source: S.chronoWeekday },
  { text: 'um 3 am Freitag', expect: { weekday: 5, at: '15:00' }, source: S.issue },
  { text: 'am Freitag um 18:30 Uhr', expect: { weekday: 5, at: '18:30' }, source: S.chronoWeekday },
  { text: 'in 3 Tagen um 10 Uhr', expect: { day: 3, at: '10:00' }, source: S.issue },
  // Dates, day first
  { text: '25. Dezember', expect: { date: '12-25' }, source: S.chronoLittle },
  { text: 'am 1. April', expect: { date: '04-01' }, source: S.chronoLittle },
  {
    text: '24. Dezember um 18 Uhr',
    expect: { date: '12-24', at: '18:00' },
    source: S.chronoLittle,
  },
  { text: '3. März', expect: { date: '03-03' }, source: S.chronoLittle },
  { text: 'am 24.12. um 18 Uhr', expect: { numeric: [24, 12], at: '18:00' }, source: S.issue },
  { text: '25.12.', expect: { numeric: [25, 12] }, source: S.issue },
  { text: '1.4.', expect: { numeric: [1, 4] }, source: S.issue },
  // Recurring
  { text: 'täglich um 8 Uhr', expect: { next: '08:00', rec: 'daily' }, source: S.dateparser },
  { text: 'jeden Tag um 7', expect: { next: '07:00', rec: 'daily' }, source: S.issue },
  {
    text: 'jeden Montag um 9 Uhr',
    expect: { weekday: 1, at: '09:00', inclusive: true, rec: 'weekly' },
    source: S.issue,
  },
  { text: 'alle 2 Wochen', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.issue },
  { text: 'alle 3 Tage', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.issue },
  // Must be refused: not a time, or what a reader could only guess
  { text: 'irgendwann', expect: { refuse: true }, source: S.issue },
  { text: 'Freitag oder Samstag', expect: { refuse: true }, source: S.issue },
];
