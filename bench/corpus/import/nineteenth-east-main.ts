/**
 * Our own chat phrasing of the nineteenth round's east sweep
 * (nineteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/nineteenth-east/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/nineteenth-east-main.ts [--misses]
 */
import { nineteenthEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { nineteenthEastPhrasing } from './nineteenth-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, nineteenth round': nineteenthEastPhrasing() },
  nineteenthEastPhrasingPath,
);
