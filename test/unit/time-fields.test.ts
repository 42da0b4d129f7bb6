import { describe, expect, it } from 'vitest';
import { readDayField } from '../../shared/domain/time-fields.js';
import { readMoment } from '../../shared/domain/moment-fields.js';
import { readEdit, readTiming } from '../../shared/domain/schedule-input.js';
import { readUntil } from '../../shared/domain/reminder-series.js';

// Friday 2026-11-27 13:00 UTC: 14:00 in Berlin and Paris, 22:00 in Tokyo, 08:00 in New York.
const now = Date.parse('2026-11-27T13:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function start(
  fields: { date?: string; time?: string },
  zone: string,
  locale: string,
  kept?: 'date' | 'time',
): string {
  const r = readMoment(fields, { now, zone, locale }, kept === undefined ? {} : { kept });
  if (!r.ok) throw new Error(`${JSON.stringify(fields)} refused: ${r.error}`);
  return iso(r.time);
}

describe('Function: readMoment (a date field and a time field read together)', () => {
  it.each([
    // [locale, zone, date, time, expected instant]
    ['en-US', 'America/New_York', 'tomorrow', '3pm', '2026-11-28T20:00:00.000Z'],
    ['en-US', 'America/New_York', '', '1:30am', '2026-11-28T06:30:00.000Z'],
    ['en-US', 'America/New_York', 'friday', '14:30', '2026-12-04T19:30:00.000Z'],
    ['en-US', 'America/New_York', 'end of march', '9am', '2027-03-31T13:00:00.000Z'],
    ['en-US', 'America/New_York', '2027-03-04', '3pm', '2027-03-04T20:00:00.000Z'],
    ['en-US', 'America/New_York', '', 'tomorrow 9am', '2026-11-28T14:00:00.000Z'],
    ['de', 'Europe/Berlin', 'morgen', '15 Uhr', '2026-11-28T14:00:00.000Z'],
    ['de', 'Europe/Berlin', 'Freitag', '14:30', '2026-12-04T13:30:00.000Z'],
    ['de', 'Europe/Berlin', '', 'morgen 9 Uhr', '2026-11-28T08:00:00.000Z'],
    ['fr', 'Europe/Paris', 'demain', '15h', '2026-11-28T14:00:00.000Z'],
    ['fr', 'Europe/Paris', '2026-12-04', '15h', '2026-12-04T14:00:00.000Z'],
    ['ja', 'Asia/Tokyo', '明日', '15時', '2026-11-28T06:00:00.000Z'],
    ['ja', 'Asia/Tokyo', '2026-12-04', '15時', '2026-12-04T06:00:00.000Z'],
  ])('%s: date %j + time %j', (locale, zone, date, time, expected) => {
    expect(start({ date, time }, zone, locale)).toBe(expected);
  });

  it('keeps the machine formats exactly: YYYY-MM-DD and HH:MM, and no date meaning the next such time', () => {
    const ny = { now, zone: 'America/New_York', locale: 'en-US' };
    expect(readMoment({ date: '2027-03-04', time: '14:30' }, ny)).toEqual({
      ok: true,
      time: Date.parse('2027-03-04T19:30:00Z'),
    });
    // It is 08:00 in New York: 09:30 is still ahead today, 07:00 is tomorrow's.
    expect(readMoment({ time: '09:30' }, ny)).toEqual({
      ok: true,
      time: Date.parse('2026-11-27T14:30:00Z'),
    });
    expect(readMoment({ time: '07:00' }, ny)).toEqual({
      ok: true,
      time: Date.parse('2026-11-28T12:00:00Z'),
    });
    // Beyond the reader's year: the machine formats still take it, as before.
    expect(readMoment({ date: '2028-06-01', time: '10:00' }, ny)).toMatchObject({ ok: true });
    expect(readMoment({ date: '2026-11-26', time: '10:00' }, ny)).toEqual({
      ok: false,
      error: 'date_in_past',
    });
  });

  it('asks between the readings of a clock without am/pm in a 12-hour locale, as /remind does', () => {
    const r = readMoment(
      { date: '2026-12-04', time: '3:30' },
      {
        now,
        zone: 'America/New_York',
        locale: 'en-US',
      },
    );
    expect(r).toMatchObject({ ok: false, error: 'time_ambiguous' });
    expect(!r.ok && r.readings?.map((x) => iso(x.time))).toEqual([
      '2026-12-04T08:30:00.000Z',
      '2026-12-04T20:30:00.000Z',
    ]);
    // A 24-hour locale reads it once.
    expect(start({ date: '2026-12-04', time: '3:30' }, 'Europe/Berlin', 'de')).toBe(
      '2026-12-04T02:30:00.000Z',
    );
  });

  it('refuses a past moment, a month without a day, a repeating time and what it cannot read', () => {
    const ctx = { now, zone: 'Europe/Berlin', locale: 'en-GB' };
    expect(readMoment({ date: 'yesterday', time: '3pm' }, ctx)).toEqual({
      ok: false,
      error: 'date_in_past',
    });
    expect(readMoment({ date: 'march', time: '3pm' }, ctx)).toEqual({
      ok: false,
      error: 'date_needs_day',
      params: { typed: 'march' },
    });
    expect(readMoment({ time: 'every day at 9am' }, ctx)).toMatchObject({
      ok: false,
      error: 'time_recurring',
    });
    const unread = readMoment({ date: 'fooday', time: '3pm' }, ctx);
    expect(unread).toMatchObject({ ok: false, error: 'invalid_time_format' });
    expect(!unread.ok && unread.params?.['typed']).toBe('fooday 3pm');
    expect(readMoment({ date: 'dec 1 2028', time: '3pm' }, ctx)).toMatchObject({
      ok: false,
      error: 'time_too_far',
    });
  });

  it('reads the typed field alone when it does not read with the kept one (the modal, an edit)', () => {
    expect(
      start({ date: '2026-12-04', time: 'tomorrow 9am' }, 'Europe/Berlin', 'en-GB', 'date'),
    ).toBe('2026-11-28T08:00:00.000Z');
    expect(
      start({ date: '2026-12-04', time: 'in 2 hours' }, 'Europe/Berlin', 'en-GB', 'date'),
    ).toBe('2026-11-27T15:00:00.000Z');
    expect(start({ date: 'friday 3pm', time: '10:00' }, 'Europe/Berlin', 'en-GB', 'time')).toBe(
      '2026-12-04T14:00:00.000Z',
    );
    // Without a kept field (both typed), two fields that do not read together are refused.
    expect(
      readMoment(
        { date: '2026-12-04', time: 'tomorrow 9am' },
        {
          now,
          zone: 'Europe/Berlin',
          locale: 'en-GB',
        },
      ),
    ).toMatchObject({ ok: false, error: 'invalid_time_format' });
  });
});

describe('Function: readDayField (a date alone: until)', () => {
  const day = (text: string, locale = 'en-US', zone = 'America/New_York') => {
    const r = readDayField(text, { now, zone, locale });
    return r.ok ? r.day : r.error;
  };
  it.each([
    ['march', 'en-US', { year: 2027, month: 3, day: 31 }],
    ['end of march', 'en-US', { year: 2027, month: 3, day: 31 }],
    ['november', 'en-US', { year: 2026, month: 11, day: 30 }],
    ['february 2028', 'en-US', { year: 2028, month: 2, day: 29 }],
    ['März', 'de', { year: 2027, month: 3, day: 31 }],
    ['mars', 'fr', { year: 2027, month: 3, day: 31 }],
    ['3月', 'ja', { year: 2027, month: 3, day: 31 }],
    ['friday', 'en-US', { year: 2026, month: 12, day: 4 }],
    ['Freitag', 'de', { year: 2026, month: 12, day: 4 }],
    ['2027-03-04', 'en-US', { year: 2027, month: 3, day: 4 }],
  ])('%s (%s)', (text, locale, expected) => {
    expect(day(text, locale)).toEqual(expected);
  });

  it('refuses an impossible ISO date and an unreadable one', () => {
    expect(day('2027-02-30')).toBe('invalid_date_format');
    expect(day('someday')).toBe('invalid_time_format');
  });

  it("until 'march' ends the series after March 31 in the caller's zone", () => {
    const ctx = { now, zone: 'America/New_York', locale: 'en-US' };
    expect(readUntil('march', ctx, now + 3_600_000)).toEqual({
      ok: true,
      untilMs: Date.parse('2027-04-01T04:00:00Z'),
    });
  });
});

describe('Function: readTiming and readEdit (the schedule commands through the one reader)', () => {
  it('creates at tomorrow 3pm in the event zone, and takes a zone the time names when no option gives one', () => {
    const base = { time: '3pm', date: 'tomorrow', locale: 'en-US', savedZone: 'America/Chicago' };
    const local = readTiming(base, now);
    expect(local.ok && [iso(local.timing.start), local.timing.timezone]).toEqual([
      '2026-11-28T21:00:00.000Z',
      'America/Chicago',
    ]);
    const named = readTiming({ ...base, time: '3pm EST' }, now);
    expect(named.ok && [iso(named.timing.start), named.timing.timezone]).toEqual([
      '2026-11-28T20:00:00.000Z',
      'America/New_York',
    ]);
  });

  it('an edit of the time keeps the day; of the date keeps the clock; a whole expression reads alone', () => {
    const timing = {
      start: Date.parse('2026-12-10T09:00:00Z'), // 10:00 in Berlin
      durationMinutes: 60,
      timezone: 'Europe/Berlin',
      recurrencePattern: 'none',
      recurrenceData: null,
    } as const;
    const ctx = { now, locale: 'en-GB' };
    const at = (field: string, value: string) => {
      const r = readEdit(field, value, timing, ctx);
      return r.ok && r.change.kind === 'timing' ? iso(r.change.timing.start) : r;
    };
    expect(at('time', '3pm')).toBe('2026-12-10T14:00:00.000Z');
    expect(at('time', '18:15')).toBe('2026-12-10T17:15:00.000Z');
    expect(at('date', 'friday')).toBe('2026-12-04T09:00:00.000Z');
    expect(at('date', '2026-12-24')).toBe('2026-12-24T09:00:00.000Z');
    expect(at('time', 'tomorrow 9am')).toBe('2026-11-28T08:00:00.000Z');
    expect(at('date', 'march')).toMatchObject({ ok: false, error: 'date_needs_day' });
  });
});
