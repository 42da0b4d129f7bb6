import * as z from 'zod/mini';
import {
  eventStatuses,
  eventTypes,
  normalizeCustomRecurrence,
  recurrencePatterns,
} from '../../domain/event.js';
import { toIso } from '../../domain/reminder.js';
import { eventEnd, isRecurring, type EventRecord } from '../../domain/schedule.js';
import { durationMinutes } from '../../domain/zones.js';

/**
 * The stored shape of an event (snake_case, the spec's (spec-notes.md, Event fields) field names), validated when read
 * back; optional spec fields get their defaults. Times are UTC ISO strings, so the
 * `by_user` index sorts by start. `recurring_user_id` exists only on recurring events,
 * which makes the `recurring_by_user` index sparse.
 */
export const eventItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  description: z._default(z.nullable(z.string()), null),
  start_datetime: z.string(),
  end_datetime: z.string(),
  timezone: z.string(),
  event_type: z.enum(eventTypes),
  recurrence_pattern: z._default(z.enum(recurrencePatterns), 'none'),
  recurrence_data: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
  status: z.enum(eventStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  location: z._default(z.nullable(z.string()), null),
  participants: z._default(z.array(z.string()), []),
  reminders: z._default(z.array(z.string()), []),
  tags: z._default(z.array(z.string()), []),
  metadata: z._default(z.record(z.string(), z.unknown()), {}),
  recurring_user_id: z.optional(z.string()),
  /** Occurrences taken out of a series (their starts, UTC ISO): EXDATE in calendars. */
  exception_dates: z.optional(z.array(z.string())),
  /** The series ends before this instant (UTC ISO): UNTIL in calendars. */
  series_until: z.optional(z.string()),
});

export type EventItem = z.infer<typeof eventItemSchema>;

export function eventFromItem(raw: unknown): EventRecord {
  const item = eventItemSchema.parse(raw);
  const start = Date.parse(item.start_datetime);
  return {
    id: item.id,
    userId: item.user_id,
    title: item.title,
    description: item.description,
    timing: {
      start,
      durationMinutes: durationMinutes(start, Date.parse(item.end_datetime)),
      timezone: item.timezone,
      recurrencePattern: item.recurrence_pattern,
      recurrenceData: normalizeCustomRecurrence(item.recurrence_data),
      ...(item.exception_dates !== undefined && item.exception_dates.length > 0
        ? { exceptions: item.exception_dates.map((d) => Date.parse(d)) }
        : {}),
      ...(item.series_until !== undefined ? { until: Date.parse(item.series_until) } : {}),
    },
    eventType: item.event_type,
    status: item.status,
    createdAt: item.created_at,
    updatedAt: item.updated_at,
    location: item.location,
    participants: item.participants,
    reminders: item.reminders,
    tags: item.tags,
    metadata: item.metadata,
  };
}

/** The timing attributes of an item (also what an edit of date, time or duration rewrites). */
export function timingAttributes(
  e: Pick<EventRecord, 'userId' | 'timing'>,
): Pick<
  EventItem,
  | 'start_datetime'
  | 'end_datetime'
  | 'timezone'
  | 'recurrence_pattern'
  | 'recurrence_data'
  | 'recurring_user_id'
  | 'exception_dates'
  | 'series_until'
> {
  return {
    start_datetime: toIso(e.timing.start),
    end_datetime: toIso(eventEnd(e.timing)),
    timezone: e.timing.timezone,
    recurrence_pattern: e.timing.recurrencePattern,
    recurrence_data: e.timing.recurrenceData ? { ...e.timing.recurrenceData } : null,
    ...(isRecurring(e.timing) ? { recurring_user_id: e.userId } : {}),
    ...(e.timing.exceptions !== undefined && e.timing.exceptions.length > 0
      ? { exception_dates: e.timing.exceptions.map((ms) => toIso(ms)) }
      : {}),
    ...(e.timing.until !== undefined ? { series_until: toIso(e.timing.until) } : {}),
  };
}

export function eventToItem(e: EventRecord): EventItem {
  return {
    id: e.id,
    user_id: e.userId,
    title: e.title,
    description: e.description,
    ...timingAttributes(e),
    event_type: e.eventType,
    status: e.status,
    created_at: e.createdAt,
    updated_at: e.updatedAt,
    location: e.location,
    participants: [...e.participants],
    reminders: [...e.reminders],
    tags: [...e.tags],
    metadata: { ...e.metadata },
  };
}
