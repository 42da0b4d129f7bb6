import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildLanguageCases,
  languageCorpusPath,
  languageLocales,
  type CorpusCase,
} from '../../bench/corpus/build.js';
import { ours, score } from '../../bench/corpus/score.js';
import { parseRelativeDuration, parseTimeExpression } from '../../shared/domain/time-expression.js';
import { locales } from '../../shared/i18n.js';

/**
 * Every language corpus (bench/corpus/languages/<locale>.ts, built into bench/corpus/<locale>.json):
 * expressions as natives type them, each at five reference instants, read in that locale.
 */
const languages = languageLocales();

describe('Corpus: time expressions per language', () => {
  it('has a corpus for German and British English at least', () => {
    expect(languages).toEqual(expect.arrayContaining(['de', 'en-GB']));
  });

  describe.each(languages)('%s', (locale) => {
    const cases = JSON.parse(readFileSync(languageCorpusPath(locale), 'utf8')) as CorpusCase[];

    it('is up to date with its source table, has at least 30 expressions and cites a source for each', async () => {
      expect(cases, `run: npx tsx bench/corpus/build.ts`).toEqual(await buildLanguageCases(locale));
      expect(new Set(cases.map((c) => c.text)).size).toBeGreaterThanOrEqual(30);
      for (const c of cases) expect(c.source.length, c.text).toBeGreaterThan(10);
    });

    it('is read at least 90% right and never wrong (instant and recurrence)', () => {
      const s = score(cases, ours, true);
      const misses = s.misses
        .map((m) => `${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`)
        .join('\n');
      expect(s.wrong, `wrong readings in ${locale}:\n${misses}`).toBe(0);
      expect(s.correct / s.total, `misses in ${locale}:\n${misses}`).toBeGreaterThanOrEqual(0.9);
    });
  });
});

/** The `quoted` examples of a catalog text. */
function examples(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
}

function lookup(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalog,
    );
}

describe('Catalogs: the time expressions the help and error texts quote', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');
  describe.each(locales)('%s', (locale) => {
    const catalog = JSON.parse(
      readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as unknown;

    it('every example of a time expression parses in that locale', () => {
      const quoted = [
        ...examples(lookup(catalog, 'errors.invalid_time_format')),
        ...examples(lookup(catalog, 'remind.times_ignored')).filter((e) => e.includes(' ')),
      ];
      expect(quoted.length).toBeGreaterThan(0);
      for (const text of quoted) {
        const r = parseTimeExpression(text, { now, zone: 'UTC', locale });
        expect(r.ok, `${locale} "${text}"`).toBe(true);
      }
    });

    it('every example of a duration before an event parses in that locale', () => {
      const quoted = examples(
        lookup(catalog, 'errors.schedule.schedule_remind.invalid_time_format'),
      );
      expect(quoted.length).toBeGreaterThan(0);
      for (const text of quoted)
        expect(parseRelativeDuration(text, locale), `${locale} "${text}"`).not.toBeNull();
    });
  });
});
