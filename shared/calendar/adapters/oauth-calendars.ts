import { createHash } from 'node:crypto';
/**
 * Fetch clients for Google Calendar API v3 events and Microsoft Graph `/me/events`, bound to a
 * token source (an access token refreshed from the sealed refresh token). Bodies are the
 * mappers' payloads (shared/calendar/domain/google-event.ts, graph-event.ts); statuses become the engine's terms
 * through `failureOf`, so retry rules live once (shared/calendar/usecases/calendar-sync.ts).
 * @see https://developers.google.com/workspace/calendar/api/v3/reference/events
 * @see https://learn.microsoft.com/en-us/graph/api/resources/event
 */
import type { EventRecord } from '../../domain/schedule.js';
import { googlePayload } from '../domain/google-event.js';
import { TOCK_ID_PROPERTY, graphExceptions, graphPayload } from '../domain/graph-event.js';
import {
  failureOf,
  type Attending,
  type CalendarClient,
  type PushFailure,
  type PushResult,
} from '../usecases/calendar-provider.js';

/** An access token for the next call, or why there is none (refused: unauthorized; provider down: retry). */
export interface TokenSource {
  token(): Promise<{ readonly ok: true; readonly accessToken: string } | PushFailure>;
}

/** Google's reasons for a 403 that is a rate limit, not a refusal (its documented usage limits). */
const GOOGLE_RATE_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'quotaExceeded',
]);

type Reply = {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
};

async function call(
  tokens: TokenSource,
  fetchImpl: typeof fetch,
  method: string,
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<Reply | PushFailure> {
  const token = await tokens.token();
  if (!token.ok) return token;
  try {
    const res = await fetchImpl(url, {
      method,
      headers: {
        authorization: `Bearer ${token.accessToken}`,
        accept: 'application/json',
        ...headers,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    return { ok: false, kind: 'retry', reason: `unreachable: ${(err as Error).name}` };
  }
}

const isFailure = (r: Reply | PushFailure): r is PushFailure => 'ok' in r;

function idOf(body: unknown): string | null {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

function googleFailure(r: Reply): PushFailure {
  const error = (
    r.body as { error?: { message?: unknown; errors?: { reason?: unknown }[] } } | null
  )?.error;
  const reason = error?.errors?.[0]?.reason;
  const text = `Google ${r.status}${typeof reason === 'string' ? ` ${reason}` : ''}`;
  if (r.status === 403 && typeof reason === 'string' && GOOGLE_RATE_REASONS.has(reason))
    return { ok: false, kind: 'retry', reason: text };
  return failureOf(r.status, text, r.retryAfter);
}

function graphFailure(r: Reply): PushFailure {
  const code = (r.body as { error?: { code?: unknown } } | null)?.error?.code;
  return failureOf(
    r.status,
    `Microsoft Graph ${r.status}${typeof code === 'string' ? ` ${code}` : ''}`,
    r.retryAfter,
  );
}

/** Builds a provider's calendar client for a connection: its API base, calendar, tokens. */
export type OAuthClientFactory = (
  api: string,
  target: string,
  tokens: TokenSource,
  fetchImpl?: typeof fetch,
) => CalendarClient;

/**
 * The id a copy gets at Google (client-supplied ids: base32hex, 5-1024 characters, unique per
 * calendar): `tock` and 32 hex digits of a SHA-256 of the event, whose calendar it is and the
 * copy it replaces, so a second create of the same copy is refused (409) instead of doubling it,
 * and a copy re-created after one was deleted there (whose id Google keeps) gets a new one.
 * @see https://developers.google.com/workspace/calendar/api/v3/reference/events#resource
 */
export function googleCopyId(eventId: string, userId: string, replacing?: string): string {
  const hash = createHash('sha256').update(`${eventId}\n${userId}\n${replacing ?? ''}`);
  return `tock${hash.digest('hex').slice(0, 32)}`;
}

/** Events in one Google calendar (`primary`: the account's main calendar). */
export function googleCalendarClient(
  api: string,
  calendarId: string,
  tokens: TokenSource,
  fetchImpl: typeof fetch = fetch,
): CalendarClient {
  const events = `${api}/calendars/${encodeURIComponent(calendarId)}/events`;
  const one = (id: string) => `${events}/${encodeURIComponent(id)}`;
  async function write(
    method: 'POST' | 'PUT',
    url: string,
    event: EventRecord,
    attending?: Attending,
    id?: string,
  ): Promise<PushResult> {
    const payload = googlePayload(event, attending?.status);
    if (!payload) return { ok: false, kind: 'rejected', reason: 'no occurrences' };
    const body = id ? { id, ...payload } : payload;
    const r = await call(tokens, fetchImpl, method, url, body);
    if (isFailure(r)) return r;
    // Created meanwhile by a push racing this one: that copy is this one, updated.
    if (method === 'POST' && id && r.status === 409) return write('PUT', one(id), event, attending);
    const created = idOf(r.body);
    if (r.status >= 200 && r.status < 300 && created) return { ok: true, providerId: created };
    return googleFailure(r);
  }
  return {
    create: (event, attending, replacing) =>
      write(
        'POST',
        events,
        event,
        attending,
        googleCopyId(event.id, attending?.userId ?? event.userId, replacing),
      ),
    update: (providerId, event, attending) => write('PUT', one(providerId), event, attending),
    async remove(providerId) {
      const r = await call(tokens, fetchImpl, 'DELETE', one(providerId));
      if (isFailure(r)) return r;
      // Already deleted (410) or never there (404): what the engine wanted.
      if ((r.status >= 200 && r.status < 300) || r.status === 404 || r.status === 410)
        return { ok: true, providerId };
      return googleFailure(r);
    },
  };
}

/** Events in the signed-in user's default Outlook calendar. */
export function graphCalendarClient(
  api: string,
  tokens: TokenSource,
  fetchImpl: typeof fetch = fetch,
): CalendarClient {
  const events = `${api}/me/events`;
  const one = (id: string) => `${events}/${encodeURIComponent(id)}`;
  const gone = (status: number) =>
    (status >= 200 && status < 300) || status === 404 || status === 410;
  /**
   * Deletes the series' instance at each exception date (Graph's patterned recurrence has no
   * exception dates): the instances overlapping that minute, the one starting then deleted. An
   * instance already deleted is no longer listed, so running again changes nothing; Outlook
   * drops a series' deleted instances when its pattern changes, so this runs after every write.
   */
  async function removeExceptions(id: string, event: EventRecord): Promise<PushFailure | null> {
    for (const at of graphExceptions(event)) {
      const window = new URLSearchParams({
        startDateTime: new Date(at).toISOString(),
        endDateTime: new Date(at + 60_000).toISOString(),
      });
      const listed = await call(
        tokens,
        fetchImpl,
        'GET',
        `${one(id)}/instances?${window}`,
        undefined,
        { prefer: 'outlook.timezone="UTC"' },
      );
      if (isFailure(listed)) return listed;
      if (listed.status < 200 || listed.status >= 300) return graphFailure(listed);
      const value = (listed.body as { value?: unknown } | null)?.value;
      for (const instance of Array.isArray(value) ? value : []) {
        const start = (instance as { start?: { dateTime?: unknown } }).start?.dateTime;
        const instanceId = idOf(instance);
        // Asked for UTC: `2026-03-19T13:00:00.0000000`.
        if (!instanceId || typeof start !== 'string' || Date.parse(`${start.slice(0, 19)}Z`) !== at)
          continue;
        const r = await call(tokens, fetchImpl, 'DELETE', one(instanceId));
        if (isFailure(r)) return r;
        if (!gone(r.status)) return graphFailure(r);
      }
    }
    return null;
  }
  async function write(
    method: 'POST' | 'PATCH',
    url: string,
    event: EventRecord,
    attending?: Attending,
  ): Promise<PushResult> {
    const body = graphPayload(event, attending?.status);
    if (!body) return { ok: false, kind: 'rejected', reason: 'no occurrences' };
    if (body === 'unsupported_rule')
      return { ok: false, kind: 'rejected', reason: 'unsupported_rule' };
    // PATCH changes only what it names: a series that became a single event must say so.
    const sent = method === 'PATCH' && !body.recurrence ? { ...body, recurrence: null } : body;
    const r = await call(tokens, fetchImpl, method, url, sent);
    if (isFailure(r)) return r;
    const id = idOf(r.body);
    if (r.status < 200 || r.status >= 300 || !id) return graphFailure(r);
    const failed = body.recurrence ? await removeExceptions(id, event) : null;
    if (!failed) return { ok: true, providerId: id };
    // The series was just written: a listing that no longer finds it is tried again (the
    // update then finds out), never a reason to create a second copy now.
    return failed.kind === 'gone'
      ? { ok: false, kind: 'retry', reason: failed.reason, providerId: id }
      : { ...failed, providerId: id };
  }
  return {
    create: (event, attending) => write('POST', events, event, attending),
    update: (providerId, event, attending) => write('PATCH', one(providerId), event, attending),
    /**
     * The copy carrying the event's id in its extended property (graphPayload sets it on
     * create), by the `$filter` Graph documents for string extended properties.
     * @see https://learn.microsoft.com/en-us/graph/api/singlevaluelegacyextendedproperty-get
     */
    async find(event) {
      const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
      const filter = `singleValueExtendedProperties/Any(ep: ep/id eq ${quoted(TOCK_ID_PROPERTY)} and ep/value eq ${quoted(event.id)})`;
      const r = await call(
        tokens,
        fetchImpl,
        'GET',
        `${events}?${new URLSearchParams({ $filter: filter, $select: 'id' })}`,
      );
      if (isFailure(r)) return r;
      if (r.status < 200 || r.status >= 300) return graphFailure(r);
      const value = (r.body as { value?: unknown } | null)?.value;
      const id = Array.isArray(value) ? idOf(value[0]) : null;
      return id ? { ok: true, providerId: id } : null;
    },
    async remove(providerId) {
      const r = await call(tokens, fetchImpl, 'DELETE', one(providerId));
      if (isFailure(r)) return r;
      if (gone(r.status)) return { ok: true, providerId };
      return graphFailure(r);
    },
  };
}
