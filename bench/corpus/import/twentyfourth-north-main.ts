/**
 * Our own chat phrasing of the twenty-fourth round in pl, ru, uk and tr, from sources new to the
 * corpus and the round's probe sweep (twentyfourth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfourth-north/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfourth-north-main.ts [--misses]
 */
import { twentyfourthNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfourthNorthPhrasing } from './twentyfourth-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-fourth round': twentyfourthNorthPhrasing() },
  twentyfourthNorthPhrasingPath,
);
