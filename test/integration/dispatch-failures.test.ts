import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import type { DispatchRepository } from '../../shared/usecases/dispatch-ports.js';
import { BOT_TOKEN, useDispatchFixture } from '../support/dispatch-fixture.js';

/** One query, no polling, for the tests about a single reminder's failures. */
const ONCE = { windowMs: 30_000, pollMs: 0 };
const f = useDispatchFixture();
const { deps, insertReminder, insertUser, item } = f;

describe('Use case: runDispatchPass (polling the due index)', () => {
  it('sends a reminder created 1 s into the pass at its due second, in that same pass', async () => {
    const early = await insertReminder({ remindTime: toIso(Date.now() + 2500) });
    const started = Date.now();
    const pass = runDispatchPass(deps(), { windowMs: 5000, pollMs: 500 });
    await delay(1000);
    const due = Date.now() + 2000;
    const created = await insertReminder({ remindTime: toIso(due) });
    const afterWindow = await insertReminder({ remindTime: toIso(started + 7000) });
    const stats = await pass;

    expect(stats).toMatchObject({ claimed: 2, sent: 2, failed: 0 });
    expect(f.discord.nonceReplays).toHaveLength(0);
    expect(f.discord.dms.map((d) => d.body['nonce']).sort()).toEqual(
      [`${early.id}:0`, `${created.id}:0`].sort(),
    );
    const dm = f.discord.dms.find((d) => d.body['nonce'] === `${created.id}:0`);
    expect(Math.abs((dm?.at ?? 0) - due)).toBeLessThanOrEqual(500);
    // Due after this pass's window: the next pass's first query takes it.
    expect(await item('reminders', afterWindow.id)).toMatchObject({ is_active: true, version: 1 });
  });

  it('takes each reminder once per pass: a released 5xx waits for the next pass though polls still see it', async () => {
    f.discord.failNext('message', 502);
    const r = await insertReminder();

    expect(await runDispatchPass(deps(), { windowMs: 2000, pollMs: 250 })).toMatchObject({
      claimed: 1,
      retried: 1,
      sent: 0,
    });
    expect(f.discord.dms).toHaveLength(0);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: true, attempts: 1 });
  });
});

describe('Use case: runDispatchPass (attempt bound, counted at claim)', () => {
  /** The real repository, with `advance` throwing for its first `failures` calls. */
  function failingAdvance(failures: number): { repo: DispatchRepository; calls: () => number } {
    const real = deps().repo;
    let calls = 0;
    const repo: DispatchRepository = {
      ...real,
      advance: async (change) => {
        if (++calls <= failures) throw new Error('advance write failed');
        return real.advance(change);
      },
    };
    return { repo, calls: () => calls };
  }

  it('stops resending when the advance fails after every send: 5 sends (one DM), then deactivated and reported', async () => {
    await insertUser('4242', 1);
    const { repo, calls } = failingAdvance(Number.POSITIVE_INFINITY);
    const failing = deps({ repo });
    const r = await insertReminder();
    for (let i = 0; i < 6; i++) await runDispatchPass(failing, ONCE);

    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.nonceReplays).toHaveLength(4);
    expect(calls()).toBe(6);
    const stored = await item('reminders', r.id);
    expect(stored).toMatchObject({ is_active: false, attempts: 0, times_triggered: 0 });
    expect(stored?.['due_shard']).toBeUndefined();
    expect(stored?.['claimed_until']).toBeUndefined();
    expect((await item('users', '4242'))?.['active_reminders']).toBe(0);
    expect(failing.log.lines.at(-1)).toMatchObject({
      level: 'error',
      context: `dispatch:${r.id}`,
      attempt: 6,
      outcome: 'deactivated',
      advanceError: 'Error: advance write failed',
    });
    expect(await runDispatchPass(deps(), ONCE)).toMatchObject({ claimed: 0 });
  });

  it('advances a repeating reminder without another send when its advance works again at the limit', async () => {
    const due = Date.now() - 400;
    const { repo } = failingAdvance(5);
    const failing = deps({ repo });
    const r = await insertReminder({ repeatPattern: 'daily', remindTime: toIso(due) });
    for (let i = 0; i < 6; i++) await runDispatchPass(failing, ONCE);

    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.nonceReplays).toHaveLength(4);
    expect(await item('reminders', r.id)).toMatchObject({
      is_active: true,
      attempts: 0,
      times_triggered: 1,
      remind_time: toIso(due + 86_400_000),
    });
    expect(failing.log.lines.at(-1)).toMatchObject({
      level: 'error',
      attempt: 6,
      outcome: 'advanced',
    });
  });

  it('retakes a claim that crashed before sending once its lease ends, and gives up without a send past the resend window', async () => {
    const base = deps();
    const r = await insertReminder();
    // Each pass runs just after the one before's lease (25 s) ends, as a crashed process's successors do.
    const crashingAt = (offsetMs: number) =>
      deps({
        now: () => Date.now() + offsetMs,
        messenger: {
          ...base.messenger,
          sendMessage: async () => {
            throw new Error('process died');
          },
        },
        repo: {
          ...base.repo,
          release: async () => {
            throw new Error('process died');
          },
        },
      });
    for (let i = 0; i < 3; i++) {
      expect(await runDispatchPass(crashingAt(i * 26_000), ONCE)).toMatchObject({
        claimed: 1,
        failed: 1,
      });
      expect(await item('reminders', r.id)).toMatchObject({
        attempts: i + 1,
        claimed_until: expect.any(Number),
      });
    }
    // 78 s after the first attempt: a send now could fall outside Discord's nonce window.
    const after = deps({ now: () => Date.now() + 3 * 26_000 });

    expect(await runDispatchPass(after, ONCE)).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    expect(f.discord.dms).toHaveLength(0);
    expect(await item('reminders', r.id)).toMatchObject({ is_active: false, attempts: 0 });
    expect(after.log.lines).toEqual([
      expect.objectContaining({ level: 'error', attempt: 4, outcome: 'advanced' }),
    ]);
  });
});

describe('Use case: runDispatchPass (Discord refuses the bot)', () => {
  it('stops the pass on a bad token (401) without losing or counting anything, and sends once the token is fixed', async () => {
    const reminders = await Promise.all(
      ['1', '2', '3'].map((userId) => insertReminder({ userId })),
    );
    const later = await insertReminder({ userId: '4', remindTime: toIso(Date.now() + 3000) });
    f.discord.setToken('reset-in-the-developer-portal');
    // One messenger for both passes: @discordjs/rest drops its token on a 401, so this also
    // checks that the messenger re-arms it.
    const d = deps();
    const started = Date.now();
    const stats = await runDispatchPass(d, { windowMs: 5000, pollMs: 500 });

    expect(Date.now() - started).toBeLessThan(2500);
    expect(stats).toMatchObject({ halted: true, sent: 0, skipped: 0, failed: 0 });
    expect(stats.retried).toBe(stats.claimed);
    expect(d.log.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        error: 'Discord rejected the bot token (401): check DISCORD_BOT_TOKEN',
        status: 401,
      }),
    ]);
    for (const r of [...reminders, later]) {
      const stored = await item('reminders', r.id);
      expect(stored).toMatchObject({
        is_active: true,
        attempts: 0,
        times_triggered: 0,
        due_shard: expect.any(Number),
      });
      expect(stored?.['claimed_until']).toBeUndefined();
    }
    // Due after the breaker tripped: never claimed.
    expect(await item('reminders', later.id)).toMatchObject({ version: 1 });
    expect(f.discord.dms).toHaveLength(0);

    f.discord.setToken(BOT_TOKEN);
    expect(await runDispatchPass(d, ONCE)).toMatchObject({ claimed: 4, sent: 4, halted: false });
    expect(f.discord.dms).toHaveLength(4);
    expect(d.log.lines).toHaveLength(1);
  });
});

describe('Use case: runDispatchPass (stale DM channel)', () => {
  it('drops a cached DM channel that answers 10003, opens a fresh one and delivers each reminder once', async () => {
    await insertUser('4242', 2, { dm_channel_id: '999' });
    await Promise.all([insertReminder(), insertReminder()]);
    const d = deps();

    expect(await runDispatchPass(d, ONCE)).toMatchObject({
      claimed: 2,
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(f.discord.dms).toHaveLength(2);
    const channelId = f.discord.dms[0]?.channelId;
    expect(channelId).not.toBe('999');
    expect(f.discord.dms[1]?.channelId).toBe(channelId);
    // Both sends hit the stale id; one Create DM serves them.
    expect(f.discord.dmOpens).toHaveLength(1);
    expect(await item('users', '4242')).toMatchObject({
      dm_channel_id: channelId,
      active_reminders: 0,
    });
    expect(d.log.lines).toHaveLength(0);
  });
});
