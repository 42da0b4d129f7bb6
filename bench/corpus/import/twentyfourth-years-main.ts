/**
 * Our own chat phrasing of the twenty-fourth round's named days before 2020 and names the data lacked
 * (twentyfourth-years-phrasing.ts), scored and written to
 * bench/corpus/phrasing/twentyfourth-years/<locale>.json (the tuning part):
 *
 *   npx tsx bench/corpus/import/twentyfourth-years-main.ts [--misses]
 */
import { twentyfourthYearsPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { twentyfourthYearsPhrasing } from './twentyfourth-years-phrasing.js';

writeScoredSources(
  { 'native phrasing, twenty-fourth round': twentyfourthYearsPhrasing() },
  twentyfourthYearsPhrasingPath,
);
