/**
 * The spec's (spec-notes.md, Calendar sync) payload, as Google Calendar API v3 reads it (Events: insert / update): summary,
 * description (empty text if none), start and end as RFC 3339 date-times with the event's zone,
 * and `recurrence` with one RRULE line. Pure.
 * @see https://developers.google.com/workspace/calendar/api/v3/reference/events#resource
 */
import type { calendar_v3 } from '@googleapis/calendar';
import { DateTime } from 'luxon';
import type { EventRecord } from '../../domain/schedule.js';
import type { ScheduledStatus } from '../../domain/participation.js';
import { sharedDescription, zoned } from './ics.js';
import { calendarSeries, rruleText } from './rule.js';

export type GoogleEventBody = calendar_v3.Schema$Event;

/** An instant as the zone's wall clock with its offset, e.g. `2026-03-08T09:00:00-05:00`. */
export function localIso(ms: number, zone: string): string {
  return (
    DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true }) ??
    new Date(ms).toISOString()
  );
}

/**
 * The request body for the event, or null when Tock lists no occurrence of it (nothing to push).
 * `answer`: the calendar's user's answer when the event is someone else's: Maybe is marked
 * `tentative`, Going `confirmed` (an update replaces the whole event, so Going flips it back),
 * and the description names the owner.
 */
export function googlePayload(
  event: EventRecord,
  answer?: ScheduledStatus,
): GoogleEventBody | null {
  const series = calendarSeries(event.timing);
  if (!series) return null;
  const end = series.first + series.durationMinutes * 60_000;
  const body: GoogleEventBody = {
    summary: event.title,
    description: answer ? sharedDescription(event) : (event.description ?? ''),
    // An empty text clears a location an earlier push set (update replaces the whole event).
    location: event.location ?? '',
    start: { dateTime: localIso(series.first, series.zone), timeZone: series.zone },
    end: { dateTime: localIso(end, series.zone), timeZone: series.zone },
    // Lets a recreated event be found again, and says where it came from.
    extendedProperties: { private: { tockEventId: event.id } },
    ...(answer ? { status: answer === 'tentative' ? 'tentative' : 'confirmed' } : {}),
  };
  // Google takes RFC 5545 lines: the rule (with UNTIL when the series ends early) and EXDATEs.
  if (series.rule)
    body.recurrence = [
      `RRULE:${rruleText(series.rule, series.last)}`,
      ...series.exceptions.map((t) => zoned('EXDATE', t, series.zone)),
    ];
  return body;
}
