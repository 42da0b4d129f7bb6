/**
 * Our own chat phrasing of the seventeenth round's counts before and after a day
 * (seventeenth-offsets-phrasing.ts), scored and written to
 * bench/corpus/phrasing/seventeenth-offsets/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/seventeenth-offsets-main.ts [--misses]
 */
import { seventeenthOffsetsPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { seventeenthOffsetsPhrasing } from './seventeenth-offsets-phrasing.js';

writeScoredSources(
  { 'native phrasing, seventeenth round': seventeenthOffsetsPhrasing() },
  seventeenthOffsetsPhrasingPath,
);
