import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * A calendar date with a year word, and a US zone spelled out after a clock (docs/decisions.md,
 * "Time expressions, twenty-third round: a date with a year word, a US zone spelled out"), forms
 * from compromise's dates plugin tests. Reference: Thursday 14 May 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

describe('A calendar date with a year word, twenty-third round', () => {
  it.each([
    ['en-US', 'november 10th this year', '2026-11-10 09:00'],
    ['en-US', 'february 10th next year', '2027-02-10 09:00'],
    ['en-US', 'march 3 next year at 5pm', '2027-03-03 17:00'],
    ['en-US', 'the 10th of february next year', '2027-02-10 09:00'],
    ['en-US', 'this year on june 10th', '2026-06-10 09:00'],
    ['en-US', 'next year on february 10', '2027-02-10 09:00'],
    ['en-GB', '10 november this year at 15:00', '2026-11-10 15:00'],
    ['fr', "le 10 février de l'année prochaine", '2027-02-10 09:00'],
    ['fr', 'le 10 novembre cette année', '2026-11-10 09:00'],
    ['es-ES', 'el 10 de febrero del año que viene', '2027-02-10 09:00'],
    ['es-419', 'el 10 de noviembre de este año', '2026-11-10 09:00'],
    ['it', "il 10 febbraio dell'anno prossimo", '2027-02-10 09:00'],
    ['it', "il 10 novembre di quest'anno", '2026-11-10 09:00'],
    ['de', 'am 10. Februar nächsten Jahres', '2027-02-10 09:00'],
    ['de', 'am 10. November dieses Jahres um 15 Uhr', '2026-11-10 15:00'],
    ['de', 'nächstes Jahr am 10. Februar', '2027-02-10 09:00'],
    ['nl', '10 februari volgend jaar om 10 uur', '2027-02-10 10:00'],
    ['pt-BR', '10 de novembro deste ano', '2026-11-10 09:00'],
    ['pt-BR', '10 de fevereiro do ano que vem', '2027-02-10 09:00'],
  ] as const)('%s "%s" is that year\'s date: %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['en-US', 'march 10 this year', 'time_in_past'],
    ['fr', 'le 10 mars cette année', 'time_in_past'],
    ['de', 'am 10. März dieses Jahres', 'time_in_past'],
    ['en-US', 'november 10th next year', 'time_too_far'],
    ['en-US', 'next year on june 10th', 'time_too_far'],
    ['fr', "le 10 juin de l'année prochaine", 'time_too_far'],
  ] as const)('%s "%s": the year is named, never moved: %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('A US zone spelled out after a clock, twenty-third round', () => {
  it.each([
    ['en-US', '2pm eastern time', '2026-05-14 14:00'],
    ['en-US', '4pm pacific time', '2026-05-14 19:00'],
    ['en-US', '2pm pacific standard time', '2026-05-14 17:00'],
    ['en-US', '3pm central time', '2026-05-14 16:00'],
    ['en-US', '10am mountain time', '2026-05-14 12:00'],
    ['en-US', '11am central daylight time', '2026-05-14 12:00'],
    ['en-US', 'march 2nd at 2pm eastern standard time', '2027-03-02 14:00'],
    ['en-US', 'friday at noon mountain standard time', '2026-05-15 14:00'],
    ['en-GB', '3pm eastern time', '2026-05-14 20:00'],
  ] as const)('%s "%s" reads in that zone: %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe("An hour's o'clock before its half of the day, twenty-third round", () => {
  it.each([
    ['en-US', '10 oclock pm', '2026-05-14 22:00'],
    ['en-US', "9 o'clock pm", '2026-05-14 21:00'],
    ['en-US', "tomorrow at 11 o'clock pm", '2026-05-15 23:00'],
    ['en-US', 'friday at 12 oclock pm', '2026-05-15 12:00'],
    ['en-US', '2 oclock am', '2026-05-15 02:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe("A unit's abbreviation in an offset, twenty-third round", () => {
  it.each([
    ['es-ES', 'dentro de 3 sem', '2026-06-04 10:00'],
    ['es-ES', 'en 2 sem. a las 9', '2026-05-28 09:00'],
    ['es-419', 'en 3 sem', '2026-06-04 10:00'],
    ['pt-BR', 'em 3 sem', '2026-06-04 10:00'],
    ['pt-BR', 'daqui a 2 sem', '2026-05-28 10:00'],
    ['nl', 'over 3 dgn', '2026-05-17 10:00'],
    ['nl', 'over 2 wkn', '2026-05-28 10:00'],
    ['de', 'in 3 Wo.', '2026-06-04 10:00'],
    ['de', 'in 2 Wo. um 9 Uhr', '2026-05-28 09:00'],
    // An abbreviation's dot before a clock, any unit: 'Tg.' was read only at the end.
    ['de', 'in 2 Tg. um 9 Uhr', '2026-05-16 09:00'],
    ['en-US', 'in 2 wks. at 5pm', '2026-05-28 17:00'],
  ] as const)('%s "%s" is that far ahead: %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    // pt-BR `sem` is also `without`: never a week without a number before it.
    ['pt-BR', 'amanhã sem falta'],
    ['pt-BR', 'sem hora'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});
