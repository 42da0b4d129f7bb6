import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chrono from 'chrono-node';
import { build } from 'esbuild';
import { shippedBuildOptions } from '../infra/bundle.js';
import type * as TimeExpression from '../shared/domain/time-expression.js';
import type { TimeContext } from '../shared/domain/time-expression.js';
import { zoneNamed } from '../shared/domain/time/zone.js';
import { corpusPath, type CorpusCase } from './corpus/build.js';
import { ours, score, type Answer, type Score } from './corpus/score.js';

/**
 * The /remind time-expression parser against chrono-node, on the same public English corpus
 * (bench/corpus/en.json: expressions from reminder bots' docs, Slack's and Todoist's help, and
 * the chrono-node, dateparser and parsedatetime test suites, each at five reference instants),
 * in the same process: correct / wrong / refused for each, then throughput. Targets: ours ≥ 97%
 * correct with zero wrong, and ≥ 10× chrono-node's throughput.
 *
 * Each parser runs as it ships: chrono-node from its published build, ours bundled and minified by
 * esbuild as the Lambda bundles are (not through tsx's on-the-fly transform).
 *
 * chrono-node gets each case's reference instant and the zone's UTC offset at that instant (it
 * takes an offset, not a zone). Both are warmed up until V8 has done optimizing them (each
 * parser's rate steady over several windows, and at least WARM_MIN_MS: TurboFan keeps compiling
 * the parsers for about 3.5 s, on other threads whose CPU time counts), then timed in interleaved
 * rounds so that machine noise hits both alike; each round's rate is calls per second of process
 * CPU time, and the spread of the rounds is printed beside their medians.
 */

export interface ParserBenchResult {
  readonly ours: Score;
  readonly chrono: Score;
  /** parseTimeExpression calls per CPU second (median round). */
  readonly oursRate: number;
  /** chrono.parseDate calls per CPU second (median round). */
  readonly chronoRate: number;
  /** Median over rounds of ours / chrono-node. */
  readonly ratio: number;
  /** The rounds' ratios: lowest, lower quartile, upper quartile, highest. */
  readonly ratioSpread: readonly [number, number, number, number];
  /** The warm-up: its CPU seconds, and whether both rates settled before WARM_MAX_MS. */
  readonly warmSeconds: number;
  readonly warmSettled: boolean;
  /** Microseconds to build the suggestions of one unreadable expression (suggestTimeExpressions, which a reply calls). */
  readonly suggestionMicros: number;
}

const ROUNDS = 15;
const ROUND_MS = 300;
/** Warm-up windows, alternating the parsers; both warm until their rates settle. */
const WARM_WINDOW_MS = 250;
const WARM_MIN_MS = 4000;
const WARM_MAX_MS = 15_000;
/** Settled: each parser's last WARM_STEADY windows within this share of their median. */
const WARM_STEADY = 4;
const WARM_TOLERANCE = 0.04;

/** shared/domain/time-expression.ts bundled as the Lambdas bundle it, then imported. */
export async function shippedParser(): Promise<typeof TimeExpression> {
  const outfile = join(mkdtempSync(join(tmpdir(), 'tock-parser-')), 'time-expression.mjs');
  await build({
    // The parser with the locale tables' loader, as the Lambdas import both.
    stdin: {
      contents:
        "import { installTimeVocabularies } from './shared/time-vocabularies.ts'; installTimeVocabularies(); export * from './shared/domain/time-expression.ts';",
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    outfile,
    ...shippedBuildOptions,
    mainFields: [...shippedBuildOptions.mainFields],
    logLevel: 'silent',
  });
  return (await import(pathToFileURL(outfile).href)) as typeof TimeExpression;
}

export function loadCorpus(): CorpusCase[] {
  return JSON.parse(readFileSync(corpusPath, 'utf8')) as CorpusCase[];
}

export interface Prepared {
  readonly text: string;
  readonly ctx: TimeContext;
  readonly ref: { instant: Date; timezone: number };
}

export function prepare(c: CorpusCase): Prepared {
  const now = Date.parse(c.now);
  return {
    text: c.text,
    ctx: { now, zone: c.zone, locale: c.locale },
    ref: { instant: new Date(now), timezone: zoneNamed(c.zone).offsetMinutes(now) },
  };
}

function chronoAnswer(c: CorpusCase): Answer {
  const p = prepare(c);
  const date = chrono.parseDate(p.text, p.ref, { forwardDate: true });
  return { time: date === null ? undefined : date.getTime() };
}

/** The `q` quantile (0..1) of `values`, interpolated between the two nearest. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const low = sorted[lo] as number;
  return low + ((sorted[Math.min(lo + 1, sorted.length - 1)] as number) - low) * (at - lo);
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Whether the last WARM_STEADY rates lie within WARM_TOLERANCE of their median. */
function steady(rates: readonly number[]): boolean {
  if (rates.length < WARM_STEADY) return false;
  const last = rates.slice(-WARM_STEADY);
  const mid = median(last);
  return last.every((r) => Math.abs(r - mid) <= WARM_TOLERANCE * mid);
}

/** CPU time this process has used, in ms (every thread: the garbage collector's helpers count too). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Runs `parse` over the cases until `ms` have passed; returns [calls, CPU ms they took]. CPU
 * time, not wall time: on a shared machine the wall clock also counts the time the scheduler
 * gave other processes, which lands on whichever parser happened to be running.
 */
export function timed(
  cases: readonly Prepared[],
  parse: (p: Prepared) => unknown,
  ms: number,
): [number, number] {
  let calls = 0;
  let sink = 0;
  const start = performance.now();
  const cpuStart = cpuMs();
  while (performance.now() - start < ms) {
    for (const p of cases) if (parse(p) !== undefined) sink++;
    calls += cases.length;
  }
  const cpu = cpuMs() - cpuStart;
  if (sink < 0) console.log(sink); // keeps the results observable
  return [calls, cpu];
}

export async function runParserBench(): Promise<ParserBenchResult> {
  const { parseTimeExpression, suggestTimeExpressions } = await shippedParser();
  const corpus = loadCorpus();
  const oursScore = score(corpus, ours, true);
  const chronoScore = score(corpus, chronoAnswer, false);
  const prepared = corpus.map(prepare);
  const parseOurs = (p: Prepared): unknown => parseTimeExpression(p.text, p.ctx);
  const parseChrono = (p: Prepared): unknown =>
    chrono.parseDate(p.text, p.ref, { forwardDate: true });
  // Warm-up: the JIT (both parsers have many paths, each corpus pass exercises all of them) and
  // the zone-offset memo, until both rates hold still.
  const warmOurs: number[] = [];
  const warmChrono: number[] = [];
  const warmStart = cpuMs();
  let warmSettled = false;
  while (cpuMs() - warmStart < WARM_MAX_MS) {
    const [oc, oms] = timed(prepared, parseOurs, WARM_WINDOW_MS);
    const [cc, cms] = timed(prepared, parseChrono, WARM_WINDOW_MS);
    warmOurs.push(oc / oms);
    warmChrono.push(cc / cms);
    warmSettled = steady(warmOurs) && steady(warmChrono);
    if (warmSettled && cpuMs() - warmStart >= WARM_MIN_MS) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const warmSeconds = (cpuMs() - warmStart) / 1000;
  // Each round times ours then chrono-node back to back; the medians over rounds resist a load
  // spike on a shared machine hitting one parser's turn.
  const oursRates: number[] = [];
  const chronoRates: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [oc, oms] = timed(prepared, parseOurs, ROUND_MS);
    const [cc, cms] = timed(prepared, parseChrono, ROUND_MS);
    oursRates.push((oc / oms) * 1000);
    chronoRates.push((cc / cms) * 1000);
    ratios.push(oc / oms / (cc / cms));
    await new Promise((resolve) => setImmediate(resolve)); // let the event loop breathe between rounds
  }
  const oursRate = median(oursRates);
  const chronoRate = median(chronoRates);
  const unreadable = prepared.filter((p) => {
    const r = parseTimeExpression(p.text, p.ctx);
    return !r.ok && r.error === 'invalid_time_format';
  });
  const suggest = (p: Prepared): unknown => suggestTimeExpressions(p.text, p.ctx);
  timed(unreadable, suggest, 100);
  const [sc, sms] = timed(unreadable, suggest, ROUND_MS);
  return {
    ours: oursScore,
    chrono: chronoScore,
    oursRate,
    chronoRate,
    ratio: median(ratios),
    ratioSpread: [
      Math.min(...ratios),
      quantile(ratios, 0.25),
      quantile(ratios, 0.75),
      Math.max(...ratios),
    ],
    warmSeconds,
    warmSettled,
    suggestionMicros: (sms / sc) * 1000,
  };
}

export function formatParserBench(r: ParserBenchResult): string {
  const n = (x: number): string => Math.round(x).toLocaleString('en-US');
  const pct = (s: Score): string => `${((100 * s.correct) / s.total).toFixed(1)}%`;
  const line = (name: string, s: Score): string =>
    `  ${name.padEnd(12)} correct ${s.correct} (${pct(s)}), wrong ${s.wrong}, refused ${s.refused}`;
  return [
    `parser corpus: ${r.ours.total} cases (bench/corpus/en.json)`,
    line('tock', r.ours),
    line('chrono-node', r.chrono),
    `parser throughput (per CPU second, medians of ${ROUNDS} interleaved rounds): tock ${n(r.oursRate)}/s, chrono-node ${n(r.chronoRate)}/s, ratio ${r.ratio.toFixed(1)}x (target ≥ 10x)`,
    `  ratio spread over the rounds: lowest ${r.ratioSpread[0].toFixed(2)}x, quartiles ${r.ratioSpread[1].toFixed(2)}x-${r.ratioSpread[2].toFixed(2)}x, highest ${r.ratioSpread[3].toFixed(2)}x; warmed ${r.warmSeconds.toFixed(1)} CPU s (${r.warmSettled ? 'both rates steady' : 'rates still moving at the cap'})`,
    `suggestions for an unreadable expression (built when a reply offers them): ${r.suggestionMicros.toFixed(1)} µs each`,
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runParserBench();
  console.log(formatParserBench(result));
  if (result.ratio < 10 || result.ours.wrong > 0 || result.ours.correct < 0.97 * result.ours.total)
    process.exitCode = 1;
}
