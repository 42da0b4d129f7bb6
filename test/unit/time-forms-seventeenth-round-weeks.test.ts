import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * The weekends of a month (docs/decisions.md, "Time expressions, seventeenth round: the weeks and
 * weekends of a month, the week of a date"): a weekend reads its Saturday at 09:00, as `this
 * weekend`, through the n-th weekday of a month reader. Reference: Thursday 5 March 2026, 10:00
 * local; 1 April 2026 is a Wednesday.
 */
describe('A weekend of a month reads its Saturday', () => {
  it.each([
    ['en-US', 'first weekend of april', '2026-04-04 09:00'],
    ['en-US', 'the first weekend of april at 10am', '2026-04-04 10:00'],
    ['en-US', 'last weekend of march', '2026-03-28 09:00'],
    ['en-GB', 'first weekend of april', '2026-04-04 09:00'],
    ['de', 'am ersten Wochenende im April', '2026-04-04 09:00'],
    ['de', 'am ersten Wochenende im April um 10 Uhr', '2026-04-04 10:00'],
    ['fr', 'le dernier week-end de mars', '2026-03-28 09:00'],
    ['es-ES', 'el primer fin de semana de abril', '2026-04-04 09:00'],
    ['es-ES', 'el primer fin de semana de abril a las 10', '2026-04-04 10:00'],
    ['es-419', 'el último fin de semana de marzo', '2026-03-28 09:00'],
    ['it', 'il primo weekend di aprile alle 10', '2026-04-04 10:00'],
    ['it', "l'ultimo fine settimana di marzo", '2026-03-28 09:00'],
    ['pt-BR', 'no primeiro fim de semana de abril', '2026-04-04 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
