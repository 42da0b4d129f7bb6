/**
 * Our own chat phrasing of the eighteenth round's short typed forms
 * (eighteenth-typed-phrasing.ts), scored and written to
 * bench/corpus/phrasing/eighteenth-typed/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/eighteenth-typed-main.ts [--misses]
 */
import { eighteenthTypedPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { eighteenthTypedPhrasing } from './eighteenth-typed-phrasing.js';

writeScoredSources(
  { 'native phrasing, eighteenth round': eighteenthTypedPhrasing() },
  eighteenthTypedPhrasingPath,
);
