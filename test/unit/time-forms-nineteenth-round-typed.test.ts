import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * A month's 15th in digits, and `hrs` after a count (docs/decisions.md, "Time expressions,
 * nineteenth round: a month's 15th in digits, hrs"). Reference: Thursday 5 March 2026, 10:00 local.
 */
const NOW = '2026-03-05 10:00';

describe("A month's 15th in digits without its day mark", () => {
  it.each([
    ['zh-CN', '8月15', ['2026-08-15 09:00', '2026-09-25 09:00']],
    ['zh-CN', '3月15', ['2026-03-15 09:00', '2026-05-01 09:00']],
    ['zh-CN', '8月15晚上8点', ['2026-08-15 20:00', '2026-09-25 20:00']],
    ['zh-TW', '8月15', ['2026-08-15 09:00', '2026-09-25 09:00']],
    ['zh-TW', '3月15晚上8點', ['2026-03-15 20:00', '2026-05-01 20:00']],
  ])('%s "%s" asks between the Gregorian date and the lunar full moon', (locale, text, want) => {
    expect(askedLocal(locale, text, NOW)).toEqual(want);
  });

  it('reads one calendar where the form says which', () => {
    expect(readLocal('zh-CN', '8月15号', NOW)).toBe('2026-08-15 09:00');
    expect(readLocal('zh-CN', '八月十五', NOW)).toBe('2026-09-25 09:00');
    expect(readLocal('zh-CN', '农历8月15', NOW)).toBe('2026-09-25 09:00');
    expect(readLocal('zh-CN', '2026年八月十五', NOW)).toBe('2026-09-25 09:00');
  });

  it('refuses the digits after a year, which the lunar reader no longer takes for its own', () => {
    expect(readLocal('zh-CN', '2026年8月15', NOW)).toBe('invalid_time_format');
    expect(readLocal('zh-CN', '2027年8月15', NOW)).toBe('invalid_time_format');
    expect(readLocal('zh-TW', '2026年8月15', NOW)).toBe('invalid_time_format');
    expect(readLocal('zh-CN', '2026年8月15日', NOW)).toBe('2026-08-15 09:00');
  });

  it.each([
    ['ja', '3月15', '2026-03-15 09:00'],
    ['ja', '8月15', '2026-08-15 09:00'],
    ['ja', '3月15 15時', '2026-03-15 15:00'],
    ['ko', '8월 15', '2026-08-15 09:00'],
    ['ko', '3월 15 오후 3시', '2026-03-15 15:00'],
  ])('%s "%s" is the Gregorian date (no lunar reading)', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('A count and hrs in Portuguese and Spanish', () => {
  it.each([
    ['pt-BR', '19hrs'],
    ['pt-BR', '19 hrs'],
    ['es-ES', '19hrs'],
    ['es-419', '19hrs'],
  ])('%s "%s" alone asks between 19:00 and a length of 19 hours', (locale, text) => {
    expect(askedLocal(locale, text, NOW)).toEqual(['2026-03-05 19:00', '2026-03-06 05:00']);
  });

  it.each([
    ['pt-BR', 'às 19hrs', '2026-03-05 19:00'],
    ['pt-BR', 'amanhã 19hrs', '2026-03-06 19:00'],
    ['pt-BR', 'em 2hrs', '2026-03-05 12:00'],
    ['es-419', 'a las 19 hrs', '2026-03-05 19:00'],
    ['es-419', 'mañana 19hrs', '2026-03-06 19:00'],
    ['es-ES', 'en 2 hrs', '2026-03-05 12:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('Portuguese next weekend after "no", and dia primeiro', () => {
  it('asks which weekend for "no fim de semana que vem", as without "no"', () => {
    const weekends = ['2026-03-07 09:00', '2026-03-14 09:00'];
    expect(askedLocal('pt-BR', 'no fim de semana que vem', NOW)).toEqual(weekends);
    expect(askedLocal('pt-BR', 'no final de semana que vem', NOW)).toEqual(weekends);
    expect(readLocal('pt-BR', 'no fim de semana', NOW)).toBe('2026-03-07 09:00');
  });

  it.each([
    ['dia primeiro', '2026-04-01 09:00'],
    ['no dia primeiro às 10h', '2026-04-01 10:00'],
    ['dia primeiro de abril', '2026-04-01 09:00'],
  ])('"%s" is %s', (text, want) => {
    expect(readLocal('pt-BR', text, NOW)).toBe(want);
  });
});

describe('The next morning said alone', () => {
  it.each([
    ['en', 'next morning', '2026-03-06 09:00'],
    ['en', 'the following morning', '2026-03-06 09:00'],
    ['en', 'next morning at 8', '2026-03-06 08:00'],
    ['de', 'am nächsten Morgen um 8', '2026-03-06 08:00'],
    ['fr', 'le matin suivant', '2026-03-06 09:00'],
    ['es-ES', 'a la mañana siguiente', '2026-03-06 09:00'],
    ['it', 'la mattina dopo', '2026-03-06 09:00'],
    ['nl', 'de volgende ochtend', '2026-03-06 09:00'],
    ['pt-BR', 'na manhã seguinte às 8h', '2026-03-06 08:00'],
  ])('%s "%s" is tomorrow morning, %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it('keeps "after next" a week on before a morning word', () => {
    expect(readLocal('en', 'the friday after next morning at 9', NOW)).toBe('2026-03-13 09:00');
    expect(readLocal('en', 'monday after next morning', NOW)).toBe('2026-03-16 09:00');
  });
});

describe('Turkish hafta sonu with its endings is the weekend', () => {
  it.each([
    ['bu hafta sonunda', '2026-03-07 09:00'],
    ['hafta sonunda', '2026-03-07 09:00'],
    ['haftanın sonunda', '2026-03-06 17:00'],
  ])('"%s" is %s', (text, want) => {
    expect(readLocal('tr', text, NOW)).toBe(want);
  });

  it('asks which weekend for gelecek hafta sonu, as English next weekend', () => {
    const weekends = ['2026-03-07 09:00', '2026-03-14 09:00'];
    expect(askedLocal('tr', 'gelecek hafta sonu', NOW)).toEqual(weekends);
    expect(askedLocal('tr', 'önümüzdeki hafta sonu', NOW)).toEqual(weekends);
  });
});

describe('A weekday read before a date, with its abbreviation dot and no date', () => {
  it.each([
    ['de', 'So. 18 Uhr', '2026-03-08 18:00'],
    ['de', 'So. abends', '2026-03-08 18:00'],
    ['de', 'So. um 10 Uhr', '2026-03-08 10:00'],
    ['nl', 'zo. 10 uur', '2026-03-08 10:00'],
  ])('%s "%s" is Sunday, %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });

  it('keeps the date agreement and the word without its dot', () => {
    expect(readLocal('de', 'So. 15.11.2026 11:35', NOW)).toBe('2026-11-15 11:35');
    expect(readLocal('de', 'So. 16.11.2026', NOW)).toBe('invalid_time_format');
    expect(readLocal('de', 'ca. 18 Uhr', NOW)).toBe('2026-03-05 18:00');
  });
});
