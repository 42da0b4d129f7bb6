/**
 * Bundle and cold-start bench: each Lambda bundle's minified size (AWS SDK included), and
 * the time to import the bundled handler in a fresh Node process, median of 20. The import
 * is the part of a cold start our code controls (Lambda's own runtime start comes on top).
 *
 * Run: `npx tsx bench/bundle.ts`. Targets: interactions under 500 KB, import under 150 ms.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFunction, functionNames, type FunctionName } from '../infra/bundle.js';

const RUNS = 20;
const TARGET_BYTES = 500 * 1024;
const TARGET_IMPORT_MS = 150;

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
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** One fresh process: the time from before `import()` to the module being evaluated. */
function importOnce(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: importEnv, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  return Number(run.stdout);
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
  console.log('| Function | Bundle (minified, AWS SDK inside) | Import, fresh process (median of 20) |');
  console.log('|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.importMedianMs.toFixed(1)} ms |`);
  console.log(`| (baseline: empty module) | | ${baselineMs.toFixed(1)} ms |`);
  const interactions = rows.find((r) => r.name === 'interactions');
  if (interactions) {
    const ok = interactions.bytes < TARGET_BYTES && interactions.importMedianMs < TARGET_IMPORT_MS;
    console.log(`interactions targets (< 500 KB, < ${TARGET_IMPORT_MS} ms): ${ok ? 'met' : 'MISSED'}`);
    if (!ok) process.exitCode = 1;
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runBundleBench();
