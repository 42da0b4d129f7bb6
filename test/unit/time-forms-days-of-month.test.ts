import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2: day of the month with a month name as a word or with an ordinal, a day of the
 * month alone after the language's article or particle, weekday and date together, and the N-th
 * weekday of a month (Thursday 5 March 2026, 10:00 local; 09:00 when no time is given).
 */
describe('Forms: days of the month', () => {
  it.each([
    ['en-US', 'the 28th', '2026-03-28 09:00'],
    ['en-US', 'on the 21st', '2026-03-21 09:00'],
    ['en-US', 'the 28th at 5pm', '2026-03-28 17:00'],
    ['en-US', 'the 1st', '2026-04-01 09:00'], // March 1st is past
    ['en-GB', 'the 31st', '2026-03-31 09:00'],
    ['en-GB', '4th', '2026-04-04 09:00'],
    ['en-US', 'second of april', '2026-04-02 09:00'],
    ['en-US', 'the twenty-first of march at 3pm', '2026-03-21 15:00'],
    ['de', 'am 22.', '2026-03-22 09:00'],
    ['de', 'am 22. um 9 Uhr', '2026-03-22 09:00'],
    ['de', 'den 22.', '2026-03-22 09:00'],
    ['nl', 'de 22e', '2026-03-22 09:00'],
    ['nl', 'op de 22ste om 9:00', '2026-03-22 09:00'],
    ['fr', 'le 22', '2026-03-22 09:00'],
    ['fr', 'le 20 à 9h', '2026-03-20 09:00'],
    ['fr', 'le 1er', '2026-04-01 09:00'],
    ['es-ES', 'el 22', '2026-03-22 09:00'],
    ['es-ES', 'el día 9 a las 10:00', '2026-03-09 10:00'],
    ['es-419', 'el 22 a las 10 de la mañana', '2026-03-22 10:00'],
    ['it', 'il 22', '2026-03-22 09:00'],
    ['it', 'il giorno 3 alle 18', '2026-04-03 18:00'],
    ['pt-BR', 'dia 3', '2026-04-03 09:00'],
    ['pt-BR', 'no dia 22 às 18h', '2026-03-22 18:00'],
  ] as const)('a day of the month: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'Thursday, March 5 at 5pm', '2026-03-05 17:00'],
    ['en-US', 'friday, march 6', '2026-03-06 09:00'],
    ['en-US', 'friday the 13th', '2026-03-13 09:00'],
    ['de', 'Freitag, 6. März', '2026-03-06 09:00'],
    ['nl', 'vrijdag 6 maart', '2026-03-06 09:00'],
    ['fr', 'vendredi 6 mars à 18h', '2026-03-06 18:00'],
    ['es-ES', 'viernes, 6 de marzo a las 18:00', '2026-03-06 18:00'],
    ['it', 'venerdì 6 marzo', '2026-03-06 09:00'],
    ['pt-BR', 'sexta-feira, 6 de março às 18h', '2026-03-06 18:00'],
  ] as const)('weekday and date: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'second friday of june', '2026-06-12 09:00'],
    ['en-US', 'last thursday of may', '2026-05-28 09:00'],
    ['en-GB', 'the first monday in april at 9am', '2026-04-06 09:00'],
    ['en-US', 'first thursday of march at 9am', '2027-03-04 09:00'], // this year's was on the 5th... at 09:00 today: past
    ['de', 'am zweiten Freitag im Juni', '2026-06-12 09:00'],
    ['de', 'letzten Donnerstag im Mai', '2026-05-28 09:00'],
    ['nl', 'laatste vrijdag van mei', '2026-05-29 09:00'],
    ['fr', 'le deuxième vendredi de juin', '2026-06-12 09:00'],
    ['es-ES', 'el segundo viernes de junio', '2026-06-12 09:00'],
    ['it', 'il secondo venerdì di giugno', '2026-06-12 09:00'],
    ['pt-BR', 'primeira sexta de junho', '2026-06-05 09:00'],
  ] as const)('N-th weekday of a month: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'friday, march 7', 'invalid_time_format'], // 7 March 2026 is a Saturday
    // Today's date and weekday, its 09:00 gone: past (not next year's 5 March, a Friday).
    ['en-US', 'Thursday, March 5', 'time_in_past'],
    ['fr', 'jeudi 5 mars', 'time_in_past'],
    ['en-US', 'the 5', 'invalid_time_format'], // no ordinal, no month
    ['en-US', 'the 32nd', 'invalid_time_format'],
    ['en-US', 'sixth friday of june', 'invalid_time_format'],
  ] as const)('refused: %s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
