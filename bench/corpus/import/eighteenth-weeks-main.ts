/**
 * Our own chat phrasing of the eighteenth round (eighteenth-weeks-phrasing.ts), scored and written
 * to bench/corpus/phrasing/eighteenth-weeks/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/eighteenth-weeks-main.ts [--misses]
 */
import { eighteenthWeeksPhrasingPath } from '../parts.js';
import { eighteenthWeeksPhrasing } from './eighteenth-weeks-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, eighteenth round': eighteenthWeeksPhrasing() },
  eighteenthWeeksPhrasingPath,
);
