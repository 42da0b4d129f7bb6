import { describe, expect, it } from 'vitest';
import { DAY, HOUR, THURSDAY, parserFor } from '../support/time.js';

/** Thursday 10:00 EST in New York. */
const NOW = THURSDAY;
const ctx = { now: NOW, zone: 'America/New_York', locale: 'en-US' } as const;
const { parse, timeOf } = parserFor(ctx);

describe('Function: parseTimeExpression', () => {
  describe('Rule 1: trim, lower-case, length limit, blocked tokens', () => {
    it('trims and lower-cases the expression', () => {
      expect(parse('   IN 2 HOURS \n')).toEqual({ ok: true, time: NOW + 2 * HOUR });
      expect(timeOf('Tomorrow AT 3PM')).toBe('2026-03-06T20:00:00.000Z');
    });

    it('accepts 200 characters and rejects 201', () => {
      const tail = ' in 2 hours';
      const at200 = 'x'.repeat(200 - tail.length) + tail;
      expect(at200).toHaveLength(200);
      expect(parse(at200)).toEqual({ ok: true, time: NOW + 2 * HOUR });
      expect(parse('x' + at200)).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('measures the length after trimming', () => {
      const at200 = 'x'.repeat(189) + ' in 2 hours';
      expect(parse(`   ${at200}   `).ok).toBe(true);
    });

    it('counts characters as code points, so 200 emoji are 200 characters', () => {
      const at200 = '😀'.repeat(189) + ' in 2 hours';
      expect(at200.length).toBeGreaterThan(200);
      expect(parse(at200).ok).toBe(true);
      expect(parse('😀' + at200)).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('counts a lone surrogate as a character, so they cannot smuggle in a long expression', () => {
      expect(parse('\udc00'.repeat(190) + ' in 2 hours')).toEqual({ ok: false, error: 'invalid_time_format' });
      expect(parse('\udc00'.repeat(189) + ' in 2 hours').ok).toBe(true);
    });

    it.each(['eval(', 'exec(', '__import__', 'globals(', 'locals('])('rejects an expression containing %s, whatever its case', (token) => {
      expect(parse(`${token} in 2 hours`)).toEqual({ ok: false, error: 'invalid_time_format' });
      expect(parse(`in 2 hours ${token.toUpperCase()}`)).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('rejects blocked tokens written in full-width letters (compared after NFKC)', () => {
      expect(parse('ｅｖａｌ( in 2 hours')).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('does not block the words on their own', () => {
      expect(parse('evaluation in 2 hours').ok).toBe(true);
    });

    it.each(['', '   ', '?', 'soon', 'later today', 'tomorrow 3pm'])('rejects "%s"', (text) => {
      expect(parse(text)).toEqual({ ok: false, error: 'invalid_time_format' });
    });
  });

  describe('Rule 2: dispatch order', () => {
    it('2.1 first: "in <duration>" at the end wins over "at" and ignores what precedes it', () => {
      expect(parse('tomorrow at 3pm in 2 hours')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });

    it('2.1 before 2.3 and 2.4: a weekday or a recurring prefix before "in <duration>" is ignored', () => {
      expect(parse('friday in 30 minutes')).toEqual({ ok: true, time: NOW + HOUR / 2 });
      expect(parse('every day in 1 hour')).toEqual({ ok: true, time: NOW + HOUR });
    });

    it('2.1 needs "in" as a word and a whole duration after it', () => {
      expect(parse('within 2 hours')).toEqual({ ok: false, error: 'invalid_time_format' });
      expect(parse('in 2 hours please')).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('2.2 before 2.3: "friday at 3pm" is 15:00, not the day name\'s 09:00', () => {
      expect(timeOf('friday at 3pm')).toBe('2026-03-06T20:00:00.000Z');
    });

    it('2.2 needs "at" on its own: "saturday" is a day name, not an "at" expression', () => {
      expect(timeOf('saturday')).toBe('2026-03-07T14:00:00.000Z');
    });

    it('2.2 before 2.4: "every day at 5pm" is an "at" expression, whose date part "every day" is recurring', () => {
      // 17:00 today is still ahead (it is 10:00 in New York), so it starts today, not at 09:00 tomorrow.
      expect(parse('every day at 5pm')).toEqual({ ok: true, time: Date.parse('2026-03-05T22:00:00Z'), repeat: 'daily' });
    });

    it('2.3 before 2.4: "every friday" is a day expression (the day-name parser\'s "every <weekday>")', () => {
      expect(parse('every friday')).toEqual({ ok: true, time: Date.parse('2026-03-06T14:00:00Z'), repeat: 'weekly' });
    });

    it('2.5 last: anything else is relative time from now', () => {
      expect(parse('2 hours')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });
  });

  describe('Rule 3: reference zones', () => {
    it.each(['UTC', 'America/New_York', 'Asia/Taipei', 'Pacific/Chatham'])('computes relative time from now whatever the zone (%s)', (zone) => {
      expect(parse('in 90 minutes', { zone })).toEqual({ ok: true, time: NOW + 1.5 * HOUR });
    });

    it('reads absolute expressions in the caller\'s zone', () => {
      expect(timeOf('tomorrow at 9am', { zone: 'UTC' })).toBe('2026-03-06T09:00:00.000Z');
      expect(timeOf('tomorrow at 9am', { zone: 'Asia/Taipei' })).toBe('2026-03-06T01:00:00.000Z');
      expect(timeOf('2026-12-25 14:30', { zone: 'Asia/Taipei' })).toBe('2026-12-25T06:30:00.000Z');
    });

    it('falls back to UTC for a zone it does not know, instead of throwing', () => {
      expect(timeOf('tomorrow at 9am', { zone: 'Mars/Olympus' })).toBe('2026-03-06T09:00:00.000Z');
    });
  });

  describe('Rule 4: relative durations', () => {
    const table = [
      ...['sec', 'second', 'secs', 'seconds'].map((w) => [w, 1] as const),
      ...['min', 'minute', 'mins', 'minutes'].map((w) => [w, 60] as const),
      ...['hour', 'hours', 'hr', 'hrs'].map((w) => [w, 3600] as const),
      ...['day', 'days', 'd'].map((w) => [w, 86_400] as const),
      ...['week', 'weeks', 'wk', 'wks'].map((w) => [w, 604_800] as const),
      ...['month', 'months', 'mon', 'mons'].map((w) => [w, 2_629_746] as const),
      ...['year', 'years', 'yr', 'yrs', 'y'].map((w) => [w, 31_556_952] as const),
    ];

    it.each(table)('"%s" is %i seconds', (word, seconds) => {
      // Half a unit keeps a year inside the one-year horizon.
      expect(parse(`in 0.5 ${word}`)).toEqual({ ok: true, time: NOW + seconds * 500 });
      expect(parse(`0.5 ${word}`)).toEqual({ ok: true, time: NOW + seconds * 500 });
    });

    it.each([
      ['2 hours 30 minutes', 2.5 * HOUR],
      ['2 hours, 30 minutes', 2.5 * HOUR],
      ['1 day and 2 hours', DAY + 2 * HOUR],
      ['1 day, 2 hours, and 3 minutes', DAY + 2 * HOUR + 180_000],
      ['2hours30mins', 2.5 * HOUR],
      ['1hr 1min 1sec', HOUR + 61_000],
      ['1 hour 1 hour', 2 * HOUR],
      ['1.5 hours', 1.5 * HOUR],
      ['0.25 min', 15_000],
      ['an hour', HOUR],
      ['a day', DAY],
      ['in 1 d 12 hours', 1.5 * DAY],
    ])('adds up "%s"', (text, ms) => {
      expect(parse(text)).toEqual({ ok: true, time: NOW + ms });
    });

    it.each(['in 5', '5', '2 hours 30', 'hours', 'in hours', '2 hours,', '2 hours and', 'and 2 hours', '-2 hours', '2 fortnights', '2h30m', '2 hours please'])(
      'rejects "%s" (a number needs a unit word from the table; nothing else may follow)',
      (text) => {
        expect(parse(text)).toEqual({ ok: false, error: 'invalid_time_format' });
      },
    );

    it('rejects a duration that sums to zero (rule 5 then finds no ISO date either)', () => {
      expect(parse('in 0 minutes')).toEqual({ ok: false, error: 'invalid_time_format' });
      expect(parse('0 hours 0 minutes')).toEqual({ ok: false, error: 'invalid_time_format' });
    });

    it('rounds fractional milliseconds', () => {
      expect(parse('in 0.0001 sec')).toEqual({ ok: true, time: NOW });
    });
  });

  describe('Rule 5: ISO 8601 when no units were found', () => {
    it.each([
      ['2026-12-25T14:30', '2026-12-25T19:30:00.000Z'],
      ['2026-12-25 14:30', '2026-12-25T19:30:00.000Z'],
      ['2026-12-25t14:30:15', '2026-12-25T19:30:15.000Z'],
      ['2026-12-25T14:30:15.250', '2026-12-25T19:30:15.250Z'],
      ['2026-12-25', '2026-12-25T05:00:00.000Z'],
    ])('reads naive "%s" in the caller\'s zone', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it.each([
      ['2026-12-25T14:30Z', '2026-12-25T14:30:00.000Z'],
      ['2026-12-25T14:30:00z', '2026-12-25T14:30:00.000Z'],
      ['2026-12-25T14:30+05:30', '2026-12-25T09:00:00.000Z'],
      ['2026-12-25T14:30-0800', '2026-12-25T22:30:00.000Z'],
      ['2026-12-25 14:30+09', '2026-12-25T05:30:00.000Z'],
    ])('honours the designator in "%s"', (text, iso) => {
      expect(timeOf(text)).toBe(iso);
    });

    it.each(['2026-02-30 10:00', '2026-13-01', '2026-12-25T24:00', '2026-12-25T14:60', '2026-12-25T14', '26-12-25', '2026/12/25', '20261225T1430', '14:30', '2026-12-25Z', '2026-12-25T14:30+25:00'])(
      'rejects "%s"',
      (text) => {
        expect(parse(text)).toEqual({ ok: false, error: 'invalid_time_format' });
      },
    );

    it('reports an ISO time in the past or beyond the horizon', () => {
      expect(parse('2026-03-05T14:59:59Z')).toEqual({ ok: false, error: 'time_in_past' });
      expect(parse('2027-03-05T15:00:01Z')).toEqual({ ok: false, error: 'time_too_far' });
    });
  });

  describe('Rule 6: keywords', () => {
    it.each([
      ['now', NOW],
      ['today', Date.parse('2026-03-05T23:59:59Z')],
      ['tomorrow', NOW + DAY],
      ['next week', NOW + 7 * DAY],
      ['next month', Date.parse('2026-04-05T15:00:00Z')],
    ])('"%s"', (text, time) => {
      expect(parse(text)).toEqual({ ok: true, time });
    });

    it('"yesterday" is in the past', () => {
      expect(parse('yesterday')).toEqual({ ok: false, error: 'time_in_past' });
    });

    it('"today" is 23:59:59 UTC even where the local date differs', () => {
      // 00:30 on 6 March in Tokyo is still 5 March in UTC.
      const now = Date.parse('2026-03-05T15:30:00Z');
      expect(parse('today', { now, zone: 'Asia/Tokyo' })).toEqual({ ok: true, time: Date.parse('2026-03-05T23:59:59Z') });
    });

    it('"today" in the last second of the UTC day is already past', () => {
      expect(parse('today', { now: Date.parse('2026-03-05T23:59:59.500Z') })).toEqual({ ok: false, error: 'time_in_past' });
    });

    it('"tomorrow" and "next week" are fixed 24-hour days from now, across a DST change', () => {
      const now = Date.parse('2026-03-07T15:00:00Z');
      expect(parse('tomorrow', { now })).toEqual({ ok: true, time: now + DAY });
      expect(parse('next week', { now })).toEqual({ ok: true, time: now + 7 * DAY });
    });

    it('"next month" keeps the day and clamps it to the end of a shorter month (luxon plus)', () => {
      expect(timeOf('next month', { now: Date.parse('2026-01-31T10:00:00Z') })).toBe('2026-02-28T10:00:00.000Z');
      expect(timeOf('next month', { now: Date.parse('2026-12-15T10:00:00Z') })).toBe('2027-01-15T10:00:00.000Z');
    });

    it('keywords must be the whole expression', () => {
      expect(parse('now please')).toEqual({ ok: false, error: 'invalid_time_format' });
      expect(parse('next  week')).toEqual({ ok: true, time: NOW + 7 * DAY });
    });
  });

  describe('Limits: past and horizon', () => {
    it('accepts exactly now and exactly 365 days ahead', () => {
      expect(parse('now')).toEqual({ ok: true, time: NOW });
      expect(parse('in 365 days')).toEqual({ ok: true, time: NOW + 365 * DAY });
    });

    it('rejects one second past the horizon', () => {
      expect(parse('in 365 days 1 sec')).toEqual({ ok: false, error: 'time_too_far' });
    });

    it('rejects "in 1 year": the table\'s year is 365.2425 days, beyond the 365-day horizon', () => {
      expect(parse('in 1 year')).toEqual({ ok: false, error: 'time_too_far' });
      expect(parse('in 12 months')).toEqual({ ok: false, error: 'time_too_far' });
      expect(parse('in 11 months').ok).toBe(true);
    });

    it('survives absurdly large numbers', () => {
      expect(parse(`in ${'9'.repeat(190)} years`)).toEqual({ ok: false, error: 'time_too_far' });
    });

    it('rejects a non-finite clock rather than returning NaN', () => {
      expect(parse('in 2 hours', { now: Number.NaN })).toEqual({ ok: false, error: 'invalid_time_format' });
    });
  });
});
