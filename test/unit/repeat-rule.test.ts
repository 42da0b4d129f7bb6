import { describe, expect, it } from 'vitest';
import { parseRepeatRule } from '../../shared/domain/repeat-rule.js';

describe('Function: parseRepeatRule', () => {
  it.each([
    ['every 3 days', 'every_n_days', 3],
    ['every 1 day', 'every_n_days', 1],
    ['every day', 'every_n_days', 1],
    ['every 365 days', 'every_n_days', 365],
    ['every 2 weeks', 'every_n_weeks', 2],
    ['every week', 'every_n_weeks', 1],
    ['every 52 weeks', 'every_n_weeks', 52],
    ['  Every   10   DAYS ', 'every_n_days', 10],
  ] as const)('reads %j as %s with interval %i', (text, pattern, interval) => {
    expect(parseRepeatRule(text)).toEqual({ pattern, interval, weekday: 0, position: 1 });
  });

  it.each([
    ['1st monday', 0, 1],
    ['2nd tuesday', 1, 2],
    ['third friday', 4, 3],
    ['4th Wednesday', 2, 4],
    ['fifth sunday', 6, 5],
    ['5th sat', 5, 5],
    ['every 2nd thursday', 3, 2],
    ['first monday of the month', 0, 1],
    ['2nd tues', 1, 2],
  ] as const)('reads %j as weekday %i, position %i', (text, weekday, position) => {
    expect(parseRepeatRule(text)).toEqual({
      pattern: 'weekday_of_month',
      interval: 1,
      weekday,
      position,
    });
  });

  it('last friday (position -1)', () => {
    expect(parseRepeatRule('last friday')).toEqual({
      pattern: 'weekday_of_month',
      interval: 1,
      weekday: 4,
      position: -1,
    });
    expect(parseRepeatRule('LAST FRIDAY')).toEqual({
      pattern: 'weekday_of_month',
      interval: 1,
      weekday: 4,
      position: -1,
    });
  });

  it.each([
    ['every 0 days'],
    ['every 366 days'],
    ['every 53 weeks'],
    ['every -2 days'],
    ['every 1.5 days'],
    ['every 3 months'],
    ['6th monday'],
    ['2nd funday'],
    ['monday'],
    ['second to last friday'],
    ['daily'],
    [''],
  ])('rejects %j', (text) => {
    expect(parseRepeatRule(text)).toBeNull();
  });
});
