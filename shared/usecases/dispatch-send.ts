import type {
  RESTPostAPIChannelMessageJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
} from 'discord-api-types/v10';
import { credentialContext } from '../calendar/usecases/cipher.js';
import { webhookFromSecret, webhookHint } from '../domain/webhook-url.js';
import { advance, deliveryNonce, processingTime, reminderEmbed } from '../domain/dispatch-plan.js';
import { withEventText, type EventForReminder } from '../domain/event-text.js';
import { noticeMessage, type Notice } from '../domain/notice.js';
import type { Reminder } from '../domain/reminder.js';
import { reminderDmComponents } from '../domain/reminder-dm.js';
import { advanceWithSnooze } from '../domain/snooze.js';
import { advanceLinked } from '../domain/schedule.js';
import type {
  AdvanceChange,
  DeliveryResult,
  DispatchDeps,
  DispatchStats,
  DueReminder,
  OpenDmResult,
  Recipient,
  SendOptions,
  WebhookDelivery,
} from './dispatch-ports.js';

export interface SendLimits {
  readonly leaseMs: number;
  readonly maxAttempts: number;
  readonly resendWindowMs: number;
}

type Delivered = Exclude<DeliveryResult, { kind: 'stale_channel' }>;
type Rejected = Extract<DeliveryResult, { kind: 'rejected' }>;

/**
 * A reminder posted in a server channel: the owner mentioned, and nobody else (allowed_mentions).
 * @see https://discord.com/developers/docs/resources/message#allowed-mentions-object
 */
export function inChannel(
  body: RESTPostAPIChannelMessageJSONBody,
  userId: string,
): RESTPostAPIChannelMessageJSONBody {
  return { ...body, content: `<@${userId}>`, allowed_mentions: { parse: [], users: [userId] } };
}

/**
 * A reminder posted through the owner's channel webhook: the DM's embed, the bot's name and
 * avatar, the owner mentioned and nobody else. No components: a webhook the app does not own
 * may not carry interactive ones (Snooze and Done stay on DMs).
 * @see https://discord.com/developers/docs/resources/webhook#execute-webhook
 */
export function throughWebhook(
  body: RESTPostAPIChannelMessageJSONBody,
  userId: string,
  profile: Pick<WebhookDelivery, 'username' | 'avatarUrl'>,
): RESTPostAPIWebhookWithTokenJSONBody {
  const { content, allowed_mentions, embeds } = inChannel(body, userId);
  return {
    content,
    ...(embeds ? { embeds } : {}),
    allowed_mentions,
    username: profile.username,
    ...(profile.avatarUrl !== undefined ? { avatar_url: profile.avatarUrl } : {}),
  };
}

/**
 * The channel will not take the post: gone (404, 10003), no access (50001) or no permission to
 * send there (403, e.g. 50013). A bad token (401) is the bot's problem, not the channel's.
 */
function channelRefused(result: DeliveryResult): boolean {
  return result.kind === 'stale_channel' || (result.kind === 'rejected' && result.status === 403);
}

/**
 * The bot's DM channel with each user, for one pass: one lookup per user however many of
 * their reminders are in flight, and one reopen per stale channel.
 */
class DmChannels {
  readonly #recipients = new Map<string, Promise<Recipient>>();
  readonly #pending = new Map<string, Promise<OpenDmResult>>();
  readonly #reopened = new Map<string, Promise<OpenDmResult>>();
  // Cache writes are off the send's critical path, but the pass still waits for them.
  readonly #writes: Promise<void>[] = [];

  constructor(private readonly deps: DispatchDeps) {}

  /** The user's stored DM channel and webhook: one read per user per pass (a failed read is not kept). */
  recipient(userId: string): Promise<Recipient> {
    const known = this.#recipients.get(userId);
    if (known) return known;
    const { repo } = this.deps;
    const read = repo.getRecipient
      ? repo.getRecipient(userId)
      : repo.getDmChannel(userId).then((id) => (id !== undefined ? { dmChannelId: id } : {}));
    this.#recipients.set(userId, read);
    read.catch(() => this.#recipients.get(userId) === read && this.#recipients.delete(userId));
    return read;
  }

  get(userId: string, send: SendOptions): Promise<OpenDmResult> {
    return this.#pending.get(userId) ?? this.#remember(userId, this.#lookup(userId, send));
  }

  /** A fresh channel after `staleId` answered Unknown Channel; sends that hit the same stale id share it. */
  reopen(userId: string, staleId: string, send: SendOptions): Promise<OpenDmResult> {
    const key = `${userId}/${staleId}`;
    let fresh = this.#reopened.get(key);
    if (!fresh) {
      this.#cacheWrite(userId, this.deps.repo.forgetDmChannel(userId, staleId));
      fresh = this.#remember(userId, this.#open(userId, send));
      this.#reopened.set(key, fresh);
    }
    return fresh;
  }

  async settled(): Promise<void> {
    await Promise.all(this.#writes);
  }

  #remember(userId: string, pending: Promise<OpenDmResult>): Promise<OpenDmResult> {
    this.#pending.set(userId, pending);
    // A failed lookup or open (storage error, timeout, no slot before the claim's lease ended)
    // is not remembered: the user's next reminder tries again under its own claim.
    const forget = (): void => {
      if (this.#pending.get(userId) === pending) this.#pending.delete(userId);
    };
    pending.then((r) => r.kind !== 'opened' && r.kind !== 'unreachable' && forget(), forget);
    return pending;
  }

  async #lookup(userId: string, send: SendOptions): Promise<OpenDmResult> {
    const cached = (await this.recipient(userId)).dmChannelId;
    return cached ? { kind: 'opened', channelId: cached } : this.#open(userId, send);
  }

  async #open(userId: string, send: SendOptions): Promise<OpenDmResult> {
    const opened = await this.deps.messenger.openDm(userId, send);
    // A lost cache write only costs one more (idempotent) Create DM later.
    if (opened.kind === 'opened')
      this.#cacheWrite(userId, this.deps.repo.saveDmChannel(userId, opened.channelId));
    return opened;
  }

  #cacheWrite(userId: string, write: Promise<void>): void {
    this.#writes.push(
      write.catch((err: unknown) => this.deps.log.error(`dispatch:dm:${userId}`, err)),
    );
  }
}

type Retryable = Extract<DeliveryResult, { kind: 'retryable' }>;

/** How a held claim ends: decided by {@link endBeforeSend} and {@link endAfterSend}, written by ReminderSender. */
type ClaimEnd =
  /** Its attempts or its resend window are used up: advanced (or deactivated) without a send, reported. */
  | { readonly kind: 'give_up' }
  /** Its event was deleted (which normally deletes it too): advanced without a send. */
  | { readonly kind: 'event_gone' }
  /**
   * Not the reminder's fault (the pass halted, Discord refused the bot, no send slot in time)
   * and nothing was sent: given back without counting the attempt.
   */
  | { readonly kind: 'give_back'; readonly rejected?: Rejected }
  /** Sent, or the recipient unreachable: advanced. */
  | {
      readonly kind: 'delivered';
      readonly result: Extract<Delivered, { kind: 'sent' | 'unreachable' }>;
    }
  /** The last allowed attempt failed: advanced without a send, reported. */
  | { readonly kind: 'exhausted'; readonly result: Retryable }
  /** Failed, attempts left: given back with the attempt counted, for a later pass. */
  | { readonly kind: 'retry' };

/**
 * One reminder's claim in a pass. `held`: the conditional claim write won, and anything that
 * throws gives the claim back (the attempt stays counted). `ending`: the write that ends it has
 * started; only an advance that throws still gives it back (a release is not repeated, and a
 * give-up handles its own failures). `ended`: that write is done.
 */
type Claim =
  | { readonly state: 'unclaimed' }
  | { readonly state: 'held' }
  | { readonly state: 'ending'; readonly end: ClaimEnd }
  | { readonly state: 'ended'; readonly end: ClaimEnd };

/** Whether a failure now leaves the claim ours to give back. */
function holds(claim: Claim): boolean {
  if (claim.state === 'held') return true;
  if (claim.state !== 'ending') return false;
  const { kind } = claim.end;
  return kind === 'event_gone' || kind === 'delivered' || kind === 'exhausted';
}

/**
 * Before a send: the end of a claim that must not send (undefined: send). No further send once
 * the last `maxAttempts` claims all ended without an advance (crashes, or exceptions such as the
 * advance write failing after a send), nor once a resend could fall outside Discord's nonce
 * de-duplication; none for a reminder whose event is gone.
 */
function endBeforeSend(
  attempt: number,
  sinceFirstAttemptMs: number,
  eventGone: boolean,
  limits: SendLimits,
): ClaimEnd | undefined {
  if (attempt > limits.maxAttempts || sinceFirstAttemptMs > limits.resendWindowMs)
    return { kind: 'give_up' };
  return eventGone ? { kind: 'event_gone' } : undefined;
}

/** After a send (`undefined`: the pass halted before it), how the claim ends. */
function endAfterSend(
  result: Delivered | undefined,
  attempt: number,
  limits: SendLimits,
): ClaimEnd {
  if (result === undefined) return { kind: 'give_back' };
  switch (result.kind) {
    case 'rejected':
      return { kind: 'give_back', rejected: result };
    case 'sent':
    case 'unreachable':
      return { kind: 'delivered', result };
    case 'retryable':
      if (result.unsent) return { kind: 'give_back' };
      return attempt >= limits.maxAttempts ? { kind: 'exhausted', result } : { kind: 'retry' };
  }
}

/**
 * Claim → DM → advance for one reminder at a time, within one pass. Also the pass's
 * circuit breaker: Discord refusing the bot itself halts the pass (see {@link DeliveryResult}).
 */
export class ReminderSender {
  readonly #channels: DmChannels;
  /** Sealed webhooks Discord called gone in this pass: other reminders of their owners go by DM at once. */
  readonly #goneWebhooks = new Set<string>();

  constructor(
    private readonly deps: DispatchDeps,
    private readonly stats: DispatchStats,
    private readonly limits: SendLimits,
    /** Called once when the breaker trips: the pass starts no further claim. */
    private readonly onHalt: () => void,
    /**
     * `<id>@<version>` of the reminder versions this process's passes have claimed or moved on
     * from (shared by the passes of one invocation). Overlapping passes read the same due
     * reminders; a copy at a version listed here can no longer be claimed, so it is dropped
     * without the conditional write that would fail (at a peak, 0.8 lost claims per reminder).
     */
    private readonly spent: Set<string> = new Set(),
  ) {
    this.#channels = new DmChannels(deps);
  }

  /** Sends one reminder at its due second. Never throws: a failure is reported and the claim given back. */
  async send(reminder: DueReminder, dueMs: number): Promise<void> {
    const { deps, stats, limits } = this;
    const context = `dispatch:${reminder.id}`;
    const claimedVersion = reminder.version + 1;
    if (this.spent.has(`${reminder.id}@${reminder.version}`)) return;
    // Whoever wins this claim, this version is spent; once an advance or a release is written, the claimed one is too.
    this.spent.add(`${reminder.id}@${reminder.version}`);
    const moved = <T>(write: Promise<T>): Promise<T> =>
      write.then((r) => (this.spent.add(`${reminder.id}@${claimedVersion}`), r));
    // The claim stores this count; its version condition makes the count read the count claimed.
    const attempt = reminder.attempts + 1;
    let claim: Claim = { state: 'unclaimed' };
    try {
      const nowMs = deps.now();
      const firstAttemptMs = reminder.firstAttemptMs ?? nowMs;
      const leaseUntilMs = nowMs + limits.leaseMs;
      // Deleted, edited, finished or claimed by another dispatcher since the query: not ours.
      if (!(await deps.repo.claim(reminder, nowMs, leaseUntilMs, firstAttemptMs))) return;
      claim = { state: 'held' };
      stats.claimed++;
      stats.lateMs = Math.max(stats.lateMs, nowMs - dueMs); // negative when claimed ahead (prepareMs)
      const processingMs = processingTime(dueMs, nowMs);
      // An event reminder re-arms from its event's occurrences (undefined: not linked; null: event gone).
      const event =
        reminder.eventId !== undefined && deps.repo.linkedEvent
          ? await deps.repo.linkedEvent(reminder.eventOwnerId ?? reminder.userId, reminder.eventId)
          : undefined;
      const timing = event === undefined ? undefined : (event?.timing ?? null);
      const next = advanceWithSnooze(reminder, (plain) =>
        timing === undefined
          ? advance(plain, processingMs)
          : advanceLinked(plain, timing, processingMs),
      );
      const change: AdvanceChange = {
        id: reminder.id,
        userId: reminder.userId,
        claimedVersion,
        processingMs,
        ...next,
        ...(reminder.notice ? { notice: reminder.notice } : {}),
      };
      // A notice is written now, from its event as it is (null: the event is gone, nothing to send).
      const noticeBody = reminder.notice ? await this.#noticeBody(reminder.notice) : undefined;

      let end = endBeforeSend(
        attempt,
        nowMs - firstAttemptMs,
        timing === null || noticeBody === null,
        limits,
      );
      if (end === undefined) {
        // Every request of this claim starts before its lease ends (a second before, for clock skew between dispatchers).
        const result = stats.halted
          ? undefined
          : await this.#deliver(
              event ? this.#asSent(reminder, event) : reminder,
              dueMs,
              leaseUntilMs - 1000,
              next.isActive ? Date.parse(next.snooze?.next ?? next.remindTime) : null,
              reminder.firstAttemptMs === undefined,
              noticeBody ?? undefined,
            );
        end = endAfterSend(result, attempt, limits);
        // Trip first, so no other claim starts while the release is in flight.
        if (end.kind === 'give_back' && end.rejected) this.#halt(end.rejected);
      }
      claim = { state: 'ending', end };
      await this.#end(end, reminder, change, attempt, moved);
      claim = { state: 'ended', end };
      if (end.kind === 'exhausted') {
        stats.failed++;
        deps.log.error(
          context,
          new Error(`delivery failed ${limits.maxAttempts} times; advanced without sending`),
          {
            userId: reminder.userId,
            ...end.result,
          },
        );
      }
    } catch (err) {
      stats.failed++;
      deps.log.error(context, err, { userId: reminder.userId, attempt });
      // Give the claim back now rather than after the lease (the attempt stays counted); if storage is down, the lease expires anyway.
      if (holds(claim))
        await moved(deps.repo.release(reminder.id, claimedVersion, attempt)).catch(() => undefined);
    }
  }

  /** The write that ends a held claim, with the count it adds to the pass's stats. */
  async #end(
    end: ClaimEnd,
    reminder: DueReminder,
    change: AdvanceChange,
    attempt: number,
    moved: <T>(write: Promise<T>) => Promise<T>,
  ): Promise<void> {
    const { repo } = this.deps;
    switch (end.kind) {
      case 'give_up':
        return this.#giveUp(change, attempt);
      case 'event_gone':
        this.stats.skipped++;
        await moved(repo.advance(change));
        return;
      case 'give_back':
        // Nothing was sent, so a first claim does not start the resend window either.
        this.stats.retried++;
        await moved(
          repo.release(
            reminder.id,
            change.claimedVersion,
            reminder.attempts,
            reminder.firstAttemptMs === undefined,
          ),
        );
        return;
      case 'delivered':
        this.stats[end.result.kind === 'sent' ? 'sent' : 'skipped']++;
        // If this write fails after a send, the claim is given back: the resend on a later pass
        // carries the same nonce, so Discord returns the original message instead of a second one.
        // An unreachable owner is told on their next command's reply (the advance counts it).
        await moved(
          repo.advance(end.result.kind === 'sent' ? change : { ...change, undelivered: true }),
        );
        return;
      case 'exhausted':
        await moved(repo.advance(change));
        return;
      case 'retry':
        this.stats.retried++;
        await moved(repo.release(reminder.id, change.claimedVersion, attempt));
        return;
    }
  }

  /** Resolves once the DM-channel cache writes of this pass are done. */
  settled(): Promise<void> {
    return this.#channels.settled();
  }

  /**
   * Advances a reminder whose attempts are used up, without sending; when the advance
   * itself fails again, makes it inactive with a plain conditional write so it is not
   * claimed forever. Reported either way.
   */
  async #giveUp(change: AdvanceChange, attempt: number): Promise<void> {
    const { deps, stats, limits } = this;
    const context = `dispatch:${change.id}`;
    stats.failed++;
    let outcome: 'advanced' | 'deactivated' | 'lost';
    let advanceError: string | undefined;
    try {
      outcome = (await deps.repo.advance(change)) ? 'advanced' : 'lost';
    } catch (err) {
      advanceError = String(err);
      try {
        outcome = (await deps.repo.deactivate(change)) ? 'deactivated' : 'lost';
      } catch (deactivateErr) {
        // Storage is failing too: the lease expires and the next claim gives up again, still without sending.
        deps.log.error(context, deactivateErr, {
          userId: change.userId,
          attempt,
          outcome: 'unresolved',
          advanceError,
        });
        return;
      }
    }
    const what = outcome === 'deactivated' ? 'deactivated' : 'advanced';
    deps.log.error(
      context,
      new Error(
        `delivery not confirmed after ${attempt - 1} attempts (at most ${limits.maxAttempts}, within ${limits.resendWindowMs / 1000} s of the first); ${what} without another send`,
      ),
      {
        userId: change.userId,
        attempt,
        outcome,
        ...(advanceError !== undefined ? { advanceError } : {}),
      },
    );
  }

  /** Trips the breaker once per pass, with one clear report. */
  #halt(result: Rejected): void {
    if (this.stats.halted) return;
    this.stats.halted = true;
    const message =
      result.status === 401
        ? 'Discord rejected the bot token (401): check DISCORD_BOT_TOKEN'
        : `Discord refused the bot (${result.status}, code ${result.code}): check the bot's token and account`;
    this.deps.log.error('dispatch', new Error(message), {
      status: result.status,
      code: result.code,
    });
    this.onHalt();
  }

  /**
   * A notice's message, written at send time in the recipient's stored language (else the
   * notice's own) from the event as it is now; null when the event is gone.
   */
  async #noticeBody(notice: Notice): Promise<RESTPostAPIChannelMessageJSONBody | null> {
    const { repo, translate } = this.deps;
    const view = repo.noticeView ? await repo.noticeView(notice) : {};
    if (view === null) return null;
    const message = noticeMessage(
      notice.body,
      {
        locale: view.locale ?? notice.locale,
        ...(view.event ? { event: view.event } : {}),
        nowMs: this.deps.now(),
      },
      translate,
    );
    return { ...message, allowed_mentions: { parse: [] } };
  }

  /**
   * A default event-reminder text worded again from the event as it is now (title, start, zone),
   * in the reminder's language; a custom message stays as typed.
   */
  #asSent(reminder: Reminder, event: EventForReminder): Reminder {
    return withEventText(reminder, event, this.deps.translate);
  }

  /**
   * notification_method 'webhook': posts through the owner's webhook at the due second.
   * Execute Webhook takes no nonce, so a trigger is posted there by its first claim only: a
   * later claim of the same trigger (an earlier one may have posted: a timeout, a 5xx, a crash,
   * a failed advance) goes by DM, whose nonce de-duplicates, so the webhook's channel never
   * gets one reminder twice. A webhook Discord calls gone is removed (once: conditional) and
   * the reminder goes by DM, carrying the notice. `undefined` result: go by DM.
   */
  async #viaWebhook(
    reminder: Reminder,
    body: RESTPostAPIChannelMessageJSONBody,
    dueMs: number,
    send: () => SendOptions,
    firstClaim: boolean,
  ): Promise<{ result?: Delivered; notice?: string }> {
    const { webhooks, messenger, repo, log } = this.deps;
    if (!webhooks || !messenger.executeWebhook) return {};
    const sealed = (await this.#channels.recipient(reminder.userId)).webhook;
    if (sealed === undefined || this.#goneWebhooks.has(sealed) || !firstClaim) return {};
    let address;
    try {
      address = webhookFromSecret(
        await webhooks.open(sealed, credentialContext(reminder.userId, 'webhook')),
      );
    } catch (err) {
      log.error(`dispatch:${reminder.id}:webhook`, err, { userId: reminder.userId });
    }
    if (!address) return {};
    const early = dueMs - this.deps.now();
    if (early > 0) await this.deps.sleep(early);
    const posted = await messenger.executeWebhook(
      address,
      throughWebhook(body, reminder.userId, webhooks),
      send(),
    );
    if (posted.kind !== 'webhook_gone') return { result: posted };
    this.#goneWebhooks.add(sealed);
    const dropped = (await repo.forgetWebhook?.(reminder.userId, sealed)) ?? false;
    log.info('webhook_removed', { userId: reminder.userId, status: posted.status, dropped });
    if (!dropped) return {};
    const hint = webhookHint('discord.com', address);
    return {
      notice: this.deps.translate(reminder.locale, 'delivery.webhook_removed', { webhook: hint }),
    };
  }

  /**
   * Claimed up to `prepareMs` early: the DM channel is looked up (or opened) first, the message
   * posted at the due second. `nextMs`: the series' next occurrence once this send is done (the
   * DM offers Stop repeating and Skip next names it), null when none follows (Done). `firstClaim`: no earlier claim of this trigger can have posted.
   * `notice`: a notice's message, which goes by DM only (its buttons need the DM).
   */
  async #deliver(
    reminder: Reminder,
    dueMs: number,
    lastStartMs: number,
    nextMs: number | null,
    firstClaim: boolean,
    notice?: RESTPostAPIChannelMessageJSONBody,
  ): Promise<Delivered> {
    const { messenger, translate } = this.deps;
    const send = (): SendOptions => ({ withinMs: lastStartMs - this.deps.now() });
    let body: RESTPostAPIChannelMessageJSONBody = {
      ...(notice ?? {
        embeds: [reminderEmbed(reminder, Math.max(dueMs, this.deps.now()), translate)],
        components: reminderDmComponents(reminder, translate, nextMs !== null, nextMs ?? undefined),
      }),
      nonce: deliveryNonce(reminder),
      enforce_nonce: true,
    };
    if (reminder.channelId === undefined && !notice) {
      const hook = await this.#viaWebhook(reminder, body, dueMs, send, firstClaim);
      if (hook.result) return hook.result;
      if (hook.notice !== undefined) body = { ...body, content: hook.notice };
    }
    if (reminder.channelId !== undefined) {
      // notification_method 'channel': posted where it was created, the DM only when the channel refuses.
      const early = dueMs - this.deps.now();
      if (early > 0) await this.deps.sleep(early);
      const posted = await messenger.sendMessage(
        reminder.channelId,
        inChannel(body, reminder.userId),
        send(),
      );
      if (!channelRefused(posted)) return posted as Delivered;
    }
    const channel = await this.#channels.get(reminder.userId, send());
    if (channel.kind !== 'opened') return channel;
    const early = dueMs - this.deps.now();
    if (early > 0) await this.deps.sleep(early);
    const first = await messenger.sendMessage(channel.channelId, body, send());
    if (first.kind !== 'stale_channel') return first;
    // The cached channel is gone: drop it, open a fresh DM and send once more in this claim (same nonce).
    const fresh = await this.#channels.reopen(reminder.userId, channel.channelId, send());
    if (fresh.kind !== 'opened') return fresh;
    const second = await messenger.sendMessage(fresh.channelId, body, send());
    if (second.kind !== 'stale_channel') return second;
    return {
      kind: 'retryable',
      status: second.status,
      ...(second.code !== undefined ? { code: second.code } : {}),
    };
  }
}
