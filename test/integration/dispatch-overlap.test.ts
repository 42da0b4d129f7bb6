import { describe, expect, it } from 'vitest';
import { toIso } from '../../shared/domain/reminder.js';
import { runPassSchedule } from '../../shared/usecases/dispatch-invocation.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';

const f = useDispatchFixture();

describe('Dispatcher: overlapping passes of one invocation', () => {
  it('read the same reminders but claim each once: no conditional claim is sent to lose', async () => {
    // Due 2 s after the second pass starts (4 s), inside the first pass's window (4 s + the 3 s seam):
    // both passes read them before either claims them (1 s ahead), and both schedule them.
    const start = Date.now();
    const reminders = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        f.insertReminder({
          userId: String(800_000 + i),
          remindTime: toIso(start + 6_000 + i * 40),
        }),
      ),
    );
    const deps = f.deps();
    const claims: boolean[] = [];
    const claim = deps.repo.claim.bind(deps.repo);
    const counted = {
      ...deps,
      repo: {
        ...deps.repo,
        claim: async (...args: Parameters<typeof claim>) => {
          const won = await claim(...args);
          claims.push(won);
          return won;
        },
      },
    };

    const passes = await runPassSchedule(counted, { spacingMs: 4_000, passes: 2, pollMs: 0 });
    expect(passes.reduce((sum, p) => sum + p.sent, 0)).toBe(reminders.length);
    expect(f.discord.dms.map((d) => d.body['nonce']).sort()).toEqual(
      reminders.map((r) => `${r.id}:0`).sort(),
    );
    expect(claims.filter((won) => !won)).toEqual([]);
  });
});
