import { runDispatchPass, type DispatchDeps, type DispatchStats } from './dispatch.js';

/**
 * Two passes per invocation, 30 s apart (start to start), each taking what falls due in
 * its 30 s window, including reminders created while it runs (it re-reads the due index
 * every 5 s, `dispatchDefaults.pollMs`): EventBridge Scheduler fires at most once a
 * minute, and the spec's scheduler runs every 30 s.
 */
export const PASS_SPACING_MS = 30_000;
/** No new claim starts this close to the Lambda timeout, so sends in flight (10 s REST timeout) and their writes finish. */
export const SAFETY_MARGIN_MS = 15_000;

export interface InvocationHooks {
  /** After each pass, idle ones too (the handler logs the metrics the alarms read). */
  onPass?(stats: DispatchStats, pass: number): void;
  /** A pass threw (e.g. storage unreachable): the invocation stops; the next one starts a minute later. */
  onError?(err: unknown, pass: number): void;
}

/**
 * One dispatcher invocation as Lambda runs it, given the time it has left. Overlapping
 * invocations are harmless: every claim is conditional, and all of them draw their
 * Discord requests from one shared budget (see the messenger's RequestBudget).
 */
export async function runInvocation(deps: DispatchDeps, remainingMs: number, hooks: InvocationHooks = {}, signal?: AbortSignal): Promise<DispatchStats[]> {
  const startedAt = deps.now();
  const deadlineMs = startedAt + remainingMs - SAFETY_MARGIN_MS;
  const passes: DispatchStats[] = [];
  for (let i = 0; i < 2; i++) {
    const passAt = startedAt + i * PASS_SPACING_MS;
    if (passAt >= deadlineMs) break;
    const wait = passAt - deps.now();
    if (wait > 0) await deps.sleep(wait, signal);
    if (deps.now() >= deadlineMs || signal?.aborted) break;
    try {
      const stats = await runDispatchPass(deps, { windowMs: PASS_SPACING_MS, deadlineMs, ...(signal ? { signal } : {}) });
      passes.push(stats);
      hooks.onPass?.(stats, i + 1);
    } catch (err) {
      hooks.onError?.(err, i + 1);
      break;
    }
  }
  return passes;
}
