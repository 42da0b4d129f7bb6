/**
 * Our own phrasing of the twenty-fourth round in ja, ko, zh-CN and zh-TW (twentyfourth-east-phrasing.ts),
 * scored and written to bench/corpus/phrasing/twentyfourth-east/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfourth-east-main.ts [--misses]
 */
import { twentyfourthEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfourthEastPhrasing } from './twentyfourth-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-fourth round': twentyfourthEastPhrasing() },
  twentyfourthEastPhrasingPath,
);
