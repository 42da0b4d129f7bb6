import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dynamoDrainLease } from '../../shared/adapters/dynamo/budget-repo.js';
import { toIso } from '../../shared/domain/reminder.js';
import { backlogHandoff } from '../../shared/dispatcher-deps.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { dispatchDefaults } from '../../shared/usecases/dispatch-defaults.js';
import { SAFETY_MARGIN_MS } from '../../shared/usecases/dispatch-invocation.js';
import type { DispatchStats } from '../../shared/usecases/dispatch-ports.js';
import {
  drainDefaults,
  runDrain,
  type DrainStarter,
} from '../../shared/usecases/dispatch-drain.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';

const f = useDispatchFixture();
const PASS = { windowMs: 5_000, pollMs: 0 } as const;
/**
 * The drain's passes, shortened: the second starts once the first has sent the backlog (a
 * pass that meets reminders still claimed waits for their lease), finds nothing and is the last.
 */
const DRAIN = { spacingMs: 15_000, pollMs: 0 } as const;
const SLOW = 90_000;

/** `count` overdue reminders over 20 users; returns their nonces (first trigger). */
async function insertBacklog(count: number): Promise<string[]> {
  const nonces: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
      f.insertReminder({
        userId: String(700_000 + ((i + j) % 20)),
        remindTime: toIso(Date.now() - 5_000 + i + j),
      }),
    );
    for (const r of await Promise.all(batch)) nonces.push(`${r.id}:0`);
  }
  return nonces;
}

/** A starter that records the tokens it was asked to start a drain with (Lambda accepts the event and returns). */
function recordingStarter(fail?: Error): DrainStarter & { readonly tokens: string[] } {
  const tokens: string[] = [];
  return {
    tokens,
    async start(token) {
      if (fail) throw fail;
      tokens.push(token);
    },
  };
}

const lease = () => dynamoDrainLease(f.db.doc, f.db.tables.budgets);
const sentNonces = (): string[] => f.discord.dms.map((d) => String(d.body['nonce']));

describe('Dispatcher: handing a backlog to the drain', () => {
  it(
    'leaves a backlog to the drain it starts, which sends every reminder once and gives the lease back',
    { timeout: SLOW },
    async () => {
      const nonces = await insertBacklog(dispatchDefaults.handoffAt + 20);
      const starter = recordingStarter();
      const dispatcher = f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, starter) });

      const pass = await runDispatchPass(dispatcher, PASS);
      expect(pass).toMatchObject({ handedOff: true, claimed: 0, sent: 0 });
      expect(starter.tokens).toHaveLength(1);
      expect(f.discord.dms).toHaveLength(0);

      const successors = recordingStarter();
      const passes = await runDrain(
        f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, successors) }),
        lease(),
        { token: starter.tokens[0] as string },
        60_000,
        {},
        DRAIN,
      );
      expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(nonces.length);
      expect(passes.at(-1)?.claimed).toBeLessThan(dispatchDefaults.handoffAt);
      expect(sentNonces().sort()).toEqual([...nonces].sort());
      // It ended because the backlog did, not its time: no successor.
      expect(successors.tokens).toEqual([]);
      // The lease is free again: the next backlog gets a drain at once.
      expect(await lease().acquire(randomUUID(), Date.now(), Date.now() + 1000)).toBe(true);
    },
  );

  it(
    'starts its successor when its time runs out before the backlog does, and the two send every reminder once',
    { timeout: SLOW },
    async () => {
      const nonces = await insertBacklog(dispatchDefaults.handoffAt * 3);
      const starter = recordingStarter();
      const handoff = backlogHandoff(f.db.doc, f.db.tables, starter);
      expect(await handoff.request()).toBe(true);
      const [first] = starter.tokens;

      // One pass fits before the deadline (a second would start at its 15 s spacing, past it):
      // the first claims more than a drain's hand-off size, so the backlog is still there.
      const firstPasses = await runDrain(
        f.deps({ handoff }),
        lease(),
        { token: first as string },
        SAFETY_MARGIN_MS + 2_000,
        {},
        DRAIN,
      );
      expect(firstPasses).toHaveLength(1);
      expect(firstPasses[0]?.claimed).toBeGreaterThanOrEqual(dispatchDefaults.handoffAt);
      expect(starter.tokens).toHaveLength(2);
      const successor = starter.tokens[1] as string;
      expect(successor).not.toBe(first);

      const rest = await runDrain(
        f.deps({ handoff }),
        lease(),
        { token: successor },
        120_000,
        {},
        DRAIN,
      );
      const sent = [...firstPasses, ...rest].reduce((sum, p) => sum + p.sent, 0);
      expect(sent).toBe(nonces.length);
      expect(sentNonces().sort()).toEqual([...nonces].sort());
      // The successor ended with the backlog: no third drain.
      expect(starter.tokens).toHaveLength(2);
    },
  );

  it('starts no second drain while one holds the lease, and claims nothing of the backlog meanwhile', async () => {
    await insertBacklog(dispatchDefaults.handoffAt);
    expect(
      await lease().acquire('running-drain', Date.now(), Date.now() + drainDefaults.leaseMs),
    ).toBe(true);
    const starter = recordingStarter();

    const pass = await runDispatchPass(
      f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, starter) }),
      PASS,
    );
    expect(pass).toMatchObject({ handedOff: true, claimed: 0 });
    expect(starter.tokens).toEqual([]);
    expect(f.discord.dms).toHaveLength(0);
  });

  it(
    'sends the backlog itself when the drain cannot be started, reports it, and frees the lease',
    { timeout: SLOW },
    async () => {
      const nonces = await insertBacklog(dispatchDefaults.handoffAt);
      const deps = f.deps({
        handoff: backlogHandoff(
          f.db.doc,
          f.db.tables,
          recordingStarter(new Error('TooManyRequestsException')),
        ),
      });

      const pass = await runDispatchPass(deps, PASS);
      expect(pass.handedOff).toBeUndefined();
      expect(pass.sent).toBe(nonces.length);
      expect(sentNonces().sort()).toEqual([...nonces].sort());
      expect(deps.log.lines).toContainEqual(
        expect.objectContaining({ level: 'error', context: 'dispatch:handoff' }),
      );
      expect(await lease().acquire(randomUUID(), Date.now(), Date.now() + 1000)).toBe(true);
    },
  );

  it('keeps a backlog below the threshold: no drain for a few reminders', async () => {
    const nonces = await insertBacklog(5);
    const starter = recordingStarter();
    const pass = await runDispatchPass(
      f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, starter) }),
      PASS,
    );
    expect(pass).toMatchObject({ claimed: 5, sent: 5 });
    expect(starter.tokens).toEqual([]);
    expect(sentNonces().sort()).toEqual([...nonces].sort());
  });

  it('takes the backlog back when a drain dies: once its lease has run out, the next pass starts another', async () => {
    await insertBacklog(dispatchDefaults.handoffAt);
    expect(
      await lease().acquire('dead-drain', Date.now() - drainDefaults.leaseMs, Date.now() - 1),
    ).toBe(true);
    const starter = recordingStarter();
    const pass = await runDispatchPass(
      f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, starter) }),
      PASS,
    );
    expect(pass.handedOff).toBe(true);
    expect(starter.tokens).toHaveLength(1);
  });

  it('a drain started after another took the lease over sends nothing', async () => {
    await insertBacklog(10);
    expect(
      await lease().acquire('newer-drain', Date.now(), Date.now() + drainDefaults.leaseMs),
    ).toBe(true);
    expect(await runDrain(f.deps(), lease(), { token: 'older-drain' }, 60_000, {}, DRAIN)).toEqual(
      [],
    );
    expect(f.discord.dms).toHaveLength(0);
  });

  it(
    'a drain and a dispatcher that no longer steps aside never send one reminder twice',
    { timeout: SLOW },
    async () => {
      const nonces = await insertBacklog(dispatchDefaults.handoffAt + 50);
      const starter = recordingStarter();
      expect(
        (
          await runDispatchPass(
            f.deps({ handoff: backlogHandoff(f.db.doc, f.db.tables, starter) }),
            PASS,
          )
        ).handedOff,
      ).toBe(true);
      // The dispatcher without a hand-off (its lease view lost) drains beside the drain: claims keep them apart.
      const results: DispatchStats[][] = await Promise.all([
        runDrain(f.deps(), lease(), { token: starter.tokens[0] as string }, 60_000, {}, DRAIN),
        runDispatchPass(f.deps(), PASS).then((s) => [s]),
      ]);
      const sent = results.flat().reduce((sum, p) => sum + p.sent, 0);
      expect(sent).toBe(nonces.length);
      expect(sentNonces().sort()).toEqual([...nonces].sort());
    },
  );
});
