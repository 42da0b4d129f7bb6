import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * A clock's time of day before a holiday: one rule. The evening or night is the clock's when the
 * holiday is not joined to it by `of`, whatever the hour is typed as (before, a 24-hour clock
 * joined by an article, 'a las 22 de la noche el día de Navidad', was refused while 'a las 10 de
 * la noche el día de Navidad' was read). Reference Wednesday 11 March 2026, 10:00.
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);

describe("A clock's time of day, then a holiday not joined by `of`", () => {
  it.each([
    ['es-ES', 'a las 22 de la noche el día de Navidad', '2026-12-25 22:00'],
    ['fr', 'à 19h du soir le jour de Noël', '2026-12-25 19:00'],
    ['it', 'alle 19 di sera il giorno di Natale', '2026-12-25 19:00'],
    ['pt-BR', 'às 19h da noite no Natal', '2026-12-25 19:00'],
    ['en-GB', '19:00 in the evening on Boxing Day', '2026-12-26 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['fr', 'à 19h le soir de Noël'],
    ['es-ES', 'a las 22 la noche de Navidad'],
    ['en-GB', '19:00 the evening of christmas'],
  ] as const)('%s "%s" stays refused (the evening of the day, or of its eve?)', (locale, text) => {
    expect(read(locale, text)).toBe('invalid_time_format');
  });
});
