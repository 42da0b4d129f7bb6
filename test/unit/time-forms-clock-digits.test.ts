import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2: clock times in words and as digits without a separator, the dot separator,
 * one-letter meridiems, '@' for 'at', and numeric dates with other separators and orders
 * (Thursday 5 March 2026, 10:00 local).
 */
describe('Forms: clocks in words and digits, numeric dates', () => {
  it.each([
    ['en-US', 'eleven fifteen pm', '2026-03-05 23:15'],
    ['en-US', 'at seven thirty pm', '2026-03-05 19:30'],
    ['en-US', 'at nine forty-five am', '2026-03-06 09:45'],
    ['en-GB', 'at seven thirty am', '2026-03-06 07:30'], // without am: asked (time-forms-third-round)
    ['en-US', '0845', '2026-03-06 08:45'],
    ['en-US', 'at 2200', '2026-03-05 22:00'],
    ['en-US', '930am', '2026-03-06 09:30'],
    ['en-US', '1130pm tomorrow', '2026-03-06 23:30'],
    ['en-US', '6.45pm', '2026-03-05 18:45'],
    ['en-GB', '19.15', '2026-03-05 19:15'],
    ['de', 'um 21.10', '2026-03-05 21:10'],
    ['nl', '18.30', '2026-03-05 18:30'],
    ['en-US', '8p', '2026-03-05 20:00'],
    ['en-US', '4:20p', '2026-03-05 16:20'],
    ['en-US', '10a', '2026-03-05 10:00'],
    ['en-US', '@ 5pm', '2026-03-05 17:00'],
    ['en-US', 'tomorrow @9am', '2026-03-06 09:00'],
  ] as const)('clock: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', '3-21', '2026-03-21 09:00'],
    ['en-US', '3-21 at 5pm', '2026-03-21 17:00'],
    ['en-GB', '21-03', '2026-03-21 09:00'],
    ['nl', '24-12', '2026-12-24 09:00'],
    ['fr', '25-12-2026 à 20h', '2026-12-25 20:00'],
    ['en-US', '2026/04/19', '2026-04-19 09:00'],
    ['de', '2026.04.19', '2026-04-19 09:00'],
    ['de', '24.12', '2026-12-24 09:00'],
    ['it', '31.01 alle 18', '2027-01-31 18:00'],
  ] as const)('numeric date: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', '21.03', 'time_ambiguous'], // 21:03, or 21 March: asked (ninth round)
    ['de', '21.10', 'time_ambiguous'],
    ['en-US', '2027', 'invalid_time_format'], // a year, not a clock
    ['en-US', '2027/04/19', 'time_too_far'],
    ['en-US', '26-12-25', 'invalid_time_format'], // which part is the year?
    ['en-US', '3-5pm', 'invalid_time_format'], // a range
    ['en-US', '930', 'invalid_time_format'],
    ['pt-BR', '6a', 'invalid_time_format'], // sexta-feira (6ª), not 06:00
  ] as const)('refused or asked: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
