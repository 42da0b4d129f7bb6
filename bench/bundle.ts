/**
 * Bundle and cold-start bench: each Lambda bundle's minified size (AWS SDK included), and
 * the time to import the bundled handler in a fresh Node process, median of 20. The import
 * is the part of a cold start our code controls (Lambda's own runtime start comes on top).
 *
 * The dispatcher runs at the memory the stack gives it (`dispatcherMemoryMb`, 128 MB), where
 * Lambda gives a function 128/1769 of a vCPU (bench/cpu-share.ts). Its import is also
 * measured in a process held to that share by a CFS quota (a cgroup of its own, when this
 * machine lets us create one; otherwise the line says so and the unthrottled CPU time scaled
 * by 1769/128 stands in).
 *
 * Run: `npx tsx bench/bundle.ts` (`--contributors`: also what the interactions cold start loads, by size). Targets: interactions under 500 KB, import under 150 ms;
 * dispatcher under 500 KB, import under 1 s at the 128 MB CPU share.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunction, functionNames, type Bundle, type FunctionName } from '../infra/bundle.js';
import { dispatcherMemoryMb } from '../infra/stack.js';
import { cpuCgroup, FULL_VCPU_MB, lambdaCpuShare } from './cpu-share.js';

const RUNS = 20;
const QUOTA_RUNS = 9;
const TARGET_BYTES = 500 * 1024;
const TARGET_IMPORT_MS = 150;
const TARGET_DISPATCHER_INIT_MS = 1000;

/** What the import needs: the dispatcher reads its config at import (top-level await), the interactions handler at its first request. */
const importEnv = {
  PATH: process.env['PATH'] ?? '',
  AWS_REGION: 'us-east-1',
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  DISCORD_API_BASE: 'http://127.0.0.1:9/api/v10',
  DISCORD_BOT_TOKEN: 'bench',
  DISCORD_PUBLIC_KEY: 'a'.repeat(64),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const importScript = (file: string): string =>
  `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); const u = process.cpuUsage(); ` +
  `process.stdout.write(JSON.stringify({ ms: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));`;

interface Sample {
  /** Wall time of the import. */
  readonly ms: number;
  /** CPU time of the whole process (Node's own start included). */
  readonly cpuMs: number;
}

/** One fresh process (in `cgroup` when given): the time from before `import()` to the module being evaluated. */
function importSample(file: string, cgroup?: string): Sample {
  const node = [process.execPath, '--input-type=module', '-e', importScript(file)];
  // The shell joins the cgroup, then becomes node: the whole process runs under the quota.
  const run = cgroup
    ? spawnSync('sh', ['-c', `echo $$ > '${cgroup}/cgroup.procs' && exec "$@"`, 'sh', ...node], {
        env: importEnv,
        encoding: 'utf8',
      })
    : spawnSync(node[0] as string, node.slice(1), { env: importEnv, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Sample;
}

function importOnce(file: string): number {
  return importSample(file).ms;
}

/** The dispatcher's import at Lambda's 128 MB CPU share (median), and how it was obtained. */
function dispatcherInitAt128(file: string): { ms: number; how: string } {
  const share = lambdaCpuShare(dispatcherMemoryMb);
  const cgroup = cpuCgroup(share);
  if (!cgroup) {
    const cpu = median(Array.from({ length: QUOTA_RUNS }, () => importSample(file).cpuMs));
    return {
      ms: cpu / share,
      how: `no cgroup here: process CPU ${cpu.toFixed(0)} ms × ${FULL_VCPU_MB}/${dispatcherMemoryMb}`,
    };
  }
  try {
    const samples = Array.from({ length: QUOTA_RUNS }, () => importSample(file, cgroup.dir).ms);
    return {
      ms: median(samples),
      how: `CFS quota ${(share * 100).toFixed(1)}% of a CPU (cgroup), median of ${QUOTA_RUNS}`,
    };
  } finally {
    cgroup.remove();
  }
}

/**
 * What an interaction the cold start does not answer itself waits for, once per instance: the
 * chunks the router imports on its way, in order (the command list, then the command's code,
 * then the store its use case calls), by the module each chunk starts from.
 */
const FIRST_USES: readonly { readonly what: string; readonly entries: readonly string[] }[] = [
  {
    what: '/list_reminders, /timezone',
    entries: ['shared/interactions/first-use-handlers.ts'],
  },
  {
    what: '/settings, /edit_reminder, a reminder DM button',
    entries: ['shared/interactions/commands/index.ts', 'shared/interactions/first-use-handlers.ts'],
  },
  {
    what: '/schedule_* (its first one, with the event store)',
    entries: [
      'shared/interactions/commands/index.ts',
      'shared/interactions/schedule-handlers.ts',
      'shared/adapters/dynamo/event-repo.ts',
    ],
  },
  {
    what: '/calendar, /schedule_export',
    entries: ['shared/interactions/commands/index.ts', 'shared/interactions/calendar-commands.ts'],
  },
  {
    what: 'a time with two readings (the ask prompt)',
    entries: ['shared/interactions/time-ask.ts'],
  },
];

/** One fresh process: the bundle imported as at a cold start, then the time to import `chunks` one after another. */
function firstUseSample(file: string, chunks: readonly string[]): number {
  const urls = JSON.stringify(chunks.map((c) => pathToFileURL(c).href));
  const script =
    `await import(${JSON.stringify(pathToFileURL(file).href)}); const t = performance.now(); ` +
    `for (const u of ${urls}) await import(u); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: importEnv,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  return Number(run.stdout);
}

/** Prints the first-use import time of the interactions function's lazily loaded commands (median of 20 fresh processes each). */
function firstUseImports(bundle: Bundle): void {
  // A module no chunk starts from is in the cold start's files: nothing to import on first use.
  const chunkOf = (entry: string): string[] => {
    const out = Object.entries(bundle.metafile.outputs).find(([, o]) => o.entryPoint === entry);
    const file = out && bundle.lazyFiles.find((f) => out[0].endsWith(f));
    return file ? [join(bundle.dir, file)] : [];
  };
  console.log(
    '\n| Interactions: first use after a cold start | Chunks imported | Import (median of 20) |',
  );
  console.log('|---|---|---|');
  for (const { what, entries } of FIRST_USES) {
    const chunks = entries.flatMap(chunkOf);
    const kb = chunks.reduce((sum, c) => sum + statSync(c).size, 0) / 1024;
    const ms = median(Array.from({ length: RUNS }, () => firstUseSample(bundle.file, chunks)));
    console.log(
      `| ${what} | ${chunks.length} (${kb.toFixed(1)} KB, and the shared chunks they import) | ${ms.toFixed(1)} ms |`,
    );
  }
}

/**
 * `bench -- bundle --contributors`: what the interactions cold start loads, by size: each package
 * under node_modules as one row, each of our modules as its own (esbuild's metafile, the bytes
 * each input leaves in the startup files).
 */
function coldStartContributors(bundle: Bundle, top = 40): void {
  const bytes = new Map<string, number>();
  for (const file of bundle.startupFiles) {
    const output = Object.entries(bundle.metafile.outputs).find(([path]) => path.endsWith(file));
    for (const [input, { bytesInOutput }] of Object.entries(output?.[1].inputs ?? {})) {
      const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const key = pkg ?? input;
      bytes.set(key, (bytes.get(key) ?? 0) + bytesInOutput);
    }
  }
  const rows = [...bytes].sort((a, b) => b[1] - a[1]);
  const inputs = rows.reduce((sum, [, b]) => sum + b, 0);
  console.log(
    `\n| Interactions cold start: top ${top} of ${rows.length} contributors | KB |\n|---|---|`,
  );
  for (const [name, b] of rows.slice(0, top)) console.log(`| ${name} | ${(b / 1024).toFixed(2)} |`);
  console.log(
    `| (the startup files' own import and export lists, the require banner) | ${((bundle.bytes - inputs) / 1024).toFixed(2)} |`,
  );
}

export interface BundleBenchRow {
  readonly name: FunctionName;
  readonly bytes: number;
  readonly importMedianMs: number;
}

export async function runBundleBench(): Promise<BundleBenchRow[]> {
  // Baseline: importing an empty module the same way, so a loaded machine shows as such.
  const empty = join(mkdtempSync(join(tmpdir(), 'tock-empty-')), 'index.mjs');
  writeFileSync(empty, 'export const handler = () => {};\n');
  importOnce(empty);
  const baselineMs = median(Array.from({ length: RUNS }, () => importOnce(empty)));
  const rows: BundleBenchRow[] = [];
  for (const name of functionNames) {
    const bundle = await bundleFunction(name);
    importOnce(bundle.file); // warm the OS file cache, as Lambda's is after download
    const samples = Array.from({ length: RUNS }, () => importOnce(bundle.file));
    rows.push({ name, bytes: bundle.bytes, importMedianMs: median(samples) });
  }
  console.log(
    '| Function | Bundle (minified, AWS SDK inside) | Import, fresh process (median of 20) |',
  );
  console.log('|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.importMedianMs.toFixed(1)} ms |`,
    );
  console.log(`| (baseline: empty module) | | ${baselineMs.toFixed(1)} ms |`);
  const dispatcher = rows.find((r) => r.name === 'dispatcher');
  if (dispatcher) {
    const bundle = await bundleFunction('dispatcher');
    const init = dispatcherInitAt128(bundle.file);
    console.log(
      `dispatcher import at Lambda's ${dispatcherMemoryMb} MB CPU share: ${init.ms.toFixed(0)} ms (${init.how})`,
    );
    const ok = dispatcher.bytes < TARGET_BYTES && init.ms < TARGET_DISPATCHER_INIT_MS;
    console.log(
      `dispatcher targets (< 500 KB, init < ${TARGET_DISPATCHER_INIT_MS} ms at ${dispatcherMemoryMb} MB): ${ok ? 'met' : 'MISSED'}`,
    );
    if (!ok) process.exitCode = 1;
  }
  const interactions = rows.find((r) => r.name === 'interactions');
  if (interactions) {
    const bundle = await bundleFunction('interactions');
    firstUseImports(bundle);
    if (process.argv.includes('--contributors')) coldStartContributors(bundle);
    const ok = interactions.bytes < TARGET_BYTES && interactions.importMedianMs < TARGET_IMPORT_MS;
    console.log(
      `interactions targets (< 500 KB, < ${TARGET_IMPORT_MS} ms): ${ok ? 'met' : 'MISSED'}`,
    );
    if (!ok) process.exitCode = 1;
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runBundleBench();
