import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Named days in the years the sources' reference times lie in (docs/decisions.md, "Time
 * expressions, twenty-fourth round: holiday tables from 2010"): the tables list each moving day's
 * dates from 2010 (they began in 2020), so a reference time in 2013 or 2017 reads the day as one
 * in 2026 does. Before, a moving day in a year before 2020 had no date and was refused. Also the
 * region's own names the data lacked: en-GB `mother's day` (Mothering Sunday, not the US day),
 * de `Vatertag` (Ascension Day), `Erntedankfest`, tr `şeker bayramı`, ko `제헌절` every year.
 */
describe('Moving named days before 2020', () => {
  it.each([
    ['en', 'thanksgiving', '2013-02-12 04:30', '2013-11-28 09:00'],
    ['en', 'memorial day', '2013-02-12 04:30', '2013-05-27 09:00'],
    ['en', 'easter at 10am', '2013-02-12 04:30', '2013-03-31 10:00'],
    ['en', "mother's day", '2016-11-07 00:00', '2017-05-14 09:00'],
    ['en-GB', 'good friday', '2013-02-12 04:30', '2013-03-29 09:00'],
    ['de', 'Ostern', '2016-11-07 00:00', '2017-04-16 09:00'],
    ['de', 'Pfingstmontag', '2016-11-07 00:00', '2017-06-05 09:00'],
    ['fr', 'la Pentecôte', '2013-02-12 04:30', '2013-05-19 09:00'],
    ['nl', 'tweede paasdag', '2016-11-07 00:00', '2017-04-17 09:00'],
    ['pl', 'Wielkanoc', '2013-02-12 04:30', '2013-03-31 09:00'],
    ['ja', '母の日', '2017-03-22 00:00', '2017-05-14 09:00'],
    ['zh-CN', '中秋节', '2017-03-22 00:00', '2017-10-04 09:00'],
    ['zh-CN', '春节', '2017-03-22 00:00', '2018-02-16 09:00'],
    ['zh-TW', '端午節', '2013-02-12 04:30', '2013-06-12 09:00'],
    ['ko', '추석', '2013-02-12 04:30', '2013-09-19 09:00'],
    ['ko', '섣달그믐날', '2016-11-07 00:00', '2017-01-27 09:00'],
    ['tr', 'kurban bayramı', '2013-02-12 04:30', '2013-10-15 09:00'],
    // A name several countries keep on one day (the world pass) reads in those years too.
    ['de', 'Tag der Arbeit', '2021-06-18 18:00', '2022-05-01 09:00'],
  ])('%s %s at %s → %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it('a year the tables do not cover still reads no date', () => {
    expect(readLocal('en', 'thanksgiving', '2008-02-12 10:00')).toBe('time_too_far');
  });
});

describe("The region's own names the data lacked", () => {
  it.each([
    ['en-GB', "mother's day", '2026-01-12 10:00', '2026-03-15 09:00'],
    ['en-GB', 'mothers day', '2013-02-12 04:30', '2013-03-10 09:00'],
    ['en', "mother's day", '2026-01-12 10:00', '2026-05-10 09:00'],
    ['de', 'Vatertag', '2026-03-05 10:00', '2026-05-14 09:00'],
    ['de', 'am Vatertag um 11', '2026-03-05 10:00', '2026-05-14 11:00'],
    ['de', 'Erntedankfest', '2026-03-05 10:00', '2026-10-04 09:00'],
    ['tr', 'şeker bayramı', '2026-03-05 10:00', '2026-03-20 09:00'],
    ['tr', 'şeker bayramında saat 10', '2026-03-05 10:00', '2026-03-20 10:00'],
    ['ko', '제헌절', '2013-02-12 04:30', '2013-07-17 09:00'],
    ['en', "boss's day", '2026-01-12 10:00', '2026-10-16 09:00'],
    ['en', 'grandparents day', '2026-01-12 10:00', '2026-09-13 09:00'],
    ['en', 'giving tuesday', '2026-01-12 10:00', '2026-12-01 09:00'],
    ['en-GB', 'remembrance sunday', '2026-01-12 10:00', '2026-11-08 09:00'],
    ['en-GB', "st george's day", '2026-01-12 10:00', '2026-04-23 09:00'],
    ['en-GB', "st david's day at 8am", '2026-01-12 10:00', '2026-03-01 08:00'],
  ])('%s %s at %s → %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});

describe('Turkish four digits that are a year, not a clock', () => {
  it.each([
    ["2026'da ramazan bayramı", 'invalid_time_format'],
    ["2012'de ramazan bayramı", 'invalid_time_format'],
    ["2030'da", 'invalid_time_format'],
    ["saat 2030'da", '2026-03-05 20:30'],
    ["yarın saat 2030'da", '2026-03-06 20:30'],
    ["1430'da", '2026-03-05 14:30'],
    ["0845'te", '2026-03-06 08:45'],
    // Four digits right before a named day are its year, as Turkish writes it.
    ['2026 ramazan bayramı', '2026-03-20 09:00'],
    ['2026 şeker bayramı saat 10', '2026-03-20 10:00'],
    ['1950 ramazan bayramı', 'invalid_time_format'],
    ['2025 kurban bayramı', 'time_in_past'],
  ])('tr %s → %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});
