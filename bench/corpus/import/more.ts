/**
 * The eighth round's independent sources (issue 18), transcribed into the tuning part and scored
 * before the reader learns from them:
 *
 *   npx tsx bench/corpus/import/more.ts <dir>
 *
 * where <dir>/<owner>+<name>/repo is a git directory of dongrixinyu/JioNLP and
 * microsoft/Recognizers-Text (ja-timex's cases are a hand-transcribed table). Writes
 * bench/corpus/sources/more/<locale>.json and prints, per source, our figures on its cases.
 */
import { writeFileSync } from 'node:fs';
import type { CorpusCase } from '../build.js';
import { morePath } from '../parts.js';
import { ours, score } from '../score.js';
import { showFile, type Annotated, type Skipped } from './annotation.js';
import { decidedCases } from './decisions.js';
import { jaTimex } from './ja-timex.js';
import { jionlpPath, readJionlp } from './jionlp.js';
import { readRecognizersParser } from './recognizers.js';

const dir = process.argv[2];
if (dir === undefined)
  throw new Error(
    'usage: npx tsx bench/corpus/import/more.ts <dir of owner+name/repo git directories>',
  );

const show = (repo: string, path: string): string => showFile(dir, repo, path);

const skipped: Skipped = {};
const sources: Record<string, Annotated[]> = {
  'yagays/ja-timex': jaTimex(),
  'dongrixinyu/JioNLP': readJionlp(show('dongrixinyu+JioNLP', jionlpPath), skipped),
  'microsoft/Recognizers-Text Korean DateParser, HolidayParser': [
    'DateParser',
    'HolidayParser',
  ].flatMap((f) => {
    const path = `Specs/DateTime/Korean/${f}.json`;
    return readRecognizersParser(show('microsoft+Recognizers-Text', path), path, 'ko', skipped);
  }),
};
const byLocale: Record<string, CorpusCase[]> = {};
const seen = new Set<string>();
for (const [name, list] of Object.entries(sources)) {
  const cases = decidedCases(list, seen);
  const s = score(cases, ours, false);
  console.log(
    `${name}: ${cases.length} cases; accept ${s.acceptCorrect}/${s.accept} right, wrong ${s.wrong}, refused ${s.refused}; must refuse ${s.refusedCorrectly}/${s.mustRefuse} (past ${s.pastRefused}/${s.past}); ask ${s.asked}/${s.ask}`,
  );
  if (process.argv.includes('--misses'))
    for (const m of s.misses)
      console.log(
        `  miss ${m.c.now} "${m.c.text}": want ${m.c.expect}${m.c.until === undefined ? '' : `..${m.c.until}`}, got ${m.got}`,
      );
  for (const c of cases) (byLocale[c.locale] ??= []).push(c);
}
for (const [locale, cases] of Object.entries(byLocale))
  writeFileSync(morePath(locale), JSON.stringify(cases, null, 1) + '\n');
console.log('skipped:', JSON.stringify(skipped));
