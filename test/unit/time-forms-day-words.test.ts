import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2: other words for today, tomorrow and the next day, this weekend, end of the
 * week and of the year, and contractions (Thursday 5 March 2026, 10:00 local).
 */
describe('Forms: other day words', () => {
  it.each([
    ['en-US', 'this weekend', '2026-03-07 09:00'],
    ['en-US', 'this weekend at 10am', '2026-03-07 10:00'],
    ['en-US', 'end of week', '2026-03-06 17:00'],
    ['en-US', 'eow', '2026-03-06 17:00'],
    ['en-GB', 'end of the week at 12:00', '2026-03-06 12:00'],
    ['en-US', 'eoy', '2026-12-31 17:00'],
    ['en-GB', 'end of year', '2026-12-31 17:00'],
    ['en-US', 'tmw at 9am', '2026-03-06 09:00'],
    ['en-GB', 'tomoz 9am', '2026-03-06 09:00'],
    ['en-US', 'tonite', '2026-03-05 20:00'],
    ['de', 'dieses Wochenende', '2026-03-07 09:00'],
    ['nl', 'dit weekend', '2026-03-07 09:00'],
    ['nl', 'vanmiddag om 3 uur', '2026-03-05 15:00'],
    ['fr', 'ce week-end', '2026-03-07 09:00'],
    ['fr', 'le lendemain à 9h', '2026-03-06 09:00'],
    ['es-ES', 'este fin de semana', '2026-03-07 09:00'],
    ['it', 'questo fine settimana', '2026-03-07 09:00'],
    ['it', 'domattina alle 8', '2026-03-06 08:00'],
    ['pt-BR', 'neste fim de semana', '2026-03-07 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'this weekend', '2026-03-08 09:00', '2026-03-08 08:00'], // on Sunday: today
    ['en-US', 'end of week', '2026-03-13 17:00', '2026-03-06 18:00'], // Friday after 17:00: next Friday
    ['en-GB', 'eoy', '2027-12-31 17:00', '2026-12-31 18:00'],
  ] as const)('%s "%s" is %s at %s', (locale, text, want, now) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    ['it', 'stamattina', 'time_in_past'], // 09:00 this morning, and it is 10:00
    ['nl', 'vanochtend', 'time_in_past'],
    ['de', 'Wochenende um 9', 'invalid_time_format'], // which weekend? (recurring only after "jedes")
    ['en-US', 'later today', 'invalid_time_format'], // no time to read
  ] as const)('%s "%s" is refused: %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
