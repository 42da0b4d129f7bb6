/**
 * Our own chat phrasing of the fourteenth round (fourteenth-north-phrasing.ts), scored and written
 * to bench/corpus/phrasing/fourteenth-north/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/fourteenth-north-main.ts [--misses]
 */
import { fourteenthNorthPhrasingPath } from '../parts.js';
import { fourteenthNorthPhrasing } from './fourteenth-north-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fourteenth round': fourteenthNorthPhrasing() },
  fourteenthNorthPhrasingPath,
);
