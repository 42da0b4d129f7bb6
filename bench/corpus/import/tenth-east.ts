/**
 * The tenth round's independent sources for ja, ko, zh-CN and zh-TW (issue 18), transcribed into
 * the tuning part with the sources' own readings and scored before the reader learns from them:
 *
 *   npx tsx bench/corpus/import/tenth-east.ts <dir> [--misses]
 *
 * where <dir>/<owner>+<name>/repo is a git directory of microsoft/Recognizers-Text: its Japanese,
 * Korean and Chinese parser specs not imported before (read by ./recognizers.ts). The zh-CN and
 * zh-TW sources are hand-transcribed tables (./tenth-tables.ts). Writes
 * bench/corpus/sources/tenth/<locale>.json and prints, per source, our figures on its cases.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CorpusCase } from '../build.js';
import { tenthPath } from '../parts.js';
import { ours, score } from '../score.js';
import { showFile, type Annotated, type Skipped } from './annotation.js';
import { decidedCases } from './decisions.js';
import { readRecognizersParser } from './recognizers.js';
import { chronoAgo, zhTimeNlp } from './tenth-tables.js';

const dir = process.argv[2];
if (dir === undefined)
  throw new Error('usage: npx tsx bench/corpus/import/tenth-east.ts <dir of owner+name/repo>');

const skipped: Skipped = {};
const recognizers = (language: string, locale: string, files: readonly string[]): Annotated[] =>
  files.flatMap((f) => {
    const path = `Specs/DateTime/${language}/${f}.json`;
    return readRecognizersParser(
      showFile(dir, 'microsoft+Recognizers-Text', path),
      path,
      locale,
      skipped,
    );
  });
const PARSERS = ['DateParser', 'TimeParser', 'DateTimeParser', 'HolidayParser'];
const sources: Record<string, Annotated[]> = {
  'microsoft/Recognizers-Text Japanese parsers': recognizers('Japanese', 'ja', PARSERS),
  'microsoft/Recognizers-Text Korean TimeParser': recognizers('Korean', 'ko', ['TimeParser']),
  'microsoft/Recognizers-Text Chinese parsers': recognizers('Chinese', 'zh-CN', PARSERS),
  'tudou527/zh-time-nlp': zhTimeNlp(),
  "wanasit/chrono zh 'ago'": chronoAgo(),
};
const byLocale: Record<string, CorpusCase[]> = {};
const seen = new Set<string>();
for (const [name, list] of Object.entries(sources)) {
  const cases = decidedCases(list, seen);
  for (const locale of new Set(cases.map((c) => c.locale))) {
    const mine = cases.filter((c) => c.locale === locale);
    const s = score(mine, ours, false);
    console.log(
      `${name} ${locale}: ${mine.length} cases; accept ${s.acceptCorrect}/${s.accept} right, wrong ${s.wrong}, refused ${s.refused}; must refuse ${s.refusedCorrectly}/${s.mustRefuse} (past ${s.pastRefused}/${s.past}); ask ${s.asked}/${s.ask}`,
    );
    if (process.argv.includes('--misses'))
      for (const m of s.misses)
        console.log(
          `  miss ${m.c.now} "${m.c.text}": want ${m.c.expect}${m.c.until === undefined ? '' : `..${m.c.until}`}, got ${m.got}`,
        );
  }
  for (const c of cases) (byLocale[c.locale] ??= []).push(c);
}
for (const [locale, cases] of Object.entries(byLocale)) {
  mkdirSync(dirname(tenthPath(locale)), { recursive: true });
  writeFileSync(tenthPath(locale), JSON.stringify(cases, null, 1) + '\n');
}
console.log('skipped:', JSON.stringify(skipped));
