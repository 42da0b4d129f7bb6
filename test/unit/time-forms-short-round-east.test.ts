import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Japanese, Chinese and Korean forms finished in the short round (decisions.md, "Time
 * expressions, ninth round: ja, ko, zh-CN, zh-TW (issue 18)", "Short round"), read at Thursday
 * 5 March 2026, 10:00 on the caller's wall clock (Tokyo, Seoul, Shanghai, Taipei).
 */

describe('A dotted month and day alone: the date or the clock', () => {
  it.each([
    // 24-hour clocks: the date at 09:00, or the clock as typed.
    ['ja', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15']],
    ['zh-CN', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15']],
    ['zh-CN', '12.25', ['2026-12-25 09:00', '2026-03-05 12:25']],
    ['ja', '7.30', ['2026-07-30 09:00', '2026-03-06 07:30']],
    // 12-hour clocks: the date, the morning's and the afternoon's clock.
    ['ko', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15', '2026-03-05 15:15']],
    ['zh-TW', '3.15', ['2026-03-15 09:00', '2026-03-06 03:15', '2026-03-05 15:15']],
    ['ko', '8.10', ['2026-08-10 09:00', '2026-03-06 08:10', '2026-03-05 20:10']],
    ['zh-TW', '12.25', ['2026-12-25 09:00', '2026-03-05 12:25']],
    ['ko', '20.03', ['2026-03-20 09:00', '2026-03-05 20:03']],
    // This year's date is past: next year's, still within the year ahead.
    ['zh-CN', '3.01', ['2027-03-01 09:00', '2026-03-06 03:01']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    // A clock after it settles the date.
    ['ja', '3.15 15:00', '2026-03-15 15:00'],
    ['zh-TW', '3.15 15:00', '2026-03-15 15:00'],
    // A day before it, or 'at', settles the clock (as before).
    ['zh-CN', '明天3.15', '2026-03-06 03:15'],
    ['zh-CN', '在3.15', '2026-03-06 03:15'],
    // No month 15 or 45: a clock only.
    ['ja', '13.15', '2026-03-05 13:15'],
    ['zh-CN', '9.45', '2026-03-06 09:45'],
    // Languages that write the day first are unchanged.
    ['de', '3.15', '2026-03-06 03:15'],
    ['en-GB', '7.30', '2026-03-06 07:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('reads no 32nd day: the clock alone', () => {
    expect(readLocal('ja', '3.32')).toBe('2026-03-06 03:32');
    expect(asked('ko', '3.32')).toEqual(['2026-03-06 03:32', '2026-03-05 15:32']);
  });

  it.each([
    ['ja', '3.5'], // one digit after the dot: a decimal number
    ['zh-CN', '3.15号'],
    ['en-US', '8.10'], // a 12-hour clock that does not write month.day with a dot: still refused
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});
