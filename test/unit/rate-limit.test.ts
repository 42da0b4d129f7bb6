import { describe, expect, it } from 'vitest';
import { checkRate } from '../../shared/domain/rate-limit.js';

const rule = { count: 5, windowMs: 60_000 };

describe('Function: checkRate', () => {
  it('allows five in a minute and refuses the sixth until the oldest leaves the window', () => {
    let log: readonly number[] = [];
    for (let i = 0; i < 5; i++) {
      const d = checkRate(log, 1000 + i * 1000, rule);
      expect(d.allowed).toBe(true);
      if (d.allowed) log = d.log;
    }
    expect(checkRate(log, 6000, rule)).toEqual({ allowed: false, retryAt: 61_000 });
    expect(checkRate(log, 61_001, rule).allowed).toBe(true);
  });

  it('forgets entries older than the window', () => {
    const d = checkRate([1, 2, 3, 4, 5], 120_000, rule);
    expect(d).toEqual({ allowed: true, log: [120_000] });
  });
});
