import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Named days of other countries (issue 18, twelfth round): read in every locale when the
 * countries that keep them agree on the day (the world pass of `npm run holidays`), the Jewish
 * holidays from the Hebrew calendar, and an English-speaking region's day that two or more such
 * regions keep on one day. Reference Thursday 5 March 2026, 10:00 in the locale's zone.
 */
describe('Forms: named days the whole data set agrees on', () => {
  it.each([
    ['en-US', 'pentecost', '2026-05-24 09:00'],
    ['en-US', 'whit monday', '2026-05-25 09:00'],
    ['en-US', 'corpus christi', '2026-06-04 09:00'],
    ['en-US', 'all saints day', '2026-11-01 09:00'],
    ['en-US', 'eid al-fitr', '2026-03-20 09:00'],
    ['en-US', 'eid al-adha', '2026-05-27 09:00'],
    // This year's is gone (17 February): next year's.
    ['en-US', 'chinese new year', '2027-02-06 09:00'],
    ['en-US', 'lunar new year', '2027-02-06 09:00'],
    ['en-US', 'mardi gras', '2027-02-09 09:00'],
    ['en-US', 'ash wednesday', '2027-02-10 09:00'],
    ['en-US', 'palm sunday', '2026-03-29 09:00'],
    ['en-US', 'pentecost at 10am', '2026-05-24 10:00'],
    ['en-US', 'the day after pentecost', '2026-05-25 09:00'],
    ['en-GB', 'orthodox easter', '2026-04-12 09:00'],
    ['fr', 'mercredi des cendres', '2027-02-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: the Jewish holidays, from the Hebrew calendar', () => {
  it.each([
    ['en-US', 'passover', '2026-04-02 09:00'],
    ['en-US', 'pesach', '2026-04-02 09:00'],
    ['en-US', 'shavuot', '2026-05-22 09:00'],
    ['en-US', 'rosh hashanah', '2026-09-12 09:00'],
    ['en-US', 'yom kippur', '2026-09-21 09:00'],
    ['en-GB', 'sukkot', '2026-09-26 09:00'],
    ['en-US', 'hanukkah', '2026-12-05 09:00'],
    ['en-US', 'hanukkah at 6pm', '2026-12-05 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: an English-speaking region’s day, when two or more keep it on one day', () => {
  it.each([
    ['en-US', 'boxing day', '2026-12-26 09:00'],
    ['zh-CN', '复活节', '2026-04-05 09:00'],
    ['ja', 'イースター', '2026-04-05 09:00'],
    ['ko', '부활절', '2026-04-05 09:00'],
    ['tr', 'paskalya', '2026-04-05 09:00'],
    ['zh-CN', '万圣节', '2026-10-31 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: named days refused, never guessed', () => {
  it.each([
    // Countries keep these on different days.
    ['en-US', 'republic day', 'invalid_time_format'],
    ['en-US', "children's day", 'invalid_time_format'],
    ['en-GB', 'independence day', 'invalid_time_format'],
    // One country's day (with its territories): maybe not the one this user means.
    ['en-GB', 'juneteenth', 'invalid_time_format'],
    // The Netherlands' King's Day, or Three Kings' Day; a carnival of several days.
    ['en-US', 'kings day', 'invalid_time_format'],
    ['en-US', 'carnival', 'invalid_time_format'],
    // The United States' and Canada's: asked.
    ['en-GB', 'thanksgiving', 'time_ambiguous'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
