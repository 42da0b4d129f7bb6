import { describe, it } from 'vitest';
import { expectReading, SUNDAY, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Chinese and Korean forms of the fifth round (decisions.md, "Time expressions, fifth
 * round: Japanese, Chinese, Korean"), at WEDNESDAY 4 March 2026 08:00 UTC (17:00 in Tokyo and
 * Seoul, 16:00 in Shanghai and Taipei) unless a row says SUNDAY (8 March, same hours).
 */
type Row = [string, string, Want];
type DatedRow = [number, string, string, Want];

/** The month's end and the weekend, written as one word. */
const endsAndWeekends: Row[] = [
  ['ja', '月末', '2026-03-31 17:00'],
  ['ja', '月末の15時', '2026-03-31 15:00'],
  ['ja', '週末', '2026-03-07 09:00'],
  ['ja', '今週末の10時', '2026-03-07 10:00'],
  ['zh-CN', '月底', '2026-03-31 17:00'],
  ['zh-CN', '月底下午3点', '2026-03-31 15:00'],
  ['zh-CN', '周末', '2026-03-07 09:00'],
  ['zh-CN', '这周末上午10点', '2026-03-07 10:00'],
  ['zh-TW', '月底', '2026-03-31 17:00'],
  ['zh-TW', '這週末下午3點', '2026-03-07 15:00'],
  ['ko', '월말', '2026-03-31 17:00'],
  ['ko', '이번 주말', '2026-03-07 09:00'],
  ['ko', '이번 주말 오후 3시', '2026-03-07 15:00'],
  // The word alone is the coming weekend, as 週末 and 周末 (eleventh round; refused before).
  ['ko', '주말', '2026-03-07 09:00'],
];

/** Every weekend: a weekly recurrence on Saturday and Sunday. */
const everyWeekend: Row[] = [
  ['ja', '毎週末の10時', '2026-03-07 10:00'],
  ['zh-CN', '每周末', '2026-03-07 09:00'],
  ['zh-TW', '每週末', '2026-03-07 09:00'],
  ['ko', '주말마다', '2026-03-07 09:00'],
];

/** The week after next, alone (two weeks from now) or with its weekday. */
const weekAfterNext: Row[] = [
  ['ja', '再来週', '2026-03-18 17:00'],
  ['ja', '再来週の月曜日', '2026-03-16 09:00'],
  ['ja', '再来週金曜の15時', '2026-03-20 15:00'],
  ['zh-CN', '下下周', '2026-03-18 16:00'],
  ['zh-CN', '下下周一下午3点', '2026-03-16 15:00'],
  ['zh-CN', '下下个星期三', '2026-03-18 09:00'],
  ['zh-TW', '下下週五', '2026-03-20 09:00'],
  ['zh-TW', '下下禮拜三', '2026-03-18 09:00'],
  ['ko', '다다음 주', '2026-03-18 17:00'],
  ['ko', '다다음 주 월요일', '2026-03-16 09:00'],
  ['ko', '다다음주 금요일 오후 3시', '2026-03-20 15:00'],
];

/** Noon as a time of day: alone, after a day, before 12 o'clock. */
const noon: Row[] = [
  ['ja', '昼', '2026-03-05 12:00'],
  ['ja', '明日の昼', '2026-03-05 12:00'],
  ['ja', 'お昼', '2026-03-05 12:00'],
  ['ja', '昼12時', '2026-03-05 12:00'],
  ['ja', '正午12時', '2026-03-05 12:00'],
  ['zh-CN', '中午', '2026-03-05 12:00'],
  ['zh-CN', '明天中午', '2026-03-05 12:00'],
  ['zh-CN', '中午1点', '2026-03-05 13:00'],
  ['zh-TW', '中午', '2026-03-05 12:00'],
  ['ko', '점심', '2026-03-05 12:00'],
  ['ko', '내일 점심', '2026-03-05 12:00'],
  ['ko', '점심 12시', '2026-03-05 12:00'],
];

/** Japanese 'N<unit>で' (in N units): minutes, hours and days. */
const inUnits: Row[] = [
  ['ja', '5分で', '2026-03-04 17:05'],
  ['ja', '三十分で', '2026-03-04 17:30'],
  ['ja', '1時間で', '2026-03-04 18:00'],
  ['ja', '2日で', '2026-03-06 17:00'],
];

/** Minutes before the hour in Chinese (差), quarters (刻) included; the hour follows the bare-hour rule. */
const minutesBefore: Row[] = [
  ['zh-CN', '差五分三点', '2026-03-05 14:55'],
  ['zh-CN', '三点差五分', '2026-03-05 14:55'],
  ['zh-CN', '差一刻五点', '2026-03-04 16:45'],
  ['zh-CN', '八点差十分', '2026-03-05 07:50'],
  ['zh-CN', '明天早上差五分八点', '2026-03-05 07:55'],
  ['zh-CN', '晚上八点差一刻', '2026-03-04 19:45'],
  // zh-TW has a 12-hour clock: without a time of day both halves are offered.
  ['zh-TW', '差五分三點', 'ambiguous'],
];

/** Korean native day counts, the coming weekday, the next weekend, Japanese 'この' and 'next Sunday'. */
const daysAndWeekdays: Row[] = [
  ['ko', '이틀 후', '2026-03-06 17:00'],
  ['ko', '사흘 뒤', '2026-03-07 17:00'],
  ['ko', '하루 뒤', '2026-03-05 17:00'],
  ['ko', '열흘 후', '2026-03-14 17:00'],
  ['ko', '이틀 후 오후 3시', '2026-03-06 15:00'],
  ['ko', '이틀', 'invalid'],
  ['ko', '다가오는 금요일', '2026-03-06 09:00'],
  ['ko', '오는 수요일', '2026-03-11 09:00'],
  ['ja', '今度の金曜日', '2026-03-06 09:00'],
  ['ja', 'この金曜日', '2026-03-06 09:00'],
  ['ja', '次の日曜日の午後7:00', '2026-03-08 19:00'],
  ['ja', '次の日の9時', '2026-03-05 09:00'],
  ['ja', '来週末', '2026-03-14 09:00'],
  ['zh-CN', '下周末', '2026-03-14 09:00'],
  ['zh-CN', '下个周末下午3点', '2026-03-14 15:00'],
  ['zh-TW', '下週末', '2026-03-14 09:00'],
  ['ko', '다음주말', '2026-03-14 09:00'],
];

/** Approximations and the night's small hours with minutes. */
const nightAndAround: Row[] = [
  ['ja', '明日の朝5時20分過ぎに', '2026-03-05 05:20'],
  ['ja', '0時かっきり', '2026-03-05 00:00'],
  ['ja', '未明2時', '2026-03-05 02:00'],
  ['ja', '未明二時半', '2026-03-05 02:30'],
  ['ja', '深夜2時半', '2026-03-05 02:30'],
  ['ja', '夜中の2時30分', '2026-03-05 02:30'],
  ['ja', '夜11時半', '2026-03-04 23:30'],
  // The night before that day or after? Refused, as without minutes.
  ['ja', '明日の深夜2時半', 'invalid'],
];

/** Holidays by their everyday names (locales/holidays, infra/holidays.ts). */
const holidays: Row[] = [
  ['zh-CN', '儿童节', '2026-06-01 09:00'],
  ['zh-CN', '妇女节', '2026-03-08 09:00'],
  ['zh-CN', '清明', '2026-04-05 09:00'],
  ['zh-CN', '大年三十', '2027-02-05 09:00'],
  ['zh-CN', '劳动节下午3点', '2026-05-01 15:00'],
  // '五一' is May Day (fifteenth round): the tokenizer keeps it a word, and digits `51` stay refused.
  ['zh-CN', '五一', '2026-05-01 09:00'],
  ['zh-CN', '51', 'invalid'],
  ['zh-TW', '元宵節', '2027-02-20 09:00'],
  ['zh-TW', '重陽', '2026-10-18 09:00'],
  ['ja', 'お正月', '2027-01-01 09:00'],
  ['ja', '子供の日', '2026-05-05 09:00'],
  ['ko', '삼일절', '2027-03-01 09:00'],
  ['ko', '부처님 오신 날', '2026-05-24 09:00'],
];

/** A day of this month or the next. */
const dayOfMonth: Row[] = [
  ['ja', '来月の20日', '2026-04-20 09:00'],
  ['ja', '来月の5日の15時', '2026-04-05 15:00'],
  ['ja', '今月の31日', '2026-03-31 09:00'],
  ['ja', '今月の十日', '2026-03-10 09:00'],
  ['ja', '今月の3日', 'past'],
  ['zh-CN', '下个月5号下午3点', '2026-04-05 15:00'],
  ['zh-CN', '本月10号', '2026-03-10 09:00'],
  ['zh-TW', '下個月5號', '2026-04-05 09:00'],
  ['ko', '다음 달 5일', '2026-04-05 09:00'],
  ['ko', '다음달 5일 오후 3시', '2026-04-05 15:00'],
  ['ko', '이번 달 3일', 'past'],
];

/** The N-th (or last) weekday of a month, the month first or left out. */
const nthWeekday: Row[] = [
  ['ja', '第2金曜日', '2026-03-13 09:00'],
  // This month's first Monday is past: the next month's.
  ['ja', '第1月曜日', '2026-04-06 09:00'],
  ['ja', '5月の第2日曜日', '2026-05-10 09:00'],
  ['ja', '来月の第2月曜日', '2026-04-13 09:00'],
  ['ja', '今月の最後の金曜日', '2026-03-27 09:00'],
  ['ja', '第2金曜日の15時', '2026-03-13 15:00'],
  ['zh-CN', '6月的第二个星期五', '2026-06-12 09:00'],
  ['zh-CN', '下个月第一个周一', '2026-04-06 09:00'],
  ['zh-CN', '本月最后一个周五下午3点', '2026-03-27 15:00'],
  ['zh-TW', '6月的第二個星期五', '2026-06-12 09:00'],
  ['ko', '6월 둘째 금요일', '2026-06-12 09:00'],
  ['ko', '다음 달 2번째 월요일', '2026-04-13 09:00'],
  ['ko', '다음 달 마지막 금요일', '2026-04-24 09:00'],
  // 'last' and ordinal words need their month.
  ['ja', '最後の金曜日', 'invalid'],
  ['ko', '마지막 금요일', 'invalid'],
  ['ko', '둘째 금요일', 'invalid'],
];

/** Parts of the day and the year as one word, 'in' written twice, seconds after the minutes. */
const moreWords: Row[] = [
  ['ja', '明日の朝一', '2026-03-05 09:00'],
  ['ja', '明日の午前中', '2026-03-05 09:00'],
  ['ja', '昼過ぎ', '2026-03-05 15:00'],
  ['ja', '年末', '2026-12-31 17:00'],
  ['zh-CN', '年底', '2026-12-31 17:00'],
  ['ko', '연말', '2026-12-31 17:00'],
  ['ja', 'あと30分で', '2026-03-04 17:30'],
  ['ja', 'あと5分後', '2026-03-04 17:05'],
  ['ja', '午後7時56分30秒', '2026-03-04 19:56'],
  ['ko', '저녁 7시 56분 30초', '2026-03-04 19:56'],
  ['zh-CN', '下午3点10分5秒', '2026-03-05 15:10'],
  // Korean minutes in Sino-Korean words.
  ['ko', '십분 후', '2026-03-04 17:10'],
  ['ko', '십오분 후', '2026-03-04 17:15'],
  ['ko', '오후 네시 삼십분', '2026-03-05 16:30'],
  ['ko', '오후 네 시 십오 분', '2026-03-05 16:15'],
];

/** Refused: past, ambiguous, or how long rather than when. */
const refused: DatedRow[] = [
  [WEDNESDAY, 'ja', '今日の昼', 'past'],
  [WEDNESDAY, 'zh-CN', '今天中午', 'past'],
  [SUNDAY, 'ja', '週末', 'past'],
  [SUNDAY, 'zh-CN', '这周末上午10点', 'past'],
  [SUNDAY, 'ko', '이번 주말 오후 3시', 'past'],
  // A Sunday in a locale whose week may start on Sunday or Monday: both weeks are offered.
  [SUNDAY, 'ja', '再来週の月曜日', 'ambiguous'],
  [SUNDAY, 'ko', '다다음 주 월요일', 'ambiguous'],
  // zh-CN's week starts on Monday: one reading.
  [SUNDAY, 'zh-CN', '下下周一下午3点', '2026-03-16 15:00'],
  // Weeks and months with で say how long something takes ('2週間で覚える'), not when.
  [WEDNESDAY, 'ja', '2週間で', 'invalid'],
  [WEDNESDAY, 'ja', '2か月で', 'invalid'],
  [WEDNESDAY, 'ja', '明日で', 'invalid'],
  // The first Monday of this month (2 March) is past.
  [WEDNESDAY, 'ja', '今月の第1月曜日', 'past'],
  // No fifth Friday in April 2026.
  [WEDNESDAY, 'ja', '来月の第5金曜日', 'invalid'],
];

describe('CJK forms, fifth round', () => {
  for (const [name, rows] of [
    ['the month end and the weekend', endsAndWeekends],
    ['every weekend', everyWeekend],
    ['the week after next', weekAfterNext],
    ['noon as a time of day', noon],
    ['Japanese N<unit>で', inUnits],
    ['minutes before the hour (差)', minutesBefore],
    ['day counts, coming weekdays and the next weekend', daysAndWeekdays],
    ['approximations and the night with minutes', nightAndAround],
    ['holidays by their everyday names', holidays],
    ['a day of this month or the next', dayOfMonth],
    ['the N-th weekday of a month', nthWeekday],
    ['parts of the day and year, in twice, seconds', moreWords],
  ] as const)
    it(`reads ${name}`, () => {
      for (const [locale, text, want] of rows) expectReading(locale, WEDNESDAY, text, want);
    });

  it('refuses the past, asks where the week start is open, and refuses how-long forms', () => {
    for (const [now, locale, text, want] of refused) expectReading(locale, now, text, want);
  });
});

describe('The night with minutes in other languages (the same rule)', () => {
  it('reads 2:30 at night as 02:30 and refuses it with a day', () => {
    expectReading('ru', WEDNESDAY, 'в 2:30 ночи', '2026-03-05 02:30');
    expectReading('ru', WEDNESDAY, 'в 11:30 ночи', '2026-03-04 23:30');
    expectReading('ru', WEDNESDAY, 'завтра в 2:30 ночи', 'invalid');
  });
});
