/**
 * Our own chat phrasing of the twenty-third round's last day of every month
 * (twentythird-lastday-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentythird-lastday/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentythird-lastday-main.ts [--misses]
 */
import { twentythirdLastdayPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentythirdLastdayPhrasing } from './twentythird-lastday-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-third round': twentythirdLastdayPhrasing() },
  twentythirdLastdayPhrasingPath,
);
