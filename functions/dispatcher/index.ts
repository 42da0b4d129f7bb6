import type { Context } from 'aws-lambda';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import { failedPassMetricFields, passMetricFields } from '../../shared/adapters/metrics.js';
import { createDispatcherDeps } from '../../shared/dispatcher-deps.js';
import type { DispatchStats } from '../../shared/usecases/dispatch.js';
import { runInvocation } from '../../shared/usecases/dispatch-invocation.js';

export { PASS_SPACING_MS, SAFETY_MARGIN_MS } from '../../shared/usecases/dispatch-invocation.js';

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
 * is conditional and every Discord request takes a slot of the shared budget. Give the
 * function a timeout of at least 90 s: the second pass sleeps until due seconds up to 60 s
 * after the start, and no claim starts in the last 15 s.
 */
export async function handler(_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DispatcherResult> {
  const passes = await runInvocation(deps, context.getRemainingTimeInMillis(), {
    // Every pass, idle ones too: the "falling behind" alarm reads these metrics.
    onPass: (stats, pass) => deps.log.info('dispatch pass', { pass, ...stats, ...passMetricFields(stats, functionName, deps.now()) }),
    onError: (err, pass) => deps.log.error('dispatch', err, { pass, ...failedPassMetricFields(functionName, deps.now()) }),
  });
  return { passes };
}
