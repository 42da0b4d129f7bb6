/**
 * Our own chat phrasing of the twentieth round's east sweep
 * (twentieth-east-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentieth-east/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentieth-east-main.ts [--misses]
 */
import { twentiethEastPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentiethEastPhrasing } from './twentieth-east-phrasing.js';

writeScoredSources(
  { 'native phrasing, twentieth round': twentiethEastPhrasing() },
  twentiethEastPhrasingPath,
);
