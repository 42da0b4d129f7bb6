/**
 * Our own chat phrasing of the eighteenth round's named days (eighteenth-days-phrasing.ts), scored
 * and written to bench/corpus/phrasing/eighteenth-days/<locale>.json (the tuning part, with our own
 * tables' cases):
 *
 *   npx tsx bench/corpus/import/eighteenth-days-main.ts [--misses]
 */
import { eighteenthDaysPhrasingPath } from '../parts.js';
import { eighteenthDaysPhrasing } from './eighteenth-days-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, eighteenth round': eighteenthDaysPhrasing() },
  eighteenthDaysPhrasingPath,
);
