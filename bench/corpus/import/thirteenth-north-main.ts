/**
 * Our own chat phrasing of the thirteenth round (thirteenth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-north-main.ts [--misses]
 */
import { thirteenthNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { thirteenthNorthPhrasing } from './thirteenth-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, thirteenth round': thirteenthNorthPhrasing() },
  thirteenthNorthPhrasingPath,
);
