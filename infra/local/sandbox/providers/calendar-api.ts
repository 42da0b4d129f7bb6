/**
 * Local stand-ins for Google Calendar API v3 events and Microsoft Graph `/me/events`, one
 * calendar per signed-in account. What they enforce, from the providers' reference pages:
 * a valid bearer token (401 otherwise, with `WWW-Authenticate`), bodies that match the
 * published schemas (400 otherwise), 404 for an id that never existed, 410 (Google) for a
 * deleted one, and, on demand, 429 with Retry-After or a 5xx. A series' instances are listed as
 * each provider lists them (Google `events/{id}/instances`, EXDATEs left out; Graph
 * `/me/events/{id}/instances`, the window required), and Graph deletes one instance by its id.
 */
import { randomBytes } from 'node:crypto';
import type { PatternedRecurrence } from '@microsoft/microsoft-graph-types';
import { DateTime } from 'luxon';
import { localIso } from '../../../../shared/calendar/domain/google-event.js';
import { utcStamp } from '../../../../shared/calendar/domain/rule.js';
import type { OAuthStandIn, Reply } from './oauth-server.js';
import { googleInstances, graphInstances, ianaZone } from './recurrence.js';
import { describeIssues, googleEventSchema, graphEventSchema } from './schemas.js';

export interface StoredEvent {
  readonly id: string;
  readonly account: string;
  body: Record<string, unknown>;
  deleted: boolean;
  /** Graph: the starts (`utcStamp`) of the series' instances deleted one by one. */
  cancelled?: string[];
  readonly created: string;
  updated: string;
}

export interface Fault {
  readonly status: number;
  readonly retryAfterSeconds?: number;
  /** Only a request whose path contains this fails (any request otherwise). */
  readonly on?: string;
}

export interface ApiRequest {
  readonly method: string;
  /** Path below the API base, e.g. `/calendars/primary/events/abc`. */
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: string;
  /** The query string's parameters (the instances listings read theirs). */
  readonly query?: URLSearchParams;
  /** The API base as the client reached it, for the links to a listing's next page. */
  readonly self?: string;
}

/** An instance's id: its series' id and its start in UTC, as Google writes it (`abc_20260319T130000Z`). */
const INSTANCE_ID = /^(.+)_(\d{8}T\d{6}Z)$/;

/** Graph's documented filter on a string extended property: its id and value, OData string literals. */
const EXTENDED_PROPERTY_FILTER =
  /^singleValueExtendedProperties\/any\(\s*ep:\s*ep\/id eq '((?:[^']|'')*)' and ep\/value eq '((?:[^']|'')*)'\s*\)$/i;

/** An OData string literal's text (a quote is written twice). */
const odataString = (literal: string): string => literal.replaceAll("''", "'");

/** An RFC 5545 UTC date-time (`20260319T130000Z`) as epoch ms. */
function icalUtc(stamp: string): number {
  return Date.parse(
    stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
}

const json = (status: number, value: unknown, extra: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...extra },
  body: value === null ? '' : JSON.stringify(value),
});

export function createCalendarApiStandIn(
  provider: 'google' | 'microsoft',
  oauth: OAuthStandIn,
  now: () => number,
) {
  const events = new Map<string, StoredEvent>();
  const faults: Fault[] = [];
  const log: { method: string; path: string; status: number }[] = [];
  let down = false;

  const error = (
    status: number,
    code: string,
    message: string,
    extra: Record<string, string> = {},
  ): Reply =>
    provider === 'google'
      ? json(
          status,
          {
            error: { code: status, message, errors: [{ domain: 'global', reason: code, message }] },
          },
          extra,
        )
      : json(status, { error: { code, message } }, extra);

  function parse(
    text: string,
    partial: boolean,
  ): { ok: true; body: Record<string, unknown> } | { ok: false; reply: Reply } {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return {
        ok: false,
        reply: error(
          400,
          provider === 'google' ? 'parseError' : 'BadRequest',
          'Invalid JSON payload received.',
        ),
      };
    }
    const result =
      provider === 'google'
        ? googleEventSchema.safeParse(raw)
        : graphEventSchema(partial).safeParse(raw);
    if (!result.success)
      return {
        ok: false,
        reply: error(
          400,
          provider === 'google' ? 'invalid' : 'ErrorInvalidRequest',
          describeIssues(result.error),
        ),
      };
    return { ok: true, body: result.data as Record<string, unknown> };
  }

  function shape(e: StoredEvent): Record<string, unknown> {
    return provider === 'google'
      ? {
          kind: 'calendar#event',
          id: e.id,
          status: 'confirmed',
          created: e.created,
          updated: e.updated,
          ...e.body,
        }
      : {
          '@odata.etag': `W/"${e.updated}"`,
          id: e.id,
          createdDateTime: e.created,
          lastModifiedDateTime: e.updated,
          ...e.body,
        };
  }

  /** A live event of the account, or the reply for an id it does not have. */
  function owned(account: string, id: string): StoredEvent | Reply {
    const found = events.get(id);
    if (!found || found.account !== account || (found.deleted && provider === 'microsoft'))
      return error(404, provider === 'google' ? 'notFound' : 'ErrorItemNotFound', 'Not Found');
    if (found.deleted) return error(410, 'deleted', 'Resource has been deleted');
    return found;
  }

  /** An event's start (epoch ms) and zone: Google's RFC 3339 time, Graph's wall clock and zone name. */
  function startOf(e: StoredEvent): { start: number; end: number; zone: string } {
    type Time = { dateTime?: string; timeZone?: string };
    const at = (t: Time | undefined, zone: string) =>
      provider === 'google'
        ? Date.parse(t?.dateTime ?? '')
        : DateTime.fromISO(t?.dateTime ?? '', { zone }).toMillis();
    const start = e.body['start'] as Time | undefined;
    const zone = ianaZone(start?.timeZone);
    return { start: at(start, zone), end: at(e.body['end'] as Time | undefined, zone), zone };
  }

  /** The starts of an event's instances in [from, to], those deleted or excluded left out. */
  function occurrencesOf(e: StoredEvent, from: number, to: number): number[] {
    const { start, zone } = startOf(e);
    const recurrence = e.body['recurrence'];
    if (!recurrence) return start >= from && start <= to ? [start] : [];
    const starts =
      provider === 'google'
        ? googleInstances(recurrence as string[], start, zone, from, to)
        : graphInstances(recurrence as PatternedRecurrence, start, zone, from, to);
    const cancelled = new Set(e.cancelled ?? []);
    return starts.filter((t) => !cancelled.has(utcStamp(t)));
  }

  /** Graph's DateTimeTimeZone in UTC, as Graph answers without a `Prefer: outlook.timezone`. */
  const graphUtc = (ms: number) => ({
    dateTime: new Date(ms).toISOString().replace('Z', '0000'),
    timeZone: 'UTC',
  });

  function instanceShape(e: StoredEvent, at: number): Record<string, unknown> {
    const { start, end, zone } = startOf(e);
    const length = end - start;
    const id = `${e.id}_${utcStamp(at)}`;
    // An instance is one occurrence: no rule of its own.
    const rest = Object.fromEntries(Object.entries(e.body).filter(([k]) => k !== 'recurrence'));
    return provider === 'google'
      ? {
          kind: 'calendar#event',
          status: 'confirmed',
          created: e.created,
          updated: e.updated,
          ...rest,
          id,
          recurringEventId: e.id,
          originalStartTime: { dateTime: localIso(at, zone), timeZone: zone },
          start: { dateTime: localIso(at, zone), timeZone: zone },
          end: { dateTime: localIso(at + length, zone), timeZone: zone },
        }
      : {
          ...rest,
          id,
          seriesMasterId: e.id,
          type: 'occurrence',
          start: graphUtc(at),
          end: graphUtc(at + length),
        };
  }

  /**
   * Google `events/{id}/instances` (timeMin and timeMax optional, pages of maxResults, default
   * 250); Graph `/me/events/{id}/instances` (startDateTime and endDateTime required, pages of
   * `$top`, default 10, with `@odata.nextLink`). An instance is listed when it overlaps the window.
   */
  function instances(req: ApiRequest, account: string, id: string): Reply {
    if (req.method !== 'GET') return error(405, 'methodNotAllowed', 'Method not allowed');
    const query = req.query ?? new URLSearchParams();
    const found = owned(account, id);
    if (!('id' in found)) return found;
    const instant = (v: string | null) =>
      v === null ? NaN : Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}Z`);
    const { start, end } = startOf(found);
    const length = end - start;
    let from: number;
    let to: number;
    if (provider === 'microsoft') {
      const [a, b] = [query.get('startDateTime'), query.get('endDateTime')];
      if (a === null || b === null)
        return error(
          400,
          'ErrorInvalidParameter',
          'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
        );
      [from, to] = [instant(a), instant(b)];
      if (!Number.isFinite(from) || !Number.isFinite(to))
        return error(
          400,
          'ErrorInvalidParameter',
          'Invalid value for startDateTime or endDateTime.',
        );
    } else {
      const [a, b] = [query.get('timeMin'), query.get('timeMax')];
      from = a === null ? -Infinity : instant(a);
      // No upper bound: two years of a series that never ends, as a first look.
      to = b === null ? start + 2 * 366 * 86_400_000 : instant(b);
      if (!Number.isFinite(to) || Number.isNaN(from)) return error(400, 'invalid', 'Bad Request');
    }
    const starts = occurrencesOf(found, from - length, to).filter(
      (t) => t < to && t + length > from,
    );
    const size = Math.max(
      1,
      Number(query.get(provider === 'google' ? 'maxResults' : '$top') ?? '') ||
        (provider === 'google' ? 250 : 10),
    );
    const offset = Number(query.get(provider === 'google' ? 'pageToken' : '$skip') ?? '0') || 0;
    const page = starts.slice(offset, offset + size).map((t) => instanceShape(found, t));
    const more = offset + size < starts.length;
    if (provider === 'google')
      return json(200, {
        kind: 'calendar#events',
        items: page,
        ...(more ? { nextPageToken: String(offset + size) } : {}),
      });
    const next = new URLSearchParams(query);
    next.set('$skip', String(offset + size));
    return json(200, {
      value: page,
      ...(more ? { '@odata.nextLink': `${req.self ?? ''}${req.path}?${next}` } : {}),
    });
  }

  /** Graph `/me/events/{instanceId}`: one instance of a series; DELETE cancels it. */
  function graphOccurrence(req: ApiRequest, account: string, master: string, stamp: string): Reply {
    const found = owned(account, master);
    const at = icalUtc(stamp);
    const live =
      'id' in found && found.body['recurrence'] && occurrencesOf(found, at, at).includes(at);
    if (!live || !('id' in found))
      return error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (req.method === 'GET') return json(200, instanceShape(found, at));
    if (req.method !== 'DELETE') return error(405, 'methodNotAllowed', 'Method not allowed');
    found.cancelled = [...(found.cancelled ?? []), stamp];
    found.updated = new Date(now()).toISOString();
    return json(204, null);
  }

  /**
   * Graph `GET /me/events`, optionally with the one `$filter` Graph documents for events by a
   * string extended property: `singleValueExtendedProperties/Any(ep: ep/id eq '{id}' and ep/value
   * eq '{value}')` (the id's name compared as written, the value without regard to case); any
   * other filter is refused (400). A listing does not include the extended properties.
   * @see https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
   */
  function graphListing(req: ApiRequest, account: string): Reply {
    let found = [...events.values()].filter((e) => e.account === account && !e.deleted);
    const filter = req.query?.get('$filter');
    if (filter != null) {
      const m = EXTENDED_PROPERTY_FILTER.exec(filter.trim());
      if (!m) return error(400, 'BadRequest', 'Invalid filter clause');
      const [id, value] = [odataString(m[1] ?? ''), odataString(m[2] ?? '').toLowerCase()];
      found = found.filter((e) =>
        ((e.body['singleValueExtendedProperties'] ?? []) as { id: string; value: string }[]).some(
          (p) => p.id === id && p.value.toLowerCase() === value,
        ),
      );
    }
    return json(200, {
      value: found.map((e) =>
        Object.fromEntries(
          Object.entries(shape(e)).filter(([k]) => k !== 'singleValueExtendedProperties'),
        ),
      ),
    });
  }

  function route(req: ApiRequest, account: string): Reply {
    const parts = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    // Google: calendars/{calendarId}/events[/{eventId}]; Graph: me/events[/{id}].
    const collection =
      provider === 'google'
        ? parts[0] === 'calendars' &&
          parts[2] === 'events' &&
          (parts[1] === 'primary' || parts[1] === account)
        : parts[0] === 'me' && parts[1] === 'events';
    const idAt = provider === 'google' ? 3 : 2;
    const listing = parts.length === idAt + 2 && parts[idAt + 1] === 'instances';
    if (!collection || (parts.length > idAt + 1 && !listing))
      return error(404, provider === 'google' ? 'notFound' : 'ResourceNotFound', 'Not Found');
    const id = parts[idAt];
    if (listing && id !== undefined) return instances(req, account, id);
    const occurrence = id === undefined ? null : INSTANCE_ID.exec(id);
    if (provider === 'microsoft' && occurrence?.[1] && occurrence[2])
      return graphOccurrence(req, account, occurrence[1], occurrence[2]);
    if (id === undefined) {
      if (req.method === 'GET')
        return provider === 'google'
          ? json(200, {
              kind: 'calendar#events',
              items: [...events.values()]
                .filter((e) => e.account === account && !e.deleted)
                .map(shape),
            })
          : graphListing(req, account);
      if (req.method !== 'POST') return error(405, 'methodNotAllowed', 'Method not allowed');
      const parsed = parse(req.body, false);
      if (!parsed.ok) return parsed.reply;
      // Google: a client-supplied id (validated by the schema) must be new in the calendar; a
      // deleted event keeps its id ("The requested identifier already exists.").
      const given = provider === 'google' ? parsed.body['id'] : undefined;
      if (typeof given === 'string' && events.has(given))
        return error(409, 'duplicate', 'The requested identifier already exists.');
      const at = new Date(now()).toISOString();
      const created: StoredEvent = {
        id: typeof given === 'string' ? given : randomBytes(12).toString('hex'),
        account,
        body: parsed.body,
        deleted: false,
        created: at,
        updated: at,
      };
      events.set(created.id, created);
      return json(provider === 'google' ? 200 : 201, shape(created));
    }
    const found = events.get(id);
    if (!found || found.account !== account)
      return error(404, provider === 'google' ? 'notFound' : 'ErrorItemNotFound', 'Not Found');
    // Google answers 410 Gone for an event that was deleted; Graph no longer knows it.
    if (found.deleted)
      return provider === 'google'
        ? error(410, 'deleted', 'Resource has been deleted')
        : error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (req.method === 'GET') return json(200, shape(found));
    if (req.method === 'DELETE') {
      found.deleted = true;
      return json(204, null);
    }
    const replace = provider === 'google' && req.method === 'PUT';
    const patch =
      (provider === 'google' && req.method === 'PATCH') ||
      (provider === 'microsoft' && req.method === 'PATCH');
    if (!replace && !patch) return error(405, 'methodNotAllowed', 'Method not allowed');
    const parsed = parse(req.body, provider === 'microsoft');
    if (!parsed.ok) return parsed.reply;
    // Outlook drops a series' exceptions when its pattern or start changes.
    if (
      provider === 'microsoft' &&
      (('recurrence' in parsed.body &&
        JSON.stringify(parsed.body['recurrence']) !== JSON.stringify(found.body['recurrence'])) ||
        ('start' in parsed.body &&
          JSON.stringify(parsed.body['start']) !== JSON.stringify(found.body['start'])))
    )
      found.cancelled = [];
    found.body = replace
      ? parsed.body
      : Object.fromEntries(
          Object.entries({ ...found.body, ...parsed.body }).filter(([, v]) => v !== null),
        );
    found.updated = new Date(now()).toISOString();
    return json(200, shape(found));
  }

  return {
    events,
    log,
    /** The next requests fail with these, in order (429 with Retry-After, 500, 503 …). */
    failNext(...next: Fault[]): void {
      faults.push(...next);
    },
    /** Every request fails with 503 until set back. */
    setDown(value: boolean): void {
      down = value;
    },
    /** The account deletes an event in the provider's own app. */
    deleteAtProvider(id: string): void {
      const e = events.get(id);
      if (e) e.deleted = true;
    },
    live(account?: string): StoredEvent[] {
      return [...events.values()].filter(
        (e) => !e.deleted && (account === undefined || e.account === account),
      );
    },
    handle(req: ApiRequest): Reply {
      const reply = (() => {
        const bearer = oauth.bearer(req.authorization);
        if (!bearer.ok) {
          const www = `Bearer realm="${provider}", error="${bearer.reason === 'missing' ? 'invalid_request' : bearer.reason === 'scope' ? 'insufficient_scope' : 'invalid_token'}"`;
          return bearer.reason === 'scope'
            ? error(
                403,
                provider === 'google' ? 'insufficientPermissions' : 'ErrorAccessDenied',
                'Insufficient scope',
                { 'www-authenticate': www },
              )
            : error(
                401,
                provider === 'google' ? 'authError' : 'InvalidAuthenticationToken',
                'Invalid Credentials',
                { 'www-authenticate': www },
              );
        }
        if (down)
          return error(
            503,
            provider === 'google' ? 'backendError' : 'ServiceNotAvailable',
            'The service is currently unavailable.',
          );
        const at = faults.findIndex((f) => f.on === undefined || req.path.includes(f.on));
        const fault = at >= 0 ? faults.splice(at, 1)[0] : undefined;
        if (fault) {
          const extra: Record<string, string> =
            fault.retryAfterSeconds !== undefined
              ? { 'retry-after': String(fault.retryAfterSeconds) }
              : {};
          return fault.status === 429
            ? error(
                429,
                provider === 'google' ? 'rateLimitExceeded' : 'TooManyRequests',
                'Rate limit exceeded',
                extra,
              )
            : error(
                fault.status,
                provider === 'google' ? 'backendError' : 'ServiceNotAvailable',
                'Backend Error',
                extra,
              );
        }
        return route(req, bearer.account);
      })();
      log.push({ method: req.method, path: req.path, status: reply.status });
      return reply;
    },
  };
}

export type CalendarApiStandIn = ReturnType<typeof createCalendarApiStandIn>;
