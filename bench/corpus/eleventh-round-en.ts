/**
 * The eleventh round's independent source for English (issue 18), transcribed by hand: the
 * tests of matthewmueller/date (test/parser.js), each form with the line that parses it and that
 * test's reading moved to our reference instants, as the tenth round did (a weekday or a date
 * without a year is its next occurrence; a date without a clock is 09:00; a time of day is our
 * default hour: morning 09:00, afternoon 15:00, evening 18:00, night 21:00, where the source has
 * 08:00, 14:00, 17:00 and 19:00, and alone it is the next one, as a clock alone is; a past
 * reading, or one beyond a year, must be refused). No code of theirs is kept. Read alike in en
 * and en-GB.
 *
 * Left out: periods alone (`this month`, `next year`), tests at another reference instant than
 * the file's (`1 month` on 31 January, `today at 1am` on the test machine's clock), a duration
 * counted from another day (`10 minutes starting tomorrow`), chains of a day, a clock and a
 * length (`tomorrow afternoon at 4:30pm 1 month from now`), days and hours added together
 * (`5 days and 2 hours`: a wall clock or elapsed hours across a clock change?). Where our
 * documented decisions differ the case carries ours: a bare hour 1-6 is the afternoon's (`at5`:
 * 17:00, the source 05:00; asked in en-US), a day's midnight is its end (asked),
 * `31st of September` (no such day; the source rolls it to 1 October) and a misspelt unit
 * (`2 monthes from tomorrow`) are refused, as is `2M from tomorrow` (letter case is not read:
 * `2m` is two minutes, from tomorrow?), and the sentence around a form (`remind me about
 * laundry in 2 hours 30 mins please`) is not dropped.
 *
 * And alvinwan/timefhuman's end-to-end tests (tests/test_e2e.py), the same way: its single
 * instants, durations and named days. Left out: ranges and choices (`3p -4p`, `July 4th or 5th at
 * 3PM`), a month alone (`July 2019`, `next July`), sentences (`Are you free this Wed at 3p?`), zone
 * names beside a clock (`3p EST`, `5p Eastern Time`: the abbreviation's season decides, a rule the
 * source does not have), a weekday that does not fit its date (`Wed 25 Jun` 2018, a Monday),
 * `next next Monday`, and days and hours added (`1 day and an hour`). Ours where it differs: times
 * of day at our hours (the source's morning is 06:00, night 20:00), `July 17 at 3` by the bare-hour
 * rule (15:00; asked in en-US; the source 03:00), a stray word (`e 6:50PM`) refused.
 */
import type { Expression } from './expressions.js';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const at = (line: number): string =>
  `https://github.com/matthewmueller/date/blob/master/test/parser.js#L${line}`;
const refuse = { refuse: true } as const;

export const dateJsExpressions: readonly Expression[] = [
  // Minutes and hours from now.
  { text: '10m', expect: { ms: 10 * MIN }, source: at(24) },
  { text: '10min', expect: { ms: 10 * MIN }, source: at(30) },
  { text: '10 minutes', expect: { ms: 10 * MIN }, source: at(36) },
  { text: '10 minutes from now', expect: { ms: 10 * MIN }, source: at(42) },
  { text: 'in 5 hours', expect: { ms: 5 * HOUR }, source: at(60) },
  { text: '5 hours later', expect: { ms: 5 * HOUR }, source: at(66) },
  { text: 'in 5h', expect: { ms: 5 * HOUR }, source: at(72) },
  { text: 'in 5hrs', expect: { ms: 5 * HOUR }, source: at(78) },
  { text: 'an hour later', expect: { ms: HOUR }, source: at(820) },
  { text: 'two hour later', expect: { ms: 2 * HOUR }, source: at(839) },
  { text: 'two hours later', expect: { ms: 2 * HOUR }, source: at(857) },
  { text: '2 hours 30 mins', expect: { ms: 2.5 * HOUR }, source: at(885) },
  // Clock times.
  { text: '5am', expect: { next: '05:00' }, source: at(84) },
  { text: '5pm', expect: { next: '17:00' }, source: at(90) },
  { text: 'at5', expect: { next: '17:00' }, source: at(96) },
  { text: 'at 17', expect: { next: '17:00' }, source: at(102) },
  { text: 'at 12:30', expect: { next: '12:30' }, source: at(108) },
  { text: 'at 12.30', expect: { next: '12:30' }, source: at(114) },
  { text: 'at 23:35', expect: { next: '23:35' }, source: at(120) },
  { text: 'at 0:30', expect: { next: '00:30' }, source: at(126) },
  { text: '1:30', expect: { next: '01:30' }, source: at(627) },
  { text: '2:31', expect: { next: '02:31' }, source: at(633) },
  { text: '00:28', expect: { next: '00:28' }, source: at(640) },
  { text: 'at 12:30pm', expect: { next: '12:30' }, source: at(675) },
  { text: 'midnight', expect: { next: '00:00' }, source: at(287) },
  { text: 'noon', expect: { next: '12:00' }, source: at(313) },
  // Days.
  { text: 'in 2 days', expect: { ms: 2 * DAY }, source: at(138) },
  { text: 'in 2d', expect: { ms: 2 * DAY }, source: at(144) },
  { text: 'tuesday at 9am', expect: { weekday: 2, at: '09:00' }, source: at(156) },
  { text: 'monday at 9am', expect: { weekday: 1, at: '09:00' }, source: at(162) },
  { text: 'Monday at 9am', expect: { weekday: 1, at: '09:00' }, source: at(168) },
  { text: 'monday at 9', expect: { weekday: 1, at: '09:00' }, source: at(174) },
  { text: 'monday at 21', expect: { weekday: 1, at: '21:00' }, source: at(180) },
  { text: 'monday at 1:00am', expect: { weekday: 1, at: '01:00' }, source: at(186) },
  { text: 'next monday at 1:00am', expect: { weekday: 1, at: '01:00' }, source: at(192) },
  { text: 'last monday at 1:00am', expect: refuse, source: at(198) },
  { text: 'tomorrow at 3pm', expect: { day: 1, at: '15:00' }, source: at(210) },
  { text: 'tmr at 3pm', expect: { day: 1, at: '15:00' }, source: at(216) },
  { text: 'yesterday at 3pm', expect: refuse, source: at(228) },
  { text: 'ytd at 3pm', expect: refuse, source: at(234) },
  { text: 'yesterday at 15', expect: refuse, source: at(240) },
  { text: 'yesterday at 12:30am', expect: refuse, source: at(246) },
  { text: 'today at 11am', expect: { day: 0, at: '11:00' }, source: at(696) },
  { text: 'tomorrow at midnight', expect: { day: 2, at: '00:00' }, source: at(294) },
  { text: 'tomorrow at noon', expect: { day: 1, at: '12:00' }, source: at(319) },
  { text: 'tomorrow at 9 in the morning', expect: { day: 1, at: '09:00' }, source: at(682) },
  // Tonight and the times of day.
  { text: '5pm tonight', expect: { day: 0, at: '17:00' }, source: at(258) },
  { text: 'tonight at 5pm', expect: { day: 0, at: '17:00' }, source: at(264) },
  { text: 'tonight at 5', expect: { day: 0, at: '17:00' }, source: at(270) },
  { text: 'tonight at 5:30', expect: { day: 0, at: '17:30' }, source: at(276) },
  { text: 'night', expect: { next: '21:00' }, source: at(374) },
  { text: 'tomorrow night', expect: { day: 1, at: '21:00' }, source: at(380) },
  { text: 'tomorrow night at 9', expect: { day: 1, at: '21:00' }, source: at(386) },
  { text: 'last night', expect: refuse, source: at(392) },
  { text: 'evening', expect: { next: '18:00' }, source: at(404) },
  { text: 'tomorrow evening', expect: { day: 1, at: '18:00' }, source: at(410) },
  { text: 'tomorrow evening at 9', expect: { day: 1, at: '21:00' }, source: at(416) },
  { text: 'last evening', expect: refuse, source: at(422) },
  { text: 'afternoon', expect: { next: '15:00' }, source: at(434) },
  { text: 'tomorrow afternoon', expect: { day: 1, at: '15:00' }, source: at(440) },
  { text: 'last afternoon', expect: refuse, source: at(446) },
  { text: 'morning', expect: { next: '09:00' }, source: at(458) },
  { text: 'tomorrow morning', expect: { day: 1, at: '09:00' }, source: at(464) },
  { text: 'last morning', expect: refuse, source: at(470) },
  { text: 'this morning at 9', expect: { day: 0, at: '09:00' }, source: at(476) },
  { text: 'tomorrow afternoon at 3pm', expect: { day: 1, at: '15:00' }, source: at(608) },
  { text: '3pm tomorrow afternoon', expect: { day: 1, at: '15:00' }, source: at(616) },
  // Weeks and months.
  { text: 'next week tuesday', expect: { weekday: 2, week: 1 }, source: at(338) },
  { text: 'next w tuesday', expect: { weekday: 2, week: 1 }, source: at(344) },
  { text: 'next wk tuesday', expect: { weekday: 2, week: 1 }, source: at(350) },
  {
    text: 'next week tuesday at 4:30pm',
    expect: { weekday: 2, week: 1, at: '16:30' },
    source: at(356),
  },
  {
    text: '2 weeks from wednesday',
    expect: { weekday: 3, this: true, plusDays: 14 },
    source: at(362),
  },
  { text: '2w from wednesday', expect: { weekday: 3, this: true, plusDays: 14 }, source: at(826) },
  {
    text: 'a fortnight from wednesday',
    expect: { weekday: 3, this: true, plusDays: 14 },
    source: at(845),
  },
  { text: '2 months from tomorrow', expect: { months: 2, ms: DAY }, source: at(506) },
  { text: '2M from tomorrow', expect: refuse, source: at(512) },
  { text: '2 monthes from tomorrow', expect: refuse, source: at(518) },
  // Dates.
  { text: '2nd of January 12:30', expect: { date: '01-02', at: '12:30' }, source: at(711) },
  { text: '1st of March', expect: { date: '03-01', at: '09:00' }, source: at(717) },
  { text: '1 st of March', expect: { date: '03-01', at: '09:00' }, source: at(723) },
  { text: '31st of September 4:00am', expect: refuse, source: at(729) },
  { text: '1st of January 4:00am', expect: { date: '01-01', at: '04:00' }, source: at(736) },
  { text: '9th of December 4:00am', expect: { date: '12-09', at: '04:00' }, source: at(742) },
  { text: '2nd day of January 12:30', expect: { date: '01-02', at: '12:30' }, source: at(833) },
  { text: 'on 2nd January 12:30', expect: { date: '01-02', at: '12:30' }, source: at(912) },
  // The past, and beyond a year: refused.
  { text: '2 years from yesterday at 5pm', expect: refuse, source: at(570) },
  { text: '2 years ago', expect: refuse, source: at(576) },
  { text: '2 years ago--.', expect: refuse, source: at(582) },
  { text: '2 years ago tomorrow', expect: refuse, source: at(588) },
  { text: '10 seconds ago', expect: refuse, source: at(756) },
  { text: '5 minutes ago', expect: refuse, source: at(762) },
  { text: '1 minutes ago', expect: refuse, source: at(768) },
  { text: '5 hours ago', expect: refuse, source: at(774) },
  { text: '5 day ago', expect: refuse, source: at(787) },
  { text: '2 week ago', expect: refuse, source: at(793) },
  { text: '10 months ago', expect: refuse, source: at(799) },
  { text: '10 year ago', expect: refuse, source: at(805) },
  { text: 'a minute ago', expect: refuse, source: at(851) },
  { text: 'May 13, 2011 01:30:00', expect: refuse, source: at(947) },
  { text: '13 May 2011 01:30', expect: refuse, source: at(954) },
  { text: 'invalid', expect: refuse, source: at(658) },
  {
    text: 'remind me about laundry in 2 hours 30 mins please',
    expect: refuse,
    source: at(941),
  },
];

const tfh = (line: number): string =>
  `https://github.com/alvinwan/timefhuman/blob/master/tests/test_e2e.py#L${line}`;

export const timefhumanExpressions: readonly Expression[] = [
  { text: '5p', expect: { next: '17:00' }, source: tfh(10) },
  { text: '7-17-18', expect: refuse, source: tfh(15) },
  { text: '2018-7-17', expect: refuse, source: tfh(16) },
  { text: 'July 17, 2018 at 3p.m.', expect: refuse, source: tfh(21) },
  { text: '3PM on July 17', expect: { date: '07-17', at: '15:00' }, source: tfh(23) },
  { text: 'July 17 at 3', expect: { date: '07-17', at: '15:00' }, source: tfh(24) },
  { text: '3 p.m. today', expect: { day: 0, at: '15:00' }, source: tfh(26) },
  { text: 'Tomorrow 3p', expect: { day: 1, at: '15:00' }, source: tfh(27) },
  { text: '3p tomorrow', expect: { day: 1, at: '15:00' }, source: tfh(28) },
  { text: 'yesterday 3p', expect: refuse, source: tfh(29) },
  { text: 'July 3rd', expect: { date: '07-03', at: '09:00' }, source: tfh(30) },
  { text: '30 minutes', expect: { ms: 30 * MIN }, source: tfh(69) },
  { text: 'in 1 year', expect: { months: 12 }, source: tfh(72) },
  { text: '1 year ago', expect: refuse, source: tfh(73) },
  { text: '2022-12-27T09:15:01.002', expect: refuse, source: tfh(76) },
  { text: 'Sunday 7/7/2019', expect: refuse, source: tfh(95) },
  { text: '1/1/95', expect: refuse, source: tfh(96) },
  { text: '30 mins', expect: { ms: 30 * MIN }, source: tfh(111) },
  { text: '2 hours', expect: { ms: 2 * HOUR }, source: tfh(112) },
  { text: '2 hours 30 minutes', expect: { ms: 2.5 * HOUR }, source: tfh(113) },
  { text: '2 hours and 30 minutes', expect: { ms: 2.5 * HOUR }, source: tfh(114) },
  { text: '2h30m', expect: { ms: 2.5 * HOUR }, source: tfh(115) },
  { text: '1.5 hours', expect: { ms: 1.5 * HOUR }, source: tfh(117) },
  { text: '1.5h', expect: { ms: 1.5 * HOUR }, source: tfh(118) },
  { text: 'in five minutes', expect: { ms: 5 * MIN }, source: tfh(119) },
  { text: 'awk', expect: refuse, source: tfh(120) },
  { text: 'a wk', expect: { ms: 7 * DAY }, source: tfh(121) },
  { text: 'thirty two hours', expect: { ms: 32 * HOUR }, source: tfh(122) },
  { text: 'next Monday', expect: { weekday: 1 }, source: tfh(144) },
  { text: 'this Monday', expect: { weekday: 1, this: true }, source: tfh(145) },
  { text: 'last Monday', expect: refuse, source: tfh(147) },
  {
    text: 'last Wednesday of December',
    expect: { nth: [3, -1], at: '09:00', month: 12 },
    source: tfh(150),
  },
  {
    text: 'first Wednesday of December',
    expect: { nth: [3, 1], at: '09:00', month: 12 },
    source: tfh(151),
  },
  {
    text: 'second Wednesday of December',
    expect: { nth: [3, 2], at: '09:00', month: 12 },
    source: tfh(152),
  },
  {
    text: 'third Wednesday of December',
    expect: { nth: [3, 3], at: '09:00', month: 12 },
    source: tfh(153),
  },
  {
    text: 'fourth Wednesday of December',
    expect: { nth: [3, 4], at: '09:00', month: 12 },
    source: tfh(154),
  },
  { text: 'afternoon', expect: { next: '15:00' }, source: tfh(157) },
  { text: 'morning', expect: { next: '09:00' }, source: tfh(158) },
  { text: 'evening', expect: { next: '18:00' }, source: tfh(159) },
  { text: 'night', expect: { next: '21:00' }, source: tfh(160) },
  { text: 'today night', expect: { day: 0, at: '21:00' }, source: tfh(161) },
  { text: 'tonight', expect: { day: 0, at: '20:00' }, source: tfh(162) },
  { text: 'midnight', expect: { next: '00:00' }, source: tfh(163) },
  { text: 'midday', expect: { next: '12:00' }, source: tfh(164) },
  { text: 'e 6:50PM', expect: refuse, source: tfh(166) },
  { text: '5p mon', expect: { weekday: 1, at: '17:00' }, source: tfh(193) },
  { text: '4p tu', expect: { weekday: 2, at: '16:00' }, source: tfh(194) },
];
