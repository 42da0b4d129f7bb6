import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * US Election Day in every year (docs/decisions.md, "Time expressions, sixteenth round: the
 * beginning, middle and end of next week, month and year", row "US Election Day"): the data set
 * lists it in presidential years only, so in 2026 it was refused as beyond the horizon.
 */
describe('US Election Day is read in every year', () => {
  it.each([
    ['election day', '2026-10-01 10:00', '2026-11-03 09:00'],
    ['election day at 7am', '2026-10-01 10:00', '2026-11-03 07:00'],
    ['the day after election day', '2026-10-01 10:00', '2026-11-04 09:00'],
    // Said after this year's: next year's (the first Tuesday after the first Monday of November).
    ['election day', '2026-11-27 10:00', '2027-11-02 09:00'],
  ] as const)('en-US "%s" said on %s is %s', (text, now, want) => {
    expect(readLocal('en-US', text, now)).toBe(want);
  });
});
