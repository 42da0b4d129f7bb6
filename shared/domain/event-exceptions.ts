/**
 * "This occurrence" and "this and following" on a recurring event (docs/decisions.md, "Series
 * controls"): pure changes of its timing. An occurrence taken out is an exception date (EXDATE in
 * calendars); "this and following" ends the series before that occurrence (UNTIL).
 */
import { userError, type Result } from './errors.js';
import type { EventTiming, Occurrence } from './event.js';
import { occurrences } from './recurrence.js';
import { isRecurring } from './schedule.js';
import { addLocalDays, readWallClock, startOfLocalDay } from './zones.js';

export const occurrenceScopes = ['this', 'following', 'all'] as const;
export type OccurrenceScope = (typeof occurrenceScopes)[number];

/** The event's occurrence on a local date (`YYYY-MM-DD` in the event's zone), if the series has one that day. */
export function occurrenceOn(
  timing: EventTiming,
  date: string,
): Result<{ occurrence: Occurrence }> {
  if (!isRecurring(timing)) return userError('occurrence_not_recurring');
  const read = /^\d{4}-\d{2}-\d{2}$/.test(date.trim())
    ? readWallClock(date.trim(), '00:00', timing.timezone)
    : null;
  if (read === null || !read.ok) return userError('invalid_date_format');
  const dayStart = startOfLocalDay(read.time, timing.timezone);
  const dayEnd = addLocalDays(dayStart, 1, timing.timezone) - 1;
  const [occurrence] = occurrences(timing, dayStart, dayEnd, 1);
  return occurrence
    ? { ok: true, occurrence }
    : userError('occurrence_not_found', { date: date.trim() });
}

/**
 * The timing without that occurrence ('this') or without it and every later one ('following');
 * null when nothing of the series would be left (the whole event goes instead).
 */
export function withoutOccurrences(
  timing: EventTiming,
  occurrence: Occurrence,
  scope: Exclude<OccurrenceScope, 'all'>,
): EventTiming | null {
  const next: EventTiming =
    scope === 'this'
      ? { ...timing, exceptions: [...new Set([...(timing.exceptions ?? []), occurrence.start])] }
      : { ...timing, until: Math.min(timing.until ?? Infinity, occurrence.start) };
  return occurrences(next, next.start, Infinity, 1).length > 0 ? next : null;
}

/**
 * Editing one occurrence ('this') or it and the following ones ('following'): the series keeps
 * what is left ('remaining', as withoutOccurrences; null when nothing would be), and the edited
 * part becomes an event of its own ('detached'): for 'this' a one-off at the occurrence's start,
 * for 'following' the same rule from that occurrence to the same end, with the later exception
 * dates. A separate event rather than a RECURRENCE-ID override (docs/decisions.md, "Event occurrences").
 */
export function splitAt(
  timing: EventTiming,
  occurrence: Occurrence,
  scope: Exclude<OccurrenceScope, 'all'>,
): { remaining: EventTiming | null; detached: EventTiming } {
  const { durationMinutes, timezone, recurrencePattern, recurrenceData, until } = timing;
  const rule = { durationMinutes, timezone, recurrencePattern, recurrenceData };
  const later = (timing.exceptions ?? []).filter((at) => at > occurrence.start);
  const detached: EventTiming =
    scope === 'this'
      ? { ...rule, start: occurrence.start, recurrencePattern: 'none', recurrenceData: null }
      : {
          ...rule,
          start: occurrence.start,
          ...(later.length > 0 ? { exceptions: later } : {}),
          ...(until !== undefined ? { until } : {}),
        };
  return { remaining: withoutOccurrences(timing, occurrence, scope), detached };
}
