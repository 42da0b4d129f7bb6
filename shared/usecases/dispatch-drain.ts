import { dispatchDefaults } from './dispatch-defaults.js';
import type { DispatchDeps, DispatchStats, DrainHandoff } from './dispatch-ports.js';
import {
  PASS_SPACING_MS,
  runPassSchedule,
  SAFETY_MARGIN_MS,
  type InvocationHooks,
} from './dispatch-invocation.js';

/**
 * The hand-off of a backlog from the always-on dispatcher (small, so idle costs nothing) to a
 * drain function with a whole CPU, started only when a pass finds more due than the small one
 * can send at its CPU share (docs/decisions.md, "The peak at the deployed CPU share").
 */
export const drainDefaults = {
  /**
   * The drain lease: while a drain holds it, dispatcher passes leave the backlog to it. Renewed
   * after every drain pass (each at most its 33 s window plus a claim's 25 s lease). A drain
   * that dies is replaced once its lease has run out.
   */
  leaseMs: 90_000,
} as const;

/** Port: the drain lease, one item in storage. Every write is conditional. */
export interface DrainLease {
  /** Takes the lease for `token` unless someone else's lease is still running at `nowMs`; true when taken. */
  acquire(token: string, nowMs: number, untilMs: number): Promise<boolean>;
  /** Extends the lease; false when it is no longer `token`'s. */
  renew(token: string, untilMs: number): Promise<boolean>;
  /** Gives the lease up if it is still `token`'s. */
  release(token: string): Promise<void>;
}

/** Port: starts a drain (an asynchronous Lambda invocation in AWS) that will hold the lease `token`. */
export interface DrainStarter {
  start(token: string): Promise<void>;
}

export interface DrainHandoffDeps {
  readonly lease: DrainLease;
  readonly starter: DrainStarter;
  now(): number;
  /** A fresh, unguessable lease token. */
  newToken(): string;
}

/** Takes the lease and starts a drain, or finds one running. */
export function drainHandoff(deps: DrainHandoffDeps): DrainHandoff {
  return {
    async request() {
      const token = deps.newToken();
      const now = deps.now();
      if (!(await deps.lease.acquire(token, now, now + drainDefaults.leaseMs))) return true;
      try {
        await deps.starter.start(token);
        return true;
      } catch (err) {
        // Not started: give the lease back, so this dispatcher (and the next pass's request) carries on.
        await deps.lease.release(token).catch(() => undefined);
        throw err;
      }
    },
  };
}

/** The payload a drain is started with. */
export interface DrainRequest {
  readonly token: string;
}

/**
 * One drain invocation: dispatcher passes 30 s apart, as many as the time allows, while the
 * backlog lasts (a pass that claims fewer than `dispatchDefaults.handoffAt` is the last) and
 * the lease stays this drain's. Claims, the send budget and every write are the dispatcher's
 * own, so a drain and dispatchers running beside it never send one reminder twice. Gives the
 * lease back at the end, so the next dispatcher pass takes over at once. A drain whose time runs
 * out with the backlog still there (more than one invocation sends at the limit: 50,000
 * reminders take about 18 minutes, Lambda allows 15) starts its successor through `withHandoff`'s
 * hand-off as it ends, so no minute goes by without a sender; measured at the full peak, waiting
 * for the next dispatcher pass instead left Discord idle for 60 s.
 */
export interface DrainOptions {
  /** Pass spacing, start to start (default PASS_SPACING_MS, as a dispatcher invocation's). */
  readonly spacingMs?: number;
  readonly pollMs?: number;
  readonly signal?: AbortSignal;
}

export async function runDrain(
  withHandoff: DispatchDeps,
  lease: DrainLease,
  request: DrainRequest,
  remainingMs: number,
  hooks: InvocationHooks = {},
  options: DrainOptions = {},
): Promise<DispatchStats[]> {
  const { signal } = options;
  // A drain sends what it finds: it never hands off to another.
  const { repo, messenger, translate, log, now, sleep } = withHandoff;
  const deps: DispatchDeps = { repo, messenger, translate, log, now, sleep };
  const renew = (): Promise<boolean> =>
    lease.renew(request.token, deps.now() + drainDefaults.leaseMs);
  // Started late (an old event) after another drain took over: that one has the backlog.
  if (!(await renew())) return [];
  // Why the passes ended: only a drain whose time ran out leaves a backlog behind it.
  let ended: 'time' | 'backlog_sent' | 'lease_lost' | 'failed' = 'time';
  try {
    return await runPassSchedule(deps, {
      spacingMs: options.spacingMs ?? PASS_SPACING_MS,
      ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
      deadlineMs: deps.now() + remainingMs - SAFETY_MARGIN_MS,
      ...(signal ? { signal } : {}),
      ...(hooks.onPass ? { onPass: hooks.onPass } : {}),
      more: async (stats) => {
        if (stats.claimed < dispatchDefaults.handoffAt) ended = 'backlog_sent';
        else if (!(await renew())) ended = 'lease_lost';
        else return true;
        return false;
      },
      onError: (err, pass) => {
        hooks.onError?.(err, pass);
        ended = 'failed';
        return 'stop';
      },
    });
  } finally {
    await lease
      .release(request.token)
      .catch((err: unknown) => deps.log.error('dispatch:drain', err));
    if (ended === 'time' && !signal?.aborted && withHandoff.handoff)
      await withHandoff.handoff
        .request()
        .catch((err: unknown) => deps.log.error('dispatch:drain', err));
  }
}
