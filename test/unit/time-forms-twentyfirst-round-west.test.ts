import { describe, expect, it } from 'vitest';
import { instantAt, readLocal, recurrenceLocal } from '../support/time-forms.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The twenty-first round in en, en-GB, es, it, de, nl and pt-BR (docs/decisions.md, "Time
 * expressions, twenty-first round: a day of every month, working days and the reminder apps'
 * repeats in en, en-GB, es, it, de, nl, pt-BR"): a day of every month (`todo dia 15`, `el 15 de
 * cada mes`), a German weekday with its dotted day (`Sa 23.`), working days and weekday ranges
 * as a weekly repeat (`jeden Werktag`, `montags bis freitags`, `mon-fri`), and the repeats
 * reminder apps document (`cada 2 semanas el viernes`, `every 2 mondays`).
 * Each was refused before this round. Reference: Thursday 14 May 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

const recurrenceOf = (locale: string, text: string): unknown => recurrenceLocal(locale, text, NOW);

describe('A day of every month', () => {
  it.each([
    ['pt-BR', 'todo dia 15', '2026-05-15 09:00'],
    ['pt-BR', 'todo dia 20 às 10h', '2026-05-20 10:00'],
    ['pt-BR', 'todo dia 5', '2026-06-05 09:00'],
    ['pt-BR', 'todo mês no dia 20', '2026-05-20 09:00'],
    ['es-ES', 'todos los días 20', '2026-05-20 09:00'],
    ['es-ES', 'el 20 de cada mes', '2026-05-20 09:00'],
    ['es-ES', 'el día 20 de cada mes a las 9', '2026-05-20 09:00'],
    ['it', 'il 20 di ogni mese', '2026-05-20 09:00'],
    ['it', 'ogni 20 del mese', '2026-05-20 09:00'],
    ['en', 'the 20th of every month', '2026-05-20 09:00'],
    ['en', 'on the 20th of each month', '2026-05-20 09:00'],
    ['de', 'am 20. jeden Monats', '2026-05-20 09:00'],
    ['nl', 'op de 20e van elke maand', '2026-05-20 09:00'],
    ['en', 'the first of every month', '2026-06-01 09:00'],
    ['en', 'every first of the month', '2026-06-01 09:00'],
    ['es-ES', 'el primero de cada mes', '2026-06-01 09:00'],
    ['es-ES', 'cada primero de mes', '2026-06-01 09:00'],
    ['it', 'il primo di ogni mese', '2026-06-01 09:00'],
    ['it', 'ogni primo del mese', '2026-06-01 09:00'],
    ['pt-BR', 'todo primeiro dia do mês', '2026-06-01 09:00'],
    ['de', 'jeden 15.', '2026-05-15 09:00'],
    ['de', 'jeden 20. um 10 Uhr', '2026-05-20 10:00'],
  ] as const)('%s "%s" is %s, monthly', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
    expect(recurrenceOf(locale, text)).toMatchObject({ pattern: 'monthly' });
  });

  it.each([
    ['pt-BR', 'todo dia 9h'],
    ['pt-BR', 'todo dia às 9'],
    ['es-ES', 'todos los días 8:00'],
  ] as const)('%s "%s" stays every day (a clock, not a day)', (locale, text) => {
    expect(recurrenceOf(locale, text)).toMatchObject({ pattern: 'daily' });
  });

  it('pt-BR `dia 1º do mês que vem` is the 1st of next month', () => {
    expect(readLocal('pt-BR', 'dia 1º do mês que vem', NOW)).toBe('2026-06-01 09:00');
    expect(readLocal('pt-BR', 'no dia 1º do mês que vem', NOW)).toBe('2026-06-01 09:00');
  });
});

describe('A date of every year after its article', () => {
  it.each([
    ['es-ES', 'todos los años el 25 de diciembre'],
    ['es-ES', 'cada año el 25 de diciembre'],
    ['it', 'ogni anno il 25 dicembre'],
    ['pt-BR', 'todo ano em 25 de dezembro'],
    ['pt-BR', 'todo ano no dia 25 de dezembro'],
  ] as const)('%s "%s" is 25 December, yearly', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-12-25 09:00');
    expect(recurrenceOf(locale, text)).toMatchObject({ pattern: 'yearly' });
  });
});

describe('First thing tomorrow and every morning', () => {
  it.each([
    ['it', 'domani come prima cosa', '2026-05-15 09:00'],
    ['it', 'come prima cosa domani', '2026-05-15 09:00'],
    ['de', 'morgen als Erstes', '2026-05-15 09:00'],
    ['nl', 'morgen als eerste', '2026-05-15 09:00'],
    ['de', 'jeden Morgen', '2026-05-15 09:00'],
    ['de', 'jeden Morgen um 7', '2026-05-15 07:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    // The plain end of the day reads 17:00 since the twenty-third round (its own test).
    ['de', 'zum Feierabend'],
  ] as const)('%s "%s" stays refused (decided)', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

describe('A German weekday, then its day with the ordinal dot', () => {
  it.each([
    ['Sa 23.', '2026-05-23 09:00'],
    ['Sa. 23.', '2026-05-23 09:00'],
    ['am Sa 23.', '2026-05-23 09:00'],
    ['Samstag 23.', '2026-05-23 09:00'],
  ] as const)('de "%s" is %s', (text, want) => {
    expect(readLocal('de', text, NOW)).toBe(want);
  });

  it.each(['Fr 23.', 'Sa 24.'])('de "%s" (not that weekday) stays refused', (text) => {
    expect(readLocal('de', text, NOW)).toBe('invalid_time_format');
  });

  it('the dot closing an English text stays punctuation (`sat 9.`)', () => {
    expect(readLocal('en', 'sat 9.', '2026-05-07 10:00')).toBe('invalid_time_format');
  });

  it('nl `op za 23 om 10 uur` is the 23rd (the hour is the clock’s); `za 23` alone stays refused', () => {
    expect(readLocal('nl', 'op za 23 om 10 uur', NOW)).toBe('2026-05-23 10:00');
    expect(readLocal('nl', 'za 23', NOW)).toBe('invalid_time_format');
  });
});

describe('Working days and weekday ranges as a weekly repeat', () => {
  it.each([
    ['de', 'jeden Werktag um 9', '2026-05-15 09:00'],
    ['de', 'werktags um 9', '2026-05-15 09:00'],
    ['de', 'montags bis freitags um 8', '2026-05-15 08:00'],
    ['de', 'Mo-Fr um 8', '2026-05-15 08:00'],
    ['es-ES', 'todos los días laborables a las 9', '2026-05-15 09:00'],
    ['es-ES', 'cada día laborable a las 9', '2026-05-15 09:00'],
    ['it', 'tutti i giorni feriali alle 9', '2026-05-15 09:00'],
    ['it', 'ogni giorno lavorativo alle 9', '2026-05-15 09:00'],
    ['pt-BR', 'todo dia útil às 9h', '2026-05-15 09:00'],
    ['pt-BR', 'todos os dias úteis às 9h', '2026-05-15 09:00'],
    ['en', 'mon-fri 9am', '2026-05-15 09:00'],
    ['en', 'every monday to friday at 9am', '2026-05-15 09:00'],
    ['nl', 'maandag t/m vrijdag om 9 uur', '2026-05-15 09:00'],
  ] as const)('%s "%s" is %s, Monday to Friday', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
    expect(recurrenceOf(locale, text)).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval: 1, weekdays: [0, 1, 2, 3, 4] },
    });
  });
});

describe('Repeats reminder apps document', () => {
  it.each([
    ['es-ES', 'cada 2 semanas el viernes', '2026-05-15 09:00', 2],
    ['it', 'ogni due settimane il venerdì', '2026-05-15 09:00', 2],
    ['pt-BR', 'a cada 2 semanas na sexta', '2026-05-15 09:00', 2],
    ['de', 'alle 2 Wochen freitags', '2026-05-15 09:00', 2],
    ['es-ES', 'cada dos lunes', '2026-05-18 09:00', 2],
    ['it', 'ogni due lunedì', '2026-05-18 09:00', 2],
    ['en', 'every 2 mondays', '2026-05-18 09:00', 2],
  ] as const)('%s "%s" is %s, every %i weeks', (locale, text, want, interval) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
    expect(recurrenceOf(locale, text)).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval },
    });
  });

  it.each([
    ['en', 'every 27'],
    ['en', 'every last day'],
    ['en', 'biweekly on friday'],
    ['en-GB', 'every fortnight'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

describe('Dutch om de with a unit and no number', () => {
  it.each([
    ['om de dag', 'every_n_days'],
    ['om de week op vrijdag', 'every_n_weeks'],
    ['om de maand', 'every_n_months'],
  ] as const)('"%s" is every other one (%s, interval 2)', (text, pattern) => {
    const r = parseTimeExpression(text, {
      now: instantAt('2026-03-10 10:00', 'Europe/Amsterdam'),
      zone: 'Europe/Amsterdam',
      locale: 'nl',
    });
    expect(r.ok && r.recurrence).toMatchObject({
      pattern: 'custom',
      data: { pattern, interval: 2 },
    });
  });
});
