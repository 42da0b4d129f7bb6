import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { DispatcherLoop } from '../../infra/local/dispatcher-loop.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { BOT_TOKEN, SHARDS, useDispatchFixture } from '../support/dispatch-fixture.js';

/** One query, no polling: the pass returns once what it found is sent (polling: dispatch-failures.test.ts). */
const WINDOW = { windowMs: 30_000, pollMs: 0 };
const f = useDispatchFixture();
const { deps, insertReminder, insertUser, item } = f;

describe('Use case: runDispatchPass', () => {
  it('sends a due one-off reminder once, makes it inactive and decrements the owner counter', async () => {
    await insertUser('4242', 3);
    const r = await insertReminder();
    const stats = await runDispatchPass(deps(), WINDOW);

    expect(stats).toEqual({
      claimed: 1,
      sent: 1,
      skipped: 0,
      retried: 0,
      failed: 0,
      halted: false,
      lateMs: expect.any(Number),
    });
    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.dms[0]?.userId).toBe('4242');
    expect(f.discord.dms[0]?.body).toMatchObject({
      nonce: `${r.id}:0`,
      enforce_nonce: true,
      embeds: [
        {
          title: '🔔 Reminder',
          description: r.message,
          color: 0x00ff00,
          footer: { text: `Reminder ID: ${r.id}` },
        },
      ],
    });
    const stored = await item('reminders', r.id);
    expect(stored).toMatchObject({ is_active: false, times_triggered: 1, version: 3, attempts: 0 });
    expect(stored?.['due_shard']).toBeUndefined();
    expect(stored?.['claimed_until']).toBeUndefined();
    expect(stored?.['expires_at']).toEqual(expect.any(Number));
    expect((await item('users', '4242'))?.['active_reminders']).toBe(2);
    expect(await runDispatchPass(deps(), WINDOW)).toMatchObject({ claimed: 0 });
  });

  it('re-arms a repeating reminder to the next occurrence from its due second', async () => {
    const due = Date.now() - 400;
    const r = await insertReminder({ repeatPattern: 'daily', remindTime: toIso(due) });
    await runDispatchPass(deps(), WINDOW);

    expect(f.discord.dms).toHaveLength(1);
    expect(await item('reminders', r.id)).toMatchObject({
      is_active: true,
      times_triggered: 1,
      remind_time: toIso(due + 86_400_000),
      due_shard: expect.any(Number),
    });
  });

  it('sends a reminder due 2 s after the pass starts at its due second', async () => {
    const due = Date.now() + 2000;
    await insertReminder({ remindTime: toIso(due) });
    await runDispatchPass(deps(), WINDOW);

    expect(f.discord.dms).toHaveLength(1);
    expect(Math.abs((f.discord.dms[0]?.at ?? 0) - due)).toBeLessThanOrEqual(500);
  });

  it('finishes a repeating reminder when max_triggers is reached, showing the count before this send', async () => {
    await insertUser('4242', 1);
    const r = await insertReminder({ repeatPattern: 'weekly', timesTriggered: 2, maxTriggers: 3 });
    await runDispatchPass(deps(), WINDOW);

    expect(f.discord.dms[0]?.body['embeds']).toMatchObject([
      {
        fields: [
          // The weekday it repeats on, from its own time in its zone (UTC here).
          {
            name: 'Repeat Pattern',
            value: `Every ${new Date(Date.parse(r.remindTime)).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}`,
          },
          { name: 'Times Triggered', value: '2' },
        ],
      },
    ]);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false, times_triggered: 3 });
    expect((await item('users', '4242'))?.['active_reminders']).toBe(0);
  });

  it('finishes a reminder even when the owner has no counter to decrement', async () => {
    const r = await insertReminder({ userId: '777' });
    await runDispatchPass(deps(), WINDOW);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false });
  });

  it('skips a user with DMs closed silently and still advances the reminder', async () => {
    f.discord.closeDmsFor('4242');
    const log = memoryLogger();
    const r = await insertReminder();
    const stats = await runDispatchPass(deps({ log }), WINDOW);

    expect(stats).toMatchObject({ claimed: 1, sent: 0, skipped: 1 });
    expect(f.discord.dms).toHaveLength(0);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false, times_triggered: 1 });
    expect(log.lines).toHaveLength(0);
  });

  it('skips an unknown user (10013 when opening the DM) and advances', async () => {
    f.discord.failNext('dm', 404, 10013);
    const r = await insertReminder();
    expect(await runDispatchPass(deps(), WINDOW)).toMatchObject({ skipped: 1 });
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false });
  });

  it('retries a 5xx on a later pass and sends exactly one DM', async () => {
    f.discord.failNext('message', 502);
    const r = await insertReminder();

    expect(await runDispatchPass(deps(), WINDOW)).toMatchObject({
      claimed: 1,
      retried: 1,
      sent: 0,
    });
    expect(f.discord.dms).toHaveLength(0);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: true, attempts: 1 });

    expect(await runDispatchPass(deps(), WINDOW)).toMatchObject({ claimed: 1, sent: 1 });
    expect(f.discord.dms).toHaveLength(1);
    expect(await item('reminders', r.id)).toMatchObject({
      is_active: false,
      attempts: 0,
      times_triggered: 1,
    });
  });

  it('advances and reports a reminder after its fifth failed attempt', async () => {
    f.discord.failNext('message', 500);
    const log = memoryLogger();
    const r = await insertReminder({ attempts: 4 });

    expect(await runDispatchPass(deps({ log }), WINDOW)).toMatchObject({ failed: 1, sent: 0 });
    expect(await item('reminders', r.id)).toMatchObject({
      is_active: false,
      times_triggered: 1,
      attempts: 0,
    });
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'error', context: `dispatch:${r.id}`, status: 500 }),
    ]);
  });

  it('sends each of 50 due reminders exactly once when two dispatchers race', async () => {
    const inserted = await Promise.all(
      Array.from({ length: 50 }, (_, i) => insertReminder({ userId: String(9000 + (i % 7)) })),
    );
    const [a, b] = await Promise.all([
      runDispatchPass(deps(), WINDOW),
      runDispatchPass(deps(), WINDOW),
    ]);

    expect((a?.claimed ?? 0) + (b?.claimed ?? 0)).toBe(50);
    expect(f.discord.dms).toHaveLength(50);
    expect(f.discord.nonceReplays).toHaveLength(0);
    expect(new Set(f.discord.dms.map((d) => d.body['nonce']))).toEqual(
      new Set(inserted.map((r) => `${r.id}:0`)),
    );
  });

  it('does not send a reminder deleted between the query and its due second', async () => {
    const r = await insertReminder({ remindTime: toIso(Date.now() + 1500) });
    const pass = runDispatchPass(deps(), WINDOW);
    await new Promise((ok) => setTimeout(ok, 300));
    await f.db.doc.send(new DeleteCommand({ TableName: f.db.tables.reminders, Key: { id: r.id } }));

    expect(await pass).toMatchObject({ claimed: 0, sent: 0 });
    expect(f.discord.dms).toHaveLength(0);
  });

  it('never sends a reminder twice across passes', async () => {
    await insertReminder();
    await insertReminder({ repeatPattern: 'daily' });
    for (let i = 0; i < 3; i++) await runDispatchPass(deps(), WINDOW);
    expect(f.discord.dms).toHaveLength(2);
  });

  it('resends with the same nonce after a crash between send and advance, so Discord shows one DM', async () => {
    const base = deps();
    let crashed = false;
    const crashing = deps({
      repo: {
        ...base.repo,
        advance: async () => {
          crashed = true;
          throw new Error('process died');
        },
        release: async () => {
          throw new Error('process died');
        },
      },
    });
    const r = await insertReminder();
    expect(await runDispatchPass(crashing, WINDOW)).toMatchObject({ sent: 1, failed: 1 });
    expect(crashed).toBe(true);
    // The lease is still live: nobody takes it before it ends.
    expect(
      await runDispatchPass(deps(), { ...WINDOW, deadlineMs: Date.now() + 1000 }),
    ).toMatchObject({ claimed: 0 });
    // After the lease: taken again and resent with the same nonce; Discord returns the original.
    const later = await runDispatchPass(deps({ now: () => Date.now() + 26_000 }), WINDOW);
    expect(later).toMatchObject({ claimed: 1, sent: 1 });
    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.nonceReplays.map((d) => d.body['nonce'])).toEqual([`${r.id}:0`]);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false, times_triggered: 1 });
  });

  it('opens the DM channel once per user and caches it on the users table', async () => {
    await insertUser('4242', 4);
    await Promise.all([insertReminder(), insertReminder(), insertReminder()]);
    await runDispatchPass(deps(), WINDOW);
    await insertReminder();
    await runDispatchPass(deps(), WINDOW);

    expect(f.discord.dms).toHaveLength(4);
    expect(f.discord.dmOpens).toHaveLength(1);
    expect(await item('users', '4242')).toMatchObject({
      dm_channel_id: f.discord.dms[0]?.channelId,
      active_reminders: 0,
    });
  });

  it('starts no claim after the deadline; the reminder stays due', async () => {
    const r = await insertReminder({ remindTime: toIso(Date.now() + 5000) });
    const started = Date.now();
    expect(await runDispatchPass(deps(), { ...WINDOW, deadlineMs: started + 1000 })).toMatchObject({
      claimed: 0,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: true, version: 1 });
  });
});

describe('Function: runDispatchPass, reminders written while it runs', () => {
  it('sends each at its due second, near the window end or a few seconds after it was written', async () => {
    const start = Date.now();
    const pass = runDispatchPass(deps(), { windowMs: 9_000, pollMs: 1_000 });
    // Written after the pass's first query: one due near the window's end (beyond what the
    // first polls look ahead), one due 3 s after it is written.
    await new Promise((r) => setTimeout(r, 500));
    const far = await insertReminder({
      userId: '6001',
      message: 'far',
      remindTime: toIso(start + 8_000),
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const near = await insertReminder({
      userId: '6002',
      message: 'near',
      remindTime: toIso(Date.now() + 3_000),
    });
    expect(await pass).toMatchObject({ claimed: 2, sent: 2 });
    for (const [userId, r] of [
      ['6001', far],
      ['6002', near],
    ] as const) {
      const sent = f.discord.dms.find((d) => d.userId === userId);
      expect(Math.abs((sent?.at ?? Infinity) - Date.parse(r.remindTime))).toBeLessThan(500);
    }
  }, 20_000);
});

describe('Class: DispatcherLoop', () => {
  it('sends what falls due while it runs, ignores a second start and stops promptly', async () => {
    const loop = new DispatcherLoop(deps(), { intervalMs: 1000 });
    await insertReminder({ remindTime: toIso(Date.now() + 1500) });
    loop.start();
    loop.start();
    expect(loop.running).toBe(true);
    await f.discord.waitForDms(1, 5000);
    await vi.waitFor(() => expect(loop.lastPassAt).toEqual(expect.any(Number)), { timeout: 5000 });
    const stopping = Date.now();
    await loop.stop();
    expect(Date.now() - stopping).toBeLessThan(500);
    expect(loop.running).toBe(false);
    expect(f.discord.dms).toHaveLength(1);
  });
  it('starts the next pass on time while the last one still waits on a hung send', async () => {
    const loop = new DispatcherLoop(deps(), { intervalMs: 1000 });
    const start = Date.now();
    // The first pass's only send hangs for 5 s; a reminder due in the third pass's window must not wait behind it.
    await insertReminder({ userId: '5001', message: 'hung', remindTime: toIso(start + 300) });
    const onTime = await insertReminder({
      userId: '5002',
      message: 'on time',
      remindTime: toIso(start + 2600),
    });
    f.discord.delayNext('message', 5000);
    loop.start();
    try {
      await f.discord.waitForDms(2, 10_000);
    } finally {
      await loop.stop();
    }
    const sent = f.discord.dms.find((d) => d.userId === '5002');
    // Held behind the hung send, it would go out when the next pass finally starts, over a second late.
    expect((sent?.at ?? Infinity) - Date.parse(onTime.remindTime)).toBeLessThan(800);
  });
});

describe('Function: dispatcher handler', () => {
  it('runs a pass and skips the second one when the invocation would time out before it', async () => {
    Object.assign(process.env, {
      DYNAMODB_ENDPOINT: f.db.endpoint,
      REMINDERS_TABLE: f.db.tables.reminders,
      USERS_TABLE: f.db.tables.users,
      DUE_SHARDS: String(SHARDS),
      DISCORD_API_BASE: f.discord.apiBase,
      DISCORD_BOT_TOKEN: BOT_TOKEN,
      BUDGETS_TABLE: f.db.tables.budgets,
    });
    // Imported here: the handler reads its config once, at cold start.
    const { handler } = await import('../../functions/dispatcher/index.js');
    await insertReminder();
    const result = await handler({}, { getRemainingTimeInMillis: () => 20_000 });

    expect(result.passes).toEqual([
      {
        claimed: 1,
        sent: 1,
        skipped: 0,
        retried: 0,
        failed: 0,
        halted: false,
        lateMs: expect.any(Number),
      },
    ]);
    expect(f.discord.dms).toHaveLength(1);
  });
});
