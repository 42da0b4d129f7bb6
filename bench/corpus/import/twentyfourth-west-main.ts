/**
 * Our own rows of the twenty-fourth round in en, en-GB, es-ES, es-419, it, pt-BR, fr, de and nl, from
 * SUTime's and rrule.js's tests and a probe sweep (twentyfourth-west-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfourth-west/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfourth-west-main.ts [--misses]
 */
import { twentyfourthWestPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfourthWestPhrasing } from './twentyfourth-west-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-fourth round': twentyfourthWestPhrasing() },
  twentyfourthWestPhrasingPath,
);
