/**
 * Our own Chinese chat phrasing (short-two-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/short-two/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/short-two-north-main.ts [--misses]
 */
import { shortTwoPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { shortTwoNorthPhrasing } from './short-two-north-phrasing.js';

writeScoredSources(
  { 'native phrasing (short round two)': shortTwoNorthPhrasing() },
  shortTwoPhrasingPath,
);
