import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DAY, THURSDAY, invalid, parserFor } from '../support/time.js';

/** Thursday 10:00 EST in New York. */
const NOW = THURSDAY;
/** en-GB: these pin the grammar on a 24-hour clock; a 12-hour locale asks about clocks without am/pm (time-forms-clock-rule.test.ts). */
const { parse, timeOf } = parserFor({ now: NOW, zone: 'America/New_York', locale: 'en-GB' });

describe('Function: parseTimeExpression', () => {
  describe('Rule 7: time part (time-of-day parser)', () => {
    it.each([
      ['3pm', '2026-03-06T20:00:00.000Z'],
      ['3 pm', '2026-03-06T20:00:00.000Z'],
      ['3:30pm', '2026-03-06T20:30:00.000Z'],
      ['3:30 PM', '2026-03-06T20:30:00.000Z'],
      ['15:00', '2026-03-06T20:00:00.000Z'],
      ['9:30', '2026-03-06T14:30:00.000Z'],
      ['09:30:15', '2026-03-06T14:30:15.000Z'],
      ['0:05', '2026-03-06T05:05:00.000Z'],
      ['23:59', '2026-03-07T04:59:00.000Z'],
      ['noon', '2026-03-06T17:00:00.000Z'],
      // 'midnight' beside a named day asks its start or its end (time-forms-ninth-round-en.test.ts).
      ['12am', '2026-03-06T05:00:00.000Z'],
      ['12:30am', '2026-03-06T05:30:00.000Z'],
      ['12pm', '2026-03-06T17:00:00.000Z'],
      ['1am', '2026-03-06T06:00:00.000Z'],
    ])('"tomorrow at %s"', (clock, iso) => {
      expect(timeOf(`tomorrow at ${clock}`)).toBe(iso);
    });

    it('a missing time part means 00:00', () => {
      expect(timeOf('tomorrow at')).toBe('2026-03-06T05:00:00.000Z');
    });

    it.each([
      '25:00',
      '24:00',
      '13pm',
      '0pm',
      '0am',
      '3:60',
      '3:5',
      '3:30:60',
      '123:00',
      '15:00pm',
      '3pm pm',
      'noon pm',
      '3pm tomorrow',
    ])('rejects "tomorrow at %s" (out of range, or not a time of day)', (clock) => {
      expect(parse(`tomorrow at ${clock}`)).toMatchObject(invalid);
    });

    it.each([
      ['3', '2026-03-06T20:00:00.000Z'], // 1-6: pm
      // 'three' in words asks its two halves of the day (time-forms-third-round.test.ts).
      ['9', '2026-03-06T14:00:00.000Z'], // 7-11: am
      ['12', '2026-03-06T17:00:00.000Z'], // noon
      ['15', '2026-03-06T20:00:00.000Z'], // 13-23: 24-hour
      ['0', '2026-03-06T05:00:00.000Z'],
    ])('second edition, bare hour: "tomorrow at %s" is %s', (clock, iso) => {
      expect(timeOf(`tomorrow at ${clock}`)).toBe(iso);
    });

    it('"tomorrow at3pm" is not the spec\'s "at" expression, but the reader still finds "at 3pm"', () => {
      expect(timeOf('tomorrow at3pm')).toBe('2026-03-06T20:00:00.000Z');
    });
  });

  describe('Rule 7: date part (date parser)', () => {
    it.each([
      ['today at 3pm', '2026-03-05T20:00:00.000Z'],
      ['now at 3pm', '2026-03-05T20:00:00.000Z'],
      ['tomorrow at 3pm', '2026-03-06T20:00:00.000Z'],
      ['next day at 3pm', '2026-03-06T20:00:00.000Z'],
      ['2026-12-25 at 14:30', '2026-12-25T19:30:00.000Z'],
      ['2026-3-8 at 9am', '2026-03-08T13:00:00.000Z'],
      ['december 25 at 3pm', '2026-12-25T20:00:00.000Z'],
      ['dec 25 at 3pm', '2026-12-25T20:00:00.000Z'],
      ['25 dec at 3pm', '2026-12-25T20:00:00.000Z'],
      ['25th december at 3pm', '2026-12-25T20:00:00.000Z'],
      ['25th of december at 3pm', '2026-12-25T20:00:00.000Z'],
      ['december 25th, 2026 at 3pm', '2026-12-25T20:00:00.000Z'],
      ['dec 25 2026 at 3pm', '2026-12-25T20:00:00.000Z'],
      ['1st apr at noon', '2026-04-01T16:00:00.000Z'],
      ['may 2nd at noon', '2026-05-02T16:00:00.000Z'],
      ['friday at 9:30', '2026-03-06T14:30:00.000Z'],
      ['next monday at 9:30', '2026-03-09T13:30:00.000Z'],
      ['monday at 8am', '2026-03-09T12:00:00.000Z'],
      ['thursday at 8am', '2026-03-12T12:00:00.000Z'],
    ])('"%s"', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it('"today at" a time already gone is time_in_past', () => {
      expect(parse('today at 8am')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('"yesterday at" is time_in_past', () => {
      expect(parse('yesterday at 3pm')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('no date part: today if the time is still ahead, otherwise tomorrow', () => {
      expect(timeOf('at 11am')).toBe('2026-03-05T16:00:00.000Z');
      expect(timeOf('at 9am')).toBe('2026-03-06T14:00:00.000Z');
      expect(timeOf('at 10:00')).toBe('2026-03-05T15:00:00.000Z');
    });

    it('a date without a year is its next occurrence that is not in the past', () => {
      const december = Date.parse('2026-12-20T17:00:00Z'); // 12:00 in New York
      expect(timeOf('jan 5 at 9am', { now: december })).toBe('2027-01-05T14:00:00.000Z');
      expect(timeOf('dec 20 at 1pm', { now: december })).toBe('2026-12-20T18:00:00.000Z');
      expect(timeOf('dec 20 at 11am', { now: december })).toBe('2027-12-20T16:00:00.000Z');
    });

    it('29 February without a year is the next leap day, beyond the horizon from 2026', () => {
      expect(parse('feb 29 at noon')).toMatchObject({ ok: false, error: 'time_too_far' });
      expect(timeOf('feb 29 at noon', { now: Date.parse('2027-06-01T00:00:00Z') })).toBe(
        '2028-02-29T17:00:00.000Z',
      );
    });

    it('a date with a past year is time_in_past', () => {
      expect(parse('dec 25 2025 at 3pm')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it.each([
      'feb 30',
      '2026-02-29',
      '2026-13-01',
      '31 april',
      'dec 25 26',
      'dec',
      '25',
      'someday',
      'next week',
      'every',
      'dec 25 2026 2027',
      'march 5 at 3pm at 4pm',
    ])('rejects the date part "%s"', (date) => {
      expect(parse(date.includes(' at ') ? date : `${date} at 3pm`)).toMatchObject(invalid);
    });
  });

  describe('Rule 2.3: day names', () => {
    it.each([
      ['friday', '2026-03-06T14:00:00.000Z'],
      ['next monday', '2026-03-09T13:00:00.000Z'],
      ['saturday', '2026-03-07T14:00:00.000Z'],
      ['sunday', '2026-03-08T13:00:00.000Z'],
      ['monday', '2026-03-09T13:00:00.000Z'],
      ['wednesday', '2026-03-11T13:00:00.000Z'],
    ])('"%s" is the next such weekday strictly after today, 09:00 local', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it("today's own weekday means a week from today", () => {
      expect(timeOf('thursday')).toBe('2026-03-12T13:00:00.000Z');
    });

    it.each([
      ['friday please', '2026-03-06T14:00:00.000Z'], // filler
      ['this friday', '2026-03-06T14:00:00.000Z'],
      ['fri', '2026-03-06T14:00:00.000Z'],
      ['this thursday', '2026-03-12T13:00:00.000Z'], // 09:00 today is gone: the coming one
    ])('the second edition reads "%s" as %s', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it.each(['fridays at', 'friday blah'])('rejects "%s"', (text) => {
      expect(parse(text)).toMatchObject(invalid);
    });

    // The plural after 'every' is the weekday since the twenty-fourth round (rrule.js's 'Every
    // Tuesdays & Thursdays'; 'on fridays' was read before).
    it('reads "every fridays" as "every friday"', () => {
      expect(parse('every fridays')).toEqual(parse('every friday'));
    });
  });

  describe('Rule 8: recurring expressions', () => {
    it.each([
      ['every day', '2026-03-06T14:00:00.000Z', 'daily'],
      ['daily', '2026-03-06T14:00:00.000Z', 'daily'],
      ['weekly', '2026-03-09T13:00:00.000Z', 'weekly'],
      ['every week', '2026-03-09T13:00:00.000Z', 'weekly'],
      ['monthly', '2026-03-06T14:00:00.000Z', 'monthly'],
      ['every month', '2026-03-06T14:00:00.000Z', 'monthly'], // rule 8's "any other recurring form"
    ] as const)('"%s" starts at %s and repeats %s', (text, iso, repeat) => {
      expect(parse(text)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat,
        recurrence: { pattern: repeat, data: null },
      });
    });

    it('weekly on a Monday starts 7 days ahead', () => {
      const monday = Date.parse('2026-03-09T12:00:00Z');
      expect(timeOf('weekly', { now: monday })).toBe('2026-03-16T13:00:00.000Z');
    });

    it('unknown words after the leading words make it invalid: they are never dropped (second edition)', () => {
      expect(parse('daily standup')).toMatchObject(invalid);
      expect(parse('weekly report')).toMatchObject(invalid);
    });

    it("uses the caller's zone for 09:00", () => {
      expect(timeOf('daily', { zone: 'Asia/Taipei' })).toBe('2026-03-06T01:00:00.000Z');
    });

    it('sets no repeat for anything else', () => {
      for (const text of [
        'tomorrow',
        'in 2 hours',
        'friday',
        'tomorrow at 3pm',
        'every day in 1 hour',
      ]) {
        expect(parse(text)).not.toHaveProperty('repeat');
      }
    });

    it.each(['dailyish', 'every', 'every fortnight'])('"%s" is not recurring', (text) => {
      expect(parse(text)).toMatchObject(invalid);
    });
  });

  describe("DST: wall-clock times in the caller's zone", () => {
    const ny = { zone: 'America/New_York' };

    it('America/New_York 2026-03-08: a time in the spring-forward gap moves forward by the gap (02:30 → 03:30 EDT)', () => {
      expect(timeOf('2026-03-08 at 2:30am', ny)).toBe('2026-03-08T07:30:00.000Z');
      expect(timeOf('2026-03-08T02:30', ny)).toBe('2026-03-08T07:30:00.000Z');
      expect(timeOf('2026-03-08 at 1:30am', ny)).toBe('2026-03-08T06:30:00.000Z');
      expect(timeOf('2026-03-08 at 3:30am', ny)).toBe('2026-03-08T07:30:00.000Z');
    });

    it('luxon bumps hole times forward the same way', () => {
      const luxon = DateTime.fromObject(
        { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
        { zone: 'America/New_York' },
      );
      expect(luxon.toUTC().toISO()).toBe('2026-03-08T07:30:00.000Z');
      expect(timeOf('2026-03-08 at 2:30am', ny)).toBe(luxon.toUTC().toISO());
    });

    it('America/New_York 2026-11-01: an ambiguous fall-back time takes the earlier instant (01:30 EDT)', () => {
      expect(timeOf('2026-11-01 at 1:30am', ny)).toBe('2026-11-01T05:30:00.000Z');
      expect(timeOf('2026-11-01T01:30', ny)).toBe('2026-11-01T05:30:00.000Z');
      expect(timeOf('2026-11-01 at 12:59am', ny)).toBe('2026-11-01T04:59:00.000Z');
      expect(timeOf('2026-11-01 at 2:00am', ny)).toBe('2026-11-01T07:00:00.000Z');
    });

    it('…whatever the season of "now", unlike luxon, which keeps the offset of the DateTime it changes', () => {
      const summer = Date.parse('2026-07-01T12:00:00Z');
      expect(timeOf('2026-11-01 at 1:30am', { ...ny, now: summer })).toBe(
        '2026-11-01T05:30:00.000Z',
      );
      const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
      // Luxon: "ambiguous dates pick the one with the current offset", so the answer depends on the reference.
      expect(DateTime.fromMillis(NOW, ny).set(wall).toUTC().toISO()).toBe(
        '2026-11-01T06:30:00.000Z',
      ); // EST
      expect(DateTime.fromMillis(summer, ny).set(wall).toUTC().toISO()).toBe(
        '2026-11-01T05:30:00.000Z',
      ); // EDT
    });

    it('Europe/Berlin 2026-03-29: 02:30 does not exist and becomes 03:30 CEST', () => {
      expect(timeOf('2026-03-29 at 2:30am', { zone: 'Europe/Berlin' })).toBe(
        '2026-03-29T01:30:00.000Z',
      );
      expect(timeOf('march 29 at 1:30am', { zone: 'Europe/Berlin' })).toBe(
        '2026-03-29T00:30:00.000Z',
      );
    });

    it('Europe/Berlin 2026-10-25: ambiguous 02:30 is 02:30 CEST', () => {
      expect(timeOf('2026-10-25 at 2:30am', { zone: 'Europe/Berlin' })).toBe(
        '2026-10-25T00:30:00.000Z',
      );
    });

    it('Australia/Sydney 2026-04-05 (southern hemisphere): ambiguous 02:30 is 02:30 AEDT, the earlier instant', () => {
      expect(timeOf('2026-04-05 at 2:30am', { zone: 'Australia/Sydney' })).toBe(
        '2026-04-04T15:30:00.000Z',
      );
    });

    it('a day name or recurring expression keeps 09:00 local across the change', () => {
      const saturday = Date.parse('2026-03-07T15:00:00Z');
      expect(timeOf('sunday', { ...ny, now: saturday })).toBe('2026-03-08T13:00:00.000Z');
      expect(parse('daily', { ...ny, now: saturday })).toEqual({
        ok: true,
        time: Date.parse('2026-03-08T13:00:00.000Z'),
        repeat: 'daily',
        recurrence: { pattern: 'daily', data: null },
      });
    });

    it('"tomorrow at" across the change is the local wall time, not now + 24 h', () => {
      const saturday = Date.parse('2026-03-07T15:00:00Z');
      expect(timeOf('tomorrow at 10:00', { ...ny, now: saturday })).toBe(
        '2026-03-08T14:00:00.000Z',
      );
      expect(timeOf('tomorrow', { ...ny, now: saturday })).toBe(
        new Date(saturday + DAY).toISOString(),
      );
    });
  });
});
