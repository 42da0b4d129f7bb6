/**
 * Our own chat phrasing of the seventeenth round (seventeenth-days-phrasing.ts), scored and written
 * to bench/corpus/phrasing/seventeenth-days/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/seventeenth-days-main.ts [--misses]
 */
import { seventeenthDaysPhrasingPath } from '../parts.js';
import { seventeenthDaysPhrasing } from './seventeenth-days-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, seventeenth round': seventeenthDaysPhrasing() },
  seventeenthDaysPhrasingPath,
);
