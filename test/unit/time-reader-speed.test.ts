import { afterEach, describe, expect, it } from 'vitest';
import type { CorpusCase } from '../../bench/corpus/build.js';
import { ALL_LOCALES, corpusParts } from '../../bench/corpus/parts.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { flagged, type ClockRead } from '../../shared/domain/time/clock-read.js';

/**
 * What keeps the reader on V8's fast paths (docs/decisions.md, "Time reader speed: V8's slow
 * paths, and what 10x would take"): the results are pinned by every other time test; these pin
 * the two slow paths found, which cost no correctness, only time (`npm run bench -- parser`).
 */

function tuningCases(locale: string): CorpusCase[] {
  const { own, imported } = corpusParts(locale);
  return [...own, ...imported];
}

const NEGATIVE = ['-1', '-2', '-3'] as const;

afterEach(() => {
  for (const key of NEGATIVE) Reflect.deleteProperty(Array.prototype, key);
});

describe('the time reader and V8', () => {
  it('never reads an array at a negative index (a property lookup through the prototype chain, ten times an element read)', () => {
    const reads = new Set<string>();
    for (const key of NEGATIVE)
      Object.defineProperty(Array.prototype, key, {
        configurable: true,
        get() {
          reads.add(new Error().stack?.split('\n')[2]?.trim() ?? key);
          return undefined;
        },
      });
    let parsed = 0;
    for (const locale of ALL_LOCALES)
      for (const c of tuningCases(locale)) {
        parseTimeExpression(c.text, { now: Date.parse(c.now), zone: c.zone, locale: c.locale });
        parsed++;
      }
    expect(parsed).toBeGreaterThan(10_000);
    expect([...reads]).toEqual([]);
  });

  it('sets a clock read flag field by field, keeping the other fields', () => {
    const read: ClockRead = {
      clock: { hour: 17, minute: 30, second: 0 },
      next: 3,
      bare: false,
      typed: 5,
      loose: true,
    };
    const spoken = flagged(read, 'spoken');
    expect(spoken).toEqual({ ...read, spoken: true });
    expect(Object.keys(spoken)).toEqual([
      'clock',
      'next',
      'bare',
      'typed',
      'loose',
      'marked',
      'needsPeriod',
      'padded',
      'spoken',
    ]);
    expect(flagged(spoken, 'padded')).toEqual({ ...read, spoken: true, padded: true });
    expect(flagged(read, 'needsPeriod').needsPeriod).toBe(true);
    expect(flagged({ ...read, loose: undefined }, 'loose').loose).toBe(true);
  });
});
