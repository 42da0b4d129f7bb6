import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal, recurrenceLocal } from '../support/time-forms.js';

/**
 * The twenty-fourth round in en, en-GB, es, it, pt-BR, fr, de, nl (docs/decisions.md, "Time
 * expressions, twenty-fourth round: SUTime's and rrule.js's forms and a probe sweep in en, en-GB, es,
 * it, pt-BR, fr, de, nl"). Reference: Thursday 14 May 2026, 10:00 local.
 */
const MAY = '2026-05-14 10:00';

describe('A time of day before `of` and its day', () => {
  it.each([
    ['en-US', 'the morning of june 30', '2026-06-30 09:00'],
    ['en-US', 'the evening of the 20th', '2026-05-20 18:00'],
    ['en-US', 'on the morning of the 20th', '2026-05-20 09:00'],
    ['en-US', 'the afternoon of friday', '2026-05-15 15:00'],
    ['en-US', 'the evening of the 20th at 7pm', '2026-05-20 19:00'],
    ['en-GB', 'the morning of 30 june', '2026-06-30 09:00'],
    ['nl', 'op de avond van de 20e', '2026-05-20 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it.each([
    ['en-US', 'the morning of'],
    ['en-US', 'the evening'],
  ] as const)('%s "%s" has no day: refused', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });
});

describe("Twelve o'clock midnight and noon", () => {
  it.each([
    ['en-US', "twelve o'clock midnight", '2026-05-15 00:00'],
    ['en-US', "12 o'clock noon tomorrow", '2026-05-15 12:00'],
    ['en-GB', "12 o'clock midnight", '2026-05-15 00:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });
});

describe('Weekdays joined by &, plural weekdays after every, business days, alternate weekdays', () => {
  const weeks = (weekdays: readonly number[], interval = 1) => ({
    pattern: 'custom',
    data: { pattern: 'every_n_weeks', interval, weekday: 0, position: 1, weekdays },
  });

  it.each([
    ['en-US', 'every mon & wed', [0, 2]],
    ['en-US', 'every tuesdays & thursdays', [1, 3]],
    ['en-US', 'every monday and wednesdays', [0, 2]],
    ['en-US', 'every mon, wed & fri', [0, 2, 4]],
    ['en-US', 'every business day', [0, 1, 2, 3, 4]],
    ['en-US', 'every working day at 8am', [0, 1, 2, 3, 4]],
    ['fr', 'tous les lundis & mercredis', [0, 2]],
    ['fr', 'tous les jours ouvrables', [0, 1, 2, 3, 4]],
    ['de', 'jeden Montag & Mittwoch', [0, 2]],
    ['de', 'jeden Arbeitstag', [0, 1, 2, 3, 4]],
    ['de', 'an jedem Werktag', [0, 1, 2, 3, 4]],
    ['it', 'ogni lunedì & mercoledì', [0, 2]],
    ['nl', 'elke maandag & woensdag', [0, 2]],
    ['pt-BR', 'toda segunda & quarta', [0, 2]],
    ['es-ES', 'todos los lunes & miércoles', [0, 2]],
  ] as const)('%s "%s" repeats on those days', (locale, text, days) => {
    expect(recurrenceLocal(locale, text, MAY)).toEqual(weeks(days));
  });

  it.each([
    ['en-US', 'on alternate fridays', '2026-05-15 09:00'],
    ['en-US', 'alternate mondays', '2026-05-18 09:00'],
    ['en-US', 'every alternate tuesday at 9am', '2026-05-19 09:00'],
    ['en-US', 'every other fridays', '2026-05-15 09:00'],
    ['fr', 'un vendredi sur deux', '2026-05-15 09:00'],
    ['fr', 'un lundi sur 2 à 9h', '2026-05-18 09:00'],
    ['es-ES', 'un viernes sí y otro no', '2026-05-15 09:00'],
    ['it', 'un venerdì sì e uno no', '2026-05-15 09:00'],
  ] as const)('%s "%s": every other week, first %s', (locale, text, first) => {
    expect(readLocal(locale, text, MAY)).toBe(first);
    expect(recurrenceLocal(locale, text, MAY)).toMatchObject({
      pattern: 'custom',
      data: { pattern: 'every_n_weeks', interval: 2 },
    });
  });
});

describe('The coming weekday', () => {
  it.each([
    ['en-US', 'the coming wednesday', '2026-05-20 09:00'],
    ['en-US', 'on the coming saturday', '2026-05-16 09:00'],
    ['en-US', 'the upcoming tuesday', '2026-05-19 09:00'],
    ['en-US', 'the coming thursday', '2026-05-21 09:00'],
    ['en-GB', 'the coming friday at 17:00', '2026-05-15 17:00'],
    ['fr', 'ce vendredi qui vient', '2026-05-15 09:00'],
    ['es-ES', 'este viernes que viene', '2026-05-15 09:00'],
    ['es-419', 'este viernes que viene', '2026-05-15 09:00'],
    ['pt-BR', 'nesta sexta que vem', '2026-05-15 09:00'],
    ['it', 'questo venerdì che viene', '2026-05-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it('it "il venerdì che viene" asks as "el viernes que viene" does', () => {
    expect(askedLocal('it', 'il venerdì che viene', MAY)).toEqual([
      '2026-05-15 09:00',
      '2026-05-22 09:00',
    ]);
  });

  it('en-US "the following monday" has no day to follow: refused', () => {
    expect(readLocal('en-US', 'the following monday', MAY)).toBe('invalid_time_format');
  });
});

describe('The last day of February', () => {
  it.each([
    ['en-US', 'last day of february', MAY, '2027-02-28 09:00'],
    ['en-US', 'the last day of february at 5pm', MAY, '2027-02-28 17:00'],
    ['en-US', 'last day of february', '2026-02-11 10:00', '2026-02-28 09:00'],
    ['en-US', 'last day of february', '2027-05-14 10:00', '2028-02-29 09:00'],
    ['en-US', 'last day of february', '2026-02-28 10:00', '2027-02-28 09:00'],
    ['fr', 'le dernier jour de février', '2027-05-14 10:00', '2028-02-29 09:00'],
    ['es-ES', 'el último día de febrero', MAY, '2027-02-28 09:00'],
    ['it', "l'ultimo giorno di febbraio", MAY, '2027-02-28 09:00'],
    ['pt-BR', 'último dia de fevereiro', MAY, '2027-02-28 09:00'],
    ['de', 'am letzten Tag im Februar', '2027-05-14 10:00', '2028-02-29 09:00'],
    ['nl', 'de laatste dag van februari', MAY, '2027-02-28 09:00'],
  ] as const)('%s "%s" said %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it('the last day of another month is unchanged', () => {
    expect(readLocal('en-US', 'last day of june', MAY)).toBe('2026-06-30 09:00');
    expect(readLocal('en-US', 'last day of april', MAY)).toBe('2027-04-30 09:00');
  });
});

describe('An approximation word after a duration', () => {
  it.each([
    ['en-US', 'in an hour ish', '2026-05-14 11:00'],
    ['en-US', 'in 3 days approximately', '2026-05-17 10:00'],
    ['fr', 'dans une heure environ', '2026-05-14 11:00'],
    ['es-ES', 'en una hora más o menos', '2026-05-14 11:00'],
    ['es-ES', 'en unos 20 minutos', '2026-05-14 10:20'],
    ['es-419', 'en una hora más o menos', '2026-05-14 11:00'],
    ['it', "tra un'ora circa", '2026-05-14 11:00'],
    ['pt-BR', 'em cerca de uma hora', '2026-05-14 11:00'],
    ['de', 'in 20 Minuten ungefähr', '2026-05-14 10:20'],
    ['nl', 'over een uur ongeveer', '2026-05-14 11:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it.each([
    ['en-US', 'in an hour or so'],
    ['en-GB', 'in half an hour or so'],
    ['de', 'in einer Stunde oder so'],
  ] as const)('%s "%s" stays refused (nineteenth round: a vague time)', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });

  it('es-419 "en una hora más" stays one more hour', () => {
    expect(readLocal('es-419', 'en una hora más', MAY)).toBe('2026-05-14 11:00');
  });
});

describe('A time of day in the plural repeats', () => {
  it.each([
    ['en-US', 'sunday mornings at 10', '2026-05-17 10:00', { pattern: 'weekly', data: null }],
    ['en-US', 'on saturday afternoons', '2026-05-16 15:00', { pattern: 'weekly', data: null }],
    ['en-US', 'mornings at 8', '2026-05-15 08:00', { pattern: 'daily', data: null }],
    ['en-US', 'evenings at 7pm', '2026-05-14 19:00', { pattern: 'daily', data: null }],
    [
      'en-US',
      'weekday mornings at 8',
      '2026-05-15 08:00',
      {
        pattern: 'custom',
        data: {
          pattern: 'every_n_weeks',
          interval: 1,
          weekday: 0,
          position: 1,
          weekdays: [0, 1, 2, 3, 4],
        },
      },
    ],
    ['en-GB', 'sunday mornings at 10:00', '2026-05-17 10:00', { pattern: 'weekly', data: null }],
  ] as const)('%s "%s": first %s', (locale, text, first, recurrence) => {
    expect(readLocal(locale, text, MAY)).toBe(first);
    expect(recurrenceLocal(locale, text, MAY)).toEqual(recurrence);
  });

  it('en-US "tomorrow mornings" is no repeat: refused', () => {
    expect(readLocal('en-US', 'tomorrow mornings', MAY)).toBe('invalid_time_format');
  });
});

describe("Noon and midnight with the o'clock word", () => {
  it.each([
    ['es-ES', 'a mediodía en punto', '2026-05-14 12:00'],
    ['es-ES', 'a medianoche en punto', '2026-05-15 00:00'],
    ['es-419', 'mañana a mediodía en punto', '2026-05-15 12:00'],
    ['pt-BR', 'ao meio-dia em ponto', '2026-05-14 12:00'],
    ['pt-BR', 'à meia-noite em ponto', '2026-05-15 00:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });
});
