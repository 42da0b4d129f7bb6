import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, item 2: approximation words around a time are read as the time itself; an
 * approximate bare hour ('around 5', '7ish') has both readings in every language and asks
 * (Thursday 5 March 2026, 10:00 local).
 */
describe('Forms: approximation words', () => {
  it.each([
    ['en-US', 'around 6pm', '2026-03-05 18:00'],
    ['en-US', 'at around 5pm', '2026-03-05 17:00'],
    ['en-US', 'about 5pm tomorrow', '2026-03-06 17:00'],
    ['en-US', 'noonish', '2026-03-05 12:00'],
    ['en-GB', 'around 19:30', '2026-03-05 19:30'],
    ['de', 'gegen 18 Uhr', '2026-03-05 18:00'],
    ['de', 'ungefähr um 15 Uhr', '2026-03-05 15:00'],
    ['nl', "rond 8 uur 's avonds", '2026-03-05 20:00'],
    ['nl', 'omstreeks 20:00', '2026-03-05 20:00'],
    ['fr', 'vers 20 heures', '2026-03-05 20:00'],
    ['fr', 'aux alentours de 18h', '2026-03-05 18:00'],
    ['es-ES', 'a eso de las 5 de la tarde', '2026-03-05 17:00'],
    ['es-419', 'hacia las 20:00', '2026-03-05 20:00'],
    ['it', 'verso le 8 di sera', '2026-03-05 20:00'],
    ['it', 'domani verso le 18', '2026-03-06 18:00'],
    ['pt-BR', 'por volta das 9 da noite', '2026-03-05 21:00'],
    ['pt-BR', 'lá pelas 20h', '2026-03-05 20:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-GB', '7ish'],
    ['en-US', 'around 5'],
    ['it', 'verso le 5'],
    ['de', 'morgen gegen 9 Uhr'],
  ] as const)('an approximate bare hour asks: %s "%s"', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });

  it('an approximate duration is the duration itself: en-US "in about 2 hours"', () => {
    expect(readLocal('en-US', 'in about 2 hours')).toBe('2026-03-05 12:00');
  });

  it.each([['en-US', 'around']] as const)('refused: %s "%s"', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});
