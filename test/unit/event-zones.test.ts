import { describe, expect, it } from 'vitest';
import { normalizeCustomRecurrence } from '../../shared/domain/event.js';
import {
  addLocalDays,
  addLocalMonths,
  durationMinutes,
  formatDefault,
  localDaysBetween,
  readWallClock,
  startOfLocalDay,
} from '../../shared/domain/zones.js';
import { convertZone } from '../../shared/domain/zone-convert.js';

const NY = 'America/New_York';
const BERLIN = 'Europe/Berlin';

/** The instant readWallClock gives, as ISO; throws (failing the test) on an error. */
function iso(date: string, time: string, zone: string): string {
  const result = readWallClock(date, time, zone);
  if (!result.ok) throw new Error(`${date} ${time} failed with ${result.error}`);
  return new Date(result.time).toISOString();
}

describe('Function: readWallClock', () => {
  it('reads a naive date and time in the given zone', () => {
    expect(iso('2026-03-05', '09:00', NY)).toBe('2026-03-05T14:00:00.000Z');
    expect(iso('2026-03-05', '09:00', 'Asia/Taipei')).toBe('2026-03-05T01:00:00.000Z');
    expect(iso('2026-03-05', '9:05', 'UTC')).toBe('2026-03-05T09:05:00.000Z');
  });

  it('reads aliases and falls back to UTC for an unknown zone', () => {
    expect(iso('2026-07-01', '09:00', 'US/Eastern')).toBe('2026-07-01T13:00:00.000Z');
    expect(iso('2026-07-01', '09:00', 'Mars/Olympus')).toBe('2026-07-01T09:00:00.000Z');
  });

  it('moves a spring-forward gap time forward by the gap (New York 2026-03-08 02:30 → 03:30 EDT)', () => {
    expect(iso('2026-03-08', '02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026-03-29', '02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('takes the earlier instant of an ambiguous fall-back time (New York 2026-11-01 01:30 EDT)', () => {
    expect(iso('2026-11-01', '01:30', NY)).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-10-25', '02:30', BERLIN)).toBe('2026-10-25T00:30:00.000Z');
  });

  it.each([
    ['2026-3-05'],
    ['05/03/2026'],
    ['2026-02-30'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['tomorrow'],
    [''],
  ])('rejects the date %j', (date) => {
    expect(readWallClock(date, '09:00', 'UTC')).toEqual({
      ok: false,
      error: 'invalid_date_format',
    });
  });

  it.each([['24:00'], ['09:60'], ['9am'], ['0900'], ['09:00:00'], ['']])(
    'rejects the time %j',
    (time) => {
      expect(readWallClock('2026-03-05', time, 'UTC')).toEqual({
        ok: false,
        error: 'invalid_time_format',
      });
    },
  );

  it('accepts Feb 29 in a leap year only', () => {
    expect(readWallClock('2028-02-29', '09:00', 'UTC').ok).toBe(true);
    expect(readWallClock('2027-02-29', '09:00', 'UTC')).toEqual({
      ok: false,
      error: 'invalid_date_format',
    });
  });
});

describe('Function: durationMinutes', () => {
  it('counts whole minutes, rounded down', () => {
    expect(durationMinutes(0, 60 * 60_000)).toBe(60);
    expect(durationMinutes(0, 90 * 60_000 + 59_999)).toBe(90);
    expect(durationMinutes(0, 59_999)).toBe(0);
  });

  it("counts elapsed minutes, not wall-clock ones: 22:00 to 22:00 across New York's spring-forward is 23 h", () => {
    const start = readWallClock('2026-03-07', '22:00', NY);
    const end = readWallClock('2026-03-08', '22:00', NY);
    if (!start.ok || !end.ok) throw new Error('unreadable');
    expect(durationMinutes(start.time, end.time)).toBe(23 * 60);
  });
});

describe('Function: formatDefault', () => {
  it('shows year-month-day hour:minute in the zone', () => {
    const t = Date.parse('2026-03-08T14:00:00Z');
    expect(formatDefault(t, NY)).toBe('2026-03-08 10:00');
    expect(formatDefault(t, 'Asia/Taipei')).toBe('2026-03-08 22:00');
    expect(formatDefault(t, 'UTC')).toBe('2026-03-08 14:00');
    expect(formatDefault(t, 'Nowhere/Land')).toBe('2026-03-08 14:00');
  });

  it('shows both fall-back 01:30s as 01:30', () => {
    expect(formatDefault(Date.parse('2026-11-01T05:30:00Z'), NY)).toBe('2026-11-01 01:30');
    expect(formatDefault(Date.parse('2026-11-01T06:30:00Z'), NY)).toBe('2026-11-01 01:30');
  });
});

describe('Function: convertZone', () => {
  it('reads a naive datetime in the source zone', () => {
    expect(convertZone('2026-03-05T09:00', NY, 'Asia/Taipei')).toBe('2026-03-05 22:00');
    expect(convertZone('2026-03-05 09:00:00', 'US/Pacific', 'UTC')).toBe('2026-03-05 17:00');
  });

  it('keeps the instant of a datetime with an offset, whatever the source zone', () => {
    expect(convertZone('2026-03-05T09:00:00Z', NY, 'Asia/Taipei')).toBe('2026-03-05 17:00');
    expect(convertZone('2026-03-05T09:00:00+08:00', NY, 'UTC')).toBe('2026-03-05 01:00');
  });

  it('falls back to UTC for unknown zones, as the spec converter does', () => {
    expect(convertZone('2026-03-05T09:00', 'Mars/Olympus', 'Asia/Taipei')).toBe('2026-03-05 17:00');
    expect(convertZone('2026-03-05T09:00', 'Asia/Taipei', 'Mars/Olympus')).toBe('2026-03-05 01:00');
  });

  it('moves a gap time forward and takes the earlier ambiguous time', () => {
    expect(convertZone('2026-03-08T02:30', NY, 'UTC')).toBe('2026-03-08 07:30');
    expect(convertZone('2026-11-01T01:30', NY, 'UTC')).toBe('2026-11-01 05:30');
  });

  it('gives an empty string for text that is not ISO 8601', () => {
    expect(convertZone('next tuesday', NY, 'UTC')).toBe('');
  });
});

describe('Function: startOfLocalDay / addLocalDays / addLocalMonths', () => {
  it('finds local midnight in the zone, not UTC midnight', () => {
    const t = Date.parse('2026-03-08T03:00:00Z'); // 22:00 on Mar 7 in New York
    expect(new Date(startOfLocalDay(t, NY)).toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(new Date(startOfLocalDay(t, 'Asia/Taipei')).toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    );
  });

  it('adds calendar days across spring-forward (a 23-hour day in New York)', () => {
    const midnight = startOfLocalDay(Date.parse('2026-03-08T12:00:00Z'), NY);
    expect(addLocalDays(midnight, 1, NY) - midnight).toBe(23 * 3_600_000);
    expect(formatDefault(addLocalDays(midnight, 7, NY), NY)).toBe('2026-03-15 00:00');
  });

  it('adds calendar days across fall-back in Europe/Berlin (a 25-hour day)', () => {
    const midnight = startOfLocalDay(Date.parse('2026-10-25T12:00:00Z'), BERLIN);
    expect(addLocalDays(midnight, 1, BERLIN) - midnight).toBe(25 * 3_600_000);
  });

  it('adds months, clamping Jan 31 to the last day of February', () => {
    const jan31 = Date.parse('2026-01-31T14:00:00Z');
    expect(formatDefault(addLocalMonths(jan31, 1, NY), NY)).toBe('2026-02-28 09:00');
    expect(formatDefault(addLocalMonths(jan31, 2, NY), NY)).toBe('2026-03-31 09:00');
    expect(formatDefault(addLocalMonths(jan31, -2, NY), NY)).toBe('2025-11-30 09:00');
  });

  it('counts local calendar days between instants', () => {
    expect(
      localDaysBetween(Date.parse('2026-03-07T23:00:00Z'), Date.parse('2026-03-08T04:00:00Z'), NY),
    ).toBe(0);
    expect(
      localDaysBetween(
        Date.parse('2026-03-07T23:00:00Z'),
        Date.parse('2026-03-08T04:00:00Z'),
        'UTC',
      ),
    ).toBe(1);
  });
});

describe('Function: normalizeCustomRecurrence', () => {
  it('applies the spec defaults (interval 1, weekday 0, position 1)', () => {
    expect(normalizeCustomRecurrence({ pattern: 'weekday_of_month' })).toEqual({
      pattern: 'weekday_of_month',
      interval: 1,
      weekday: 0,
      position: 1,
    });
  });

  it.each([
    [null],
    [{}],
    [{ pattern: 'hourly' }],
    [{ pattern: 'every_n_days', interval: 0 }],
    [{ pattern: 'weekday_of_month', weekday: 7 }],
    [{ pattern: 'weekday_of_month', position: 6 }],
    ['every day'],
  ])('treats %j as no usable data', (data) => {
    expect(normalizeCustomRecurrence(data)).toBeNull();
  });
});
