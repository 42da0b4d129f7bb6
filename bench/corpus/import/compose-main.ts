/**
 * The families' cross product (bench/corpus/import/compose.ts) written into the tuning part's own
 * cases and scored per language:
 *
 *   npx tsx bench/corpus/import/compose-main.ts [--misses]
 *
 * Writes bench/corpus/phrasing/compose/<locale>.json.
 */
import { composePath } from '../parts.js';
import { allComposed, COMPOSE_SOURCE } from './compose.js';
import { writeScoredSources } from './source-cases.js';

writeScoredSources({ [COMPOSE_SOURCE]: await allComposed() }, composePath);
