/**
 * Lambda's CPU share, held on a local process. Lambda allocates CPU in proportion to memory,
 * one full vCPU at 1,769 MB, so a function of M MB gets M/1769 of a CPU. A CFS quota in a
 * cgroup of its own (v1 or v2, when this machine lets us create one) holds a process to that
 * share; the benchmarks that play a Lambda function run each instance in one.
 *
 * @see https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html
 */
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';

/** Memory at which Lambda gives a function one full vCPU. */
export const FULL_VCPU_MB = 1769;
const CFS_PERIOD_US = 100_000;

/** The CPU share Lambda gives a function of `memoryMb` (1 = one vCPU; above 1769 MB, more than one). */
export function lambdaCpuShare(memoryMb: number): number {
  return memoryMb / FULL_VCPU_MB;
}

export interface CpuCgroup {
  readonly dir: string;
  /** Moves a running process (every thread of it) into the cgroup. */
  add(pid: number): void;
  remove(): void;
}

let made = 0;

/**
 * A cgroup holding its processes to `share` of a CPU, or undefined when this machine does not
 * let us make one (no root, no cpu controller).
 */
export function cpuCgroup(share: number): CpuCgroup | undefined {
  const quota = Math.max(1000, Math.round(CFS_PERIOD_US * share));
  const candidates: [string, (dir: string) => void][] = [
    [
      '/sys/fs/cgroup/cpu',
      (dir) => {
        writeFileSync(`${dir}/cpu.cfs_period_us`, String(CFS_PERIOD_US));
        writeFileSync(`${dir}/cpu.cfs_quota_us`, String(quota));
      },
    ],
    ['/sys/fs/cgroup', (dir) => writeFileSync(`${dir}/cpu.max`, `${quota} ${CFS_PERIOD_US}`)],
  ];
  for (const [root, limit] of candidates) {
    if (
      !existsSync(`${root}/cgroup.procs`) ||
      (root === '/sys/fs/cgroup' && !existsSync(`${root}/cgroup.controllers`))
    )
      continue;
    const dir = `${root}/tock-bench-${process.pid}-${made++}`;
    try {
      mkdirSync(dir);
      limit(dir);
      return {
        dir,
        add: (pid) => writeFileSync(`${dir}/cgroup.procs`, String(pid)),
        remove: () => {
          try {
            rmdirSync(dir);
          } catch {
            // a process still in it (it exits later): the directory stays until the next boot
          }
        },
      };
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // never created
      }
    }
  }
  return undefined;
}

/** `--unthrottled`: run the Lambda-like instances with the whole machine, for comparison. */
export function unthrottledArg(argv: readonly string[]): boolean {
  return argv.includes('--unthrottled');
}
