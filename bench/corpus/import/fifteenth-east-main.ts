/**
 * Our own chat phrasing of the fifteenth round in ja, ko, zh-CN and zh-TW
 * (fifteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/fifteenth-east/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/fifteenth-east-main.ts [--misses]
 */
import { fifteenthEastPhrasingPath } from '../parts.js';
import { fifteenthEastPhrasing } from './fifteenth-east-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, fifteenth round': fifteenthEastPhrasing() },
  fifteenthEastPhrasingPath,
);
