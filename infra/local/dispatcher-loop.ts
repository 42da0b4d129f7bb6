import type { DispatchDeps, DispatchStats } from '../../shared/usecases/dispatch-ports.js';
import { runPassSchedule } from '../../shared/usecases/dispatch-invocation.js';

export interface DispatcherLoopOptions {
  /** Spacing of passes (config DISPATCH_INTERVAL_SECONDS × 1000); also each pass's look-ahead window. */
  readonly intervalMs: number;
  /**
   * How often a pass re-reads the due index for reminders created meanwhile (default
   * min(1000, intervalMs)): locally a Query is free, so a new reminder due within the
   * interval is picked up within a second rather than the Lambda's 5 s.
   */
  readonly pollMs?: number;
}

/**
 * The spec's (spec-notes.md, Scheduler loop) scheduler loop, in process, for `npm start` (in AWS, EventBridge Scheduler
 * invokes the dispatcher function instead).
 *
 * Passes start `intervalMs` apart, start to start, on schedule (runPassSchedule, the same
 * schedule a Lambda invocation runs): a pass looks `intervalMs` (plus a short seam) ahead,
 * polls for reminders created meanwhile and sends each at its due second.
 * After a failed pass (e.g. storage unreachable) the loop reports it and waits twice the
 * interval from the failure (the spec's (spec-notes.md, Scheduler loop) 60 s for the default 30 s interval).
 */
export class DispatcherLoop {
  readonly #deps: DispatchDeps;
  readonly #intervalMs: number;
  readonly #pollMs: number;
  #abort: AbortController | undefined;
  #loop: Promise<void> | undefined;
  #lastPassAt: number | undefined;

  constructor(deps: DispatchDeps, options: DispatcherLoopOptions) {
    this.#deps = deps;
    this.#intervalMs = options.intervalMs;
    this.#pollMs = options.pollMs ?? Math.min(1000, options.intervalMs);
  }

  /** True between start() and stop(). */
  get running(): boolean {
    return this.#abort !== undefined;
  }

  /** When the most recent pass ended (successfully or not), by deps.now(); undefined before the first. */
  get lastPassAt(): number | undefined {
    return this.#lastPassAt;
  }

  /** Starts the loop; a no-op when it already runs. */
  start(): void {
    if (this.#abort) return;
    const abort = new AbortController();
    this.#abort = abort;
    this.#loop = this.#run(abort.signal);
  }

  /** Cancels the loop: cuts its waits short and resolves once the pass in flight has finished its sends. */
  async stop(): Promise<void> {
    const abort = this.#abort;
    if (!abort) return;
    abort.abort();
    await this.#loop;
    this.#abort = undefined;
    this.#loop = undefined;
  }

  async #run(signal: AbortSignal): Promise<void> {
    const deps = this.#deps;
    await runPassSchedule(deps, {
      spacingMs: this.#intervalMs,
      pollMs: this.#pollMs,
      signal,
      onPass: (stats) => {
        this.#lastPassAt = deps.now();
        if (hasWork(stats)) deps.log.info('dispatch pass', { ...stats });
      },
      onError: (err) => {
        this.#lastPassAt = deps.now();
        deps.log.error('dispatch', err);
        return 2 * this.#intervalMs;
      },
    });
  }
}

function hasWork(stats: DispatchStats): boolean {
  return stats.claimed + stats.failed > 0;
}
