import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * The beginning, middle and end of a named month (docs/decisions.md, "Time expressions, fifteenth
 * round: a month's beginning, middle and end, every language"): its first day at 09:00 (as the
 * month alone), its 15th at 09:00, its last day at 17:00 (as 'end of month'). Reference: Wednesday
 * 11 March 2026, 10:00 local.
 */
const IN_MARCH = '2026-03-11 10:00';
const B = '2026-04-01 09:00';
const M = '2026-04-15 09:00';
const E = '2026-04-30 17:00';

describe("A month's beginning is its first day at 09:00", () => {
  it.each([
    ['en-US', 'beginning of april'],
    ['en-US', 'start of april'],
    ['de', 'Anfang April'],
    ['fr', 'début avril'],
    ['it', 'inizio aprile'],
    ['es-ES', 'a principios de abril'],
    ['es-419', 'a principios de abril'],
    ['pt-BR', 'no início de abril'],
    ['nl', 'begin april'],
    ['pl', 'na początku kwietnia'],
    ['ru', 'в начале апреля'],
    ['uk', 'на початку квітня'],
    ['tr', 'nisan başında'],
    ['ja', '4月上旬'],
    ['ja', '4月初め'],
    ['ko', '4월 초순'],
    ['zh-CN', '4月上旬'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(B);
  });
});

describe("A month's middle is its 15th at 09:00", () => {
  it.each([
    ['en-US', 'mid april'],
    ['en-US', 'mid-april'],
    ['en-US', 'in the middle of april'],
    ['en-GB', 'mid-april'],
    ['de', 'Mitte April'],
    ['fr', 'à la mi-avril'],
    ['it', 'a metà aprile'],
    ['es-ES', 'a mediados de abril'],
    ['pt-BR', 'em meados de abril'],
    ['nl', 'medio april'],
    ['pl', 'w połowie kwietnia'],
    ['ru', 'в середине апреля'],
    ['uk', 'в середині квітня'],
    ['tr', 'nisan ortası'],
    ['ja', '4月中旬'],
    ['ja', '4月半ば'],
    ['ko', '4월 중순'],
    ['zh-TW', '4月中旬'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(M);
  });
});

describe("A month's end is its last day at 17:00, as 'end of month'", () => {
  it.each([
    ['en-US', 'end of april'],
    ['de', 'Ende April'],
    ['fr', 'fin avril'],
    ['it', 'a fine aprile'],
    ['es-ES', 'a finales de abril'],
    ['pt-BR', 'no final de abril'],
    ['nl', 'eind april'],
    ['pl', 'pod koniec kwietnia'],
    ['ru', 'в конце апреля'],
    ['uk', 'наприкінці квітня'],
    ['tr', 'nisan sonu'],
    ['ja', '4月末'],
    ['ko', '4월 말'],
    ['zh-CN', '4月底'],
    ['zh-CN', '四月底'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(E);
  });
  it.each([
    ['de', 'Ende Februar'],
    // Refused before (ninth round): February's last day depends on the year, now known.
    ['en-US', 'end of february'],
    ['en-GB', 'end of february'],
  ] as const)('February has its own last day, by the year: %s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe('2027-02-28 17:00');
  });
  it.each([
    // Refused before (seventh round, "a deadline"): the end of a named day, as 'end of tomorrow'.
    ['fr', 'fin de demain', '2026-03-12 17:00'],
    ['fr', 'la fin de dimanche', '2026-03-15 17:00'],
    ['nl', 'eind van morgen', '2026-03-12 17:00'],
  ] as const)('%s "%s" is that day at 17:00', (locale, text, want) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(want);
  });
});

describe('Said during the month, a position already past is refused; one ahead is read', () => {
  it.each([
    ['en-US', 'mid march', '2026-03-15 09:00'],
    ['de', 'Ende März', '2026-03-31 17:00'],
    ['en-US', 'beginning of march', 'time_in_past'],
    ['fr', 'début mars', 'time_in_past'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(want);
  });
});

describe('Still refused', () => {
  it.each([
    // Vague, or which day? (decisions.md)
    ['en-US', 'early april'],
    ['en-US', 'late april'],
    ['en-US', 'mid april at 3pm'],
    ['nl', 'half april'],
    ['ja', '4月下旬'],
    ['zh-CN', '4月下旬'],
    ['ko', '4월 하순'],
    ['en-US', 'mid'],
    ['de', 'Anfang'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe('invalid_time_format');
  });
});
