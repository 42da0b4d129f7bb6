import { describe, expect, it } from 'vitest';
import { parseTimeExpression, type TimeContext } from '../../shared/domain/time-expression.js';

/**
 * Recurring forms beyond rule 8's bare phrases: recurring date parts before ' at ' ('every day at
 * 9am', 'weekly at 9:30', 'every monday at 9am', 'monthly at 3pm') and the day-name parser's
 * 'every <weekday>'. All in America/New_York.
 */

/** Thursday 2026-03-05 15:00 UTC = 10:00 EST. */
const THURSDAY = Date.parse('2026-03-05T15:00:00Z');
/** Saturday 2026-03-07 15:00 UTC = 10:00 EST, the day before the spring-forward change. */
const SATURDAY_BEFORE_DST = Date.parse('2026-03-07T15:00:00Z');
/** Sunday 2026-03-08 06:30 UTC = 01:30 EST, half an hour before clocks jump from 02:00 to 03:00. */
const DST_NIGHT = Date.parse('2026-03-08T06:30:00Z');
/** Monday 2026-03-09 12:00 UTC = 08:00 EDT. */
const MONDAY = Date.parse('2026-03-09T12:00:00Z');
/** Saturday 2026-10-31 16:00 UTC = 12:00 EDT, the day before the fall-back change. */
const SATURDAY_BEFORE_FALL_BACK = Date.parse('2026-10-31T16:00:00Z');

const ctx: TimeContext = { now: THURSDAY, zone: 'America/New_York', locale: 'en-GB' };

function parse(text: string, now = THURSDAY, overrides: Partial<TimeContext> = {}) {
  return parseTimeExpression(text, { ...ctx, now, ...overrides });
}

const invalid = { ok: false, error: 'invalid_time_format' } as const;

describe('Function: parseTimeExpression', () => {
  describe('Recurring date part "every day" / "daily": the next time the clock reads the time part', () => {
    it.each([
      // Thursday 10:00 EST: today when the time is still ahead…
      ['every day at 5pm', THURSDAY, '2026-03-05T22:00:00Z'],
      ['daily at 5pm', THURSDAY, '2026-03-05T22:00:00Z'],
      ['every day at 10:01', THURSDAY, '2026-03-05T15:01:00Z'],
      ['daily at 10:00', THURSDAY, '2026-03-05T15:00:00Z'], // exactly now is not past
      ['Every Day AT 11:30PM', THURSDAY, '2026-03-06T04:30:00Z'],
      // …otherwise tomorrow.
      ['every day at 9:59', THURSDAY, '2026-03-06T14:59:00Z'],
      ['daily at 8am', THURSDAY, '2026-03-06T13:00:00Z'],
      ['every day at midnight', THURSDAY, '2026-03-06T05:00:00Z'],
      ['every day at', THURSDAY, '2026-03-06T05:00:00Z'], // a missing time part is 00:00 (rule 7)
      ['daily at noon', THURSDAY, '2026-03-05T17:00:00Z'],
    ] as const)('"%s" at %i is %s, repeating daily', (text, now, iso) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'daily',
        recurrence: { pattern: 'daily', data: null },
      });
    });

    it("reads the time in the caller's zone (Asia/Taipei: it is 23:00 there)", () => {
      expect(parse('every day at 11:30pm', THURSDAY, { zone: 'Asia/Taipei' })).toEqual({
        ok: true,
        time: Date.parse('2026-03-05T15:30:00Z'),
        repeat: 'daily',
        recurrence: { pattern: 'daily', data: null },
      });
      expect(parse('every day at 9am', THURSDAY, { zone: 'Asia/Taipei' })).toEqual({
        ok: true,
        time: Date.parse('2026-03-06T01:00:00Z'),
        repeat: 'daily',
        recurrence: { pattern: 'daily', data: null },
      });
    });
  });

  describe('Recurring date part "every week" / "weekly": the next Monday at the time part', () => {
    it.each([
      ['every week at 9:30', THURSDAY, '2026-03-09T13:30:00Z'],
      ['weekly at 9:30', THURSDAY, '2026-03-09T13:30:00Z'],
      ['weekly at 5pm', THURSDAY, '2026-03-09T21:00:00Z'],
      // On a Monday, 7 days ahead even when the time is still ahead today (as rule 8's 'weekly').
      ['weekly at 9am', MONDAY, '2026-03-16T13:00:00Z'],
      ['every week at 7am', MONDAY, '2026-03-16T11:00:00Z'],
    ] as const)('"%s" at %i is %s, repeating weekly', (text, now, iso) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });
  });

  describe('Recurring date part "every <weekday>": today if it is that weekday and the time is still ahead, else the next one', () => {
    it.each([
      ['every friday at 3pm', THURSDAY, '2026-03-06T20:00:00Z'],
      ['every saturday at 9am', THURSDAY, '2026-03-07T14:00:00Z'],
      ['every wednesday at 9am', THURSDAY, '2026-03-11T13:00:00Z'],
      // Today's weekday, on both sides of the time (10:00 EST on Thursday).
      ['every thursday at 11am', THURSDAY, '2026-03-05T16:00:00Z'],
      ['every thursday at 10:00', THURSDAY, '2026-03-05T15:00:00Z'],
      ['every thursday at 9:59', THURSDAY, '2026-03-12T13:59:00Z'],
      ['every thursday at 9am', THURSDAY, '2026-03-12T13:00:00Z'],
      // Monday 08:00 EDT: 'every monday at 9am' starts today; 7am is gone, so next Monday.
      ['every monday at 9am', MONDAY, '2026-03-09T13:00:00Z'],
      ['every monday at 8:01', MONDAY, '2026-03-09T12:01:00Z'],
      ['every monday at 7am', MONDAY, '2026-03-16T11:00:00Z'],
      ['every tuesday at 9am', MONDAY, '2026-03-10T13:00:00Z'],
      ['every sunday at 6pm', MONDAY, '2026-03-15T22:00:00Z'],
    ] as const)('"%s" at %i is %s, repeating weekly', (text, now, iso) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });

    it('differs from a plain day name, which is strictly after today', () => {
      expect(parse('monday at 9am', MONDAY)).toEqual({
        ok: true,
        time: Date.parse('2026-03-16T13:00:00Z'),
      });
      expect(parse('every monday at 9am', MONDAY)).toEqual({
        ok: true,
        time: Date.parse('2026-03-09T13:00:00Z'),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });
  });

  describe('Recurring date part "every month" / "monthly": tomorrow at the time part (rule 8\'s "any other recurring form")', () => {
    it.each([
      ['every month at 3pm', THURSDAY, '2026-03-06T20:00:00Z'],
      ['monthly at 3pm', THURSDAY, '2026-03-06T20:00:00Z'],
      ['monthly at 11am', THURSDAY, '2026-03-06T16:00:00Z'], // tomorrow even though 11:00 today is ahead
      ['monthly at 9am', MONDAY, '2026-03-10T13:00:00Z'],
    ] as const)('"%s" at %i is %s, repeating monthly', (text, now, iso) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'monthly',
        recurrence: { pattern: 'monthly', data: null },
      });
    });
  });

  describe('Day-name parser: "every <weekday>" is the next such weekday strictly after today, 09:00, repeating weekly', () => {
    it.each([
      ['every friday', THURSDAY, '2026-03-06T14:00:00Z'],
      ['every saturday', THURSDAY, '2026-03-07T14:00:00Z'],
      ['every sunday', THURSDAY, '2026-03-08T13:00:00Z'], // 09:00 EDT, after the change
      ['every monday', THURSDAY, '2026-03-09T13:00:00Z'],
      ['every tuesday', THURSDAY, '2026-03-10T13:00:00Z'],
      ['every wednesday', THURSDAY, '2026-03-11T13:00:00Z'],
      ['every thursday', THURSDAY, '2026-03-12T13:00:00Z'], // today's weekday: a week ahead
      ['EVERY  Friday', THURSDAY, '2026-03-06T14:00:00Z'],
      ['every monday', MONDAY, '2026-03-16T13:00:00Z'], // strictly after today, even before 09:00
    ] as const)('"%s" at %i is %s', (text, now, iso) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat: 'weekly',
        recurrence: { pattern: 'weekly', data: null },
      });
    });

    it('second edition: a recurrence with "in <duration>" after it is refused, not read as a one-off', () => {
      expect(parse('every friday in 2 hours')).toMatchObject(invalid);
    });
  });

  describe('DST in America/New_York: the first occurrence keeps the wall-clock time', () => {
    it.each([
      // Created Saturday 2026-03-07 10:00 EST; clocks spring forward on Sunday the 8th.
      ['every day at 9am', SATURDAY_BEFORE_DST, '2026-03-08T13:00:00Z', 'daily'], // 09:00 EDT
      ['daily at 11am', SATURDAY_BEFORE_DST, '2026-03-07T16:00:00Z', 'daily'], // still today, 11:00 EST
      ['every day at 2:30am', SATURDAY_BEFORE_DST, '2026-03-08T07:30:00Z', 'daily'], // in the gap: 03:30 EDT
      ['every sunday at 9am', SATURDAY_BEFORE_DST, '2026-03-08T13:00:00Z', 'weekly'],
      ['every sunday', SATURDAY_BEFORE_DST, '2026-03-08T13:00:00Z', 'weekly'],
      ['weekly at 9am', SATURDAY_BEFORE_DST, '2026-03-09T13:00:00Z', 'weekly'],
      ['monthly at 9am', SATURDAY_BEFORE_DST, '2026-03-08T13:00:00Z', 'monthly'],
      // Created at 01:30 EST on the night of the change: "today" is the 8th, on both sides of the time.
      ['every day at 2:30am', DST_NIGHT, '2026-03-08T07:30:00Z', 'daily'], // 03:30 EDT, still ahead
      ['every day at 3am', DST_NIGHT, '2026-03-08T07:00:00Z', 'daily'],
      ['every day at 1am', DST_NIGHT, '2026-03-09T05:00:00Z', 'daily'], // gone: tomorrow 01:00 EDT
      ['every sunday at 4am', DST_NIGHT, '2026-03-08T08:00:00Z', 'weekly'],
      ['every sunday at 1am', DST_NIGHT, '2026-03-15T05:00:00Z', 'weekly'],
      // Created Saturday 2026-10-31 12:00 EDT; clocks fall back on Sunday 1 November.
      ['every day at 9am', SATURDAY_BEFORE_FALL_BACK, '2026-11-01T14:00:00Z', 'daily'], // 09:00 EST
      ['every day at 1:30am', SATURDAY_BEFORE_FALL_BACK, '2026-11-01T05:30:00Z', 'daily'], // ambiguous: the earlier, EDT
      ['every sunday at 9am', SATURDAY_BEFORE_FALL_BACK, '2026-11-01T14:00:00Z', 'weekly'],
    ] as const)('"%s" at %i is %s (%s)', (text, now, iso, repeat) => {
      expect(parse(text, now)).toEqual({
        ok: true,
        time: Date.parse(iso),
        repeat,
        recurrence: { pattern: repeat, data: null },
      });
    });
  });

  describe('Second edition: forms the first edition refused', () => {
    const weekly = { pattern: 'weekly', data: null } as const;
    it.each([
      ['every friday please', '2026-03-06T14:00:00Z', { repeat: 'weekly', recurrence: weekly }],
      ['every fri at 9am', '2026-03-06T14:00:00Z', { repeat: 'weekly', recurrence: weekly }],
      [
        'every days at 9am',
        '2026-03-06T14:00:00Z',
        { repeat: 'daily', recurrence: { pattern: 'daily', data: null } },
      ],
      [
        'every day at 3',
        '2026-03-05T20:00:00Z',
        { repeat: 'daily', recurrence: { pattern: 'daily', data: null } },
      ], // bare hour: 15:00
      [
        'every weekday at 9am',
        '2026-03-06T14:00:00Z',
        {
          recurrence: {
            pattern: 'custom',
            data: {
              pattern: 'every_n_weeks',
              interval: 1,
              weekday: 0,
              position: 1,
              weekdays: [0, 1, 2, 3, 4],
            },
          },
        },
      ],
      [
        'every 2 days at 9am',
        '2026-03-06T14:00:00Z',
        {
          recurrence: {
            pattern: 'custom',
            data: { pattern: 'every_n_days', interval: 2, weekday: 0, position: 1 },
          },
        },
      ],
      [
        'every friday and monday at 9am',
        '2026-03-06T14:00:00Z',
        {
          recurrence: {
            pattern: 'custom',
            data: {
              pattern: 'every_n_weeks',
              interval: 1,
              weekday: 0,
              position: 1,
              weekdays: [0, 4],
            },
          },
        },
      ],
    ] as const)('"%s" starts at %s', (text, iso, rest) => {
      expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso), ...rest });
    });
  });

  // The plural after 'every' is the weekday since the twenty-fourth round (rrule.js's 'Every
  // Monday and Wednesdays'); before, 'the plural is not a weekday name' refused it.
  it.each([
    ['every mondays', 'every monday'],
    ['every mondays at 9am', 'every monday at 9am'],
  ])('"%s" reads as "%s"', (plural, singular) => {
    expect(parse(plural)).toEqual(parse(singular));
  });

  describe('Rejected forms', () => {
    it.each([
      'every next friday',
      'next every friday',
      'every at 9am',
      'every day daily at 9am',
      'every friday at 25:00',
      'every friday blah',
      'monthly at 9am at 10am',
    ])('"%s"', (text) => {
      expect(parse(text)).toMatchObject(invalid);
    });
  });
});
