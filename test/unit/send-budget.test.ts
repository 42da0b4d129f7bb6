import { describe, expect, it } from 'vitest';
import {
  localSlotSource,
  RequestPacer,
  type SlotSource,
} from '../../shared/adapters/discord/budget.js';
import { mostInOneSecond } from '../support/sliding-window.js';

/** A shared source whose every reservation takes `latencyMs`, as a DynamoDB round trip does. */
function slowSource(latencyMs: number): SlotSource & { reservations: number } {
  const inner = localSlotSource();
  const source = {
    reservations: 0,
    async reserve(count: number, spacingMs: number, earliestMs: number) {
      source.reservations++;
      const first = await inner.reserve(count, spacingMs, earliestMs);
      await new Promise((r) => setTimeout(r, latencyMs));
      return first;
    },
  };
  return source;
}

async function drain(pacers: readonly RequestPacer[], each: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    pacers.flatMap((p) =>
      Array.from({ length: each }, () => p.acquire().then(() => times.push(Date.now()))),
    ),
  );
  return times;
}

describe('Class: RequestPacer', () => {
  it('lets two senders on one shared source together stay under 50 in every second, near the planned rate', async () => {
    const source = slowSource(25);
    const pacers = [new RequestPacer({ source }), new RequestPacer({ source })];
    const started = Date.now();
    const times = await drain(pacers, 75);
    const seconds = (Math.max(...times) - started) / 1000;

    expect(mostInOneSecond(times)).toBeLessThanOrEqual(50);
    expect(150 / seconds).toBeGreaterThan(40); // 48.75 planned; slack for a loaded machine
    expect(source.reservations).toBeLessThan(40); // slots come in batches, not one write per request
  }, 20_000);

  it('overshoots when each sender keeps its own budget (what sharing prevents)', async () => {
    const times = await drain([new RequestPacer(), new RequestPacer()], 75);
    expect(mostInOneSecond(times)).toBeGreaterThan(50);
  }, 20_000);

  it('lets the slots a stalled event loop missed lapse rather than fire them in a burst', async () => {
    const pacer = new RequestPacer();
    const waiting = Array.from({ length: 20 }, () => pacer.acquire().then(() => Date.now()));
    // Let the first slots be reserved, then hold the event loop for 150 ms (about 7 slots).
    await new Promise((r) => setTimeout(r, 5));
    const stalledAt = Date.now();
    while (Date.now() - stalledAt < 150);
    const times = await Promise.all(waiting);

    // Once the loop is back, requests go out spaced as planned: at most 2 within one spacing.
    const after = times.filter((t) => t >= stalledAt + 150).sort((a, b) => a - b);
    for (let i = 2; i < after.length; i++)
      expect((after[i] as number) - (after[i - 2] as number)).toBeGreaterThanOrEqual(
        pacer.spacingMs - 2,
      );
    expect(pacer.stats.late).toBeGreaterThanOrEqual(5);
    expect(pacer.stats.fired).toBe(20);
  });

  it('refuses a request whose wait is aborted, and nothing is left waiting', async () => {
    const pacer = new RequestPacer({ requestsPerSecond: 1 });
    await pacer.acquire();
    await expect(pacer.acquire(AbortSignal.timeout(50))).rejects.toThrow();
  });

  it('refuses waiting requests when the shared source fails, instead of sending unpaced', async () => {
    const pacer = new RequestPacer({
      source: { reserve: () => Promise.reject(new Error('table missing')) },
    });
    await expect(pacer.acquire()).rejects.toThrow('table missing');
  });
});
