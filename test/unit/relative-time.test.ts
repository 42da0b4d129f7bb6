import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../infra/local/sandbox/page/relative-time.js';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const at = (delta: number, locale = 'en-US'): string => relativeTime(NOW + delta, NOW, locale);

describe("Function: relativeTime (the sandbox's <t:…:R>)", () => {
  it('rounds to the nearest unit like Discord, instead of truncating', () => {
    expect(at(2 * H - 10 * S)).toBe('in 2 hours');
    expect(at(90 * MIN)).toBe('in 2 hours');
    expect(at(89 * MIN)).toBe('in 1 hour');
    expect(at(2 * D - H)).toBe('in 2 days');
    expect(at(-(3 * MIN - 20 * S))).toBe('3 minutes ago');
  });

  it("moves to the larger unit at Discord's thresholds (45 s, 45 min, 22 h, 26 days, 11 months)", () => {
    expect(at(44 * S)).toBe('in 44 seconds');
    expect(at(45 * S)).toBe('in 1 minute');
    expect(at(44 * MIN)).toBe('in 44 minutes');
    expect(at(45 * MIN)).toBe('in 1 hour');
    expect(at(21 * H)).toBe('in 21 hours');
    expect(at(22 * H)).toBe('in 1 day');
    expect(at(25 * D)).toBe('in 25 days');
    expect(at(26 * D)).toBe('in 1 month');
    expect(at(300 * D)).toBe('in 10 months');
    expect(at(320 * D)).toBe('in 1 year');
    expect(at(-400 * D)).toBe('1 year ago');
  });

  it("speaks the viewer's language", () => {
    expect(at(2 * H - 10 * S, 'zh-TW')).toBe('2 小時後');
  });
});
