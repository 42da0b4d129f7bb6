/**
 * Our own chat phrasing of the seventeenth round (seventeenth-weeks-phrasing.ts), scored and
 * written to bench/corpus/phrasing/seventeenth-weeks/<locale>.json (the tuning part, with our own
 * tables' cases):
 *
 *   npx tsx bench/corpus/import/seventeenth-weeks-main.ts [--misses]
 */
import { seventeenthWeeksPhrasingPath } from '../parts.js';
import { seventeenthWeeksPhrasing } from './seventeenth-weeks-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, seventeenth round': seventeenthWeeksPhrasing() },
  seventeenthWeeksPhrasingPath,
);
