import { describe, it } from 'vitest';
import { expectReading, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/** Day words and days of the month (decisions.md, "… second round"), at WEDNESDAY 4 March 2026 (see time-forms-clock). */
type Row = [string, string, Want];

const dayWords: Row[] = [
  ['ru', 'послепослезавтра в 10:00', '2026-03-07 10:00'],
  ['ru', 'этим вечером', '2026-03-04 18:00'],
  ['pl', 'po jutrze', '2026-03-06 09:00'],
  ['pl', 'po jutrze o 10', '2026-03-06 10:00'],
  ['tr', 'ertesi gün saat 9', '2026-03-05 09:00'],
  ['ja', '明朝', '2026-03-05 09:00'],
  ['ja', 'しあさって', '2026-03-07 17:00'],
  ['ja', '今朝', 'past'],
  ['ko', '낼 오전 9시', '2026-03-05 09:00'],
  ['ko', '글피', '2026-03-07 17:00'],
  ['zh-CN', '今日', '2026-03-04 23:59'],
  ['zh-CN', '明日', '2026-03-05 16:00'],
  ['zh-CN', '明日下午3点', '2026-03-05 15:00'],
  ['zh-CN', '大后天', '2026-03-07 16:00'],
  ['zh-CN', '今早', 'past'],
  ['zh-TW', '明日下午3點', '2026-03-05 15:00'],
  ['zh-TW', '今日晚上8點', '2026-03-04 20:00'],
  ['zh-CN', '今日夜晚', '2026-03-04 21:00'],
  ['uk', 'цього вечора', '2026-03-04 18:00'],
  ['uk', 'післяпіслязавтра о 9', '2026-03-07 09:00'],
  ['ja', '次の日の9時', '2026-03-05 09:00'],
  ['zh-CN', '後天', '2026-03-06 16:00'],
  ['zh-CN', '週三下午3点', '2026-03-11 15:00'],
  ['zh-CN', '今晨5点', 'past'],
];

const monthDays: Row[] = [
  ['ru', '3-е марта', '2027-03-03 09:00'],
  ['ru', '24го октября, 9:00', '2026-10-24 09:00'],
  ['ru', '10-августа 2026', '2026-08-10 09:00'],
  ['ru', '15 числа', '2026-03-15 09:00'],
  ['ru', '15-го числа в 10:00', '2026-03-15 10:00'],
  ['ru', '3-го', '2026-04-03 09:00'],
  ['uk', '15 числа о 9', '2026-03-15 09:00'],
  ['uk', '3-го березня о 10', '2027-03-03 10:00'],
  ['tr', "3 Mart'ta", '2027-03-03 09:00'],
  ['tr', "10 Nisan'da saat 10'da", '2026-04-10 10:00'],
  ['ja', '3日に', '2026-04-03 09:00'],
  ['ja', '5日の15時', '2026-03-05 15:00'],
  ['ko', '3일에', '2026-04-03 09:00'],
  ['ko', '5일 오후 3시', '2026-03-05 15:00'],
  ['zh-CN', '3号', '2026-04-03 09:00'],
  ['zh-CN', '5号下午3点', '2026-03-05 15:00'],
  ['zh-TW', '31號', '2026-03-31 09:00'],
  ['zh-CN', '3日下午3点', '2026-04-03 15:00'],
];

/** Year, month, day with slashes, as Japanese and Chinese write dates: never day first. */
const yearFirst: Row[] = [
  ['ja', '2026/3/31 15:00', '2026-03-31 15:00'],
  ['zh-CN', '2026/4/5', '2026-04-05 09:00'],
  ['ru', '2026/04/05', '2026-04-05 09:00'],
];

/** Weekday sets of two words: a weekly recurrence on Monday to Friday (first occurrence shown). */
const weekdaySets: Row[] = [
  ['pl', 'w dni robocze o 10:00', '2026-03-04 10:00'],
  ['tr', 'hafta içi her gün 9:00', '2026-03-05 09:00'],
  ['tr', 'hafta içi saat 12', '2026-03-04 12:00'],
];

/** A weekday beside a date: read when the date falls on it, refused when it does not. 5 March 2026 is a Thursday. */
const weekdayAndDate: Row[] = [
  ['ru', 'четверг, 5 марта', '2026-03-05 09:00'],
  ['ru', 'в четверг, 5 марта в 10:00', '2026-03-05 10:00'],
  ['ru', '5 марта, четверг', '2026-03-05 09:00'],
  ['ru', 'пятница, 5 марта', 'invalid'],
  ['uk', 'четвер, 5 березня', '2026-03-05 09:00'],
  ['pl', 'w czwartek 5 marca o 10', '2026-03-05 10:00'],
  ['tr', '5 Mart 2026 Perşembe saat 10:00', '2026-03-05 10:00'],
  ['ja', '3月5日(木)15時', '2026-03-05 15:00'],
  ['ja', '3月5日木曜日', '2026-03-05 09:00'],
  ['ja', '3月6日(木)', 'invalid'],
  ['ko', '3월 5일 (목)', '2026-03-05 09:00'],
  ['ko', '3월 5일 목요일 오후 3시', '2026-03-05 15:00'],
  ['zh-CN', '3月5日(周四)下午3点', '2026-03-05 15:00'],
  ['zh-TW', '3月5日（週四）', '2026-03-05 09:00'],
];

/** Abbreviations of weekdays and months from dateparser's language data. */
const abbreviations: Row[] = [
  ['ru', 'птн в 10:00', '2026-03-06 10:00'],
  ['ru', '5 февр', '2027-02-05 09:00'],
  ['uk', '5 сер о 10', '2026-08-05 10:00'],
  ['pl', 'w pn o 9', '2026-03-09 09:00'],
];

describe('Form families: day words and days of the month (ru, uk, pl, tr, ja, ko, zh)', () => {
  it.each(dayWords)(
    'other words for today, tomorrow and the days after: %s "%s" is %s',
    (locale, text, want) => expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(weekdaySets)('weekdays in two words: %s "%s" first falls on %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(weekdayAndDate)('a weekday and a date together: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(yearFirst)('a numeric date with the year first: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(abbreviations)('an abbreviated weekday or month: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(monthDays)(
    'a day of the month with an ordinal ending or a particle: %s "%s" is %s',
    (locale, text, want) => expectReading(locale, WEDNESDAY, text, want),
  );
});
