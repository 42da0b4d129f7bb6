import type { DueReminder } from './dispatch-ports.js';

interface Scheduled {
  readonly reminder: DueReminder;
  readonly dueMs: number;
  /** When to claim it: its due second, or the end of another claim's lease (a crashed dispatcher's). */
  readonly atMs: number;
}

/** A pass's reminders by due time, each id taken once however often a poll returns it. */
export class DueSchedule {
  readonly #seen = new Set<string>();
  /** Latest first, so the next due is popped off the end. */
  readonly #items: Scheduled[] = [];

  /** `lastDueMs`: nothing later is taken (the deadline); `lastClaimMs`: no wait for a lease ending later (the window). */
  constructor(
    private readonly lastDueMs: number,
    private readonly lastClaimMs: number,
  ) {}

  /** Adds the reminders not seen before in this pass; returns how many. */
  add(reminders: readonly DueReminder[]): number {
    let added = 0;
    for (const reminder of reminders) {
      if (this.#seen.has(reminder.id)) continue;
      this.#seen.add(reminder.id);
      const dueMs = Date.parse(reminder.remindTime);
      // Claimed by someone else: try once its lease ends, so a crashed claim is resent promptly (within the resend window).
      const atMs = Math.max(
        dueMs,
        reminder.claimedUntilMs !== undefined ? reminder.claimedUntilMs + 1 : dueMs,
      );
      if (atMs > this.lastDueMs || atMs > Math.max(dueMs, this.lastClaimMs)) continue; // the next pass or invocation takes it
      let lo = 0;
      let hi = this.#items.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((this.#items[mid] as Scheduled).atMs >= atMs) lo = mid + 1;
        else hi = mid;
      }
      this.#items.splice(lo, 0, { reminder, dueMs, atMs });
      added++;
    }
    return added;
  }

  /** Whether this pass has already read the reminder (scheduled, sent or passed over). */
  has(id: string): boolean {
    return this.#seen.has(id);
  }

  peek(): Scheduled | undefined {
    return this.#items[this.#items.length - 1];
  }

  pop(): Scheduled | undefined {
    return this.#items.pop();
  }
}

/**
 * The pass's scheduler between claims: `awake` while it works, `asleep` until the next due
 * second. A poll's finds, a finished send, the end of polling and a halt wake it early; a ring
 * while it is awake changes nothing (the scheduler looks at the schedule before it sleeps).
 */
export class Alarm {
  #state: { readonly kind: 'awake' } | { readonly kind: 'asleep'; readonly wake: () => void } = {
    kind: 'awake',
  };

  constructor(
    private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>,
    private readonly halt: AbortSignal,
  ) {}

  /** Sleeps `ms`, or until rung or halted. */
  async nap(ms: number): Promise<void> {
    const alarm = new AbortController();
    const wake = (): void => alarm.abort();
    this.halt.addEventListener('abort', wake);
    this.#state = { kind: 'asleep', wake };
    try {
      await this.sleep(ms, alarm.signal);
    } finally {
      this.#state = { kind: 'awake' };
      this.halt.removeEventListener('abort', wake);
    }
  }

  ring(): void {
    if (this.#state.kind === 'asleep') this.#state.wake();
  }
}
