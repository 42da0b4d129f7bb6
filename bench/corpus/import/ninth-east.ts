/**
 * The ninth round's independent source for ja, ko, zh-CN and zh-TW (issue 18): andrewplummer/Sugar's
 * locale tests, transcribed into the tuning part with the source's own readings and scored before
 * the reader learns from them:
 *
 *   npx tsx bench/corpus/import/ninth-east.ts <dir> [--misses]
 *
 * where <dir>/andrewplummer+Sugar/repo is a git directory of the source. Writes
 * bench/corpus/sources/ninth/<locale>.json and prints our figures on its cases.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DateTime } from 'luxon';
import type { CorpusCase } from '../build.js';
import { ninthPath } from '../parts.js';
import { ours, score } from '../score.js';
import { showFile, toCase, type Skipped } from './annotation.js';
import { applyDecisions } from './decisions.js';
import { readSugar, sugarPath } from './sugar.js';

const dir = process.argv[2];
if (dir === undefined)
  throw new Error('usage: npx tsx bench/corpus/import/ninth-east.ts <dir of owner+name/repo>');

/** Locale, Sugar's file name, zone; read on Wednesday 4 March 2026 at 09:00 local. */
const LOCALES = [
  ['ja', 'ja', 'Asia/Tokyo'],
  ['ko', 'ko', 'Asia/Seoul'],
  ['zh-CN', 'zh-CN', 'Asia/Shanghai'],
  ['zh-TW', 'zh-TW', 'Asia/Taipei'],
] as const;

const skipped: Skipped = {};
for (const [locale, file, zone] of LOCALES) {
  const now = DateTime.fromISO('2026-03-04T09:00:00', { zone });
  const text = showFile(dir, 'andrewplummer+Sugar', sugarPath(file));
  const seen = new Set<string>();
  const cases: CorpusCase[] = [];
  for (const a of readSugar(text, locale, file, now, skipped)) {
    if (seen.has(a.text)) continue;
    seen.add(a.text);
    cases.push(toCase(applyDecisions(a)));
  }
  const s = score(cases, ours, false);
  console.log(
    `andrewplummer/Sugar ${locale}: ${cases.length} cases; accept ${s.acceptCorrect}/${s.accept} right, wrong ${s.wrong}, refused ${s.refused}; must refuse ${s.refusedCorrectly}/${s.mustRefuse} (past ${s.pastRefused}/${s.past}); ask ${s.asked}/${s.ask}`,
  );
  if (process.argv.includes('--misses'))
    for (const m of s.misses)
      console.log(
        `  miss "${m.c.text}": want ${m.c.expect}${m.c.until === undefined ? '' : `..${m.c.until}`}, got ${m.got}`,
      );
  mkdirSync(dirname(ninthPath(locale)), { recursive: true });
  writeFileSync(ninthPath(locale), JSON.stringify(cases, null, 1) + '\n');
}
console.log('skipped:', JSON.stringify(skipped));
