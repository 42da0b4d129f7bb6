import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, eighth round (English, French, Italian, Spanish, Portuguese): forms that chrono-node's
 * and Chronic's own tests, and the section-2 families, showed refused or misread (reference
 * Thursday 5 March 2026, 10:00 on the caller's clock, in the locale's zone), and what stays refused.
 */

describe("Forms: a number and the hour unit before a time of day is that o'clock", () => {
  it.each([
    ['fr', '6 heures du matin', '2026-03-06 06:00'],
    ['fr', '7 heures ce soir', '2026-03-05 19:00'],
    ['fr', '8 heures du soir', '2026-03-05 20:00'],
    ['fr', "3 heures de l'après-midi", '2026-03-05 15:00'],
    ['fr', 'demain 7 heures du soir', '2026-03-06 19:00'],
    ['es-ES', '7 horas de la mañana', '2026-03-06 07:00'],
    ['es-419', '8 horas de la noche', '2026-03-05 20:00'],
    ['pt-BR', '7 horas da manhã', '2026-03-06 07:00'],
    ['pt-BR', '7 horas da noite', '2026-03-05 19:00'],
    ['pt-BR', 'amanhã 8 horas da manhã', '2026-03-06 08:00'],
    ['nl', "7 uur 's avonds", '2026-03-05 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // A duration stays one: 'in two hours'.
    ['fr', 'dans 2 heures', '2026-03-05 12:00'],
    ['es-ES', 'en 2 horas', '2026-03-05 12:00'],
    ['fr', 'à 17 heures', '2026-03-05 17:00'],
  ] as const)('%s "%s" keeps its one reading (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: a number and the hour unit alone asks (o'clock or a length)", () => {
  it.each([
    // 17:00 today, or 17 hours from now.
    ['fr', '17 heures', ['2026-03-05 17:00', '2026-03-06 03:00']],
    // By the bare-hour rule 08:00; or eight hours from now.
    ['fr', 'huit heures', ['2026-03-06 08:00', '2026-03-05 18:00']],
    ['es-ES', '17 horas', ['2026-03-05 17:00', '2026-03-06 03:00']],
    ['es-419', '17 horas', ['2026-03-05 17:00', '2026-03-06 03:00']],
  ] as const)('%s "%s" asks between %j', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });
});

describe('Forms: Spanish "las" before an hour is "at"', () => {
  it.each([
    ['es-ES', 'las 12', '2026-03-05 12:00'],
    ['es-ES', 'las 17 horas', '2026-03-05 17:00'],
    ['es-419', 'las 7 de la tarde', '2026-03-05 19:00'],
    ['es-ES', 'el lunes a las 10', '2026-03-09 10:00'],
    ['es-ES', 'todas las mañanas a las 8', '2026-03-06 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('still asks between the halves of a spoken clock', () => {
    expect(asked('es-ES', 'las nueve menos cuarto')).toEqual([
      '2026-03-06 08:45',
      '2026-03-05 20:45',
    ]);
  });
});

describe('Forms: a duration, then "later"', () => {
  it.each([
    ['it', '5 minuti più tardi', '2026-03-05 10:05'],
    ['es-ES', '5 minutos más tarde', '2026-03-05 10:05'],
    ['pt-BR', '5 minutos mais tarde', '2026-03-05 10:05'],
    ['fr', '5 minutes plus tard', '2026-03-05 10:05'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['it', 'più tardi'],
    ['es-ES', 'más tarde'],
    ['pt-BR', 'mais tarde'],
  ] as const)('%s "%s" alone (when?) is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: an hour-mark clock with am/pm after it', () => {
  it.each([
    ['fr', '8h10 PM', '2026-03-05 20:10'],
    ['fr', '5h16p', '2026-03-05 17:16'],
    ['fr', '5h16 p.m.', '2026-03-05 17:16'],
    ['fr', '8h pm', '2026-03-05 20:00'],
    ['fr', '9h am', '2026-03-06 09:00'],
    ['en-US', '8h10 pm', '2026-03-05 20:10'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('refuses a 24-hour hour with pm', () => {
    expect(readLocal('fr', '18h30 pm')).toBe('invalid_time_format');
  });
});

describe('Forms: a weekday and a bare day number (fr, es, it, pt-BR)', () => {
  it.each([
    ['fr', 'mardi 10', '2026-03-10 09:00'],
    ['fr', 'le mardi 10 à 15h', '2026-03-10 15:00'],
    ['es-ES', 'el martes 10 a las 5 de la tarde', '2026-03-10 17:00'],
    ['es-419', 'martes 10', '2026-03-10 09:00'],
    ['it', 'martedì 10 alle 15', '2026-03-10 15:00'],
    ['it', 'sabato 7', '2026-03-07 09:00'],
    ['pt-BR', 'terça 10', '2026-03-10 09:00'],
    ['pt-BR', 'sexta-feira 13', '2026-03-13 09:00'],
    // A clock after the weekday stays a clock.
    ['fr', 'mardi 10h', '2026-03-10 10:00'],
    ['es-ES', 'martes 10:30', '2026-03-10 10:30'],
    ['es-ES', 'próxima semana el martes 9 a.m.', '2026-03-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // The 11th of March is a Wednesday: the weekday and the day disagree.
    ['fr', 'mardi 11'],
    ['es-ES', 'martes 11'],
    // A number and a unit after a weekday is no day.
    ['fr', 'mardi 15 minutes'],
    // English and German keep refusing: 'monday 21' may be the 21st or 21:00.
    ['en-US', 'tuesday 10'],
    ['de', 'Dienstag 10'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it("reads a day already gone this month as the next month's when the weekday fits", () => {
    // 3 March 2026 is gone; 3 April 2026 is a Friday.
    expect(readLocal('fr', 'vendredi 3')).toBe('2026-04-03 09:00');
  });
});

describe('Forms: more approximation words before a clock', () => {
  it.each([
    ['fr', 'sur les 15h', '2026-03-05 15:00'],
    ['fr', 'sur les coups de 15h', '2026-03-05 15:00'],
    ['fr', 'aux environs de 15h', '2026-03-05 15:00'],
    ['it', 'intorno alle 18', '2026-03-05 18:00'],
    ['it', 'attorno alle 18', '2026-03-05 18:00'],
    ['it', 'sulle 18', '2026-03-05 18:00'],
    ['it', 'sulle 6 di sera', '2026-03-05 18:00'],
    ['pt-BR', 'perto das 18h', '2026-03-05 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An approximate bare hour asks, as 'around 6' does.
    ['it', 'sulle 6', ['2026-03-06 06:00', '2026-03-05 18:00']],
    ['pt-BR', 'perto das 6', ['2026-03-06 06:00', '2026-03-05 18:00']],
  ] as const)('%s "%s" asks between %j', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  // Spanish "sobre" joined the others in the thirteenth round: a bare hour after it asks.
  it('asks for Spanish "sobre" before a bare hour, as for "hacia"', () => {
    expect(readLocal('es-ES', 'mañana sobre las 9')).toBe('time_ambiguous');
  });
});

describe('Forms: the Italian abbreviation "sett" (settembre)', () => {
  it.each([
    ['10 sett', '2026-09-10 09:00'],
    ['10 sett. alle 15', '2026-09-10 15:00'],
  ] as const)('it "%s" is %s', (text, want) => {
    expect(readLocal('it', text)).toBe(want);
  });

  it('is no date alone', () => {
    expect(readLocal('it', 'sett')).toBe('invalid_time_format');
  });
});
