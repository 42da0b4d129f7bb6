/**
 * Builds a provider session from a stored connection: opens its sealed credentials (only here,
 * in the sync function) and binds the provider's client to them.
 */
import type { Connection, ConnectionStore } from '../../usecases/calendar-ports.js';
import { oauthClient } from '../../calendar/oauth-providers.js';
import type { Config } from '../../config.js';
import { credentialContext, type CredentialCipher } from '../../usecases/cipher.js';
import type { ProviderSession } from '../../usecases/calendar-sync.js';
import { caldavClient, type CaldavCredentials } from './caldav.js';
import { oauthSession } from './oauth-session.js';

export interface SessionOptions {
  readonly cipher: CredentialCipher;
  readonly now: () => number;
  readonly fetch?: typeof fetch;
  /** Google and Microsoft: the OAuth clients' config, and where a rotated refresh token is stored. */
  readonly oauth?: { readonly config: Config; readonly connections: Pick<ConnectionStore, 'reseal'> };
}

export function createSessions(options: SessionOptions): (connection: Connection) => Promise<ProviderSession | null> {
  return async (connection) => {
    const secret = JSON.parse(await options.cipher.open(connection.sealed, credentialContext(connection.userId, connection.provider))) as Record<string, string>;
    switch (connection.provider) {
      case 'caldav': {
        const creds: CaldavCredentials = { serverUrl: secret['serverUrl'] ?? '', username: secret['username'] ?? '', password: secret['password'] ?? '' };
        return { client: caldavClient({ ...creds, calendarUrl: connection.target }, options.now, options.fetch) };
      }
      case 'google':
      case 'microsoft': {
        // Not configured (any more) by the operator: nothing can be pushed.
        const cfg = options.oauth ? oauthClient(options.oauth.config, connection.provider) : null;
        if (!cfg || !secret['refreshToken']) return null;
        return oauthSession(cfg, connection, secret['refreshToken'], { cipher: options.cipher, connections: options.oauth?.connections ?? { reseal: async () => undefined }, now: options.now, ...(options.fetch ? { fetch: options.fetch } : {}) });
      }
    }
  };
}
