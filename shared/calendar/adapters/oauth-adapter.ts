/**
 * Google's and Microsoft's adapter: the refresh token opened from the connection, a session that
 * refreshes access tokens from it (oauth-session.ts), and the provider's calendar client.
 */
import {
  oauthClient,
  type OAuthClientConfig,
  type OAuthProvider,
} from '../providers/oauth-providers.js';
import type { Connection } from '../usecases/calendar-ports.js';
import type { OAuthClientFactory } from './oauth-calendars.js';
import { oauthSession, type OAuthSession } from './oauth-session.js';
import { limitedFetch } from './outbound.js';
import type { OpenedSecret, ProviderAdapter, SessionOptions } from './provider-adapter.js';

export function oauthAdapter(
  provider: OAuthProvider,
  clientOf: OAuthClientFactory,
): ProviderAdapter {
  // Not configured (any more) by the operator: nothing can be pushed.
  const configured = async (options: SessionOptions) =>
    options.oauth ? oauthClient(options.oauth.config, provider) : null;
  function sessionWith(
    cfg: OAuthClientConfig | null,
    secret: OpenedSecret,
    connection: Connection,
    options: SessionOptions,
    budget?: AbortSignal,
  ): OAuthSession | null {
    if (!cfg || !secret['refreshToken']) return null;
    return oauthSession(cfg, connection, secret['refreshToken'], clientOf, {
      cipher: options.cipher,
      connections: options.oauth?.connections ?? { reseal: async () => undefined },
      now: options.now,
      fetch: limitedFetch(options.fetch ?? fetch, options.limits, budget),
    });
  }
  return {
    async session(secret, connection, options, budget) {
      return sessionWith(await configured(options), secret, connection, options, budget);
    },
    /**
     * A new connection works when its refresh token gets an access token. A refused grant, and a
     * token endpoint that does not answer, reject it: a provider failure never fails the stream
     * record (the user connects again; /calendar status says so).
     */
    async check(secret, connection, options, budget) {
      const cfg = await configured(options);
      const opened = cfg && sessionWith(cfg, secret, connection, options, budget);
      if (!opened) return { status: 'rejected', reason: 'calendar_provider_unavailable' };
      const result = await opened.refreshNow();
      // The label stays the account's email the callback stored.
      if (result.ok)
        return { status: 'connected', target: cfg.defaultTarget, label: connection.label };
      return {
        status: 'rejected',
        reason: result.kind === 'invalid' ? 'oauth_refused' : 'calendar_check_unreachable',
      };
    },
  };
}
