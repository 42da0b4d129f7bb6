/**
 * Our own chat phrasing of the nineteenth round, pl, fr, ru, uk and tr
 * (nineteenth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/nineteenth-north/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/nineteenth-north-main.ts [--misses]
 */
import { nineteenthNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { nineteenthNorthPhrasing } from './nineteenth-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, nineteenth round': nineteenthNorthPhrasing() },
  nineteenthNorthPhrasingPath,
);
