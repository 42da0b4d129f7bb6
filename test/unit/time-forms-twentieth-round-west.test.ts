import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The twentieth round's west sweep (docs/decisions.md, "Time expressions, twentieth round: en,
 * en-GB, es, it, de, nl, pt-BR"). Reference: Thursday 14 May 2026, 10:00 local; Saturday 16 May
 * 2026, 11:00 (a weekend under way).
 */
const NOW = '2026-05-14 10:00';
const SAT = '2026-05-16 11:00';

describe('de So, nl zo without the dot right before the clock or a time of day', () => {
  it.each([
    ['de', 'So 18 Uhr', ['2026-05-17 18:00', '2026-05-14 18:00']],
    ['de', 'so abends', ['2026-05-17 18:00', '2026-05-14 18:00']],
    ['de', 'So 18:00', ['2026-05-17 18:00', '2026-05-14 18:00']],
    ['nl', 'zo 18 uur', ['2026-05-17 18:00', '2026-05-14 18:00']],
  ])('%s "%s" asks: Sunday, or about the hour today', (locale, text, want) => {
    expect(askedLocal(locale, text, NOW)).toEqual(want);
  });

  it.each([
    ['de', 'So um 18 Uhr', '2026-05-14 18:00'],
    ['de', 'so gegen 18 Uhr', '2026-05-14 18:00'],
    ['de', 'heute so gegen 18 Uhr', '2026-05-14 18:00'],
    ['de', 'So. 18 Uhr', '2026-05-17 18:00'],
    ['nl', 'zo. 18 uur', '2026-05-17 18:00'],
    ['nl', 'zo om 10 uur', 'invalid_time_format'],
    ['de', 'so in 2 Stunden', 'invalid_time_format'],
  ])('%s "%s" keeps its one reading (or refusal): %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('The coming weekend: this weekend, the next once a weekend is under way', () => {
  it.each([
    ['en', 'this coming weekend'],
    ['en', 'the coming weekend'],
    ['en', 'coming weekend'],
    ['en-GB', 'this weekend coming'],
    ['de', 'dieses kommende Wochenende'],
    ['de', 'kommendes Wochenende'],
    ['de', 'am kommenden Wochenende'],
    ['nl', 'komend weekend'],
    ['nl', 'aankomend weekend'],
    ['nl', 'dit komende weekend'],
  ])('%s "%s" on a Thursday is Saturday 09:00', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-05-16 09:00');
  });

  it.each([
    ['en', 'this coming weekend'],
    ['de', 'kommendes Wochenende'],
    ['nl', 'komend weekend'],
  ])('%s "%s" on a Saturday is the next Saturday', (locale, text) => {
    expect(readLocal(locale, text, SAT)).toBe('2026-05-23 09:00');
  });

  it('takes a clock', () => {
    expect(readLocal('en', 'this coming weekend at 3pm', NOW)).toBe('2026-05-16 15:00');
  });
});

describe('nl volgend weekend', () => {
  it('asks which weekend, as volgende weekend and next weekend do', () => {
    expect(askedLocal('nl', 'volgend weekend', NOW)).toEqual([
      '2026-05-16 09:00',
      '2026-05-23 09:00',
    ]);
  });
});

describe('German next month on a day, one at midday', () => {
  it.each([
    ['nächsten Monat am 3.', '2026-06-03 09:00'],
    ['nächsten Monat am 15.', '2026-06-15 09:00'],
    ['nächsten Monat am 3. um 10 Uhr', '2026-06-03 10:00'],
    ['um 1 Uhr mittags', '2026-05-14 13:00'],
    ['um 2 Uhr mittags', '2026-05-14 14:00'],
    ['morgen um 1 Uhr mittags', '2026-05-15 13:00'],
    ['um 12 Uhr mittags', '2026-05-14 12:00'],
    ['mittags', '2026-05-14 12:00'],
    ['morgen mittags', '2026-05-15 12:00'],
  ])('de "%s" is %s', (text, want) => {
    expect(readLocal('de', text, NOW)).toBe(want);
  });

  it('refuses 11 Uhr mittags (before noon, not after it)', () => {
    expect(readLocal('de', 'um 11 Uhr mittags', NOW)).toBe('invalid_time_format');
  });
});

describe('es-419 en una hora más ("in one more hour")', () => {
  it.each([
    ['en una hora más', '2026-05-14 11:00'],
    ['en una hora mas', '2026-05-14 11:00'],
    ['en dos horas más', '2026-05-14 12:00'],
    ['en media hora más', '2026-05-14 10:30'],
    ['en 10 minutos más', '2026-05-14 10:10'],
    ['una hora más tarde', '2026-05-14 11:00'],
    ['2 horas más tarde', '2026-05-14 12:00'],
  ])('"%s" is %s', (text, want) => {
    expect(readLocal('es-419', text, NOW)).toBe(want);
  });

  it('refuses en un rato más (vague)', () => {
    expect(readLocal('es-419', 'en un rato más', NOW)).toBe('invalid_time_format');
  });
});

describe('English shorthands for a week on', () => {
  it.each([
    ['en', 'a week today', '2026-05-21 10:00'],
    ['en', 'next wk', '2026-05-21 10:00'],
    ['en-GB', 'a week sunday', '2026-05-24 09:00'],
    ['en-GB', 'a week friday', '2026-05-22 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['en', 'monday week'],
    ['en', 'sat week'],
    ['en', 'the sat after'],
    ['en', 'in a few days'],
    ['en', 'mid month'],
  ])('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

describe('Chat shorthands for tomorrow, that, the weekend', () => {
  it.each([
    ['en', 'this time tmrw', '2026-05-15 10:00'],
    ['en', 'same time tmr', '2026-05-15 10:00'],
    ['es-ES', 'mñn', '2026-05-15 10:00'],
    ['es-419', 'mñana', '2026-05-15 10:00'],
    ['it', 'dmn', '2026-05-15 10:00'],
    ['pt-BR', 'amnh', '2026-05-15 10:00'],
    ['pt-BR', 'semana q vem', '2026-05-21 10:00'],
    ['pt-BR', 'mês q vem', '2026-06-14 10:00'],
    ['pt-BR', 'nesse fds', '2026-05-16 09:00'],
    ['pt-BR', 'dps de amanhã', '2026-05-16 10:00'],
    ['de', 'dieses WE', '2026-05-16 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it.each([
    ['pt-BR', 'sábado q vem'],
    ['de', 'nächstes WE'],
  ])('%s "%s" asks which weekend, as its full words do', (locale, text) => {
    expect(askedLocal(locale, text, NOW)).toEqual(['2026-05-16 09:00', '2026-05-23 09:00']);
  });

  it.each([
    ['es-ES', 'el otro jueves'],
    ['it', 'la vigilia'],
    ['de', 'zu Weihnachten'],
    ['pt-BR', 'daqui a pouco'],
  ])('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('invalid_time_format');
  });
});

describe('pt-BR ordinal weekdays (2ª feira is Monday, segunda)', () => {
  it.each([
    ['2ª feira', '2026-05-18 09:00'],
    ['3ª feira', '2026-05-19 09:00'],
    ['na 4ª feira', '2026-05-20 09:00'],
    ['6ª feira às 15h', '2026-05-15 15:00'],
    ['2a feira', '2026-05-18 09:00'],
  ])('"%s" is %s', (text, want) => {
    expect(readLocal('pt-BR', text, NOW)).toBe(want);
  });

  it('refuses 2ª alone', () => {
    expect(readLocal('pt-BR', '2ª', NOW)).toBe('invalid_time_format');
  });
});
