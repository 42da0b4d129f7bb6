import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Dates and times as e-mails, invitations and calendars write them (docs/decisions.md, "Time
 * expressions, eighteenth round: dates and times as e-mails and calendars write them"). Reference:
 * Thursday 12 November 2026, 10:00 local (16 November is a Monday, 15 November a Sunday).
 */
const NOVEMBER = '2026-11-12 10:00';

describe('An abbreviated Monday with its dot', () => {
  it.each([
    ['en', 'Mon., Nov. 16, 2026 at 9 a.m.', '2026-11-16 09:00'],
    ['en', 'Mon. Nov. 16', '2026-11-16 09:00'],
    ['en', 'Mon., 11/16/2026, 9:00 AM', '2026-11-16 09:00'],
    ['en', 'Mon. 9am', '2026-11-16 09:00'],
    ['en-GB', 'Mon. 16 Nov. 2026 at 9 a.m.', '2026-11-16 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('refuses it on a date it does not fall on', () => {
    expect(readLocal('en', 'Mon., Nov. 17, 2026 at 9 a.m.', NOVEMBER)).toBe('invalid_time_format');
  });
});

describe('A clock after a dash', () => {
  it.each([
    ['en', 'Monday, Nov 16, 2026 - 9:00 AM', '2026-11-16 09:00'],
    ['en', 'Mon, Nov 16, 2026 – 9:00 AM', '2026-11-16 09:00'],
    ['en', 'Monday, November 16, 2026 — 9 A.M.', '2026-11-16 09:00'],
    ['en', '2026-11-16 - 09:00', '2026-11-16 09:00'],
    ['en-GB', 'Monday 16 November 2026 – 09:00', '2026-11-16 09:00'],
    ['en-GB', '16/11/2026 - 09:00', '2026-11-16 09:00'],
    ['de', 'Fr. 13.11.2026 - 18:00 Uhr', '2026-11-13 18:00'],
    ['de', 'Fr, 13.11. – 18 Uhr', '2026-11-13 18:00'],
    ['de', 'Mo., 16.11.2026 – 9.00 Uhr', '2026-11-16 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('keeps a range of clocks or of days refused', () => {
    for (const [locale, text] of [
      ['en', 'Mon, Nov 16, 2026, 9:00am - 10:00am'],
      ['en', 'Nov 16 - 18'],
      ['en-GB', 'Monday 16 November 2026, 09:00–10:00'],
      ['en-GB', 'Mon 16 Nov, 09:00 - 10:00'],
      ['de', 'Mi 18.11.2026, 10:00–11:00 Uhr'],
      ['de', '16.11. - 18.11.'],
      ['de', 'Di 16.11.2026 - 9:00'],
    ] as const)
      expect(readLocal(locale, text, NOVEMBER), text).toBe('invalid_time_format');
  });
});

describe('A weekday abbreviation that is also a word, before its date', () => {
  it.each([
    ['de', 'So, 15.11.2026 11:35', '2026-11-15 11:35'],
    ['de', 'So. 15.11.2026, 11:35 Uhr', '2026-11-15 11:35'],
    ['de', 'So 15.11. 11:35', '2026-11-15 11:35'],
    ['nl', 'zo 15 nov 11:35', '2026-11-15 11:35'],
    ['nl', 'zo. 15-11-2026 om 11:35', '2026-11-15 11:35'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('refuses it on another date, and alone', () => {
    expect(readLocal('de', 'So 16.11.2026', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('de', 'am So', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('de', 'So.', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('nl', 'zo 16 nov', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('nl', 'zo om 10 uur', NOVEMBER)).toBe('invalid_time_format');
  });

  it('keeps de "so" as about elsewhere', () => {
    expect(askedLocal('de', 'so um 10', NOVEMBER)).toEqual([
      '2026-11-12 10:00',
      '2026-11-12 22:00',
    ]);
  });
});

describe('A month word that is also a weekday (it, es mar), before a date with its month', () => {
  it.each([
    ['it', 'mar 17 nov', '2026-11-17 09:00'],
    ['it', 'mar. 17 nov. 2026 ore 14:30', '2026-11-17 14:30'],
    ['it', 'mar 17/11 alle 14:30', '2026-11-17 14:30'],
    ['es-ES', 'mar., 17 de nov. de 2026, 14:30', '2026-11-17 14:30'],
    ['es-ES', 'mar 17/11/2026 a las 14:30', '2026-11-17 14:30'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('refuses it on another date, and keeps asking alone', () => {
    expect(readLocal('it', 'mar 16 nov', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('es-ES', 'mar 16 nov', NOVEMBER)).toBe('invalid_time_format');
    expect(askedLocal('it', 'mar 21', NOVEMBER)).toEqual(['2027-03-21 09:00', '2027-09-21 09:00']);
  });
});

describe('A dotted day and month without its closing dot, then a dash and a clock', () => {
  it.each([
    ['ru', 'пт 13.11 – 18:00', '2026-11-13 18:00'],
    ['tr', 'Cum 13.11 – 18:00', '2026-11-13 18:00'],
    ['de', '13.11 - 18 Uhr', '2026-11-13 18:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('keeps a bare number or a second date after the dash refused', () => {
    expect(readLocal('de', '13.11 - 18', NOVEMBER)).toBe('invalid_time_format');
    expect(readLocal('de', '13.11 - 15.11', NOVEMBER)).toBe('invalid_time_format');
  });
});

describe('The hour unit abbreviated with its dot before a clock (pl godz.)', () => {
  it.each([
    ['pl', 'pon 16.11.2026 godz. 9:00', '2026-11-16 09:00'],
    ['pl', 'ndz. 15.11.2026 godz. 11:35', '2026-11-15 11:35'],
    ['pl', 'jutro godz. 9:00', '2026-11-13 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('keeps a count of hours a length', () => {
    expect(readLocal('pl', 'za 2 godz.', NOVEMBER)).toBe('2026-11-12 12:00');
    expect(readLocal('pl', '3 godz. 9:00', NOVEMBER)).toBe('invalid_time_format');
  });
});

describe('A short year after an apostrophe', () => {
  it.each([
    ['en', "Mon., Nov. 16, '26 at 9 a.m.", '2026-11-16 09:00'],
    ['en', "Nov 16 '26", '2026-11-16 09:00'],
    ['en-GB', "Mon 16 Nov '26, 09:00", '2026-11-16 09:00'],
    ['de', "Mo., 16. Nov. '26, 9:00 Uhr", '2026-11-16 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });

  it('refuses a past year and a weekday the date does not fall on', () => {
    expect(readLocal('en', "Nov 16 '25", NOVEMBER)).toBe('time_in_past');
    expect(readLocal('en', "Tue, Nov 16 '26", NOVEMBER)).toBe('invalid_time_format');
  });
});
