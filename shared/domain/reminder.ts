import type { CustomRecurrence } from './event.js';
import { userError, type UserError } from './errors.js';
import { limits } from './limits.js';

/** The reminder model, independent of storage. Times are UTC ISO 8601 strings with milliseconds. */

/** The spec's (spec-notes.md, /remind) repeat_pattern values: the /remind `repeat` option offers exactly these. */
export const repeatPatterns = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RepeatPattern = (typeof repeatPatterns)[number];

/**
 * What a stored reminder's repeat_pattern may be: the spec's (spec-notes.md, Reminder fields) four, plus 'custom' for a recurrence
 * the time expression carried that none of them fits (the rule is stored beside it, decisions.md).
 */
export const storedRepeatPatterns = [...repeatPatterns, 'custom'] as const;
export type StoredRepeatPattern = (typeof storedRepeatPatterns)[number];

export function isRepeatPattern(value: string): value is RepeatPattern {
  return (repeatPatterns as readonly string[]).includes(value);
}

export interface Reminder {
  readonly id: string;
  readonly userId: string;
  readonly message: string;
  /** Next time the reminder is due (UTC ISO). */
  readonly remindTime: string;
  readonly createdTime: string;
  readonly repeatPattern: StoredRepeatPattern;
  readonly isActive: boolean;
  readonly timesTriggered: number;
  readonly maxTriggers: number | null;
  /** Locale of the interaction that created it: the DM is written in this language. */
  readonly locale: string;
  /** Bumped by every write, so each dispatcher transition can be conditional on the version it read. */
  readonly version: number;
  /** Claims of the current trigger so far (counted at claim time, reset by a successful advance): bounds retries of any failure. */
  readonly attempts: number;
  /** Set on reminders made by /schedule_remind: the event whose occurrences re-arm it (not the repeat table). */
  readonly eventId?: string;
  /** With eventId: how long before each occurrence it fires, in seconds. */
  readonly offsetSeconds?: number;
  /**
   * With eventId: `message` is the default text naming the event (not one the user typed), so
   * the dispatcher words it again from the event as it is at send time.
   */
  readonly messageFromEvent?: boolean;
  /**
   * With eventId: the event's owner, on a participant's reminder (a reminder for someone else's
   * event they are going to, docs/decisions.md "Shared events: each participant's reminders and
   * schedule"); absent on the owner's own, whose event is read by the reminder's owner.
   */
  readonly eventOwnerId?: string;
  /**
   * The IANA zone the time was read in. Repeats advance in its calendar, keeping the wall clock.
   * Absent on reminders made before zones were stored: those keep the spec's (spec-notes.md, Next occurrence) table in UTC.
   */
  readonly zone?: string;
  /**
   * The time did not depend on `zone` (a relative time, "in 2 hours", or one naming its own zone,
   * "3pm EST"): a change of the owner's zone leaves it where it is. Absent: read as a wall clock
   * in `zone`, which a zone change offers to move (decisions.md, "The zone before the first reminder").
   */
  readonly zoneFree?: boolean;
  /** With repeatPattern 'custom': the rule (the recurrence engine's custom recurrence_data). */
  readonly recurrence?: CustomRecurrence;
  /** First occurrence of a repeating series (UTC ISO): the wall clock and phase it keeps. */
  readonly anchor?: string;
  /** The series ends before this instant (UTC ISO): the start of the day after /remind's `until` date. */
  readonly until?: string;
  /** A pending snooze: one extra send, beside the series (snooze.ts). */
  readonly snooze?: Snooze;
  /** Keys of the DMs already snoozed ({@link sendKey} in snooze.ts): each DM snoozes once. */
  readonly snoozedSends?: readonly string[];
  /** Set on reminders made from a message ("Remind me about this"): the DM links it and quotes its first lines. */
  readonly source?: MessageSource;
  /**
   * Post it in this server channel, mentioning the owner (notification_method 'channel', set where
   * the bot is a member); a DM when absent or when the channel refuses.
   */
  readonly channelId?: string;
  /** Sends that never reached the owner (DMs closed, unknown user); absent when every send did. */
  readonly undelivered?: number;
  /** A repeating series paused by its owner (series-controls.ts): active, but nothing is sent until resumed. */
  readonly paused?: boolean;
}

/**
 * A pending snooze: one extra send at `at`; `next` is the series' own next occurrence (null when
 * the series has no further one). While it is pending, remindTime is the earlier of the two.
 */
export interface Snooze {
  readonly at: string;
  readonly next: string | null;
}

/** The message a reminder is about: its link and its first lines (already cut to fit). */
export interface MessageSource {
  /** `https://discord.com/channels/<guild or @me>/<channel>/<message>`. */
  readonly url: string;
  /** Up to the first three lines, at most 300 characters; empty for a message without text. */
  readonly excerpt: string;
}

/** Canonical UTC ISO string, the stored form of every time (sorts lexicographically). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The reminder without the optional fields named (a series or a snooze dropped by a change). */
export function withoutFields<K extends keyof Reminder>(
  r: Reminder,
  ...keys: readonly K[]
): Omit<Reminder, K> {
  return Object.fromEntries(
    Object.entries(r).filter(([k]) => !(keys as readonly string[]).includes(k)),
  ) as Omit<Reminder, K>;
}

/**
 * The checks of a reminder's own options, before anything is read: a message (when given) that
 * is not blank and fits, a known repeat, and a number of triggers within the limit. /remind and
 * /edit_reminder both use it.
 */
export function checkReminderOptions(options: {
  readonly message?: string | undefined;
  readonly repeat?: string | undefined;
  readonly times?: number | undefined;
}): UserError | undefined {
  if (options.message !== undefined) {
    const message = options.message.trim();
    if (message.length === 0) return userError('invalid_input');
    if (message.length > limits.reminderMessageLength)
      return userError('reminder_too_long', { max: limits.reminderMessageLength });
  }
  if (options.repeat !== undefined && !isRepeatPattern(options.repeat))
    return userError('invalid_repeat');
  const { times } = options;
  if (
    times !== undefined &&
    !(Number.isInteger(times) && times >= 1 && times <= limits.maxTriggers)
  )
    return userError('invalid_input');
  return undefined;
}
