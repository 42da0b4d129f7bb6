import { IANAZone } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorpusCase } from '../../bench/corpus/build.js';
import { ALL_LOCALES, corpusParts } from '../../bench/corpus/parts.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { flagged, type ClockRead } from '../../shared/domain/time/clock-read.js';
import { normalize } from '../../shared/domain/time/normalize.js';
import { tokenize } from '../../shared/domain/time/tokenize.js';
import {
  lexiconFor,
  START_DATE_WEEKDAY,
  START_ORDINAL,
  START_SPACED,
} from '../../shared/domain/time/vocabulary.js';
import { DAY_MS, zoneNamed } from '../../shared/domain/time/zone.js';

/**
 * What keeps the reader on V8's fast paths (docs/decisions.md, "Time reader speed: V8's slow
 * paths, and what 10x would take"): the results are pinned by every other time test; these pin
 * the two slow paths found, which cost no correctness, only time (`npm run bench -- parser`), and
 * the `START_` bits that spare the tokenizer its lookups ("Parser speed, tenth round").
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
    // Every tuning case (about 76,000) through a slowed prototype: seconds on a quiet machine, over
    // the default 30 s on a loaded one. What it checks is where the reader reads, not how fast.
  }, 180_000);

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
      'midnight',
      'spoken',
      'noonOrMidnight',
    ]);
    expect(flagged(spoken, 'padded')).toEqual({ ...read, spoken: true, padded: true });
    expect(flagged(read, 'noonOrMidnight').noonOrMidnight).toBe(true);
    expect(flagged(read, 'needsPeriod').needsPeriod).toBe(true);
    expect(flagged({ ...read, loose: undefined }, 'loose').loose).toBe(true);
    // The word midnight stays midnight when another flag is set (resolve asks beside a named day).
    expect(flagged({ ...read, midnight: true }, 'loose').midnight).toBe(true);
  });

  it("marks every first word of a several-word word, every ordinal and every weekday read before a date with its START_ bit, and no other word, in every locale's lexicon", () => {
    for (const locale of ALL_LOCALES) {
      const lexicon = lexiconFor(locale === 'en' ? 'en-US' : locale);
      const bits = (w: string): number => lexicon.starts.get(w) ?? 0;
      expect(lexicon.spacedWords.size).toBeGreaterThan(0);
      expect(lexicon.ordinals.size).toBeGreaterThan(0);
      for (const w of lexicon.spacedWords.keys()) expect(bits(w) & START_SPACED, w).not.toBe(0);
      for (const w of lexicon.ordinals.keys()) expect(bits(w) & START_ORDINAL, w).not.toBe(0);
      const beforeDate = [...lexicon.dateWeekdays.keys(), ...lexicon.monthOrWeekday.keys()];
      for (const w of beforeDate) expect(bits(w) & START_DATE_WEEKDAY, w).not.toBe(0);
      for (const [w, b] of lexicon.starts) {
        if ((b & START_SPACED) !== 0) expect(lexicon.spacedWords.has(w), w).toBe(true);
        if ((b & START_ORDINAL) !== 0) expect(lexicon.ordinals.has(w), w).toBe(true);
        if ((b & START_DATE_WEEKDAY) !== 0) expect(beforeDate.includes(w), w).toBe(true);
      }
    }
  });

  it('asks for the several-word words a word starts only where its bits say it starts one', () => {
    let asked = 0;
    const misses: string[] = [];
    const wrapped = new Set<Map<string, readonly string[]>>();
    try {
      for (const locale of ALL_LOCALES)
        for (const c of tuningCases(locale)) {
          const lexicon = lexiconFor(c.locale);
          const spaced = lexicon.spacedWords as Map<string, readonly string[]>;
          if (!wrapped.has(spaced)) {
            wrapped.add(spaced);
            // An own property shadows Map.prototype.get for this one map.
            Object.defineProperty(spaced, 'get', {
              configurable: true,
              value(word: string) {
                asked++;
                if (!Map.prototype.has.call(spaced, word)) misses.push(word);
                return Map.prototype.get.call(spaced, word) as readonly string[] | undefined;
              },
            });
          }
          const text = normalize(c.text);
          if (text !== undefined) tokenize(text, lexicon);
        }
    } finally {
      for (const spaced of wrapped) Reflect.deleteProperty(spaced, 'get');
    }
    expect(wrapped.size).toBeGreaterThan(10);
    expect(asked).toBeGreaterThan(100);
    expect(misses).toEqual([]);
  });

  it("gives every token a string marker ('' for none), so that isMarker compares pointers", () => {
    // With undefined among a token's markers, V8 compiles isMarker's `===` to its generic compare
    // (docs/decisions.md, "Parser speed, twenty-second round").
    const kinds = new Set<string>();
    let tokens = 0;
    for (const locale of ALL_LOCALES)
      for (const c of tuningCases(locale)) {
        const text = normalize(c.text);
        if (text === undefined) continue;
        for (const t of tokenize(text, lexiconFor(c.locale))) {
          kinds.add(typeof t.marker);
          const m = t.meaning;
          expect(t.marker).toBe(m?.kind === 'marker' ? m.marker : '');
          tokens++;
        }
      }
    expect(tokens).toBeGreaterThan(100_000);
    expect([...kinds]).toEqual(['string']);
  });

  it('keeps the offsets of two days 4,096 days apart (one memo slot) without asking Intl again', () => {
    const zone = zoneNamed('Australia/Lord_Howe');
    const early = Date.parse('2015-03-15T12:00:00Z');
    const late = early + 4096 * DAY_MS;
    const offsets = [zone.offsetMinutes(early), zone.offsetMinutes(late)];
    const asked = vi.spyOn(IANAZone.prototype, 'offset');
    try {
      for (let k = 0; k < 3; k++)
        expect([zone.offsetMinutes(early), zone.offsetMinutes(late)]).toEqual(offsets);
      expect(asked).not.toHaveBeenCalled();
    } finally {
      asked.mockRestore();
    }
  });
});
