/**
 * The 09:00 peak: 50,000 reminders due in the same minute for 20,000 users (90 % of their
 * DM channels already cached), drained by dispatcher invocations started a minute apart as
 * EventBridge Scheduler and Lambda run them (each one 90 s long, so they overlap), against
 * a fake Discord that enforces the global limit per bot token over every sliding second
 * and answers 429 beyond it. Each invocation has its own clients and its own view of the
 * budget, as separate Lambda instances do; they share only DynamoDB Local and Discord.
 *
 * Baseline: Discord's limit (50 req/s). Targets: ≥ 95 % of it, no 429 (our own overshoot:
 * the fake has no clock skew), no duplicate, no loss.
 *
 * Run: `npm run bench -- peak [--scale 0.1]` (`--scale 1` is the full peak, about 18 minutes).
 */
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoLocal } from '../infra/local/dynamo-local.js';
import { RequestPacer } from '../shared/adapters/discord/budget.js';
import { createDiscordMessenger } from '../shared/adapters/discord/rest.js';
import { dynamoSlotSource } from '../shared/adapters/dynamo/budget-repo.js';
import { createDocumentClient } from '../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../shared/adapters/dynamo/create-tables.js';
import { createDispatchRepo } from '../shared/adapters/dynamo/dispatch-repo.js';
import { toItem } from '../shared/adapters/dynamo/reminder-item.js';
import { memoryLogger } from '../shared/adapters/log.js';
import { tableNames, type TableNames } from '../shared/config.js';
import { toIso, type Reminder } from '../shared/domain/reminder.js';
import { abortableSleep } from '../shared/dispatcher-deps.js';
import { createTranslator } from '../shared/i18n.js';
import type { DispatchDeps, DispatchStats } from '../shared/usecases/dispatch.js';
import { runInvocation } from '../shared/usecases/dispatch-invocation.js';
import { startFakeDiscordProcess } from '../test/support/fake-discord-process.js';
import { aReminder } from '../test/support/reminders.js';
import { countCapacity, newCapacityCount, type CapacityCount } from './capacity.js';
import { insert } from './dispatcher.js';

const LIMIT = 50;
const SHARDS = 4;
const TOKEN = 'bench-token';
/** Lambda: a new invocation every minute, each with a 90 s timeout. */
const INVOCATION_SPACING_MS = 60_000;
const INVOCATION_TIMEOUT_MS = 90_000;

export interface PeakOptions {
  readonly reminders: number;
  readonly users: number;
  /** Share of users whose DM channel id is already stored. */
  readonly cached: number;
}

/** Nearest-rank percentile of sorted values. */
function rank(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

function invocationDeps(endpoint: string, tables: TableNames, discord: { readonly apiBase: string }, capacity: CapacityCount): DispatchDeps & { rateLimited: () => number } {
  const doc = createDocumentClient({ region: 'us-east-1', endpoint });
  countCapacity(doc, capacity);
  const log = memoryLogger();
  const messenger = createDiscordMessenger({
    apiBase: discord.apiBase,
    token: TOKEN,
    budget: new RequestPacer({ source: dynamoSlotSource(doc, tables.budgets) }),
  });
  return {
    repo: createDispatchRepo({ doc, tables, shards: SHARDS, log }),
    messenger,
    translate: createTranslator(),
    log,
    now: Date.now,
    sleep: abortableSleep,
    rateLimited: () => messenger.stats.rateLimited,
  };
}

export async function runPeakBench(options: PeakOptions): Promise<boolean> {
  const { reminders: count, users } = options;
  const dynamo = await startDynamoLocal();
  // In a process of its own, as Discord is: the dispatchers' event loop cannot bunch its arrival times.
  const discord = await startFakeDiscordProcess({ requestsPerSecond: LIMIT, slidingWindow: true, token: TOKEN });
  const raw = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  const abort = new AbortController();
  try {
    const tables = tableNames({ TABLE_PREFIX: 'peak', REMINDERS_TABLE: undefined, USERS_TABLE: undefined });
    await createTablesIfMissing(raw, tables);
    const userId = (u: number): string => String(200_000_000_000 + u);
    const perUser = new Map<string, number>();
    // The peak minute starts once the data is in: every reminder falls due within it.
    const seedStart = Date.now();
    console.log(`seeding ${count} reminders for ${users} users…`);
    const items: Reminder[] = Array.from({ length: count }, (_, i) => {
      const owner = userId(i % users);
      perUser.set(owner, (perUser.get(owner) ?? 0) + 1);
      return aReminder({
        id: `rem_${i.toString(32).padStart(12, '0')}`,
        userId: owner,
        message: `Peak reminder ${i}`,
        remindTime: '', // set below, once the minute is known
        createdTime: toIso(seedStart - 86_400_000),
        repeatPattern: i % 3 === 0 ? 'daily' : 'none',
        locale: i % 2 === 0 ? 'en-US' : 'zh-TW',
      });
    });
    const cachedChannels = await discord.seedDmChannels(Array.from({ length: Math.ceil(users * options.cached) }, (_, u) => userId(u)));
    await insert(
      doc,
      tables.users,
      Array.from({ length: users }, (_, u) => ({
        user_id: userId(u),
        active_reminders: perUser.get(userId(u)) ?? 0,
        ...(u < users * options.cached ? { dm_channel_id: cachedChannels[u] } : {}),
      })),
    );
    // Seeding 50,000 items takes a while: the minute starts after an estimate of it, due seconds spread evenly over it.
    const minuteStart = Date.now() + 5_000 + Math.ceil(count / 25) * 4;
    const dueOf = new Map<string, number>();
    const timed = items.map((r, i) => {
      const due = minuteStart + Math.floor((i / count) * 60_000);
      dueOf.set(`${r.id}:0`, due);
      return { ...r, remindTime: toIso(due) };
    });
    await insert(doc, tables.reminders, timed.map((r) => toItem(r, SHARDS)));
    const late = Date.now() - minuteStart;
    if (late > 0) console.log(`(seeding ran ${(late / 1000).toFixed(1)} s into the minute)`);
    console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; draining with invocations every 60 s…`);

    const capacity = newCapacityCount();
    const invocations: Promise<DispatchStats[]>[] = [];
    const rateLimitedSeen: (() => number)[] = [];
    const delivered = (): Promise<number> => discord.dmCount();
    const firstAt = Math.max(Date.now(), minuteStart);
    for (let k = 0; (await delivered()) < count; k++) {
      const startAt = firstAt + k * INVOCATION_SPACING_MS;
      while (Date.now() < startAt && (await delivered()) < count) await abortableSleep(Math.min(1000, startAt - Date.now()));
      if ((await delivered()) >= count) break;
      const deps = invocationDeps(dynamo.endpoint, tables, discord, capacity);
      rateLimitedSeen.push(deps.rateLimited);
      invocations.push(runInvocation(deps, INVOCATION_TIMEOUT_MS, {}, abort.signal));
      console.log(`  invocation ${k + 1} at +${((Date.now() - firstAt) / 1000).toFixed(0)} s; ${await delivered()} delivered so far`);
    }
    abort.abort();
    const passes = (await Promise.all(invocations)).flat();
    const recorded = await discord.record();

    const nonces = new Map<string, number>();
    for (const d of recorded.dms) nonces.set(d.nonce, (nonces.get(d.nonce) ?? 0) + 1);
    const duplicates = [...nonces.values()].reduce((sum, n) => sum + n - 1, 0);
    const losses = [...dueOf.keys()].filter((n) => !nonces.has(n)).length;
    const lateness = recorded.dms.map((d) => d.at - (dueOf.get(d.nonce) ?? d.at)).sort((a, b) => a - b);
    const firstRequest = recorded.accepted.reduce((a, b) => Math.min(a, b), Infinity);
    const lastDm = recorded.dms.reduce((a, d) => Math.max(a, d.at), -Infinity);
    const seconds = (lastDm - firstRequest) / 1000;
    const dmsPerSecond = recorded.dms.length / seconds;
    const requestsPerSecond = recorded.accepted.filter((t) => t <= lastDm).length / seconds;
    const ratio = requestsPerSecond / LIMIT;
    const ownRetries = rateLimitedSeen.reduce((sum, f) => sum + f(), 0);
    const perDm = (n: number): string => (n / Math.max(1, recorded.dms.length)).toFixed(3);

    console.log(
      `peak: ${recorded.dms.length} DMs (${count} reminders, ${users} users, ${(options.cached * 100).toFixed(0)}% channels cached, ` +
        `${recorded.dmOpens} DM opens) in ${seconds.toFixed(1)} s by ${invocations.length} invocations`,
    );
    console.log(`  ${dmsPerSecond.toFixed(2)} DMs/s; ${requestsPerSecond.toFixed(2)} requests/s = ${(ratio * 100).toFixed(1)}% of the ${LIMIT} req/s limit (baseline: the limit)`);
    console.log(`  429s: ${recorded.rateLimited} (seen by the dispatchers: ${ownRetries}); duplicates ${duplicates}; losses ${losses}`);
    console.log(`  lateness after the due second: p50 ${(rank(lateness, 0.5) / 1000).toFixed(1)} s, p99 ${(rank(lateness, 0.99) / 1000).toFixed(1)} s, max ${((lateness.at(-1) ?? 0) / 1000).toFixed(1)} s`);
    console.log(
      `  DynamoDB per delivered reminder: ${perDm(capacity.readUnits)} read units, ${perDm(capacity.writeUnits)} write units ` +
        `(${capacity.unreported} requests unreported); requests: ${JSON.stringify(capacity.requests)}`,
    );
    const dynamoRequests = Object.values(capacity.requests).reduce((a, b) => a + b, 0);
    console.log(`  DynamoDB Local answered ${(dynamoRequests / seconds).toFixed(1)} requests/s (on a loaded machine it, not the budget, can be what limits DMs/s)`);
    console.log(`  passes: ${passes.length}; claimed ${passes.reduce((s, p) => s + p.claimed, 0)}, retried ${passes.reduce((s, p) => s + p.retried, 0)}, failed ${passes.reduce((s, p) => s + p.failed, 0)}`);
    const met = ratio >= 0.95 && recorded.rateLimited === 0 && duplicates === 0 && losses === 0;
    console.log(`targets (≥ 95% of the limit, 0 429s, 0 duplicates, 0 losses): ${met ? 'met' : 'MISSED'}`);
    return met;
  } finally {
    abort.abort();
    doc.destroy();
    raw.destroy();
    await discord.close();
    await dynamo.stop();
  }
}

/** `--scale x`: x × (50,000 reminders, 20,000 users). */
export function scaleArg(argv: readonly string[], fallback: number): number {
  const at = argv.indexOf('--scale');
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!(value > 0 && value <= 1)) throw new Error('--scale takes a number in (0, 1]');
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scale = scaleArg(process.argv, 0.1);
  const ok = await runPeakBench({ reminders: Math.round(50_000 * scale), users: Math.round(20_000 * scale), cached: 0.9 });
  process.exitCode = ok ? 0 : 1;
}
