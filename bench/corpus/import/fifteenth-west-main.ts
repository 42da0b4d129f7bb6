/**
 * Our own chat phrasing of the fifteenth round for en, en-GB, fr, it, es-ES, pt-BR, de and nl
 * (fifteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/fifteenth-west/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/fifteenth-west-main.ts [--misses]
 */
import { fifteenthWestPhrasingPath } from '../parts.js';
import { fifteenthWestPhrasing } from './fifteenth-west-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fifteenth round': fifteenthWestPhrasing() },
  fifteenthWestPhrasingPath,
);
