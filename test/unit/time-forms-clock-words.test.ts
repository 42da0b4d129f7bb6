import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2, first family: a bare hour with a time of day or the language's o'clock word
 * instead of am/pm, and the 'h' / 'u' separators (Thursday 5 March 2026, 10:00 local).
 */
describe('Forms: a bare hour with a time of day, o\'clock words, "h" and "u"', () => {
  it.each([
    ['en-GB', '6 in the morning', '2026-03-06 06:00'],
    ['en-GB', '7 this evening', '2026-03-05 19:00'],
    ['en-US', '7 this evening', '2026-03-05 19:00'],
    ['en-GB', '8 tomorrow morning', '2026-03-06 08:00'],
    ['en-US', '9 tomorrow night', '2026-03-06 21:00'],
    ['en-GB', "5 o'clock", '2026-03-05 17:00'],
    ['en-GB', '18h45', '2026-03-05 18:45'],
    ['en-US', '18h45', '2026-03-05 18:45'],
    ['de', 'um 7 Uhr morgens', '2026-03-06 07:00'],
    ['de', '7 Uhr abends', '2026-03-05 19:00'],
    ['de', 'morgen früh um 7', '2026-03-06 07:00'],
    ['de', '18h45', '2026-03-05 18:45'],
    ['nl', "om 7 uur 's ochtends", '2026-03-06 07:00'],
    ['nl', '9u15', '2026-03-06 09:15'],
    ['nl', 'morgen om 8u', '2026-03-06 08:00'],
    ['nl', '9.15 uur', '2026-03-06 09:15'],
    ['nl', 'vanavond om 8', '2026-03-05 20:00'],
    ['fr', 'à 7h du matin', '2026-03-06 07:00'],
    ['fr', '9h du mat', '2026-03-06 09:00'],
    ['fr', '18h45', '2026-03-05 18:45'],
    ['fr', 'à 8 heures du soir', '2026-03-05 20:00'],
    ['es-ES', 'a las cinco de la tarde', '2026-03-05 17:00'],
    ['es-ES', 'mañana a las 8 de la noche', '2026-03-06 20:00'],
    ['es-ES', '18h45', '2026-03-05 18:45'],
    ['es-419', 'a las cinco de la tarde', '2026-03-05 17:00'],
    ['es-419', 'a las 18:45 hs', '2026-03-05 18:45'],
    ['it', 'alle cinque del pomeriggio', '2026-03-05 17:00'],
    ['it', 'domani alle 7 del mattino', '2026-03-06 07:00'],
    ['pt-BR', 'às cinco da tarde', '2026-03-05 17:00'],
    ['pt-BR', 'amanhã às 8 da noite', '2026-03-06 20:00'],
    ['pt-BR', '18h45', '2026-03-05 18:45'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-GB', '3 this morning', 'time_in_past'], // this morning's 03:00 has passed
    ['en-GB', '7 this evening', 'time_in_past', '2026-03-05 20:00'],
    ['fr', 'à 3h', 'invalid_time_format'], // 03:00 or 15:00 in 24-hour writing
    ['de', '2h15', '2026-03-05 12:15'], // 1-6 before 'h' is no clock: two hours and a quarter from now
    ['nl', 'over 1.5 uur', '2026-03-05 11:30'], // one decimal: hours
  ] as const)('%s "%s" is %s (refused, or not a clock)', (locale, text, want, now?: string) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});
