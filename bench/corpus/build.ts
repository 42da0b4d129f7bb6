/**
 * Expands the corpus (expressions × reference instants) into concrete cases with an expected
 * instant or refusal each, and writes them to bench/corpus/en.json:
 * `npx tsx bench/corpus/build.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contexts } from './contexts.js';
import { expected } from './expect.js';
import { expressions } from './expressions.js';

export interface CorpusCase {
  readonly text: string;
  readonly context: string;
  readonly now: string;
  readonly zone: string;
  readonly locale: string;
  /** ISO instant, or 'refuse'. */
  readonly expect: string;
  /** The zone named in the text, when there is one. */
  readonly explicitZone?: string;
  /** The recurrence expected: a pattern, or a custom pattern's name. */
  readonly recurrence?: string;
  readonly source: string;
}

export function buildCases(): CorpusCase[] {
  return contexts.flatMap((ctx) =>
    expressions.map((e) => {
      const want = expected(e.expect, ctx);
      return {
        text: e.text,
        context: ctx.id,
        now: ctx.now,
        zone: ctx.zone,
        locale: ctx.locale,
        expect: want === 'refuse' ? 'refuse' : new Date(want).toISOString(),
        ...(e.expect.zone === undefined ? {} : { explicitZone: e.expect.zone }),
        ...(e.expect.rec === undefined ? {} : { recurrence: e.expect.rec }),
        source: e.source,
      };
    }),
  );
}

export const corpusPath = fileURLToPath(new URL('en.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(corpusPath, JSON.stringify(buildCases(), null, 1) + '\n');
  console.log(`wrote ${corpusPath}`);
}
