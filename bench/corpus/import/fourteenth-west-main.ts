/**
 * Our own chat phrasing of the fourteenth round for en, en-GB, fr, it, pt-BR, es-ES, nl and de
 * (fourteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/fourteenth-west/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/fourteenth-west-main.ts [--misses]
 */
import { fourteenthWestPhrasingPath } from '../parts.js';
import { fourteenthWestPhrasing } from './fourteenth-west-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fourteenth round': fourteenthWestPhrasing() },
  fourteenthWestPhrasingPath,
);
