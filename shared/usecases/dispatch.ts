import type { RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { Logger } from '../adapters/log.js';
import { advance, deliveryNonce, processingTime, reminderEmbed } from '../domain/dispatch.js';
import { toIso, type Reminder } from '../domain/reminder.js';
import type { Translate } from '../i18n.js';

/** Tunables of a pass, in one place. */
export const dispatchDefaults = {
  /**
   * Reminders in flight at once. Each spends about a second queued for Discord's 50 req/s
   * plus its storage writes, so 50 in flight would leave the REST queue short of a full
   * second's worth; 100 keeps it full. Bounded so a backlog does not hold thousands of claims.
   */
  concurrency: 100,
  /** A claim older than this is abandoned (crashed dispatcher) and may be taken again. */
  leaseMs: 60_000,
  /** Failed deliveries (5xx, timeouts) of one trigger before it is advanced anyway and reported. */
  maxAttempts: 5,
} as const;

/** Outcome of one Discord call, as the dispatcher needs it. */
export type DeliveryResult =
  | { readonly kind: 'sent' }
  /** DMs closed (50007, 403) or unknown user (10013): skipped silently, the state still advances. */
  | { readonly kind: 'unreachable'; readonly code: number }
  /** 5xx, timeout, network error: the reminder stays due and a later pass tries again. */
  | { readonly kind: 'retryable'; readonly status?: number; readonly code?: number };

export type OpenDmResult = { readonly kind: 'opened'; readonly channelId: string } | Exclude<DeliveryResult, { kind: 'sent' }>;

/** Port: Discord REST as the dispatcher uses it. */
export interface Messenger {
  /** @see https://discord.com/developers/docs/resources/user#create-dm */
  openDm(userId: string): Promise<OpenDmResult>;
  /** @see https://discord.com/developers/docs/resources/message#create-message */
  sendMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<DeliveryResult>;
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
}

/**
 * Port: storage as the dispatcher uses it. Every write is conditional on a version, so
 * two dispatchers (overlapping Lambda invocations) never both act on one reminder, and a
 * reminder deleted or edited meanwhile is left alone. Writes return false when the
 * condition was lost.
 */
export interface DispatchRepository {
  /** Active reminders with remind_time at or before `untilIso`, all shards, earliest first. */
  findDue(untilIso: string): Promise<Reminder[]>;
  /** Takes the reminder if it is still at `reminder.version`, active and not claimed by a live lease. */
  claim(reminder: Reminder, nowMs: number, leaseUntilMs: number): Promise<boolean>;
  /** Writes the advanced state; a finishing reminder also decrements its owner's active counter, atomically. */
  advance(change: AdvanceChange): Promise<boolean>;
  /** Gives the claim back after a failed delivery so the reminder stays due. */
  release(id: string, claimedVersion: number, attempts: number): Promise<boolean>;
  getDmChannel(userId: string): Promise<string | undefined>;
  saveDmChannel(userId: string, channelId: string): Promise<void>;
}

export interface DispatchDeps {
  readonly repo: DispatchRepository;
  readonly messenger: Messenger;
  readonly translate: Translate;
  readonly log: Logger;
  now(): number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface DispatchPassOptions {
  /** Also take reminders due up to this far ahead, and send each at its due second. */
  readonly windowMs: number;
  /** Epoch ms after which no new claim starts (Lambda timeout safety); sends in flight finish. */
  readonly deadlineMs?: number;
  /** Stops the pass early (the local loop's stop()); sends in flight finish. */
  readonly signal?: AbortSignal;
  readonly concurrency?: number;
}

export interface DispatchStats {
  /** Reminders this pass claimed (lost races are not counted). */
  claimed: number;
  sent: number;
  /** Recipient unreachable (DMs closed, unknown user): not delivered, state advanced. */
  skipped: number;
  /** Delivery failed and the claim was released for a later pass. */
  retried: number;
  /** Advanced after the last allowed attempt, or an unexpected error (both reported). */
  failed: number;
}

/**
 * One dispatcher pass: reads the due index once, then sends every reminder due within
 * the window at its due second, each exactly once (claim → DM → advance, all conditional).
 * One reminder's failure never stops the others.
 */
export async function runDispatchPass(deps: DispatchDeps, options: DispatchPassOptions): Promise<DispatchStats> {
  const stats: DispatchStats = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  const due = await deps.repo.findDue(toIso(deps.now() + options.windowMs));
  const { deadlineMs, signal } = options;
  const stopped = (): boolean => signal?.aborted === true || (deadlineMs !== undefined && deps.now() >= deadlineMs);
  // Per pass: one DM-channel lookup per user, even with several of their reminders in flight.
  const channels = new Map<string, Promise<OpenDmResult>>();
  // Caching a new channel id is off the send's critical path, but the pass still waits for it.
  const cacheWrites: Promise<void>[] = [];
  const dm = (userId: string): Promise<OpenDmResult> => {
    let pending = channels.get(userId);
    if (!pending) {
      pending = resolveDmChannel(deps, userId, cacheWrites);
      channels.set(userId, pending);
      pending.catch(() => channels.delete(userId));
    }
    return pending;
  };

  let next = 0;
  const worker = async (): Promise<void> => {
    // Due order: a worker sleeping on the earliest future reminder never delays an earlier one.
    while (next < due.length && !stopped()) {
      const reminder = due[next++] as Reminder;
      const dueMs = Date.parse(reminder.remindTime);
      if (deadlineMs !== undefined && dueMs > deadlineMs) break; // the next invocation takes it
      const wait = dueMs - deps.now();
      if (wait > 0) await deps.sleep(wait, signal);
      if (stopped()) break;
      await dispatchOne(deps, reminder, dueMs, stats, dm);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? dispatchDefaults.concurrency, due.length));
  await Promise.all(Array.from({ length: workers }, worker));
  await Promise.all(cacheWrites);
  return stats;
}

async function resolveDmChannel(deps: DispatchDeps, userId: string, cacheWrites: Promise<void>[]): Promise<OpenDmResult> {
  const cached = await deps.repo.getDmChannel(userId);
  if (cached) return { kind: 'opened', channelId: cached };
  const opened = await deps.messenger.openDm(userId);
  if (opened.kind === 'opened') {
    // A lost cache write only costs one more (idempotent) Create DM later.
    cacheWrites.push(deps.repo.saveDmChannel(userId, opened.channelId).catch((err: unknown) => deps.log.error(`dispatch:dm:${userId}`, err)));
  }
  return opened;
}

async function dispatchOne(
  deps: DispatchDeps,
  reminder: Reminder,
  dueMs: number,
  stats: DispatchStats,
  dm: (userId: string) => Promise<OpenDmResult>,
): Promise<void> {
  const context = `dispatch:${reminder.id}`;
  const claimedVersion = reminder.version + 1;
  let claimed = false;
  try {
    const nowMs = deps.now();
    // Deleted, edited, finished or claimed by another dispatcher since the query: not ours.
    if (!(await deps.repo.claim(reminder, nowMs, nowMs + dispatchDefaults.leaseMs))) return;
    claimed = true;
    stats.claimed++;

    const result = await deliver(deps, reminder, nowMs, dm);
    const processingMs = processingTime(dueMs, nowMs);
    // If this write fails after a send, the catch releases the claim: the resend on a later
    // pass carries the same nonce, so Discord returns the original message instead of a second one.
    const finish = async (): Promise<void> => {
      await deps.repo.advance({ id: reminder.id, userId: reminder.userId, claimedVersion, processingMs, ...advance(reminder, processingMs) });
      claimed = false;
    };
    if (result.kind === 'sent') {
      stats.sent++;
      await finish();
    } else if (result.kind === 'unreachable') {
      stats.skipped++;
      await finish();
    } else if (reminder.attempts + 1 >= dispatchDefaults.maxAttempts) {
      stats.failed++;
      deps.log.error(context, new Error(`delivery failed ${dispatchDefaults.maxAttempts} times; advanced without sending`), {
        userId: reminder.userId,
        ...result,
      });
      await finish();
    } else {
      stats.retried++;
      claimed = false;
      await deps.repo.release(reminder.id, claimedVersion, reminder.attempts + 1);
    }
  } catch (err) {
    stats.failed++;
    deps.log.error(context, err, { userId: reminder.userId });
    // Give the claim back now rather than after the lease; if storage is down, the lease expires anyway.
    if (claimed) await deps.repo.release(reminder.id, claimedVersion, reminder.attempts + 1).catch(() => undefined);
  }
}

async function deliver(
  deps: DispatchDeps,
  reminder: Reminder,
  nowMs: number,
  dm: (userId: string) => Promise<OpenDmResult>,
): Promise<DeliveryResult> {
  const channel = await dm(reminder.userId);
  if (channel.kind !== 'opened') return channel;
  return deps.messenger.sendMessage(channel.channelId, {
    embeds: [reminderEmbed(reminder, nowMs, deps.translate)],
    nonce: deliveryNonce(reminder),
    enforce_nonce: true,
  });
}
