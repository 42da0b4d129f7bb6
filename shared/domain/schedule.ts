/**
 * The stored event (the spec's (spec-notes.md, Event fields) Event resource) and the pure rules of the schedule commands
 * that are not recurrence or conflicts: limits, view ranges, where an event reminder fires.
 */
import type { Advanced } from './advanced.js';
import type { EventStatus, EventTiming, EventType } from './event.js';
import { toIso, type Reminder } from './reminder.js';
import { nextOccurrenceAfter } from './recurrence.js';
import { addLocalDays, addLocalMonths, startOfLocalDay } from './zones.js';

/** Schedule limits from the spec's Limits table (spec-notes.md, Limits) and decisions.md, plus our own bounds on text. */
export const scheduleLimits = {
  maxEventsPerUser: 1000,
  defaultDurationMinutes: 60,
  /** Our bound: a week. Listings look this far back for events still running. */
  maxDurationMinutes: 7 * 24 * 60,
  titleLength: 100,
  descriptionLength: 1000,
  /** Where the event happens: a place or a meeting link (decisions.md, Shared events: location). */
  locationLength: 200,
  customMessageLength: 500,
  draftTtlMs: 15 * 60_000,
  listPageSize: 10,
  listTitleChars: 80,
  /** `all` view: recurring events expanded up to this far ahead. */
  allViewDays: 365,
  upcomingHoursDefault: 24,
} as const;

/** The event types `/schedule_create type:` offers (decisions.md); 'recurring' is the spec's (spec-notes.md, Enumerations), kept for stored data. */
export const creatableEventTypes = [
  'personal',
  'work',
  'meeting',
  'deadline',
  'reminder',
] as const satisfies readonly EventType[];

/** The `recurring` option's values (decisions.md); 'custom' comes from `repeat_rule`. */
export const recurringChoices = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;

/** The spec's (spec-notes.md, Event fields) Event, independent of storage. Times in `timing` are epoch ms; the audit stamps are UTC ISO. */
export interface EventRecord {
  readonly id: string;
  readonly userId: string;
  readonly title: string;
  readonly description: string | null;
  readonly timing: EventTiming;
  readonly eventType: EventType;
  readonly status: EventStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly location: string | null;
  readonly participants: readonly string[];
  /** Ids of the reminders linked with /schedule_remind. */
  readonly reminders: readonly string[];
  readonly tags: readonly string[];
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** End of the event's first occurrence (the spec's (spec-notes.md, Event fields) end_datetime). */
export function eventEnd(timing: EventTiming): number {
  return timing.start + timing.durationMinutes * 60_000;
}

export function isRecurring(timing: EventTiming): boolean {
  return timing.recurrencePattern !== 'none';
}

export const scheduleViews = ['today', 'week', 'month', 'all'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

/**
 * The instants a view covers, in the caller's zone (decisions.md): today 00:00 to 24:00,
 * + 7 days, + 1 month; `all` reaches one year ahead (and back to the epoch when past
 * occurrences are wanted, the depth limit bounding each recurring event).
 */
export function viewRange(
  view: ScheduleView,
  now: number,
  zone: string,
  includePast: boolean,
): { from: number; to: number } {
  const today = startOfLocalDay(now, zone);
  switch (view) {
    case 'today':
      return { from: today, to: addLocalDays(today, 1, zone) };
    case 'week':
      return { from: today, to: addLocalDays(today, 7, zone) };
    case 'month':
      return { from: today, to: addLocalMonths(today, 1, zone) };
    case 'all':
      return {
        from: includePast ? 0 : today,
        to: addLocalDays(today, scheduleLimits.allViewDays, zone),
      };
  }
}

/**
 * When a reminder `offsetMs` before each occurrence fires next, strictly after `afterMs`:
 * the first occurrence whose start − offset is later than `afterMs`; null when there is none
 * (a one-off event too close or over, a finished series). Used at /schedule_remind (after =
 * now) and by the dispatcher after each send (after = the processing time), so one send per
 * occurrence and never a burst of missed ones.
 */
export function nextEventReminder(
  timing: EventTiming,
  offsetMs: number,
  afterMs: number,
): number | null {
  let after = afterMs + offsetMs;
  // nextOccurrenceAfter is strictly after; a couple of steps also cover an inclusive reading.
  for (let step = 0; step < 3; step++) {
    const occurrence = nextOccurrenceAfter(timing, after);
    if (!occurrence) return null;
    const at = occurrence.start - offsetMs;
    if (at > afterMs) return at;
    after = occurrence.start + 1;
  }
  return null;
}

/**
 * A new reminder linked to an event: `offsetSeconds` before the occurrence it fires `at` (epoch
 * ms), re-armed per occurrence by the dispatcher; a /schedule_remind and a participant's alike.
 */
export function eventReminder(o: {
  readonly id: string;
  readonly userId: string;
  readonly eventId: string;
  readonly offsetSeconds: number;
  readonly at: number;
  readonly now: number;
  readonly locale: string;
  readonly message: string;
}): Reminder {
  return {
    id: o.id,
    userId: o.userId,
    message: o.message,
    remindTime: toIso(o.at),
    createdTime: toIso(o.now),
    repeatPattern: 'none',
    isActive: true,
    timesTriggered: 0,
    maxTriggers: null,
    locale: o.locale,
    version: 1,
    attempts: 0,
    eventId: o.eventId,
    offsetSeconds: o.offsetSeconds,
  };
}

/**
 * An event reminder's state after a send: the next occurrence's reminder time counted from
 * the processing time (decisions.md: the recurrence engine, not the repeat table), or
 * finished when the event is gone (null) or has no further occurrence.
 */
export function advanceLinked(
  reminder: Reminder,
  timing: EventTiming | null,
  processingMs: number,
): Advanced {
  const timesTriggered = reminder.timesTriggered + 1;
  const next = timing
    ? nextEventReminder(timing, (reminder.offsetSeconds ?? 0) * 1000, processingMs)
    : null;
  return next === null
    ? { timesTriggered, isActive: false, remindTime: reminder.remindTime }
    : { timesTriggered, isActive: true, remindTime: toIso(next) };
}

export const editableFields = [
  'title',
  'description',
  'location',
  'date',
  'time',
  'duration',
] as const;
export type EditableField = (typeof editableFields)[number];
