/**
 * Our own chat phrasing of the twelfth round (twelfth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twelfth/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/twelfth-north-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { twelfthPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { twelfthNorthPhrasing } from './twelfth-north-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing, twelfth round': twelfthNorthPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = twelfthPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
