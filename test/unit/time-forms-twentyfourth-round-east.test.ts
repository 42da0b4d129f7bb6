import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Named days and `后日` in zh-CN, zh-TW, ja and ko (docs/decisions.md, "Time expressions,
 * twenty-fourth round: named days, `后日`, `翌月` in zh-CN, zh-TW, ja, ko"): the day at 09:00 or the
 * clock said; zh `新年` asks between 1 January and the Spring Festival; days that are periods, differ
 * by region, or share their word with an everyday one stay refused. Reference: Thursday 14 May
 * 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

describe('Named days, twenty-fourth round', () => {
  it.each([
    ['zh-CN', '后日', '2026-05-16 10:00'],
    ['zh-CN', '后日下午3点', '2026-05-16 15:00'],
    ['zh-TW', '後日下午3點', '2026-05-16 15:00'],
    ['zh-CN', '圣诞夜晚上8点', '2026-12-24 20:00'],
    ['zh-TW', '耶誕節晚上7點', '2026-12-25 19:00'],
    ['zh-CN', '耶稣受难日', '2027-03-26 09:00'],
    ['zh-CN', '黑五', '2026-11-27 09:00'],
    ['zh-TW', '黑色星期五', '2026-11-27 09:00'],
    ['zh-CN', '国际儿童节', '2026-06-01 09:00'],
    ['zh-CN', '白色情人节', '2027-03-14 09:00'],
    ['zh-CN', '老人节下午3点', '2026-10-18 15:00'],
    ['zh-TW', '敬老節', '2026-10-18 09:00'],
    ['zh-CN', '鬼节', '2026-08-27 09:00'],
    ['zh-TW', '中元', '2026-08-27 09:00'],
    ['zh-TW', '和平紀念日', '2027-02-28 09:00'],
    ['zh-TW', '青年節', '2027-03-29 09:00'],
    ['zh-TW', '婦幼節', '2027-04-04 09:00'],
    ['ja', '新年', '2027-01-01 09:00'],
    ['ja', 'バレンタイン', '2027-02-14 09:00'],
    ['ja', 'クリスマスイヴの夜8時', '2026-12-24 20:00'],
    ['ja', 'ブラックフライデー', '2026-11-27 09:00'],
    ['ja', '聖金曜日', '2027-03-26 09:00'],
    ['ja', '重陽の節句', '2026-09-09 09:00'],
    ['ja', '翌月', '2026-06-14 10:00'],
    ['ko', '블랙프라이데이', '2026-11-27 09:00'],
    ['ko', '근로자의 날', '2027-05-01 09:00'],
    ['ko', '국군의날 오전 10시', '2026-10-01 10:00'],
    ['ko', '식목일', '2027-04-05 09:00'],
    // Korea's lunar 9/9: the month begins a day later in Seoul than in Beijing in 2026.
    ['ko', '중양절', '2026-10-19 09:00'],
    ['ko', '백중', '2026-08-27 09:00'],
  ] as const)('%s "%s" reads %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['zh-CN', '新年'],
    ['zh-TW', '新年'],
  ] as const)('%s "%s" asks 1 January or the Spring Festival', (locale, text) => {
    expect(askedLocal(locale, text, NOW)).toEqual(['2027-01-01 09:00', '2027-02-06 09:00']);
  });

  it.each([
    ['zh-CN', '寒食节'],
    ['zh-CN', '第二天'],
    ['zh-TW', '寒食節'],
    ['ja', '翌年'],
    ['ja', 'お盆'],
    ['ja', '鏡開き'],
    ['ja', '土用の丑の日'],
    ['ko', '한식'],
    ['ko', '유두'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

/**
 * HeidelTime's Chinese parts of the day (docs/decisions.md, the same section): `午间`, `晌午` are
 * `中午`, `子夜` is `午夜`, `夜半` is `半夜`, `今宵` is `今晚` (table contractions).
 */
describe('Parts of the day, twenty-fourth round', () => {
  it.each([
    ['zh-CN', '午间', '2026-05-14 12:00'],
    ['zh-CN', '明天晌午', '2026-05-15 12:00'],
    ['zh-CN', '子夜', '2026-05-15 00:00'],
    ['zh-CN', '夜半两点', '2026-05-15 02:00'],
    ['zh-CN', '今宵8点', '2026-05-14 20:00'],
    ['zh-TW', '明天午間', '2026-05-15 12:00'],
    ['zh-TW', '今宵8點', '2026-05-14 20:00'],
    ['zh-TW', '夜半兩點', '2026-05-15 02:00'],
  ] as const)('%s "%s" reads %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

/**
 * ja the small hours (docs/decisions.md, the same section): `明け方` and `未明` mark an hour as
 * before noon, as `午前`; alone they stay refused (`未明` alone read 21:00 before).
 */
describe('The hours before dawn in Japanese, twenty-fourth round', () => {
  it.each([
    ['明け方5時', '2026-05-15 05:00'],
    ['明け方5時半', '2026-05-15 05:30'],
    ['明日の明け方5時', '2026-05-15 05:00'],
    ['未明4時', '2026-05-15 04:00'],
    ['土曜の未明2時', '2026-05-16 02:00'],
  ] as const)('ja "%s" reads %s', (text, want) => {
    expect(readLocal('ja', text, NOW)).toBe(want);
  });

  it.each(['明け方', '未明'])('ja "%s" alone stays refused', (text) => {
    expect(readLocal('ja', text, NOW)).toBe('invalid_time_format');
  });
});

/**
 * zh `在` (at) glued before an offset closed by `后` (docs/decisions.md, the same section): the
 * offset, as dateparser's zh data has `在` for `in`.
 */
describe('At before an offset, twenty-fourth round', () => {
  it.each([
    ['zh-CN', '在3小时后', '2026-05-14 13:00'],
    ['zh-CN', '在半小时后', '2026-05-14 10:30'],
    ['zh-CN', '在两天后', '2026-05-16 10:00'],
    ['zh-CN', '在3天后下午3点', '2026-05-17 15:00'],
    ['zh-TW', '於10分鐘後', '2026-05-14 10:10'],
    ['zh-TW', '在3小時後', '2026-05-14 13:00'],
  ] as const)('%s "%s" reads %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});
