import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CorpusCase } from '../build.js';
import { ours, score } from '../score.js';
import { toCase, type Annotated } from './annotation.js';
import { applyDecisions } from './decisions.js';

/** One source's cases in one language. */
export interface SourceCases {
  readonly name: string;
  readonly locale: string;
  readonly cases: CorpusCase[];
}

/**
 * Each source's annotated expressions as cases (one per language, reference instant and text: a
 * later source's duplicate is dropped), scored and printed per source and language (with
 * `misses`, each case not read right).
 */
export function scoredSources(
  sources: Readonly<Record<string, readonly Annotated[]>>,
  misses: boolean,
): SourceCases[] {
  const out: SourceCases[] = [];
  const seen = new Set<string>();
  for (const [name, list] of Object.entries(sources)) {
    const perLocale: Record<string, CorpusCase[]> = {};
    for (const a of list) {
      const key = `${a.locale}\u0000${a.now.toISO() ?? ''}\u0000${a.text.toLowerCase()}`;
      if (a.text === '' || seen.has(key)) continue;
      seen.add(key);
      (perLocale[a.locale] ??= []).push(toCase(applyDecisions(a)));
    }
    for (const [locale, cases] of Object.entries(perLocale)) {
      const s = score(cases, ours, false);
      console.log(
        `${name} ${locale}: ${cases.length} cases; accept ${s.acceptCorrect}/${s.accept} right, wrong ${s.wrong}, refused ${s.refused}; must refuse ${s.refusedCorrectly}/${s.mustRefuse} (past ${s.pastRefused}/${s.past}); ask ${s.asked}/${s.ask}`,
      );
      if (misses)
        for (const m of s.misses)
          console.log(
            `  miss ${m.c.now} "${m.c.text}": want ${m.c.expect}${m.c.until === undefined ? '' : `..${m.c.until}`}, got ${m.got}`,
          );
      out.push({ name, locale, cases });
    }
  }
  return out;
}

/** Writes `cases` as the corpus's JSON at `path` (its folder made when missing). */
export function writeCases(path: string, cases: readonly CorpusCase[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}

/**
 * Scores `sources` (scoredSources, each miss printed with `--misses` on the command line) and
 * writes each language's cases to `pathOf(locale)`: the phrasing files' import scripts.
 */
export function writeScoredSources(
  sources: Readonly<Record<string, readonly Annotated[]>>,
  pathOf: (locale: string) => string,
): void {
  for (const { locale, cases } of scoredSources(sources, process.argv.includes('--misses')))
    writeCases(pathOf(locale), cases);
}
