/**
 * An event as Microsoft Graph reads it (POST /me/events, PATCH /me/events/{id}): subject, a
 * text body, start and end as wall-clock times with a Windows zone name, and a patterned
 * recurrence; the exception dates, which a patterned recurrence cannot hold, as the instances to
 * delete (`graphExceptions`). Pure.
 * @see https://learn.microsoft.com/en-us/graph/api/resources/event
 * @see https://learn.microsoft.com/en-us/graph/api/resources/patternedrecurrence
 */
import type {
  DayOfWeek,
  Event,
  PatternedRecurrence,
  WeekIndex,
} from '@microsoft/microsoft-graph-types';
import { DateTime } from 'luxon';
import { findWindows } from 'windows-iana';
import type { ScheduledStatus } from '../../domain/participation.js';
import type { EventRecord } from '../../domain/schedule.js';
import { sharedDescription } from './ics.js';
import { calendarSeries, type CalendarSeries } from './rule.js';

export type GraphEventBody = Event;

const graphDays: readonly DayOfWeek[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const weekIndexes: Readonly<Record<number, WeekIndex>> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};
const icalToIso: Readonly<Record<string, number>> = {
  MO: 1,
  TU: 2,
  WE: 3,
  TH: 4,
  FR: 5,
  SA: 6,
  SU: 7,
};

/**
 * The Windows zone Graph expects for an IANA zone (Graph documents Windows names; IANA names
 * are accepted only in some places). Falls back to UTC, which every Graph endpoint knows.
 */
export function windowsZone(iana: string): string {
  return findWindows(iana)[0] ?? 'UTC';
}

/** Why an event cannot be pushed to Graph as Tock has it. */
export type GraphMapError = 'unsupported_rule';

function recurrenceOf(
  series: CalendarSeries,
  timeZone: string,
): PatternedRecurrence | GraphMapError | null {
  const rule = series.rule;
  if (!rule) return null;
  const local = DateTime.fromMillis(series.first, { zone: series.zone });
  const day = graphDays[local.weekday - 1] ?? 'monday';
  // A series ended early ("this and following") ends on its last occurrence's date.
  const range =
    series.last !== undefined
      ? {
          type: 'endDate' as const,
          startDate: local.toISODate() ?? '',
          endDate: DateTime.fromMillis(series.last, { zone: series.zone }).toISODate() ?? '',
          recurrenceTimeZone: timeZone,
        }
      : {
          type: 'noEnd' as const,
          startDate: local.toISODate() ?? '',
          recurrenceTimeZone: timeZone,
        };
  switch (rule.freq) {
    case 'DAILY':
      return { pattern: { type: 'daily', interval: rule.interval }, range };
    case 'WEEKLY':
      return {
        pattern: {
          type: 'weekly',
          interval: rule.interval,
          daysOfWeek: [day],
          firstDayOfWeek: 'monday',
        },
        range,
      };
    case 'MONTHLY': {
      if (rule.byDay) {
        // Graph's WeekIndex has first..fourth and last: a fifth weekday has no Graph shape.
        const index = weekIndexes[rule.byDay.position];
        if (!index) return 'unsupported_rule';
        const weekday = graphDays[(icalToIso[rule.byDay.weekday] ?? 1) - 1] ?? 'monday';
        return {
          pattern: {
            type: 'relativeMonthly',
            interval: rule.interval,
            daysOfWeek: [weekday],
            index,
          },
          range,
        };
      }
      // Outlook puts day 29-31 on the last day of a shorter month, as Tock does.
      return {
        pattern: { type: 'absoluteMonthly', interval: rule.interval, dayOfMonth: local.day },
        range,
      };
    }
    case 'YEARLY':
      return {
        pattern: {
          type: 'absoluteYearly',
          interval: rule.interval,
          dayOfMonth: local.day,
          month: local.month,
        },
        range,
      };
  }
}

/**
 * The request body, null when Tock lists no occurrence of the event, or why Graph cannot hold it.
 * `answer`: the calendar's user's answer when the event is someone else's: Maybe shows as
 * `tentative`, Going as `busy` (a PATCH changes only what it names, so Going says it), and the
 * description names the owner.
 */
export function graphPayload(
  event: EventRecord,
  answer?: ScheduledStatus,
): GraphEventBody | GraphMapError | null {
  const series = calendarSeries(event.timing);
  if (!series) return null;
  const timeZone = windowsZone(series.zone);
  const wall = (ms: number) =>
    DateTime.fromMillis(ms, { zone: series.zone }).toFormat("yyyy-LL-dd'T'HH:mm:ss");
  const recurrence = recurrenceOf(series, timeZone);
  if (recurrence === 'unsupported_rule') return recurrence;
  return {
    subject: event.title,
    body: {
      contentType: 'text',
      content: answer ? sharedDescription(event) : (event.description ?? ''),
    },
    location: { displayName: event.location ?? '' },
    start: { dateTime: wall(series.first), timeZone },
    end: { dateTime: wall(series.first + series.durationMinutes * 60_000), timeZone },
    ...(recurrence ? { recurrence } : {}),
    singleValueExtendedProperties: [{ id: TOCK_ID_PROPERTY, value: event.id }],
    ...(answer ? { showAs: answer === 'tentative' ? 'tentative' : 'busy' } : {}),
  };
}

/**
 * The occurrences taken out of the series (starts, epoch ms), which Graph's patterned recurrence
 * cannot say: each one's instance is deleted after the series is written. Empty for a single event.
 * @see https://learn.microsoft.com/en-us/graph/api/event-list-instances
 */
export function graphExceptions(event: EventRecord): readonly number[] {
  const series = calendarSeries(event.timing);
  return series?.rule ? series.exceptions : [];
}

/** A custom string property carrying Tock's event id (a named MAPI property in the public strings set). */
export const TOCK_ID_PROPERTY = 'String {00020329-0000-0000-C000-000000000046} Name tockEventId';
