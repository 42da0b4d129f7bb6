/**
 * The English time-expression corpus, as data: each expression with the reading a user means,
 * written in local terms (evaluated by ./expect.ts at every reference instant in ./contexts.ts),
 * and the public source it was taken from. `npm run bench -- corpus` (bench/corpus/build.ts)
 * writes the concrete cases to en.json.
 *
 * Readings: `ms` now + exact milliseconds; `months` calendar months (then `ms`); `day`+`at` today
 * + N days at a clock; `next` the next time a clock comes (today or tomorrow); `weekday` the next
 * such day strictly after today (`this`: today if still ahead; `inclusive`: today if still ahead);
 * `date` the next occurrence of MM-DD (or a full date); `numeric` a numeric date in the locale's
 * order; `monthDay`, `nth`, `weekdays`, `eom` for recurrences and month ends; `refuse` when a
 * correct reader must refuse. A reading in the past or beyond 365 days must be refused.
 */
export type Reading =
  | { readonly ms: number }
  | { readonly months: number; readonly ms?: number }
  | { readonly day: number; readonly at: string }
  | { readonly next: string }
  | { readonly weekday: number; readonly at?: string; readonly this?: boolean; readonly inclusive?: boolean; readonly plusDays?: number }
  | { readonly date: string; readonly at?: string }
  | { readonly numeric: readonly [number, number]; readonly at?: string }
  | { readonly monthDay: number; readonly at: string }
  | { readonly nth: readonly [number, number]; readonly at: string }
  | { readonly weekdays: readonly number[]; readonly at: string; readonly inclusive: boolean }
  | { readonly eom: string }
  | { readonly refuse: true };

export interface Expression {
  readonly text: string;
  readonly expect: Reading & { readonly zone?: string; readonly rec?: string };
  readonly source: string;
}

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  issue: 'Tock issue 8 (expressions new users type, refused by the first edition)',
  decisions: 'shared/docs/decisions.md, "Time expressions, second edition"',
  slack: 'https://slack.com/help/articles/208423427-Set-a-reminder',
  todoist: 'https://todoist.com/help/articles/introduction-to-due-dates-and-due-times-q7VobO',
  todoistRec: 'https://todoist.com/help/articles/introduction-to-recurring-due-dates-YUYVJJAV',
  volvox: 'https://www.mintlify.com/VolvoxLLC/volvox-bot/features/reminders',
  lumiere: 'https://docs.lumierelabs.xyz/en/core-features/reminders',
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/en/en_casual.test.ts',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/en/en_time_exp.test.ts',
  chronoWeekday: 'https://github.com/wanasit/chrono/blob/master/test/en/en_weekday.test.ts',
  chronoRelative: 'https://github.com/wanasit/chrono/blob/master/test/en/en_relative.test.ts',
  chronoLater: 'https://github.com/wanasit/chrono/blob/master/test/en/en_time_units_later.test.ts',
  chronoWithin: 'https://github.com/wanasit/chrono/blob/master/test/en/en_time_units_within.test.ts',
  chronoSlash: 'https://github.com/wanasit/chrono/blob/master/test/en/en_slash.test.ts',
  chronoMonth: 'https://github.com/wanasit/chrono/blob/master/test/en/en_month_name_middle_endian.test.ts',
  chronoLittle: 'https://github.com/wanasit/chrono/blob/master/test/en/en_month_name_little_endian.test.ts',
  chronoZone: 'https://github.com/wanasit/chrono/blob/master/test/en/en_timezone_exp.test.ts',
  chronoNegative: 'https://github.com/wanasit/chrono/blob/master/test/en/negative_cases.test.ts',
  dateparser: 'https://github.com/scrapinghub/dateparser/blob/master/tests/test_freshness_date_parser.py',
  dateparserDay: 'https://github.com/scrapinghub/dateparser/blob/master/tests/test_parts_of_day.py',
  dateparserNumbers: 'https://github.com/scrapinghub/dateparser/blob/master/tests/test_natural_language_numbers.py',
  pdtOffsets: 'https://github.com/bear/parsedatetime/blob/master/tests/test_simple_offsets.py',
  pdtUnits: 'https://github.com/bear/parsedatetime/blob/master/tests/test_units.py',
  pdtPhrases: 'https://github.com/bear/parsedatetime/blob/master/tests/test_phrases.py',
  pdtWords: 'https://github.com/bear/parsedatetime/blob/master/tests/test_convertUnitAsWords.py',
  pdtSimple: 'https://github.com/bear/parsedatetime/blob/master/tests/test_simple_datetimes.py',
  spec: 'shared/spec/service-spec.md, /remind time expression rules',
} as const;

export const expressions: readonly Expression[] = [
  // Relative durations and compact units
  { text: '10m', expect: { ms: 10 * MIN }, source: S.issue },
  { text: '2h', expect: { ms: 2 * HOUR }, source: S.issue },
  { text: '1h30m', expect: { ms: 90 * MIN }, source: S.issue },
  { text: '5m', expect: { ms: 5 * MIN }, source: S.volvox },
  { text: '30s', expect: { ms: 30_000 }, source: S.volvox },
  { text: '1d', expect: { ms: DAY }, source: S.volvox },
  { text: '2h30m', expect: { ms: 150 * MIN }, source: S.lumiere },
  { text: 'in 45m', expect: { ms: 45 * MIN }, source: S.lumiere },
  { text: 'in 5 minutes', expect: { ms: 5 * MIN }, source: S.slack },
  { text: 'in 2 hours', expect: { ms: 2 * HOUR }, source: S.volvox },
  { text: 'in 1 day', expect: { ms: DAY }, source: S.volvox },
  { text: 'in half an hour', expect: { ms: 30 * MIN }, source: S.issue },
  { text: 'in an hour and a half', expect: { ms: 90 * MIN }, source: S.decisions },
  { text: 'in a couple of hours', expect: { ms: 2 * HOUR }, source: S.decisions },
  { text: 'in 1.5 hours', expect: { ms: 90 * MIN }, source: S.decisions },
  { text: 'in five minutes', expect: { ms: 5 * MIN }, source: S.dateparserNumbers },
  { text: 'in twenty minutes', expect: { ms: 20 * MIN }, source: S.pdtWords },
  { text: 'in 3 days', expect: { ms: 3 * DAY }, source: S.chronoLater },
  { text: 'in 2 weeks', expect: { ms: 14 * DAY }, source: S.chronoWithin },
  { text: '1w', expect: { ms: 7 * DAY }, source: S.decisions },
  { text: '90s', expect: { ms: 90_000 }, source: S.decisions },
  { text: '3 hours from now', expect: { ms: 3 * HOUR }, source: S.chronoLater },
  { text: '2 days later', expect: { ms: 2 * DAY }, source: S.chronoLater },
  { text: '5 minutes from now', expect: { ms: 5 * MIN }, source: S.pdtOffsets },
  { text: 'in 6 months', expect: { months: 6 }, source: S.issue },
  { text: 'in 1 month', expect: { months: 1 }, source: S.dateparser },
  { text: '1mo', expect: { months: 1 }, source: S.decisions },
  { text: 'next month', expect: { months: 1 }, source: S.spec },
  { text: 'in 2 hours 30 minutes', expect: { ms: 150 * MIN }, source: S.spec },
  { text: '2 hours and 15 minutes', expect: { ms: 135 * MIN }, source: S.pdtUnits },
  { text: 'in 10 min', expect: { ms: 10 * MIN }, source: S.pdtUnits },
  { text: 'in 4 hrs', expect: { ms: 4 * HOUR }, source: S.pdtUnits },
  { text: 'in a week', expect: { ms: 7 * DAY }, source: S.dateparser },
  { text: 'now', expect: { ms: 0 }, source: S.spec },
  { text: 'tomorrow', expect: { ms: DAY }, source: S.spec },
  { text: 'next week', expect: { ms: 7 * DAY }, source: S.spec },
  // Clock times
  { text: '5pm', expect: { next: '17:00' }, source: S.issue },
  { text: '17:00', expect: { next: '17:00' }, source: S.issue },
  { text: 'noon', expect: { next: '12:00' }, source: S.issue },
  { text: 'midnight', expect: { next: '00:00' }, source: S.chronoTime },
  { text: 'at 5', expect: { next: '17:00' }, source: S.decisions },
  { text: 'at 9am', expect: { next: '09:00' }, source: S.slack },
  { text: '8:30am', expect: { next: '08:30' }, source: S.chronoTime },
  { text: 'at 11:45 pm', expect: { next: '23:45' }, source: S.chronoTime },
  { text: '3 p.m.', expect: { next: '15:00' }, source: S.chronoTime },
  { text: "at 7 o'clock", expect: { next: '07:00' }, source: S.pdtSimple },
  { text: '6:30', expect: { next: '06:30' }, source: S.chronoTime },
  // Days, with and without a time, in either order
  { text: 'tomorrow 9am', expect: { day: 1, at: '09:00' }, source: S.issue },
  { text: '9am tomorrow', expect: { day: 1, at: '09:00' }, source: S.issue },
  { text: 'tomorrow at 3pm', expect: { day: 1, at: '15:00' }, source: S.volvox },
  { text: 'at 3pm tomorrow', expect: { day: 1, at: '15:00' }, source: S.slack },
  { text: 'tomorrow at noon', expect: { day: 1, at: '12:00' }, source: S.pdtPhrases },
  { text: 'tomorrow at 9', expect: { day: 1, at: '09:00' }, source: S.decisions },
  { text: 'tomorrow morning', expect: { day: 1, at: '09:00' }, source: S.chronoCasual },
  { text: 'tomorrow evening', expect: { day: 1, at: '18:00' }, source: S.dateparserDay },
  { text: 'tomorrow night', expect: { day: 1, at: '21:00' }, source: S.dateparserDay },
  { text: 'tomorrow afternoon', expect: { day: 1, at: '15:00' }, source: S.chronoCasual },
  { text: 'today at 6pm', expect: { day: 0, at: '18:00' }, source: S.chronoCasual },
  { text: 'today 5pm', expect: { day: 0, at: '17:00' }, source: S.chronoCasual },
  { text: 'today', expect: { day: 0, at: '23:59:59' }, source: S.decisions },
  { text: 'tonight', expect: { day: 0, at: '20:00' }, source: S.issue },
  { text: 'tonight at 11', expect: { day: 0, at: '23:00' }, source: S.decisions },
  { text: 'tonight 8pm', expect: { day: 0, at: '20:00' }, source: S.chronoCasual },
  { text: 'tonight at 8', expect: { day: 0, at: '20:00' }, source: S.chronoCasual },
  { text: 'this evening', expect: { day: 0, at: '18:00' }, source: S.issue },
  { text: 'this afternoon at 3', expect: { day: 0, at: '15:00' }, source: S.chronoCasual },
  { text: 'end of day', expect: { day: 0, at: '17:00' }, source: S.issue },
  { text: 'eod', expect: { day: 0, at: '17:00' }, source: S.decisions },
  { text: 'end of month', expect: { eom: '17:00' }, source: S.issue },
  { text: 'the day after tomorrow at 10am', expect: { day: 2, at: '10:00' }, source: S.pdtPhrases },
  { text: 'day after tomorrow', expect: { ms: 2 * DAY }, source: S.chronoRelative },
  { text: 'in 2 days at 9am', expect: { day: 2, at: '09:00' }, source: S.issue },
  { text: 'at 3pm in 2 days', expect: { day: 2, at: '15:00' }, source: S.decisions },
  { text: '9am in 3 days', expect: { day: 3, at: '09:00' }, source: S.decisions },
  // Weekdays
  { text: 'friday', expect: { weekday: 5, at: '09:00' }, source: S.spec },
  { text: 'next friday', expect: { weekday: 5, at: '09:00' }, source: S.chronoWeekday },
  { text: 'friday 3pm', expect: { weekday: 5, at: '15:00' }, source: S.issue },
  { text: 'fri 5pm', expect: { weekday: 5, at: '17:00' }, source: S.issue },
  { text: 'this friday', expect: { weekday: 5, at: '09:00', this: true }, source: S.issue },
  { text: 'on monday', expect: { weekday: 1, at: '09:00' }, source: S.slack },
  { text: 'monday 18:00', expect: { weekday: 1, at: '18:00' }, source: S.lumiere },
  { text: 'next friday at 9am', expect: { weekday: 5, at: '09:00' }, source: S.volvox },
  { text: 'next monday', expect: { weekday: 1, at: '09:00' }, source: S.volvox },
  { text: '5pm on friday', expect: { weekday: 5, at: '17:00' }, source: S.decisions },
  { text: 'thurs', expect: { weekday: 4, at: '09:00' }, source: S.chronoCasual },
  { text: 'tue at 10', expect: { weekday: 2, at: '10:00' }, source: S.decisions },
  { text: 'wed 2pm', expect: { weekday: 3, at: '14:00' }, source: S.chronoWeekday },
  { text: 'sunday evening', expect: { weekday: 7, at: '18:00' }, source: S.dateparserDay },
  { text: 'friday in 2 weeks', expect: { weekday: 5, at: '09:00', plusDays: 14 }, source: S.issue },
  { text: 'this saturday at noon', expect: { weekday: 6, at: '12:00', this: true }, source: S.chronoWeekday },
  // Calendar dates
  { text: 'dec 25', expect: { date: '12-25', at: '09:00' }, source: S.issue },
  { text: 'dec 25 8pm', expect: { date: '12-25', at: '20:00' }, source: S.decisions },
  { text: 'december 25th at 6pm', expect: { date: '12-25', at: '18:00' }, source: S.chronoMonth },
  { text: '25 december', expect: { date: '12-25', at: '09:00' }, source: S.chronoLittle },
  { text: 'on june 1st', expect: { date: '06-01', at: '09:00' }, source: S.slack },
  { text: 'march 15 at 10:30', expect: { date: '03-15', at: '10:30' }, source: S.chronoMonth },
  { text: 'feb 14 at 7pm', expect: { date: '02-14', at: '19:00' }, source: S.chronoMonth },
  { text: '1st of april', expect: { date: '04-01', at: '09:00' }, source: S.chronoLittle },
  { text: 'jan 5 2027 at noon', expect: { date: '2027-01-05', at: '12:00' }, source: S.chronoMonth },
  { text: '12/25 at 8pm', expect: { numeric: [12, 25], at: '20:00' }, source: S.issue },
  { text: '25/12', expect: { numeric: [25, 12] }, source: S.decisions },
  { text: '25.12.', expect: { numeric: [25, 12] }, source: S.decisions },
  { text: '3/4', expect: { numeric: [3, 4] }, source: S.chronoSlash },
  { text: '7/10 at 3pm', expect: { numeric: [7, 10], at: '15:00' }, source: S.chronoSlash },
  { text: '2026-12-25 18:00', expect: { date: '2026-12-25', at: '18:00' }, source: S.lumiere },
  { text: '2027-01-05 at 14:30', expect: { date: '2027-01-05', at: '14:30' }, source: S.spec },
  // Explicit zones
  { text: '3pm EST', expect: { next: '15:00', zone: 'America/New_York' }, source: S.issue },
  { text: '15:00 UTC', expect: { next: '15:00', zone: 'UTC' }, source: S.issue },
  { text: '9am Europe/Berlin', expect: { next: '09:00', zone: 'Europe/Berlin' }, source: S.issue },
  { text: '5pm PT', expect: { next: '17:00', zone: 'America/Los_Angeles' }, source: S.decisions },
  { text: 'tomorrow 9am JST', expect: { day: 1, at: '09:00', zone: 'Asia/Tokyo' }, source: S.chronoZone },
  { text: 'friday at 4pm CET', expect: { weekday: 5, at: '16:00', zone: 'Europe/Paris' }, source: S.chronoZone },
  // Recurrences
  { text: 'every day 8am', expect: { next: '08:00', rec: 'daily' }, source: S.issue },
  { text: 'every day at 9am', expect: { next: '09:00', rec: 'daily' }, source: S.slack },
  { text: 'daily at 8', expect: { next: '08:00', rec: 'daily' }, source: S.decisions },
  { text: 'every day', expect: { day: 1, at: '09:00', rec: 'daily' }, source: S.todoistRec },
  { text: 'every weekday', expect: { weekdays: [1, 2, 3, 4, 5], at: '09:00', inclusive: false, rec: 'every_n_weeks' }, source: S.issue },
  { text: 'every weekday at 9am', expect: { weekdays: [1, 2, 3, 4, 5], at: '09:00', inclusive: true, rec: 'every_n_weeks' }, source: S.slack },
  { text: 'every weekend at 10am', expect: { weekdays: [6, 7], at: '10:00', inclusive: true, rec: 'every_n_weeks' }, source: S.todoistRec },
  { text: 'every monday 5pm', expect: { weekday: 1, at: '17:00', inclusive: true, rec: 'weekly' }, source: S.decisions },
  { text: 'every monday and thursday at 7pm', expect: { weekdays: [1, 4], at: '19:00', inclusive: true, rec: 'every_n_weeks' }, source: S.issue },
  { text: 'every mon, wed and fri at 8am', expect: { weekdays: [1, 3, 5], at: '08:00', inclusive: true, rec: 'every_n_weeks' }, source: S.todoistRec },
  { text: 'every 2 weeks', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.issue },
  { text: 'every 3 days', expect: { day: 1, at: '09:00', rec: 'every_n_days' }, source: S.todoistRec },
  { text: 'every other day at 7am', expect: { next: '07:00', rec: 'every_n_days' }, source: S.todoistRec },
  { text: 'every month on the 15th', expect: { monthDay: 15, at: '09:00', rec: 'monthly' }, source: S.issue },
  { text: 'every 2nd tuesday', expect: { nth: [2, 2], at: '09:00', rec: 'weekday_of_month' }, source: S.issue },
  { text: 'every last friday at 4pm', expect: { nth: [5, -1], at: '16:00', rec: 'weekday_of_month' }, source: S.todoistRec },
  { text: 'every year on dec 25', expect: { date: '12-25', at: '09:00', rec: 'yearly' }, source: S.issue },
  { text: 'every 3 months', expect: { day: 1, at: '09:00', rec: 'every_n_months' }, source: S.todoistRec },
  { text: 'every 2 hours', expect: { ms: 2 * HOUR, rec: 'every_n_hours' }, source: S.issue },
  { text: 'every morning', expect: { next: '09:00', rec: 'daily' }, source: S.todoistRec },
  { text: 'weekly', expect: { weekday: 1, at: '09:00', rec: 'weekly' }, source: S.spec },
  // Refusals: unknown words, ambiguity, impossible or past times
  { text: 'remind me tomorrow', expect: { refuse: true }, source: S.chronoNegative },
  { text: 'sometime next week', expect: { refuse: true }, source: S.chronoNegative },
  { text: 'in 5', expect: { refuse: true }, source: S.decisions },
  { text: 'at 25:00', expect: { refuse: true }, source: S.chronoNegative },
  { text: 'feb 30', expect: { refuse: true }, source: S.chronoNegative },
  { text: 'yesterday', expect: { refuse: true }, source: S.spec },
  { text: 'tomorrow at 3pm in 2 hours', expect: { refuse: true }, source: S.decisions },
  { text: 'every 30 minutes', expect: { refuse: true }, source: S.decisions },
  { text: 'asap', expect: { refuse: true }, source: S.chronoNegative },
  { text: 'tonight at 9am', expect: { refuse: true }, source: S.decisions },
];
