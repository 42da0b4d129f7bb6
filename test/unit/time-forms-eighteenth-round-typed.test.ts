import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Short typed forms (docs/decisions.md, "Time expressions, eighteenth round: short typed forms").
 * Reference: Thursday 5 March 2026, 10:00 local.
 */
const NOW = '2026-03-05 10:00';

describe('Turkish endings typed without their apostrophe', () => {
  it.each([
    ['ayın 15i', '2026-03-15 09:00'],
    ['ayın 9u saat 10', '2026-03-09 10:00'],
    ['ayın 3ü', '2026-04-03 09:00'],
    ['Martın 15i', '2026-03-15 09:00'],
    ['saat 3ü 10 geçe', '2026-03-05 15:10'],
  ])('"%s" is %s, as with the apostrophe', (text, want) => {
    expect(readLocal('tr', text, NOW)).toBe(want);
    expect(readLocal('tr', text.replace(/(\d)([iıuü])/, "$1'$2"), NOW)).toBe(want);
  });
});

describe('Polish godz. and godzina before the hour', () => {
  it.each([
    ['godz. 15', '2026-03-05 15:00'],
    ['jutro, godz. 15', '2026-03-06 15:00'],
    ['w piątek, godz. 18:30', '2026-03-06 18:30'],
    ['10.03.2026 godz. 9.00', '2026-03-10 09:00'],
    ['jutro godzina 9', '2026-03-06 09:00'],
    ['godz. 8', '2026-03-06 08:00'],
  ])('"%s" is %s', (text, want) => {
    expect(readLocal('pl', text, NOW)).toBe(want);
  });

  it('keeps a count of hours a length', () => {
    expect(readLocal('pl', 'za 2 godz.', NOW)).toBe('2026-03-05 12:00');
    expect(readLocal('pl', '15 godz.', NOW)).toBe('invalid_time_format');
  });
});

describe('A hyphenated pair typed alone whose day cannot come first', () => {
  it.each([
    ['ru', '9-30', ['2026-09-30 09:00', '2026-03-06 09:30']],
    ['ru', '12-30', ['2026-12-30 09:00', '2026-03-05 12:30']],
    ['uk', '9-30', ['2026-09-30 09:00', '2026-03-06 09:30']],
  ])('%s "%s" asks between the date and the clock', (locale, text, want) => {
    expect(askedLocal(locale, text, NOW)).toEqual(want);
  });

  it('reads a clock after "at", a date whose day comes first, and the date elsewhere', () => {
    expect(readLocal('ru', 'в 9-30', NOW)).toBe('2026-03-06 09:30');
    expect(readLocal('ru', '25-12', NOW)).toBe('2026-12-25 09:00');
    expect(readLocal('ru', '30-09', NOW)).toBe('2026-09-30 09:00');
    expect(readLocal('de', '9-30', NOW)).toBe('2026-09-30 09:00');
    expect(readLocal('en', '9-30', NOW)).toBe('2026-09-30 09:00');
  });
});

describe('Minutes into the next hour before дня (the afternoon)', () => {
  it.each([
    ['пять минут третьего дня', '2026-03-05 14:05'],
    ['десять минут второго дня', '2026-03-05 13:10'],
    ['пять минут третьего ночи', '2026-03-06 02:05'],
  ])('ru "%s" is %s', (text, want) => {
    expect(readLocal('ru', text, NOW)).toBe(want);
  });

  it('keeps a unit after the hour a duration, and third-day alone refused', () => {
    expect(readLocal('ru', 'пять минут третьего дня 10 секунд', NOW)).toBe('invalid_time_format');
    expect(readLocal('ru', 'третьего дня', NOW)).toBe('invalid_time_format');
  });
});

describe('A number and a half, as one word or three', () => {
  it.each([
    ['de', 'in zweieinhalb Stunden', '2026-03-05 12:30'],
    ['de', 'in dreieinhalb Stunden', '2026-03-05 13:30'],
    ['nl', 'over tweeënhalf uur', '2026-03-05 12:30'],
    ['nl', 'over twee en een half uur', '2026-03-05 12:30'],
    ['pl', 'za dwie i pół godziny', '2026-03-05 12:30'],
    ['pl', 'za 2 i pół godziny', '2026-03-05 12:30'],
    ['en', 'in two and a half hours', '2026-03-05 12:30'],
    ['en', 'in 2 and half hours', '2026-03-05 12:30'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('The n-th weekday of next month, next month in one word', () => {
  it.each([
    ['pl', 'w pierwszy poniedziałek przyszłego miesiąca', '2026-04-06 09:00'],
    ['pl', 'w ostatni piątek przyszłego miesiąca', '2026-04-24 09:00'],
    ['ru', 'в первый понедельник следующего месяца', '2026-04-06 09:00'],
    ['uk', 'у перший понеділок наступного місяця', '2026-04-06 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('Midnight after this evening or tonight', () => {
  it.each([
    ['fr', 'ce soir à minuit'],
    ['fr', 'ce soir minuit'],
    ['es-ES', 'esta noche a medianoche'],
    ['it', 'stanotte a mezzanotte'],
    ['de', 'heute Nacht um Mitternacht'],
    ['en', 'this evening at midnight'],
    ['en', 'tonight at midnight'],
    ['tr', 'bu gece yarısı'],
  ])('%s "%s" is the midnight tonight ends at', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-03-06 00:00');
  });

  it('asks beside a named day, as midnight always did', () => {
    expect(askedLocal('fr', 'demain soir à minuit', NOW)).toEqual([
      '2026-03-06 00:00',
      '2026-03-07 00:00',
    ]);
  });
});

describe('Exactly, beside a clock', () => {
  it.each([
    ['de', 'genau um 14 Uhr'],
    ['de', 'um 14 Uhr genau'],
    ['nl', 'precies om 14 uur'],
    ['nl', 'om 14 uur precies'],
    ['nl', 'klokslag 14 uur'],
  ])('%s "%s" is 14:00', (locale, text) => {
    expect(readLocal(locale, text, NOW)).toBe('2026-03-05 14:00');
  });
});
