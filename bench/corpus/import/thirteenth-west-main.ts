/**
 * Our own chat phrasing of the thirteenth round for en, en-GB, fr, it, es-ES, es-419 and pt-BR
 * (thirteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth-west/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-west-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { thirteenthWestPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { thirteenthWestPhrasing } from './thirteenth-west-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing, thirteenth round': thirteenthWestPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = thirteenthWestPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
