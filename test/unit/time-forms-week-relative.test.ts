import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2: a weekday relative to a week ('thursday of next week', 'monday after next',
 * 'jeudi en huit'). Weeks run Monday to Sunday; on a Sunday, where the locale's weeks start on
 * Sunday (en-US, pt-BR), "next week" could be either and both readings are offered (Thursday 5 March 2026).
 */
describe('Forms: a weekday of next week', () => {
  it.each([
    ['en-US', 'thursday of next week', '2026-03-12 09:00'],
    ['en-US', 'tuesday next week', '2026-03-10 09:00'],
    ['en-US', 'next week tuesday', '2026-03-10 09:00'],
    ['en-US', 'next week on tuesday at 3pm', '2026-03-10 15:00'],
    ['en-US', 'monday after next', '2026-03-16 09:00'],
    ['en-US', 'thursday after next at 9am', '2026-03-19 09:00'],
    ['en-GB', 'friday next week at 10:00', '2026-03-13 10:00'],
    ['de', 'Donnerstag nächste Woche', '2026-03-12 09:00'],
    ['de', 'nächste Woche Donnerstag um 15 Uhr', '2026-03-12 15:00'],
    ['nl', 'donderdag volgende week', '2026-03-12 09:00'],
    ['nl', 'volgende week donderdag', '2026-03-12 09:00'],
    ['fr', 'jeudi en huit', 'time_ambiguous'], // said on a Thursday: in 7 days, or 14?
    ['fr', 'jeudi de la semaine prochaine', '2026-03-12 09:00'],
    ['es-ES', 'el jueves de la semana que viene', '2026-03-12 09:00'],
    ['es-419', 'la semana que viene el jueves', '2026-03-12 09:00'],
    ['it', 'giovedì della prossima settimana', '2026-03-12 09:00'],
    ['it', 'giovedì prossima settimana', '2026-03-12 09:00'],
    ['pt-BR', 'quinta da semana que vem', '2026-03-12 09:00'],
    ['pt-BR', 'quinta-feira da próxima semana', '2026-03-12 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', 'Montag nächste Woche', '2026-03-09 09:00', '2026-03-08 10:00'], // Sunday ends the week in Germany: tomorrow
    ['en-GB', 'monday next week', '2026-03-09 09:00', '2026-03-08 10:00'],
    ['en-US', 'monday next week', 'time_ambiguous', '2026-03-08 10:00'], // US weeks start on Sunday: tomorrow, or in 8 days?
    ['pt-BR', 'segunda da semana que vem', 'time_ambiguous', '2026-03-08 10:00'],
  ] as const)('on a Sunday: %s "%s" is %s', (locale, text, want, now) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});
