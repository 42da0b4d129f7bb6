/**
 * A Google or Microsoft connection as the sync engine uses it: the refresh token opened from
 * the connection's sealed credentials, access tokens refreshed from it (kept in memory per
 * process until a minute before they expire), a rotated refresh token sealed and stored again,
 * and revocation where the provider offers it.
 */
import { createHash } from 'node:crypto';
import type { OAuthClientConfig } from '../providers/oauth-providers.js';
import type { Connection, ConnectionStore } from '../usecases/calendar-ports.js';
import { credentialContext, type CredentialCipher } from '../usecases/cipher.js';
import type { ProviderSession } from '../usecases/calendar-sync.js';
import type { OAuthClientFactory, TokenSource } from './oauth-calendars.js';
import { refreshAccessToken, revokeToken, type RefreshResult } from './oauth-client.js';

/** Access tokens by connection and refresh token; a warm function reuses them across invocations. */
const accessTokens = new Map<string, { accessToken: string; expiresAt: number }>();
const EARLY_MS = 60_000;

export interface OAuthSessionDeps {
  readonly cipher: Pick<CredentialCipher, 'seal'>;
  readonly connections: Pick<ConnectionStore, 'reseal'>;
  readonly now: () => number;
  readonly fetch?: typeof fetch;
}

/** What a connection's check and the engine need: the session, and one refresh to prove the grant works. */
export interface OAuthSession extends ProviderSession {
  refreshNow(): Promise<RefreshResult>;
}

export function oauthSession(
  cfg: OAuthClientConfig,
  connection: Connection,
  refreshToken: string,
  clientOf: OAuthClientFactory,
  deps: OAuthSessionDeps,
): OAuthSession {
  let current = refreshToken;
  const cacheKey = () =>
    `${connection.userId}|${connection.provider}|${createHash('sha256').update(current).digest('hex')}`;

  async function refreshNow(): Promise<RefreshResult> {
    accessTokens.delete(cacheKey());
    const result = await refreshAccessToken(cfg, current, deps.now(), deps.fetch);
    if (!result.ok) return result;
    if (result.refreshToken && result.refreshToken !== current) {
      // Microsoft hands out a new refresh token with each refresh: keep the newest, sealed.
      current = result.refreshToken;
      const sealed = await deps.cipher.seal(
        JSON.stringify({ refreshToken: current }),
        credentialContext(connection.userId, connection.provider),
      );
      await deps.connections.reseal(connection.userId, connection.provider, sealed);
    }
    accessTokens.set(cacheKey(), { accessToken: result.accessToken, expiresAt: result.expiresAt });
    return result;
  }

  const tokens: TokenSource = {
    async token() {
      const cached = accessTokens.get(cacheKey());
      if (cached && cached.expiresAt - EARLY_MS > deps.now())
        return { ok: true, accessToken: cached.accessToken };
      const result = await refreshNow();
      if (result.ok) return { ok: true, accessToken: result.accessToken };
      return {
        ok: false,
        kind: result.kind === 'invalid' ? 'unauthorized' : 'retry',
        reason: result.reason,
      };
    },
  };

  return {
    client: clientOf(cfg.api, connection.target || cfg.defaultTarget, tokens, deps.fetch),
    refreshNow,
    // After a 401: a new access token once. A refused refresh token means the user must reconnect;
    // a token endpoint that is down is not the user's doing, so the engine tries again (and gets a retry).
    async refresh() {
      const result = await refreshNow();
      return result.ok || result.kind === 'transient';
    },
    revoke: () => revokeToken(cfg, current, deps.fetch),
  };
}
