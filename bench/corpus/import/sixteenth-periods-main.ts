/**
 * Our own chat phrasing of the sixteenth round's period positions (sixteenth-periods-phrasing.ts),
 * scored and written to bench/corpus/phrasing/sixteenth-periods/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/sixteenth-periods-main.ts [--misses]
 */
import { sixteenthPeriodsPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { sixteenthPeriodsPhrasing } from './sixteenth-periods-phrasing.js';

writeScoredSources(
  { 'native phrasing, sixteenth round': sixteenthPeriodsPhrasing() },
  sixteenthPeriodsPhrasingPath,
);
