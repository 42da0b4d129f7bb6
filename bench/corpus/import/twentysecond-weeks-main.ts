/**
 * Our own chat phrasing of the twenty-second round's week of a date in ru, uk, pl, tr and its
 * left-overs (twentysecond-weeks-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentysecond-weeks/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentysecond-weeks-main.ts [--misses]
 */
import { twentysecondWeeksPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentysecondWeeksPhrasing } from './twentysecond-weeks-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-second round': twentysecondWeeksPhrasing() },
  twentysecondWeeksPhrasingPath,
);
