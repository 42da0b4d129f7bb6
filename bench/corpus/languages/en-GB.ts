/**
 * British English (`en-GB`) time expressions as typed in the UK: day-first dates, 'fortnight',
 * Sources: chrono-node's en-GB and little-endian tests, dateparser's en data and tests.
 */
import { chronicExpressions, type Expression } from '../expressions.js';
import { dayFirstExpressions, sugarExpressions } from '../sugar.js';
import { dateJsExpressions, timefhumanExpressions } from '../eleventh-round-en.js';
import { naturaldateExpressions, nattyExpressions } from '../tenth-round-en.js';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const S = {
  chronoGB: 'https://github.com/wanasit/chrono/blob/master/test/en/en_gb.test.ts',
  chronoLittle:
    'https://github.com/wanasit/chrono/blob/master/test/en/en_month_name_little_endian.test.ts',
  chronoSlash: 'https://github.com/wanasit/chrono/blob/master/test/en/en_slash.test.ts',
  chronoTime: 'https://github.com/wanasit/chrono/blob/master/test/en/en_time_exp.test.ts',
  chronoCasual: 'https://github.com/wanasit/chrono/blob/master/test/en/en_casual.test.ts',
  dateparser:
    'https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/en.py',
  dateparserTests:
    'https://github.com/scrapinghub/dateparser/blob/master/tests/test_freshness_date_parser.py',
  issue: 'Tock issue 10 (British forms)',
} as const;

export const expressions: readonly Expression[] = [
  // Day-first numeric dates
  { text: '25/12', expect: { numeric: [25, 12] }, source: S.chronoGB },
  { text: '25/12 at 6pm', expect: { numeric: [25, 12], at: '18:00' }, source: S.chronoGB },
  { text: '1/4', expect: { numeric: [1, 4] }, source: S.chronoGB },
  { text: '3/4 at 9am', expect: { numeric: [3, 4], at: '09:00' }, source: S.chronoSlash },
  { text: '14/2', expect: { numeric: [14, 2] }, source: S.chronoSlash },
  { text: '25.12.', expect: { numeric: [25, 12] }, source: S.issue },
  { text: '31/10 at 20:00', expect: { numeric: [31, 10], at: '20:00' }, source: S.chronoGB },
  // Month names, day first
  { text: '25th December', expect: { date: '12-25' }, source: S.chronoLittle },
  { text: '25 Dec', expect: { date: '12-25' }, source: S.chronoLittle },
  { text: 'the 1st of April', expect: { date: '04-01' }, source: S.chronoLittle },
  { text: '5th November at 7pm', expect: { date: '11-05', at: '19:00' }, source: S.chronoLittle },
  { text: '14 Feb at 8pm', expect: { date: '02-14', at: '20:00' }, source: S.chronoLittle },
  { text: 'on the 3rd of March', expect: { date: '03-03' }, source: S.chronoLittle },
  // British clocks
  { text: 'at 17:30', expect: { next: '17:30' }, source: S.chronoTime },
  { text: 'at 18.45', expect: { next: '18:45' }, source: S.issue },
  { text: 'midday', expect: { next: '12:00' }, source: S.dateparser },
  { text: 'tomorrow at midday', expect: { day: 1, at: '12:00' }, source: S.dateparser },
  { text: 'at midnight', expect: { next: '00:00' }, source: S.chronoCasual },
  { text: "at 7 o'clock", expect: { next: '07:00' }, source: S.chronoTime },
  // Fortnights and other durations
  { text: 'in a fortnight', expect: { ms: 14 * DAY }, source: S.dateparser },
  { text: 'in 2 fortnights', expect: { ms: 28 * DAY }, source: S.dateparser },
  { text: 'in half an hour', expect: { ms: 30 * MIN }, source: S.dateparserTests },
  { text: 'in 20 mins', expect: { ms: 20 * MIN }, source: S.dateparserTests },
  { text: 'in 2 hrs', expect: { ms: 2 * HOUR }, source: S.dateparserTests },
  { text: 'in an hour and a half', expect: { ms: 90 * MIN }, source: S.dateparserTests },
  { text: 'in 3 days', expect: { ms: 3 * DAY }, source: S.dateparserTests },
  { text: 'in a couple of hours', expect: { ms: 2 * HOUR }, source: S.dateparserTests },
  { text: '10 minutes from now', expect: { ms: 10 * MIN }, source: S.dateparserTests },
  // Days
  { text: 'tomorrow morning', expect: { day: 1, at: '09:00' }, source: S.chronoCasual },
  { text: 'this evening', expect: { day: 0, at: '18:00' }, source: S.chronoCasual },
  { text: 'on Friday', expect: { weekday: 5 }, source: S.chronoCasual },
  { text: 'next Tuesday at 10am', expect: { weekday: 2, at: '10:00' }, source: S.chronoCasual },
  { text: 'Saturday at 11', expect: { weekday: 6, at: '11:00' }, source: S.chronoCasual },
  { text: 'Sunday at 14:00', expect: { weekday: 7, at: '14:00' }, source: S.chronoCasual },
  { text: 'the day after tomorrow', expect: { ms: 2 * DAY }, source: S.chronoCasual },
  { text: 'tonight at 8', expect: { day: 0, at: '20:00' }, source: S.chronoCasual },
  { text: 'Friday 5pm', expect: { weekday: 5, at: '17:00' }, source: S.chronoCasual },
  { text: 'on 24/12 at 18:00', expect: { numeric: [24, 12], at: '18:00' }, source: S.chronoGB },
  { text: 'tomorrow at 8 in the morning', expect: { day: 1, at: '08:00' }, source: S.chronoCasual },
  // Recurring
  { text: 'every day at 8am', expect: { next: '08:00', rec: 'daily' }, source: S.issue },
  {
    text: 'every Monday at 9am',
    expect: { weekday: 1, at: '09:00', inclusive: true, rec: 'weekly' },
    source: S.issue,
  },
  { text: 'every 2 weeks', expect: { day: 1, at: '09:00', rec: 'every_n_weeks' }, source: S.issue },
  // Must be refused
  { text: 'whenever', expect: { refuse: true }, source: S.issue },
  // Chronic's parsing tests (the eighth round's new source)
  ...chronicExpressions,
  // Sugar's date tests and parsedatetime's Australian locale tests (the ninth round's new sources)
  ...sugarExpressions,
  ...dayFirstExpressions,
  // natty's and go-naturaldate's tests (the tenth round's new sources)
  ...nattyExpressions,
  ...naturaldateExpressions,
  // matthewmueller/date's tests (the eleventh round's new source)
  ...dateJsExpressions,
  // alvinwan/timefhuman's tests (the eleventh round's second new source)
  ...timefhumanExpressions,
];
