/**
 * Our own chat phrasing of the twentieth round's short typed forms
 * (twentieth-typed-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentieth-typed/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentieth-typed-main.ts [--misses]
 */
import { twentiethTypedPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentiethTypedPhrasing } from './twentieth-typed-phrasing.js';

writeScoredSources(
  { 'native phrasing, twentieth round': twentiethTypedPhrasing() },
  twentiethTypedPhrasingPath,
);
