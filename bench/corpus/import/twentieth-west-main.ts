/**
 * Our own chat phrasing of the twentieth round in en, en-GB, es, it, de, nl and pt-BR
 * (twentieth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentieth-west/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentieth-west-main.ts [--misses]
 */
import { twentiethWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentiethWestPhrasing } from './twentieth-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, twentieth round': twentiethWestPhrasing() },
  twentiethWestPhrasingPath,
);
