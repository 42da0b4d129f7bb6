import { runDispatchPass } from './dispatch-run.js';
import type { DispatchDeps, DispatchStats } from './dispatch-ports.js';

/**
 * Two passes per invocation, 30 s apart (start to start), each taking what falls due in
 * its 30 s window (plus the seam, below), including reminders created while it runs (it
 * re-reads the due index every 2 s, `dispatchDefaults.pollMs`): EventBridge Scheduler fires
 * at most once a minute, and the spec's (spec-notes.md, Scheduler loop) scheduler runs every 30 s.
 */
export const PASS_SPACING_MS = 30_000;
/** No new claim starts this close to the Lambda timeout, so sends in flight (10 s REST timeout) and their writes finish. */
export const SAFETY_MARGIN_MS = 15_000;
/**
 * Each pass's window reaches this far past the next pass's start. A reminder due just after
 * the boundary is then claimed (`prepareMs` ahead) by the pass already running, instead of
 * waiting for the next pass's first query and claim: without it, those reminders were the
 * late ones (p99 about 2 s against 0.04 s elsewhere). Reminders in the overlap may be read by
 * both passes; the conditional claim lets one of them take each.
 */
export const SEAM_MS = 3_000;
/** Reminder versions remembered across passes before they are forgotten (two per reminder sent). */
const MAX_SPENT = 100_000;
/** Passes of one process running at once: the next starts on time even while the last drains its final sends. */
const MAX_CONCURRENT_PASSES = 2;

export interface PassScheduleOptions {
  /** Start to start. */
  readonly spacingMs: number;
  /** Stop after this many passes (one invocation); unbounded when absent (the local loop). */
  readonly passes?: number;
  /** Epoch ms after which no pass starts and no claim starts (Lambda timeout safety). */
  readonly deadlineMs?: number;
  readonly pollMs?: number;
  readonly signal?: AbortSignal;
  /** After each pass, idle ones too (the handler logs the metrics the alarms read). */
  onPass?(stats: DispatchStats, pass: number): void;
  /** After each pass: false starts no further pass (a drain whose backlog is gone). */
  more?(stats: DispatchStats): boolean | Promise<boolean>;
  /**
   * A pass threw (e.g. storage unreachable). Returns how long to wait, from now, before the
   * next pass starts, or 'stop' to start no more passes.
   */
  onError?(err: unknown, pass: number): number | 'stop';
}

/**
 * Runs dispatcher passes `spacingMs` apart, start to start, on schedule: a pass still
 * sending its last reminders does not hold back the next one (at most two run at once),
 * and each pass's window overlaps the next by {@link SEAM_MS}. Resolves when every pass has
 * finished, with their stats in start order.
 */
export async function runPassSchedule(
  deps: DispatchDeps,
  options: PassScheduleOptions,
): Promise<DispatchStats[]> {
  const { spacingMs, deadlineMs, signal } = options;
  const results: (DispatchStats | undefined)[] = [];
  const running = new Set<Promise<void>>();
  let nextAt = deps.now();
  let resumeAt = Number.NEGATIVE_INFINITY;
  let stopped = false;
  // Reminder versions the passes have spent (ReminderSender): only overlapping passes need them,
  // so a long-running loop (npm start) forgets them all now and then, at a cost of a few lost claims.
  const spent = new Set<string>();
  for (let n = 0; options.passes === undefined || n < options.passes; n++) {
    while (running.size >= MAX_CONCURRENT_PASSES) await Promise.race(running);
    const passAt = Math.max(nextAt, resumeAt);
    if (deadlineMs !== undefined && passAt >= deadlineMs) break;
    const wait = passAt - deps.now();
    if (wait > 0) await deps.sleep(wait, signal);
    if (stopped || signal?.aborted || (deadlineMs !== undefined && deps.now() >= deadlineMs)) break;
    nextAt = passAt + spacingMs;
    const pass = n + 1;
    if (spent.size > MAX_SPENT) spent.clear();
    const task = runDispatchPass(deps, {
      windowMs: spacingMs + Math.min(SEAM_MS, spacingMs),
      spent,
      ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
      ...(deadlineMs !== undefined ? { deadlineMs } : {}),
      ...(signal ? { signal } : {}),
    })
      .then(async (stats) => {
        results[n] = stats;
        options.onPass?.(stats, pass);
        if (options.more && !(await options.more(stats))) stopped = true;
      })
      .catch((err: unknown) => {
        const after = options.onError?.(err, pass) ?? 'stop';
        if (after === 'stop') stopped = true;
        else resumeAt = Math.max(resumeAt, deps.now() + after);
      })
      .finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
  return results.filter((s): s is DispatchStats => s !== undefined);
}

export interface InvocationHooks {
  onPass?(stats: DispatchStats, pass: number): void;
  /** A pass threw (e.g. storage unreachable): the invocation starts no further pass; the next invocation comes a minute later. */
  onError?(err: unknown, pass: number): void;
}

/**
 * One dispatcher invocation as Lambda runs it, given the time it has left. Overlapping
 * invocations are harmless: every claim is conditional, and all of them draw their
 * Discord requests from one shared budget (see the messenger's RequestBudget).
 */
export function runInvocation(
  deps: DispatchDeps,
  remainingMs: number,
  hooks: InvocationHooks = {},
  signal?: AbortSignal,
): Promise<DispatchStats[]> {
  return runPassSchedule(deps, {
    spacingMs: PASS_SPACING_MS,
    passes: 2,
    deadlineMs: deps.now() + remainingMs - SAFETY_MARGIN_MS,
    ...(signal ? { signal } : {}),
    ...(hooks.onPass ? { onPass: hooks.onPass } : {}),
    onError: (err, pass) => {
      hooks.onError?.(err, pass);
      return 'stop';
    },
  });
}
