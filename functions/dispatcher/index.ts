import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import { failedPassMetricFields, passMetricFields } from '../../shared/adapters/metrics.js';
import { createDispatcherDeps } from '../../shared/dispatcher-deps.js';
import type { DispatchStats } from '../../shared/usecases/dispatch-ports.js';
import { runInvocation } from '../../shared/usecases/dispatch-invocation.js';
import { runDrain, type DrainStarter } from '../../shared/usecases/dispatch-drain.js';

export { PASS_SPACING_MS, SAFETY_MARGIN_MS } from '../../shared/usecases/dispatch-invocation.js';

/** The Lambda client's module beside this one: `drain-starter.mjs` in the bundle, the TypeScript source under tsx and vitest. */
const starterModule = new URL(
  import.meta.url.endsWith('.mjs') ? './drain-starter.mjs' : './drain-starter.ts',
  import.meta.url,
).href;

/** Starts the drain function, loading the Lambda client on the first hand-off (it would add 89 KB to every cold start). */
function lazyDrainStarter(functionName: string, region: string): DrainStarter {
  let starter: Promise<DrainStarter> | undefined;
  return {
    async start(token) {
      starter ??= (import(starterModule) as Promise<typeof import('./drain-starter.js')>).then(
        (m) => m.lambdaDrainStarter(functionName, region),
      );
      try {
        await (await starter).start(token);
      } catch (err) {
        starter = undefined;
        throw err;
      }
    },
  };
}

// Cold start (top-level await, in Lambda's init phase): config and the stored bot token read
// once (a bad value fails loudly), clients built once.
const config = await loadRuntimeConfig();
/** The metrics' dimension: set by Lambda; `local` elsewhere. */
const functionName = process.env['AWS_LAMBDA_FUNCTION_NAME'] ?? 'local';
/**
 * The drain a backlog is handed to: the dispatcher names it in DRAIN_FUNCTION_NAME; the drain
 * (no such variable: a function's environment cannot name the function itself) starts its own
 * successor when its 15 minutes run out before the backlog does.
 */
const drainFunction = config.DRAIN_FUNCTION_NAME ?? process.env['AWS_LAMBDA_FUNCTION_NAME'];
const { drainLease, ...deps } = createDispatcherDeps(
  config,
  drainFunction ? lazyDrainStarter(drainFunction, config.AWS_REGION) : undefined,
);

export interface DispatcherResult {
  readonly passes: DispatchStats[];
}

/**
 * Invoked by EventBridge Scheduler once a minute. The spec's (spec-notes.md, Scheduler loop) "wait 60 s after a failed
 * pass" needs no code here: a failed first pass skips the second, and the next pass is
 * the next invocation a minute later. Overlapping invocations are harmless: every claim
 * is conditional and every Discord request takes a slot of the shared budget. Give the
 * function a timeout of at least 90 s: the second pass sleeps until due seconds up to 60 s
 * after the start, and no claim starts in the last 15 s.
 */
export async function handler(
  _event: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<DispatcherResult> {
  const passes = await runInvocation(deps, context.getRemainingTimeInMillis(), {
    // Every pass, idle ones too: the "falling behind" alarm reads these metrics.
    onPass: (stats, pass) =>
      deps.log.info('dispatch pass', {
        pass,
        ...stats,
        ...passMetricFields(stats, functionName, deps.now()),
      }),
    onError: (err, pass) =>
      deps.log.error('dispatch', err, {
        pass,
        ...failedPassMetricFields(functionName, deps.now()),
      }),
  });
  return { passes };
}

/** The drain's event, as a dispatcher sends it (lambdaDrainStarter): anything else is refused. */
const drainEvent = z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The drain function: the same code at a larger memory size, started by a dispatcher that
 * found a backlog (shared/usecases/dispatch-drain.ts). It sends passes 30 s apart while the
 * backlog lasts and it holds the drain lease; when its time runs out first, it starts its successor.
 */
export async function drainHandler(
  event: unknown,
  context: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<DispatcherResult> {
  const request = drainEvent.safeParse(event);
  if (!request.success) {
    deps.log.error('dispatch:drain', new Error('drain event without a lease token: ignored'));
    return { passes: [] };
  }
  const passes = await runDrain(
    deps,
    drainLease,
    request.data,
    context.getRemainingTimeInMillis(),
    {
      onPass: (stats, pass) =>
        deps.log.info('drain pass', {
          pass,
          ...stats,
          ...passMetricFields(stats, functionName, deps.now()),
        }),
      onError: (err, pass) =>
        deps.log.error('dispatch:drain', err, {
          pass,
          ...failedPassMetricFields(functionName, deps.now()),
        }),
    },
  );
  return { passes };
}
