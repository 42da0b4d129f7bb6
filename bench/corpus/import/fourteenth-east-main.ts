/**
 * Our own chat phrasing of the fourteenth round in ja, ko, zh-CN and zh-TW
 * (fourteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/fourteenth-east/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/fourteenth-east-main.ts [--misses]
 */
import { fourteenthEastPhrasingPath } from '../parts.js';
import { fourteenthEastPhrasing } from './fourteenth-east-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fourteenth round': fourteenthEastPhrasing() },
  fourteenthEastPhrasingPath,
);
