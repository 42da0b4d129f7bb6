/**
 * Request bodies the calendar stand-ins accept, written against the providers' published
 * types (`@googleapis/calendar`'s Schema$Event, `@microsoft/microsoft-graph-types`' Event) and
 * their reference pages. Unknown fields are refused as the real APIs refuse them (Google:
 * "Invalid JSON payload received. Unknown name"; Graph: "Property … does not exist").
 * @see https://developers.google.com/workspace/calendar/api/v3/reference/events#resource
 * @see https://learn.microsoft.com/en-us/graph/api/resources/event
 * @see https://learn.microsoft.com/en-us/graph/api/resources/patternedrecurrence
 */
import type { calendar_v3 } from '@googleapis/calendar';
import type {
  Event as GraphEvent,
  PatternedRecurrence,
  RecurrencePattern,
  RecurrenceRange,
} from '@microsoft/microsoft-graph-types';
import { findIana } from 'windows-iana';
import * as z from 'zod';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Graph's DateTimeTimeZone.dateTime: a wall-clock time, no offset (the zone is beside it). */
const GRAPH_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/;

function isIanaZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

const RULE_PARTS = new Set([
  'FREQ',
  'UNTIL',
  'COUNT',
  'INTERVAL',
  'BYSECOND',
  'BYMINUTE',
  'BYHOUR',
  'BYDAY',
  'BYMONTHDAY',
  'BYYEARDAY',
  'BYWEEKNO',
  'BYMONTH',
  'BYSETPOS',
  'WKST',
]);
const FREQS = new Set(['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);
/** An RFC 5545 DATE or DATE-TIME value (§3.3.4, §3.3.5): `20260623`, `20260623T093000`, `…Z`. */
const ICAL_TIME = /^\d{8}(T\d{6}Z?)?$/;

/**
 * Why Google refuses a `recurrence` line ("Invalid recurrence rule."), or null: an RRULE of RFC
 * 5545 parts (§3.3.10: FREQ required, UNTIL or COUNT, positive INTERVAL and COUNT), an EXDATE
 * or RDATE of date-time values with a known TZID (none with a `Z` value).
 */
export function recurrenceLineIssue(line: string): string | null {
  const colon = line.indexOf(':');
  const [name, ...params] = line.slice(0, colon).split(';');
  const value = line.slice(colon + 1);
  if (name === 'RRULE' || name === 'EXRULE') {
    const parts = new Map<string, string>();
    for (const part of value.split(';')) {
      const [key = '', v, extra] = part.split('=');
      if (!RULE_PARTS.has(key) || !v || extra !== undefined || parts.has(key))
        return `unknown or repeated rule part '${part}'`;
      parts.set(key, v);
    }
    if (!FREQS.has(parts.get('FREQ') ?? '')) return 'FREQ missing or unknown';
    if (parts.has('UNTIL') && parts.has('COUNT')) return 'UNTIL and COUNT together';
    for (const key of ['INTERVAL', 'COUNT'])
      if (parts.has(key) && !/^[1-9]\d*$/.test(parts.get(key) ?? '')) return `${key} not positive`;
    if (parts.has('UNTIL') && !ICAL_TIME.test(parts.get('UNTIL') ?? '')) return 'UNTIL not a date';
    return null;
  }
  const tzid = params.find((p) => p.startsWith('TZID='))?.slice(5);
  if (tzid !== undefined && !isIanaZone(tzid)) return `unknown TZID '${tzid}'`;
  for (const v of value.split(','))
    if (!ICAL_TIME.test(v) || (tzid !== undefined && v.endsWith('Z')))
      return `'${v}' is not a ${tzid ? 'local ' : ''}date-time`;
  return null;
}

const googleDateTime = z
  .strictObject({
    date: z.string().regex(DATE).optional(),
    dateTime: z.string().regex(RFC3339).optional(),
    timeZone: z.string().refine(isIanaZone, 'not an IANA time zone').optional(),
  })
  .refine(
    (v) => (v.date === undefined) !== (v.dateTime === undefined),
    'exactly one of date and dateTime',
  );

export const googleEventSchema = z
  .strictObject({
    // A client-supplied id on insert: base32hex (lowercase a-v, digits), 5-1024 characters.
    id: z
      .string()
      .regex(/^[a-v0-9]{5,1024}$/)
      .optional(),
    summary: z.string().max(1024).optional(),
    description: z.string().max(8192).optional(),
    location: z.string().optional(),
    start: googleDateTime,
    end: googleDateTime,
    // RFC 5545 lines, with their parameters: 'EXDATE;TZID=America/New_York:20260319T090000'.
    recurrence: z.array(z.string().regex(/^(RRULE|EXRULE|RDATE|EXDATE)[;:]\S+$/)).optional(),
    extendedProperties: z
      .strictObject({
        private: z.record(z.string(), z.string()).optional(),
        shared: z.record(z.string(), z.string()).optional(),
      })
      .optional(),
    // "confirmed", "tentative" or "cancelled" (Events resource, `status`).
    status: z.enum(['confirmed', 'tentative', 'cancelled']).optional(),
    transparency: z.enum(['opaque', 'transparent']).optional(),
    visibility: z.enum(['default', 'public', 'private', 'confidential']).optional(),
  })
  .superRefine((e, ctx) => {
    const start = e.start.dateTime ? Date.parse(e.start.dateTime) : Date.parse(e.start.date ?? '');
    const end = e.end.dateTime ? Date.parse(e.end.dateTime) : Date.parse(e.end.date ?? '');
    if (!(end > start))
      ctx.addIssue({
        code: 'custom',
        message: 'The specified time range is empty.',
        path: ['end'],
      });
    for (const line of e.recurrence ?? []) {
      const issue = recurrenceLineIssue(line);
      if (issue)
        ctx.addIssue({
          code: 'custom',
          message: `Invalid recurrence rule. (${issue})`,
          path: ['recurrence'],
        });
    }
    // "For recurring events this field is required and specifies the time zone in which the recurrence is expanded."
    if (e.recurrence?.length && e.start.dateTime && (!e.start.timeZone || !e.end.timeZone))
      ctx.addIssue({
        code: 'custom',
        message: 'Missing time zone definition for start time.',
        path: ['start', 'timeZone'],
      });
  });

const days = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

function isWindowsOrIanaZone(zone: string): boolean {
  return zone === 'UTC' || findIana(zone).length > 0 || isIanaZone(zone);
}

const pattern = z
  .strictObject({
    type: z.enum([
      'daily',
      'weekly',
      'absoluteMonthly',
      'relativeMonthly',
      'absoluteYearly',
      'relativeYearly',
    ]),
    interval: z.number().int().min(1).max(99),
    daysOfWeek: z.array(z.enum(days)).min(1).optional(),
    dayOfMonth: z.number().int().min(1).max(31).optional(),
    month: z.number().int().min(1).max(12).optional(),
    firstDayOfWeek: z.enum(days).optional(),
    index: z.enum(['first', 'second', 'third', 'fourth', 'last']).optional(),
  })
  .superRefine((p, ctx) => {
    // The properties each pattern type requires (patternedrecurrence, "recurrencePattern").
    const need: Record<string, readonly (keyof typeof p)[]> = {
      daily: [],
      weekly: ['daysOfWeek'],
      absoluteMonthly: ['dayOfMonth'],
      relativeMonthly: ['daysOfWeek'],
      absoluteYearly: ['dayOfMonth', 'month'],
      relativeYearly: ['daysOfWeek', 'month'],
    };
    for (const k of need[p.type] ?? [])
      if (p[k] === undefined)
        ctx.addIssue({ code: 'custom', message: `${p.type} recurrence requires ${k}`, path: [k] });
  });

const range = z
  .strictObject({
    type: z.enum(['endDate', 'noEnd', 'numbered']),
    startDate: z.string().regex(DATE),
    endDate: z.string().regex(DATE).optional(),
    numberOfOccurrences: z.number().int().min(1).optional(),
    recurrenceTimeZone: z.string().refine(isWindowsOrIanaZone, 'unknown time zone').optional(),
  })
  .superRefine((r, ctx) => {
    if (r.type === 'endDate' && !r.endDate)
      ctx.addIssue({
        code: 'custom',
        message: 'endDate range requires endDate',
        path: ['endDate'],
      });
    if (r.type === 'numbered' && !r.numberOfOccurrences)
      ctx.addIssue({
        code: 'custom',
        message: 'numbered range requires numberOfOccurrences',
        path: ['numberOfOccurrences'],
      });
  });

const graphDateTime = z.strictObject({
  dateTime: z.string().regex(GRAPH_DATE_TIME),
  timeZone: z.string().refine(isWindowsOrIanaZone, 'unknown time zone'),
});

/** POST /me/events (all of start and end required) and PATCH /me/events/{id} (`partial`). */
export function graphEventSchema(partial: boolean) {
  const schema = z.strictObject({
    subject: z.string().max(255).optional(),
    body: z.strictObject({ contentType: z.enum(['text', 'html']), content: z.string() }).optional(),
    start: partial ? graphDateTime.optional() : graphDateTime,
    end: partial ? graphDateTime.optional() : graphDateTime,
    recurrence: z.strictObject({ pattern, range }).nullable().optional(),
    // The location resource: its display name is what Outlook shows as the event's place.
    location: z
      .strictObject({
        displayName: z.string().optional(),
        locationType: z
          .enum([
            'default',
            'conferenceRoom',
            'homeAddress',
            'businessAddress',
            'geoCoordinates',
            'streetAddress',
            'hotel',
            'restaurant',
            'localBusiness',
            'postalAddress',
          ])
          .optional(),
        locationUri: z.string().optional(),
      })
      .optional(),
    singleValueExtendedProperties: z
      .array(z.strictObject({ id: z.string().min(1), value: z.string() }))
      .optional(),
    isReminderOn: z.boolean().optional(),
    showAs: z.enum(['free', 'tentative', 'busy', 'oof', 'workingElsewhere', 'unknown']).optional(),
  });
  return schema.superRefine((e, ctx) => {
    if (
      e.start &&
      e.end &&
      e.start.timeZone === e.end.timeZone &&
      !(e.end.dateTime > e.start.dateTime)
    )
      ctx.addIssue({ code: 'custom', message: 'end must be after start', path: ['end'] });
  });
}

// Every field the stand-ins accept exists, with that name, in the providers' published types.
type Assert<T extends true> = T;
export type GoogleFieldsArePublished = Assert<
  keyof z.infer<typeof googleEventSchema> extends keyof calendar_v3.Schema$Event ? true : false
>;
export type GoogleTimeFieldsArePublished = Assert<
  keyof z.infer<typeof googleDateTime> extends keyof calendar_v3.Schema$EventDateTime ? true : false
>;
export type GraphFieldsArePublished = Assert<
  keyof z.infer<ReturnType<typeof graphEventSchema>> extends keyof GraphEvent ? true : false
>;
export type GraphRecurrenceIsPublished = Assert<
  keyof z.infer<typeof pattern> extends keyof RecurrencePattern
    ? keyof z.infer<typeof range> extends keyof RecurrenceRange
      ? 'pattern' | 'range' extends keyof PatternedRecurrence
        ? true
        : false
      : false
    : false
>;

/** Zod issues as a short, API-like message. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ');
}
