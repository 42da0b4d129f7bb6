/** Shared pieces of the latency benchmarks: setup, timing, percentiles, signed Function URL events, the table rows. */
import { performance } from 'node:perf_hooks';
import { createDynamoClient } from '../shared/adapters/dynamo/client.js';
import { buildFunctionUrlEvent } from '../infra/local/http.js';
import { generateDevKeyPair, signedHeaders, type DevKeyPair } from '../infra/local/dev-keys.js';
import { createTablesIfMissing } from '../shared/adapters/dynamo/create-tables.js';
import { loadConfig, tableNames, type Config, type TableNames } from '../shared/config.js';

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
}

/** Nearest-rank p50 and p99 of the samples (ms). */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** A Function URL event carrying `body`, signed as Discord signs it (signing stays outside the timed part). */
export function signedEvent(
  keys: DevKeyPair,
  body: unknown,
): ReturnType<typeof buildFunctionUrlEvent> {
  const text = JSON.stringify(body);
  return buildFunctionUrlEvent({
    method: 'POST',
    url: '/interactions',
    headers: { 'content-type': 'application/json', ...signedHeaders(keys.privateKey, text) },
    body: text,
  });
}

/**
 * Points the environment the interactions handler reads at `endpoint` (a fresh table
 * prefix, a fresh dev key) and creates the tables; call before importing the handler.
 */
export async function prepareHandlerBench(
  endpoint: string,
): Promise<{ keys: DevKeyPair; config: Config; tables: TableNames }> {
  const keys = generateDevKeyPair();
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: endpoint,
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    TABLE_PREFIX: `bench${Date.now()}`,
    // The handler never calls Discord for the benched commands; nothing listens here anyway.
    DISCORD_API_BASE: 'http://127.0.0.1:9/api/v10',
  });
  const config = loadConfig();
  const tables = tableNames(config);
  const raw = createDynamoClient({ endpoint, region: config.AWS_REGION });
  await createTablesIfMissing(raw, tables);
  raw.destroy();
  return { keys, config, tables };
}

/** Times `n` sequential calls of `call` (ms each). */
export async function timeCalls(
  n: number,
  call: (i: number) => Promise<unknown>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

/** The results table's header, its first column `width` wide. */
export function ratioHeader(width: number): string {
  return `${'operation'.padEnd(width)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'p50 ratio'.padStart(11)}${'p99 ratio'.padStart(11)}`;
}

/** One row of the results table: p50 and p99, and each as a multiple of the baseline's. */
export function ratioRow(
  width: number,
  name: string,
  p: Percentiles,
  baseline: Percentiles,
): string {
  return (
    `${name.padEnd(width)}${p.p50.toFixed(2).padStart(9)}${p.p99.toFixed(2).padStart(9)}` +
    `${`${(p.p50 / baseline.p50).toFixed(1)}x`.padStart(11)}${`${(p.p99 / baseline.p99).toFixed(1)}x`.padStart(11)}`
  );
}
