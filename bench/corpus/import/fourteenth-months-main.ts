/**
 * Our own chat phrasing of the fourteenth round's months (fourteenth-months-phrasing.ts), scored
 * and written to bench/corpus/phrasing/fourteenth-months/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/fourteenth-months-main.ts [--misses]
 */
import { fourteenthMonthsPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { fourteenthMonthsPhrasing } from './fourteenth-months-phrasing.js';

writeScoredSources(
  { 'native phrasing, fourteenth round': fourteenthMonthsPhrasing() },
  fourteenthMonthsPhrasingPath,
);
