/**
 * Our own chat phrasing of the twentieth round, pl, fr, ru, uk and tr
 * (twentieth-north-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentieth-north/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentieth-north-main.ts [--misses]
 */
import { twentiethNorthPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentiethNorthPhrasing } from './twentieth-north-phrasing.js';

writeScoredSources(
  { 'native phrasing, twentieth round': twentiethNorthPhrasing() },
  twentiethNorthPhrasingPath,
);
