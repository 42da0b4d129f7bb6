import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The nineteenth round's west sweep (docs/decisions.md, "Time expressions, nineteenth round: en,
 * en-GB, es, it, de, nl"). Reference: Thursday 14 May 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

describe('The last day of a month where "of" is a preposition the tables keep as filler', () => {
  it.each([
    ['es-ES', 'el último día del mes', '2026-05-31 09:00'],
    ['es-ES', 'el último día de junio', '2026-06-30 09:00'],
    ['es-ES', 'el último día del mes que viene', '2026-06-30 09:00'],
    ['es-419', 'el último día del mes', '2026-05-31 09:00'],
    ['it', "l'ultimo giorno del mese", '2026-05-31 09:00'],
    ['it', "l'ultimo giorno di giugno", '2026-06-30 09:00'],
    ['it', 'il primo giorno di giugno', '2026-06-01 09:00'],
    ['de', 'am letzten Tag des Monats', '2026-05-31 09:00'],
    ['de', 'letzter Tag des Monats', '2026-05-31 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it('still refuses a count of days with no ordinal before the month', () => {
    expect(readLocal('it', 'il 15 giorno di giugno', NOW)).toBe('invalid_time_format');
  });
});

describe('This time tomorrow', () => {
  it.each([
    ['es-ES', 'mañana a la misma hora'],
    ['es-ES', 'a esta hora mañana'],
    ['es-419', 'mañana a esta hora'],
    ['it', "a quest'ora domani"],
    ['it', "domani a quest'ora"],
    ['de', 'morgen um die gleiche Zeit'],
    ['de', 'morgen um dieselbe Zeit'],
    ['de', 'morgen zur gleichen Zeit'],
    ['de', 'morgen um diese Zeit'],
  ])('%s "%s" is tomorrow at the time now', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-05-15 10:00');
  });
});

describe('Spanish a final de mes', () => {
  it('is the end of the month, as a fin de mes', () => {
    expect(readLocal('es-ES', 'a final de mes', NOW)).toBe('2026-05-31 17:00');
    expect(readLocal('es-419', 'a final de mes', NOW)).toBe('2026-05-31 17:00');
  });
});

describe('Eight days in words: the idiom for a week, as French huit jours', () => {
  it.each([
    ['es-ES', 'de hoy en ocho días', '2026-05-21 10:00'],
    ['es-ES', 'dentro de ocho días', '2026-05-21 10:00'],
    ['es-419', 'en ocho días', '2026-05-21 10:00'],
    ['es-ES', 'de mañana en ocho días', '2026-05-22 10:00'],
    ['it', 'tra otto giorni', '2026-05-21 10:00'],
    ['it', 'domani a otto', '2026-05-22 10:00'],
    ['de', 'in acht Tagen', '2026-05-21 10:00'],
    ['de', 'heute in acht Tagen', '2026-05-21 10:00'],
    ['de', 'Montag in acht Tagen', '2026-05-25 09:00'],
    ['nl', 'over acht dagen', '2026-05-21 10:00'],
    ['nl', 'vandaag over acht dagen', '2026-05-21 10:00'],
    ['nl', 'maandag over acht dagen', '2026-05-25 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['es-ES', 'en 8 días'],
    ['it', 'tra 8 giorni'],
    ['de', 'in 8 Tagen'],
    ['nl', 'over 8 dagen'],
  ])('%s "%s" (typed digits) stays eight days', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-05-22 10:00');
  });

  it('keeps Italian "domani alle otto" the clock', () => {
    expect(readLocal('it', 'domani alle otto', NOW)).toBe('2026-05-15 08:00');
  });
});

describe('Dutch een uur of (about) before the hour', () => {
  it('reads as rond: the clock settled by a time of day, else asked', () => {
    expect(readLocal('nl', 'vanavond om een uur of 8', NOW)).toBe('2026-05-14 20:00');
    expect(readLocal('nl', "om een uur of 8 's avonds", NOW)).toBe('2026-05-14 20:00');
    expect(askedLocal('nl', 'om een uur of zes', NOW)).toEqual([
      '2026-05-15 06:00',
      '2026-05-14 18:00',
    ]);
  });

  it('leaves a count of hours "or so" refused', () => {
    expect(readLocal('nl', 'over een uur of twee', NOW)).toBe('invalid_time_format');
  });
});

describe('Spanish el día de hoy, el día de mañana', () => {
  it.each([
    ['es-ES', 'el día de mañana a las 9 de la mañana', '2026-05-15 09:00'],
    ['es-ES', 'el día de hoy a las 5 de la tarde', '2026-05-14 17:00'],
    ['es-419', 'el día de mañana a las 9 am', '2026-05-15 09:00'],
    ['es-419', 'el dia de hoy a las 5 pm', '2026-05-14 17:00'],
    ['es-ES', 'el día de mañana', '2026-05-15 10:00'],
  ])('%s "%s" is %s, as hoy and mañana', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('English month end, every half hour, nightly, this <weekday> coming', () => {
  it.each([
    ['en', 'month end', '2026-05-31 17:00'],
    ['en', 'at month end', '2026-05-31 17:00'],
    ['en-GB', 'month-end', '2026-05-31 17:00'],
    ['en', 'every half hour', '2026-05-14 10:30'],
    ['en', 'nightly at 10pm', '2026-05-14 22:00'],
    ['en', 'this friday coming', '2026-05-15 09:00'],
    ['en-GB', 'this sunday coming', '2026-05-17 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});
