/**
 * Our own chat phrasing of the fifteenth round (fifteenth-north-phrasing.ts), scored and written
 * to bench/corpus/phrasing/fifteenth-north/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/fifteenth-north-main.ts [--misses]
 */
import { fifteenthNorthPhrasingPath } from '../parts.js';
import { fifteenthNorthPhrasing } from './fifteenth-north-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fifteenth round': fifteenthNorthPhrasing() },
  fifteenthNorthPhrasingPath,
);
