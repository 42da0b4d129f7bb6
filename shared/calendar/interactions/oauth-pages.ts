/**
 * The browser pages of connecting Google Calendar or Outlook, on the bot's own URL:
 * - `GET /oauth/start?state=…` (the link button of `/calendar connect`): a page naming the
 *   Discord account and the provider, with a "Continue" button; nothing else happens;
 * - `POST /oauth/start` (that button, from this origin only): binds this browser with a cookie
 *   and redirects (303) to the provider's consent page;
 * - `GET /oauth/callback?code=…&state=…` (the redirect URI registered with the providers):
 *   finishes the exchange and shows a short page: which account is connected to which Discord
 *   account, return to Discord; or why not.
 * Texts come from the catalogs in the language of the user who ran the command (the browser's
 * when the state is unknown). No page shows or logs a code, a state or a token.
 */
import type { Logger } from '../../usecases/ports.js';
import type { Translate } from '../../i18n.js';
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH } from './oauth-paths.js';
import type { ConnectionStore } from '../usecases/calendar-ports.js';
import type { Sealer } from '../usecases/calendar-connect.js';
import {
  describeAuthorization,
  finishAuthorization,
  startAuthorization,
  STATE_TTL_MS,
  type InteractionReply,
  type OAuthFlows,
  type OAuthStateStore,
} from '../usecases/calendar-oauth.js';
import type { Clock } from '../../usecases/ports.js';
import { escapeHtml, pageHtml } from '../../interactions/page-shell.js';
import { browserLocale } from '../../interactions/zone-page.js';
import { providerName } from './provider-names.js';
import { fromOrigin, pageSecurityHeaders } from '../../interactions/page-headers.js';

export interface OAuthPageDeps {
  readonly oauthStates: OAuthStateStore;
  readonly flows: OAuthFlows;
  readonly connections: ConnectionStore;
  readonly sealer: Sealer | null;
  readonly clock: Clock;
  readonly translate: Translate;
  readonly log: Logger;
  /**
   * Says in Discord that the calendar is connected, by editing the reply that carried the link
   * (the interaction's webhook, shared/adapters/discord/rest.ts); false when Discord did not take it.
   */
  readonly announce?: (reply: InteractionReply, content: string) => Promise<boolean>;
}

export interface OAuthPageRequest {
  /** GET, or POST for the start page's button. */
  readonly method: string;
  readonly path: string;
  /** The raw query string, without `?`. */
  readonly query: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  /** `name=value` pairs (a Function URL event's `cookies`). */
  readonly cookies: readonly string[];
  /** The POST's form body (`application/x-www-form-urlencoded`); '' for a GET. */
  readonly body: string;
}

export interface OAuthPageResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Set-Cookie values. */
  readonly cookies?: readonly string[];
}

export const isOAuthPath = (path: string): boolean =>
  path === OAUTH_START_PATH || path === OAUTH_CALLBACK_PATH;

const common = {
  // The callback URL carries a code: never sent on as a Referer (pageSecurityHeaders).
  ...pageSecurityHeaders,
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** HTTP status for each way a page can end (4xx: the link is the problem; nothing here is a 5xx). */
const statusOf: Readonly<Record<string, number>> = {
  confirm: 200,
  connected: 200,
  denied: 200,
  unknown: 400,
  other_browser: 403,
  cross_site: 403,
  expired: 410,
  replayed: 410,
  failed: 400,
  unavailable: 404,
};

type T = (key: string, params?: Record<string, unknown>) => string;

function page(
  t: T,
  locale: string,
  kind: string,
  params: Record<string, unknown> = {},
  extra: { html: string; formAction: string } | null = null,
): OAuthPageResponse {
  const title = t('calendar.oauth.page_title');
  const icon = kind === 'connected' ? '✅ ' : kind === 'confirm' ? '' : '⚠️ ';
  const html = pageHtml({
    locale,
    title,
    icon,
    body: `<p id="result" data-outcome="${kind}">${escapeHtml(t(`calendar.oauth.${kind}`, params))}</p>${extra?.html ?? ''}`,
  });
  // The confirmation's form posts here, and its answer leads on to the provider's consent page
  // (browsers apply form-action to that redirect too); every other page has no form at all.
  const csp = extra
    ? common['content-security-policy'].replace(
        "form-action 'none'",
        `form-action ${extra.formAction}`,
      )
    : common['content-security-policy'];
  return {
    status: statusOf[kind] ?? 400,
    headers: {
      ...common,
      'content-security-policy': csp,
      'content-type': 'text/html; charset=utf-8',
    },
    body: html,
  };
}

/** The start page: whose Discord account, which provider, and a button that POSTs the state back here. */
function confirmPage(
  t: T,
  locale: string,
  input: { state: string; provider: string; user: string; consentOrigin: string | null },
): OAuthPageResponse {
  const form = `<p id="warning">${escapeHtml(t('calendar.oauth.confirm_warning'))}</p><form method="post"><input type="hidden" name="state" value="${escapeHtml(input.state)}"><button type="submit">${escapeHtml(t('calendar.oauth.confirm_button', { provider: input.provider }))}</button></form>`;
  return page(
    t,
    locale,
    'confirm',
    { provider: input.provider, user: input.user },
    { html: form, formAction: `'self'${input.consentOrigin ? ` ${input.consentOrigin}` : ''}` },
  );
}

function cookieMap(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs.flatMap((p) => p.split(/;\s*/))) {
    const at = pair.indexOf('=');
    if (at > 0) out[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return out;
}

export function createOAuthPages(
  deps: OAuthPageDeps,
): (req: OAuthPageRequest) => Promise<OAuthPageResponse> {
  return async (req) => {
    const cookies = cookieMap(req.cookies);
    const query = new URLSearchParams(req.query);
    const now = deps.clock.now();
    const fallback = browserLocale(req.headers);
    const secure =
      (req.headers['x-forwarded-proto'] ?? '') === 'https' ||
      (req.headers['host'] ?? '').endsWith('.on.aws');
    const translator =
      (locale: string): T =>
      (k, p) =>
        deps.translate(locale, k, p);
    if (req.method !== 'GET' && !(req.method === 'POST' && req.path === OAUTH_START_PATH)) {
      const refused = page(translator(fallback), fallback, 'unknown');
      return {
        ...refused,
        status: 405,
        headers: { ...refused.headers, allow: req.path === OAUTH_START_PATH ? 'GET, POST' : 'GET' },
      };
    }
    if (req.path === OAUTH_START_PATH && req.method === 'GET') {
      const state = query.get('state') ?? undefined;
      const outcome = await describeAuthorization(deps, { state, now });
      deps.log.info('oauth_start', { outcome: outcome.kind });
      const locale = outcome.locale ?? fallback;
      const t = translator(locale);
      if (outcome.kind !== 'confirm') return page(t, locale, outcome.kind);
      return confirmPage(t, locale, {
        state: state ?? '',
        provider: providerName(t, outcome.provider),
        user: outcome.userName,
        consentOrigin: await deps.flows.consentOrigin(outcome.provider),
      });
    }
    if (req.path === OAUTH_START_PATH) {
      const outcome = await startAuthorization(deps, {
        state: new URLSearchParams(req.body).get('state') ?? undefined,
        cookies,
        fromOrigin: (origin) => fromOrigin(req.headers, origin),
        now,
      });
      deps.log.info('oauth_start', { outcome: outcome.kind, method: 'POST' });
      if (outcome.kind !== 'redirect') {
        const locale = outcome.locale ?? fallback;
        return page(translator(locale), locale, outcome.kind);
      }
      const set = outcome.cookie
        ? [
            `${outcome.cookieName}=${outcome.cookie}; Path=/oauth; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
          ]
        : [];
      // 303: the browser follows with a GET, whatever the POST was.
      return { status: 303, headers: { ...common, location: outcome.url }, body: '', cookies: set };
    }
    const outcome = await finishAuthorization(deps, {
      callback: new URL(`${OAUTH_CALLBACK_PATH}?${req.query}`, 'http://localhost'),
      cookies,
      now,
    });
    deps.log.info('oauth_callback', {
      outcome: outcome.kind,
      ...(outcome.kind === 'connected'
        ? { userId: outcome.userId, provider: outcome.provider }
        : {}),
    });
    const locale = outcome.locale ?? fallback;
    const t = (k: string, p?: Record<string, unknown>) => deps.translate(locale, k, p);
    if (outcome.kind !== 'connected') return page(t, locale, outcome.kind);
    const provider = providerName(t, outcome.provider);
    if (outcome.reply && deps.announce) {
      // Back in Discord, the link's reply now says it worked; the page says it either way.
      const told = await deps
        .announce(
          outcome.reply,
          t('calendar.oauth.connected_discord', { provider, account: outcome.account }),
        )
        .catch(() => false);
      deps.log.info('oauth_announce', { userId: outcome.userId, ok: told });
    }
    return page(t, locale, outcome.kind, {
      provider,
      account: outcome.account,
      user: outcome.userName,
    });
  };
}
