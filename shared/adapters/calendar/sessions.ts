/**
 * Builds a provider session from a stored connection: opens its sealed credentials (only here,
 * in the sync function) and binds the provider's client to them.
 */
import type { Connection } from '../../usecases/calendar-ports.js';
import { credentialContext, type CredentialCipher } from '../../usecases/cipher.js';
import type { ProviderSession } from '../../usecases/calendar-sync.js';
import { caldavClient, type CaldavCredentials } from './caldav.js';

export interface SessionOptions {
  readonly cipher: CredentialCipher;
  readonly now: () => number;
  readonly fetch?: typeof fetch;
}

export function createSessions(options: SessionOptions): (connection: Connection) => Promise<ProviderSession | null> {
  return async (connection) => {
    const secret = JSON.parse(await options.cipher.open(connection.sealed, credentialContext(connection.userId, connection.provider))) as Record<string, string>;
    switch (connection.provider) {
      case 'caldav': {
        const creds: CaldavCredentials = { serverUrl: secret['serverUrl'] ?? '', username: secret['username'] ?? '', password: secret['password'] ?? '' };
        return { client: caldavClient({ ...creds, calendarUrl: connection.target }, options.now, options.fetch) };
      }
      default:
        // Google and Microsoft clients are not part of this release's sync function yet.
        return null;
    }
  };
}
