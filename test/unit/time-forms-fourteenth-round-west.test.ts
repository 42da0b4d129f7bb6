import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, fourteenth round (en, en-GB, fr, it, es-ES, pt-BR, nl, de): forms people type in chat
 * that the reader refused or read wrong (bench/corpus/import/fourteenth-west-phrasing.ts).
 * Reference Wednesday 11 March 2026, 10:00 on the caller's clock, in the locale's zone; exact
 * local instants, the readings asked, and what stays refused.
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);
const asked = (locale: string, text: string): readonly string[] | string =>
  askedLocal(locale, text, NOW);
const refused = (locale: string, text: string): void => {
  expect(read(locale, text)).not.toMatch(/^\d/);
  expect(read(locale, text)).not.toBe('time_ambiguous');
};

describe('Forms: a weekday beside a count of weeks from now', () => {
  it('asks the Monday of the week two weeks on, or the coming Monday two weeks later', () => {
    expect(asked('en-US', 'monday two weeks from now')).toEqual([
      '2026-03-23 09:00',
      '2026-03-30 09:00',
    ]);
  });

  it.each([
    // A weekday still ahead this week: both readings are one day.
    ['en-US', 'friday two weeks from now', '2026-03-27 09:00'],
    // `in`: rule 2.1, the coming Monday moved.
    ['en-US', 'monday in two weeks', '2026-03-30 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: clocks in words with the hour and the minutes', () => {
  // 13-23 in words is the 24-hour clock: one reading, alone or after a day.
  it.each([
    ['fr', 'dix-neuf trente', '2026-03-11 19:30'],
    ['fr', 'vingt-deux dix', '2026-03-11 22:10'],
    ['fr', 'demain dix-neuf trente', '2026-03-12 19:30'],
    ['en-US', 'tomorrow twenty thirty', '2026-03-12 20:30'],
    // The hour word, its hour unit and minutes in words, as '15 uur 30'.
    ['nl', 'vijftien uur dertig', '2026-03-11 15:30'],
    ['nl', 'zeven uur dertig', '2026-03-12 07:30'],
    ['nl', "zeven uur dertig 's ochtends", '2026-03-12 07:30'],
    ['fr', 'sept heures dix', '2026-03-12 07:10'],
    ['fr', 'dix-neuf heures trente', '2026-03-11 19:30'],
    // Refused without `o` since the short round; one reading as the French.
    ['pl', 'siedemnastej trzydzieści', '2026-03-11 17:30'],
    ['en-US', 'january twenty fourth one thirty p m', '2027-01-24 13:30'],
    ['en-US', 'tomorrow at 5 p m', '2026-03-12 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  // An hour of 1-12 said with its minutes, alone: both halves of the day are asked.
  it.each([
    ['it', 'otto e un quarto', ['2026-03-12 08:15', '2026-03-11 20:15']],
    ['it', 'otto meno un quarto', ['2026-03-12 07:45', '2026-03-11 19:45']],
    ['it', 'otto meno tre minuti', ['2026-03-12 07:57', '2026-03-11 19:57']],
    ['it', 'otto e 30 min', ['2026-03-12 08:30', '2026-03-11 20:30']],
    ['it', 'dieci minuti alle otto', ['2026-03-12 07:50', '2026-03-11 19:50']],
    ['it', '5 minuti alle 4', ['2026-03-12 03:55', '2026-03-11 15:55']],
    ['it', '10 minuti alle quattro', ['2026-03-12 03:50', '2026-03-11 15:50']],
    ['pt-BR', 'oito e quarenta e cinco', ['2026-03-12 08:45', '2026-03-11 20:45']],
    ['es-ES', 'ocho y cuarenta y cinco', ['2026-03-12 08:45', '2026-03-11 20:45']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  // A year said in words after a date is no clock; 'one and a half' is no clock either.
  it.each([
    ['en-US', 'march third twenty fifteen'],
    ['en-US', 'march 3 twenty twenty'],
    ['en-US', 'one and a half'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: small words and counts of weeks', () => {
  it.each([
    // An hour in words before the day of the month, as after 'a las', 'às'.
    ['es-ES', 'siete del 15', '2026-03-15 07:00'],
    ['pt-BR', 'sete do dia 15', '2026-03-15 07:00'],
    ['it', 'sette del 15', '2026-03-15 07:00'],
    ['nl', 'woens', '2026-03-18 09:00'],
    ['nl', 'woens om 10 uur', '2026-03-18 10:00'],
    ['en-GB', '3 weeks today', '2026-04-01 10:00'],
    ['en-GB', '2 weeks tomorrow', '2026-03-26 10:00'],
    ['en-GB', '3 weeks tomorrow at 9am', '2026-04-02 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });
});

describe('Forms: a German weekday beside its date with `der`', () => {
  it.each([
    ['de', 'dienstag, der 24', '2026-03-24 09:00'],
    ['de', 'dienstag der 24.', '2026-03-24 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  // The 25th is a Wednesday.
  it.each([['de', 'dienstag, der 25']] as const)('%s "%s" is refused', refused);
});
