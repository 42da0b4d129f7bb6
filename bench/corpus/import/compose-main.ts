/**
 * The families' cross product (bench/corpus/import/compose.ts) written into the tuning part's own
 * cases and scored per language:
 *
 *   npx tsx bench/corpus/import/compose-main.ts [--misses]
 *
 * Writes bench/corpus/phrasing/compose/<locale>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { composePath } from '../parts.js';
import { allComposed, COMPOSE_SOURCE } from './compose.js';
import { scoredSources } from './source-cases.js';

for (const { locale, cases } of scoredSources(
  { [COMPOSE_SOURCE]: await allComposed() },
  process.argv.includes('--misses'),
)) {
  const path = composePath(locale);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
}
