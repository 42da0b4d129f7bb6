/**
 * Google's and Microsoft's OAuth servers and calendar APIs as local stand-ins, on one HTTP
 * handler under `/providers`: the sandbox mounts it on `npm start`'s port, the tests on their
 * own server. Paths mirror the real ones below `<base>/google` and `<base>/microsoft`
 * (the descriptors in shared/calendar/providers/ build the same URLs from CALENDAR_STAND_IN_URL), and
 * `<base>/google/view` and `<base>/microsoft/view` list what arrived, as a calendar app would.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  GOOGLE_EMAIL_SCOPE,
  GOOGLE_SCOPE,
} from '../../../../shared/calendar/providers/google-oauth.js';
import {
  MICROSOFT_CALENDAR_SCOPE,
  MICROSOFT_USER_SCOPE,
} from '../../../../shared/calendar/providers/microsoft-oauth.js';
import { readJsonFile, writeJsonAtomic } from '../json-file.js';
import { createCalendarApiStandIn, type StoredEvent } from './calendar-api.js';
import { createOAuthStandIn, type OAuthStandInState, type Reply } from './oauth-server.js';

export const PROVIDERS_PREFIX = '/providers';

/** The sandbox's registered OAuth clients (ids and secrets of the stand-ins only). */
export const standInClients = {
  google: {
    id: 'sandbox-google-client.apps.googleusercontent.com',
    secret: 'sandbox-google-secret',
  },
  microsoft: { id: '00000000-0000-4000-8000-00000000beef', secret: 'sandbox-microsoft-secret' },
} as const;

/** The environment that points the bot at the stand-ins (both providers configured). */
export function standInEnv(baseUrl: string): Record<string, string> {
  return {
    CALENDAR_STAND_IN_URL: `${baseUrl}${PROVIDERS_PREFIX}`,
    GOOGLE_CLIENT_ID: standInClients.google.id,
    GOOGLE_CLIENT_SECRET: standInClients.google.secret,
    MICROSOFT_CLIENT_ID: standInClients.microsoft.id,
    MICROSOFT_CLIENT_SECRET: standInClients.microsoft.secret,
  };
}

export interface ProviderStandInOptions {
  /** Where the bot's callback is: `<publicBaseUrl>/oauth/callback` is the one registered redirect URI. */
  readonly redirectUris: readonly string[];
  readonly now?: () => number;
  readonly accessTtlMs?: number;
  /**
   * Where the stand-ins keep their grants, tokens and events across restarts (the runtime:
   * DATA_DIR/provider-stand-ins.json), as the real providers do; omitted: in memory only.
   */
  readonly stateFile?: string;
}

/** The stand-ins' file in DATA_DIR. */
export const PROVIDER_STATE_FILE = 'provider-stand-ins.json';

type ProviderName = 'google' | 'microsoft';

/** What the state file holds, per provider. */
interface SavedProviders {
  readonly version: 1;
  readonly providers: Partial<
    Record<ProviderName, { oauth: OAuthStandInState; events: StoredEvent[] }>
  >;
}

function loadSaved(path: string | undefined): SavedProviders['providers'] {
  const saved = path ? (readJsonFile(path) as Partial<SavedProviders> | undefined) : undefined;
  return saved?.version === 1 && typeof saved.providers === 'object' ? saved.providers : {};
}

const MAX_BODY = 256 * 1024;

async function readText(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function when(e: StoredEvent, provider: 'google' | 'microsoft'): string {
  const start = e.body['start'] as { dateTime?: string; timeZone?: string } | undefined;
  const end = e.body['end'] as { dateTime?: string } | undefined;
  return `${esc(start?.dateTime)} → ${esc(end?.dateTime)} (${esc(start?.timeZone)})${provider === 'google' && Array.isArray(e.body['recurrence']) ? ` ${esc((e.body['recurrence'] as string[]).join(' '))}` : ''}${provider === 'microsoft' && e.body['recurrence'] ? ` ${esc(JSON.stringify((e.body['recurrence'] as { pattern: unknown }).pattern))}` : ''}${e.cancelled?.length ? `, instances deleted: ${esc(e.cancelled.join(' '))}` : ''}`;
}

export function createProviderStandIns(options: ProviderStandInOptions) {
  const now = options.now ?? (() => Date.now());
  const saved = loadSaved(options.stateFile);
  const make = (provider: ProviderName, base: string) => {
    const oauth = createOAuthStandIn({
      provider,
      issuer: provider === 'google' ? `${base}/google` : `${base}/microsoft/common/v2.0`,
      clients: [{ ...standInClients[provider], redirectUris: options.redirectUris }],
      requiredScope: provider === 'google' ? GOOGLE_SCOPE : MICROSOFT_CALENDAR_SCOPE,
      identityScope: provider === 'google' ? GOOGLE_EMAIL_SCOPE : MICROSOFT_USER_SCOPE,
      now,
      ...(options.accessTtlMs !== undefined ? { accessTtlMs: options.accessTtlMs } : {}),
    });
    const api = createCalendarApiStandIn(provider, oauth, now);
    const kept = saved[provider];
    if (kept) {
      oauth.importState(kept.oauth);
      for (const e of kept.events) api.events.set(e.id, e);
    }
    return { oauth, api };
  };
  let built: { google: ReturnType<typeof make>; microsoft: ReturnType<typeof make> } | undefined;
  /** Built on the first request, when the public base (issuer) is known. */
  const ensure = (base: string) =>
    (built ??= { google: make('google', base), microsoft: make('microsoft', base) });

  function view(provider: 'google' | 'microsoft', list: readonly StoredEvent[]): Reply {
    const title =
      provider === 'google'
        ? 'Google Calendar (local stand-in)'
        : 'Outlook calendar (local stand-in)';
    const rows = list
      .map(
        (e) =>
          `<li><b>${esc(provider === 'google' ? e.body['summary'] : e.body['subject'])}</b> <small>${esc(e.account)}</small><br>${when(e, provider)}</li>`,
      )
      .join('');
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
      body: `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}li{margin:.5rem 0}</style></head><body><h1>${title}</h1>${rows ? `<ul id="events">${rows}</ul>` : '<p id="events">No events yet.</p>'}</body></html>`,
    };
  }

  /** Writes the stand-ins' state after a request that may have changed it. */
  function save(): void {
    if (!options.stateFile || !built) return;
    const state: SavedProviders = {
      version: 1,
      providers: {
        google: {
          oauth: built.google.oauth.exportState(),
          events: [...built.google.api.events.values()],
        },
        microsoft: {
          oauth: built.microsoft.oauth.exportState(),
          events: [...built.microsoft.api.events.values()],
        },
      },
    };
    writeJsonAtomic(options.stateFile, state);
  }

  async function dispatch(req: IncomingMessage, path: string, base: string): Promise<Reply | null> {
    const s = ensure(base);
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? '' : await readText(req);
    if (body === null) return { status: 413, headers: {}, body: '' };
    const form = () => new URLSearchParams(body);
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    if (path === '/google/view' || path === '/microsoft/view') {
      const provider = path.startsWith('/google') ? 'google' : 'microsoft';
      return view(provider, s[provider].api.live());
    }
    if (path === '/google/o/oauth2/v2/auth')
      return method === 'POST'
        ? s.google.oauth.decide(form())
        : s.google.oauth.authorizePage(query);
    if (path === '/google/token' && method === 'POST')
      return s.google.oauth.token(form(), req.headers.authorization, req.headers['content-type']);
    if (path === '/google/revoke' && method === 'POST') return s.google.oauth.revoke(form());
    if (path === '/google/v1/userinfo' && method === 'GET')
      return s.google.oauth.identity(req.headers.authorization);
    if (path === '/microsoft/v1.0/me' && method === 'GET')
      return s.microsoft.oauth.identity(req.headers.authorization);
    if (path.startsWith('/google/calendar/v3/'))
      return s.google.api.handle({
        method,
        path: path.slice('/google/calendar/v3'.length),
        authorization: req.headers.authorization,
        body,
        query,
        self: `${base}/google/calendar/v3`,
      });
    const ms = /^\/microsoft\/[A-Za-z0-9.-]+\/oauth2\/v2\.0\/(authorize|token)$/.exec(path);
    if (ms?.[1] === 'authorize')
      return method === 'POST'
        ? s.microsoft.oauth.decide(form())
        : s.microsoft.oauth.authorizePage(query);
    if (ms?.[1] === 'token' && method === 'POST')
      return s.microsoft.oauth.token(
        form(),
        req.headers.authorization,
        req.headers['content-type'],
      );
    if (path.startsWith('/microsoft/v1.0/'))
      return s.microsoft.api.handle({
        method,
        path: path.slice('/microsoft/v1.0'.length),
        authorization: req.headers.authorization,
        body,
        query,
        self: `${base}/microsoft/v1.0`,
      });
    return null;
  }

  return {
    /** The stand-ins, for tests: their tokens, events, faults. Built on the first request (or here). */
    providers(base = ''): { google: ReturnType<typeof make>; microsoft: ReturnType<typeof make> } {
      return ensure(base);
    },
    /** Serves `/providers/…`; false for any other path. `base` is this server's own origin. */
    async handle(req: IncomingMessage, res: ServerResponse, base: string): Promise<boolean> {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (!path.startsWith(`${PROVIDERS_PREFIX}/`)) return false;
      const reply = await dispatch(
        req,
        path.slice(PROVIDERS_PREFIX.length),
        `${base}${PROVIDERS_PREFIX}`,
      );
      // Reads change nothing worth keeping; a consent, a token, an event write may.
      if (req.method !== 'GET' && req.method !== 'HEAD') save();
      const out = reply ?? {
        status: 404,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: 'not_found' }),
      };
      res.writeHead(out.status, out.headers);
      res.end(out.body);
      return true;
    },
  };
}

export type ProviderStandIns = ReturnType<typeof createProviderStandIns>;
