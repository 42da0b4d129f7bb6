/**
 * Our own chat phrasing of the twenty-third round in pl, ru, uk and tr, from sources new to the
 * corpus (twentythird-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentythird-north/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentythird-north-main.ts [--misses]
 */
import { twentythirdNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentythirdNorthPhrasing } from './twentythird-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-third round': twentythirdNorthPhrasing() },
  twentythirdNorthPhrasingPath,
);
