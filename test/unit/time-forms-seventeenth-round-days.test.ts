import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Named days the holiday data lacked (docs/decisions.md, "Time expressions, seventeenth round:
 * named days"): their next occurrence at 09:00, as every named day. Reference: Thursday 5
 * November 2026, 10:00 local.
 */
const NOVEMBER = '2026-11-05 10:00';

describe('Named days added by rule', () => {
  it.each([
    ['de', 'Pfingsten', '2027-05-16 09:00'],
    ['de', 'Karsamstag', '2027-03-27 09:00'],
    ['de', 'Palmsonntag', '2027-03-21 09:00'],
    ['de', 'erster Advent', '2026-11-29 09:00'],
    ['de', 'am ersten Advent', '2026-11-29 09:00'],
    ['de', '1. Advent', '2026-11-29 09:00'],
    ['de', 'am Nikolaustag', '2026-12-06 09:00'],
    ['de', 'Dreikönigstag', '2027-01-06 09:00'],
    ['de', 'Martinstag', '2026-11-11 09:00'],
    ['de', 'Reformationstag', '2027-10-31 09:00'],
    ['en-GB', 'mothering sunday', '2027-03-07 09:00'],
    ['en-GB', 'burns night', '2027-01-25 09:00'],
    ['en-GB', 'april fools', '2027-04-01 09:00'],
    ['en-GB', 'advent sunday', '2026-11-29 09:00'],
    ['it', 'festa del papà', '2027-03-19 09:00'],
    ['it', 'san giuseppe', '2027-03-19 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('keeps the days the data had, and their offsets', () => {
    expect(readLocal('de', 'Pfingstsonntag', NOVEMBER)).toBe('2027-05-16 09:00');
    expect(readLocal('de', '2. Advent', NOVEMBER)).toBe('2026-12-06 09:00');
    expect(readLocal('de', '3 Tage vor Nikolaus', NOVEMBER)).toBe('2026-12-03 09:00');
  });
});
