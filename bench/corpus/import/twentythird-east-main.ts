/**
 * Our own phrasing of the twenty-third round in ja, ko, zh-CN and zh-TW (twentythird-east-phrasing.ts),
 * scored and written to bench/corpus/phrasing/twentythird-east/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentythird-east-main.ts [--misses]
 */
import { twentythirdEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentythirdEastPhrasing } from './twentythird-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-third round': twentythirdEastPhrasing() },
  twentythirdEastPhrasingPath,
);
