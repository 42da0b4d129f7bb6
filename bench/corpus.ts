import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as chrono from 'chrono-node';
import { zoneNamed } from '../shared/domain/time/zone.js';
import { languageCorpusPath, languageLocales, type CorpusCase } from './corpus/build.js';
import { ours, score, type Answer, type Score } from './corpus/score.js';

/**
 * The per-language corpora (bench/corpus/<locale>.json, built from bench/corpus/languages/):
 * for each language, our correct / wrong / refused, and chrono-node's beside it where chrono-node
 * has the language (its `casual` parser for that language; none for Korean, Polish, Turkish).
 * Targets: ≥ 90% correct and zero wrong in every language.
 */

type ChronoParser = Pick<typeof chrono, 'parseDate'>;

/** chrono-node 2.10's parser for a Discord locale, if it has the language. */
export function chronoFor(locale: string): ChronoParser | undefined {
  const lang = locale.split('-')[0];
  if (locale === 'en-GB') return chrono.en.GB;
  if (lang === 'zh') return chrono.zh.casual;
  const table: Record<string, ChronoParser | undefined> = {
    de: chrono.de.casual, es: chrono.es.casual, fr: chrono.fr.casual, it: chrono.it.casual, ja: chrono.ja.casual,
    nl: chrono.nl.casual, pt: chrono.pt.casual, ru: chrono.ru.casual, uk: chrono.uk.casual, en: chrono.en.casual,
  };
  return lang === undefined ? undefined : table[lang];
}

function chronoAnswer(parser: ChronoParser): (c: CorpusCase) => Answer {
  return (c) => {
    const now = Date.parse(c.now);
    const date = parser.parseDate(c.text, { instant: new Date(now), timezone: zoneNamed(c.zone).offsetMinutes(now) }, { forwardDate: true });
    return { time: date === null ? undefined : date.getTime() };
  };
}

export interface LanguageScore {
  readonly locale: string;
  readonly expressions: number;
  readonly ours: Score;
  readonly chrono: Score | undefined;
}

export function loadLanguageCorpus(locale: string): CorpusCase[] {
  return JSON.parse(readFileSync(languageCorpusPath(locale), 'utf8')) as CorpusCase[];
}

export function scoreLanguages(): LanguageScore[] {
  return languageLocales().map((locale) => {
    const cases = loadLanguageCorpus(locale);
    const parser = chronoFor(locale);
    return {
      locale,
      expressions: new Set(cases.map((c) => c.text)).size,
      ours: score(cases, ours, true),
      chrono: parser === undefined ? undefined : score(cases, chronoAnswer(parser), false),
    };
  });
}

export function formatLanguages(scores: readonly LanguageScore[]): string {
  const pct = (s: Score): string => `${((100 * s.correct) / s.total).toFixed(1)}%`;
  const line = (name: string, s: Score): string => `  ${name.padEnd(12)} correct ${s.correct} (${pct(s)}), wrong ${s.wrong}, refused ${s.refused}`;
  return scores
    .flatMap((l) => [
      `${l.locale}: ${l.expressions} expressions, ${l.ours.total} cases (bench/corpus/${l.locale}.json)`,
      line('tock', l.ours),
      l.chrono === undefined ? '  chrono-node  not supported' : line('chrono-node', l.chrono),
      ...l.ours.misses.slice(0, 5).map((m) => `    miss: ${m.c.context} "${m.c.text}": want ${m.c.expect}, got ${m.got}`),
    ])
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scores = scoreLanguages();
  console.log(formatLanguages(scores));
  if (scores.some((l) => l.ours.wrong > 0 || l.ours.correct < 0.9 * l.ours.total)) process.exitCode = 1;
}
