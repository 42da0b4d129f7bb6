/**
 * The two browser pages of connecting Google Calendar or Outlook, on the bot's own URL:
 * - `GET /oauth/start?state=…` (the link button of `/calendar connect`): binds this browser
 *   with a cookie and redirects (302) to the provider's consent page;
 * - `GET /oauth/callback?code=…&state=…` (the redirect URI registered with the providers):
 *   finishes the exchange and shows a short page: connected, return to Discord; or why not.
 * Texts come from the catalogs in the language of the user who ran the command (the browser's
 * when the state is unknown). No page shows or logs a code, a state or a token.
 */
import type { Logger } from '../adapters/log.js';
import type { Translate } from '../i18n.js';
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH } from '../calendar/oauth-providers.js';
import type { ConnectionStore } from '../usecases/calendar-ports.js';
import type { Sealer } from '../usecases/calendar-connect.js';
import { finishAuthorization, startAuthorization, STATE_TTL_MS, type OAuthFlows, type OAuthStateStore } from '../usecases/calendar-oauth.js';
import type { Clock } from '../usecases/ports.js';
import { browserLocale, escapeHtml } from './zone-page.js';
import { providerName } from './provider-names.js';
import { pageSecurityHeaders } from './page-headers.js';

export interface OAuthPageDeps {
  readonly oauthStates: OAuthStateStore;
  readonly flows: OAuthFlows;
  readonly connections: ConnectionStore;
  readonly sealer: Sealer | null;
  readonly clock: Clock;
  readonly translate: Translate;
  readonly log: Logger;
}

export interface OAuthPageRequest {
  readonly path: string;
  /** The raw query string, without `?`. */
  readonly query: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** `name=value` pairs (a Function URL event's `cookies`). */
  readonly cookies: readonly string[];
}

export interface OAuthPageResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Set-Cookie values. */
  readonly cookies?: readonly string[];
}

export const isOAuthPath = (path: string): boolean => path === OAUTH_START_PATH || path === OAUTH_CALLBACK_PATH;

const common = {
  // The callback URL carries a code: never sent on as a Referer (pageSecurityHeaders).
  ...pageSecurityHeaders,
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** HTTP status for each way a page can end (4xx: the link is the problem; nothing here is a 5xx). */
const statusOf: Readonly<Record<string, number>> = { connected: 200, denied: 200, unknown: 400, other_browser: 403, expired: 410, replayed: 410, failed: 400, unavailable: 404 };

function page(t: (key: string, params?: Record<string, unknown>) => string, locale: string, kind: string, params: Record<string, unknown> = {}): OAuthPageResponse {
  const title = t('calendar.oauth.page_title');
  const ok = kind === 'connected';
  const html = `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}</style></head><body><h1>${ok ? '✅' : '⚠️'} ${escapeHtml(title)}</h1><p id="result" data-outcome="${kind}">${escapeHtml(t(`calendar.oauth.${kind}`, params))}</p></body></html>`;
  return { status: statusOf[kind] ?? 400, headers: { ...common, 'content-type': 'text/html; charset=utf-8' }, body: html };
}

function cookieMap(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs.flatMap((p) => p.split(/;\s*/))) {
    const at = pair.indexOf('=');
    if (at > 0) out[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return out;
}

export function createOAuthPages(deps: OAuthPageDeps): (req: OAuthPageRequest) => Promise<OAuthPageResponse> {
  return async (req) => {
    const cookies = cookieMap(req.cookies);
    const query = new URLSearchParams(req.query);
    const now = deps.clock.now();
    const fallback = browserLocale(req.headers);
    const secure = (req.headers['x-forwarded-proto'] ?? '') === 'https' || (req.headers['host'] ?? '').endsWith('.on.aws');
    if (req.path === OAUTH_START_PATH) {
      const outcome = await startAuthorization(deps, { state: query.get('state') ?? undefined, cookies, now });
      deps.log.info('oauth_start', { outcome: outcome.kind });
      if (outcome.kind !== 'redirect') {
        const locale = outcome.locale ?? fallback;
        return page((k, p) => deps.translate(locale, k, p), locale, outcome.kind);
      }
      const set = outcome.cookie ? [`${outcome.cookieName}=${outcome.cookie}; Path=/oauth; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`] : [];
      return { status: 302, headers: { ...common, location: outcome.url }, body: '', cookies: set };
    }
    const outcome = await finishAuthorization(deps, { callback: new URL(`${OAUTH_CALLBACK_PATH}?${req.query}`, 'http://localhost'), cookies, now });
    deps.log.info('oauth_callback', { outcome: outcome.kind, ...(outcome.kind === 'connected' ? { userId: outcome.userId, provider: outcome.provider } : {}) });
    const locale = outcome.locale ?? fallback;
    const t = (k: string, p?: Record<string, unknown>) => deps.translate(locale, k, p);
    const provider = outcome.kind === 'connected' ? providerName(t, outcome.provider) : '';
    return page(t, locale, outcome.kind, { provider });
  };
}
