import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The evenings named as days (Christmas Eve, New Year's Eve): a bare hour on them is the
 * morning's or the evening's in every locale, 24-hour ones included, so it asks (before, a
 * 24-hour locale read `Nochevieja a las 9` as 09:00). Reference Wednesday 11 March 2026, 10:00.
 */
const NOW = '2026-03-11 10:00';

describe('A bare hour on an evening named as a day asks', () => {
  it.each([
    ['pt-BR', 'noite de Natal às 8', '2026-12-24 08:00', '2026-12-24 20:00'],
    ['es-ES', 'Nochevieja a las 9', '2026-12-31 09:00', '2026-12-31 21:00'],
    ['es-ES', 'Nochebuena a las 8', '2026-12-24 08:00', '2026-12-24 20:00'],
    ['de', 'Heiligabend um 8', '2026-12-24 08:00', '2026-12-24 20:00'],
    ['en-GB', 'christmas eve at 8', '2026-12-24 08:00', '2026-12-24 20:00'],
    ['en', 'christmas eve at 8', '2026-12-24 08:00', '2026-12-24 20:00'],
  ] as const)('%s "%s" offers %s and %s', (locale, text, morning, evening) => {
    expect(askedLocal(locale, text, NOW)).toEqual([morning, evening]);
  });
});

describe('Settled hours on those days, and other days, keep one reading', () => {
  it.each([
    ['es-ES', 'Nochevieja a las 21', '2026-12-31 21:00'],
    ['es-ES', 'Nochevieja a las 9 de la noche', '2026-12-31 21:00'],
    ['de', 'Silvester um 20 Uhr', '2026-12-31 20:00'],
    ['de', 'Silvester um 8 Uhr abends', '2026-12-31 20:00'],
    ['pt-BR', 'véspera de Natal às 08:00', '2026-12-24 08:00'],
    // Christmas Day and a day moved from the eve are not evenings.
    ['pt-BR', 'Natal às 8', '2026-12-25 08:00'],
    ['de', 'am Tag nach Heiligabend um 8', '2026-12-25 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});
