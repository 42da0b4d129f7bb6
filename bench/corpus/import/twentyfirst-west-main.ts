/**
 * Our own chat phrasing of the twenty-first round in en, en-GB, es, it, de, nl and pt-BR
 * (twentyfirst-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfirst-west/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfirst-west-main.ts [--misses]
 */
import { twentyfirstWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfirstWestPhrasing } from './twentyfirst-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-first round': twentyfirstWestPhrasing() },
  twentyfirstWestPhrasingPath,
);
