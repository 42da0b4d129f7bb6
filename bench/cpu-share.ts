/**
 * Lambda's CPU share, held on a local process. Lambda allocates CPU in proportion to memory,
 * one full vCPU at 1,769 MB, so a function of M MB gets M/1769 of a CPU. A CFS quota in a
 * cgroup of its own (v1 or v2, when this machine lets us create one) holds a process to that
 * share; the benchmarks that play a Lambda function run each instance in one.
 *
 * Lambda reserves that share for the function: other functions on the host cannot take it. A
 * quota alone only caps, so on a busy machine (other suites running) an instance got far less
 * than its share and the benchmark measured the machine, not the design. The cgroup's weight is
 * therefore the highest the kernel allows (the quota still caps it), and `reserveCpu()` raises the
 * benchmark's own processes (DynamoDB Local and the fake Discord, which stand for other machines)
 * above the machine's other work.
 *
 * @see https://docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html
 */
import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Memory at which Lambda gives a function one full vCPU. */
export const FULL_VCPU_MB = 1769;
const CFS_PERIOD_US = 100_000;
/** The kernel's highest CPU weight for a cgroup (v1 `cpu.shares`, v2 `cpu.weight`). */
const MAX_SHARES_V1 = 262_144;
const MAX_WEIGHT_V2 = 10_000;
/** The highest scheduling priority (nice) a process may take. */
const HIGHEST_PRIORITY = -20;

/**
 * Raises this process (and the processes it starts after) above the machine's other work, so
 * that the stand-ins for other machines get the CPU they would have there. Returns a line to
 * print: whether it could (it needs root or CAP_SYS_NICE).
 */
export function reserveCpu(): string {
  try {
    setPriority(HIGHEST_PRIORITY);
    return `benchmark processes at scheduling priority ${HIGHEST_PRIORITY}, instances' cgroups at the highest weight (the share reserved, as Lambda reserves it)`;
  } catch {
    return "benchmark processes at the machine's normal priority (raising it needs root): other work on the machine takes from the instances' share";
  }
}

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
        writeFileSync(`${dir}/cpu.shares`, String(MAX_SHARES_V1));
      },
    ],
    [
      '/sys/fs/cgroup',
      (dir) => {
        writeFileSync(`${dir}/cpu.max`, `${quota} ${CFS_PERIOD_US}`);
        writeFileSync(`${dir}/cpu.weight`, String(MAX_WEIGHT_V2));
      },
    ],
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
