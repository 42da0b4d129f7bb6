/**
 * Our own chat phrasing of the thirteenth round in ja, ko, zh-CN and zh-TW
 * (thirteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth-east/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-east-main.ts [--misses]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { thirteenthEastPhrasingPath } from '../parts.js';
import { scoredSources } from './source-cases.js';
import { thirteenthEastPhrasing } from './thirteenth-east-phrasing.js';

for (const { locale, cases } of scoredSources(
  { 'native phrasing, thirteenth round': thirteenthEastPhrasing() },
  process.argv.includes('--misses'),
)) {
  const path = thirteenthEastPhrasingPath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
