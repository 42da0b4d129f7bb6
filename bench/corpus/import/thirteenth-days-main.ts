/**
 * Our own chat phrasing of the thirteenth round's named days (thirteenth-days-phrasing.ts),
 * scored and written to bench/corpus/phrasing/thirteenth-days/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/thirteenth-days-main.ts [--misses]
 */
import { thirteenthDaysPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { thirteenthDaysPhrasing } from './thirteenth-days-phrasing.js';

writeScoredSources(
  { 'native phrasing, thirteenth round': thirteenthDaysPhrasing() },
  thirteenthDaysPhrasingPath,
);
