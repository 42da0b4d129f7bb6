import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * The twenty-four solar terms named as days in zh-CN, zh-TW, ja and ko (docs/decisions.md, "Time
 * expressions, twenty-third round: the solar terms and Time-NLP's named days in zh-CN, zh-TW, ja,
 * ko"): the term's day in the users' zone (UTC+8 for China and Taiwan, UTC+9 for Japan and Korea),
 * at 09:00 or the clock said. Reference: Thursday 14 May 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

describe('The solar terms, twenty-third round', () => {
  it.each([
    ['zh-CN', '夏至', '2026-06-21 09:00'],
    ['zh-CN', '夏至晚上8点', '2026-06-21 20:00'],
    ['zh-CN', '夏至前一天', '2026-06-20 09:00'],
    ['zh-CN', '春分', '2027-03-21 09:00'],
    ['zh-CN', '明年春分', '2027-03-21 09:00'],
    ['zh-CN', '芒种', '2026-06-05 09:00'],
    ['zh-CN', '惊蛰', '2027-03-06 09:00'],
    ['zh-CN', '大寒', '2027-01-20 09:00'],
    ['zh-TW', '驚蟄', '2027-03-06 09:00'],
    ['zh-TW', '芒種', '2026-06-05 09:00'],
    ['zh-TW', '小滿', '2026-05-21 09:00'],
    ['zh-TW', '夏至晚上8點', '2026-06-21 20:00'],
    // Japan and Korea count the day at UTC+9: 芒種 2026 is 5 June 23:48 in Beijing, 6 June in Tokyo.
    ['ja', '芒種', '2026-06-06 09:00'],
    ['ja', '夏至の夜8時', '2026-06-21 20:00'],
    ['ja', '冬至の日', '2026-12-22 09:00'],
    ['ja', '春分', '2027-03-21 09:00'],
    ['ja', '秋分', '2026-09-23 09:00'],
    ['ko', '망종', '2026-06-06 09:00'],
    ['ko', '하지 저녁 7시', '2026-06-21 19:00'],
    ['ko', '입추', '2026-08-07 09:00'],
    ['ko', '청명', '2027-04-05 09:00'],
    ['zh-CN', '记者节', '2026-11-08 09:00'],
    ['zh-CN', '中国航海日', '2026-07-11 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    // This year's is past.
    ['zh-CN', '今年春分'],
    ['zh-TW', '今年春分'],
    // Everyday words: a day of heavy snow, about/Korea, a novel, excellence.
    ['ja', '大雪の日'],
    ['ko', '대한'],
    ['ko', '소설'],
    ['ko', '우수'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).not.toMatch(/^\d{4}-/);
  });
});

/**
 * `此时`, `此刻` (this very time) after a day, as `这个时候` (docs/decisions.md, the same section);
 * alone they stay `now`.
 */
describe('This very time after a day, twenty-third round', () => {
  it.each([
    ['zh-CN', '明天此时', '2026-05-15 10:00'],
    ['zh-CN', '下周此时', '2026-05-21 10:00'],
    ['zh-CN', '明天此刻', '2026-05-15 10:00'],
    ['zh-TW', '明天此時', '2026-05-15 10:00'],
    ['zh-TW', '後天此刻', '2026-05-16 10:00'],
    ['zh-CN', '此刻', '2026-05-14 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

/** ja 雑節 counted from 立春, its day the first (docs/decisions.md, the same section). */
describe('Days counted from 立春, twenty-third round', () => {
  it.each([
    ['八十八夜', '2027-05-02 09:00'],
    ['二百十日', '2026-09-01 09:00'],
    ['二百十日の夜8時', '2026-09-01 20:00'],
    ['二百二十日', '2026-09-11 09:00'],
  ] as const)('ja "%s" is %s', (text, want) => {
    expect(readLocal('ja', text, NOW)).toBe(want);
  });
});
