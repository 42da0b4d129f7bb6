import { describe, expect, it } from 'vitest';
import {
  MAX_RECURRENCE_DEPTH,
  type CustomRecurrence,
  type EventTiming,
  type Occurrence,
  type RecurrencePattern,
} from '../../shared/domain/event.js';
import {
  nextOccurrenceAfter,
  nthWeekdayOfMonth,
  occurrences,
} from '../../shared/domain/recurrence.js';
import { formatDefault, readWallClock } from '../../shared/domain/zones.js';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FAR = Date.parse('2100-01-01T00:00:00Z');

/** The instant of a local date and time; throws (failing the test) when unreadable. */
function at(date: string, time: string, zone: string): number {
  const result = readWallClock(date, time, zone);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.error}`);
  return result.time;
}

function timing(
  date: string,
  time: string,
  zone: string,
  recurrencePattern: RecurrencePattern,
  recurrenceData: CustomRecurrence | null = null,
): EventTiming {
  return {
    start: at(date, time, zone),
    durationMinutes: 60,
    timezone: zone,
    recurrencePattern,
    recurrenceData,
  };
}

const custom = (
  data: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'pattern'>,
): CustomRecurrence => ({ interval: 1, weekday: 0, position: 1, ...data });

/** Occurrence starts as the default display format in `zone`. */
const walls = (list: readonly Occurrence[], zone: string): string[] =>
  list.map((o) => formatDefault(o.start, zone));

/** The first `n` occurrences from the event's start. */
const firstN = (t: EventTiming, n: number): Occurrence[] => occurrences(t, t.start, FAR, n);

describe('Function: occurrences', () => {
  describe('pattern none', () => {
    const t = timing('2026-03-10', '09:00', NY, 'none');

    it('gives the start when it lies in the range, with end = start + duration', () => {
      expect(occurrences(t, t.start - DAY, t.start + DAY)).toEqual([
        { start: t.start, end: t.start + 60 * 60_000 },
      ]);
    });

    it('gives nothing when the start is outside the range', () => {
      expect(occurrences(t, t.start + 1, t.start + DAY)).toEqual([]);
      expect(occurrences(t, t.start - DAY, t.start - 1)).toEqual([]);
    });
  });

  describe('range rules', () => {
    const t = timing('2026-03-02', '09:00', 'UTC', 'daily');

    it('includes occurrences on both range boundaries', () => {
      const from = at('2026-03-04', '09:00', 'UTC');
      const to = at('2026-03-06', '09:00', 'UTC');
      expect(walls(occurrences(t, from, to), 'UTC')).toEqual([
        '2026-03-04 09:00',
        '2026-03-05 09:00',
        '2026-03-06 09:00',
      ]);
      expect(walls(occurrences(t, from + 1, to - 1), 'UTC')).toEqual(['2026-03-05 09:00']);
    });

    it('never gives an occurrence before the event start', () => {
      expect(
        walls(
          occurrences(t, at('2026-01-01', '00:00', 'UTC'), at('2026-03-03', '23:59', 'UTC')),
          'UTC',
        ),
      ).toEqual(['2026-03-02 09:00', '2026-03-03 09:00']);
      expect(
        occurrences(t, at('2025-01-01', '00:00', 'UTC'), at('2026-03-02', '08:59', 'UTC')),
      ).toEqual([]);
    });

    it(`stops at the depth (${MAX_RECURRENCE_DEPTH}) by default, and at a smaller limit when asked`, () => {
      const year = occurrences(t, t.start, t.start + 400 * DAY);
      expect(year).toHaveLength(MAX_RECURRENCE_DEPTH);
      expect(walls(year, 'UTC').at(-1)).toBe('2026-04-22 09:00');
      expect(occurrences(t, t.start, FAR, 3)).toHaveLength(3);
      expect(occurrences(t, t.start, FAR, 0)).toEqual([]);
      expect(occurrences(t, t.start, Number.MAX_SAFE_INTEGER, 3)).toHaveLength(3);
      expect(occurrences(t, t.start, Infinity, 3)).toHaveLength(3);
    });

    it('jumps to a range years after the start instead of walking there', () => {
      const from = at('2090-06-01', '00:00', 'UTC');
      expect(walls(occurrences(t, from, from + 2 * DAY), 'UTC')).toEqual([
        '2090-06-01 09:00',
        '2090-06-02 09:00',
      ]);
      const weekly = timing('2026-03-02', '09:00', NY, 'weekly'); // a Monday
      expect(
        walls(
          occurrences(weekly, at('2090-06-01', '00:00', NY), at('2090-06-30', '00:00', NY)),
          NY,
        ),
      ).toEqual(['2090-06-05 09:00', '2090-06-12 09:00', '2090-06-19 09:00', '2090-06-26 09:00']);
    });

    it('gives each occurrence the event duration, independent of DST', () => {
      const d = { ...timing('2026-03-07', '23:30', NY, 'daily'), durationMinutes: 90 };
      for (const o of firstN(d, 5)) expect(o.end - o.start).toBe(90 * 60_000);
    });
  });

  describe('pattern daily', () => {
    it('keeps 09:00 across spring-forward in New York (2026-03-08): a 23-hour gap between instants', () => {
      const list = firstN(timing('2026-03-07', '09:00', NY, 'daily'), 3);
      expect(walls(list, NY)).toEqual(['2026-03-07 09:00', '2026-03-08 09:00', '2026-03-09 09:00']);
      expect(list[1]!.start - list[0]!.start).toBe(23 * HOUR);
    });

    it('moves only the gap day forward: 02:30 on 2026-03-08 in New York is 03:30, the next day is 02:30 again', () => {
      expect(walls(firstN(timing('2026-03-07', '02:30', NY, 'daily'), 3), NY)).toEqual([
        '2026-03-07 02:30',
        '2026-03-08 03:30',
        '2026-03-09 02:30',
      ]);
    });

    it('takes the earlier 01:30 on the fall-back day in New York (2026-11-01), then a 25-hour step', () => {
      const list = firstN(timing('2026-10-31', '01:30', NY, 'daily'), 3);
      expect(walls(list, NY)).toEqual(['2026-10-31 01:30', '2026-11-01 01:30', '2026-11-02 01:30']);
      expect(new Date(list[1]!.start).toISOString()).toBe('2026-11-01T05:30:00.000Z');
      expect(list[2]!.start - list[1]!.start).toBe(25 * HOUR);
    });

    it('moves 02:30 forward on spring-forward in Europe/Berlin (2026-03-29) and takes the earlier 02:30 on fall-back (2026-10-25)', () => {
      expect(walls(firstN(timing('2026-03-28', '02:30', BERLIN, 'daily'), 3), BERLIN)).toEqual([
        '2026-03-28 02:30',
        '2026-03-29 03:30',
        '2026-03-30 02:30',
      ]);
      const fall = firstN(timing('2026-10-24', '02:30', BERLIN, 'daily'), 3);
      expect(walls(fall, BERLIN)).toEqual([
        '2026-10-24 02:30',
        '2026-10-25 02:30',
        '2026-10-26 02:30',
      ]);
      expect(new Date(fall[1]!.start).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    });

    it('keeps a start that is the later of two ambiguous instants as the first occurrence', () => {
      const later = Date.parse('2026-11-01T06:30:00Z'); // 01:30 EST, the second 01:30 in New York
      const t: EventTiming = {
        start: later,
        durationMinutes: 30,
        timezone: NY,
        recurrencePattern: 'daily',
        recurrenceData: null,
      };
      expect(firstN(t, 2).map((o) => o.start)).toEqual([later, Date.parse('2026-11-02T06:30:00Z')]);
    });
  });

  describe('pattern weekly', () => {
    it('a weekly 09:00 meeting in New York stays at 09:00 New York time all year', () => {
      const list = firstN(timing('2026-01-05', '09:00', NY, 'weekly'), 52);
      expect(list).toHaveLength(52);
      for (const wall of walls(list, NY)) expect(wall.endsWith(' 09:00')).toBe(true);
      expect(walls(list, NY).slice(9, 11)).toEqual(['2026-03-09 09:00', '2026-03-16 09:00']);
    });

    it('crosses Berlin fall-back (2026-10-25) at the same local time', () => {
      expect(walls(firstN(timing('2026-10-18', '10:00', BERLIN, 'weekly'), 3), BERLIN)).toEqual([
        '2026-10-18 10:00',
        '2026-10-25 10:00',
        '2026-11-01 10:00',
      ]);
    });
  });

  describe('pattern monthly', () => {
    it('Jan 31 monthly lands on Feb 28, then back on Mar 31', () => {
      expect(walls(firstN(timing('2026-01-31', '09:00', NY, 'monthly'), 5), NY)).toEqual([
        '2026-01-31 09:00',
        '2026-02-28 09:00',
        '2026-03-31 09:00',
        '2026-04-30 09:00',
        '2026-05-31 09:00',
      ]);
    });

    it('Jan 31 monthly lands on Feb 29 in a leap year', () => {
      expect(walls(firstN(timing('2028-01-31', '09:00', 'UTC', 'monthly'), 2), 'UTC')).toEqual([
        '2028-01-31 09:00',
        '2028-02-29 09:00',
      ]);
    });

    it('jumps to a later range with the day-31 anchor intact', () => {
      const t = timing('2026-01-31', '09:00', NY, 'monthly');
      expect(
        walls(occurrences(t, at('2031-02-01', '00:00', NY), at('2031-05-01', '00:00', NY)), NY),
      ).toEqual(['2031-02-28 09:00', '2031-03-31 09:00', '2031-04-30 09:00']);
    });
  });

  describe('pattern yearly', () => {
    it('Feb 29 yearly is Feb 28 in 2027, and Feb 29 again in 2032', () => {
      expect(walls(firstN(timing('2028-02-29', '08:00', BERLIN, 'yearly'), 5), BERLIN)).toEqual([
        '2028-02-29 08:00',
        '2029-02-28 08:00',
        '2030-02-28 08:00',
        '2031-02-28 08:00',
        '2032-02-29 08:00',
      ]);
      expect(
        walls(occurrences(timing('2024-02-29', '08:00', 'UTC', 'yearly'), 0, FAR, 4), 'UTC'),
      ).toEqual(['2024-02-29 08:00', '2025-02-28 08:00', '2026-02-28 08:00', '2027-02-28 08:00']);
    });

    it('keeps month, day and wall-clock time each year across DST', () => {
      expect(walls(firstN(timing('2026-07-04', '21:00', NY, 'yearly'), 3), NY)).toEqual([
        '2026-07-04 21:00',
        '2027-07-04 21:00',
        '2028-07-04 21:00',
      ]);
    });
  });

  describe('pattern custom', () => {
    it('gives nothing with null or unusable recurrence_data', () => {
      expect(firstN(timing('2026-03-05', '09:00', NY, 'custom', null), 5)).toEqual([]);
      expect(
        firstN(
          timing('2026-03-05', '09:00', NY, 'custom', {
            pattern: 'every_n_days',
            interval: 0,
            weekday: 0,
            position: 1,
          }),
          5,
        ),
      ).toEqual([]);
    });

    it('every_n_days steps by local days from the start, across New York spring-forward', () => {
      const t = timing(
        '2026-03-04',
        '09:00',
        NY,
        'custom',
        custom({ pattern: 'every_n_days', interval: 3 }),
      );
      expect(walls(firstN(t, 4), NY)).toEqual([
        '2026-03-04 09:00',
        '2026-03-07 09:00',
        '2026-03-10 09:00',
        '2026-03-13 09:00',
      ]);
      expect(
        walls(occurrences(t, at('2026-03-11', '00:00', NY), at('2026-03-20', '00:00', NY)), NY),
      ).toEqual(['2026-03-13 09:00', '2026-03-16 09:00', '2026-03-19 09:00']);
    });

    it('every_n_weeks steps by whole local weeks from the start', () => {
      const t = timing(
        '2026-10-11',
        '09:00',
        BERLIN,
        'custom',
        custom({ pattern: 'every_n_weeks', interval: 2 }),
      );
      expect(walls(firstN(t, 3), BERLIN)).toEqual([
        '2026-10-11 09:00',
        '2026-10-25 09:00',
        '2026-11-08 09:00',
      ]);
    });

    it('weekday_of_month gives the 2nd Tuesday of each month at the original time', () => {
      const t = timing(
        '2026-03-01',
        '18:00',
        NY,
        'custom',
        custom({ pattern: 'weekday_of_month', weekday: 1, position: 2 }),
      );
      expect(walls(firstN(t, 4), NY)).toEqual([
        '2026-03-10 18:00',
        '2026-04-14 18:00',
        '2026-05-12 18:00',
        '2026-06-09 18:00',
      ]);
    });

    it('the 5th Monday a month lacks yields nothing that month', () => {
      const t = timing(
        '2026-01-01',
        '09:00',
        'UTC',
        'custom',
        custom({ pattern: 'weekday_of_month', weekday: 0, position: 5 }),
      );
      // 2026 has five Mondays in March, June, August and November only.
      expect(walls(occurrences(t, t.start, at('2026-12-31', '23:59', 'UTC')), 'UTC')).toEqual([
        '2026-03-30 09:00',
        '2026-06-29 09:00',
        '2026-08-31 09:00',
        '2026-11-30 09:00',
      ]);
    });

    it('last friday (position -1)', () => {
      const t = timing(
        '2026-01-01',
        '17:00',
        BERLIN,
        'custom',
        custom({ pattern: 'weekday_of_month', weekday: 4, position: -1 }),
      );
      expect(walls(firstN(t, 4), BERLIN)).toEqual([
        '2026-01-30 17:00',
        '2026-02-27 17:00',
        '2026-03-27 17:00',
        '2026-04-24 17:00',
      ]);
    });

    it('skips a matching day earlier in the start month', () => {
      const t = timing(
        '2026-03-11',
        '09:00',
        'UTC',
        'custom',
        custom({ pattern: 'weekday_of_month', weekday: 1, position: 2 }),
      );
      expect(walls(firstN(t, 1), 'UTC')).toEqual(['2026-04-14 09:00']);
    });

    it('moves a weekday_of_month occurrence on a spring-forward day forward by the gap', () => {
      // 2026-03-08 is New York's 2nd Sunday of March, its spring-forward day.
      const t = timing(
        '2026-02-01',
        '02:30',
        NY,
        'custom',
        custom({ pattern: 'weekday_of_month', weekday: 6, position: 2 }),
      );
      expect(walls(firstN(t, 3), NY)).toEqual([
        '2026-02-08 02:30',
        '2026-03-08 03:30',
        '2026-04-12 02:30',
      ]);
    });
  });

  it("an event whose zone differs from the viewer's: occurrences are instants, shown in the viewer's zone", () => {
    // 09:00 in Tokyo (no DST) is 19:00 the day before in New York in winter, 20:00 in summer.
    const list = occurrences(
      timing('2026-03-06', '09:00', 'Asia/Tokyo', 'daily'),
      at('2026-03-06', '00:00', 'Asia/Tokyo'),
      at('2026-03-09', '23:59', 'Asia/Tokyo'),
    );
    expect(walls(list, 'Asia/Tokyo')).toEqual([
      '2026-03-06 09:00',
      '2026-03-07 09:00',
      '2026-03-08 09:00',
      '2026-03-09 09:00',
    ]);
    expect(walls(list, NY)).toEqual([
      '2026-03-05 19:00',
      '2026-03-06 19:00',
      '2026-03-07 19:00',
      '2026-03-08 20:00',
    ]);
  });

  it('reads an unknown stored zone as UTC', () => {
    const t: EventTiming = {
      start: Date.parse('2026-03-06T09:00:00Z'),
      durationMinutes: 60,
      timezone: 'Nowhere/Land',
      recurrencePattern: 'daily',
      recurrenceData: null,
    };
    expect(walls(firstN(t, 2), 'UTC')).toEqual(['2026-03-06 09:00', '2026-03-07 09:00']);
  });
});

describe('Function: nextOccurrenceAfter', () => {
  const daily = timing('2026-03-05', '09:00', NY, 'daily');
  const next = (t: EventTiming, after: number): string | null => {
    const o = nextOccurrenceAfter(t, after);
    return o && formatDefault(o.start, t.timezone);
  };

  it('none: the start while it is ahead, then null', () => {
    const t = timing('2026-03-05', '09:00', NY, 'none');
    expect(next(t, t.start - 1)).toBe('2026-03-05 09:00');
    expect(next(t, t.start)).toBeNull();
  });

  it('daily: strictly after, so at an occurrence it gives the following one', () => {
    expect(next(daily, daily.start)).toBe('2026-03-06 09:00');
    expect(next(daily, daily.start - 1)).toBe('2026-03-05 09:00');
    expect(next(daily, at('2026-03-07', '12:00', NY))).toBe('2026-03-08 09:00');
  });

  it('daily: years after the start', () => {
    expect(next(daily, at('2033-07-01', '10:00', NY))).toBe('2033-07-02 09:00');
  });

  it('weekly, monthly and yearly', () => {
    expect(next(timing('2026-03-05', '09:00', NY, 'weekly'), at('2026-03-06', '00:00', NY))).toBe(
      '2026-03-12 09:00',
    );
    expect(next(timing('2026-01-31', '09:00', NY, 'monthly'), at('2026-02-01', '00:00', NY))).toBe(
      '2026-02-28 09:00',
    );
    expect(next(timing('2028-02-29', '09:00', NY, 'yearly'), at('2028-03-01', '00:00', NY))).toBe(
      '2029-02-28 09:00',
    );
  });

  it('custom patterns', () => {
    expect(
      next(
        timing(
          '2026-03-05',
          '09:00',
          NY,
          'custom',
          custom({ pattern: 'every_n_days', interval: 10 }),
        ),
        at('2026-03-05', '09:01', NY),
      ),
    ).toBe('2026-03-15 09:00');
    expect(
      next(
        timing(
          '2026-03-05',
          '09:00',
          NY,
          'custom',
          custom({ pattern: 'every_n_weeks', interval: 3 }),
        ),
        at('2026-03-05', '09:01', NY),
      ),
    ).toBe('2026-03-26 09:00');
    expect(
      next(
        timing(
          '2026-03-05',
          '09:00',
          NY,
          'custom',
          custom({ pattern: 'weekday_of_month', weekday: 4, position: -1 }),
        ),
        at('2026-03-27', '09:00', NY),
      ),
    ).toBe('2026-04-24 09:00');
  });

  it('custom with empty data: null', () => {
    expect(nextOccurrenceAfter(timing('2026-03-05', '09:00', NY, 'custom', null), 0)).toBeNull();
  });

  it('finds a start more than ten years ahead (the horizon runs from the later of `after` and the start)', () => {
    const t = {
      ...timing('2026-03-05', '09:00', NY, 'weekly'),
      start: at('2040-01-01', '09:00', NY),
    };
    expect(next(t, at('2026-01-01', '00:00', NY))).toBe('2040-01-01 09:00');
  });
});

describe('Function: nthWeekdayOfMonth', () => {
  it('finds first, fifth and last weekdays (ISO weekday, 1 = Monday)', () => {
    expect(nthWeekdayOfMonth(2026, 3, 1, 1)).toBe(2);
    expect(nthWeekdayOfMonth(2026, 3, 1, 5)).toBe(30);
    expect(nthWeekdayOfMonth(2026, 2, 1, 5)).toBeNull();
    expect(nthWeekdayOfMonth(2026, 2, 6, -1)).toBe(28);
    expect(nthWeekdayOfMonth(2026, 2, 7, -1)).toBe(22);
  });
});
