/**
 * Our own Japanese chat phrasing (issue 18, short round; see short-east-phrasing.ts), scored and
 * written to bench/corpus/phrasing/short/<locale>.json (in our own tables' part):
 *
 *   npx tsx bench/corpus/import/short-east-main.ts [--misses]
 */
import { shortPhrasingPath } from '../parts.js';
import { writeScoredSources } from './source-cases.js';
import { shortEastPhrasing } from './short-east-phrasing.js';

writeScoredSources({ 'own chat phrasing (short round)': shortEastPhrasing() }, shortPhrasingPath);
