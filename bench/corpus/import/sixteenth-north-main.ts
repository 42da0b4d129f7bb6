/**
 * Our own chat phrasing of the sixteenth round (sixteenth-north-phrasing.ts), scored and written
 * to bench/corpus/phrasing/sixteenth-north/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/sixteenth-north-main.ts [--misses]
 */
import { sixteenthNorthPhrasingPath } from '../parts.js';
import { sixteenthNorthPhrasing } from './sixteenth-north-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, sixteenth round': sixteenthNorthPhrasing() },
  sixteenthNorthPhrasingPath,
);
