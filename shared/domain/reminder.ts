/** The reminder model, independent of storage. Times are UTC ISO 8601 strings with milliseconds. */
export const repeatPatterns = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RepeatPattern = (typeof repeatPatterns)[number];

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
  readonly repeatPattern: RepeatPattern;
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
}

/** Canonical UTC ISO string, the stored form of every time (sorts lexicographically). */
export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}
