import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE, THURSDAY, invalid, parserFor } from '../support/time.js';

/**
 * The forgiving reader (decisions.md, "Time expressions, second edition"): what the spec's (spec-notes.md, Time expression rules) rules
 * reject is read by a broader grammar before it is invalid. Thursday 2026-03-05 10:00 EST.
 */
const NOW = THURSDAY;
/** en-GB: these pin the grammar on a 24-hour clock; a 12-hour locale asks about clocks without am/pm (time-forms-clock-rule.test.ts). */
const { parse, timeOf } = parserFor({ now: NOW, zone: 'America/New_York', locale: 'en-GB' });

describe('Function: parseTimeExpression (forgiving reader)', () => {
  describe('Bare clock times: the next time that clock time comes', () => {
    it.each([
      ['5pm', '2026-03-05T22:00:00.000Z'],
      ['17:00', '2026-03-05T22:00:00.000Z'],
      ['noon', '2026-03-05T17:00:00.000Z'],
      ['midnight', '2026-03-06T05:00:00.000Z'],
      ['9am', '2026-03-06T14:00:00.000Z'], // gone today: tomorrow
      ['at 5', '2026-03-05T22:00:00.000Z'],
      ['3 p.m.', '2026-03-05T20:00:00.000Z'],
      ["at 7 o'clock", '2026-03-06T12:00:00.000Z'],
    ])('"%s" is %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });
  });

  describe('Bare hours after "at": 1-6 pm, 7-11 am, 12 noon, 0 and 13-23 24-hour', () => {
    it.each([
      ['at 1', 13],
      ['at 6', 18],
      ['at 7', 7],
      ['at 11', 11],
      ['at 12', 12],
      ['at 0', 0],
      ['at 13', 13],
      ['at 23', 23],
    ] as const)('"tomorrow %s" is %i:00', (at, hour) => {
      expect(timeOf(`tomorrow ${at}`)).toBe(
        new Date(Date.parse('2026-03-06T05:00:00Z') + hour * HOUR).toISOString(),
      );
    });

    it('a bare number without "at" or a time of day is not a time ("tomorrow 9")', () => {
      expect(parse('tomorrow 9')).toMatchObject(invalid);
      expect(parse('at 24')).toMatchObject(invalid);
    });
  });

  describe('Date and time in either order, with or without "at"', () => {
    it.each([
      'tomorrow 9am',
      '9am tomorrow',
      'at 9am tomorrow',
      'tomorrow at 9am',
      'tomorrow, 9am',
      'please tomorrow 9am',
      'tomorrow 9am!',
      'Tomorrow 9AM.',
    ])('"%s"', (text) => {
      expect(timeOf(text)).toBe('2026-03-06T14:00:00.000Z');
    });

    it.each([
      ['friday 3pm', '2026-03-06T20:00:00.000Z'],
      ['fri 5pm', '2026-03-06T22:00:00.000Z'],
      ['5pm on friday', '2026-03-06T22:00:00.000Z'],
      ['dec 25 8pm', '2026-12-26T01:00:00.000Z'],
      ['8pm dec 25', '2026-12-26T01:00:00.000Z'],
      ['the day after tomorrow at noon', '2026-03-07T17:00:00.000Z'],
      ['tmrw 9am', '2026-03-06T14:00:00.000Z'],
    ])('"%s" is %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it('refuses two dates or two times', () => {
      expect(parse('tomorrow friday')).toMatchObject(invalid);
      expect(parse('3pm 4pm')).toMatchObject(invalid);
    });
  });

  describe('Weekdays: abbreviations, on / this / next', () => {
    it.each([
      ['mon', '2026-03-09T13:00:00.000Z'],
      ['tue', '2026-03-10T13:00:00.000Z'],
      ['tues', '2026-03-10T13:00:00.000Z'],
      ['wed', '2026-03-11T13:00:00.000Z'],
      ['thu', '2026-03-12T13:00:00.000Z'],
      ['thur', '2026-03-12T13:00:00.000Z'],
      ['thurs', '2026-03-12T13:00:00.000Z'],
      ['fri', '2026-03-06T14:00:00.000Z'],
      ['sat', '2026-03-07T14:00:00.000Z'],
      ['sun', '2026-03-08T13:00:00.000Z'],
      ['on friday', '2026-03-06T14:00:00.000Z'],
      ['next mon', '2026-03-09T13:00:00.000Z'],
    ])('"%s" is the next one strictly after today, 09:00: %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it('"this <weekday>" is today when it is that day and the time is still ahead, else the coming one', () => {
      expect(timeOf('this thursday at 5pm')).toBe('2026-03-05T22:00:00.000Z');
      expect(timeOf('this thursday at 9am')).toBe('2026-03-12T13:00:00.000Z');
      expect(timeOf('thursday at 5pm')).toBe('2026-03-12T21:00:00.000Z'); // plain: strictly after today
      expect(timeOf('this friday')).toBe('2026-03-06T14:00:00.000Z');
    });

    it('"mon" after a number is the month unit', () => {
      expect(timeOf('in 2 mon')).toBe('2026-05-05T14:00:00.000Z');
      expect(timeOf('mon 9am')).toBe('2026-03-09T13:00:00.000Z');
    });
  });

  describe("Numeric dates in the locale's order", () => {
    it('en-US reads month first; a date impossible that way is read the other way', () => {
      const us = { locale: 'en-US' };
      expect(timeOf('3/4 at 5pm', us)).toBe('2027-03-04T22:00:00.000Z'); // 4 March 2026 is past
      expect(timeOf('12/25 at 8pm', us)).toBe('2026-12-26T01:00:00.000Z');
      expect(timeOf('25/12 at 8pm', us)).toBe('2026-12-26T01:00:00.000Z');
      expect(timeOf('12/25/2026', us)).toBe('2026-12-25T14:00:00.000Z');
    });

    it('other locales read day first ("25.12." included)', () => {
      expect(timeOf('3/4 at 5pm', { locale: 'en-GB' })).toBe('2026-04-03T21:00:00.000Z');
      expect(timeOf('25.12. at 8pm', { locale: 'de' })).toBe('2026-12-26T01:00:00.000Z');
      expect(timeOf('25.12.2026', { locale: 'de' })).toBe('2026-12-25T14:00:00.000Z');
    });

    it('without a locale, a date possible in both orders is refused with both readings', () => {
      expect(parse('3/4 at 5pm', { locale: '' })).toEqual({
        ok: false,
        error: 'time_ambiguous',
        suggestions: ['mar 4 at 5pm', 'apr 3 at 5pm'],
        readings: [
          { ok: true, time: Date.parse('2027-03-04T22:00:00.000Z') },
          { ok: true, time: Date.parse('2026-04-03T21:00:00.000Z') },
        ],
      });
      expect(timeOf('25/12', { locale: '' })).toBe('2026-12-25T14:00:00.000Z');
      expect(timeOf('mar 4 at 5pm', { locale: '' })).toBe('2027-03-04T22:00:00.000Z');
    });

    it('reads "sept" as September', () => {
      expect(timeOf('sept 15')).toBe('2026-09-15T13:00:00.000Z');
    });

    it('refuses a lone "at" (no date part, no time part)', () => {
      expect(parse('at')).toMatchObject(invalid);
    });

    it.each(['13/13', '0/5', '2/30', '1/2/3'])('refuses "%s"', (text) => {
      expect(parse(text).ok).toBe(false);
    });
  });

  describe('Month names with ordinals, without a time: 09:00', () => {
    it.each([
      ['dec 25', '2026-12-25T14:00:00.000Z'],
      ['december 25th', '2026-12-25T14:00:00.000Z'],
      ['on june 1st', '2026-06-01T13:00:00.000Z'],
      ['the 1st of april', '2026-04-01T13:00:00.000Z'],
      ['jan 5, 2027 at noon', '2027-01-05T17:00:00.000Z'],
    ])('"%s" is %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });
  });

  describe('Compact units, number words, halves, filler', () => {
    it.each([
      ['10s', 10_000],
      ['10m', 10 * MINUTE],
      ['2h', 2 * HOUR],
      ['2h30m', 2.5 * HOUR],
      ['1d', DAY],
      ['1w', 7 * DAY],
      ['90s', 90_000],
      ['five minutes', 5 * MINUTE],
      ['in twelve hours', 12 * HOUR],
      ['half an hour', HOUR / 2],
      ['in an hour and a half', 1.5 * HOUR],
      ['in one and a half hours', 1.5 * HOUR],
      ['a couple of hours', 2 * HOUR],
      ['in a couple hours', 2 * HOUR],
      ['half a day', DAY / 2],
      ['2 hours from now', 2 * HOUR],
      ['2 hours later', 2 * HOUR],
      ['after 2 hours', 2 * HOUR],
      ['in 2 hours please', 2 * HOUR],
      ['in 10 minutes.', 10 * MINUTE],
      ['in 10 minutes!', 10 * MINUTE],
    ] as const)('"%s" is now + %i ms', (text, ms) => {
      expect(parse(text)).toEqual({ ok: true, time: NOW + ms });
    });

    it('"1mo" and "1y" are calendar units', () => {
      expect(timeOf('1mo')).toBe('2026-04-05T14:00:00.000Z');
      expect(timeOf('1y')).toBe('2027-03-05T15:00:00.000Z');
    });

    it.each(['in 2 hours soon', 'in 2 hours remind me', 'in 2 hours or so', 'evaluation tomorrow'])(
      'an unknown word is never dropped: "%s" is invalid',
      (text) => {
        expect(parse(text)).toMatchObject(invalid);
      },
    );
  });

  describe('Times of day', () => {
    it.each([
      ['tomorrow morning', '2026-03-06T14:00:00.000Z'],
      ['tomorrow afternoon', '2026-03-06T20:00:00.000Z'],
      ['this evening', '2026-03-05T23:00:00.000Z'],
      ['tonight', '2026-03-06T01:00:00.000Z'],
      ['tomorrow night', '2026-03-07T02:00:00.000Z'],
      ['friday evening', '2026-03-06T23:00:00.000Z'],
      ['in the morning', '2026-03-06T14:00:00.000Z'],
      ['tonight at 11', '2026-03-06T04:00:00.000Z'],
      ['tonight at 11:30', '2026-03-06T04:30:00.000Z'], // h:mm without am/pm moves like a bare hour
      ['this evening at 7:45', '2026-03-06T00:45:00.000Z'],
      ['19:30 tonight', '2026-03-06T00:30:00.000Z'], // 24-hour stays as typed
      ['11 tonight', '2026-03-06T04:00:00.000Z'],
      ['8 in the morning', '2026-03-06T13:00:00.000Z'],
      ['end of day', '2026-03-05T22:00:00.000Z'],
      ['eod', '2026-03-05T22:00:00.000Z'],
      ['end of month', '2026-03-31T21:00:00.000Z'],
      ['end of the month at noon', '2026-03-31T16:00:00.000Z'],
    ])('"%s" is %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it('"tonight" after 20:00 is refused unless a later time is given', () => {
      const late = Date.parse('2026-03-06T01:30:00Z'); // 20:30 EST
      expect(parse('tonight', { now: late })).toMatchObject({ ok: false, error: 'time_in_past' });
      expect(timeOf('tonight at 11', { now: late })).toBe('2026-03-06T04:00:00.000Z');
      expect(parse('this morning')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('a time that contradicts the time of day is refused', () => {
      for (const text of [
        'tonight at 9am',
        'tomorrow morning at 3pm',
        '3 tonight',
        'eod at 3pm',
        'tonight at 3:30',
        'tomorrow morning at 15:30',
      ])
        expect(parse(text)).toMatchObject(invalid);
    });
  });

  describe('"in <duration>" after a date or time (correction)', () => {
    it.each([
      ['in 2 days at 9am', '2026-03-07T14:00:00.000Z'],
      ['at 3pm in 2 days', '2026-03-07T20:00:00.000Z'],
      ['9am in 3 days', '2026-03-08T13:00:00.000Z'], // 09:00 EDT after the change
      ['friday in 2 weeks', '2026-03-20T13:00:00.000Z'], // still a Friday
      ['friday at 3pm in 1 week', '2026-03-13T19:00:00.000Z'],
      ['tomorrow in 1 month', '2026-04-06T14:00:00.000Z'], // 'tomorrow' alone is now + 24 h (10:00), then a calendar month
    ])('"%s" is %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it('a date a year away moved by another year is beyond the horizon', () => {
      expect(parse('dec 25 in 1 year')).toMatchObject({ ok: false, error: 'time_too_far' });
    });
  });

  describe('Explicit zones: read there, and named in the result', () => {
    it.each([
      ['3pm EST', '2026-03-05T20:00:00.000Z', 'America/New_York'],
      ['15:00 UTC', '2026-03-05T15:00:00.000Z', 'UTC'],
      ['9am Europe/Berlin', '2026-03-06T08:00:00.000Z', 'Europe/Berlin'],
      ['5pm PT', '2026-03-06T01:00:00.000Z', 'America/Los_Angeles'],
      ['tomorrow 9am jst', '2026-03-07T00:00:00.000Z', 'Asia/Tokyo'], // it is already Friday 00:00 in Tokyo
      ['friday at 4pm cet', '2026-03-06T15:00:00.000Z', 'Europe/Paris'],
      ['noon america/argentina/buenos_aires', '2026-03-05T15:00:00.000Z', 'America/Buenos_Aires'], // Intl's canonical name,
    ])('"%s" is %s in %s', (text, iso, zone) => {
      expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso), zone });
    });

    it('an abbreviation means the zone with its DST: "3pm EST" in July is 15:00 EDT', () => {
      expect(parse('3pm EST', { now: Date.parse('2026-07-01T12:00:00Z') })).toEqual({
        ok: true,
        time: Date.parse('2026-07-01T19:00:00Z'),
        zone: 'America/New_York',
      });
    });

    it.each(['3pm XYZ', 'EST', 'in 2 hours EST', '3pm Mars/Olympus'])(
      'refuses "%s" (an unknown zone, or a zone without a time)',
      (text) => {
        expect(parse(text)).toMatchObject(invalid);
      },
    );
  });
});
