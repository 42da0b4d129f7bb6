/**
 * Our own chat phrasing of the thirteenth round for en, en-GB, fr, it, es-ES, es-419 and pt-BR
 * (thirteenth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth-west/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-west-main.ts [--misses]
 */
import { thirteenthWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { thirteenthWestPhrasing } from './thirteenth-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, thirteenth round': thirteenthWestPhrasing() },
  thirteenthWestPhrasingPath,
);
