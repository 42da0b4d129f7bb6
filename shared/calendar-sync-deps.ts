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
import type { StreamDeps } from './usecases/calendar-stream.js';

/** KMS in AWS (CALENDAR_KMS_KEY_ID), else the key file in DATA_DIR (local runtime). */
export function calendarCipher(config: Config): CredentialCipher {
  return config.CALENDAR_KMS_KEY_ID ? kmsCipher(new KMSClient({ region: config.AWS_REGION }), config.CALENDAR_KMS_KEY_ID) : localCipher(config.DATA_DIR);
}

/** The sync function's adapters, built once per process. */
export function createCalendarSyncDeps(config: Config, overrides: { log?: Logger; fetch?: typeof fetch; now?: () => number } = {}): StreamDeps {
  const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
  const tables = tableNames(config);
  const cipher = calendarCipher(config);
  const now = overrides.now ?? (() => Date.now());
  const events = createEventStore(doc, tables, createReminderStore(doc, tables, config.DUE_SHARDS));
  const fetchImpl = overrides.fetch ?? fetch;
  return {
    ...createCalendarSyncStores(doc, tables),
    events,
    eventList: events,
    sessions: createSessions({ cipher, now, fetch: fetchImpl }),
    clock: { now },
    log: overrides.log ?? createLogger({ fn: 'calendar-sync' }),
    async check(connection) {
      if (connection.provider !== 'caldav') return { status: 'rejected', reason: 'calendar_provider_unavailable' };
      const secret = JSON.parse(await cipher.open(connection.sealed, credentialContext(connection.userId, connection.provider))) as Record<string, string>;
      const found = await discoverCaldav({ serverUrl: secret['serverUrl'] ?? '', username: secret['username'] ?? '', password: secret['password'] ?? '' }, fetchImpl);
      return found.ok ? { status: 'connected', target: found.calendarUrl, label: found.calendarName } : { status: 'rejected', reason: found.error };
    },
  };
}
