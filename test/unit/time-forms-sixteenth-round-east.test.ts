import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal } from '../support/time-forms.js';
import { expectReading, ZONES, type Want } from '../support/time-forms-local.js';

/**
 * Japanese, Korean and Chinese forms of the sixteenth round (decisions.md, "Time expressions,
 * sixteenth round: ja, ko, zh-CN, zh-TW (issue 18)"), at Thursday 5 March 2026 01:00 UTC (10:00
 * in Tokyo and Seoul, 09:00 in Shanghai and Taipei).
 */
const THURSDAY = Date.parse('2026-03-05T01:00:00Z');
/** Sunday 15 March 2026, 10:00 in Tokyo. */
const FIFTEENTH = Date.parse('2026-03-15T01:00:00Z');
/** Monday 16 March 2026, 00:30 in Tokyo. */
const SMALL_HOURS = Date.parse('2026-03-15T15:30:00Z');

type Row = [string, string, Want];

function table(rows: readonly Row[], now = THURSDAY): void {
  for (const [locale, text, want] of rows) expectReading(locale, now, text, want);
}

describe('a dotted month and day before its weekday', () => {
  it('reads the date the weekday settles, which must fall on it', () => {
    table([
      ['ja', '5.12(火)', '2026-05-12 09:00'],
      ['ja', '5.12（火）15時', '2026-05-12 15:00'],
      ['ko', '5.12(화)', '2026-05-12 09:00'],
      ['ko', '3.10(화) 오후 2시', '2026-03-10 14:00'],
      ['ko', '3.10 화요일', '2026-03-10 09:00'],
      ['ko', '5.9(토)', '2026-05-09 09:00'],
      ['zh-CN', '5.12(周二)', '2026-05-12 09:00'],
      ['zh-CN', '5.12 周二', '2026-05-12 09:00'],
      ['zh-TW', '5.12(二)', '2026-05-12 09:00'],
      ['zh-TW', '5.12(週二)下午3點', '2026-05-12 15:00'],
    ]);
  });
});

describe('a day moved by whole days after it, and the 25th hour after a date', () => {
  it('reads the day before or after a date, a weekday or a day word', () => {
    table([
      ['ja', '15日の翌日', '2026-03-16 09:00'],
      ['ja', '15日の前日', '2026-03-14 09:00'],
      ['ja', '5/15の翌日', '2026-05-16 09:00'],
      ['ko', '15일 다음날', '2026-03-16 09:00'],
      ['zh-CN', '15号的第二天', '2026-03-16 09:00'],
      ['zh-CN', '15号前一天', '2026-03-14 09:00'],
    ]);
  });

  it('reads an hour past 24 after a day as the next day’s small hours', () => {
    table([
      ['ja', '3月15日25時', '2026-03-16 01:00'],
      ['ja', '15日の25時', '2026-03-16 01:00'],
      ['ja', '20日の26時', '2026-03-21 02:00'],
      ['ja', '金曜日の25時', '2026-03-07 01:00'],
      ['ja', '明日の25時', '2026-03-07 01:00'],
      ['ja', '今日の25時', '2026-03-06 01:00'],
    ]);
  });

  it('takes the date whose moved day is ahead: said on that date, tonight’s', () => {
    table([
      ['ja', '5日の25時', '2026-03-06 01:00'],
      ['ja', '5日の翌日', '2026-03-06 09:00'],
      ['ja', '4日の25時', '2026-04-05 01:00'],
    ]);
    table(
      [
        ['ja', '15日の25時', '2026-03-16 01:00'],
        ['ja', '15日の26時', '2026-03-16 02:00'],
        ['ja', '14日の25時', '2026-04-15 01:00'],
      ],
      FIFTEENTH,
    );
    table([['ja', '15日の25時', '2026-03-16 01:00']], SMALL_HOURS);
  });

  it('takes the date whose moved day is ahead in every language', () => {
    // Thursday 5 March 2026, 10:00 in New York.
    const newYork = Date.parse('2026-03-05T15:00:00Z');
    table(
      [
        ['en-US', '2 days after march 5', '2026-03-07 09:00'],
        ['en-US', '2 days before march 6', '2027-03-04 09:00'],
      ],
      newYork,
    );
  });
});

describe('ja 午後12時', () => {
  it('asks between noon and the midnight that ends the day', () => {
    expect(askedLocal('ja', '午後12時')).toEqual(['2026-03-05 12:00', '2026-03-06 00:00']);
    expect(askedLocal('ja', '午後12時半')).toEqual(['2026-03-05 12:30', '2026-03-06 00:30']);
    expect(askedLocal('ja', '明日の午後12時')).toEqual(['2026-03-06 12:00', '2026-03-07 00:00']);
    expect(askedLocal('ja', '5月12日(火)午後12時')).toEqual([
      '2026-05-12 12:00',
      '2026-05-13 00:00',
    ]);
  });

  it('spells both readings out as dates and clocks', () => {
    const r = parseTimeExpression('午後12時', {
      now: THURSDAY,
      zone: ZONES.ja ?? '',
      locale: 'ja',
    });
    expect(r.ok ? [] : r.suggestions).toEqual(['2026-03-05 at 12:00', '2026-03-06 at 00:00']);
  });
});

describe('this time next week, or next month', () => {
  it('reads the week or month word at the time it is now', () => {
    table([
      ['ja', '来週の今頃', '2026-03-12 10:00'],
      ['ja', '来週の同じ時間', '2026-03-12 10:00'],
      ['ja', '再来週の今頃', '2026-03-19 10:00'],
      ['ja', '来月の今頃', '2026-04-05 10:00'],
      ['ko', '다음 주 이맘때', '2026-03-12 10:00'],
      ['ko', '담주 이맘때', '2026-03-12 10:00'],
      ['ko', '다음 주 이 시간', '2026-03-12 10:00'],
      ['zh-CN', '下周这个时候', '2026-03-12 09:00'],
      ['zh-CN', '下周的这个时候', '2026-03-12 09:00'],
      ['zh-TW', '下禮拜這個時候', '2026-03-12 09:00'],
    ]);
  });
});

describe('chat words', () => {
  it('reads the table words the chat rows lacked', () => {
    table([
      ['ja', '明日の朝いち', '2026-03-06 09:00'],
      ['ja', '昼休み', '2026-03-05 12:00'],
      ['ja', '明日の昼休み', '2026-03-06 12:00'],
      ['ja', 'お昼休みに', '2026-03-05 12:00'],
      ['ko', '내일 오전 중', '2026-03-06 09:00'],
      ['ko', '격주 월요일', '2026-03-09 09:00'],
      ['zh-CN', '午夜12点', '2026-03-06 00:00'],
      ['zh-TW', '午夜十二點', '2026-03-06 00:00'],
    ]);
  });
});
