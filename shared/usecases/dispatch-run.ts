import type { RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { Logger } from '../adapters/log.js';
import type { EventForReminder } from '../domain/event-text.js';
import { toIso, type Reminder, type Snooze } from '../domain/reminder.js';
import type { Translate } from '../i18n.js';
import type { DrainHandoff } from './dispatch-drain.js';
import { DueSchedule } from './dispatch-schedule.js';
import { ReminderSender } from './dispatch-send.js';

/** Tunables of a pass, in one place. */
export const dispatchDefaults = {
  /**
   * Reminders in flight at once. Each spends about a second queued for Discord's 50 req/s
   * plus its storage writes, so 50 in flight would leave the REST queue short of a full
   * second's worth; 100 keeps it full. Bounded so a backlog does not hold thousands of claims.
   */
  concurrency: 100,
  /**
   * A claim older than this is abandoned (crashed dispatcher) and may be taken again. It
   * bounds the claim's own requests too: none starts after it (see SendOptions), so two
   * claims of one reminder never send at once. Normal claim → advance takes well under 1 s;
   * a peak adds a few seconds of waiting for send slots; each request times out after 10 s.
   */
  leaseMs: 25_000,
  /**
   * No claim sends a trigger later than this after that trigger's first attempt: Discord
   * de-duplicates a nonce only "in the past few minutes", so every resend (after a 5xx, a
   * timeout or a crash after reaching Discord) stays well inside two minutes of the first.
   * With the lease, the last request of a trigger starts at most 65 + 25 = 90 s after its
   * first. Passes retry a released claim 30 s apart, so three attempts fit. A claim past
   * the window advances without sending and is reported.
   */
  resendWindowMs: 65_000,
  /**
   * Claims of one trigger that may end without an advance (5xx, timeouts, exceptions,
   * crashes) before it is advanced without another send and reported. Counted at claim time.
   */
  maxAttempts: 5,
  /**
   * How often a pass re-queries the due index for reminders created while it runs, so
   * they are still sent at their due second rather than by the next pass. At 2 s, a
   * reminder created 3 s or more before it falls due is found at least 1 s ahead, in time to
   * be claimed `prepareMs` early like the others. Each poll costs one Query per shard
   * (DUE_SHARDS, default 4) on the sparse index, reading only what falls due from its last
   * read (less a margin) to a few seconds ahead: about 5.7 M Queries a month for the always-on Lambda,
   * mostly 0.5 read units each (about $0.36). It also keeps each pass alive for its whole
   * window, so an invocation runs its full ~60 s.
   */
  pollMs: 2_000,
  /**
   * A reminder is claimed this long before its due second and its DM channel looked up, so
   * only the send slot and the message POST remain at the due second (the storage round
   * trips, tens of ms in AWS and far more on a loaded laptop, come off its lateness).
   */
  prepareMs: 1_000,
  /**
   * The most a pass's first query reads (the earliest, split evenly over the shards). One
   * pass cannot send more than the budget allows in its window and lease, 48 × (33 + 25) ≈
   * 2,800; a backlog beyond that is read by the passes after it (one starts every 30 s),
   * and polls read what falls due in the next seconds. Reading a whole 50,000-reminder
   * backlog at every pass start held the event loop for up to a second, and send slots
   * lapsed (measured at the peak: 93.7 % of the limit instead of 96 %).
   */
  firstRead: 3_000,
  /**
   * A pass whose first read finds at least this many reminders (due by the end of its window,
   * or overdue) hands them to a drain when it has one (DispatchDeps.handoff). At 128 MB the
   * dispatcher gets 7.2 % of a CPU; measured at that share (`bench -- lateness --runtime
   * lambda`) it spent 16 ms of CPU per reminder and fell behind above about 4 a second, 150
   * in a 33 s window. 50 keeps it at a third of that, leaving room for reminders created after
   * the first read. A drain pass that claims fewer is the drain's last.
   */
  handoffAt: 50,
} as const;

/**
 * A poll looks for reminders this pass has not read yet: written (created, edited, snoozed)
 * since the last read, so due after it ('time_in_past' refuses earlier ones). It reads from
 * the last successful read less this margin, which covers clock skew between functions and
 * the index's propagation delay (typically well under a second); anything the margin misses
 * is in the next pass's first query. So a backlog (the first query has it) is not read again
 * and again while a peak drains.
 */
const POLL_LOOKBACK_MS = 10_000;

/**
 * How far ahead a poll every `pollMs` reads: what falls due later in the window is read by a
 * later poll, still at least `prepareMs` + 1 s before its due second. During a peak minute
 * each poll then reads a few seconds of it, not the whole window.
 */
function pollLookaheadMs(pollMs: number): number {
  return pollMs + dispatchDefaults.prepareMs + 1_000;
}

/** Discord's answer to one call, as the dispatcher needs it. */
export type DeliveryResult =
  | { readonly kind: 'sent' }
  /** DMs closed (50007, 50278) or unknown user (10013): skipped silently, the state still advances. */
  | { readonly kind: 'unreachable'; readonly code: number }
  /** 5xx, timeout, network error, other 4xx: the reminder stays due and a later pass tries again. */
  | {
      readonly kind: 'retryable';
      readonly status?: number;
      readonly code?: number;
      /** No message POST of this claim left the process (no send slot before the lease ended, the DM could not be opened): nothing can have reached the user. */
      readonly unsent?: true;
    }
  /**
   * Discord refuses the bot itself: bad token (401), or a 403 not about the recipient. A
   * configuration error: the claim is given back uncounted and the pass stops.
   */
  | { readonly kind: 'rejected'; readonly status: number; readonly code: number }
  /** Message POST only: the (cached) channel is unknown (10003, 404); reopen the DM and send once more. */
  | { readonly kind: 'stale_channel'; readonly status: number; readonly code?: number };

export type DiscordFailure = Exclude<DeliveryResult, { kind: 'sent' } | { kind: 'stale_channel' }>;
export type OpenDmResult = { readonly kind: 'opened'; readonly channelId: string } | DiscordFailure;

export interface SendOptions {
  /**
   * No request starts later than this many ms from the call (the claim's lease ends then);
   * what could not start is `retryable` and `unsent`. Relative, so the caller's clock and
   * the adapter's need not be the same one.
   */
  readonly withinMs?: number;
}

/** Port: Discord REST as the dispatcher uses it. */
export interface Messenger {
  /** @see https://discord.com/developers/docs/resources/user#create-dm */
  openDm(userId: string, options?: SendOptions): Promise<OpenDmResult>;
  /** @see https://discord.com/developers/docs/resources/message#create-message */
  sendMessage(
    channelId: string,
    body: RESTPostAPIChannelMessageJSONBody,
    options?: SendOptions,
  ): Promise<DeliveryResult>;
}

/** A due reminder as the dispatcher reads it: the model plus the state of its current trigger's claims. */
export interface DueReminder extends Reminder {
  /** A live or expired claim's lease end (epoch ms); absent when unclaimed. */
  readonly claimedUntilMs?: number;
  /** When this trigger (this remind_time) was first claimed (epoch ms); absent before its first claim. */
  readonly firstAttemptMs?: number;
}

/** The state written after a notification, conditional on the claimed version. */
export interface AdvanceChange {
  readonly id: string;
  readonly userId: string;
  readonly claimedVersion: number;
  readonly timesTriggered: number;
  readonly isActive: boolean;
  readonly remindTime: string;
  /** The time the next occurrence counted from; a finished reminder's retention counts from it too. */
  readonly processingMs: number;
  /** A pending snooze after this send (null: it was this send, now gone; absent: none was pending). */
  readonly snooze?: Snooze | null;
  /**
   * The recipient could not be reached (DMs closed, unknown user): the reminder counts one more
   * undelivered send and its owner one more to be told about (decisions.md, "No silent loss").
   */
  readonly undelivered?: true;
}

export interface FindDueOptions {
  /** Only those due from then on. */
  readonly sinceIso?: string;
  /**
   * Those the caller already has are left out unread: a poll during a peak finds many it
   * has, and reading each one costs the event loop.
   */
  readonly known?: (id: string) => boolean;
  /** At most about this many: the earliest of each shard, split evenly over the shards. */
  readonly max?: number;
}

/**
 * Port: storage as the dispatcher uses it. Every write is conditional on a version, so
 * two dispatchers (overlapping Lambda invocations) never both act on one reminder, and a
 * reminder deleted or edited meanwhile is left alone. Writes return false when the
 * condition was lost.
 */
export interface DispatchRepository {
  /** Active reminders with remind_time at or before `untilIso`, all shards, earliest first. */
  findDue(untilIso: string, options?: FindDueOptions): Promise<DueReminder[]>;
  /**
   * Takes the reminder if it is still at `reminder.version`, active and not claimed by a
   * live lease, and counts the attempt (stored attempts become `reminder.attempts + 1`);
   * stores `firstAttemptMs` as the trigger's first attempt.
   */
  claim(
    reminder: Reminder,
    nowMs: number,
    leaseUntilMs: number,
    firstAttemptMs: number,
  ): Promise<boolean>;
  /**
   * Writes the advanced state (attempts back to 0); a finishing reminder also decrements its
   * owner's active counter, and an undelivered one bumps the owner's notice counter, atomically.
   */
  advance(change: AdvanceChange): Promise<boolean>;
  /**
   * Gives the claim back so the reminder stays due, storing `attempts`. `forgetFirstAttempt`:
   * this claim was the trigger's first and sent nothing, so the resend window has not started.
   */
  release(
    id: string,
    claimedVersion: number,
    attempts: number,
    forgetFirstAttempt?: boolean,
  ): Promise<boolean>;
  /** Last resort when advancing keeps failing: makes the reminder inactive with a plain conditional write. */
  deactivate(
    change: Pick<AdvanceChange, 'id' | 'userId' | 'claimedVersion' | 'processingMs'>,
  ): Promise<boolean>;
  getDmChannel(userId: string): Promise<string | undefined>;
  /**
   * The event a /schedule_remind reminder is linked to (title and timing), when it still exists
   * and belongs to `userId`; null otherwise. Optional: without it linked reminders re-arm like
   * one-offs and keep the text they were created with.
   */
  linkedEvent?(userId: string, eventId: string): Promise<EventForReminder | null>;
  saveDmChannel(userId: string, channelId: string): Promise<void>;
  /** Drops the cached DM channel if it is still `channelId`. */
  forgetDmChannel(userId: string, channelId: string): Promise<void>;
}

export interface DispatchDeps {
  readonly repo: DispatchRepository;
  readonly messenger: Messenger;
  /**
   * Where a backlog goes when there is more than this dispatcher sends at its CPU share (the
   * drain function in AWS). Absent: every pass sends whatever it finds (`npm start`, the drain itself).
   */
  readonly handoff?: DrainHandoff;
  readonly translate: Translate;
  readonly log: Logger;
  now(): number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface DispatchPassOptions {
  /** Take reminders due up to this far after the pass start (when the next pass starts), each sent at its due second. */
  readonly windowMs: number;
  /**
   * Re-query the due index this often until the window ends (default
   * {@link dispatchDefaults.pollMs}). 0: query once and return as soon as that is sent.
   */
  readonly pollMs?: number;
  /** Epoch ms after which no new claim starts (Lambda timeout safety); sends in flight finish. */
  readonly deadlineMs?: number;
  /** Stops the pass early (the local loop's stop()); sends in flight finish. */
  readonly signal?: AbortSignal;
  readonly concurrency?: number;
  /** Reminder versions spent by this pass's siblings (ReminderSender); shared by the passes of one invocation. */
  readonly spent?: Set<string>;
}

export interface DispatchStats {
  /** Reminders this pass claimed (lost races are not counted). */
  claimed: number;
  sent: number;
  /** Recipient unreachable (DMs closed, unknown user): not delivered, state advanced. */
  skipped: number;
  /** Delivery failed and the claim was released for a later pass. */
  retried: number;
  /** Advanced (or deactivated) after the last allowed attempt, or an unexpected error (all reported). */
  failed: number;
  /** Discord refused the bot (bad token): the pass stopped claiming early (reported once). */
  halted: boolean;
  /** The pass found a backlog and left it to a drain (it claimed nothing). */
  handedOff?: true;
  /**
   * The largest delay between a reminder's due second and its claim in this pass (0 when
   * nothing was claimed): near 0 when the dispatcher keeps up, growing while it falls behind.
   */
  lateMs: number;
}

/** True when a drain takes the backlog; a failed hand-off is reported and the pass sends it itself. */
async function handOff(deps: DispatchDeps, handoff: DrainHandoff): Promise<boolean> {
  try {
    return await handoff.request();
  } catch (err) {
    deps.log.error('dispatch:handoff', err);
    return false;
  }
}

/** Upper bound of an idle wait; something (a poll, a finished send, the end of polling) always rings first. */
const IDLE_WAIT_MS = 60_000;

/**
 * One dispatcher pass: reads the due index, re-reads it every `pollMs` for reminders
 * created meanwhile, and sends every reminder due within the window at its due second,
 * each exactly once (claim → DM → advance, all conditional). One reminder's failure never
 * stops the others; Discord refusing the bot itself (bad token) stops the pass.
 */
export async function runDispatchPass(
  deps: DispatchDeps,
  options: DispatchPassOptions,
): Promise<DispatchStats> {
  const startedAt = deps.now();
  const untilIso = toIso(startedAt + options.windowMs);
  const { deadlineMs, signal } = options;
  const pollMs = options.pollMs ?? dispatchDefaults.pollMs;
  const concurrency = Math.max(1, options.concurrency ?? dispatchDefaults.concurrency);
  const stats: DispatchStats = {
    claimed: 0,
    sent: 0,
    skipped: 0,
    retried: 0,
    failed: 0,
    halted: false,
    lateMs: 0,
  };

  // Aborted by the caller's signal or by the sender's circuit breaker; cuts every wait short.
  const halt = new AbortController();
  const onAbort = (): void => halt.abort();
  signal?.addEventListener('abort', onAbort);
  if (signal?.aborted) halt.abort(); // aborted before the pass: the listener never fires
  const stopped = (): boolean =>
    halt.signal.aborted || (deadlineMs !== undefined && deps.now() >= deadlineMs);
  const sender = new ReminderSender(
    deps,
    stats,
    dispatchDefaults,
    () => halt.abort(),
    options.spent,
  );
  const schedule = new DueSchedule(
    deadlineMs ?? Number.POSITIVE_INFINITY,
    startedAt + options.windowMs,
  );

  // The scheduler sleeps until the next due second; a poll's finds, a finished send or the end of polling wake it.
  let ring: (() => void) | undefined;
  const wake = (): void => ring?.();
  const nap = async (ms: number): Promise<void> => {
    const alarm = new AbortController();
    const onHalt = (): void => alarm.abort();
    halt.signal.addEventListener('abort', onHalt);
    ring = onHalt;
    try {
      await deps.sleep(ms, alarm.signal);
    } finally {
      ring = undefined;
      halt.signal.removeEventListener('abort', onHalt);
    }
  };

  let polling = pollMs > 0;
  const poll = async (): Promise<void> => {
    const windowEndMs = startedAt + options.windowMs;
    const endMs = Math.min(windowEndMs, deadlineMs ?? Number.POSITIVE_INFINITY);
    // The pass's first query read everything due by the window's end as of its start.
    let readAt = startedAt;
    try {
      for (let at = startedAt + pollMs; at < endMs; at += pollMs) {
        const wait = at - deps.now();
        if (wait > 0) await deps.sleep(wait, halt.signal);
        if (stopped()) return;
        const pollAt = deps.now();
        const untilPollIso = toIso(Math.min(windowEndMs, pollAt + pollLookaheadMs(pollMs)));
        try {
          const found = await deps.repo.findDue(untilPollIso, {
            sinceIso: toIso(readAt - POLL_LOOKBACK_MS),
            known: (id) => schedule.has(id),
          });
          readAt = pollAt;
          if (schedule.add(found) > 0) wake();
        } catch (err) {
          // What is already scheduled still goes out; the next poll (or pass) tries again.
          deps.log.error('dispatch:poll', err);
        }
      }
    } finally {
      polling = false;
      wake();
    }
  };

  try {
    const first = await deps.repo.findDue(untilIso, { max: dispatchDefaults.firstRead });
    if (
      first.length >= dispatchDefaults.handoffAt &&
      deps.handoff &&
      (await handOff(deps, deps.handoff))
    ) {
      stats.handedOff = true;
      return stats;
    }
    schedule.add(first);
    const poller = polling ? poll() : Promise.resolve();
    const inFlight = new Set<Promise<void>>();
    while (!stopped()) {
      const next = schedule.peek();
      if (!next && !polling) break;
      // Unclaimed reminders are taken `prepareMs` ahead; one under another claim only once that lease ends.
      const startAt = next
        ? next.atMs - (next.atMs === next.dueMs ? dispatchDefaults.prepareMs : 0)
        : 0;
      const wait = next && inFlight.size < concurrency ? startAt - deps.now() : IDLE_WAIT_MS;
      if (!next || wait > 0) {
        await nap(Math.min(wait, IDLE_WAIT_MS));
        continue;
      }
      schedule.pop();
      const task: Promise<void> = sender.send(next.reminder, next.dueMs).finally(() => {
        inFlight.delete(task);
        wake();
      });
      inFlight.add(task);
    }
    await Promise.all([...inFlight, poller]);
    await sender.settled();
    return stats;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
