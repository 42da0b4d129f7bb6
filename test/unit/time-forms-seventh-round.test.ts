import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, seventh round: English forms people type in chat that the reader refused, read now
 * (reference Thursday 5 March 2026, 10:00 on the caller's clock: New York for en-US, London for
 * en-GB), and what stays refused on purpose.
 */

describe('Forms: a tens word and a unit or ordinal word (twenty nine, twenty-ninth)', () => {
  it.each([
    ['en-US', 'may twenty nine', '2026-05-29 09:00'],
    ['en-US', 'may twenty-nine', '2026-05-29 09:00'],
    ['en-US', 'march twenty nine', '2026-03-29 09:00'],
    ['en-US', 'february twenty second', '2027-02-22 09:00'],
    ['en-US', 'the twenty first', '2026-03-21 09:00'],
    ['en-US', 'twenty ninth of may', '2026-05-29 09:00'],
    ['en-US', 'the twenty ninth at 5pm', '2026-03-29 17:00'],
    ['en-US', 'in twenty five minutes', '2026-03-05 10:25'],
    ['en-US', 'in twenty-five minutes', '2026-03-05 10:25'],
    ['en-US', 'seven forty-five pm', '2026-03-05 19:45'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'twenty one'], // a number alone names no time
    ['en-US', 'february thirty'], // no such day
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a month and a day joined by a slash or hyphen (oct/2)', () => {
  it.each([
    ['en-US', 'oct/2', '2026-10-02 09:00'],
    ['en-US', 'jan/3', '2027-01-03 09:00'],
    ['en-US', 'may-22', '2026-05-22 09:00'],
    ['en-US', 'oct/2 at 3pm', '2026-10-02 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'oct/32', 'invalid_time_format'],
    ['en-US', 'feb/30', 'invalid_time_format'],
    // Today's date once 09:00 has gone is next year's, as 'mar 5' is: not past.
    ['en-US', 'mar/5', '2027-03-05 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: durations with approximation words, "time" and fortnights', () => {
  it.each([
    ['en-US', 'in about an hour', '2026-03-05 11:00'],
    ['en-US', 'in about 2 hours', '2026-03-05 12:00'],
    ['en-US', 'in around 20 mins', '2026-03-05 10:20'],
    ['en-US', 'in approx 2 hours', '2026-03-05 12:00'],
    ['en-GB', 'in three weeks time', '2026-03-26 10:00'],
    ['en-GB', "in three weeks' time", '2026-03-26 10:00'],
    ['en-GB', '2 weeks time', '2026-03-19 10:00'],
    ['en-GB', 'in a fortnight', '2026-03-19 10:00'],
    // Fourteen days of 24 hours: the clocks in New York go forward on 8 March.
    ['en-US', 'in a fortnight', '2026-03-19 11:00'],
    ['en-US', 'a fortnight from tomorrow', '2026-03-20 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'in about'],
    ['en-US', 'fortnight'],
    ['en-US', 'just now'], // not the future
    ['en-US', 'in a bit'], // no amount
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: chat spellings of days (2morrow, tom, weds, first thing)', () => {
  it.each([
    ['en-US', '2morrow', '2026-03-06 10:00'],
    ['en-US', '2morrow 5pm', '2026-03-06 17:00'],
    ['en-US', '2moro at 9am', '2026-03-06 09:00'],
    ['en-US', 'tom at 5pm', '2026-03-06 17:00'],
    ['en-US', '2nite at 9', '2026-03-05 21:00'],
    ['en-US', 'weds', '2026-03-11 09:00'],
    ['en-US', 'next weds at 3pm', '2026-03-11 15:00'],
    ['en-US', 'first thing tomorrow', '2026-03-06 09:00'],
    ['en-US', 'first thing friday', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', '2morrow at 3', 'time_ambiguous'], // a clock without am/pm in a 12-hour locale
    ['en-US', 'first thing', '2026-03-06 09:00'], // the next morning, as 'morning' alone
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: twelve noon, a comma before the time of day, o-clock in one word', () => {
  it.each([
    ['en-US', '12 noon', '2026-03-05 12:00'],
    ['en-US', 'twelve noon', '2026-03-05 12:00'],
    ['en-US', '12:00 noon', '2026-03-05 12:00'],
    ['en-US', '12 noon tomorrow', '2026-03-06 12:00'],
    ['en-US', 'twelve midnight', '2026-03-06 00:00'],
    ['en-US', '10, tonight', '2026-03-05 22:00'],
    ['en-US', '9, tomorrow morning', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', '3 noon', 'invalid_time_format'],
    ['en-US', '11 oclock', 'time_ambiguous'], // as "11 o'clock": both halves of the day
    ['en-US', '10, tonight at 9am', 'invalid_time_format'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

// 'end of tomorrow', 'end of friday' are that day at 17:00 since the ninth round
// (time-forms-ninth-round-en.test.ts); 'by' stays a deadline.
describe('Forms: deadlines stay refused', () => {
  it.each([
    ['en-US', 'by end of day'],
    ['en-US', 'by 5pm'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe("Forms: o'clock after clock arithmetic, 'now +', 'mid night', 'october, 1st'", () => {
  it.each([
    ['en-US', "half past seven o'clock", 'time_ambiguous'], // both halves of the day, as 'half past seven'
    ['en-US', 'quarter to 8 oclock pm', '2026-03-05 19:45'],
    ['en-US', 'mid night', '2026-03-06 00:00'],
    ['en-US', 'now + 1hour', '2026-03-05 11:00'],
    ['en-US', 'now + 30 minutes', '2026-03-05 10:30'],
    ['en-US', 'october, 1st', '2026-10-01 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'now +'],
    ['en-US', 'now + 5'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: the small hours tonight (tonight at 1am)', () => {
  it.each([
    ['en-US', 'tonight at 1am', '2026-03-05 10:00', '2026-03-06 01:00'],
    ['en-US', 'tonight at 12am', '2026-03-05 10:00', '2026-03-06 00:00'],
    // Said after midnight: the night already begun.
    ['en-US', 'tonight at 2am', '2026-03-05 00:30', '2026-03-05 02:00'],
    ['en-US', 'tonight at 8pm', '2026-03-05 10:00', '2026-03-05 20:00'],
  ] as const)('%s "%s" at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    ['en-US', 'tonight at 9am'], // a morning is no part of tonight
    ['en-US', 'tonight at 5am'],
    ['en-US', 'tonight at 1:30'], // no am/pm: which half?
    ['en-US', 'tomorrow night at 1am'], // which night's small hours?
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: lunchtime is noon', () => {
  it.each([
    ['en-US', 'lunchtime', '2026-03-05 12:00'],
    ['en-US', 'at lunch', '2026-03-05 12:00'],
    ['en-US', 'tomorrow at lunch', '2026-03-06 12:00'],
    ['en-US', 'friday lunchtime', '2026-03-06 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en-US', 'after lunch', '2026-03-05 10:00', 'invalid_time_format'], // when after?
    ['en-US', 'lunchtime', '2026-03-05 13:00', '2026-03-06 12:00'], // the next one, as 'noon'
  ] as const)('%s "%s" at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});

describe('Forms: three-quarters of an hour; British "a week tomorrow"', () => {
  it.each([
    ['en-US', 'in three-quarters of an hour', '2026-03-05 10:45'],
    ['en-GB', 'a week tomorrow', '2026-03-13 10:00'],
    ['en-GB', 'tomorrow week', '2026-03-13 10:00'],
    ['en-GB', 'a week today', '2026-03-12 10:00'],
    ['en-GB', 'a week tomorrow at 3pm', '2026-03-13 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"tomorrow" alone stays tomorrow in en-GB', () => {
    expect(readLocal('en-GB', 'tomorrow')).toBe('2026-03-06 10:00');
  });
});
