/**
 * Dispatcher throughput against Discord's global rate limit: 5,000 due reminders for 500
 * users on DynamoDB Local (in memory), sent to a fake Discord that enforces 50 req/s with
 * real 429s. Baseline: the limit itself; the target is ≥ 90 % of it, with every reminder
 * delivered exactly once (duplicates by nonce, losses against the inserted set).
 *
 * Run: `npx tsx bench/dispatcher.ts` (needs Java 17+ for DynamoDB Local).
 */
import { pathToFileURL } from 'node:url';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import { createDiscordMessenger } from '../shared/adapters/discord/rest.js';
import { createDocumentClient, createDynamoClient } from '../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../shared/adapters/dynamo/create-tables.js';
import { createDispatchRepo } from '../shared/adapters/dynamo/dispatch-repo.js';
import { toItem } from '../shared/adapters/dynamo/reminder-item.js';
import { memoryLogger } from '../shared/adapters/log.js';
import { tableNames } from '../shared/config.js';
import { toIso, type Reminder } from '../shared/domain/reminder.js';
import { abortableSleep } from '../shared/dispatcher-deps.js';
import { createTranslator } from '../shared/i18n.js';
import { runDispatchPass } from '../shared/usecases/dispatch-run.js';
import type { DispatchStats } from '../shared/usecases/dispatch-ports.js';
import { startFakeDiscord } from '../test/support/fake-discord.js';
import { aReminder } from '../test/support/reminders.js';

export interface DispatcherBenchOptions {
  readonly reminders?: number;
  readonly users?: number;
  readonly requestsPerSecond?: number;
}

export interface DispatcherBenchResult {
  readonly dms: number;
  readonly seconds: number;
  readonly dmsPerSecond: number;
  readonly requestsPerSecond: number;
  /** Accepted requests per second as a share of the limit (0–100). */
  readonly percentOfLimit: number;
  readonly rateLimited: number;
  readonly duplicates: number;
  readonly losses: number;
  readonly passes: DispatchStats[];
  readonly line: string;
}

const SHARDS = 4;

/** Batch-writes `items` into `table`, a few batches at a time. */
export async function insert(
  doc: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches at a time: DynamoDB Local is one JVM, not a fleet.
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
        let pending: Record<string, unknown>[] = batch;
        while (pending.length > 0) {
          const out = await doc.send(
            new BatchWriteCommand({
              RequestItems: { [table]: pending.map((Item) => ({ PutRequest: { Item } })) },
            }),
          );
          pending = (out.UnprocessedItems?.[table] ?? []).map((w) => w.PutRequest?.Item ?? {});
        }
      }),
    );
  }
}

/** Runs the bench and returns its figures; prints nothing. */
export async function runDispatcherBench(
  options: DispatcherBenchOptions = {},
): Promise<DispatcherBenchResult> {
  const count = options.reminders ?? 5000;
  const users = options.users ?? 500;
  const limit = options.requestsPerSecond ?? 50;
  const dynamo = await startDynamoLocal();
  const discord = await startFakeDiscord({ requestsPerSecond: limit });
  const raw = createDynamoClient({ endpoint: dynamo.endpoint, region: 'us-east-1' });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  try {
    const tables = tableNames({
      TABLE_PREFIX: 'bench',
      REMINDERS_TABLE: undefined,
      USERS_TABLE: undefined,
    });
    await createTablesIfMissing(raw, tables);

    const now = Date.now();
    const reminders: Reminder[] = Array.from({ length: count }, (_, i) =>
      aReminder({
        id: `rem_${i.toString(32).padStart(12, '0')}`,
        userId: String(100_000_000_000 + (i % users)),
        message: `Bench reminder ${i}`,
        remindTime: toIso(now - 60_000 + i),
        createdTime: toIso(now - 3_600_000),
        repeatPattern: i % 4 === 0 ? 'daily' : 'none',
        locale: i % 2 === 0 ? 'en-US' : 'zh-TW',
      }),
    );
    await insert(
      doc,
      tables.reminders,
      reminders.map((r) => toItem(r, SHARDS)),
    );
    const perUser = Math.ceil(count / users);
    await insert(
      doc,
      tables.users,
      Array.from({ length: users }, (_, u) => ({
        user_id: String(100_000_000_000 + u),
        active_reminders: perUser,
      })),
    );

    const log = memoryLogger();
    const deps = {
      repo: createDispatchRepo({ doc, tables, shards: SHARDS, log }),
      messenger: createDiscordMessenger({ apiBase: discord.apiBase, token: 'bench' }),
      translate: createTranslator(),
      log,
      now: Date.now,
      sleep: abortableSleep,
    };
    const requestsBefore = discord.requests;
    const started = Date.now();
    const passes: DispatchStats[] = [];
    // Drain: a pass that claims nothing means nothing due remains (the daily ones are re-armed to tomorrow).
    for (;;) {
      // A drain: everything is already due, so no polling for newly created ones.
      const stats = await runDispatchPass(deps, { windowMs: 30_000, pollMs: 0 });
      passes.push(stats);
      if (stats.claimed === 0) break;
    }
    const lastDm = discord.dms.reduce((max, d) => Math.max(max, d.at), started);
    const seconds = (lastDm - started) / 1000;
    const accepted = discord.requests - requestsBefore - discord.rateLimited;
    const nonces = new Map<string, number>();
    for (const d of [...discord.dms, ...discord.nonceReplays]) {
      const nonce = String(d.body['nonce']);
      nonces.set(nonce, (nonces.get(nonce) ?? 0) + 1);
    }
    const duplicates = [...nonces.values()].reduce((sum, n) => sum + n - 1, 0);
    const losses = reminders.filter((r) => !nonces.has(`${r.id}:0`)).length;
    const dmsPerSecond = discord.dms.length / seconds;
    const requestsPerSecond = accepted / seconds;
    const percentOfLimit = (requestsPerSecond / limit) * 100;
    const line =
      `dispatcher: ${discord.dms.length} DMs in ${seconds.toFixed(1)} s = ${dmsPerSecond.toFixed(1)} DMs/s, ` +
      `${requestsPerSecond.toFixed(1)} requests/s = ${percentOfLimit.toFixed(1)}% of the ${limit} req/s limit; ` +
      `duplicates ${duplicates}, losses ${losses}`;
    return {
      dms: discord.dms.length,
      seconds,
      dmsPerSecond,
      requestsPerSecond,
      percentOfLimit,
      rateLimited: discord.rateLimited,
      duplicates,
      losses,
      passes,
      line,
    };
  } finally {
    doc.destroy();
    raw.destroy();
    await discord.close();
    await dynamo.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runDispatcherBench();
  console.log(result.line);
  console.log(
    `  429s from the fake: ${result.rateLimited}; passes: ${JSON.stringify(result.passes)}`,
  );
  process.exitCode =
    result.duplicates === 0 && result.losses === 0 && result.percentOfLimit >= 90 ? 0 : 1;
}
