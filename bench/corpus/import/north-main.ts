/**
 * The ninth round's independent sources for de, nl, pl, ru, uk, tr (issue 18; see north.ts),
 * transcribed into the tuning part and scored before the reader learns from them:
 *
 *   npx tsx bench/corpus/import/north-main.ts <dir> [--misses]
 *
 * where <dir>/<owner>+<name>/repo is a git directory of andrewplummer/Sugar and olebedev/when.
 * Writes bench/corpus/sources/more/<locale>.json for those six languages (our own phrasing to
 * bench/corpus/phrasing/<locale>.json, with our own tables' cases) and prints, per source and
 * language, our figures on its cases.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CorpusCase } from '../build.js';
import { morePath, phrasingPath } from '../parts.js';
import { showFile, type Annotated, type Skipped } from './annotation.js';
import { scoredSources } from './source-cases.js';
import { readRows, readSugar, readWhen, sugarLocales, sugarPath, whenFiles } from './north.js';
import { northPhrasing } from './north-phrasing.js';

const dir = process.argv[2];
if (dir === undefined)
  throw new Error(
    'usage: npx tsx bench/corpus/import/north-main.ts <dir of owner+name/repo git directories>',
  );

const skipped: Skipped = {};
const sources: Record<string, Annotated[]> = {
  'andrewplummer/Sugar': sugarLocales.flatMap((l) =>
    readSugar(showFile(dir, 'andrewplummer+Sugar', sugarPath(l)), l, skipped),
  ),
  'olebedev/when': Object.entries(whenFiles).flatMap(([l, files]) =>
    files.flatMap((f) =>
      readWhen(showFile(dir, 'olebedev+when', `rules/${l}/${f}.go`), l, f, skipped),
    ),
  ),
  'bear/parsedatetime, scrapinghub/dateparser test_languages.py': readRows(),
  'native phrasing (ninth round)': northPhrasing(),
};
const byLocale: Record<string, CorpusCase[]> = {};
for (const { locale, cases } of scoredSources(sources, process.argv.includes('--misses')))
  (byLocale[locale] ??= []).push(...cases);
const OWN = 'native phrasing (issue 18, ninth round)';
mkdirSync(fileURLToPath(new URL('../phrasing/', import.meta.url)), { recursive: true });
for (const [locale, cases] of Object.entries(byLocale)) {
  const own = cases.filter((c) => c.source === OWN);
  const sourced = cases.filter((c) => c.source !== OWN);
  if (sourced.length > 0) writeFileSync(morePath(locale), JSON.stringify(sourced, null, 1) + '\n');
  else rmSync(morePath(locale), { force: true });
  if (own.length > 0) writeFileSync(phrasingPath(locale), JSON.stringify(own, null, 1) + '\n');
}
console.log('skipped:', JSON.stringify(skipped));
