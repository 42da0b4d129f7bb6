import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { commands, reminderIdIn, snowflake } from '../support/interactions.js';
import { startLocalStack, waitFor, type LocalStack } from '../support/local-stack.js';

describe('e2e: runtime lifecycle', () => {
  let discord: FakeDiscord;

  beforeAll(async () => {
    discord = await startFakeDiscord();
  });

  afterAll(async () => {
    await discord?.close();
  });

  describe('Restart with the same DATA_DIR', () => {
    it('keeps reminders created before the restart', { timeout: 120_000 }, async () => {
      const caller = { userId: snowflake() };
      const first = await startLocalStack(
        { DISCORD_API_BASE: discord.apiBase },
        { keepDataDir: true },
      );
      let id: string | undefined;
      try {
        const reply = await first.post(
          commands.remind(caller, { message: 'Survive a restart', time: 'in 3 hours' }),
        );
        id = reminderIdIn(String(reply.json?.data?.content));
        expect(id, reply.text).toBeDefined();
      } finally {
        // stop() also checks the runtime exited 0 and took its DynamoDB Local with it.
        await first.stop();
      }
      const second = await startLocalStack(
        { DISCORD_API_BASE: discord.apiBase },
        { dataDir: first.dataDir, keys: first.keys },
      );
      try {
        const list = await second.post(commands.listReminders(caller));
        expect(JSON.stringify(list.json.data)).toContain(id);
      } finally {
        await second.stop();
      }
    });

    it(
      'sends, once, a reminder that fell due while the runtime was down',
      { timeout: 120_000 },
      async () => {
        const caller = { userId: snowflake() };
        const count = () => discord.dms.filter((d) => d.userId === caller.userId).length;
        const first = await startLocalStack(
          { DISCORD_API_BASE: discord.apiBase },
          { keepDataDir: true },
        );
        const createdAt = Date.now();
        try {
          const reply = await first.post(
            commands.remind(caller, { message: 'Missed while down', time: 'in 5 seconds' }),
          );
          expect(reminderIdIn(String(reply.json?.data?.content)), reply.text).toBeDefined();
        } finally {
          await first.stop();
        }
        expect(count()).toBe(0);
        // Make sure it is overdue before the second runtime starts.
        await new Promise((r) => setTimeout(r, Math.max(0, createdAt + 6_000 - Date.now())));
        const second = await startLocalStack(
          { DISCORD_API_BASE: discord.apiBase },
          { dataDir: first.dataDir, keys: first.keys },
        );
        try {
          await waitFor('the overdue reminder', () => count() >= 1, 15_000);
          await new Promise((r) => setTimeout(r, 3_000));
          expect(count()).toBe(1);
        } finally {
          await second.stop();
        }
      },
    );
  });

  describe('Two runtimes on one DYNAMODB_ENDPOINT', () => {
    let a: LocalStack | undefined;
    let b: LocalStack | undefined;

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    }, 60_000);

    it(
      'delivers each due reminder exactly once while both dispatchers race',
      { timeout: 120_000 },
      async () => {
        const shared = {
          DISCORD_API_BASE: discord.apiBase,
          DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
          TABLE_PREFIX: `e2e${randomBytes(4).toString('hex')}`,
        };
        // One after the other: createTablesIfMissing is not safe for two concurrent callers
        // (the loser's UpdateTimeToLive fails with "TimeToLive is already enabled").
        a = await startLocalStack(shared);
        b = await startLocalStack(shared, { keys: a.keys });
        const users = Array.from({ length: 8 }, () => snowflake());
        // Create through both runtimes: each one's dispatcher sees all of them in the shared tables.
        for (const [i, userId] of users.entries()) {
          const reply = await (i % 2 === 0 ? a : b).post(
            commands.remind({ userId }, { message: `race ${i}`, time: 'in 2 seconds' }),
          );
          expect(reminderIdIn(String(reply.json?.data?.content)), reply.text).toBeDefined();
        }
        const count = (userId: string) => discord.dms.filter((d) => d.userId === userId).length;
        await waitFor('every raced reminder', () => users.every((u) => count(u) >= 1), 15_000);
        await new Promise((r) => setTimeout(r, 3_000));
        expect(users.map(count)).toEqual(users.map(() => 1));
      },
    );
  });
});
