/**
 * Our own chat phrasing of the twenty-first round's week of a date (twentyfirst-weeks-phrasing.ts),
 * scored and written to bench/corpus/phrasing/twentyfirst-weeks/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfirst-weeks-main.ts [--misses]
 */
import { twentyfirstWeeksPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfirstWeeksPhrasing } from './twentyfirst-weeks-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-first round': twentyfirstWeeksPhrasing() },
  twentyfirstWeeksPhrasingPath,
);
