import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal, instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Chinese chat forms of the short round after the tenth (docs/decisions.md, "Time expressions,
 * tenth round: ja, ko, zh-CN, zh-TW (issue 18)", "Short round"), read at Thursday 5 March 2026,
 * 10:00 on the caller's wall clock (Shanghai, Taipei).
 */

describe('过两天 (in a couple of days): vague, refused like 过几天', () => {
  it.each([
    ['zh-CN', '过两天'],
    ['zh-CN', '再过两天'],
    ['zh-CN', '过两天下午3点'],
    ['zh-TW', '過兩天'],
    ['zh-TW', '再過兩天'],
    ['zh-TW', '过两天'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it.each([
    // In digits, or without 过, it is the count it says.
    ['zh-CN', '过2天', '2026-03-07 10:00'],
    ['zh-CN', '两天后', '2026-03-07 10:00'],
    ['zh-TW', '過2天', '2026-03-07 10:00'],
    ['zh-TW', '兩天後', '2026-03-07 10:00'],
    ['zh-CN', '过两个小时', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('仨 (three, colloquial), as 俩 is two', () => {
  it.each([
    ['zh-CN', '仨小时后', '2026-03-05 13:00'],
    ['zh-CN', '过仨小时', '2026-03-05 13:00'],
    ['zh-CN', '仨星期后', '2026-03-26 10:00'],
    ['zh-TW', '仨小時後', '2026-03-05 13:00'],
    ['zh-CN', '俩小时后', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['zh-CN', '仨'],
    ['zh-CN', '仨天前'],
  ] as const)('%s "%s" is refused (alone; past)', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^2026/);
  });
});

describe('Chat forms read already, kept (the short round’s own phrasing)', () => {
  it.each([
    ['zh-CN', '明早8点', '2026-03-06 08:00'],
    ['zh-CN', '晚8点', '2026-03-05 20:00'],
    ['zh-CN', '明天晚8点', '2026-03-06 20:00'],
    ['zh-CN', '下午3点三刻', '2026-03-05 15:45'],
    ['zh-CN', '明天9am', '2026-03-06 09:00'],
    ['zh-CN', '下下周一', '2026-03-16 09:00'],
    ['zh-CN', '下月5号上午9点', '2026-04-05 09:00'],
    ['zh-TW', '禮拜天晚上8點', '2026-03-08 20:00'],
    ['zh-TW', '2個半小時後', '2026-03-05 12:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Remind me / wake me in the time field: refused as English `remind me` (tenth round).
    ['zh-CN', '十分钟后提醒我'],
    ['zh-TW', '明天早上7點半叫我'],
    ['zh-CN', '下班后'],
    ['zh-CN', '昨天下午3点'],
    ['zh-TW', '上週五'],
    ['zh-CN', '今天早上8点'],
    ['zh-CN', '明天下午3点前'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^2026/);
  });

  it('zh-CN "3.10" asks between 10 March and 3:10', () => {
    expect(askedLocal('zh-CN', '3.10')).toEqual(['2026-03-10 09:00', '2026-03-06 03:10']);
  });
});

describe('Monday to Friday with every (每…一到…五, …每天): the working week, as 工作日', () => {
  const workdays = [0, 1, 2, 3, 4];
  it.each([
    ['zh-CN', '每周一到周五早上9点', '2026-03-06 09:00'],
    ['zh-CN', '每周一至周五早上9点', '2026-03-06 09:00'],
    ['zh-CN', '周一到周五每天晚上8点', '2026-03-05 20:00'],
    ['zh-TW', '每週一到週五早上9點', '2026-03-06 09:00'],
    ['zh-TW', '週一至週五每天晚上8點', '2026-03-05 20:00'],
    ['zh-TW', '工作天早上9點', '2026-03-06 09:00'],
    ['zh-TW', '每個工作天', '2026-03-06 09:00'],
    // Without every too, since the twenty-third round (one weekday-range rule in every language).
    ['zh-CN', '周一到周五早上9点', '2026-03-06 09:00'],
    ['zh-TW', '週一到週五', '2026-03-06 09:00'],
  ] as const)('%s "%s" repeats on working days from %s', (locale, text, first) => {
    expect(readLocal(locale, text)).toBe(first);
    const zone = ZONES[locale] ?? 'UTC';
    const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
    expect(r.ok && r.recurrence?.data).toMatchObject({ weekdays: workdays });
  });

  it.each([
    // Next week's days are five days once; other ranges: no weekday-range rule.
    ['zh-CN', '下周一到周五早上9点'],
    ['zh-CN', '每周一到周四'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Two numerals side by side (两三, 三四, 十三四): an approximation, refused', () => {
  // '两三天后' was read 23 days ahead and '三四个小时后' 34 hours: the digits were read positionally.
  it.each([
    ['zh-CN', '两三天后'],
    ['zh-CN', '三四个小时后'],
    ['zh-CN', '过三四个小时'],
    ['zh-CN', '一两个小时后'],
    ['zh-CN', '七八分钟后'],
    ['zh-CN', '三五天后'],
    ['zh-CN', '十三四号'],
    ['zh-TW', '兩三天後'],
    ['zh-TW', '三四個小時後'],
    ['ja', '二三日後'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it.each([
    // A weekday before a clock, tens, a year written digit by digit: unchanged.
    ['zh-CN', '周三四点', '2026-03-11 16:00'],
    ['zh-CN', '周一两点', '2026-03-09 14:00'],
    ['zh-CN', '三十四分钟后', '2026-03-05 10:34'],
    ['zh-CN', '明天三点四十五', '2026-03-06 15:45'],
    ['zh-CN', '二〇二六年三月十号', '2026-03-10 09:00'],
    ['zh-TW', '兩個半小時後', '2026-03-05 12:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
