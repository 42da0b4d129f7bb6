/**
 * British English (`en-GB`) time expressions as typed in the UK: day-first dates, 'fortnight',
 * Sources: chrono-node's en-GB and little-endian tests, dateparser's en data and tests.
 */
import type { Expression } from '../expressions.js';

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

/** A case transcribed from Chronic's parsing tests: the line. */
const chronic = (line: number): string =>
  `https://github.com/mojombo/chronic/blob/master/test/test_parsing.rb#L${line}`;

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
  { text: 'aug 3', expect: { date: '08-03' }, source: chronic(51) },
  { text: 'aug. 3', expect: { date: '08-03' }, source: chronic(57) },
  { text: 'aug-20', expect: { date: '08-20' }, source: chronic(63) },
  { text: 'may 27th', expect: { date: '05-27' }, source: chronic(100) },
  { text: 'may 28 5pm', expect: { date: '05-28', at: '17:00' }, source: chronic(75) },
  { text: 'may 28 at 5pm', expect: { date: '05-28', at: '17:00' }, source: chronic(78) },
  { text: '5pm on may 28', expect: { date: '05-28', at: '17:00' }, source: chronic(89) },
  { text: '5pm may 28', expect: { date: '05-28', at: '17:00' }, source: chronic(92) },
  { text: 'may 27th 5:00 pm', expect: { date: '05-27', at: '17:00' }, source: chronic(106) },
  { text: 'may 27th at 5pm', expect: { date: '05-27', at: '17:00' }, source: chronic(109) },
  { text: '22nd February', expect: { date: '02-22' }, source: chronic(122) },
  { text: '31st of may at 6:30pm', expect: { date: '05-31', at: '18:30' }, source: chronic(125) },
  { text: '11th december 8am', expect: { date: '12-11', at: '08:00' }, source: chronic(128) },
  { text: '22 February', expect: { date: '02-22' }, source: chronic(138) },
  { text: '22 feb', expect: { date: '02-22' }, source: chronic(141) },
  { text: '22-feb', expect: { date: '02-22' }, source: chronic(144) },
  { text: '31 of may at 6:30pm', expect: { date: '05-31', at: '18:30' }, source: chronic(147) },
  { text: '11 december 8am', expect: { date: '12-11', at: '08:00' }, source: chronic(150) },
  { text: '5:00 pm may 27th', expect: { date: '05-27', at: '17:00' }, source: chronic(155) },
  { text: '05:00 pm may 27th', expect: { date: '05-27', at: '17:00' }, source: chronic(158) },
  { text: '5pm on may 27th', expect: { date: '05-27', at: '17:00' }, source: chronic(161) },
  { text: 'may 33', expect: { refuse: true }, source: chronic(172) },
  { text: 'may 32', expect: { refuse: true }, source: chronic(175) },
  { text: '9am on Saturday', expect: { weekday: 6, at: '09:00' }, source: chronic(468) },
  { text: 'on Tuesday', expect: { weekday: 2 }, source: chronic(471) },
  { text: '13:45', expect: { next: '13:45' }, source: chronic(585) },
  { text: '1:01pm', expect: { next: '13:01' }, source: chronic(588) },
  { text: 'friday 13:00', expect: { weekday: 5, at: '13:00' }, source: chronic(599) },
  { text: '4 pm', expect: { next: '16:00' }, source: chronic(611) },
  { text: '12 pm', expect: { next: '12:00' }, source: chronic(617) },
  { text: '12:01 am', expect: { next: '00:01' }, source: chronic(623) },
  { text: '12 am', expect: { next: '00:00' }, source: chronic(626) },
  { text: '4:00 in the morning', expect: { next: '04:00' }, source: chronic(629) },
  { text: '0:10', expect: { next: '00:10' }, source: chronic(632) },
  { text: 'november 4', expect: { date: '11-04' }, source: chronic(635) },
  { text: 'aug 24', expect: { date: '08-24' }, source: chronic(638) },
  { text: 'friday 1 pm', expect: { weekday: 5, at: '13:00' }, source: chronic(643) },
  { text: 'friday 11 at night', expect: { weekday: 5, at: '23:00' }, source: chronic(646) },
  { text: 'friday 11 in the evening', expect: { weekday: 5, at: '23:00' }, source: chronic(649) },
  { text: 'sunday 6am', expect: { weekday: 7, at: '06:00' }, source: chronic(652) },
  { text: 'friday evening at 7', expect: { weekday: 5, at: '19:00' }, source: chronic(655) },
  { text: 'tomorrow at 4a.m.', expect: { day: 1, at: '04:00' }, source: chronic(492) },
  { text: 'today at 2100', expect: { day: 0, at: '21:00' }, source: chronic(841) },
  { text: 'tomorrow at 0900', expect: { day: 1, at: '09:00' }, source: chronic(847) },
  { text: 'tonight at 7', expect: { day: 0, at: '19:00' }, source: chronic(865) },
  { text: 'tonight 7', expect: { day: 0, at: '19:00' }, source: chronic(868) },
  { text: '7 tonight', expect: { day: 0, at: '19:00' }, source: chronic(871) },
  { text: 'tomorrow evening at 7', expect: { day: 1, at: '19:00' }, source: chronic(888) },
  { text: 'tomorrow morning at 5:30', expect: { day: 1, at: '05:30' }, source: chronic(891) },
  { text: 'sunday at 8:15pm', expect: { weekday: 7, at: '20:15' }, source: chronic(901) },
  { text: 'yesterday at 4:00', expect: { refuse: true }, source: chronic(835) },
  { text: 'last friday at 4:00', expect: { refuse: true }, source: chronic(853) },
  { text: '3 days ago', expect: { refuse: true }, source: chronic(948) },
  { text: '6 months hence', expect: { months: 6 }, source: chronic(971) },
  { text: '3 fortnights hence', expect: { ms: 42 * DAY }, source: chronic(974) },
  { text: '1 week from now', expect: { ms: 7 * DAY }, source: chronic(977) },
  { text: '1 day hence', expect: { ms: DAY }, source: chronic(986) },
  { text: '1 hour from now', expect: { ms: HOUR }, source: chronic(992) },
  { text: '20 minutes hence', expect: { ms: 20 * MIN }, source: chronic(995) },
  { text: '20 seconds from now', expect: { ms: 20_000 }, source: chronic(998) },
  {
    text: '25 minutes and 20 seconds from now',
    expect: { ms: 25 * MIN + 20_000 },
    source: chronic(1005),
  },
  {
    text: '24 hours and 20 minutes from now',
    expect: { ms: 24 * HOUR + 20 * MIN },
    source: chronic(1008),
  },
  {
    text: '24 hours 20 minutes from now',
    expect: { ms: 24 * HOUR + 20 * MIN },
    source: chronic(1011),
  },
  { text: 'in 3 hours', expect: { ms: 3 * HOUR }, source: chronic(1016) },
  { text: 'thirty-three days from now', expect: { ms: 33 * DAY }, source: chronic(1104) },
];
