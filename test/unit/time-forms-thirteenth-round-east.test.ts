import { describe, it } from 'vitest';
import { expectReading, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Korean and Chinese forms of the thirteenth round (decisions.md, "Time expressions,
 * thirteenth round: ja, ko, zh-CN, zh-TW (issue 18)"), at WEDNESDAY 4 March 2026 08:00 UTC (16:00
 * in Shanghai and Taipei, 17:00 in Seoul and Tokyo) unless a row says otherwise.
 */
type Row = [string, string, Want];

function table(rows: readonly Row[], now = WEDNESDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

describe('a day of the month alone with its day mark', () => {
  it("reads this month's day while it is ahead, else the next month's that has it", () => {
    table([
      ['ja', '15日', '2026-03-15 09:00'],
      ['ja', '二十五日', '2026-03-25 09:00'],
      ['ja', '3日', '2026-04-03 09:00'],
      ['ja', '31日', '2026-03-31 09:00'],
      ['ko', '20일', '2026-03-20 09:00'],
      ['ko', '3일', '2026-04-03 09:00'],
      ['zh-CN', '29日', '2026-03-29 09:00'],
      ['zh-CN', '三十一日', '2026-03-31 09:00'],
      ['zh-TW', '九日', '2026-03-09 09:00'],
      ['zh-TW', '15日', '2026-03-15 09:00'],
    ]);
    // April has no 31st; today's 5th at 10:00 is past its 09:00.
    const april = Date.parse('2026-04-05T01:00:00Z');
    table(
      [
        ['ja', '31日', '2026-05-31 09:00'],
        ['ja', '5日', '2026-05-05 09:00'],
      ],
      april,
    );
  });

  it('keeps the lengths, counts and "from today" forms as they were', () => {
    table([
      ['ja', '3日後', '2026-03-07 17:00'],
      ['ja', '3日間', '2026-03-07 17:00'],
      ['ko', '3일 후', '2026-03-07 17:00'],
      ['zh-CN', '3日后', '2026-03-07 16:00'],
      ['ja', '今日から4日', 'invalid'],
      ['ko', '하루', 'invalid'],
      ['ko', '이틀', 'invalid'],
    ]);
  });
});

describe("tonight's midnight", () => {
  it("reads today's evening's 12 and today's 24時 as the midnight that ends today", () => {
    table([
      ['zh-CN', '今晚12点', '2026-03-05 00:00'],
      ['zh-CN', '今晚12点半', '2026-03-05 00:30'],
      ['zh-CN', '今天晚上12点', '2026-03-05 00:00'],
      ['zh-TW', '今晚12點', '2026-03-05 00:00'],
      ['ja', '今日の24時', '2026-03-05 00:00'],
      ['ja', '明日の24時', '2026-03-06 00:00'],
      ['ja', '今夜12時', '2026-03-05 00:00'],
      ['ko', '오늘 밤 12시', '2026-03-05 00:00'],
      // Another day's evening 12 stays refused (the night before that day or after it?).
      ['zh-CN', '明天晚上12点', 'invalid'],
    ]);
  });
});

describe('the same time tomorrow', () => {
  it('reads tomorrow at the time it is now; alone it stays refused', () => {
    table([
      ['ja', '明日の同じ時間', '2026-03-05 17:00'],
      ['ja', '明日の今ごろ', '2026-03-05 17:00'],
      ['ko', '내일 같은 시간', '2026-03-05 17:00'],
      ['zh-CN', '明天同一时间', '2026-03-05 16:00'],
      ['zh-TW', '明天同一時間', '2026-03-05 16:00'],
      ['ja', '同じ時間', 'invalid'],
      ['ko', '같은 시간', 'invalid'],
      ['zh-CN', '同一时间', 'invalid'],
      // A recurrence, a weekday or a date would put its own clock in place of this time.
      ['ja', '毎日この時間', 'invalid'],
      ['ko', '매일 이 시간', 'invalid'],
      ['zh-CN', '每天这个时候', 'invalid'],
      ['ja', '金曜日のこの時間', 'invalid'],
      ['ko', '금요일 이 시간', 'invalid'],
    ]);
  });
});

describe('Korean week words', () => {
  it('reads 차주 as next week and 돌아오는 as the coming weekday', () => {
    table([
      ['ko', '차주 월요일', '2026-03-09 09:00'],
      ['ko', '차주 월요일 오전 10시', '2026-03-09 10:00'],
      ['ko', '돌아오는 금요일', '2026-03-06 09:00'],
      ['ko', '돌아오는 토요일 저녁 6시', '2026-03-07 18:00'],
    ]);
  });
});

describe('zh: an hour and a bit (点多)', () => {
  it('reads the hour, as 点过', () => {
    table([
      ['zh-CN', '下午5点多', '2026-03-04 17:00'],
      ['zh-CN', '明天早上8点多', '2026-03-05 08:00'],
      ['zh-TW', '晚上八點多', '2026-03-04 20:00'],
      ['zh-CN', '点多', 'invalid'],
    ]);
  });
});
