/**
 * Our own chat phrasing of the sixteenth round in ja, ko, zh-CN and zh-TW
 * (sixteenth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/sixteenth-east/<locale>.json (the tuning part, with our own tables' cases):
 *
 *   npx tsx bench/corpus/import/sixteenth-east-main.ts [--misses]
 */
import { sixteenthEastPhrasingPath } from '../parts.js';
import { sixteenthEastPhrasing } from './sixteenth-east-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, sixteenth round': sixteenthEastPhrasing() },
  sixteenthEastPhrasingPath,
);
