/**
 * Our own chat phrasing of the thirteenth round (thirteenth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-north-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { thirteenthNorthPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { thirteenthNorthPhrasing } from './thirteenth-north-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing, thirteenth round': thirteenthNorthPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = thirteenthNorthPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
