import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, seventh round: forms of the European languages the reader refused, read now
 * (reference Thursday 5 March 2026, 10:00 on the caller's clock, in the zone each language's
 * users mostly have), and what stays refused on purpose.
 */

describe('Forms: tens and one joined by "and" (vingt et un, treinta y uno, vinte e um)', () => {
  it.each([
    ['fr', 'à vingt et une heures', '2026-03-05 21:00'],
    ['fr', 'vingt et un mars', '2026-03-21 09:00'],
    ['fr', 'le trente et un mars', '2026-03-31 09:00'],
    ['fr', 'dans vingt-cinq minutes', '2026-03-05 10:25'],
    ['es-ES', 'treinta y uno de marzo', '2026-03-31 09:00'],
    ['pt-BR', 'vinte e um de março', '2026-03-21 09:00'],
    // 'e' between an hour and minutes stays the clock: 20:05, not 25.
    ['it', 'alle venti e cinque', '2026-03-05 20:05'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: an hour unit and its minutes after "at" (à 15 heures 30)', () => {
  it.each([
    ['fr', 'à 15 heures 30', '2026-03-05 15:30'],
    ['fr', 'à 19 heures 45', '2026-03-05 19:45'],
    ['fr', 'à 7 heures 15', '2026-03-06 07:15'],
    ['fr', 'à 15 heures 30 minutes', '2026-03-05 15:30'],
    ['fr', "à 2 heures 30 de l'après-midi", '2026-03-05 14:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 02:30 or 14:30? As 'à 2h30' (decisions: the h of 24-hour writing).
    ['fr', 'à 2 heures 30'],
    ['fr', 'à 15 heures 2 jours'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  // Without 'at', hours and minutes stay a duration's words: after 'in', 2 h 30 min (tenth round).
  it('en-US "in 2 hours 30" is two and a half hours from now', () => {
    expect(readLocal('en-US', 'in 2 hours 30')).toBe('2026-03-05 12:30');
  });
});

describe('Forms: a day of the month before a numeric date (le 12/03)', () => {
  it.each([
    ['fr', 'le 12/03', '2026-03-12 09:00'],
    ['fr', 'le 12/03 à 15h', '2026-03-12 15:00'],
    ['es-ES', 'el 12/03', '2026-03-12 09:00'],
    ['it', 'il 12/03', '2026-03-12 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('the day alone after the word still reads ("le 12")', () => {
    expect(readLocal('fr', 'le 12 à 15h')).toBe('2026-03-12 15:00');
  });
});

describe('Forms: French "pile" and the end of the day', () => {
  it.each([
    ['fr', 'à midi pile', '2026-03-05 12:00'],
    ['fr', '15h pile', '2026-03-05 15:00'],
    ['fr', 'à 15h précises', '2026-03-05 15:00'],
    ['fr', 'en fin de journée', '2026-03-05 17:00'],
    ['fr', 'demain en fin de journée', '2026-03-06 17:00'],
    ['fr', 'fin de la journée', '2026-03-05 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([['fr', 'pile']] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('is past once the end of the day has gone', () => {
    expect(readLocal('fr', 'en fin de journée', '2026-03-05 18:00')).toBe('time_in_past');
  });
});

describe('Forms: Dutch "<n> uur" in words, and after a day', () => {
  it.each([
    ['nl', 'morgen 7 uur', '2026-03-06 07:00'],
    ['nl', 'morgen 16 uur', '2026-03-06 16:00'],
    ['nl', 'morgen zeven uur', '2026-03-06 07:00'],
    ['nl', 'vandaag 16 uur', '2026-03-05 16:00'],
    ['nl', 'woensdag 4 uur', '2026-03-11 16:00'],
    ['nl', "donderdag 1 uur 's middags", '2026-03-12 13:00'],
    ['nl', '3 maart 15 uur', '2027-03-03 15:00'],
    // 'een uur' is an hour, as before.
    ['nl', 'een uur', '2026-03-05 11:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // O'clock or a duration: asked, in words as in digits.
    ['nl', 'zeven uur'],
    ['nl', 'twee uur'],
    ['nl', '16 uur'],
  ] as const)('%s "%s" asks', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });

  it('a past day with its hour is refused', () => {
    expect(readLocal('nl', 'vandaag 7 uur')).toBe('time_in_past');
  });
});

describe('Forms: the end of the day in each language (17:00, as "eod")', () => {
  it.each([
    ['de', 'Ende des Tages', '2026-03-05 17:00'],
    ['de', 'Feierabend', '2026-03-05 17:00'],
    ['it', 'a fine giornata', '2026-03-05 17:00'],
    ['it', 'domani a fine giornata', '2026-03-06 17:00'],
    ['es-ES', 'al final del día', '2026-03-05 17:00'],
    ['es-419', 'mañana al final del día', '2026-03-06 17:00'],
    ['pl', 'pod koniec dnia', '2026-03-05 17:00'],
    ['pl', 'jutro pod koniec dnia', '2026-03-06 17:00'],
    // The end of a named day, as English `end of tomorrow` (thirteenth round).
    ['es-ES', 'al final de mañana', '2026-03-06 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['it', 'entro fine giornata'], // a deadline
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: sharp and approximate hours (Punkt 8, alle 18 in punto, około 15)', () => {
  it.each([
    ['de', 'Punkt 8', '2026-03-06 08:00'],
    ['de', 'um Punkt 8 Uhr', '2026-03-06 08:00'],
    ['de', 'ca. 18 Uhr', '2026-03-05 18:00'],
    ['de', 'um 18 Uhr rum', '2026-03-05 18:00'],
    ['it', 'alle 18 in punto', '2026-03-05 18:00'],
    ['it', 'alle 18 precise', '2026-03-05 18:00'],
    ['es-ES', 'a las 15 en punto', '2026-03-05 15:00'],
    ['pl', 'około 15', '2026-03-05 15:00'],
    ['pl', 'koło 15', '2026-03-05 15:00'],
    ['pl', 'za około 2 godziny', '2026-03-05 12:00'],
    ['en-US', 'around 15', '2026-03-05 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An approximate hour 1-12: both halves of the day, as 'around 5'.
    ['pl', 'około 8'],
    ['en-US', 'around 5'],
  ] as const)('%s "%s" asks', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });
});

describe('Forms: small words of German, Italian, Spanish and Polish', () => {
  it.each([
    ['de', 'mitternachts', '2026-03-06 00:00'],
    ['de', 'mittagszeit', '2026-03-05 12:00'],
    ['de', 'in 15 tg', '2026-03-20 10:00'],
    ['de', 'den 28.10.', '2026-10-28 09:00'],
    ['de', 'am 3. Okt. um 15 Uhr', '2026-10-03 15:00'],
    ['it', 'alle ore 15', '2026-03-05 15:00'],
    ['it', 'alle ore 15:30', '2026-03-05 15:30'],
    ['it', '2 ore', '2026-03-05 12:00'],
    ['es-ES', 'el fin de semana', '2026-03-07 09:00'],
    ['es-ES', 'este finde', '2026-03-07 09:00'],
    ['es-419', 'el finde', '2026-03-07 09:00'],
    ['es-ES', 'a las doce del mediodía', '2026-03-05 12:00'],
    ['pl', 'w weekend', '2026-03-07 09:00'],
    ['pl', 'o godzinie 15', '2026-03-05 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('every weekend stays a recurrence ("los fines de semana")', () => {
    expect(readLocal('es-ES', 'los fines de semana')).toBe('2026-03-07 09:00');
  });

  it.each([
    ['it', 'alle ore'],
    ['pl', 'około'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});
