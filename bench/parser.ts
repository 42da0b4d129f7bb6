import { pathToFileURL } from 'node:url';
import * as chrono from 'chrono-node';
import { parseTimeExpression, type TimeContext } from '../shared/domain/time-expression.js';

/**
 * Throughput of the /remind time-expression parser against chrono-node on the same English
 * corpus, in the same process. Target: ours ≥ 10× chrono-node.
 *
 * chrono-node gets `parseDate(text, refDate)` (the process's zone); ours gets a non-UTC zone so
 * the zone arithmetic is measured too. Both are warmed up first, then timed in interleaved rounds
 * so that machine noise hits both alike.
 */

export interface ParserBenchResult {
  /** parseTimeExpression calls per second. */
  readonly ours: number;
  /** chrono.parseDate calls per second. */
  readonly chrono: number;
  readonly ratio: number;
}

const REF = new Date('2026-03-05T15:00:00Z');
const CTX: TimeContext = { now: REF.getTime(), zone: 'America/New_York', locale: 'en-US' };
const CORPUS_SIZE = 2000;
const ROUNDS = 5;
const ROUND_MS = 300;

/** Every template × value; the corpus keeps the ones both parsers understand. */
function candidates(): string[] {
  const out: string[] = [];
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const months = ['jan', 'feb', 'march', 'april', 'may', 'june', 'july', 'aug', 'sep', 'october', 'nov', 'december'];
  const two = (n: number): string => String(n).padStart(2, '0');
  for (let n = 1; n <= 59; n++) out.push(`in ${n} minutes`, `in ${n} seconds`);
  for (let n = 1; n <= 23; n++) {
    out.push(`in ${n} hours`, `in ${n} hours ${n + 5} minutes`, `in ${n} days`);
    for (const m of [0, 15, 30, 45]) out.push(`tomorrow at ${n}:${two(m)}`);
  }
  for (let n = 1; n <= 12; n++) out.push(`tomorrow at ${n}pm`, `tomorrow at ${n}am`, `in ${n} weeks`, `in ${n}.5 hours`);
  for (const day of days) {
    out.push(day, `next ${day}`);
    for (let h = 1; h <= 12; h++) out.push(`${day} at ${h}pm`, `${day} at ${h}:30`, `next ${day} at ${h}am`);
  }
  for (let month = 3; month <= 12; month++) {
    for (let day = 1; day <= 28; day += 3) {
      for (const [h, m] of [[9, 0], [14, 30], [18, 45]] as const) {
        out.push(`2026-${two(month)}-${two(day)} ${two(h)}:${two(m)}`, `2026-${two(month)}-${two(day)}T${two(h)}:${two(m)}`);
      }
    }
  }
  for (const month of months) for (let d = 1; d <= 28; d += 4) out.push(`${month} ${d} at ${d % 12 + 1}pm`);
  out.push('tomorrow', 'next week', 'next month', 'now', 'tomorrow at noon', 'tomorrow at midnight', 'in an hour');
  return out;
}

/** ~2,000 expressions both parsers accept, in a fixed shuffled order so the categories mix. */
export function buildCorpus(size = CORPUS_SIZE): string[] {
  const understood = candidates().filter((text) => parseTimeExpression(text, CTX).ok && chrono.parseDate(text, REF) !== null);
  let seed = 42;
  const random = (): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = understood.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [understood[i], understood[j]] = [understood[j] as string, understood[i] as string];
  }
  return Array.from({ length: size }, (_, i) => understood[i % understood.length] as string);
}

/** Runs `parse` over the corpus until `ms` have passed; returns [calls, elapsed ms]. */
function timed(corpus: readonly string[], parse: (text: string) => unknown, ms: number): [number, number] {
  let calls = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (const text of corpus) if (parse(text) !== undefined) sink++;
    calls += corpus.length;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.log(sink); // keeps the results observable
  return [calls, elapsed];
}

export async function runParserBench(): Promise<ParserBenchResult> {
  const corpus = buildCorpus();
  const ours = (text: string): unknown => parseTimeExpression(text, CTX);
  const theirs = (text: string): unknown => chrono.parseDate(text, REF);
  timed(corpus, ours, 200); // warm-up: JIT and the zone-offset memo
  timed(corpus, theirs, 200);
  let oursCalls = 0;
  let oursMs = 0;
  let chronoCalls = 0;
  let chronoMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [oc, oms] = timed(corpus, ours, ROUND_MS);
    const [cc, cms] = timed(corpus, theirs, ROUND_MS);
    oursCalls += oc;
    oursMs += oms;
    chronoCalls += cc;
    chronoMs += cms;
    await new Promise((resolve) => setImmediate(resolve)); // let the event loop breathe between rounds
  }
  const oursRate = (oursCalls / oursMs) * 1000;
  const chronoRate = (chronoCalls / chronoMs) * 1000;
  return { ours: oursRate, chrono: chronoRate, ratio: oursRate / chronoRate };
}

export function formatParserBench(result: ParserBenchResult): string {
  const n = (x: number): string => Math.round(x).toLocaleString('en-US');
  return `parser: tock ${n(result.ours)}/s, chrono-node ${n(result.chrono)}/s, ratio ${result.ratio.toFixed(1)}x (target ≥ 10x)`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runParserBench();
  console.log(formatParserBench(result));
  if (result.ratio < 10) process.exitCode = 1;
}
