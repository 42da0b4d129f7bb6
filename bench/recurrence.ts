import { pathToFileURL } from 'node:url';
import rrulePkg, { type Frequency } from 'rrule';
import type { EventTiming } from '../shared/domain/event.js';
import { occurrences } from '../shared/domain/recurrence.js';
import { instantOf, zoneNamed } from '../shared/domain/time/zone.js';

/**
 * Throughput of the recurrence engine against rrule on the same work, in the same process:
 * many daily, weekly, monthly and yearly events, each expanded over the same one-year window.
 * Target: ours ≥ rrule.
 *
 * Same work means the same occurrences: each event's series is checked to give as many
 * occurrences from both before timing. Ours expands in America/New_York (so its DST arithmetic is
 * measured); rrule gets the same wall clocks "UTC as local" with no zone at all, its fastest mode,
 * so the ratio understates ours. Start days are 1..28, where rrule's plain MONTHLY/YEARLY and the
 * spec's (spec-notes.md, Recurrence engine) month-end clamp agree. rrule's result cache is off, or it would time a Map lookup.
 */

const { RRule } = rrulePkg;

export interface RecurrenceBenchResult {
  /** Event-window expansions per second, ours. */
  readonly ours: number;
  /** Event-window expansions per second, rrule. */
  readonly rrule: number;
  readonly ratio: number;
  /** Occurrences in one pass over every event (same for both). */
  readonly occurrencesPerPass: number;
}

const ZONE = 'America/New_York';
const EVENTS = 400;
const ROUNDS = 5;
const ROUND_MS = 300;
const DAY_MS = 86_400_000;
const WINDOW_START = { year: 2027, month: 1, day: 1 };
const patterns = ['daily', 'weekly', 'monthly', 'yearly'] as const;
const frequencies: Record<(typeof patterns)[number], Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

interface Workload {
  readonly timings: readonly EventTiming[];
  readonly rules: readonly InstanceType<typeof RRule>[];
  /** The window as instants (ours) and as "UTC as local" dates (rrule). */
  readonly from: number;
  readonly to: number;
  readonly fromLocal: Date;
  readonly toLocal: Date;
}

/** Events starting up to three years before the window (and some inside it), in a fixed pseudo-random mix. */
export function buildWorkload(count = EVENTS): Workload {
  const zone = zoneNamed(ZONE);
  let seed = 7;
  const random = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((seed / 2_147_483_648) * n);
  };
  const timings: EventTiming[] = [];
  const rules: InstanceType<typeof RRule>[] = [];
  for (let i = 0; i < count; i++) {
    const pattern = patterns[i % patterns.length] as (typeof patterns)[number];
    const wall = {
      year: 2024 + random(4),
      month: 1 + random(12),
      day: 1 + random(28),
      hour: random(24),
      minute: 15 * random(4),
      second: 0,
    };
    timings.push({
      start: instantOf(zone, wall),
      durationMinutes: 30 + random(90),
      timezone: ZONE,
      recurrencePattern: pattern,
      recurrenceData: null,
    });
    const dtstart = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
    rules.push(new RRule({ freq: frequencies[pattern], dtstart }, true));
  }
  const fromLocal = new Date(Date.UTC(WINDOW_START.year, WINDOW_START.month - 1, WINDOW_START.day));
  const toLocal = new Date(fromLocal.getTime() + 365 * DAY_MS - 1);
  const from = instantOf(zone, { ...WINDOW_START, hour: 0, minute: 0, second: 0 });
  const to = instantOf(zone, {
    year: toLocal.getUTCFullYear(),
    month: toLocal.getUTCMonth() + 1,
    day: toLocal.getUTCDate(),
    hour: 23,
    minute: 59,
    second: 59,
  });
  return { timings, rules, from, to, fromLocal, toLocal };
}

const oursPass = (w: Workload): number => {
  let n = 0;
  for (const t of w.timings) n += occurrences(t, w.from, w.to, 400).length;
  return n;
};

const rrulePass = (w: Workload): number => {
  let n = 0;
  for (const r of w.rules) n += r.between(w.fromLocal, w.toLocal, true).length;
  return n;
};

/** Runs `pass` until `ms` have passed; returns [expansions, elapsed ms]. */
function timed(w: Workload, pass: (w: Workload) => number, ms: number): [number, number] {
  let expansions = 0;
  let sink = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    sink += pass(w);
    expansions += w.timings.length;
    elapsed = performance.now() - start;
  }
  if (sink < 0) console.log(sink); // keeps the results observable
  return [expansions, elapsed];
}

export async function runRecurrenceBench(): Promise<RecurrenceBenchResult> {
  const w = buildWorkload();
  // Same work: every event yields the same number of occurrences from both.
  for (let i = 0; i < w.timings.length; i++) {
    const ours = occurrences(w.timings[i] as EventTiming, w.from, w.to, 400).length;
    const theirs = (w.rules[i] as InstanceType<typeof RRule>).between(
      w.fromLocal,
      w.toLocal,
      true,
    ).length;
    if (ours !== theirs)
      throw new Error(
        `event ${i} (${w.timings[i]?.recurrencePattern}): tock ${ours} occurrences, rrule ${theirs}`,
      );
  }
  const occurrencesPerPass = oursPass(w);
  timed(w, oursPass, 200); // warm-up: JIT and the zone-offset memo
  timed(w, rrulePass, 200);
  let oursCount = 0;
  let oursMs = 0;
  let rruleCount = 0;
  let rruleMs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [oc, oms] = timed(w, oursPass, ROUND_MS);
    const [rc, rms] = timed(w, rrulePass, ROUND_MS);
    oursCount += oc;
    oursMs += oms;
    rruleCount += rc;
    rruleMs += rms;
    await new Promise((resolve) => setImmediate(resolve)); // let the event loop breathe between rounds
  }
  const oursRate = (oursCount / oursMs) * 1000;
  const rruleRate = (rruleCount / rruleMs) * 1000;
  return { ours: oursRate, rrule: rruleRate, ratio: oursRate / rruleRate, occurrencesPerPass };
}

export function formatRecurrenceBench(result: RecurrenceBenchResult): string {
  const n = (x: number): string => Math.round(x).toLocaleString('en-US');
  return `recurrence: tock ${n(result.ours)}/s, rrule ${n(result.rrule)}/s, ratio ${result.ratio.toFixed(1)}x (target ≥ 1x)`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runRecurrenceBench();
  console.log(formatRecurrenceBench(result));
  console.log(
    `  (event-window expansions per second; ${EVENTS} events, one-year window, ${result.occurrencesPerPass.toLocaleString('en-US')} occurrences per pass)`,
  );
  if (result.ratio < 1) process.exitCode = 1;
}
