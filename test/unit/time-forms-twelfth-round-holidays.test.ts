import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Named days the date-holidays data set does not carry, given by a rule of its data (the days
 * after US Thanksgiving) or a fixed date (docs/decisions.md, "Named days from every region,
 * twelfth round"). Reference Thursday 5 March 2026, 10:00 local; a day alone is read at 09:00.
 */
const NOW = '2026-03-05 10:00';

describe('Named days from a data rule or a fixed date are read', () => {
  it.each([
    ['en', 'black friday', '2026-11-27 09:00'],
    ['en', 'cyber monday', '2026-11-30 09:00'],
    ['en', 'the day before black friday', '2026-11-26 09:00'],
    ['en', 'earth day', '2026-04-22 09:00'],
    ['en', "st patrick's day", '2026-03-17 09:00'],
    ['en', 'st patricks day at 6pm', '2026-03-17 18:00'],
    ['en', 'cinco de mayo', '2026-05-05 09:00'],
    ['en', 'kwanzaa', '2026-12-26 09:00'],
    ['en-GB', 'kwanzaa', '2026-12-26 09:00'],
    ['en-GB', 'earth day', '2026-04-22 09:00'],
    ['de', 'earth day', '2026-04-22 09:00'],
    ['en-GB', "saint patrick's day", '2026-03-17 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('Names of another region, past years and years beyond one are refused', () => {
  it.each([
    // Black Friday follows US Thanksgiving: outside the US it is another region's day (refused, never guessed).
    ['en-GB', 'black friday', NOW],
    ['de', 'cyber monday', NOW],
    // A year already past, and one beyond a year from now.
    ['en', 'earth day 2025', NOW],
    ['en', 'earth day 2028', NOW],
  ] as const)('%s "%s" at %s is refused', (locale, text, now) => {
    expect(readLocal(locale, text, now)).not.toMatch(/^\d{4}-/);
  });
});
