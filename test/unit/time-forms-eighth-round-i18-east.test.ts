import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { expectReading, WEDNESDAY, ZONES, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Chinese and Korean forms of the eighth round (decisions.md, "Time expressions, eighth
 * round: Japanese (ja), Chinese (zh-CN, zh-TW), Korean (ko)"), found in the round's new sources
 * (yagays/ja-timex, dongrixinyu/JioNLP, Recognizers-Text's Korean parser specs), at WEDNESDAY
 * 4 March 2026 08:00 UTC (17:00 in Tokyo and Seoul, 16:00 in Shanghai and Taipei).
 */
type Row = [string, string, Want];

/** Monday 9 March 2026, 01:00 UTC (10:00 in Seoul and Tokyo). */
const MONDAY = Date.parse('2026-03-09T01:00:00Z');

function table(rows: readonly Row[], now = WEDNESDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

describe('CJK forms, eighth round', () => {
  it('reads numeric dates with other separators: hyphens with single digits, a middle dot, an era year', () => {
    table([
      ['ja', '2026-5-1', '2026-05-01 09:00'],
      ['ja', '2026-5-1 15:00', '2026-05-01 15:00'],
      ['zh-CN', '2026-5-1', '2026-05-01 09:00'],
      ['ja', '2026・5・1', '2026-05-01 09:00'],
      ['zh-CN', '6·30', '2026-06-30 09:00'],
      ['ja', '令和8/5/1', '2026-05-01 09:00'],
      ['ja', '令和8-5-1', '2026-05-01 09:00'],
      ['ja', '西暦2026/5/1', '2026-05-01 09:00'],
      // A true ISO date alone keeps the spec's midnight.
      ['ja', '2026-05-01', '2026-05-01 00:00'],
      // Past, and a month that does not exist.
      ['ja', '2026-3-1', 'past'],
      ['ja', '2026-13-1', 'invalid'],
    ]);
  });

  it('reads other words for today, the next day and three days on, and an approximate clock', () => {
    table([
      ['ja', '半月後', '2026-03-19 17:00'],
      ['zh-CN', '大大后天', '2026-03-08 16:00'],
      ['zh-TW', '大大後天', '2026-03-08 16:00'],
      ['zh-CN', '当晚十时', '2026-03-04 22:00'],
      ['zh-TW', '當晚十點', '2026-03-04 22:00'],
      ['zh-CN', '当天下午5点', '2026-03-04 17:00'],
      ['zh-CN', '本日下午3点', 'past'],
      ['zh-TW', '本日下午3點', 'past'],
      ['zh-CN', '晚上8点许', '2026-03-04 20:00'],
      ['zh-CN', '八月二十八号早上8点11分许', '2026-08-28 08:11'],
      ['ko', '내일 모레', '2026-03-06 17:00'],
      ['ko', '다음 날', '2026-03-05 17:00'],
      ['ko', '그 다음날', '2026-03-05 17:00'],
      ['ko', '삼일 후', '2026-03-07 17:00'],
      // This time on another day; alone, which day?
      ['zh-CN', '明天这个点', '2026-03-05 16:00'],
      ['zh-CN', '明天这个时间', '2026-03-05 16:00'],
      ['zh-TW', '後天這個點', '2026-03-06 16:00'],
      ['ko', '내일 이 시간', '2026-03-05 17:00'],
      ['zh-CN', '这个点', 'invalid'],
      ['ko', '이 시간', 'invalid'],
      // The holiday keeps its name.
      ['ko', '삼일절', '2027-03-01 09:00'],
      ['ko', '3·1절', '2027-03-01 09:00'],
    ]);
  });

  it('reads Korean spaced ordinals, a week ordinal before a weekday, and month and day in Sino-Korean words', () => {
    table([
      ['ko', '7월의 첫 번째 금요일', '2026-07-03 09:00'],
      ['ko', '다음 달 첫째주 금요일', '2026-04-03 09:00'],
      ['ko', '7월 둘째 주 월요일', '2026-07-13 09:00'],
      ['ko', '다음 달 두 번째 월요일', '2026-04-13 09:00'],
      ['ko', '오월 이십일일', '2026-05-21 09:00'],
      ['ko', '십이월 이십오일', '2026-12-25 09:00'],
      // A day number alone stays refused (the day, or a number of days).
      ['ko', '이십일일', 'invalid'],
    ]);
  });

  it('reads the 15th in words after a month without its day mark as the lunar full moon (twelfth round); digits after a year stay refused (alone they ask: nineteenth round)', () => {
    table([
      ['zh-CN', '八月十五', '2026-09-25 09:00'],
      ['zh-CN', '8月十五晚上8点', '2026-09-25 20:00'],
      ['zh-TW', '八月十五', '2026-09-25 09:00'],
      ['zh-CN', '2026年8月15', 'invalid'],
      ['zh-CN', '8月15日', '2026-08-15 09:00'],
      ['zh-CN', '8月15号', '2026-08-15 09:00'],
      ['zh-CN', '四月十三', '2026-04-13 09:00'],
    ]);
  });

  it('asks for a weekday after a duration suffix said on that weekday; the weekday first keeps one reading', () => {
    const zone = ZONES.ko ?? 'UTC';
    const r = parseTimeExpression('2주 후 월요일', { now: MONDAY, zone, locale: 'ko' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('time_ambiguous');
    expect((r.readings ?? []).map((o) => new Date(o.time).toISOString())).toEqual([
      '2026-03-23T00:00:00.000Z',
      '2026-03-30T00:00:00.000Z',
    ]);
    table(
      [
        ['ko', '월요일 2주 후', '2026-03-30 09:00'],
        ['ko', '2주 후 금요일', '2026-03-27 09:00'],
        ['ja', '月曜日の2週間後', '2026-03-30 09:00'],
        ['ja', '2週間後の月曜日', 'ambiguous'],
      ],
      MONDAY,
    );
  });
});
