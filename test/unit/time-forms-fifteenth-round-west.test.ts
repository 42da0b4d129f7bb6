import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, fifteenth round (en, en-GB, fr, it, es-ES, pt-BR, de, nl): forms people type in chat
 * that the reader refused (bench/corpus/import/fifteenth-west-phrasing.ts). Reference Wednesday
 * 11 March 2026, 10:00 on the caller's clock, in the locale's zone; exact local instants, the
 * readings asked, and what stays refused.
 */

const NOW = '2026-03-11 10:00';
const read = (locale: string, text: string): string => readLocal(locale, text, NOW);
const asked = (locale: string, text: string): readonly string[] | string =>
  askedLocal(locale, text, NOW);
const refused = (locale: string, text: string): void => {
  expect(read(locale, text)).not.toMatch(/^\d/);
  expect(read(locale, text)).not.toBe('time_ambiguous');
};

describe('Forms: an English weekday beside a bare day number 13-24', () => {
  // The date, when the weekday falls on it (the table's weekdayDayNumbersFrom: 13).
  it.each([
    ['en-US', 'monday 16', '2026-03-16 09:00'],
    ['en-US', 'monday 23', '2026-03-23 09:00'],
    ['en-US', 'friday 13', '2026-03-13 09:00'],
    ['en-US', 'friday 13 at 4pm', '2026-03-13 16:00'],
    ['en-US', 'sat 21 at 10am', '2026-03-21 10:00'],
    ['en-US', 'on monday 16 at 9am', '2026-03-16 09:00'],
    ['en-GB', 'monday 16', '2026-03-16 09:00'],
    ['en-GB', 'friday 20 at 4pm', '2026-03-20 16:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it('asks the half of the day of a bare hour after the date', () => {
    expect(asked('en-US', 'friday 20 at 4')).toEqual(['2026-03-20 04:00', '2026-03-20 16:00']);
  });

  // A date that is not that weekday, an hour 1-12 (the 9th or 9 o'clock?), and German without the
  // day's mark stay refused.
  it.each([
    ['en-US', 'monday 21'],
    ['en-US', 'friday 23'],
    ['en-US', 'friday 23 at 4pm'],
    ['en-US', 'monday 9'],
    ['en-GB', 'monday 21'],
    ['de', 'montag 16'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: English clock leftovers', () => {
  it.each([
    ['en-US', '5 tomorrow', ['2026-03-12 05:00', '2026-03-12 17:00']],
    ['en-US', '9 tomorrow', ['2026-03-12 09:00', '2026-03-12 21:00']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    // en-GB reads a bare hour as `at 5 tomorrow` does there.
    ['en-GB', '5 tomorrow', '2026-03-12 17:00'],
    ['en-US', '17 tomorrow', '2026-03-12 17:00'],
    ['en-US', 'late evening at 10', '2026-03-11 22:00'],
    ['en-US', 'tomorrow late evening at 10', '2026-03-12 22:00'],
    ['en-US', 'sunday late evening at 10:00', '2026-03-15 22:00'],
    ['en-US', 'first thing in the morning', '2026-03-12 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'late evening'],
    ['en-US', 'tonight at 2'],
    ['en-US', 'the eod'],
    ['en-US', 'following friday'],
    ['en-US', 'the following monday'],
    ['en-US', '4p tu'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: French, Italian and Portuguese leftovers', () => {
  it.each([
    ['fr', 'demain au soir', '2026-03-12 18:00'],
    ['fr', 'mercredi prochain au soir', '2026-03-18 18:00'],
    ['fr', 'à la première heure', '2026-03-12 09:00'],
    ['fr', 'demain à la première heure', '2026-03-12 09:00'],
    ['fr', 'lundi matin à la première heure', '2026-03-16 09:00'],
    ['fr', 'lundi à la première heure', '2026-03-16 09:00'],
    ['it', 'domani in prima serata', '2026-03-12 18:00'],
    ['it', "all'ora di pranzo", '2026-03-11 12:00'],
    ['it', "domani all'ora di pranzo", '2026-03-12 12:00'],
    ['pt-BR', '8pm e meia', '2026-03-11 20:30'],
    ['pt-BR', '7pm e meia', '2026-03-11 19:30'],
    ['fr', 'sept heures moins dix du soir', '2026-03-11 18:50'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['pt-BR', 'quinze depois das oito', ['2026-03-12 08:15', '2026-03-11 20:15']],
    ['pt-BR', 'dez depois das nove', ['2026-03-12 09:10', '2026-03-11 21:10']],
    // The hour unit, then minutes to the hour: asked, as after `à`.
    ['fr', 'sept heures moins dix', ['2026-03-12 06:50', '2026-03-11 18:50']],
    ['fr', 'sept heures moins le quart', ['2026-03-12 06:45', '2026-03-11 18:45']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    ['fr', 'ce soir tard'],
    ['it', '11 ora di pranzo'],
    ['pt-BR', 'depois das 9'],
    // A length: two hours less ten minutes.
    ['fr', '2 heures moins 10 minutes'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: Dutch everyday chat', () => {
  it.each([
    ['nl', 'straks om 3', '2026-03-11 15:00'],
    ['nl', 'straks om 3 uur', '2026-03-11 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    // The plain end of the day reads 17:00 since the twenty-third round (its own test).
    ['nl', 'straks'],
  ] as const)('%s "%s" is refused', refused);
});

describe('Forms: German dates beside `diesen`, a day word, and dates in ordinal words', () => {
  it.each([
    // `this` beside a date: the date, which must be this weekday's coming one.
    ['de', 'diesen Donnerstag, 12.03. 08:30 Uhr', '2026-03-12 08:30'],
    ['de', 'diesen Donnerstag, 12.03.', '2026-03-12 09:00'],
    ['en-US', 'this friday march 13', '2026-03-13 09:00'],
    // A day word beside a numeric date: they must agree; today's is today, as `heute` alone.
    ['de', 'heute 11.03', '2026-03-11 23:59'],
    ['de', 'heute, 11.03.', '2026-03-11 23:59'],
    ['de', 'morgen 12.03', '2026-03-12 09:00'],
    ['de', 'heute 11.03. um 15 Uhr', '2026-03-11 15:00'],
    ['en-US', 'tomorrow 3/12 at 5pm', '2026-03-12 17:00'],
    // The day's ordinal word, then the month's.
    ['de', 'am neunten vierten', '2026-04-09 09:00'],
    ['de', 'donnerstag, den neunten vierten', '2026-04-09 09:00'],
    ['de', 'montag elfter fünfter', '2026-05-11 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(read(locale, text)).toBe(want);
  });

  it.each([
    ['de', 'diesen Freitag, 12.03.'],
    ['en-US', 'this friday the 20th'],
    ['de', 'heute 12.03'],
    ['de', 'morgen 13.03'],
    ['en-US', 'tomorrow 3/13'],
    ['de', 'donnerstag, den siebten vierten'],
    ['de', 'montag zwölfter fünfter'],
    ['de', 'am zweiten dreizehnten'],
    // English does not write a date as two ordinal words.
    ['en-US', 'ninth fourth'],
  ] as const)('%s "%s" is refused', refused);
});
