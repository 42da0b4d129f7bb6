import { pathToFileURL } from 'node:url';
import { installTimeVocabularies } from '../shared/time-vocabularies.js';
import { normalize } from '../shared/domain/time/normalize.js';
import { readExpression } from '../shared/domain/time/reader.js';
import { tokenize } from '../shared/domain/time/tokenize.js';
import { lexiconFor } from '../shared/domain/time/vocabulary.js';
import { loadCorpus, median, prepare, shippedParser, timed, type Prepared } from './parser.js';

/**
 * Where the parser's time goes, by input class (docs/decisions.md, "Parser speed, eleventh
 * round"): the cases of `bench -- parser` grouped by outcome (read, asked, unreadable, past, too
 * far), by path (read by the reader, or left to the spec's dispatch) and by length in tokens, each
 * group timed alone on the shipped bundle (CPU ns per parse, median of ROUNDS rounds after the
 * whole corpus warmed it), with its share of the corpus's time. Not part of `npm run bench`: `npx
 * tsx bench/parser-classes.ts`.
 */

const ROUNDS = 5;
const ROUND_MS = 400;
const WARM_MS = 3000;

function lengthClass(tokens: number): string {
  return tokens <= 2 ? '1-2' : tokens <= 4 ? '3-4' : tokens <= 6 ? '5-6' : '7+';
}

export async function runParserClasses(): Promise<string> {
  installTimeVocabularies();
  const { parseTimeExpression } = await shippedParser();
  const cases = loadCorpus().map(prepare);
  const groups = new Map<string, { cases: Prepared[]; tokens: number }>();
  for (const p of cases) {
    const r = parseTimeExpression(p.text, p.ctx);
    const lexicon = lexiconFor(p.ctx.locale);
    const text = normalize(p.text) ?? '';
    const tokens = tokenize(text, lexicon);
    const path = readExpression(tokens, text, lexicon) === undefined ? 'dispatch' : 'reader';
    const outcome = r.ok ? 'read' : r.error;
    for (const key of [
      `outcome ${outcome}`,
      `path ${path}`,
      `tokens ${lengthClass(tokens.length)}`,
    ]) {
      const group = groups.get(key) ?? { cases: [], tokens: 0 };
      group.cases.push(p);
      group.tokens += tokens.length;
      groups.set(key, group);
    }
  }
  const parse = (p: Prepared): unknown => parseTimeExpression(p.text, p.ctx);
  const nsPerParse = (list: readonly Prepared[]): number => {
    const [calls, ms] = timed(list, parse, ROUND_MS);
    return (ms * 1e6) / calls;
  };
  timed(cases, parse, WARM_MS);
  const all: number[] = [];
  const byGroup = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    all.push(nsPerParse(cases));
    for (const [key, group] of groups)
      byGroup.set(key, [...(byGroup.get(key) ?? []), nsPerParse(group.cases)]);
  }
  const mean = median(all);
  const lines = [
    `parser by input class: ${cases.length} cases (bench/corpus/en.json), ${Math.round(mean)} ns per parse (CPU, median of ${ROUNDS} rounds)`,
  ];
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key);
    if (group === undefined) continue;
    const ns = median(byGroup.get(key) ?? []);
    const n = group.cases.length;
    lines.push(
      `  ${key.padEnd(28)} ${String(n).padStart(5)} cases (${((100 * n) / cases.length).toFixed(1)}%), ${(group.tokens / n).toFixed(2)} tokens, ${Math.round(ns)} ns, ${((100 * ns * n) / (mean * cases.length)).toFixed(1)}% of the time`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(await runParserClasses());
