/**
 * The adapters of the OAuth pages (`/oauth/start`, `/oauth/callback`), built once per process.
 * In AWS this runs in its own lazily loaded module of the public pages function
 * (functions/public-pages/oauth.ts): oauth4webapi stays out of what a feed or `/tz` request
 * loads, and out of the interactions function altogether.
 */
import { createDocumentClient } from '../adapters/dynamo/client.js';
import { createCalendarSyncStores } from './adapters/dynamo/calendar-sync-repo.js';
import { createOAuthStateStore } from './adapters/dynamo/oauth-state-repo.js';
import { accountEmail, authorizationUrl, exchangeCode } from './adapters/oauth-client.js';
import { limitedFetch } from './adapters/outbound.js';
import { createLogger } from '../adapters/log.js';
import { createDiscordMessenger } from '../adapters/discord/rest.js';
import type { Logger } from '../usecases/ports.js';
import { oauthClient } from './providers/oauth-providers.js';
import { tableNames, type Config } from '../config.js';
import { createTranslator } from '../i18n.js';
import { calendarSealer } from '../interactions-deps.js';
import type { OAuthPageDeps } from './interactions/oauth-pages.js';
import type { OAuthFlows } from './usecases/calendar-oauth.js';
import { installTimeVocabularies } from '../time-vocabularies.js';

/** How long the callback page waits for Discord to take the edit that says the calendar is connected. */
export const ANNOUNCE_WITHIN_MS = 5_000;

/** The provider side of the flow for this configuration (client ids and secrets, endpoints). */
export function oauthFlows(
  config: Config,
  log: Logger,
  baseFetch: typeof fetch = fetch,
): OAuthFlows {
  // The code exchange answers a browser that waits: the provider call limits hold here too.
  const fetchImpl = limitedFetch(baseFetch);
  return {
    async authorizationUrl(provider, input) {
      const cfg = await oauthClient(config, provider, false);
      return cfg ? authorizationUrl(cfg, input) : null;
    },
    async consentOrigin(provider) {
      const cfg = await oauthClient(config, provider, false);
      return cfg ? new URL(cfg.authorization).origin : null;
    },
    async exchange(provider, input) {
      const cfg = await oauthClient(config, provider);
      if (!cfg) return { ok: false, error: 'failed' };
      const result = await exchangeCode(cfg, input, fetchImpl);
      // The reason is an OAuth error code or an error's name: never a code or a token.
      if (!result.ok)
        log.info('oauth_exchange_failed', {
          provider,
          error: result.error,
          reason: result.reason ?? null,
        });
      if (!result.ok) return { ok: false, error: result.error };
      // Which account was connected is what the result page and /calendar status show: without it, nothing is connected.
      const account = await accountEmail(cfg, result.accessToken, fetchImpl);
      if (!account)
        log.info('oauth_exchange_failed', {
          provider,
          error: 'failed',
          reason: 'no account email',
        });
      return account
        ? { ok: true, refreshToken: result.refreshToken, account }
        : { ok: false, error: 'failed' };
    },
  };
}

export function createOAuthPageDeps(
  config: Config,
  overrides: { log?: Logger; fetch?: typeof fetch; now?: () => number } = {},
): OAuthPageDeps {
  installTimeVocabularies();
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const log = overrides.log ?? createLogger({ fn: 'public-pages', part: 'oauth' });
  return {
    oauthStates: createOAuthStateStore(doc, tables),
    flows: oauthFlows(config, log, overrides.fetch),
    connections: createCalendarSyncStores(doc, tables).connections,
    sealer: calendarSealer(config),
    clock: { now: overrides.now ?? (() => Date.now()) },
    translate: createTranslator(),
    log,
    // Through the one REST client's interaction webhook (no bot token; 429 and 5xx retried).
    announce: (reply, content) =>
      createDiscordMessenger({ apiBase: config.DISCORD_API_BASE }).send(
        reply,
        {
          method: 'PATCH',
          original: true,
          body: { content, components: [], allowed_mentions: { parse: [] } },
        },
        ANNOUNCE_WITHIN_MS,
      ),
  };
}
