/**
 * Our own chat phrasing of the thirteenth round in ja, ko, zh-CN and zh-TW
 * (thirteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/thirteenth-east/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/thirteenth-east-main.ts [--misses]
 */
import { thirteenthEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { thirteenthEastPhrasing } from './thirteenth-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, thirteenth round': thirteenthEastPhrasing() },
  thirteenthEastPhrasingPath,
);
