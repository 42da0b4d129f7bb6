/**
 * The tenth round's independent sources for de, nl, pl, ru, uk, tr (issue 18; see
 * tenth-north.ts), transcribed into the tuning part and scored before the reader learns from them:
 *
 *   npx tsx bench/corpus/import/tenth-north-main.ts <dir> [--misses]
 *
 * where <dir>/<owner>+<name>/repo is a git directory of comtravo/ctparse, wanasit/chrono and
 * microsoft/Recognizers-Text. Writes bench/corpus/sources/tenth/<locale>.json (our own Polish
 * phrasing to bench/corpus/phrasing/tenth/pl.json, with our own tables' cases) and prints, per
 * source and language, our figures on its cases.
 */
import { execFileSync } from 'node:child_process';
import type { CorpusCase } from '../build.js';
import { tenthPath, tenthPhrasingPath } from '../parts.js';
import { showFile, type Annotated, type Skipped } from './annotation.js';
import { scoredSources, writeCases } from './source-cases.js';
import { tenthPhrasing } from './tenth-phrasing.js';
import {
  chronoLocales,
  ctparsePath,
  mergedParserSpecs,
  readChrono,
  readCtparse,
  readMergedParser,
} from './tenth-north.js';

const dir = process.argv[2];
if (dir === undefined)
  throw new Error(
    'usage: npx tsx bench/corpus/import/tenth-north-main.ts <dir of owner+name/repo git directories>',
  );

const chronoFiles = (locale: string): string[] =>
  execFileSync(
    'git',
    [`--git-dir=${dir}/wanasit+chrono/repo`, 'ls-tree', '--name-only', 'HEAD', `test/${locale}/`],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter((f) => f.endsWith('.test.ts'));

const skipped: Skipped = {};
const sources: Record<string, Annotated[]> = {
  'comtravo/ctparse': readCtparse(showFile(dir, 'comtravo+ctparse', ctparsePath), skipped),
  'wanasit/chrono': chronoLocales.flatMap((l) =>
    chronoFiles(l).flatMap((f) => readChrono(showFile(dir, 'wanasit+chrono', f), f, l, skipped)),
  ),
  'microsoft/Recognizers-Text MergedParser': Object.entries(mergedParserSpecs).flatMap(
    ([l, language]) => {
      const path = `Specs/DateTime/${language}/MergedParser.json`;
      return readMergedParser(showFile(dir, 'microsoft+Recognizers-Text', path), path, l, skipped);
    },
  ),
  'native phrasing (tenth round)': tenthPhrasing(),
};
const byLocale: Record<string, CorpusCase[]> = {};
const own: Record<string, CorpusCase[]> = {};
for (const { name, locale, cases } of scoredSources(sources, process.argv.includes('--misses')))
  ((name.startsWith('native') ? own : byLocale)[locale] ??= []).push(...cases);
for (const [locale, cases] of Object.entries(byLocale)) writeCases(tenthPath(locale), cases);
for (const [locale, cases] of Object.entries(own)) writeCases(tenthPhrasingPath(locale), cases);
console.log('skipped:', JSON.stringify(skipped));
