/**
 * The dispatcher's ports and the shapes a pass reads and reports, apart from the pass itself
 * (dispatch-run.ts) so the modules of the dispatcher import them without importing each other.
 */
import type {
  RESTPostAPIChannelMessageJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
} from 'discord-api-types/v10';
import type { WebhookAddress } from '../domain/webhook-url.js';
import type { EventForReminder } from '../domain/event-text.js';
import type { Notice } from '../domain/notice.js';
import type { EventRecord } from '../domain/schedule.js';
import type { Reminder, Snooze } from '../domain/reminder.js';
import type { Translate } from '../i18n.js';
import type { Logger } from './ports.js';

/** Port: the drain hand-off (dispatch-drain.ts), as a pass sees it. */
export interface DrainHandoff {
  /**
   * True when a drain runs now (started by this call, or already holding the lease): the
   * caller leaves the backlog to it. False when none could be started: the caller sends it.
   */
  request(): Promise<boolean>;
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

/** Execute Webhook's answer: posted, gone (Unknown Webhook, or its token no longer valid), or a failure to retry. */
export type WebhookResult =
  | { readonly kind: 'sent' }
  | { readonly kind: 'webhook_gone'; readonly status: number; readonly code?: number }
  | Extract<DeliveryResult, { kind: 'retryable' }>;

/** Port: Discord REST as the dispatcher uses it. */
export interface Messenger {
  /**
   * Posts through a channel webhook (`?wait=true`, so a post Discord did not save is an error).
   * Absent: webhooks are not offered and their reminders go by DM.
   * @see https://discord.com/developers/docs/resources/webhook#execute-webhook
   */
  executeWebhook?(
    webhook: WebhookAddress,
    body: RESTPostAPIWebhookWithTokenJSONBody,
    options?: SendOptions,
  ): Promise<WebhookResult>;
  /** @see https://discord.com/developers/docs/resources/user#create-dm */
  openDm(userId: string, options?: SendOptions): Promise<OpenDmResult>;
  /** @see https://discord.com/developers/docs/resources/message#create-message */
  sendMessage(
    channelId: string,
    body: RESTPostAPIChannelMessageJSONBody,
    options?: SendOptions,
  ): Promise<DeliveryResult>;
  /**
   * Creates (POST, no `eventId`), modifies (PATCH) or deletes (DELETE) a guild scheduled event.
   * Absent: server events are not made (their notices end without a call).
   * @see https://discord.com/developers/docs/resources/guild-scheduled-event
   */
  scheduledEvent?(
    request: ScheduledEventRequest,
    options?: SendOptions,
  ): Promise<ScheduledEventResult>;
}

export interface ScheduledEventRequest {
  readonly method: 'POST' | 'PATCH' | 'DELETE';
  readonly guildId: string;
  readonly eventId?: string;
  readonly body?: unknown;
}

/** `id`: the scheduled event's; a failure carries Discord's status and code (none: not answered). */
export type ScheduledEventResult =
  | { readonly ok: true; readonly id: string }
  | {
      readonly ok: false;
      readonly status?: number;
      readonly code?: number;
      /** Never left the process (no send slot in time): nothing was made. */
      readonly unsent?: true;
    };

/** The scheduled event made for a shared event, as stored on its participants counter. */
export interface ServerEventRef {
  readonly id: string;
  readonly guildId: string;
  readonly channelId: string;
  /**
   * When the occurrence it shows ends (epoch ms): Discord ends an EXTERNAL event then, and an
   * ended one takes no change. Absent on one stored before this was kept.
   */
  readonly end?: number;
}

/** A due reminder as the dispatcher reads it: the model plus the state of its current trigger's claims. */
export interface DueReminder extends Reminder {
  /** A live or expired claim's lease end (epoch ms); absent when unclaimed. */
  readonly claimedUntilMs?: number;
  /** When this trigger (this remind_time) was first claimed (epoch ms); absent before its first claim. */
  readonly firstAttemptMs?: number;
  /**
   * A notice (domain/notice.ts), not a reminder: sent once by DM, written at send time, then
   * deleted. Never counted toward the recipient's reminders and never listed.
   */
  readonly notice?: Notice;
}

/** What a notice is written from at send time; null: the event it is about is gone. */
export interface NoticeView {
  /** The recipient's stored language; absent: the notice's own. */
  readonly locale?: string;
  readonly event?: EventRecord;
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
  /** The claimed item is a notice: its end deletes it (and records a refused DM on its subject). */
  readonly notice?: Notice;
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
   * A notice is deleted instead (its recipient's counters untouched); an undelivered invitation
   * is marked not delivered on its participant row.
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
    change: Pick<AdvanceChange, 'id' | 'userId' | 'claimedVersion' | 'processingMs' | 'notice'>,
  ): Promise<boolean>;
  getDmChannel(userId: string): Promise<string | undefined>;
  /**
   * The user's DM channel and, with notification_method 'webhook', their sealed webhook, in
   * one read (replaces {@link getDmChannel} where present).
   */
  getRecipient?(userId: string): Promise<Recipient>;
  /** Drops the user's webhook (back to DMs) if it is still `sealed`; true when this call dropped it. */
  forgetWebhook?(userId: string, sealed: string): Promise<boolean>;
  /**
   * The event a /schedule_remind reminder is linked to (title and timing), when it still exists
   * and belongs to `userId`; null otherwise. Optional: without it linked reminders re-arm like
   * one-offs and keep the text they were created with.
   */
  linkedEvent?(userId: string, eventId: string): Promise<EventForReminder | null>;
  /**
   * What a notice is written from: the recipient's stored language and the event it is about
   * (read by its owner and id); null when that event is gone. Optional: without it notices
   * are written in their own language from nothing but their body.
   */
  noticeView?(notice: Notice): Promise<NoticeView | null>;
  /**
   * The server event stored on the shared event's counter: null when none was made, undefined
   * when the counter is gone (the event is no longer shared).
   */
  serverEvent?(eventId: string): Promise<ServerEventRef | null | undefined>;
  /**
   * Stores a server event on the counter, if it still exists and holds none (or, with
   * `replaces`, still holds that one); else false.
   */
  saveServerEvent?(eventId: string, ref: ServerEventRef, replaces?: string): Promise<boolean>;
  /** Stores a notice unless one with its id exists (the server event's next step). */
  saveNotice?(notice: Notice): Promise<void>;
  saveDmChannel(userId: string, channelId: string): Promise<void>;
  /** Drops the cached DM channel if it is still `channelId`. */
  forgetDmChannel(userId: string, channelId: string): Promise<void>;
}

/** Where a user's reminders go besides a reminder's own channel. */
export interface Recipient {
  readonly dmChannelId?: string;
  /** notification_method 'webhook': `<id>/<token>`, sealed as calendar credentials are. */
  readonly webhook?: string;
}

/** Webhook delivery: opening the sealed webhooks, and how posts present themselves. */
export interface WebhookDelivery {
  /** Opens a sealed value (shared/calendar/usecases/cipher.ts); throws when it cannot. */
  open(sealed: string, context: string): Promise<string>;
  /** The name and avatar the posts carry: the bot's own. */
  readonly username: string;
  readonly avatarUrl?: string;
}

export interface DispatchDeps {
  readonly repo: DispatchRepository;
  readonly messenger: Messenger;
  /** Absent: no webhook is opened; reminders of users who chose one go by DM. */
  readonly webhooks?: WebhookDelivery;
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
