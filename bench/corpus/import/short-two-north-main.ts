/**
 * Our own Chinese chat phrasing (short-two-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/short-two/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/short-two-north-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { shortTwoPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { shortTwoNorthPhrasing } from './short-two-north-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing (short round two)': shortTwoNorthPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = shortTwoPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
