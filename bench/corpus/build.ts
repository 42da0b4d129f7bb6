/**
 * Expands each corpus (expressions × reference instants) into concrete cases with an expected
 * instant or refusal each: the English corpus (./expressions.ts, ./contexts.ts) into en.json,
 * and every language corpus (./languages/<locale>.ts) into <locale>.json, at the same reference
 * instants with that locale: `npx tsx bench/corpus/build.ts`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contexts } from './contexts.js';
import { expected, type Context } from './expect.js';
import { expressions, type Expression } from './expressions.js';
import { ownDecision } from './import/decisions.js';

export interface CorpusCase {
  readonly text: string;
  readonly context: string;
  readonly now: string;
  readonly zone: string;
  readonly locale: string;
  /**
   * ISO instant, 'refuse', or 'ask' (the reader should offer `readings` and let the user pick).
   * With `until`: any instant from `expect` up to (not including) `until` is right (a source that
   * annotates a whole day, week or month).
   */
  readonly expect: string;
  readonly until?: string;
  readonly readings?: readonly string[];
  /** Why the expected outcome is what it is, where it is not the source's plain reading. */
  readonly reason?: string;
  /** A refusal because the reading is already past. */
  readonly past?: boolean;
  /** 'instant': only the instant is checked (the source annotates no zone or recurrence). */
  readonly checks?: 'instant';
  /** The zone named in the text, when there is one. */
  readonly explicitZone?: string;
  /** The recurrence expected: a pattern, or a custom pattern's name. */
  readonly recurrence?: string;
  readonly source: string;
}

export function buildCases(
  list: readonly Expression[] = expressions,
  at: readonly Context[] = contexts,
): CorpusCase[] {
  return at.flatMap((ctx) =>
    list.map((e) => {
      const want = expected(e.expect, ctx);
      const x = e.expect;
      const clock = 'at' in x ? x.at : 'next' in x ? x.next : undefined;
      const asked = ownDecision(
        e.text,
        want,
        { now: ctx.now, zone: x.zone ?? ctx.zone, locale: ctx.locale },
        clock,
        'next' in x || 'weekdays' in x,
        'weekday' in x,
      );
      return {
        text: e.text,
        context: ctx.id,
        now: ctx.now,
        zone: ctx.zone,
        locale: ctx.locale,
        expect:
          asked === undefined
            ? want === 'refuse'
              ? 'refuse'
              : new Date(want).toISOString()
            : asked.readings.length === 1
              ? (asked.readings[0] as string)
              : 'ask',
        ...(asked === undefined
          ? {}
          : asked.readings.length === 1
            ? { reason: asked.reason }
            : { readings: asked.readings, reason: asked.reason }),
        ...(asked?.zone === undefined ? {} : { explicitZone: asked.zone }),
        ...(e.expect.zone === undefined ? {} : { explicitZone: e.expect.zone }),
        ...(e.expect.rec === undefined ? {} : { recurrence: e.expect.rec }),
        source: e.source,
      };
    }),
  );
}

/** The reference instants of a language corpus: the English ones, read in `locale`. */
export function contextsFor(locale: string): Context[] {
  return contexts.map((c) => ({ ...c, locale }));
}

export const corpusPath = fileURLToPath(new URL('en.json', import.meta.url));
const languagesDir = new URL('languages/', import.meta.url);

/** The language corpora present (bench/corpus/languages/<locale>.ts), by locale. */
export function languageLocales(): string[] {
  return readdirSync(languagesDir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
}

/** Where a language corpus's cases are written: bench/corpus/<locale>.json. */
export function languageCorpusPath(locale: string): string {
  return fileURLToPath(new URL(`${locale}.json`, import.meta.url));
}

export async function buildLanguageCases(locale: string): Promise<CorpusCase[]> {
  const module = (await import(
    pathToFileURL(fileURLToPath(new URL(`${locale}.ts`, languagesDir))).href
  )) as { expressions: readonly Expression[] };
  return buildCases(module.expressions, contextsFor(locale));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(corpusPath, JSON.stringify(buildCases(), null, 1) + '\n');
  console.log(`wrote ${corpusPath}`);
  for (const locale of languageLocales()) {
    const path = languageCorpusPath(locale);
    writeFileSync(path, JSON.stringify(await buildLanguageCases(locale), null, 1) + '\n');
    console.log(`wrote ${path}`);
  }
}
