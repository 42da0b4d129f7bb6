import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestPacer } from '../../shared/adapters/discord/budget.js';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import { dynamoSlotSource } from '../../shared/adapters/dynamo/budget-repo.js';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import type { ChildConfig } from '../support/dispatcher-process.js';
import { BOT_TOKEN, SHARDS, useDispatchFixture } from '../support/dispatch-fixture.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const f = useDispatchFixture();
const children: ChildProcess[] = [];
let limited: FakeDiscord | undefined;

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await limited?.close();
  limited = undefined;
});

/** Discord enforcing its global limit per token over every sliding second, across all callers. */
async function rateLimitedDiscord(): Promise<FakeDiscord> {
  limited = await startFakeDiscord({
    token: BOT_TOKEN,
    requestsPerSecond: 50,
    slidingWindow: true,
  });
  return limited;
}

/** `count` due reminders spread over `users` users; returns their nonces (first trigger). */
async function insertDue(count: number, users: number): Promise<string[]> {
  const nonces: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
      f.insertReminder({
        userId: String(900_000 + ((i + j) % users)),
        remindTime: toIso(Date.now() - 5000 + i + j),
      }),
    );
    for (const r of await Promise.all(batch)) nonces.push(`${r.id}:0`);
  }
  return nonces;
}

/** Starts test/support/dispatcher-process.ts against this test's tables; resolves its output as it grows. */
function spawnDispatcher(config: ChildConfig): {
  child: ChildProcess;
  claims: () => number;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/dispatcher-process.ts'], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', TOCK_CHILD: JSON.stringify(config) },
  });
  children.push(child);
  let claims = 0;
  child.stdout?.on('data', (d: Buffer) => {
    for (const m of d.toString().matchAll(/claimed (\d+)/g)) claims = Number(m[1]);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, claims: () => claims, exited };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How often each nonce was created as a message (a nonce replay creates none). */
function created(discord: FakeDiscord): Map<string, number> {
  const counts = new Map<string, number>();
  for (const dm of discord.dms)
    counts.set(String(dm.body['nonce']), (counts.get(String(dm.body['nonce'])) ?? 0) + 1);
  return counts;
}

describe('Shared send budget: two dispatchers against a rate-enforcing Discord', () => {
  it('stays within the global limit while both drain, and loses or repeats nothing when one is killed mid-drain', async () => {
    const discord = await rateLimitedDiscord();
    const nonces = await insertDue(300, 100);
    // 45 a second, not production's 48: the fake timestamps arrivals in this test's own process,
    // whose event loop also runs a dispatcher, so a busy CI machine bunches arrivals by tens of
    // milliseconds. Two unshared budgets would still send 90 a second.
    const requestsPerSecond = 45;
    const config: ChildConfig = {
      endpoint: f.db.endpoint,
      tables: f.db.tables,
      shards: SHARDS,
      apiBase: discord.apiBase,
      token: BOT_TOKEN,
      requestsPerSecond,
    };
    const killed = spawnDispatcher(config);
    const sharedBudget = (): RequestPacer =>
      new RequestPacer({
        source: dynamoSlotSource(f.db.doc, f.db.tables.budgets),
        requestsPerSecond,
      });
    const survivor = f.deps({
      messenger: createDiscordMessenger({
        apiBase: discord.apiBase,
        token: BOT_TOKEN,
        budget: sharedBudget(),
      }),
    });

    const pass = runDispatchPass(survivor, { windowMs: 30_000, pollMs: 0 });
    // Both are sending: kill the child with claims in flight.
    await until(() => killed.claims() >= 20 && discord.dms.length >= 60, 60_000);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const first = await pass;
    const stranded =
      (
        await f.db.doc.send(
          new ScanCommand({
            TableName: f.db.tables.reminders,
            FilterExpression: 'attribute_exists(claimed_until)',
          }),
        )
      ).Count ?? 0;
    expect(stranded).toBeGreaterThan(0);

    // The next pass, once the killed claims' 25 s leases have ended (Lambda: the next invocation).
    const later = f.deps({
      now: () => Date.now() + 26_000,
      messenger: createDiscordMessenger({
        apiBase: discord.apiBase,
        token: BOT_TOKEN,
        budget: sharedBudget(),
      }),
    });
    const second = await runDispatchPass(later, { windowMs: 30_000, pollMs: 0 });

    const counts = created(discord);
    expect(discord.rateLimited).toBe(0);
    expect(first.sent).toBeGreaterThan(0);
    expect(second.claimed).toBeGreaterThanOrEqual(stranded);
    expect(nonces.filter((n) => !counts.has(n))).toEqual([]); // nothing lost
    expect([...counts.values()].filter((n) => n > 1)).toEqual([]); // nothing sent twice
    expect(discord.dms).toHaveLength(300);
  }, 120_000);

  it('earns 429s when each dispatcher keeps its own budget (what the shared one prevents)', async () => {
    const discord = await rateLimitedDiscord();
    await insertDue(200, 200);
    const own = () =>
      f.deps({ messenger: createDiscordMessenger({ apiBase: discord.apiBase, token: BOT_TOKEN }) });
    await Promise.all([
      runDispatchPass(own(), { windowMs: 30_000, pollMs: 0 }),
      runDispatchPass(own(), { windowMs: 30_000, pollMs: 0 }),
    ]);

    expect(discord.rateLimited).toBeGreaterThan(0);
  }, 60_000);

  it('opens new DM channels side by side: one hung open holds no other user', async () => {
    const discord = f.discord;
    await insertDue(10, 10);
    discord.delayNext('dm', 5000); // the first Create DM hangs past the messenger's 2 s timeout
    const stats = await runDispatchPass(f.deps(), { windowMs: 30_000, pollMs: 0 });

    expect(stats).toMatchObject({ sent: 9, retried: 1 });
    // The other nine opens reached Discord before the hung one timed out (queued behind it, they would come ≥ 2 s later).
    const firstArrival = Math.min(...discord.accepted);
    expect(discord.dmOpens).toHaveLength(9);
    expect(Math.max(...discord.dmOpens.map((o) => o.at)) - firstArrival).toBeLessThan(1500);
  }, 30_000);
});
