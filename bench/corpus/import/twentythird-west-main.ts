/**
 * Our own rows of the twenty-third round in en, en-GB, es, it, de, nl, pt-BR and fr, from compromise's
 * dates plugin tests (twentythird-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentythird-west/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentythird-west-main.ts [--misses]
 */
import { twentythirdWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentythirdWestPhrasing } from './twentythird-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-third round': twentythirdWestPhrasing() },
  twentythirdWestPhrasingPath,
);
