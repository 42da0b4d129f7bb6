import { describe, expect, it } from 'vitest';
import { readUntil, reminderSeries } from '../../shared/domain/reminder-series.js';

const weekdays = {
  pattern: 'every_n_weeks',
  interval: 1,
  weekday: 0,
  position: 1,
  weekdays: [0, 1, 2, 3, 4],
} as const;

describe('Function: reminderSeries', () => {
  it("keeps the spec's value where one fits, else custom with the rule", () => {
    expect(reminderSeries(undefined, { pattern: 'daily', data: null }, 'daily')).toEqual({
      repeatPattern: 'daily',
    });
    expect(reminderSeries(undefined, { pattern: 'custom', data: weekdays }, undefined)).toEqual({
      repeatPattern: 'custom',
      recurrence: weekdays,
    });
  });

  it('yearly is every 12 months (reminders have no yearly pattern)', () => {
    expect(reminderSeries(undefined, { pattern: 'yearly', data: null }, undefined)).toEqual({
      repeatPattern: 'custom',
      recurrence: { pattern: 'every_n_months', interval: 12, weekday: 0, position: 1 },
    });
  });

  it('the repeat option wins over the expression; without either, none', () => {
    expect(reminderSeries('weekly', { pattern: 'custom', data: weekdays }, undefined)).toEqual({
      repeatPattern: 'weekly',
    });
    expect(reminderSeries(undefined, undefined, undefined)).toEqual({ repeatPattern: 'none' });
  });
});

describe('Function: readUntil', () => {
  // Thursday 2026-11-26 14:00 UTC = 09:00 in New York, 22:00 in Taipei.
  const now = Date.parse('2026-11-26T14:00:00Z');
  const ny = { now, zone: 'America/New_York', locale: 'en-US' };
  const firstNy = Date.parse('2026-11-27T14:00:00Z');

  it("ends the series at the local midnight after the date, in the caller's zone", () => {
    expect(readUntil('2026-12-31', ny, firstNy)).toEqual({
      ok: true,
      untilMs: Date.parse('2027-01-01T05:00:00Z'),
    });
    expect(readUntil('2026-12-31', { ...ny, zone: 'Asia/Taipei' }, firstNy)).toEqual({
      ok: true,
      untilMs: Date.parse('2026-12-31T16:00:00Z'),
    });
  });

  it('reads anything the time reader reads, by its date', () => {
    expect(readUntil('friday', ny, firstNy)).toEqual({
      ok: true,
      untilMs: Date.parse('2026-11-28T05:00:00Z'),
    });
  });

  it('refuses a date of two readings, naming each to type instead (a date option cannot ask)', () => {
    expect(readUntil('next friday', ny, firstNy)).toEqual({
      ok: false,
      error: 'time_ambiguous',
      params: { typed: 'next friday', examples: ['2026-11-27 at 09:00', '2026-12-04 at 09:00'] },
    });
  });

  it("allows the first occurrence's own day, refuses an earlier one", () => {
    expect(readUntil('2026-11-27', ny, firstNy)).toMatchObject({ ok: true });
    expect(readUntil('2026-11-26', ny, firstNy)).toEqual({
      ok: false,
      error: 'until_before_start',
    });
    expect(readUntil('yesterday', ny, firstNy)).toEqual({ ok: false, error: 'until_before_start' });
  });

  it('refuses a date past the horizon and one it cannot read, naming what was typed', () => {
    expect(readUntil('2027-12-01', ny, firstNy)).toEqual({ ok: false, error: 'until_too_far' });
    expect(readUntil('2026-02-30', ny, firstNy)).toEqual({
      ok: false,
      error: 'until_invalid',
      params: { typed: '2026-02-30' },
    });
    expect(readUntil('whenever', ny, firstNy)).toEqual({
      ok: false,
      error: 'until_invalid',
      params: { typed: 'whenever' },
    });
  });
});
