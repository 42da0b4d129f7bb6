import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, seventh round (Polish, Russian, Ukrainian, Turkish, Portuguese): forms the tuning
 * part or chat still refused, read now (reference Thursday 5 March 2026, 10:00 on the caller's
 * clock, in the locale's zone), and what stays refused.
 */

describe('Forms: a Portuguese weekday with "feira" as its own word (no hyphen)', () => {
  it.each([
    ['terça feira', '2026-03-10 09:00'],
    ['terca feira', '2026-03-10 09:00'],
    ['sexta feira às 10', '2026-03-06 10:00'],
    ['na sexta feira', '2026-03-06 09:00'],
    ['terça feira às 14h', '2026-03-10 14:00'],
    ['quarta feira que vem', '2026-03-11 09:00'],
  ] as const)('pt-BR "%s" is %s', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });

  it.each([
    // 'feira' alone names no day.
    ['feira', 'invalid_time_format'],
    // 'próxima sexta' said on a Thursday: tomorrow or next week's, asked as with the hyphen.
    ['próxima sexta feira', 'time_ambiguous'],
  ] as const)('pt-BR "%s" is refused (%s)', (text, want) => {
    expect(readLocal('pt-BR', text)).toBe(want);
  });
});

describe('Forms: a Russian or Ukrainian holiday after "на" (on, for)', () => {
  it.each([
    ['ru', 'на Рождество', '2027-01-07 09:00'],
    ['ru', 'на Новый год', '2027-01-01 09:00'],
    ['ru', 'на Рождество в 10', '2027-01-07 10:00'],
    ['ru', 'на День Победы', '2026-05-09 09:00'],
    ['uk', 'на Різдво', '2026-12-25 09:00'],
    ['uk', 'на Новий рік о 10', '2027-01-01 10:00'],
    ['uk', 'на Великдень', '2026-04-12 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'на 5 минут' is 'for 5 minutes': a length, not an instant.
    ['ru', 'на 5 минут', 'invalid_time_format'],
    ['uk', 'на 5 хвилин', 'invalid_time_format'],
    // 'на' alone, or before a word that is no holiday.
    ['ru', 'на', 'invalid_time_format'],
    ['uk', 'на роботу', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("reads a holiday whose day has begun as next year's", () => {
    expect(readLocal('ru', 'на Рождество', '2027-01-07 10:00')).toBe('2028-01-07 09:00');
  });
});

describe('Forms: the Ukrainian "без чверті" (a quarter to)', () => {
  it.each([
    ["без чверті п'ять", '2026-03-05 16:45'],
    ["без чверті дев'ять ранку", '2026-03-06 08:45'],
  ] as const)('uk "%s" is %s', (text, want) => {
    expect(readLocal('uk', text)).toBe(want);
  });
});

describe('Forms: the noon word before a clock of its hours (öğlen 12, öğlen 1)', () => {
  it.each([
    ['tr', 'öğlen 12', '2026-03-05 12:00'],
    ['tr', "öğlen 12'de", '2026-03-05 12:00'],
    ['tr', 'öğle 12', '2026-03-05 12:00'],
    ['tr', "öğlen 1'de", '2026-03-05 13:00'],
    ['tr', 'öğlen 12:30', '2026-03-05 12:30'],
    ['tr', 'yarın öğlen 12', '2026-03-06 12:00'],
    ['tr', 'öğlen', '2026-03-05 12:00'],
    ['de', 'mittags 1', '2026-03-05 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An hour noon does not run to, or a 24-hour one beside it: no reading.
    ['tr', 'öğlen 5', 'invalid_time_format'],
    ['tr', 'öğlen 13', 'invalid_time_format'],
    // Past: noon today when it is already 13:00.
    ['tr', 'bugün öğlen 12', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text, '2026-03-05 13:00')).toBe(want);
  });
});
