/**
 * Builds a provider session from a stored connection: opens its sealed credentials (only here,
 * in the sync function) and binds the provider's client to them.
 */
import type { Connection, ConnectionStore } from '../usecases/calendar-ports.js';
import { oauthClient } from '../providers/oauth-providers.js';
import type { Config } from '../../config.js';
import { credentialContext, type CredentialCipher } from '../usecases/cipher.js';
import type { ProviderSession } from '../usecases/calendar-sync.js';
import { limitedFetch, type ProviderCallLimits } from './outbound.js';
import type { CaldavNetwork } from './caldav-fetch.js';
import { caldavClient, type CaldavCredentials } from './caldav.js';
import { oauthSession } from './oauth-session.js';

export interface SessionOptions {
  readonly cipher: CredentialCipher;
  readonly now: () => number;
  /** Google's and Microsoft's APIs and token endpoints (CalDAV has its own guarded fetch). */
  readonly fetch?: typeof fetch;
  /** Timeout and size cap of every provider call. */
  readonly limits?: ProviderCallLimits;
  /** Where CalDAV servers may be (the local runtime's setting), and an injected resolver in tests. */
  readonly caldav: Pick<CaldavNetwork, 'allowLocal' | 'resolve'>;
  /** Google and Microsoft: the OAuth clients' config, and where a rotated refresh token is stored. */
  readonly oauth?: {
    readonly config: Config;
    readonly connections: Pick<ConnectionStore, 'reseal'>;
  };
}

/** Sessions whose every call has the limits and, when given, the connection's time budget for this invocation. */
export function createSessions(
  options: SessionOptions,
): (connection: Connection, budget?: AbortSignal) => Promise<ProviderSession | null> {
  return async (connection, budget) => {
    const secret = JSON.parse(
      await options.cipher.open(
        connection.sealed,
        credentialContext(connection.userId, connection.provider),
      ),
    ) as Record<string, string>;
    switch (connection.provider) {
      case 'caldav': {
        const creds: CaldavCredentials = {
          serverUrl: secret['serverUrl'] ?? '',
          username: secret['username'] ?? '',
          password: secret['password'] ?? '',
        };
        return {
          client: caldavClient({ ...creds, calendarUrl: connection.target }, options.now, {
            ...options.caldav,
            ...(options.limits ? { limits: options.limits } : {}),
            ...(budget ? { budget } : {}),
          }),
        };
      }
      case 'google':
      case 'microsoft': {
        // Not configured (any more) by the operator: nothing can be pushed.
        const cfg = options.oauth ? oauthClient(options.oauth.config, connection.provider) : null;
        if (!cfg || !secret['refreshToken']) return null;
        return oauthSession(cfg, connection, secret['refreshToken'], {
          cipher: options.cipher,
          connections: options.oauth?.connections ?? { reseal: async () => undefined },
          now: options.now,
          fetch: limitedFetch(options.fetch ?? fetch, options.limits, budget),
        });
      }
    }
  };
}
