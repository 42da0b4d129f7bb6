/**
 * Lateness: how long after its due second a reminder's DM reaches Discord. 2,000 reminders
 * due over five minutes, each written to the table a lead time before it falls due (most
 * 10 s to 2 min ahead, some 3 s ahead, some 1–9 s), drained by the dispatcher as `npm start`
 * runs it (infra/local/dispatcher-loop.ts with the real adapters from createDispatcherDeps,
 * the default 30 s pass interval, polling every 1 s) and, on its own tables and fake
 * Discord, as Lambda runs it (`--runtime lambda`: an invocation once a minute on two warm instances, polling every 2 s).
 *
 * Baseline: the due second itself. Target: p99 ≤ 1 s for reminders created ≥ 10 s ahead.
 *
 * The Lambda instances run the dispatcher's code bundled as Lambda runs it, each in a process of
 * its own held to the CPU share of the memory the stack gives the function (`--unthrottled`:
 * the whole machine), and print the CPU time per delivered reminder.
 *
 * Run: `npm run bench -- lateness [--scale 0.2] [--runtime lambda] [--unthrottled]` (scale shortens the five minutes and the count).
 */
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import { DispatcherLoop } from '../infra/local/dispatcher-loop.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../shared/adapters/dynamo/create-tables.js';
import { toItem } from '../shared/adapters/dynamo/reminder-item.js';
import { configDefaults, loadConfig, tableNames, type TableNames } from '../shared/config.js';
import { toIso, type Reminder } from '../shared/domain/reminder.js';
import { abortableSleep, createDispatcherDeps } from '../shared/dispatcher-deps.js';
import { startFakeDiscord, type FakeDiscord } from '../test/support/fake-discord.js';
import { aReminder } from '../test/support/reminders.js';
import { reserveCpu, unthrottledArg } from './cpu-share.js';
import { insert } from './dispatcher.js';
import { DispatcherFleet } from './lambda-instance.js';
import { scaleArg } from './peak.js';

const SHARDS = 4;
const USERS = 200;

interface Planned {
  readonly reminder: Reminder;
  readonly dueMs: number;
  readonly createAtMs: number;
}

/** Deterministic pseudo-random in [0, 1): the same plan every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32;
}

function plan(count: number, spanMs: number, startMs: number): Planned[] {
  const rand = random(13);
  return Array.from({ length: count }, (_, i) => {
    const dueMs = startMs + 15_000 + Math.floor((i / count) * spanMs);
    const pick = rand();
    // 80 %: 10 s to 2 min ahead; 10 %: 3 s ahead; 10 %: 1 to 9 s ahead.
    const leadMs =
      pick < 0.8 ? 10_000 + rand() * 110_000 : pick < 0.9 ? 3_000 : 1_000 + rand() * 8_000;
    const createAtMs = Math.max(startMs, dueMs - leadMs);
    return {
      dueMs,
      createAtMs,
      reminder: aReminder({
        id: `rem_${i.toString(32).padStart(12, '0')}`,
        userId: String(300_000_000_000 + (i % USERS)),
        message: `Lateness ${i}`,
        remindTime: toIso(dueMs),
        createdTime: toIso(createAtMs),
      }),
    };
  });
}

type Target = { doc: DynamoDBDocumentClient; tables: TableNames };

/** Writes what exists before the start (created earlier) in batches, before the clock starts. */
async function createBefore(
  planned: readonly Planned[],
  startMs: number,
  target: Target,
): Promise<void> {
  await insert(
    target.doc,
    target.tables.reminders,
    planned.filter((p) => p.createAtMs <= startMs).map((p) => toItem(p.reminder, SHARDS)),
  );
}

/**
 * Writes each later reminder at its creation moment, as /remind would, each on its own
 * (a slow write never delays the next). Returns how late each write completed (ms).
 */
async function createOnTime(
  planned: readonly Planned[],
  startMs: number,
  target: Target,
): Promise<Map<string, number>> {
  const writtenLate = new Map<string, number>();
  const writes: Promise<void>[] = [];
  for (const p of [...planned]
    .filter((q) => q.createAtMs > startMs)
    .sort((a, b) => a.createAtMs - b.createAtMs)) {
    const wait = p.createAtMs - Date.now();
    if (wait > 0) await abortableSleep(wait);
    writes.push(
      target.doc
        .send(
          new PutCommand({ TableName: target.tables.reminders, Item: toItem(p.reminder, SHARDS) }),
        )
        .then(() => {
          writtenLate.set(p.reminder.id, Date.now() - p.createAtMs);
        }),
    );
  }
  await Promise.all(writes);
  return writtenLate;
}

function summary(
  label: string,
  planned: readonly Planned[],
  discord: FakeDiscord,
  filter: (p: Planned) => boolean,
): string {
  const at = new Map(discord.dms.map((d) => [String(d.body['nonce']), d.at]));
  const chosen = planned.filter(filter);
  const late = chosen
    .map((p) => (at.get(`${p.reminder.id}:0`) ?? Number.POSITIVE_INFINITY) - p.dueMs)
    .sort((a, b) => a - b);
  const q = (x: number): string => {
    const v = late[Math.min(late.length - 1, Math.max(0, Math.ceil(x * late.length) - 1))] ?? NaN;
    return Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'never';
  };
  return `  ${label.padEnd(34)} n=${String(chosen.length).padStart(4)}  p50 ${q(0.5).padStart(8)}  p99 ${q(0.99).padStart(8)}  max ${q(1).padStart(8)}`;
}

type Runtime = 'local' | 'lambda';

export async function runLatenessBench(
  scale: number,
  runtime: Runtime,
  unthrottled = false,
): Promise<boolean> {
  const count = Math.round(2000 * scale);
  const spanMs = Math.round(300_000 * scale);
  const dynamo = await startDynamoLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  const discord = await startFakeDiscord({ requestsPerSecond: 50 });
  const stop = new AbortController();
  let loop: DispatcherLoop | undefined;
  try {
    const config = loadConfig({
      TABLE_PREFIX: 'late',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      DISCORD_API_BASE: discord.apiBase,
      DUE_SHARDS: String(SHARDS),
    });
    const target = { doc, tables: tableNames(config) };
    await createTablesIfMissing(raw, target.tables);

    // The reminders created before the start go in first (in batches); the clock starts after.
    const startMs = Date.now() + 10_000 + count * 10;
    const planned = plan(count, spanMs, startMs);
    const fleet =
      runtime === 'lambda'
        ? new DispatcherFleet(
            {
              endpoint: dynamo.endpoint,
              tables: target.tables,
              shards: SHARDS,
              apiBase: discord.apiBase,
              token: 'lateness',
              handoff: true,
            },
            unthrottled,
          )
        : undefined;
    if (fleet) {
      console.log(fleet.describe());
      for (let k = 0; k < 2; k++) await fleet.load(k);
    }
    await createBefore(planned, startMs, target);
    if (Date.now() > startMs)
      console.log(`(seeding ran ${((Date.now() - startMs) / 1000).toFixed(1)} s past the start)`);
    await abortableSleep(Math.max(0, startMs - Date.now()));
    // npm start's loop, default interval (DISPATCH_INTERVAL_SECONDS), default poll (1 s).
    if (runtime === 'local') {
      loop = new DispatcherLoop(createDispatcherDeps(config), {
        intervalMs: configDefaults.DISPATCH_INTERVAL_SECONDS * 1000,
      });
      loop.start();
    }
    // Lambda: an invocation a minute (90 s timeout) on two instances in turn, each a process of
    // its own at the deployed CPU share, loaded before the clock starts.
    const lambda = (async () => {
      if (!fleet) return undefined;
      for (let k = 0; !stop.signal.aborted; k++) {
        const wait = startMs + k * 60_000 - Date.now();
        if (wait > 0) await abortableSleep(wait, stop.signal);
        if (stop.signal.aborted) break;
        await fleet.invoke(k);
      }
      return fleet.stop();
    })();

    console.log(
      `lateness: ${count} reminders due over ${(spanMs / 1000).toFixed(0)} s; running ${((spanMs + 20_000) / 1000).toFixed(0)} s…`,
    );
    const writtenLate = await createOnTime(planned, startMs, target);
    const writes = [...writtenLate.values()].sort((a, b) => a - b);
    console.log(
      `  creation writes done after their moment: p50 ${writes[writes.length >> 1] ?? 0} ms, max ${writes.at(-1) ?? 0} ms (DynamoDB Local's latency here)`,
    );
    const lastDue = Math.max(...planned.map((p) => p.dueMs));
    await abortableSleep(Math.max(0, lastDue + 5_000 - Date.now()));
    stop.abort();
    await loop?.stop();
    const reports = await lambda;

    const lead = (p: Planned): number => p.dueMs - p.createAtMs;
    let met = true;
    console.log(
      `${runtime === 'local' ? 'npm start loop (poll 1 s)' : 'Lambda invocations (poll 2 s)'}; baseline: the due second`,
    );
    console.log(summary('created ≥ 10 s ahead', planned, discord, (p) => lead(p) >= 10_000));
    console.log(summary('created 3 s ahead', planned, discord, (p) => lead(p) === 3_000));
    console.log(summary('created 1–9 s ahead (all)', planned, discord, (p) => lead(p) < 10_000));
    console.log(summary('all', planned, discord, () => true));
    if (reports) {
      const cpuMs = [...reports.dispatcher, ...reports.drain].reduce((sum, r) => sum + r.cpuMs, 0);
      console.log(
        `  CPU ${(cpuMs / Math.max(1, discord.dms.length)).toFixed(2)} ms per delivered reminder (process CPU time of the invocations, ${(cpuMs / 1000).toFixed(1)} s for ${discord.dms.length} DMs); ` +
          `${reports.dispatcher.length} dispatcher invocations, ${reports.drain.length} drain invocations`,
      );
    }
    const at = new Map(discord.dms.map((d) => [String(d.body['nonce']), d.at]));
    const late = planned
      .filter((p) => lead(p) >= 10_000)
      .map((p) => (at.get(`${p.reminder.id}:0`) ?? Number.POSITIVE_INFINITY) - p.dueMs)
      .sort((a, b) => a - b);
    const p99 = late[Math.max(0, Math.ceil(0.99 * late.length) - 1)] ?? Number.POSITIVE_INFINITY;
    if (p99 > 1000) met = false;
    if (process.env['LATE_DEBUG']) {
      const worst = planned
        .map((p) => ({
          p,
          l: (at.get(`${p.reminder.id}:0`) ?? Number.POSITIVE_INFINITY) - p.dueMs,
        }))
        .sort((a, b) => b.l - a.l)
        .slice(0, 25);
      for (const w of worst)
        console.log(
          `late ${w.l} ms, due +${w.p.dueMs - startMs} (mod 30s: ${(w.p.dueMs - startMs) % 30000}), lead ${Math.round(w.p.dueMs - w.p.createAtMs)}`,
        );
    }
    console.log(`target (p99 ≤ 1 s for reminders created ≥ 10 s ahead): ${met ? 'met' : 'MISSED'}`);
    return met;
  } finally {
    stop.abort();
    await loop?.stop();
    doc.destroy();
    raw.destroy();
    await discord.close();
    await dynamo.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(reserveCpu());
  const runtime: Runtime = process.argv.includes('lambda') ? 'lambda' : 'local';
  process.exitCode = (await runLatenessBench(
    scaleArg(process.argv, 1),
    runtime,
    unthrottledArg(process.argv),
  ))
    ? 0
    : 1;
}
