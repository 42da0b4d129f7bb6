/**
 * Local stand-ins for Google Calendar API v3 events and Microsoft Graph `/me/events`, one
 * calendar per signed-in account. What they enforce, from the providers' reference pages:
 * a valid bearer token (401 otherwise, with `WWW-Authenticate`), bodies that match the
 * published schemas (400 otherwise), 404 for an id that never existed, 410 (Google) for a
 * deleted one, and, on demand, 429 with Retry-After or a 5xx.
 */
import { randomBytes } from 'node:crypto';
import type { OAuthStandIn, Reply } from './oauth-server.js';
import { describeIssues, googleEventSchema, graphEventSchema } from './schemas.js';

export interface StoredEvent {
  readonly id: string;
  readonly account: string;
  body: Record<string, unknown>;
  deleted: boolean;
  readonly created: string;
  updated: string;
}

export interface Fault {
  readonly status: number;
  readonly retryAfterSeconds?: number;
}

export interface ApiRequest {
  readonly method: string;
  /** Path below the API base, e.g. `/calendars/primary/events/abc`. */
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: string;
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
    if (!collection || parts.length > idAt + 1)
      return error(404, provider === 'google' ? 'notFound' : 'ResourceNotFound', 'Not Found');
    const id = parts[idAt];
    if (id === undefined) {
      if (req.method === 'GET')
        return json(
          200,
          provider === 'google'
            ? {
                kind: 'calendar#events',
                items: [...events.values()]
                  .filter((e) => e.account === account && !e.deleted)
                  .map(shape),
              }
            : {
                value: [...events.values()]
                  .filter((e) => e.account === account && !e.deleted)
                  .map(shape),
              },
        );
      if (req.method !== 'POST') return error(405, 'methodNotAllowed', 'Method not allowed');
      const parsed = parse(req.body, false);
      if (!parsed.ok) return parsed.reply;
      const at = new Date(now()).toISOString();
      const created: StoredEvent = {
        id: randomBytes(12).toString('hex'),
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
        const fault = faults.shift();
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
