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
import { lazyAdapter } from '../adapters/lazy-adapter.js';
import type { InteractionWebhook } from '../interactions/late-answer.js';
import type { Logger } from '../usecases/ports.js';
import { oauthClient } from './providers/oauth-providers.js';
import { tableNames, type Config } from '../config.js';
import { createTranslator } from '../i18n.js';
import { calendarSealer } from '../interactions-deps.js';
import type { OAuthPageDeps } from './interactions/oauth-pages.js';
import type { OAuthFlows } from './usecases/calendar-oauth.js';
import { installTimeVocabularies } from '../time-vocabularies.js';

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

/**
 * The connected message's edit is retried (429, 5xx, connection errors) for this long after the
 * callback, each try at most {@link ANNOUNCE_TIMEOUT_MS}: the browser waits for it, and the public
 * pages function's timeout is 10 s (infra/stack.ts).
 */
const ANNOUNCE_WITHIN_MS = 3000;
const ANNOUNCE_TIMEOUT_MS = 2500;

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
  // The interaction's webhook (the late answers' client: 429 and 5xx retried), loaded with the
  // first connected calendar; the interaction token is its credential, no bot token is held here.
  const webhook = lazyAdapter<InteractionWebhook>(async () =>
    (await import('../adapters/discord/rest.js')).createDiscordMessenger({
      apiBase: config.DISCORD_API_BASE,
      timeoutMs: ANNOUNCE_TIMEOUT_MS,
    }),
  );
  return {
    oauthStates: createOAuthStateStore(doc, tables),
    flows: oauthFlows(config, log, overrides.fetch),
    connections: createCalendarSyncStores(doc, tables).connections,
    sealer: calendarSealer(config),
    clock: { now: overrides.now ?? (() => Date.now()) },
    translate: createTranslator(),
    log,
    announce: (reply, content) =>
      webhook.send(
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
