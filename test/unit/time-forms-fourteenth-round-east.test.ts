import { describe, it } from 'vitest';
import { expectReading, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Korean and Chinese forms of the fourteenth round (decisions.md, "Time expressions,
 * fourteenth round: ja, ko, zh-CN, zh-TW (issue 18)"), at Thursday 5 March 2026 01:00 UTC (10:00
 * in Tokyo and Seoul, 09:00 in Shanghai and Taipei).
 */
const THURSDAY = Date.parse('2026-03-05T01:00:00Z');

type Row = [string, string, Want];

function table(rows: readonly Row[], now = THURSDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

describe('counting from another day', () => {
  it('reads a day word, "from" and a count after it as that many days after the day', () => {
    table([
      ['ko', '내일부터 3주 후', '2026-03-27 10:00'],
      ['ko', '내일부터 3일 후', '2026-03-09 10:00'],
      ['ko', '어제부터 4일 후', '2026-03-08 10:00'],
      ['ko', '오늘부터 3일 뒤', '2026-03-08 10:00'],
      ['zh-CN', '明天起三天后', '2026-03-09 09:00'],
      ['zh-CN', '从明天起三天后', '2026-03-09 09:00'],
      ['zh-TW', '明天起三天後', '2026-03-09 09:00'],
      ['zh-TW', '從明天起三天後', '2026-03-09 09:00'],
    ]);
  });
});

describe('the end of a named day', () => {
  it('reads ja の終わり after a day as that day at 17:00, as `end of tomorrow`', () => {
    table([
      ['ja', '明日の終わり', '2026-03-06 17:00'],
      ['ja', '日曜日の終わり', '2026-03-08 17:00'],
      ['ja', '今週の日曜日の終わり', '2026-03-08 17:00'],
      ['ja', '金曜日の終わり', '2026-03-06 17:00'],
      ['ja', '一日の終わり', '2026-03-05 17:00'],
      ['ja', '昨日の終わり', 'past'],
    ]);
  });
});

describe('a clock beside a meal, the night or a holiday', () => {
  it('reads lunchtime as noon and the late night before 24-28 as those hours', () => {
    table([
      ['ja', '昼食時の12時', '2026-03-05 12:00'],
      ['ja', '昼食時の1時', '2026-03-05 13:00'],
      ['ja', '正午の昼食時', '2026-03-05 12:00'],
      ['ja', '深夜24:00', '2026-03-06 00:00'],
      ['ja', '深夜24時', '2026-03-06 00:00'],
      ['ja', '深夜25時50分', '2026-03-06 01:50'],
    ]);
  });

  it("reads Christmas Eve's evening written short", () => {
    table([
      ['zh-CN', '平安夜晚8点', '2026-12-24 20:00'],
      ['zh-TW', '平安夜晚8點', '2026-12-24 20:00'],
    ]);
  });
});

describe('everyday Korean chat', () => {
  it('reads 이따(가) before a clock as today, and 점심때 as noon', () => {
    table([
      ['ko', '이따가 3시에', '2026-03-05 15:00'],
      ['ko', '이따 3시', '2026-03-05 15:00'],
      ['ko', '이따 오후 5시', '2026-03-05 17:00'],
      ['ko', '내일 점심때', '2026-03-06 12:00'],
      ['ko', '점심시간', '2026-03-05 12:00'],
    ]);
    // At 01:00 both of today's 3 o'clocks are ahead: asked, as `오늘 3시`.
    table([['ko', '이따 3시', 'ambiguous']], Date.parse('2026-03-04T16:00:00Z'));
  });
});
