/**
 * Ports the schedule use cases need; the DynamoDB adapters implement them. Every method
 * that takes a `userId` acts only on that user's records: another user's event is absent.
 */
import type { EventStatus, EventTiming, EventType } from '../domain/event.js';
import type { MessageSource, Reminder } from '../domain/reminder.js';
import type { TimeReading } from '../domain/time-expression.js';
import type { EventRecord } from '../domain/schedule.js';

/** The spec's (spec-notes.md, Internal operations) "get user events" filters; dates compare with start_datetime (epoch ms, inclusive). */
export interface EventFilter {
  readonly dateFrom?: number;
  readonly dateTo?: number;
  readonly eventType?: EventType;
  readonly status?: EventStatus;
}

/** What an edit writes; `updated_at` is always set. */
export interface EventPatch {
  readonly title?: string;
  readonly description?: string | null;
  readonly location?: string | null;
  readonly timing?: EventTiming;
  readonly updatedAt: string;
}

export interface EventStore {
  /** Inserts the event if its owner has fewer than `maxEvents`; the check and the insert are one atomic step. */
  create(event: EventRecord, maxEvents: number): Promise<'created' | 'too_many'>;
  /** The event when it exists and belongs to `userId`; null otherwise. */
  get(userId: string, id: string): Promise<EventRecord | null>;
  /** The owner's events matching the filter, ordered by start ascending. */
  listByUser(userId: string, filter?: EventFilter): Promise<EventRecord[]>;
  /**
   * Every event of the owner that may have an occurrence starting in [from, to]: one-off
   * events starting there (or up to the longest duration before, still running), and
   * recurring events that start by `to`. Two Queries, never a Scan.
   */
  inRange(userId: string, from: number, to: number): Promise<EventRecord[]>;
  /** Applies the patch when the event exists and belongs to `userId`; the updated event, or null. */
  update(userId: string, id: string, patch: EventPatch): Promise<EventRecord | null>;
  /**
   * Removes the event and its participant rows when it belongs to `userId` (false otherwise),
   * then its linked reminders, keeping the owner's counters right.
   */
  delete(userId: string, id: string): Promise<boolean>;
  /** Records a linked reminder in the event's reminders list; false when the event is gone or not the user's. */
  linkReminder(userId: string, eventId: string, reminderId: string): Promise<boolean>;
  /**
   * The events with these ids, whoever owns them (missing ones left out): only for the events a
   * user takes part in, found from their own participant rows (participant-schedule.ts).
   */
  byIds(ids: readonly string[]): Promise<EventRecord[]>;
}

/** Reminders linked to events, as the schedule needs them. */
export interface LinkedReminderStore {
  /** The reminders with these ids (missing ones left out). */
  byIds(ids: readonly string[]): Promise<Reminder[]>;
  /**
   * Moves an active reminder to `remindTime` (UTC ISO), or finishes it when null (the active
   * counter drops with it). Conditional on the version of `reminder` (as byIds just read it),
   * re-read on a lost race.
   */
  reschedule(reminder: Reminder, remindTime: string | null): Promise<void>;
}

/** A pending conflict choice. */
export type DraftAction =
  | { readonly kind: 'create'; readonly event: EventRecord }
  | {
      readonly kind: 'edit';
      readonly eventId: string;
      readonly field: string;
      readonly timing: EventTiming;
      /** An occurrence edit: the occurrence's date and scope; `timing` is the detached event's. */
      readonly occurrence?: string;
      readonly scope?: 'this' | 'following';
    }
  /** "Remind me about this": the message, kept while its modal is open (the submit carries only the fields). */
  | { readonly kind: 'message'; readonly source: MessageSource }
  /**
   * A time with several readings (decisions.md, "Ask instead of guessing"): the command that read
   * it, what was typed, the rest of its input (checked again when read back) and the readings offered.
   */
  | {
      readonly kind: 'ask';
      readonly command: AskCommand;
      readonly typed: string;
      readonly input: Readonly<Record<string, unknown>>;
      readonly readings: readonly TimeReading[];
      /** The zone prompt (decisions.md, "The zone before the first reminder"): a press saves its reading's zone as the caller's. */
      readonly setsZone?: boolean;
      /** The zone prompt of a time with several readings: after the press, the command reads it again in the zone saved. */
      readonly readAgain?: boolean;
    };

/** The commands whose time prompt a press completes. */
export const askCommands = [
  'remind',
  'message',
  'edit',
  'snooze',
  'schedule_create',
  'schedule_edit',
  /** The Change time modal of a conflict prompt. */
  'schedule_change',
] as const;
export type AskCommand = (typeof askCommands)[number];

export interface Draft {
  readonly id: string;
  readonly userId: string;
  /** Epoch ms after which the buttons answer draft_expired. */
  readonly expiresAt: number;
  readonly action: DraftAction;
}

export interface DraftStore {
  put(draft: Draft): Promise<void>;
  /** The draft, expired or not (the caller compares `expiresAt`: TTL deletes lazily); null when absent. */
  get(id: string): Promise<Draft | null>;
  /** Removes it; false when it was already gone (another press won). */
  take(id: string): Promise<boolean>;
}
