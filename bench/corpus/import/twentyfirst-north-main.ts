/**
 * Our own chat phrasing of the twenty-first round, pl, fr, ru, uk and tr
 * (twentyfirst-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfirst-north/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfirst-north-main.ts [--misses]
 */
import { twentyfirstNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfirstNorthPhrasing } from './twentyfirst-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-first round': twentyfirstNorthPhrasing() },
  twentyfirstNorthPhrasingPath,
);
