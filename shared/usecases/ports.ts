/**
 * Ports the command use cases need; adapters in shared/adapters implement them.
 * (The dispatcher declares its own ports in dispatch-ports.ts.)
 */
import type { RateDecision, RateLimitRule } from '../domain/rate-limit.js';
import type { Reminder } from '../domain/reminder.js';

/**
 * Structured logs; shared/adapters/log.ts writes them as JSON lines.
 * `context` is the spec's (spec-notes.md, Errors and context labels) context label, e.g. `remind` or `schedule_edit:evt_abc`.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(context: string, error: unknown, fields?: Record<string, unknown>): void;
}

export type CreateOutcome =
  | { readonly kind: 'created' }
  | { readonly kind: 'too_many' }
  | { readonly kind: 'rate_limited'; readonly retryAt: number };

export interface CreateLimits {
  readonly maxActive: number;
  /** The creation rate; absent for reminders the user did not type (a participant's, made by their answer): no check, the log untouched. */
  readonly rate?: RateLimitRule;
  readonly now: number;
}

/** Per-user sliding-window limits other than /remind's: `take` records `now` when the rule allows it. */
export interface RateLog {
  take(userId: string, name: string, rule: RateLimitRule, now: number): Promise<RateDecision>;
}

/** What creating a reminder is checked against: the owner's counter and recent creation times. */
export interface CreationUsage {
  readonly activeReminders: number;
  /** Times (epoch ms) of the latest creations; undefined when the user never created one. */
  readonly recentCreations: readonly number[] | undefined;
}

export interface ReminderStore {
  /**
   * Inserts the reminder if the owner is under both limits; the checks and the insert are
   * one atomic step. `known` is the usage just read (skips a read; stale values only
   * cost a retry).
   */
  create(reminder: Reminder, limits: CreateLimits, known?: CreationUsage): Promise<CreateOutcome>;
  /** The owner's reminders in remind_time order; inactive ones only when asked. */
  listByUser(userId: string, includeInactive: boolean): Promise<Reminder[]>;
  /** Removes the reminder when it exists and belongs to `userId` and returns it as it was; null otherwise. */
  delete(userId: string, id: string): Promise<Reminder | null>;
  /** The reminder (consistent read) when it exists and belongs to `userId`, with the end of a dispatcher's live claim; null otherwise. */
  read(userId: string, id: string): Promise<StoredReminder | null>;
  /**
   * Writes `after` in place of `before` when the stored reminder is still at `before.version`
   * and no dispatcher holds a claim at `nowMs` (`after` is stored at the next version). A change
   * of isActive moves the owner's active counter with it, atomically; coming back to life is
   * refused at `maxActive` active reminders ('too_many'). 'conflict': it changed meanwhile.
   */
  replace(
    before: Reminder,
    after: Reminder,
    options: { readonly nowMs: number; readonly maxActive: number },
  ): Promise<'replaced' | 'conflict' | 'too_many'>;
}

/** A reminder as read for a change in place: with the dispatcher's claim, if any. */
export interface StoredReminder {
  readonly reminder: Reminder;
  /** The end of the dispatcher's lease (epoch ms) when one was taken; a send may be in flight until then. */
  readonly claimedUntilMs?: number;
}

/** The spec's (spec-notes.md, User preferences) notification_method values ('webhook': docs/decisions.md, "Webhook delivery"). */
export const notificationMethods = ['dm', 'channel', 'webhook'] as const;
export type NotificationMethod = (typeof notificationMethods)[number];

/**
 * Who sees a personal confirmation outside the bot's DM: only the caller ('private', the
 * default: decisions.md, privacy third edition), or the channel ('public', opted in with
 * `/settings replies:public`).
 */
export const replyVisibilities = ['private', 'public'] as const;
export type ReplyVisibility = (typeof replyVisibilities)[number];

/** The spec's (spec-notes.md, User preferences) preferences that /settings changes; absent keys keep the spec's defaults. */
export interface Preferences {
  /** 'dm' (the spec's (spec-notes.md, User preferences) default) or 'channel': post in the channel the reminder was created in. */
  readonly notificationMethod: NotificationMethod;
  /** Minutes before each occurrence of every new event that a reminder is set (0, the default: none). */
  readonly advanceMinutes: number;
  /** Whether events the user answered Maybe to send them their reminders too (false, the default: only Going). */
  readonly maybeReminders: boolean;
  /** Who sees personal confirmations outside the bot's DM ('private' unless the user chose 'public'). */
  readonly replies: ReplyVisibility;
}

export interface UserProfile extends Preferences {
  /** With notificationMethod 'webhook': what replies may show of the webhook (host and the token's last 4 characters). */
  readonly webhookHint?: string;
  /** IANA zone the user chose with /timezone; absent means the spec's (spec-notes.md, Timezone aliases and conversion) default (UTC). */
  readonly timezone?: string;
  readonly usage: CreationUsage;
}

export interface UserStore {
  /** One consistent read of everything we keep about the user. */
  getProfile(userId: string): Promise<UserProfile>;
  /** Saves the user's zone; null removes it (`auto`: their Discord language's zone, else UTC). */
  setTimezone(userId: string, zone: string | null): Promise<void>;
  /**
   * Saves the zone a "Detect my time zone" link reported, once per link: only when no link
   * expiring at or after `linkExpiresAt` (epoch seconds) was used before (a used link, and any
   * older one, is refused). False when refused; nothing changes then.
   */
  setTimezoneFromLink(userId: string, zone: string, linkExpiresAt: number): Promise<boolean>;
  /**
   * Stores the preferences given (the others stay as they are). A notificationMethod other than
   * 'webhook' drops a stored webhook; 'webhook' itself is set only with {@link setWebhook}.
   */
  setPreferences(
    userId: string,
    changes: Partial<Omit<Preferences, 'notificationMethod'>> & {
      readonly notificationMethod?: Exclude<NotificationMethod, 'webhook'>;
    },
  ): Promise<void>;
  /** notification_method 'webhook' with its sealed address and what replies may show of it. */
  setWebhook(
    userId: string,
    webhook: { readonly sealed: string; readonly hint: string },
  ): Promise<void>;
  /**
   * How many sends never reached the user (DMs refused) that they were not told about yet. An
   * eventually consistent read: a notice missed by it waits for the next reply.
   */
  undeliveredNotice(userId: string): Promise<number>;
  /**
   * Takes `count` told sends off the notice counter, if it still holds at least that many (the
   * dispatcher may add more meanwhile, which stay for the next reply); false when it does not.
   */
  clearUndeliveredNotice(userId: string, count: number): Promise<boolean>;
}

export interface Clock {
  now(): number;
}
