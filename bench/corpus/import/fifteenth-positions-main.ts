/**
 * Our own chat phrasing of the fifteenth round's month positions (fifteenth-positions-phrasing.ts),
 * scored and written to bench/corpus/phrasing/fifteenth-positions/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/fifteenth-positions-main.ts [--misses]
 */
import { fifteenthPositionsPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { fifteenthPositionsPhrasing } from './fifteenth-positions-phrasing.js';

writeScoredSources(
  { 'native phrasing, fifteenth round': fifteenthPositionsPhrasing() },
  fifteenthPositionsPhrasingPath,
);
