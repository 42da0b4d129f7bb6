/**
 * A user's events as an iCalendar object (RFC 5545): one VEVENT per event with DTSTART/DTEND in
 * the event's zone (TZID), its exact RRULE, and a VTIMEZONE for every zone used. The same text
 * serves the subscription feed, the `/schedule_export` file and CalDAV (one event per object).
 *
 * Written here rather than with ical-generator (docs/decisions.md, "Calendar sync"): that library
 * costs 36 KB of the interactions bundle's 500 KB budget, and Tock writes a fixed, small subset
 * (text escaping §3.3.11, line folding §3.1, zoned date-times §3.3.5), checked by ical.js and
 * Radicale in the tests.
 */
import { wallClockAt, zoneOf } from '../../domain/zones.js';
import type { ScheduledStatus } from '../../domain/participation.js';
import type { EventRecord } from '../../domain/schedule.js';
import { calendarSeries, rruleText, utcStamp } from './rule.js';
import { VTIMEZONE_YEARS_AHEAD, vtimezone } from './vtimezone.js';

export const ICS_PRODUCT_ID = '-//Tock//Tock Calendar//EN';

/** The UID an event carries in every calendar: stable across edits, so clients update in place. */
export function icalUid(eventId: string): string {
  return `${eventId}@tock`;
}

export interface IcsOptions {
  /** Calendar name shown by subscribing apps. */
  readonly name: string;
  /** DTSTAMP of every event. */
  readonly now: number;
  /**
   * The calendar's user, for the events of others among `events` (an event whose `userId` is not
   * this user's): each one names its owner as ORGANIZER and this user as ATTENDEE with their
   * answer, so calendar apps show it as someone else's event (RFC 5545 §3.8.4.1, §3.8.4.3).
   */
  readonly reader?: {
    readonly userId: string;
    /** The reader's answer per event id: Going (`accepted`) or Maybe (`tentative`). */
    readonly answers: ReadonlyMap<string, ScheduledStatus>;
  };
}

/** A Discord user as a calendar address (a URI, as CAL-ADDRESS requires: RFC 5545 §3.3.3). */
const discordUser = (userId: string): string => `urn:discord:user:${userId}`;

/**
 * The description of a copy of someone else's event at Google or Outlook, where the owner cannot
 * be the organizer (docs/decisions.md, "Shared events: location and the remaining gaps"): a
 * first line naming the owner by their Discord profile link, then the description they shared.
 */
export function sharedDescription(event: EventRecord): string {
  const owner = `👤 https://discord.com/users/${event.userId}`;
  return event.description ? `${owner}\n\n${event.description}` : owner;
}

/** ORGANIZER, ATTENDEE and STATUS of someone else's event in the reader's calendar; none for their own. */
function participationLines(event: EventRecord, reader: IcsOptions['reader']): string[] {
  const answer =
    reader && event.userId !== reader.userId ? reader.answers.get(event.id) : undefined;
  if (!reader || answer === undefined) return [];
  const partstat = answer === 'accepted' ? 'ACCEPTED' : 'TENTATIVE';
  return [
    `ORGANIZER:${discordUser(event.userId)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${partstat}:${discordUser(reader.userId)}`,
    ...(event.status === 'cancelled'
      ? []
      : [`STATUS:${answer === 'accepted' ? 'CONFIRMED' : 'TENTATIVE'}`]),
  ];
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  if (line.length <= 18 || Buffer.byteLength(line) <= 75) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A date-time in the zone (the project's memoized offsets: luxon's formatting costs ~20x more per call). */
export function zoned(name: string, ms: number, zone: string): string {
  if (zone === 'UTC') return `${name}:${utcStamp(ms)}`;
  const w = wallClockAt(zoneOf(zone), ms);
  return `${name};TZID=${zone}:${String(w.year).padStart(4, '0')}${two(w.month)}${two(w.day)}T${two(w.hour)}${two(w.minute)}${two(w.second)}`;
}

/** The events as one VCALENDAR text; events Tock lists no occurrence of are left out. */
export function icsCalendar(events: readonly EventRecord[], options: IcsOptions): string {
  const series = events.flatMap((event) => {
    const s = calendarSeries(event.timing);
    return s ? [{ event, series: s }] : [];
  });
  const thisYear = new Date(options.now).getUTCFullYear();
  const years = series.map((s) => new Date(s.series.first).getUTCFullYear());
  const fromYear = Math.min(thisYear, ...years);
  const toYear = Math.max(thisYear, ...years) + VTIMEZONE_YEARS_AHEAD;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `NAME:${text(options.name)}`,
    `X-WR-CALNAME:${text(options.name)}`,
  ];
  const zones = [...new Set(series.map((s) => s.series.zone))].sort();
  const blocks = zones
    .map((zone) => vtimezone(zone, fromYear, toYear))
    .filter((block): block is string => block !== null);
  const body: string[] = [];
  for (const { event, series: s } of series) {
    body.push(
      'BEGIN:VEVENT',
      `UID:${icalUid(event.id)}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      zoned('DTSTART', s.first, s.zone),
      zoned('DTEND', s.first + s.durationMinutes * 60_000, s.zone),
      ...(s.rule ? [`RRULE:${rruleText(s.rule, s.last)}`] : []),
      // "This occurrence" deleted: the instances the series leaves out (RFC 5545 §3.8.5.1).
      ...s.exceptions.map((t) => zoned('EXDATE', t, s.zone)),
      `SUMMARY:${text(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
      `CREATED:${utcStamp(Date.parse(event.createdAt))}`,
      `LAST-MODIFIED:${utcStamp(Date.parse(event.updatedAt))}`,
      ...(event.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
      ...participationLines(event, options.reader),
      'END:VEVENT',
    );
  }
  return (
    [
      ...lines.map(fold),
      ...blocks.map((b) => b.trimEnd()),
      ...body.map(fold),
      'END:VCALENDAR',
    ].join('\r\n') + '\r\n'
  );
}
