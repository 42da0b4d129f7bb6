import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, twelfth round (en, en-GB, fr, it, es, pt-BR, de): forms people type in chat that the
 * reader refused (bench/corpus/compose/<locale>.ts, "native phrasing, twelfth round"). Reference
 * Wednesday 11 March 2026, 10:00 on the caller's clock, in the locale's zone; exact local
 * instants, and what stays refused.
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);
const refused = (locale: string, text: string): void => {
  expect(read(locale, text)).not.toMatch(/^\d/);
};

describe('Forms: the weekend without "this"', () => {
  it.each([
    ['en', 'on the weekend', '2026-03-14 09:00'],
    ['en', 'over the weekend', '2026-03-14 09:00'],
    ['en', 'the weekend', '2026-03-14 09:00'],
    ['en', 'on the weekend at 10am', '2026-03-14 10:00'],
    ['en', 'the weekend at 3pm', '2026-03-14 15:00'],
    ['en-GB', 'on the weekend', '2026-03-14 09:00'],
    ['en-GB', 'at the weekend', '2026-03-14 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('is read from the weekend itself on a Saturday afternoon', () => {
    expect(readLocal('en', 'on the weekend at 10am', '2026-03-14 15:00')).toBe('2026-03-15 10:00');
  });

  // Which weekend, or a span around it: refused.
  it.each([
    ['en', 'weekend'],
    ['en', 'the weekend after next'],
    ['en', 'the weekend before last'],
    ['en', 'before the weekend'],
    ['en', 'last weekend'],
  ] as const)('%s "%s" is refused', refused);

  it('"next weekend" still asks between the two weekends', () => {
    expect(read('en', 'next weekend')).toBe('time_ambiguous');
  });
});

describe('Forms: the early or late part of a morning, an afternoon or an evening', () => {
  it.each([
    ['en', 'late morning', '2026-03-11 11:00'],
    ['en', 'tomorrow late morning', '2026-03-12 11:00'],
    ['en', 'early afternoon', '2026-03-11 13:00'],
    ['en', 'friday early afternoon', '2026-03-13 13:00'],
    ['en', 'late afternoon', '2026-03-11 17:00'],
    ['en', 'tomorrow late afternoon', '2026-03-12 17:00'],
    ['en-GB', 'tomorrow early afternoon', '2026-03-12 13:00'],
    ['fr', "en début d'après-midi", '2026-03-11 14:00'],
    ['fr', "demain en début d'après-midi", '2026-03-12 14:00'],
    ['fr', 'demain en début d’après-midi', '2026-03-12 14:00'],
    ['fr', "en fin d'après-midi", '2026-03-11 17:00'],
    ['fr', "vendredi en fin d'après-midi", '2026-03-13 17:00'],
    ['fr', 'en fin de matinée', '2026-03-11 11:00'],
    ['fr', 'demain en fin de matinée', '2026-03-12 11:00'],
    // 08:00 is gone at 10:00: tomorrow's.
    ['fr', 'en début de matinée', '2026-03-12 08:00'],
    ['fr', 'en début de soirée', '2026-03-11 18:00'],
    ['fr', "à 8h du mat'", '2026-03-12 08:00'],
    ['fr', "demain à l'heure du déjeuner", '2026-03-12 12:00'],
    ['it', 'in tarda mattinata', '2026-03-11 11:00'],
    ['it', 'domani nel primo pomeriggio', '2026-03-12 14:00'],
    ['it', 'venerdì nel tardo pomeriggio', '2026-03-13 17:00'],
    ['de', 'morgen am späten Vormittag', '2026-03-12 11:00'],
    ['de', 'am frühen Nachmittag', '2026-03-11 14:00'],
    ['de', 'Freitag am späten Nachmittag', '2026-03-13 17:00'],
    ['de', 'morgen in der Mittagspause', '2026-03-12 12:00'],
    ['pt-BR', 'amanhã no fim da tarde', '2026-03-12 17:00'],
    ['pt-BR', 'no final da tarde', '2026-03-11 17:00'],
    ['pt-BR', 'amanhã no início da tarde', '2026-03-12 14:00'],
    ['pt-BR', 'no meio da tarde', '2026-03-11 15:00'],
    ['pt-BR', 'amanhã no fim da manhã', '2026-03-12 11:00'],
    ['pt-BR', 'na hora do almoço', '2026-03-11 12:00'],
    ['es-ES', 'mañana a media mañana', '2026-03-12 11:00'],
    ['es-ES', 'el viernes a media tarde', '2026-03-13 17:00'],
    ['es-419', 'a media mañana', '2026-03-11 11:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['en', 'yesterday late afternoon'],
    ['fr', "hier en fin d'après-midi"],
    ['es-ES', 'ayer a media tarde'],
    ['pt-BR', 'ontem no fim da tarde'],
  ] as const)('%s "%s" (past) is refused', (locale, text) => {
    expect(read(locale, text)).toBe('time_in_past');
  });
});

describe('Forms: Spanish "a primera hora" (first thing)', () => {
  it.each([
    ['es-ES', 'a primera hora', '2026-03-12 09:00'],
    ['es-ES', 'mañana a primera hora', '2026-03-12 09:00'],
    ['es-ES', 'a primera hora de la mañana', '2026-03-12 09:00'],
    ['es-ES', 'el lunes a primera hora', '2026-03-16 09:00'],
    ['es-419', 'mañana a primera hora', '2026-03-12 09:00'],
    ['en', 'first thing tomorrow', '2026-03-12 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  // "Early" alone names no hour.
  it.each([
    ['es-ES', 'mañana temprano'],
    ['pt-BR', 'amanhã logo cedo'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: German "nächsten Monats" after a day number', () => {
  it.each([
    ['de', 'am 1. nächsten Monats', '2026-04-01 09:00'],
    ['de', 'am 1. des nächsten Monats', '2026-04-01 09:00'],
    ['de', 'am 5. nächsten Monats um 15 Uhr', '2026-04-05 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('a day of last month is refused', () => {
    refused('de', 'am 1. letzten Monats');
  });
});

describe('Forms still refused on purpose: deadlines and vague spans', () => {
  it.each([
    ['en', 'by friday'],
    ['en', 'the following monday'],
    ['en', 'early next week'],
    ['en-GB', 'by friday'],
    ['fr', 'sous huitaine'],
    ['fr', 'dans la journée'],
    ['it', 'in giornata'],
    ['it', 'entro sera'],
    ['pt-BR', 'hoje mais tarde'],
    ['de', 'nachher'],
    ['de', 'nach Feierabend'],
    ['it', 'in nottata'],
    ['it', 'dopo pranzo'],
    ['it', 'entro fine giornata'],
    ['pt-BR', 'depois do almoço'],
    ['pt-BR', 'de manhãzinha'],
    ['fr', 'tôt demain matin'],
    ['fr', 'demain au petit matin'],
    ['es-ES', 'a la hora de comer'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: a whole number and a fraction before a unit', () => {
  it.each([
    ['en', 'in 1 1/2 hours', '2026-03-11 11:30'],
    ['en', 'in 2 1/2 hours', '2026-03-11 12:30'],
    ['en', 'in 2 3/4 hours', '2026-03-11 12:45'],
    ['en-GB', 'in 1 1/2 hours', '2026-03-11 11:30'],
    ['fr', 'dans 1 1/2 heure', '2026-03-11 11:30'],
    // A fraction alone, as before.
    ['en', 'in 1/2 hour', '2026-03-11 10:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  // No unit, or a "fraction" of one or more: refused.
  it.each([
    ['en', 'in 3 1/2'],
    ['en', 'in 1 3/2 hours'],
  ] as const)('%s "%s" is refused', refused);
});
