/**
 * Discord's global limit (50 requests per second per bot token) as send slots: evenly
 * spaced instants, each good for one request. Slots are handed out by a {@link SlotSource}
 * (in process, or one shared by every dispatcher through DynamoDB), so however many
 * processes send, no two requests share a slot and no one-second window holds more than
 * the limit. This is GCRA (the generic cell rate algorithm) with the "theoretical arrival
 * time" kept where every sender can reserve from it.
 */

/** Discord's documented global limit for a bot. */
export const DISCORD_GLOBAL_LIMIT = 50;

export const budgetDefaults = {
  /**
   * Requests per second we plan for: 96 % of the limit. At 20.8 ms spacing a 1 s window
   * holds at most 48 slots, so a slot fired a little late (timers, GC) and arrival jitter
   * on the way still leave the window under 50.
   */
  requestsPerSecond: 48,
  /** Largest reservation: half a second of slots, so a crashed holder strands at most that. */
  maxBatch: 25,
  /**
   * Smallest reservation: a lone request takes a few slots, so the requests that usually
   * follow it (the user's next reminder, a DM open then its message) need no write of their
   * own. Unused ones lapse; at most 4 × 20.8 ms of budget.
   */
  minBatch: 4,
} as const;

/** Port: where slots come from. */
export interface SlotSource {
  /**
   * Reserves `count` consecutive slots `spacingMs` apart, none before `earliestMs`, and
   * returns the first one (epoch ms). It may lie in the past when another sender raced
   * ahead; such slots are not used.
   */
  reserve(count: number, spacingMs: number, earliestMs: number): Promise<number>;
}

/** Port: what the REST client waits on before every request. */
export interface RequestBudget {
  /** Resolves at the request's slot; rejects when `signal` aborts first (nothing was sent). */
  acquire(signal?: AbortSignal): Promise<void>;
}

/** One process's slots (tests, a single local runtime): GCRA in memory. */
export function localSlotSource(): SlotSource {
  let next = 0;
  return {
    reserve(count, spacingMs, earliestMs) {
      const start = Math.max(next, earliestMs);
      next = start + count * spacingMs;
      return Promise.resolve(start);
    },
  };
}

export interface PacerOptions {
  readonly source?: SlotSource;
  readonly requestsPerSecond?: number;
  readonly maxBatch?: number;
  readonly minBatch?: number;
  readonly now?: () => number;
}

/** What a pacer did with the slots it reserved: fired, or let lapse (late, or nobody waiting). */
export interface PacerStats {
  /** Reservations made (each one write to the shared budget, two when an idle start lost a race). */
  reservations: number;
  reserved: number;
  fired: number;
  /** Dropped because the process reached them more than one spacing late (a busy event loop). */
  late: number;
}

/** Slots are never asked for further ahead than this, however slow storage answers. */
const MAX_LEAD_MS = 250;

interface Waiter {
  readonly resolve: () => void;
  readonly reject: (err: unknown) => void;
}

/**
 * Hands reserved slots to waiting requests in order. It reserves only what is waiting
 * (at most `maxBatch` at once) and reserves the next batch while the current one runs, so
 * an idle process holds no slots and a busy one never pauses between batches. A slot more
 * than one spacing late is dropped rather than fired, so slots never bunch up.
 */
export class RequestPacer implements RequestBudget {
  readonly #source: SlotSource;
  readonly #spacingMs: number;
  readonly #maxBatch: number;
  readonly #minBatch: number;
  readonly #now: () => number;
  readonly #waiters: Waiter[] = [];
  /** Reserved slot times, earliest first. */
  #slots: number[] = [];
  #reserving: Promise<void> | undefined;
  #pumping = false;
  /** The source failed: waiting requests are refused until a reservation succeeds again. */
  #failure: unknown;
  /** Smoothed round trip of a reservation: slots are asked for that far ahead, so they have not passed when they arrive. */
  #latencyMs = 0;
  readonly stats: PacerStats = { reservations: 0, reserved: 0, fired: 0, late: 0 };

  constructor(options: PacerOptions = {}) {
    this.#source = options.source ?? localSlotSource();
    this.#spacingMs = 1000 / (options.requestsPerSecond ?? budgetDefaults.requestsPerSecond);
    this.#maxBatch = Math.max(1, options.maxBatch ?? budgetDefaults.maxBatch);
    this.#minBatch = Math.min(
      this.#maxBatch,
      Math.max(1, options.minBatch ?? budgetDefaults.minBatch),
    );
    this.#now = options.now ?? Date.now;
  }

  get spacingMs(): number {
    return this.#spacingMs;
  }

  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        const at = this.#waiters.indexOf(waiter);
        if (at >= 0) this.#waiters.splice(at, 1);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        reject: (err) => {
          signal?.removeEventListener('abort', onAbort);
          reject(err as Error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiters.push(waiter);
      void this.#pump();
    });
  }

  /** Starts a reservation for what is waiting beyond the slots held, unless one is running. */
  #refill(): void {
    const missing = this.#waiters.length - this.#slots.length;
    if (missing <= 0 || this.#reserving) return;
    const wanted = Math.min(this.#maxBatch, Math.max(this.#minBatch, missing));
    const spacing = this.#spacingMs;
    const askedAt = this.#now();
    const lead = Math.min(MAX_LEAD_MS, 2 * this.#latencyMs);
    this.#reserving = this.#source
      .reserve(wanted, spacing, askedAt + lead)
      .then((first) => {
        this.#latencyMs = 0.8 * this.#latencyMs + 0.2 * (this.#now() - askedAt);
        this.#failure = undefined;
        const last = this.#slots[this.#slots.length - 1] ?? Number.NEGATIVE_INFINITY;
        for (let i = 0; i < wanted; i++) {
          const slot = first + i * spacing;
          if (slot > last) this.#slots.push(slot);
        }
        this.stats.reservations++;
        this.stats.reserved += wanted;
      })
      .catch((err: unknown) => {
        this.#failure = err;
      })
      .finally(() => {
        this.#reserving = undefined;
      });
  }

  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      while (this.#waiters.length > 0) {
        this.#refill();
        const now = this.#now();
        while (this.#slots.length > 0 && (this.#slots[0] as number) < now - this.#spacingMs) {
          this.#slots.shift();
          this.stats.late++;
        }
        const slot = this.#slots[0];
        if (slot === undefined) {
          await this.#reserving;
          if (this.#failure !== undefined && this.#slots.length === 0) {
            // Storage refuses the reservation: refuse what waits (each send is retried later) rather than send unpaced.
            const failure = this.#failure;
            for (const waiter of this.#waiters.splice(0)) waiter.reject(failure);
          }
          continue;
        }
        if (slot > now) {
          await new Promise((r) => setTimeout(r, slot - now));
          continue;
        }
        this.#slots.shift();
        this.stats.fired++;
        this.#waiters.shift()?.resolve();
      }
    } finally {
      this.#pumping = false;
    }
  }
}
