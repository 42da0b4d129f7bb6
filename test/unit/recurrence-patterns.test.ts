import { describe, expect, it } from 'vitest';
import {
  normalizeCustomRecurrence,
  type CustomRecurrence,
  type EventTiming,
  type Occurrence,
} from '../../shared/domain/event.js';
import { nextOccurrenceAfter, occurrences } from '../../shared/domain/recurrence.js';
import { formatDefault, readWallClock } from '../../shared/domain/zones.js';

/** The patterns reminders' time expressions add to the engine: every N hours, every N months, weekday lists. */
const NY = 'America/New_York';
const HOUR = 3_600_000;
const FAR = Date.parse('2100-01-01T00:00:00Z');

function at(date: string, time: string, zone: string): number {
  const result = readWallClock(date, time, zone);
  if (!result.ok) throw new Error(`${date} ${time}: ${result.error}`);
  return result.time;
}

const rule = (
  data: Partial<CustomRecurrence> & Pick<CustomRecurrence, 'pattern'>,
): CustomRecurrence => ({ interval: 1, weekday: 0, position: 1, ...data });
const timing = (date: string, time: string, zone: string, data: CustomRecurrence): EventTiming => ({
  start: at(date, time, zone),
  durationMinutes: 30,
  timezone: zone,
  recurrencePattern: 'custom',
  recurrenceData: data,
});
const walls = (list: readonly Occurrence[], zone: string): string[] =>
  list.map((o) => formatDefault(o.start, zone));
const firstN = (t: EventTiming, n: number): Occurrence[] => occurrences(t, t.start, FAR, n);

describe('Engine: every_n_weeks with weekdays', () => {
  it('every weekday runs Monday to Friday at the same wall clock across New York spring-forward', () => {
    const t = timing(
      '2026-03-05',
      '08:00',
      NY,
      rule({ pattern: 'every_n_weeks', weekdays: [0, 1, 2, 3, 4] }),
    );
    expect(walls(firstN(t, 6), NY)).toEqual([
      '2026-03-05 08:00',
      '2026-03-06 08:00',
      '2026-03-09 08:00',
      '2026-03-10 08:00',
      '2026-03-11 08:00',
      '2026-03-12 08:00',
    ]);
  });

  it("every 2 weeks on Monday and Thursday skips the weeks between, from the anchor's week", () => {
    // 2026-11-30 is a Monday.
    const t = timing(
      '2026-11-30',
      '19:00',
      'UTC',
      rule({ pattern: 'every_n_weeks', interval: 2, weekdays: [0, 3] }),
    );
    expect(walls(firstN(t, 5), 'UTC')).toEqual([
      '2026-11-30 19:00',
      '2026-12-03 19:00',
      '2026-12-14 19:00',
      '2026-12-17 19:00',
      '2026-12-28 19:00',
    ]);
  });

  it('starting on a Thursday, the Monday of the same week is not an occurrence', () => {
    const t = timing(
      '2026-12-03',
      '19:00',
      'UTC',
      rule({ pattern: 'every_n_weeks', weekdays: [0, 3] }),
    );
    expect(walls(firstN(t, 3), 'UTC')).toEqual([
      '2026-12-03 19:00',
      '2026-12-07 19:00',
      '2026-12-10 19:00',
    ]);
  });

  it('every weekend: Saturday and Sunday', () => {
    const t = timing(
      '2026-11-28',
      '10:00',
      NY,
      rule({ pattern: 'every_n_weeks', weekdays: [5, 6] }),
    );
    expect(walls(firstN(t, 4), NY)).toEqual([
      '2026-11-28 10:00',
      '2026-11-29 10:00',
      '2026-12-05 10:00',
      '2026-12-06 10:00',
    ]);
  });
});

describe('Engine: every_n_months', () => {
  it("every 3 months from the 31st clamps to each month's last day and returns to the 31st", () => {
    const t = timing('2026-01-31', '09:00', NY, rule({ pattern: 'every_n_months', interval: 3 }));
    expect(walls(firstN(t, 4), NY)).toEqual([
      '2026-01-31 09:00',
      '2026-04-30 09:00',
      '2026-07-31 09:00',
      '2026-10-31 09:00',
    ]);
  });

  it('every 12 months is yearly: Feb 29 becomes Feb 28 in other years', () => {
    const t = timing(
      '2028-02-29',
      '12:00',
      'UTC',
      rule({ pattern: 'every_n_months', interval: 12 }),
    );
    expect(walls(firstN(t, 3), 'UTC')).toEqual([
      '2028-02-29 12:00',
      '2029-02-28 12:00',
      '2030-02-28 12:00',
    ]);
  });
});

describe('Engine: every_n_hours', () => {
  it('steps exact hours from the start: across New York fall-back the wall clock shifts by the hour', () => {
    const t = timing('2026-10-31', '22:00', NY, rule({ pattern: 'every_n_hours', interval: 2 }));
    const list = firstN(t, 4);
    expect(list.map((o) => o.start - t.start)).toEqual([0, 2 * HOUR, 4 * HOUR, 6 * HOUR]);
    // 2026-11-01 01:00 EDT + 2 h = 02:00 EDT = 01:00 EST; then 03:00 EST.
    expect(walls(list, NY)).toEqual([
      '2026-10-31 22:00',
      '2026-11-01 00:00',
      '2026-11-01 01:00',
      '2026-11-01 03:00',
    ]);
  });

  it('the next occurrence after any instant is the next whole step', () => {
    const t = timing('2026-11-26', '10:00', 'UTC', rule({ pattern: 'every_n_hours', interval: 3 }));
    expect(nextOccurrenceAfter(t, t.start)?.start).toBe(t.start + 3 * HOUR);
    expect(nextOccurrenceAfter(t, t.start + 3 * HOUR + 1)?.start).toBe(t.start + 6 * HOUR);
    expect(
      occurrences(t, t.start + 7 * HOUR, t.start + 12 * HOUR).map(
        (o) => (o.start - t.start) / HOUR,
      ),
    ).toEqual([9, 12]);
  });
});

describe('Function: normalizeCustomRecurrence (new patterns)', () => {
  it('keeps usable rules, sorting and de-duplicating weekdays', () => {
    expect(
      normalizeCustomRecurrence({ pattern: 'every_n_weeks', interval: 2, weekdays: [3, 0, 3] }),
    ).toEqual({ pattern: 'every_n_weeks', interval: 2, weekday: 0, position: 1, weekdays: [0, 3] });
    expect(normalizeCustomRecurrence({ pattern: 'every_n_hours', interval: 1 })).toEqual({
      pattern: 'every_n_hours',
      interval: 1,
      weekday: 0,
      position: 1,
    });
    expect(normalizeCustomRecurrence({ pattern: 'every_n_months', interval: 3 })).toMatchObject({
      pattern: 'every_n_months',
      interval: 3,
    });
  });

  it('refuses rules the engine cannot drive', () => {
    expect(normalizeCustomRecurrence({ pattern: 'every_n_hours', interval: 0 })).toBeNull();
    expect(normalizeCustomRecurrence({ pattern: 'every_n_weeks', weekdays: [] })).toBeNull();
    expect(normalizeCustomRecurrence({ pattern: 'every_n_weeks', weekdays: [7] })).toBeNull();
    expect(normalizeCustomRecurrence({ pattern: 'every_n_weeks', weekdays: ['mon'] })).toBeNull();
  });
});
