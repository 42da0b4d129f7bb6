/**
 * A user's events as an iCalendar object (RFC 5545): one VEVENT per event with DTSTART/DTEND in
 * the event's zone (TZID), its exact RRULE, and a VTIMEZONE for every zone used. The same text
 * serves the subscription feed, the `/schedule_export` file and CalDAV (one event per object).
 */
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventRecord } from '../domain/schedule.js';
import { calendarSeries, rruleText } from './rule.js';
import { VTIMEZONE_YEARS_AHEAD, vtimezone } from './vtimezone.js';

export const ICS_PRODUCT_ID = '//Tock//Tock Calendar//EN';

/** The UID an event carries in every calendar: stable across edits, so clients update in place. */
export function icalUid(eventId: string): string {
  return `${eventId}@tock`;
}

export interface IcsOptions {
  /** Calendar name shown by subscribing apps. */
  readonly name: string;
  /** DTSTAMP of every event. */
  readonly now: number;
}

/** The events as one VCALENDAR text; events Tock lists no occurrence of are left out. */
export function icsCalendar(events: readonly EventRecord[], options: IcsOptions): string {
  const series = events.flatMap((event) => {
    const s = calendarSeries(event.timing);
    return s ? [{ event, series: s }] : [];
  });
  const years = series.map((s) => new Date(s.series.first).getUTCFullYear());
  const fromYear = Math.min(new Date(options.now).getUTCFullYear(), ...years);
  const toYear = Math.max(new Date(options.now).getUTCFullYear(), ...years) + VTIMEZONE_YEARS_AHEAD;
  const calendar = ical({
    prodId: ICS_PRODUCT_ID,
    name: options.name,
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, toYear) },
  });
  for (const { event, series: s } of series) {
    calendar.createEvent({
      id: icalUid(event.id),
      // Zoned luxon times: ical-generator writes a native Date's UTC fields under the TZID.
      start: DateTime.fromMillis(s.first, { zone: s.zone }),
      end: DateTime.fromMillis(s.first + s.durationMinutes * 60_000, { zone: s.zone }),
      timezone: s.zone === 'UTC' ? null : s.zone,
      summary: event.title,
      description: event.description ?? null,
      repeating: s.rule ? rruleText(s.rule) : null,
      stamp: new Date(options.now),
      lastModified: new Date(event.updatedAt),
      created: new Date(event.createdAt),
      ...(event.status === 'cancelled' ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  return calendar.toString();
}
