/**
 * Our own chat phrasing of the twenty-third round's weekday ranges in Chinese, Japanese and Korean,
 * en-GB `w/c` and en `every 2 mon` (twentythird-ranges-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentythird-ranges/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentythird-ranges-main.ts [--misses]
 */
import { twentythirdRangesPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentythirdRangesPhrasing } from './twentythird-ranges-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-third round': twentythirdRangesPhrasing() },
  twentythirdRangesPhrasingPath,
);
