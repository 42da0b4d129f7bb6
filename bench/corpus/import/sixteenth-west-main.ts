/**
 * Our own chat phrasing of the sixteenth round for en, en-GB, fr and it
 * (sixteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/sixteenth-west/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/sixteenth-west-main.ts [--misses]
 */
import { sixteenthWestPhrasingPath } from '../parts.js';
import { sixteenthWestPhrasing } from './sixteenth-west-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, sixteenth round': sixteenthWestPhrasing() },
  sixteenthWestPhrasingPath,
);
