import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Chinese, Japanese and Korean days and month positions with no clock, twentieth round
 * (decisions.md, "Time expressions, twentieth round: ja, ko, zh-CN, zh-TW days and months (issue
 * 18)"), said on Monday 2 March 2026 at 10:00 local (Thursday 19 March, Saturday 7 March and
 * Tuesday 22 December 2026 where named). Each case was refused before this round.
 */
const MONDAY = '2026-03-02 10:00';
const THURSDAY = '2026-03-19 10:00';
const SATURDAY = '2026-03-07 10:00';
const DECEMBER = '2026-12-22 10:00';

function table(rows: readonly (readonly [string, string, string])[], now = MONDAY): void {
  for (const [locale, text, want] of rows)
    expect(readLocal(locale, text, now), `${locale} "${text}"`).toBe(want);
}

describe('a closing particle after a day (zh)', () => {
  it('reads the day as without it', () => {
    table([
      ['zh-CN', '明天呗', '2026-03-03 10:00'],
      ['zh-CN', '明天呀', '2026-03-03 10:00'],
      ['zh-CN', '周六哈', '2026-03-07 09:00'],
      ['zh-TW', '明天呀', '2026-03-03 10:00'],
      ['zh-TW', '週六囉', '2026-03-07 09:00'],
      ['zh-TW', '週六哈', '2026-03-07 09:00'],
    ]);
    table([['zh-CN', '月底呗', '2026-03-31 17:00']], THURSDAY);
  });
});

describe('the end of a month or year in other words (zh)', () => {
  it('reads 月尾, 本月末, 这个月末 as the month’s end and 年尾 as the year’s', () => {
    table([
      ['zh-CN', '月尾', '2026-03-31 17:00'],
      ['zh-CN', '本月末', '2026-03-31 17:00'],
      ['zh-CN', '这个月末', '2026-03-31 17:00'],
      ['zh-CN', '年尾', '2026-12-31 17:00'],
      ['zh-TW', '月尾', '2026-03-31 17:00'],
      ['zh-TW', '本月末', '2026-03-31 17:00'],
      ['zh-TW', '這個月末', '2026-03-31 17:00'],
      ['zh-TW', '年尾', '2026-12-31 17:00'],
    ]);
    table(
      [
        ['zh-CN', '这个月末', '2026-12-31 17:00'],
        ['zh-TW', '年尾', '2026-12-31 17:00'],
      ],
      DECEMBER,
    );
  });
});

describe('ja 次の週末, 今度の週末, 土日, 今年の年末', () => {
  it('asks which weekend 次の週末 is while this one is ahead, as next weekend and 次の土曜日', () => {
    expect(askedLocal('ja', '次の週末', MONDAY)).toEqual(['2026-03-07 09:00', '2026-03-14 09:00']);
    expect(askedLocal('ja', '次の週末に', MONDAY)).toEqual([
      '2026-03-07 09:00',
      '2026-03-14 09:00',
    ]);
    expect(askedLocal('ja', '次の週末', DECEMBER)).toEqual([
      '2026-12-26 09:00',
      '2027-01-02 09:00',
    ]);
    // Said on a Saturday, the next one, as `next weekend`.
    table([['ja', '次の週末', '2026-03-14 09:00']], SATURDAY);
  });
  it('reads 今度の週末 and 土日 as this weekend and 今年の年末 as the year’s end', () => {
    table([
      ['ja', '今度の週末', '2026-03-07 09:00'],
      ['ja', '土日', '2026-03-07 09:00'],
      ['ja', '土日に', '2026-03-07 09:00'],
      ['ja', '今年の年末', '2026-12-31 17:00'],
    ]);
    table([['ja', '土日', '2026-03-21 09:00']], THURSDAY);
  });
});

describe('ko 요번, 요번 주말, 이번 주 주말, 말일, 이번 달 중순, 올해 연말, 새해 첫날', () => {
  it('reads each as its one day', () => {
    table([
      ['ko', '요번 토요일', '2026-03-07 09:00'],
      ['ko', '요번 주말', '2026-03-07 09:00'],
      ['ko', '이번 주 주말', '2026-03-07 09:00'],
      ['ko', '이번 주 주말에', '2026-03-07 09:00'],
      ['ko', '말일', '2026-03-31 17:00'],
      ['ko', '말일에', '2026-03-31 17:00'],
      ['ko', '이번 달 말일', '2026-03-31 17:00'],
      ['ko', '다음 달 말일', '2026-04-30 17:00'],
      ['ko', '이번 달 중순', '2026-03-15 09:00'],
      ['ko', '올해 연말', '2026-12-31 17:00'],
      ['ko', '새해 첫날', '2027-01-01 09:00'],
    ]);
    table(
      [
        ['ko', '다음 달 말일', '2027-01-31 17:00'],
        ['ko', '새해 첫날', '2027-01-01 09:00'],
      ],
      DECEMBER,
    );
    table([['ko', '이번 달 중순', 'time_in_past']], THURSDAY);
  });
});
