import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, eleventh round (French, Italian, Spanish, Portuguese): the families the cross product
 * of day and clock forms (bench/corpus/compose/<locale>.ts) showed refused. Reference Wednesday
 * 11 March 2026, 10:00 on the caller's clock, in the locale's zone; exact local instants, and
 * what stays refused.
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);
const refused = (locale: string, text: string): void => {
  expect(read(locale, text)).not.toMatch(/^\d/);
};

describe('Forms: an hour with its own half of the day, then a holiday', () => {
  it.each([
    ['fr', 'à 7h du soir le jour de Noël', '2026-12-25 19:00'],
    ['fr', 'à huit heures du soir à Noël', '2026-12-25 20:00'],
    ['it', 'alle 7 di sera il giorno di Natale', '2026-12-25 19:00'],
    ['it', 'alle 8 di sera a Natale', '2026-12-25 20:00'],
    ['es-ES', 'a las 10 de la noche el día de Navidad', '2026-12-25 22:00'],
    ['es-ES', 'a las 10 de la noche en Nochevieja', '2026-12-31 22:00'],
    ['es-419', 'a las 8 de la noche el día de Navidad', '2026-12-25 20:00'],
    ['pt-BR', 'às 7 da noite no Natal', '2026-12-25 19:00'],
    // The holiday first was read already.
    ['fr', 'le jour de Noël à 7h du soir', '2026-12-25 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  // The evening or night OF a holiday is the eve's as much as the day's: still refused, with or
  // without an hour before it.
  it.each([
    ['fr', 'le soir de Noël'],
    ['fr', 'à 7h le soir de Noël'],
    ['fr', 'à 19h le soir de Noël'],
    ['it', 'alle 11 la notte di Natale'],
    ['es-ES', 'a las 10 la noche de Navidad'],
    ['pt-BR', 'às 7 da noite do Natal'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: Portuguese "em" before a day and its month', () => {
  it.each([
    ['pt-BR', 'em 20 de março', '2026-03-20 09:00'],
    ['pt-BR', 'em 20 de março às 15h', '2026-03-20 15:00'],
    ['pt-BR', 'às 15h em 20 de março', '2026-03-20 15:00'],
    ['pt-BR', 'em primeiro de abril às 9 da manhã', '2026-04-01 09:00'],
    ['pt-BR', 'em dois de abril', '2026-04-02 09:00'],
    // A gone date is next year's, as without "em".
    ['pt-BR', 'em 10 de março às 15h', '2027-03-10 15:00'],
    // "em" before a count of units stays a length.
    ['pt-BR', 'em 2 dias', '2026-03-13 10:00'],
    ['pt-BR', 'em dois dias às 15h', '2026-03-13 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['pt-BR', 'em 30 de fevereiro'],
    ['pt-BR', 'em 20 de março de 2025'],
  ] as const)('%s "%s" (no such day, or past) is refused', refused);
});

describe('Forms: "quince días", "quindici giorni", "quinze dias" are a fortnight, as "quinze jours"', () => {
  it.each([
    ['es-ES', 'dentro de quince días', '2026-03-25 10:00'],
    ['es-419', 'en quince dias', '2026-03-25 10:00'],
    ['it', 'tra quindici giorni', '2026-03-25 10:00'],
    ['it', 'fra quindici giorni alle 15', '2026-03-25 15:00'],
    ['pt-BR', 'daqui a quinze dias', '2026-03-25 10:00'],
    ['fr', 'dans quinze jours', '2026-03-25 10:00'],
    // Typed digits are counted as typed.
    ['es-ES', 'dentro de 15 días', '2026-03-26 10:00'],
    ['it', 'tra 15 giorni', '2026-03-26 10:00'],
    ['pt-BR', 'daqui a 15 dias', '2026-03-26 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['es-ES', 'hace quince días'],
    ['pt-BR', 'há quinze dias'],
  ] as const)('%s "%s" (past) is refused', refused);
});

describe('Forms: "next" beside a date of the calendar is the date’s next occurrence', () => {
  it.each([
    ['fr', 'le 20 mars prochain', '2026-03-20 09:00'],
    ['fr', 'à 15h le 20 mars prochain', '2026-03-20 15:00'],
    ['fr', 'le lundi 16 mars prochain à 9h', '2026-03-16 09:00'],
    ['it', 'il 20 marzo prossimo alle 15', '2026-03-20 15:00'],
    ['it', 'il prossimo 20 marzo', '2026-03-20 09:00'],
    ['es-ES', 'el próximo 20 de marzo a las 15:00', '2026-03-20 15:00'],
    ['es-419', 'el próximo día 20 a las 3 de la tarde', '2026-03-20 15:00'],
    ['pt-BR', 'no próximo dia 20 às 15h', '2026-03-20 15:00'],
    ['pt-BR', 'às 15h no próximo dia 20 de março', '2026-03-20 15:00'],
    // Gone this year: next year's, as the date alone.
    ['fr', 'le 10 mars prochain', '2027-03-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['fr', 'les 2 prochains jours'],
    ['es-ES', 'los próximos 3 días'],
    ['it', 'i prossimi 3 giorni'],
    ['fr', 'le 30 février prochain'],
  ] as const)('%s "%s" (no one instant, or no such day) is refused', refused);
});

describe('Forms: "o’clock" after the hour’s half of the day', () => {
  it.each([
    ['pt-BR', 'amanhã às 6 da tarde em ponto', '2026-03-12 18:00'],
    ['pt-BR', 'às 6 da tarde em ponto amanhã', '2026-03-12 18:00'],
    ['es-ES', 'mañana a las 6 de la tarde en punto', '2026-03-12 18:00'],
    ['it', 'domani alle 6 di sera in punto', '2026-03-12 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('"em ponto" with no clock before it is refused', () => refused('pt-BR', 'da tarde em ponto'));
});

describe('Forms: table words (pt-BR "por volta do", "15hs"; it "per le", "oggi a otto")', () => {
  it.each([
    ['pt-BR', 'amanhã por volta do meio-dia', '2026-03-12 12:00'],
    ['pt-BR', 'sexta às 15hs', '2026-03-13 15:00'],
    ['pt-BR', '15hs na segunda', '2026-03-16 15:00'],
    ['it', 'venerdì per le 18', '2026-03-13 18:00'],
    ['it', 'per le 18 questo venerdì', '2026-03-13 18:00'],
    ['it', 'oggi a otto alle 15', '2026-03-18 15:00'],
    ['it', 'alle 15 oggi a otto', '2026-03-18 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['pt-BR', 'ontem por volta do meio-dia'],
    ['it', 'ieri per le 18'],
    ['pt-BR', 'hoje às 9hs'],
  ] as const)('%s "%s" (past) is refused', refused);
});

describe('Forms: es-ES and es-419 read each other’s forms; only the clock rule differs', () => {
  it.each(['es-ES', 'es-419'])('%s reads both regions’ forms', (locale) => {
    for (const [text, want] of [
      ['mañana en la tarde', '2026-03-12 15:00'],
      ['mañana por la tarde', '2026-03-12 15:00'],
      ['mañana a las 5 pm', '2026-03-12 17:00'],
      ['mañana a las 3 p. m.', '2026-03-12 15:00'],
      ['mañana a las 15 hs', '2026-03-12 15:00'],
      ['mañana al mediodía', '2026-03-12 12:00'],
      ['mañana a mediodía', '2026-03-12 12:00'],
      ['mañana como a las 6 de la tarde', '2026-03-12 18:00'],
      ['mañana a las 8 de la noche', '2026-03-12 20:00'],
    ] as const)
      expect(read(locale, text), text).toBe(want);
  });

  it('a clock without am/pm is as written in Spain, asked in Latin America', () => {
    expect(read('es-ES', 'mañana a las 8:45')).toBe('2026-03-12 08:45');
    expect(askedLocal('es-419', 'mañana a las 8:45', NOW)).toEqual([
      '2026-03-12 08:45',
      '2026-03-12 20:45',
    ]);
  });

  it('a spoken French quarter on a 1-12 hour asks both halves, in the cross product too', () => {
    expect(askedLocal('fr', 'demain à 9h et quart', NOW)).toEqual([
      '2026-03-12 09:15',
      '2026-03-12 21:15',
    ]);
    expect(read('fr', 'demain à 18h et quart')).toBe('2026-03-12 18:15');
  });
});
