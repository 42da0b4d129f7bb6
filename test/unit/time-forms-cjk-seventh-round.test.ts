import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { expectReading, SUNDAY, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Chinese and Korean forms of the seventh round (decisions.md, "Time expressions,
 * seventh round: Japanese and Chinese"), at WEDNESDAY 4 March 2026 08:00 UTC (17:00 in Tokyo and
 * Seoul, 16:00 in Shanghai and Taipei) unless a row says SUNDAY (8 March, same hours).
 */
type Row = [string, string, Want];
type DatedRow = [number, string, string, Want];

/** A date with its weekday's one-letter abbreviation in parentheses, as calendars print it. */
const weekdayInParentheses: Row[] = [
  ['ja', '3月9日(月)', '2026-03-09 09:00'],
  ['ja', '3月9日（月）15時', '2026-03-09 15:00'],
  ['ja', '3/10(火)', '2026-03-10 09:00'],
  ['ja', '3月8日(日)の午後3時', '2026-03-08 15:00'],
  ['ja', '9日(月)', '2026-03-09 09:00'],
  ['ko', '3월 9일(월)', '2026-03-09 09:00'],
  ['ko', '3월 9일 (월) 오후 3시', '2026-03-09 15:00'],
  ['zh-CN', '3月9日(一)', '2026-03-09 09:00'],
  ['zh-CN', '3月8日（日）', '2026-03-08 09:00'],
  ['zh-TW', '3/9(一)', '2026-03-09 09:00'],
  ['zh-TW', '3月9日(一)下午3點', '2026-03-09 15:00'],
];

/** Chinese first thing in the morning, late night, midnight, and "about". */
const chineseTimesOfDay: Row[] = [
  // '一早' was read as one o'clock ('一' and '早') before this round.
  ['zh-CN', '明天一早', '2026-03-05 09:00'],
  ['zh-CN', '明天一大早', '2026-03-05 09:00'],
  ['zh-CN', '大清早', '2026-03-05 09:00'],
  ['zh-CN', '深夜11点', '2026-03-04 23:00'],
  ['zh-CN', '深夜2点', '2026-03-05 02:00'],
  ['zh-TW', '深夜11點', '2026-03-04 23:00'],
  ['zh-CN', '午夜', '2026-03-05 00:00'],
  ['zh-CN', '大约十点', '2026-03-05 10:00'],
  ['zh-CN', '大约晚上十点', '2026-03-04 22:00'],
  ['zh-CN', '大概下午三点', '2026-03-05 15:00'],
  ['zh-TW', '大約晚上十點', '2026-03-04 22:00'],
];

/** Chinese minutes past the hour with 过 ('两点过五分'); 过 before a duration stays 'in'. */
const minutesPast: Row[] = [
  ['zh-CN', '下午两点过五分', '2026-03-05 14:05'],
  ['zh-CN', '晚上八点过十分', '2026-03-04 20:10'],
  ['zh-TW', '下午兩點過五分', '2026-03-05 14:05'],
  ['zh-CN', '过十分钟', '2026-03-04 16:10'],
];

/** Other words for this evening, tonight, tomorrow morning and night, today; a month's and year's end. */
const dayWords: Row[] = [
  ['ja', '今夕', '2026-03-04 18:00'],
  ['ja', '今夕6時', '2026-03-04 18:00'],
  ['ja', 'こんばん', '2026-03-04 20:00'],
  ['ja', 'こんや9時', '2026-03-04 21:00'],
  ['ja', '今宵', '2026-03-04 20:00'],
  ['ja', '翌朝7時', '2026-03-05 07:00'],
  ['ja', '明夜', '2026-03-05 21:00'],
  ['ja', 'ほんじつ', '2026-03-04 23:59'],
  ['ja', '今月末', '2026-03-31 17:00'],
  ['ja', '今年末', '2026-12-31 17:00'],
  ['zh-CN', '今夜11点', '2026-03-04 23:00'],
  ['zh-TW', '今夜11點', '2026-03-04 23:00'],
  ['zh-CN', '本月底', '2026-03-31 17:00'],
  ['zh-CN', '这个月底下午3点', '2026-03-31 15:00'],
  ['zh-TW', '這個月底', '2026-03-31 17:00'],
  ['zh-CN', '今年年底', '2026-12-31 17:00'],
];

/** Japanese era years (令和 N is 2018 + N) and 本年 (this year). */
const eraYears: Row[] = [
  ['ja', '令和8年5月1日', '2026-05-01 09:00'],
  ['ja', '令和8年5月1日15時', '2026-05-01 15:00'],
  ['ja', '令和9年1月1日', '2027-01-01 09:00'],
  ['ja', '本年7月27日', '2026-07-27 09:00'],
];

/** This time on another day (the day's own reading keeps the time of now) */
const thisTime: Row[] = [
  ['ja', '明日の今頃', '2026-03-05 17:00'],
  ['ja', '明日のこの時間', '2026-03-05 17:00'],
  ['zh-CN', '明天这个时候', '2026-03-05 16:00'],
  ['zh-CN', '后天这个时候', '2026-03-06 16:00'],
  ['zh-TW', '明天這個時候', '2026-03-05 16:00'],
  ['ja', '次の月の20日', '2026-04-20 09:00'],
  ['ja', '次の月曜日', '2026-03-09 09:00'],
  ['ja', '弥明後日', '2026-03-07 17:00'],
  // Next week's or next month's today: as next week or next month alone.
  ['ja', '来週の今日', '2026-03-11 17:00'],
  ['ja', '来月の今日', '2026-04-04 17:00'],
  ['zh-CN', '下周的今天', '2026-03-11 16:00'],
  ['zh-TW', '下個月的今天', '2026-04-04 16:00'],
];

/** Korean next weekend and this month's end with spaces, 'from now'. */
const korean: Row[] = [
  ['ko', '다음 주말', '2026-03-14 09:00'],
  ['ko', '다음 주말 오후 3시', '2026-03-14 15:00'],
  ['ko', '이번 달 말', '2026-03-31 17:00'],
  ['ko', '이번달 말 오후 3시', '2026-03-31 15:00'],
  ['ko', '지금으로부터 1시간 후', '2026-03-04 18:00'],
];

/** Approximation words before or after (約, およそ, 大体, 前後, ほど; 约, 差不多, 前后). */
const around: Row[] = [
  ['ja', '約30分後', '2026-03-04 17:30'],
  ['ja', 'およそ1時間後', '2026-03-04 18:00'],
  ['ja', 'だいたい3時', '2026-03-05 15:00'],
  ['ja', '3時前後', '2026-03-05 15:00'],
  ['ja', '1時間ほど後', '2026-03-04 18:00'],
  ['ja', '来週の水曜日あたり', '2026-03-11 09:00'],
  // A start time as schedules write it ('15時〜': from 15:00).
  ['ja', '明日15時〜', '2026-03-05 15:00'],
  ['zh-CN', '约7点', '2026-03-05 07:00'],
  ['zh-CN', '差不多晚上7点', '2026-03-04 19:00'],
  ['zh-CN', '晚上7点前后', '2026-03-04 19:00'],
];

/** An evening's 12 with no day is the midnight it ends at; noon's first hours; 下个 before a weekday. */
const eveningTwelveAndNextWeekday: Row[] = [
  ['zh-CN', '晚上12点', '2026-03-05 00:00'],
  ['zh-CN', '晚上十二点', '2026-03-05 00:00'],
  ['de', '12 Uhr abends', '2026-03-05 00:00'],
  ['zh-CN', '下个周一', '2026-03-09 09:00'],
  ['zh-CN', '下个周五下午3点', '2026-03-13 15:00'],
  ['zh-TW', '下個週五', '2026-03-13 09:00'],
  // Noon's first hours after it: 13:00 to 15:00, as '中午1点' already was.
  ['ja', '昼の1時', '2026-03-05 13:00'],
  ['ja', 'お昼の3時', '2026-03-05 15:00'],
  ['ko', '낮 1시', '2026-03-05 13:00'],
  ['ko', '내일 낮 2시', '2026-03-05 14:00'],
  ['ko', '낮 12시', '2026-03-05 12:00'],
];

/** Seconds after the minutes, a half, or the hour alone. */
const seconds: Row[] = [
  ['ja', '夜十一時半十秒', '2026-03-04 23:30'],
  ['ja', '10月14日午前8時31秒', '2026-10-14 08:00'],
  ['ko', '10월 14일 오전 8시 31초', '2026-10-14 08:00'],
  ['zh-CN', '下午3点半10秒', '2026-03-05 15:30'],
];

/** Now. */
const now: Row[] = [
  ['ja', '現在', '2026-03-04 17:00'],
  ['ja', 'いますぐ', '2026-03-04 17:00'],
  ['zh-CN', '立刻', '2026-03-04 16:00'],
  ['zh-TW', '現在', '2026-03-04 16:00'],
  ['ko', '당장', '2026-03-04 17:00'],
];

/** More words for times of day, next week and two; 体育の日 (スポーツの日's name until 2020). */
const moreWords: Row[] = [
  ['zh-CN', '午后3点', '2026-03-05 15:00'],
  ['zh-CN', '清晨6点', '2026-03-05 06:00'],
  ['zh-CN', '夜间11点', '2026-03-04 23:00'],
  ['zh-CN', '黄昏', '2026-03-04 18:00'],
  ['zh-TW', '午後3點', '2026-03-05 15:00'],
  ['zh-CN', '下个礼拜', '2026-03-11 16:00'],
  ['zh-TW', '下個禮拜', '2026-03-11 16:00'],
  ['zh-CN', '俩小时后', '2026-03-04 18:00'],
  ['zh-CN', '此时', '2026-03-04 16:00'],
  ['ja', '夕刻6時', '2026-03-04 18:00'],
  ['ja', '朝方5時', '2026-03-05 05:00'],
  ['ja', '明夕', '2026-03-05 18:00'],
  ['ja', '体育の日', '2026-10-12 09:00'],
  // The next day, and colloquial today and tomorrow.
  ['zh-CN', '明儿早上8点', '2026-03-05 08:00'],
  ['zh-CN', '今儿晚上', '2026-03-04 18:00'],
  ['zh-CN', '次日上午10点', '2026-03-05 10:00'],
  ['zh-TW', '隔天下午3點', '2026-03-05 15:00'],
  ['ja', '翌々日', '2026-03-06 17:00'],
  ['ko', '다음날 오전 10시', '2026-03-05 10:00'],
];

/** Refused: past, a weekday that is not the date's, ambiguous. */
const refused: DatedRow[] = [
  [WEDNESDAY, 'ja', '3月10日(月)', 'invalid'],
  [WEDNESDAY, 'ko', '3월 10일(월)', 'invalid'],
  [WEDNESDAY, 'zh-TW', '3月10日(一)', 'invalid'],
  // A date gone this year is next year's, whose 2 March is a Tuesday: the weekday disagrees.
  [WEDNESDAY, 'ja', '3月2日(月)', 'invalid'],
  [SUNDAY, 'ja', '3月8日(日)の午前9時', 'past'], // today's date and weekday, 09:00 gone
  [WEDNESDAY, 'ja', '一昨日', 'past'],
  [WEDNESDAY, 'ja', 'おととい', 'past'],
  [WEDNESDAY, 'zh-CN', '前天', 'past'],
  [WEDNESDAY, 'zh-TW', '前天下午3點', 'past'],
  [WEDNESDAY, 'ja', 'けさ', 'past'],
  [WEDNESDAY, 'ko', '그저께', 'past'],
  // 'This time' says no day: alone it is refused.
  [WEDNESDAY, 'ja', '今頃', 'invalid'],
  [WEDNESDAY, 'zh-CN', '这个时候', 'invalid'],
  // 'By tomorrow' (a deadline) stays refused.
  [WEDNESDAY, 'ja', '明日には', 'invalid'],
  // With a day, the evening's 12 is that day's end or its start: refused, as a night's small hours are.
  [WEDNESDAY, 'zh-CN', '明天晚上12点', 'invalid'],
  [WEDNESDAY, 'ja', '約', 'invalid'],
  // Later hours after noon are the afternoon's words, not noon's.
  [WEDNESDAY, 'ja', '昼の4時', 'invalid'],
  [WEDNESDAY, 'ja', '昼の11時', 'invalid'],
  [WEDNESDAY, 'ja', '令和7年5月1日', 'past'],
  // zh-TW clocks have 12 hours: a bare hour asks, 过 or not.
  [WEDNESDAY, 'zh-TW', '兩點過五分', 'ambiguous'],
  [WEDNESDAY, 'zh-TW', '大約十點', 'ambiguous'],
];

describe('CJK forms, seventh round', () => {
  for (const [name, rows] of [
    ['a weekday abbreviated in parentheses', weekdayInParentheses],
    ['Chinese times of day and approximations', chineseTimesOfDay],
    ['Chinese minutes past the hour', minutesPast],
    ['other day words, and the end of this month and year', dayWords],
    ['Japanese era years', eraYears],
    ['this time on another day', thisTime],
    ['Korean next weekend and month end', korean],
    ['approximation words', around],
    ['seconds', seconds],
    ['now', now],
    ['more words for times of day', moreWords],
    ["an evening's 12, noon's first hours, and 下个 before a weekday", eveningTwelveAndNextWeekday],
  ] as const)
    it(`reads ${name}`, () => {
      for (const [locale, text, want] of rows) expectReading(locale, WEDNESDAY, text, want);
    });

  it('refuses the past and a weekday the date does not have, and asks where the clock has 12 hours', () => {
    for (const [now, locale, text, want] of refused) expectReading(locale, now, text, want);
  });

  it('reads every other week and every hour as recurrences', () => {
    const every2Weeks = { pattern: 'every_n_weeks', interval: 2, weekday: 0, position: 1 };
    for (const [locale, zone, text, at] of [
      ['ja', 'Asia/Tokyo', '隔週金曜日', '2026-03-06T00:00:00Z'],
      ['ja', 'Asia/Tokyo', '隔週の金曜日', '2026-03-06T00:00:00Z'],
      ['ja', 'Asia/Tokyo', '隔週水曜15時', '2026-03-11T06:00:00Z'],
      ['zh-CN', 'Asia/Shanghai', '隔周五下午3点', '2026-03-06T07:00:00Z'],
      ['zh-CN', 'Asia/Shanghai', '每隔一周的周五', '2026-03-06T01:00:00Z'],
      ['zh-TW', 'Asia/Taipei', '隔週五', '2026-03-06T01:00:00Z'],
    ] as const) {
      const r = parseTimeExpression(text, { now: WEDNESDAY, zone, locale });
      expect(r.ok && r.time, text).toBe(Date.parse(at));
      expect(r.ok && r.recurrence?.data, text).toEqual(every2Weeks);
    }
    const hourly = parseTimeExpression('毎時', {
      now: WEDNESDAY,
      zone: 'Asia/Tokyo',
      locale: 'ja',
    });
    expect(hourly.ok && hourly.recurrence?.data).toEqual({
      pattern: 'every_n_hours',
      interval: 1,
      weekday: 0,
      position: 1,
    });
  });

  it('keeps the seconds', () => {
    for (const [locale, zone, text, at] of [
      ['ja', 'Asia/Tokyo', '夜十一時半十秒', '2026-03-04T14:30:10Z'],
      ['ja', 'Asia/Tokyo', '午前8時31秒', '2026-03-04T23:00:31Z'],
    ] as const) {
      const r = parseTimeExpression(text, { now: WEDNESDAY, zone, locale });
      expect(r.ok && r.time, text).toBe(Date.parse(at));
    }
  });

  it('refuses an era year beyond the next as too far', () => {
    const r = parseTimeExpression('令和10年5月1日', {
      now: WEDNESDAY,
      zone: 'Asia/Tokyo',
      locale: 'ja',
    });
    expect(r.ok ? r.time : r.error).toBe('time_too_far');
  });
});
