import { describe, expect, it } from 'vitest';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { dispatchDefaults } from '../../shared/usecases/dispatch-defaults.js';
import type { DispatchDeps } from '../../shared/usecases/dispatch-ports.js';
import { BOT_TOKEN, useDispatchFixture } from '../support/dispatch-fixture.js';

const f = useDispatchFixture();

/** Discord de-duplicates a nonce only "in the past few minutes": every resend must come well inside two minutes. */
const NONCE_WINDOW_MS = 120_000;

/**
 * Runs Lambda-like passes (one every 30 s, each with a 30 s window) for five minutes on a
 * virtual clock, with `fail` deciding how each message POST fails after reaching Discord.
 * Returns when (ms after the first) each POST of the reminder's nonce was made.
 */
async function resendTimes(
  fail: 'crash' | '5xx',
): Promise<{ times: number[]; deps: DispatchDeps & { log: { lines: unknown[] } } }> {
  const start = Date.now();
  let clock = start;
  const base = f.deps();
  const sends: number[] = [];
  const deps = f.deps({
    now: () => clock,
    sleep: async (ms) => {
      clock += Math.max(0, ms);
    },
    messenger: {
      ...base.messenger,
      async sendMessage(channelId, body, options) {
        sends.push(clock);
        const result = await base.messenger.sendMessage(channelId, body, options);
        if (fail === 'crash') throw new Error('process died after Discord created the message');
        return result.kind === 'sent' ? { kind: 'retryable', status: 503 } : result;
      },
    },
    repo: {
      ...base.repo,
      // A crash gives nothing back: the claim stays until its lease ends.
      release:
        fail === 'crash' ? () => Promise.reject(new Error('process died')) : base.repo.release,
    },
  });
  await f.insertReminder({ remindTime: toIso(start) });
  for (let passAt = start; passAt < start + 300_000; passAt += 30_000) {
    clock = Math.max(clock, passAt);
    await runDispatchPass(deps, { windowMs: 30_000, pollMs: 0, deadlineMs: passAt + 30_000 });
  }
  return { times: sends.map((t) => t - (sends[0] ?? 0)), deps };
}

describe('Use case: runDispatchPass (resends inside the nonce window)', () => {
  it.each(['crash', '5xx'] as const)(
    'keeps every resend of a trigger within 90 s of its first attempt after a %s, then gives up and reports',
    async (fail) => {
      const { times, deps } = await resendTimes(fail);

      expect(times.length).toBeGreaterThanOrEqual(2); // it does resend
      expect(Math.max(...times)).toBeLessThanOrEqual(
        dispatchDefaults.resendWindowMs + dispatchDefaults.leaseMs,
      );
      expect(Math.max(...times)).toBeLessThan(NONCE_WINDOW_MS - 30_000);
      expect(f.discord.dms).toHaveLength(1); // the resends were nonce replays
      const [stored] = await Promise.all([
        f.item('reminders', (f.discord.dms[0]?.body['nonce'] as string).split(':')[0] as string),
      ]);
      expect(stored).toMatchObject({ is_active: false });
      expect(deps.log.lines.at(-1)).toMatchObject({ level: 'error', outcome: 'advanced' });
    },
    60_000,
  );

  it('counts no attempt and starts no resend window for a claim that got no send slot before its lease ended', async () => {
    // A budget that never grants a slot (Discord's limit taken by others).
    const starved = createDiscordMessenger({
      apiBase: f.discord.apiBase,
      token: BOT_TOKEN,
      budget: {
        acquire: (signal) =>
          new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(new Error('no slot'))),
          ),
      },
    });
    expect(await starved.sendMessage('1', { content: 'x' }, { withinMs: 100 })).toEqual({
      kind: 'retryable',
      unsent: true,
    });
    expect(f.discord.requests).toBe(0);

    // The same outcome at the use case: given back as it was.
    const r = await f.insertReminder();
    const base = f.deps();
    const unsent = f.deps({
      messenger: {
        ...base.messenger,
        sendMessage: async () => ({ kind: 'retryable', unsent: true }),
      },
    });
    expect(await runDispatchPass(unsent, { windowMs: 1000, pollMs: 0 })).toMatchObject({
      claimed: 1,
      retried: 1,
      failed: 0,
    });
    const stored = await f.item('reminders', r.id);
    expect(stored).toMatchObject({ is_active: true, attempts: 0 });
    expect(stored?.['first_attempt']).toBeUndefined();
    expect(await runDispatchPass(f.deps(), { windowMs: 1000, pollMs: 0 })).toMatchObject({
      sent: 1,
    });
  }, 30_000);
});
