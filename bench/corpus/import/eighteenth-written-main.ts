/**
 * Our own phrasing of the eighteenth round (eighteenth-written-phrasing.ts), scored and written to
 * bench/corpus/phrasing/eighteenth-written/<locale>.json (the tuning part, with our own tables'
 * cases):
 *
 *   npx tsx bench/corpus/import/eighteenth-written-main.ts [--misses]
 */
import { eighteenthWrittenPhrasingPath } from '../parts.js';
import { eighteenthWrittenPhrasing } from './eighteenth-written-phrasing.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources(
  { 'native phrasing, eighteenth round': eighteenthWrittenPhrasing() },
  eighteenthWrittenPhrasingPath,
);
