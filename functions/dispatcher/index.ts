import type { Context } from 'aws-lambda';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import { failedPassMetricFields, passMetricFields } from '../../shared/adapters/metrics.js';
import { createDispatcherDeps } from '../../shared/dispatcher-deps.js';
import { runDispatchPass, type DispatchStats } from '../../shared/usecases/dispatch.js';

/**
 * Two passes per invocation, 30 s apart (start to start), each taking what falls due in
 * its 30 s window, including reminders created while it runs (it re-reads the due index
 * every 5 s, `dispatchDefaults.pollMs`): EventBridge Scheduler fires at most once a
 * minute, and the spec's scheduler runs every 30 s.
 */
export const PASS_SPACING_MS = 30_000;
/** No new claim starts this close to the Lambda timeout, so sends in flight (10 s REST timeout) and their writes finish. */
export const SAFETY_MARGIN_MS = 15_000;

// Cold start (top-level await, in Lambda's init phase): config and the stored bot token read
// once (a bad value fails loudly), clients built once.
const deps = createDispatcherDeps(await loadRuntimeConfig());
/** The metrics' dimension: set by Lambda; `local` elsewhere. */
const functionName = process.env['AWS_LAMBDA_FUNCTION_NAME'] ?? 'local';

export interface DispatcherResult {
  readonly passes: DispatchStats[];
}

/**
 * Invoked by EventBridge Scheduler once a minute. The spec's "wait 60 s after a failed
 * pass" needs no code here: a failed first pass skips the second, and the next pass is
 * the next invocation a minute later. Overlapping invocations are harmless: every claim
 * is conditional. Give the function a timeout of at least 90 s: the second pass sleeps
 * until due seconds up to 60 s after the start, and no claim starts in the last 15 s.
 */
export async function handler(_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DispatcherResult> {
  const startedAt = deps.now();
  const deadlineMs = startedAt + context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS;
  const passes: DispatchStats[] = [];
  for (let i = 0; i < 2; i++) {
    const passAt = startedAt + i * PASS_SPACING_MS;
    if (passAt >= deadlineMs) break;
    const wait = passAt - deps.now();
    if (wait > 0) await deps.sleep(wait);
    if (deps.now() >= deadlineMs) break;
    try {
      const stats = await runDispatchPass(deps, { windowMs: PASS_SPACING_MS, deadlineMs });
      passes.push(stats);
      // Every pass, idle ones too: the "falling behind" alarm reads these metrics.
      deps.log.info('dispatch pass', { pass: i + 1, ...stats, ...passMetricFields(stats, functionName, deps.now()) });
    } catch (err) {
      deps.log.error('dispatch', err, { pass: i + 1, ...failedPassMetricFields(functionName, deps.now()) });
      break;
    }
  }
  return { passes };
}
