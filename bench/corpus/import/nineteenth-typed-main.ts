/**
 * Our own chat phrasing of the nineteenth round's short typed forms
 * (nineteenth-typed-phrasing.ts), scored and written to
 * bench/corpus/phrasing/nineteenth-typed/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/nineteenth-typed-main.ts [--misses]
 */
import { nineteenthTypedPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { nineteenthTypedPhrasing } from './nineteenth-typed-phrasing.js';

writeScoredSources(
  { 'native phrasing, nineteenth round': nineteenthTypedPhrasing() },
  nineteenthTypedPhrasingPath,
);
