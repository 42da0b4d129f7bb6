import { describe, expect, it } from 'vitest';
import { suggestTimeExpressions } from '../../shared/domain/time-expression.js';
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
      const tail = '2 hours';
      const at200 = 'in' + ' '.repeat(200 - tail.length - 2) + tail;
      expect(at200).toHaveLength(200);
      expect(parse(at200)).toEqual({ ok: true, time: NOW + 2 * HOUR });
      expect(parse(at200 + ' ')).toEqual({ ok: true, time: NOW + 2 * HOUR });
      expect(parse(at200.replace('in ', 'in  '))).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });

    it('measures the length after trimming', () => {
      const at200 = 'in' + ' '.repeat(189) + '2 hours';
      expect(parse(`   ${at200}   `).ok).toBe(true);
    });

    it('counts characters as code points, so 200 full-width spaces are 200 characters', () => {
      // A full-width space (U+3000) is one UTF-16 unit; an emoji is two. Both count once.
      const at200 = 'in' + '\u3000'.repeat(191) + '2 hours';
      expect([...at200]).toHaveLength(200);
      expect(parse(at200).ok).toBe(true);
      expect(parse('in\u3000' + at200.slice(2))).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });

    it('rejects more than 200 code points even when they are lone surrogates', () => {
      expect(parse('\udc00'.repeat(190) + ' in 2 hours')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });

    it.each(['eval(', 'exec(', '__import__', 'globals(', 'locals('])(
      'rejects an expression containing %s, whatever its case',
      (token) => {
        expect(parse(`${token} in 2 hours`)).toMatchObject({
          ok: false,
          error: 'invalid_time_format',
        });
        expect(parse(`in 2 hours ${token.toUpperCase()}`)).toMatchObject({
          ok: false,
          error: 'invalid_time_format',
        });
      },
    );

    it('rejects blocked tokens written in full-width letters (compared after NFKC)', () => {
      expect(parse('ｅｖａｌ( in 2 hours')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });

    it('does not block the words on their own (an unknown word is still invalid)', () => {
      expect(parse('evaluation in 2 hours')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
      expect(parse('exec in 2 hours')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
      expect(suggestTimeExpressions('exec in 2 hours', ctx)).toEqual(
        expect.arrayContaining(['in 2 hours']),
      );
    });

    it.each(['', '   ', '?', 'soon', 'later today', 'remind me to pay tomorrow'])(
      'rejects "%s"',
      (text) => {
        expect(parse(text)).toMatchObject({ ok: false, error: 'invalid_time_format' });
      },
    );
  });

  describe('Rule 2: dispatch order', () => {
    it('2.1 first, when nothing but filler stands before "in"', () => {
      expect(parse('in 2 hours')).toEqual({ ok: true, time: NOW + 2 * HOUR });
      expect(parse('please in 2 hours')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });

    it('correction: a date or time before "in <duration>" is moved by whole days; an hour shift of a date is refused', () => {
      expect(timeOf('friday in 2 weeks')).toBe('2026-03-20T13:00:00.000Z');
      expect(parse('tomorrow at 3pm in 2 hours')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
      expect(parse('friday in 30 minutes')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
      expect(parse('every day in 1 hour')).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });

    it('2.1 needs "in" as a word and a whole duration after it; "please" is filler', () => {
      expect(parse('within 2 hours')).toMatchObject({ ok: false, error: 'invalid_time_format' });
      expect(parse('in 2 hours please')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });

    it('2.2 before 2.3: "friday at 3pm" is 15:00, not the day name\'s 09:00', () => {
      expect(timeOf('friday at 3pm')).toBe('2026-03-06T20:00:00.000Z');
    });

    it('2.2 needs "at" on its own: "saturday" is a day name, not an "at" expression', () => {
      expect(timeOf('saturday')).toBe('2026-03-07T14:00:00.000Z');
    });

    it('2.2 before 2.4: "every day at 5pm" is an "at" expression, whose date part "every day" is recurring', () => {
      // 17:00 today is still ahead (it is 10:00 in New York), so it starts today, not at 09:00 tomorrow.
      expect(parse('every day at 5pm')).toEqual({
        ok: true,
        time: Date.parse('2026-03-05T22:00:00Z'),
        repeat: 'daily',
        recurrence: { pattern: 'daily', data: null },
      });
    });

    it('2.3 before 2.4: "every friday" is a day expression (the day-name parser\'s "every <weekday>")', () => {
      expect(parse('every friday')).toEqual({
        ok: true,
        time: Date.parse('2026-03-06T14:00:00Z'),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });

    it('2.5 last: anything else is relative time from now', () => {
      expect(parse('2 hours')).toEqual({ ok: true, time: NOW + 2 * HOUR });
    });
  });

  describe('Rule 3: reference zones', () => {
    it.each(['UTC', 'America/New_York', 'Asia/Taipei', 'Pacific/Chatham'])(
      'computes relative time from now whatever the zone (%s)',
      (zone) => {
        expect(parse('in 90 minutes', { zone })).toEqual({ ok: true, time: NOW + 1.5 * HOUR });
      },
    );

    it("reads absolute expressions in the caller's zone", () => {
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
    ];
    const years = ['year', 'years', 'yr', 'yrs', 'y'];

    it.each(table)('"%s" is %i seconds', (word, seconds) => {
      // Half a unit keeps a year inside the one-year horizon.
      expect(parse(`in 0.5 ${word}`)).toEqual({ ok: true, time: NOW + seconds * 500 });
      expect(parse(`0.5 ${word}`)).toEqual({ ok: true, time: NOW + seconds * 500 });
    });

    it.each(years)(
      'correction: "%s" is a calendar year, so half of one is six calendar months',
      (word) => {
        // 10:00 EST on 5 March → 10:00 EDT on 5 September.
        expect(timeOf(`in 0.5 ${word}`)).toBe('2026-09-05T14:00:00.000Z');
      },
    );

    it("correction: whole months are calendar months in the caller's zone; a fraction of a month is the table's seconds", () => {
      expect(timeOf('in 6 months')).toBe('2026-09-05T14:00:00.000Z');
      expect(timeOf('in 1 month', { now: Date.parse('2026-01-31T15:00:00Z') })).toBe(
        '2026-02-28T15:00:00.000Z',
      );
      expect(timeOf('in 1 month 2 days')).toBe('2026-04-07T14:00:00.000Z');
      expect(parse('in 1.5 months')).toEqual({
        ok: true,
        time: Date.parse('2026-04-05T14:00:00Z') + 0.5 * 2_629_746_000,
      });
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

    it.each([
      'in 5',
      '5',
      '2 hours 30',
      'hours',
      'in hours',
      '2 hours,',
      '2 hours and',
      'and 2 hours',
      '-2 hours',
      '2 moons',
      '2 hours 30 please now',
    ])(
      'rejects "%s" (a number needs a unit word from the table; nothing else may follow)',
      (text) => {
        expect(parse(text)).toMatchObject({ ok: false, error: 'invalid_time_format' });
      },
    );

    it('rejects a duration that sums to zero (rule 5 then finds no ISO date either)', () => {
      expect(parse('in 0 minutes')).toMatchObject({ ok: false, error: 'invalid_time_format' });
      expect(parse('0 hours 0 minutes')).toMatchObject({ ok: false, error: 'invalid_time_format' });
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

    it("a date with slashes, year first, is no ISO date but a numeric date at the reader's 09:00", () => {
      expect(timeOf('2026/12/25')).toBe('2026-12-25T14:00:00.000Z');
    });

    it("a bare clock time is no longer ISO but the forgiving reader's next 14:30", () => {
      expect(timeOf('14:30')).toBe('2026-03-05T19:30:00.000Z');
    });

    it.each([
      '2026-02-30 10:00',
      '2026-13-01',
      '2026-12-25T24:00',
      '2026-12-25T14:60',
      '2026-12-25T14',
      '26-12-25',
      '20261225T1430',
      '2026-12-25Z',
      '2026-12-25T14:30+25:00',
    ])('rejects "%s"', (text) => {
      expect(parse(text)).toMatchObject({ ok: false, error: 'invalid_time_format' });
    });

    it('reports an ISO time in the past or beyond the horizon', () => {
      expect(parse('2026-03-05T14:59:59Z')).toMatchObject({ ok: false, error: 'time_in_past' });
      expect(parse('2027-03-05T15:00:01Z')).toMatchObject({ ok: false, error: 'time_too_far' });
    });
  });

  describe('Rule 6: keywords', () => {
    it.each([
      ['now', NOW],
      ['today', Date.parse('2026-03-06T04:59:59Z')], // 23:59:59 EST
      ['tomorrow', NOW + DAY],
      ['next week', NOW + 7 * DAY],
      ['next month', Date.parse('2026-04-05T14:00:00Z')], // 10:00 EDT, a calendar month later
    ])('"%s"', (text, time) => {
      expect(parse(text)).toEqual({ ok: true, time });
    });

    it('"yesterday" is in the past', () => {
      expect(parse('yesterday')).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('correction: "today" is 23:59:59 in the caller\'s zone (for a UTC user, the spec\'s 23:59:59 UTC)', () => {
      // 00:30 on 6 March in Tokyo: today ends at 23:59:59 JST on the 6th.
      const now = Date.parse('2026-03-05T15:30:00Z');
      expect(parse('today', { now, zone: 'Asia/Tokyo' })).toEqual({
        ok: true,
        time: Date.parse('2026-03-06T14:59:59Z'),
      });
      expect(parse('today', { now, zone: 'Asia/Taipei' })).toEqual({
        ok: true,
        time: Date.parse('2026-03-05T15:59:59Z'),
      }); // 23:30 there
      expect(parse('today', { now, zone: 'UTC' })).toEqual({
        ok: true,
        time: Date.parse('2026-03-05T23:59:59Z'),
      });
    });

    it('"today" in the last second of the day is already past', () => {
      expect(
        parse('today', { now: Date.parse('2026-03-05T23:59:59.500Z'), zone: 'UTC' }),
      ).toMatchObject({ ok: false, error: 'time_in_past' });
    });

    it('"tomorrow" and "next week" are fixed 24-hour days from now, across a DST change', () => {
      const now = Date.parse('2026-03-07T15:00:00Z');
      expect(parse('tomorrow', { now })).toEqual({ ok: true, time: now + DAY });
      expect(parse('next week', { now })).toEqual({ ok: true, time: now + 7 * DAY });
    });

    it('"next month" keeps the local day and clock, clamped to the end of a shorter month', () => {
      expect(timeOf('next month', { now: Date.parse('2026-01-31T10:00:00Z') })).toBe(
        '2026-02-28T10:00:00.000Z',
      );
      expect(timeOf('next month', { now: Date.parse('2026-12-15T10:00:00Z') })).toBe(
        '2027-01-15T10:00:00.000Z',
      );
    });

    it('keywords must be the whole expression', () => {
      expect(parse('now please')).toMatchObject({ ok: false, error: 'invalid_time_format' });
      expect(parse('next  week')).toEqual({ ok: true, time: NOW + 7 * DAY });
    });
  });

  describe('Limits: past and horizon', () => {
    it('accepts exactly now and exactly 365 days ahead', () => {
      expect(parse('now')).toEqual({ ok: true, time: NOW });
      expect(parse('in 365 days')).toEqual({ ok: true, time: NOW + 365 * DAY });
    });

    it('rejects one second past the horizon', () => {
      expect(parse('in 365 days 1 sec')).toMatchObject({ ok: false, error: 'time_too_far' });
    });

    it('correction: "in 1 year" is the same date next year, inside the horizon when that is 365 days away', () => {
      expect(timeOf('in 1 year')).toBe('2027-03-05T15:00:00.000Z');
      expect(timeOf('in 12 months')).toBe('2027-03-05T15:00:00.000Z');
      // Across 29 February 2028 a year is 366 days: beyond the horizon.
      expect(parse('in 1 year', { now: Date.parse('2027-03-05T15:00:00Z') })).toMatchObject({
        ok: false,
        error: 'time_too_far',
      });
    });

    it('survives absurdly large numbers', () => {
      expect(parse(`in ${'9'.repeat(190)} years`)).toMatchObject({
        ok: false,
        error: 'time_too_far',
      });
    });

    it('rejects a non-finite clock rather than returning NaN', () => {
      expect(parse('in 2 hours', { now: Number.NaN })).toMatchObject({
        ok: false,
        error: 'invalid_time_format',
      });
    });
  });
});
