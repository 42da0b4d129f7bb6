/**
 * Our own chat phrasing of the nineteenth round in en, en-GB, es, it, de and nl
 * (nineteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/nineteenth-west/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/nineteenth-west-main.ts [--misses]
 */
import { nineteenthWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { nineteenthWestPhrasing } from './nineteenth-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, nineteenth round': nineteenthWestPhrasing() },
  nineteenthWestPhrasingPath,
);
