/**
 * A Lambda instance of the dispatcher for the benchmarks: bench/peak-invocation.ts bundled
 * as the dispatcher's Lambda bundle is built (infra/bundle.ts `bundleAs`), run by plain Node
 * (no tsx) in a process of its own, held to the CPU share of the memory the stack gives the
 * function (bench/cpu-share.ts) unless the bench runs `--unthrottled`. It keeps its clients
 * and state across the invocations it runs, one at a time, as a warm instance does.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleAs } from '../infra/bundle.js';
import { cpuCgroup, lambdaCpuShare, type CpuCgroup } from './cpu-share.js';
import { dispatcherMemoryMb, drainMemoryMb } from '../infra/stack.js';
import type { InvocationCommand, InvocationConfig, InvocationMessage } from './peak-invocation.js';

export type InvocationReport = Extract<InvocationMessage, { kind: 'done' }>;

/** A Lambda instance of the dispatcher: runs one invocation at a time and keeps its state between them. */
export interface Instance {
  /** Process CPU time of its cold start (module load, clients), ms. */
  readonly initCpuMs: number;
  /** Starts an invocation (a drain's with its lease token); resolves with its figures once its passes are over. */
  run(token?: string): Promise<InvocationReport>;
  /** Stops the running invocation's claims (its sends in flight finish). */
  stop(): void;
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** The function's memory (MB), which sets its CPU share. */
  readonly memoryMb: number;
  /** Run with the whole machine instead of the share. */
  readonly unthrottled: boolean;
  /** The instance asks for the drain (where Lambda would be invoked). */
  readonly onDrain?: (token: string) => void;
}

let bundled: Promise<string> | undefined;

/**
 * TOCK_CPU_PROF_DIR=<dir>: each instance writes a V8 CPU profile there (`node --cpu-prof`),
 * from a bundle left unminified so the profile names functions.
 */
const profileDir = process.env['TOCK_CPU_PROF_DIR'];

/** The instance's code, bundled once per bench run. */
function instanceBundle(): Promise<string> {
  const entry = fileURLToPath(new URL('./peak-invocation.ts', import.meta.url));
  bundled ??= bundleAs('dispatcher', entry, undefined, profileDir ? { minify: false } : {}).then(
    (b) => b.file,
  );
  return bundled;
}

/** How the instances run, for the bench's first lines. */
export function describeShare(memoryMb: number, unthrottled: boolean): string {
  return unthrottled
    ? `unthrottled (--unthrottled): each instance may use a whole CPU`
    : `each instance held to Lambda's ${memoryMb} MB CPU share, ${(lambdaCpuShare(memoryMb) * 100).toFixed(1)}% of a CPU (a CFS quota in a cgroup of its own)`;
}

/** Loads an instance in its own process; resolves once it is ready (its cold start is not part of the drain). */
export async function loadInstance(
  config: InvocationConfig,
  options: InstanceOptions,
): Promise<Instance> {
  const file = await instanceBundle();
  let cgroup: CpuCgroup | undefined;
  if (!options.unthrottled) {
    cgroup = cpuCgroup(lambdaCpuShare(options.memoryMb));
    if (!cgroup)
      throw new Error(
        'cannot create a cgroup with a CPU quota here (needs root and the cpu controller); run with --unthrottled',
      );
  }
  const child = fork(file, [], {
    execArgv: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
    cwd: join(file, '..'),
    env: { ...process.env, TOCK_PEAK_INVOCATION: JSON.stringify(config) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Before the child has loaded its modules: its whole life, cold start included, runs at the share.
  if (cgroup && child.pid !== undefined) cgroup.add(child.pid);
  let running: { resolve: (r: InvocationReport) => void; reject: (err: Error) => void } | undefined;
  const ready = new Promise<number>((resolve, reject) => {
    child.on('message', (m: InvocationMessage) => {
      if (m.kind === 'ready') resolve(m.cpuMs);
      else if (m.kind === 'drain') options.onDrain?.(m.token);
      else running?.resolve(m);
    });
    child.once('exit', (code) => {
      const err = new Error(`dispatcher instance exited (${code})`);
      reject(err);
      running?.reject(err);
      cgroup?.remove();
    });
  });
  const initCpuMs = await ready;
  const command = (c: InvocationCommand): void => void (child.connected && child.send(c));
  return {
    initCpuMs,
    run: (token) =>
      new Promise<InvocationReport>((resolve, reject) => {
        running = { resolve, reject };
        command({ kind: 'start', ...(token !== undefined ? { token } : {}) });
      }),
    stop: () => command({ kind: 'stop' }),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      command({ kind: 'close' });
      await exited;
    },
  };
}

/** What the fleet's invocations did, by function. */
export interface FleetReports {
  readonly dispatcher: readonly InvocationReport[];
  readonly drain: readonly InvocationReport[];
  /** Cold starts' process CPU time (ms), by function. */
  readonly initCpuMs: { readonly dispatcher: readonly number[]; readonly drain: readonly number[] };
}

/** How long Lambda keeps a drain's event it could not run yet (the stack's maxEventAge). */
const DRAIN_EVENT_AGE_MS = 60_000;

/**
 * The dispatcher as the stack deploys it: invocations a minute apart on two warm instances
 * in turn (each up to 90 s, so they overlap) at the dispatcher's memory, and the drain, a
 * third instance at its own memory, started when a dispatcher hands it a backlog (`handoff`).
 * One drain at a time, as its reserved concurrency of 1 allows: a request while it runs waits
 * for it to end, as Lambda retries a throttled asynchronous invocation (the stack keeps such an
 * event a minute; the lease makes a request while a drain runs rare, except the successor a
 * drain starts as its time runs out). The drain's instance is loaded on its first request, a
 * cold start as Lambda's is.
 */
export class DispatcherFleet {
  readonly #config: Omit<InvocationConfig, 'role' | 'timeoutMs'>;
  readonly #unthrottled: boolean;
  readonly #dispatchers: Instance[] = [];
  #drain: Promise<Instance> | undefined;
  #drainRunning = false;
  #drainWaiting: { readonly token: string; readonly at: number } | undefined;
  #stopped = false;
  readonly #runs: { dispatcher: Promise<InvocationReport>[]; drain: Promise<InvocationReport>[] } =
    { dispatcher: [], drain: [] };

  constructor(config: Omit<InvocationConfig, 'role' | 'timeoutMs'>, unthrottled: boolean) {
    this.#config = config;
    this.#unthrottled = unthrottled;
  }

  /** How the instances run, for the bench's first lines. */
  describe(): string {
    return (
      `dispatchers: ${describeShare(dispatcherMemoryMb, this.#unthrottled)}; ` +
      (this.#config.handoff
        ? `drain: ${describeShare(drainMemoryMb, this.#unthrottled)}`
        : 'no drain (--no-drain)')
    );
  }

  /** Loads the dispatcher instance invocation `k` runs on, if it is not loaded yet (a few seconds ahead: its cold start is not the drain's). */
  async load(k: number): Promise<void> {
    const at = k % 2;
    this.#dispatchers[at] ??= await loadInstance(
      { ...this.#config, role: 'dispatcher', timeoutMs: 90_000 },
      {
        memoryMb: dispatcherMemoryMb,
        unthrottled: this.#unthrottled,
        onDrain: (token) => void this.#startDrain(token),
      },
    );
  }

  /** Starts dispatcher invocation `k` (the k-th minute). */
  async invoke(k: number): Promise<void> {
    await this.load(k);
    this.#runs.dispatcher.push((this.#dispatchers[k % 2] as Instance).run());
  }

  async #startDrain(token: string): Promise<void> {
    if (this.#stopped) return;
    if (this.#drainRunning) {
      // Throttled: Lambda retries the event once the running drain ends (within its minute).
      this.#drainWaiting = { token, at: Date.now() };
      return;
    }
    this.#drainRunning = true;
    try {
      this.#drain ??= loadInstance(
        { ...this.#config, role: 'drain', timeoutMs: 900_000 },
        {
          memoryMb: drainMemoryMb,
          unthrottled: this.#unthrottled,
          onDrain: (next) => void this.#startDrain(next),
        },
      );
      const drain = await this.#drain;
      if (this.#stopped) return;
      const run = drain.run(token);
      this.#runs.drain.push(run);
      await run;
    } finally {
      this.#drainRunning = false;
    }
    const waiting = this.#drainWaiting;
    this.#drainWaiting = undefined;
    if (waiting !== undefined && Date.now() - waiting.at < DRAIN_EVENT_AGE_MS)
      await this.#startDrain(waiting.token);
  }

  /** Stops every running invocation's claims, waits for them, closes the instances and returns their figures. */
  async stop(): Promise<FleetReports> {
    this.#stopped = true;
    const drain = await this.#drain;
    for (const instance of [...this.#dispatchers, ...(drain ? [drain] : [])]) instance.stop();
    try {
      return {
        dispatcher: await Promise.all(this.#runs.dispatcher),
        drain: await Promise.all(this.#runs.drain),
        initCpuMs: {
          dispatcher: this.#dispatchers.map((i) => i.initCpuMs),
          drain: drain ? [drain.initCpuMs] : [],
        },
      };
    } finally {
      await Promise.allSettled([...this.#runs.dispatcher, ...this.#runs.drain]);
      await Promise.all([...this.#dispatchers, ...(drain ? [drain] : [])].map((i) => i.close()));
    }
  }
}
