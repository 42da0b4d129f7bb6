import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The twenty-first round in ja, ko, zh-CN and zh-TW (docs/decisions.md, "Time expressions,
 * twenty-first round: ja, ko, zh-CN, zh-TW forms left refused, repeats and reminder apps'
 * phrasing"). Reference: Thursday 5 March 2026, 10:00 local. Each case here was refused before
 * this round, or read differently where said.
 */
describe('Korean forms the twentieth round left refused', () => {
  it.each([
    ['3월 말일', '2026-03-31 17:00'],
    ['3월 말일에', '2026-03-31 17:00'],
    ['4월 말일', '2026-04-30 17:00'],
  ] as const)('ko "%s" is the month\'s last day at %s', (text, want) => {
    expect(readLocal('ko', text)).toBe(want);
  });

  it.each([
    ['4월 둘째 주', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['4월 둘째 주에', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['4월 셋째 주', ['2026-04-13 09:00', '2026-04-20 09:00']],
    ['4월 둘째 주 오전 10시', ['2026-04-06 10:00', '2026-04-13 10:00']],
    ['다음 달 첫째 주', ['2026-04-01 09:00', '2026-04-06 09:00']],
  ] as const)('ko "%s" asks between the two counts of the week', (text, want) => {
    expect(askedLocal('ko', text)).toEqual(want);
  });

  it.each([
    ['4월 둘째 주 월요일', '2026-04-13 09:00'],
    ['4월 둘째주 월요일', '2026-04-13 09:00'],
    ['다음 달 첫째 주 금요일', '2026-04-03 09:00'],
    ['이번 주 토요일', '2026-03-07 09:00'],
    ['다음 주 금요일', '2026-03-13 09:00'],
  ] as const)('ko "%s" keeps its weekday: %s', (text, want) => {
    expect(readLocal('ko', text)).toBe(want);
  });

  it('ko "이번 주 월요일" said on a Saturday is still this week\'s, past', () => {
    expect(readLocal('ko', '이번 주 월요일', '2026-03-07 10:00')).toBe('time_in_past');
  });
});

describe('Repeats set in reminder apps', () => {
  const weekdays = { pattern: 'custom', data: { pattern: 'every_n_weeks', interval: 1 } };
  it.each([
    ['zh-CN', '工作日每天9点', '2026-03-06 09:00', weekdays],
    ['zh-CN', '工作日每天晚上8点', '2026-03-05 20:00', weekdays],
    ['zh-TW', '工作日每天早上9點', '2026-03-06 09:00', weekdays],
    ['ja', '平日の毎朝9時', '2026-03-06 09:00', weekdays],
    ['ja', '平日の毎晩9時', '2026-03-05 21:00', weekdays],
    ['ja', '平日の毎日9時', '2026-03-06 09:00', weekdays],
    ['ko', '평일 아침 9시마다', '2026-03-06 09:00', weekdays],
    ['ko', '아침 9시마다', '2026-03-06 09:00', { pattern: 'daily' }],
    ['ko', '매월 15일마다', '2026-03-15 09:00', { pattern: 'monthly' }],
    ['zh-CN', '周末每天10点', '2026-03-07 10:00', weekdays],
    ['ja', '毎週土日10時', '2026-03-07 10:00', weekdays],
    ['ja', '毎週月曜・水曜', '2026-03-09 09:00', weekdays],
    ['zh-CN', '每周一三五', '2026-03-06 09:00', weekdays],
    ['zh-TW', '每週二四', '2026-03-10 09:00', weekdays],
    ['ko', '매주 화목 오후 7시', '2026-03-05 19:00', weekdays],
    ['ko', '매주 토일', '2026-03-07 09:00', weekdays],
    ['zh-CN', '每月的15号', '2026-03-15 09:00', { pattern: 'monthly' }],
    ['zh-TW', '每個月的15號', '2026-03-15 09:00', { pattern: 'monthly' }],
    ['zh-CN', '每年的12月25日', '2026-12-25 09:00', { pattern: 'yearly' }],
    ['ja', '2週間ごとの金曜', '2026-03-06 09:00', { data: { interval: 2 } }],
    ['ko', '2주마다 금요일', '2026-03-06 09:00', { data: { interval: 2 } }],
    ['zh-CN', '每两周的周五', '2026-03-06 09:00', { data: { interval: 2 } }],
  ] as const)('%s "%s" repeats from %s', (locale, text, first, recurrence) => {
    expect(readLocal(locale, text)).toBe(first);
    const r = parseTimeExpression(text, {
      now: Date.parse('2026-03-05T01:00:00Z'),
      zone: 'Asia/Tokyo',
      locale,
    });
    expect(r.ok && r.recurrence).toMatchObject(recurrence);
  });

  it.each([
    // The month's last day as a repeat reads since the twenty-third round (its own test); the
    // month's end (每月底, 毎月末) stays refused.
    ['zh-CN', '每月底'],
    ['ja', '毎月末'],
    ['ja', '毎月9日と24日'],
    ['ko', '내일 9시마다'],
    ['zh-CN', '每隔3天'],
    ['ko', '한 달에 한 번'],
  ] as const)(
    '%s "%s" stays refused (a month-end repeat, two days a month, a day repeated, every third or fourth day, no day)',
    (locale, text) => {
      expect(readLocal(locale, text)).toBe('invalid_time_format');
    },
  );
});

describe('Every closing the text', () => {
  it.each([
    ['en', '9am every'],
    ['de', 'um 9 Uhr jeden'],
    ['ko', '아침 9시 마다'],
  ] as const)(
    '%s "%s", a word of its own after the clock, is a sentence cut short',
    (locale, text) => {
      expect(readLocal(locale, text)).toBe('invalid_time_format');
    },
  );
});
