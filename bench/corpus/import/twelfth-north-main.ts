/**
 * Our own chat phrasing of the twelfth round (twelfth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twelfth/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/twelfth-north-main.ts [--misses]
 */
import { twelfthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twelfthNorthPhrasing } from './twelfth-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, twelfth round': twelfthNorthPhrasing() },
  twelfthPhrasingPath,
);
