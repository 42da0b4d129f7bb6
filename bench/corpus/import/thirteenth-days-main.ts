/**
 * Our own chat phrasing of the thirteenth round's named days (thirteenth-days-phrasing.ts),
 * scored and written to bench/corpus/phrasing/thirteenth-days/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/thirteenth-days-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { thirteenthDaysPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { thirteenthDaysPhrasing } from './thirteenth-days-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing, thirteenth round': thirteenthDaysPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = thirteenthDaysPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
