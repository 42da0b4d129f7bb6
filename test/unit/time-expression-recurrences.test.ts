import { describe, expect, it } from 'vitest';
import { normalizeCustomRecurrence } from '../../shared/domain/event.js';
import { HOUR, THURSDAY, invalid, parserFor } from '../support/time.js';

/**
 * Recurrences in the expression (decisions.md, "Recurrence in the expression"; the issue-8
 * contract): the first occurrence is `time`, the rule is `recurrence`, and `repeat` is set for
 * plain daily / weekly / monthly. Thursday 2026-03-05 10:00 EST.
 */
const { parse } = parserFor({ now: THURSDAY, zone: 'America/New_York', locale: 'en-GB' });

const custom = (pattern: string, fields: Record<string, unknown> = {}) => ({
  pattern: 'custom',
  data: { pattern, interval: 1, weekday: 0, position: 1, ...fields },
});
const plain = (pattern: string) => ({ pattern, data: null });

describe('Function: parseTimeExpression (recurrences)', () => {
  it.each([
    // Corrections: a recurring form with a time uses it (rule 8's 09:00 only without one).
    ['every day 8am', '2026-03-06T13:00:00Z', { repeat: 'daily', recurrence: plain('daily') }],
    ['daily at 8', '2026-03-06T13:00:00Z', { repeat: 'daily', recurrence: plain('daily') }],
    ['every monday 5pm', '2026-03-09T21:00:00Z', { repeat: 'weekly', recurrence: plain('weekly') }],
    [
      'every thursday 5pm',
      '2026-03-05T22:00:00Z',
      { repeat: 'weekly', recurrence: plain('weekly') },
    ], // today, still ahead
    ['every morning', '2026-03-06T14:00:00Z', { repeat: 'daily', recurrence: plain('daily') }],
    ['every evening', '2026-03-05T23:00:00Z', { repeat: 'daily', recurrence: plain('daily') }],
    [
      'weekly on friday at 5pm',
      '2026-03-06T22:00:00Z',
      { repeat: 'weekly', recurrence: plain('weekly') },
    ],
    // Intervals
    [
      'every 3 days',
      '2026-03-06T14:00:00Z',
      { recurrence: custom('every_n_days', { interval: 3 }) },
    ],
    [
      'every other day at 7am',
      '2026-03-06T12:00:00Z',
      { recurrence: custom('every_n_days', { interval: 2 }) },
    ],
    [
      'every 2 weeks',
      '2026-03-06T14:00:00Z',
      { recurrence: custom('every_n_weeks', { interval: 2 }) },
    ],
    [
      'every 2 weeks on friday at 4pm',
      '2026-03-06T21:00:00Z',
      { recurrence: custom('every_n_weeks', { interval: 2 }) },
    ],
    [
      'every other monday',
      '2026-03-09T13:00:00Z',
      { recurrence: custom('every_n_weeks', { interval: 2 }) },
    ],
    [
      'every 3 months',
      '2026-03-06T14:00:00Z',
      { recurrence: custom('every_n_months', { interval: 3 }) },
    ],
    [
      'every 2 hours',
      '2026-03-05T17:00:00Z',
      { recurrence: custom('every_n_hours', { interval: 2 }) },
    ],
    ['hourly', '2026-03-05T16:00:00Z', { recurrence: custom('every_n_hours', { interval: 1 }) }],
    ['every 1 day', '2026-03-06T14:00:00Z', { repeat: 'daily', recurrence: plain('daily') }],
    // Weekday sets (0 = Monday)
    [
      'every weekday',
      '2026-03-06T14:00:00Z',
      { recurrence: custom('every_n_weeks', { weekdays: [0, 1, 2, 3, 4] }) },
    ],
    [
      'every weekday at 11am',
      '2026-03-05T16:00:00Z',
      { recurrence: custom('every_n_weeks', { weekdays: [0, 1, 2, 3, 4] }) },
    ],
    [
      'every weekend',
      '2026-03-07T14:00:00Z',
      { recurrence: custom('every_n_weeks', { weekdays: [5, 6] }) },
    ],
    [
      'every monday and thursday at 7pm',
      '2026-03-06T00:00:00Z',
      { recurrence: custom('every_n_weeks', { weekdays: [0, 3] }) },
    ],
    [
      'every tue, thu and sat at 6:30',
      '2026-03-07T11:30:00Z',
      { recurrence: custom('every_n_weeks', { weekdays: [1, 3, 5] }) },
    ],
    // Days of the month and year
    [
      'every month on the 15th',
      '2026-03-15T13:00:00Z',
      { repeat: 'monthly', recurrence: plain('monthly') },
    ],
    [
      'monthly on the 1st at 8am',
      '2026-04-01T12:00:00Z',
      { repeat: 'monthly', recurrence: plain('monthly') },
    ],
    [
      'every 5th of the month',
      '2026-04-05T13:00:00Z',
      { repeat: 'monthly', recurrence: plain('monthly') },
    ],
    [
      'every 2nd tuesday of the month',
      '2026-03-10T13:00:00Z',
      { recurrence: custom('weekday_of_month', { weekday: 1, position: 2 }) },
    ],
    [
      'every second tuesday of the month',
      '2026-03-10T13:00:00Z',
      { recurrence: custom('weekday_of_month', { weekday: 1, position: 2 }) },
    ],
    [
      'every first monday',
      '2026-04-06T13:00:00Z',
      { recurrence: custom('weekday_of_month', { weekday: 0, position: 1 }) },
    ],
    [
      'every last friday',
      '2026-03-27T13:00:00Z',
      { recurrence: custom('weekday_of_month', { weekday: 4, position: -1 }) },
    ],
    ['every year on dec 25', '2026-12-25T14:00:00Z', { recurrence: plain('yearly') }],
    ['yearly on march 1st at noon', '2027-03-01T17:00:00Z', { recurrence: plain('yearly') }],
    ['every dec 25 at 8pm', '2026-12-26T01:00:00Z', { recurrence: plain('yearly') }],
  ] as const)('"%s" starts %s', (text, iso, rest) => {
    expect(parse(text)).toEqual({ ok: true, time: Date.parse(iso), ...rest });
  });

  it('an explicit zone with a recurring time is kept for the series', () => {
    expect(parse('every day at 9am Europe/Berlin')).toEqual({
      ok: true,
      time: Date.parse('2026-03-06T08:00:00Z'),
      repeat: 'daily',
      recurrence: plain('daily'),
      zone: 'Europe/Berlin',
    });
  });

  it('every recurrence it produces is one the event model accepts', () => {
    for (const text of [
      'every 3 days',
      'every weekday',
      'every 2nd tuesday of the month',
      'every last friday',
      'every 3 months',
      'every 2 hours',
      'every monday and friday',
    ]) {
      const result = parse(text);
      if (!result.ok || result.recurrence?.data === null || result.recurrence?.data === undefined)
        throw new Error(`${text} gave no custom rule`);
      expect(normalizeCustomRecurrence(result.recurrence.data)).toEqual(result.recurrence.data);
    }
  });

  it('steps of minutes are read (the minimum is /remind’s, reminder-time.ts); seconds are not', () => {
    expect(parse('every 30 minutes')).toMatchObject({
      ok: true,
      time: THURSDAY + 30 * 60_000,
      recurrence: custom('every_n_minutes', { interval: 30 }),
    });
    expect(parse('every 30 seconds')).toMatchObject(invalid);
    expect(parse('every 1 hour')).toMatchObject({ ok: true, time: THURSDAY + HOUR });
    expect(parse('every 0 hours')).toMatchObject(invalid);
  });

  it.each([
    'every month on the 31st', // would become the 28th in short months
    'every 6th friday',
    'every 2 years',
    'every friday in 2 weeks',
    'every day tomorrow',
    'every weekday at 9am blah',
    'every other',
    'every 2 hours UTC', // a zone needs a time
  ])('refuses "%s"', (text) => {
    expect(parse(text)).toMatchObject(invalid);
  });
});
