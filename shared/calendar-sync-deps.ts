import { KMSClient } from '@aws-sdk/client-kms';
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createCalendarSyncStores } from './adapters/dynamo/calendar-sync-repo.js';
import { createEventStore } from './adapters/dynamo/event-repo.js';
import { createReminderStore } from './adapters/dynamo/reminder-repo.js';
import { discoverCaldav } from './adapters/calendar/caldav.js';
import { kmsCipher } from './adapters/calendar/kms-cipher.js';
import { localCipher } from './adapters/calendar/local-cipher.js';
import { createSessions } from './adapters/calendar/sessions.js';
import { credentialContext } from './usecases/cipher.js';
import { createLogger, type Logger } from './adapters/log.js';
import { tableNames, type Config } from './config.js';
import type { CredentialCipher } from './usecases/cipher.js';
import type { ConnectionCheck, StreamDeps } from './usecases/calendar-stream.js';
import type { OAuthSession } from './adapters/calendar/oauth-session.js';
import type { Connection } from './usecases/calendar-ports.js';
import type { ProviderSession } from './usecases/calendar-sync.js';

/**
 * KMS in AWS (CALENDAR_KMS_KEY_ID opens, its public half CALENDAR_PUBLIC_KEY seals what the sync
 * function stores again), else the key file in DATA_DIR (local runtime). A key without its public
 * half fails at cold start, not at the first refresh.
 */
export function calendarCipher(config: Config): CredentialCipher {
  if (!config.CALENDAR_KMS_KEY_ID) return localCipher(config.DATA_DIR);
  if (!config.CALENDAR_PUBLIC_KEY) throw new Error('CALENDAR_KMS_KEY_ID is set without CALENDAR_PUBLIC_KEY: rotated refresh tokens could not be sealed');
  return kmsCipher(new KMSClient({ region: config.AWS_REGION }), config.CALENDAR_KMS_KEY_ID, config.CALENDAR_PUBLIC_KEY);
}

/**
 * A new Google or Microsoft connection works when its refresh token gets an access token. A
 * refused grant is rejected; a token endpoint that is down throws, so the stream tries again.
 */
async function checkOAuth(session: ProviderSession | null, connection: Connection): Promise<ConnectionCheck> {
  const { provider } = connection;
  if (!session || !('refreshNow' in session)) return { status: 'rejected', reason: 'calendar_provider_unavailable' };
  const result = await (session as OAuthSession).refreshNow();
  // The label stays the account's email the callback stored.
  if (result.ok) return { status: 'connected', target: provider === 'google' ? 'primary' : 'me', label: connection.label };
  if (result.kind === 'invalid') return { status: 'rejected', reason: 'oauth_refused' };
  throw new Error(`${provider} token endpoint unavailable`);
}

/** The sync function's adapters, built once per process. */
export function createCalendarSyncDeps(config: Config, overrides: { log?: Logger; fetch?: typeof fetch; now?: () => number } = {}): StreamDeps {
  const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
  const tables = tableNames(config);
  const cipher = calendarCipher(config);
  const now = overrides.now ?? (() => Date.now());
  const events = createEventStore(doc, tables, createReminderStore(doc, tables, config.DUE_SHARDS));
  const fetchImpl = overrides.fetch ?? fetch;
  const stores = createCalendarSyncStores(doc, tables);
  const sessions = createSessions({ cipher, now, fetch: fetchImpl, oauth: { config, connections: stores.connections } });
  return {
    ...stores,
    events,
    eventList: events,
    sessions,
    clock: { now },
    log: overrides.log ?? createLogger({ fn: 'calendar-sync' }),
    async check(connection) {
      if (connection.provider !== 'caldav') return checkOAuth(await sessions(connection), connection);
      const secret = JSON.parse(await cipher.open(connection.sealed, credentialContext(connection.userId, connection.provider))) as Record<string, string>;
      const found = await discoverCaldav({ serverUrl: secret['serverUrl'] ?? '', username: secret['username'] ?? '', password: secret['password'] ?? '' }, fetchImpl);
      return found.ok ? { status: 'connected', target: found.calendarUrl, label: found.calendarName } : { status: 'rejected', reason: found.error };
    },
  };
}
