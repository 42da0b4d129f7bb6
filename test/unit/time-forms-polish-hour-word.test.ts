import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Polish names a clock hour with its ordinal and the word `godzina` on either side (`ósma
 * godzina`, `godzina ósma`): eight o'clock, read as `o ósmej` is (reference Thursday 5 March 2026,
 * 10:00 in Warsaw). It read as a length (`ósma godzina`: in 8 hours, 18:00), a wrong answer.
 */
describe('Forms: a Polish hour as an ordinal beside "godzina"', () => {
  it.each([
    ['godzina ósma wieczorem', '2026-03-05 20:00'],
    ['ósma godzina wieczorem', '2026-03-05 20:00'],
    ['jutro, godzina ósma rano', '2026-03-06 08:00'],
    // The 24-hour ones say their half of the day.
    ['piętnasta godzina', '2026-03-05 15:00'],
    ['godzina dwudziesta pierwsza', '2026-03-05 21:00'],
    // A number and the unit stay a length.
    ['za 8 godzin', '2026-03-05 18:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock with no time of day: both halves asked, as 'o ósmej'.
    ['ósma godzina', 'time_ambiguous'],
    ['godzina ósma', 'time_ambiguous'],
    ['trzecia godzina', 'time_ambiguous'],
  ] as const)('pl "%s" is refused (%s)', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });
});
