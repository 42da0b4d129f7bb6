/**
 * Our own chat phrasing of the twenty-first round's east sweep
 * (twentyfirst-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfirst-east/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfirst-east-main.ts [--misses]
 */
import { twentyfirstEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfirstEastPhrasing } from './twentyfirst-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-first round': twentyfirstEastPhrasing() },
  twentyfirstEastPhrasingPath,
);
