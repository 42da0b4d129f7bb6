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
import type { InvocationConfig, InvocationMessage } from './peak-invocation.js';

export type InvocationReport = Extract<InvocationMessage, { kind: 'done' }>;

/** A Lambda instance of the dispatcher: runs one invocation at a time and keeps its state between them. */
export interface Instance {
  /** Process CPU time of its cold start (module load, clients), ms. */
  readonly initCpuMs: number;
  /** Starts an invocation; resolves with its figures once its passes are over. */
  run(): Promise<InvocationReport>;
  /** Stops the running invocation's claims (its sends in flight finish). */
  stop(): void;
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** The function's memory (MB), which sets its CPU share. */
  readonly memoryMb: number;
  /** Run with the whole machine instead of the share. */
  readonly unthrottled: boolean;
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
  bundled ??= bundleAs('dispatcher', entry, undefined, profileDir ? { minify: false } : {}).then((b) => b.file);
  return bundled;
}

/** How the instances run, for the bench's first lines. */
export function describeShare(memoryMb: number, unthrottled: boolean): string {
  return unthrottled
    ? `unthrottled (--unthrottled): each instance may use a whole CPU`
    : `each instance held to Lambda's ${memoryMb} MB CPU share, ${(lambdaCpuShare(memoryMb) * 100).toFixed(1)}% of a CPU (a CFS quota in a cgroup of its own)`;
}

/** Loads an instance in its own process; resolves once it is ready (its cold start is not part of the drain). */
export async function loadInstance(config: InvocationConfig, options: InstanceOptions): Promise<Instance> {
  const file = await instanceBundle();
  let cgroup: CpuCgroup | undefined;
  if (!options.unthrottled) {
    cgroup = cpuCgroup(lambdaCpuShare(options.memoryMb));
    if (!cgroup) throw new Error('cannot create a cgroup with a CPU quota here (needs root and the cpu controller); run with --unthrottled');
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
  return {
    initCpuMs,
    run: () =>
      new Promise<InvocationReport>((resolve, reject) => {
        running = { resolve, reject };
        child.send('start');
      }),
    stop: () => child.connected && child.send('stop'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}
