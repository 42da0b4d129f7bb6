/**
 * Our own Japanese chat phrasing (issue 18, short round; see short-east-phrasing.ts), scored and
 * written to bench/corpus/phrasing/short/<locale>.json (in our own tables' part):
 *
 *   npx tsx bench/corpus/import/short-east-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { shortPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { shortEastPhrasing } from './short-east-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'own chat phrasing (short round)': shortEastPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = shortPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
