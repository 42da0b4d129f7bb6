import { KMSClient } from '@aws-sdk/client-kms';
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createCalendarSyncStores } from './adapters/dynamo/calendar-sync-repo.js';
import { createRateLog } from './adapters/dynamo/rate-log-repo.js';
import { createEventStore } from './adapters/dynamo/event-repo.js';
import { createReminderStore } from './adapters/dynamo/reminder-repo.js';
import { discoverCaldav } from './adapters/calendar/caldav.js';
import { kmsCipher } from './adapters/calendar/kms-cipher.js';
import { localCipher } from './adapters/calendar/local-cipher.js';
import { createSessions } from './adapters/calendar/sessions.js';
import type { Resolver } from './adapters/http/caldav-fetch.js';
import {
  connectionBudgets,
  providerCallDefaults,
  type ProviderCallLimits,
} from './adapters/http/outbound.js';
import { credentialContext } from './usecases/cipher.js';
import { createLogger } from './adapters/log.js';
import type { Logger } from './usecases/ports.js';
import { tableNames, type Config } from './config.js';
import type { CredentialCipher } from './usecases/cipher.js';
import type { ConnectionCheck, StreamDeps } from './usecases/calendar-stream.js';
import type { OAuthSession } from './adapters/calendar/oauth-session.js';
import type { Connection } from './usecases/calendar-ports.js';
import type { ProviderSession } from './usecases/calendar-sync.js';
import { installTimeVocabularies } from './time-vocabularies.js';

/**
 * KMS in AWS (CALENDAR_KMS_KEY_ID opens, its public half CALENDAR_PUBLIC_KEY seals what the sync
 * function stores again), else the key file in DATA_DIR (local runtime). A key without its public
 * half fails at cold start, not at the first refresh.
 */
export function calendarCipher(config: Config): CredentialCipher {
  if (!config.CALENDAR_KMS_KEY_ID) return localCipher(config.DATA_DIR);
  if (!config.CALENDAR_PUBLIC_KEY)
    throw new Error(
      'CALENDAR_KMS_KEY_ID is set without CALENDAR_PUBLIC_KEY: rotated refresh tokens could not be sealed',
    );
  return kmsCipher(
    new KMSClient({ region: config.AWS_REGION }),
    config.CALENDAR_KMS_KEY_ID,
    config.CALENDAR_PUBLIC_KEY,
  );
}

/**
 * A new Google or Microsoft connection works when its refresh token gets an access token. A
 * refused grant, and a token endpoint that does not answer, reject it: a provider failure never
 * fails the stream record (the user connects again; /calendar status says so).
 */
async function checkOAuth(
  session: ProviderSession | null,
  connection: Connection,
): Promise<ConnectionCheck> {
  const { provider } = connection;
  if (!session || !('refreshNow' in session))
    return { status: 'rejected', reason: 'calendar_provider_unavailable' };
  const result = await (session as OAuthSession).refreshNow();
  // The label stays the account's email the callback stored.
  if (result.ok)
    return {
      status: 'connected',
      target: provider === 'google' ? 'primary' : 'me',
      label: connection.label,
    };
  return {
    status: 'rejected',
    reason: result.kind === 'invalid' ? 'oauth_refused' : 'calendar_check_unreachable',
  };
}

/** Limits of the sync function's provider calls (tests shorten them). */
export interface SyncLimits {
  readonly call: ProviderCallLimits;
  /** Each connection's time per invocation; the rest goes to the retry path. */
  readonly connectionBudgetMs: number;
}

export const syncLimitDefaults = {
  call: providerCallDefaults,
  connectionBudgetMs: 8_000,
} as const satisfies SyncLimits;

export interface SyncDepsOverrides {
  readonly log?: Logger;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly limits?: SyncLimits;
  /** Tests: names for CalDAV servers without DNS. */
  readonly resolve?: Resolver;
}

/** The sync function's adapters, built once per process. */
export function createCalendarSyncDeps(
  config: Config,
  overrides: SyncDepsOverrides = {},
): StreamDeps {
  installTimeVocabularies();
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const cipher = calendarCipher(config);
  const now = overrides.now ?? (() => Date.now());
  const events = createEventStore(doc, tables, createReminderStore(doc, tables, config.DUE_SHARDS));
  const limits = overrides.limits ?? syncLimitDefaults;
  const caldav = {
    allowLocal: config.CALDAV_ALLOW_LOCAL === 'true',
    ...(overrides.resolve ? { resolve: overrides.resolve } : {}),
  };
  const stores = createCalendarSyncStores(doc, tables);
  const log = overrides.log ?? createLogger({ fn: 'calendar-sync' });
  const sessions = createSessions({
    cipher,
    now,
    limits: limits.call,
    caldav,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
    oauth: { config, connections: stores.connections },
  });
  return {
    ...stores,
    events,
    eventList: events,
    sessions,
    budgets: () => connectionBudgets(limits.connectionBudgetMs),
    rateLog: createRateLog(doc, tables),
    clock: { now },
    log,
    async check(connection, budget) {
      if (connection.provider !== 'caldav')
        return checkOAuth(await sessions(connection, budget), connection);
      const secret = JSON.parse(
        await cipher.open(
          connection.sealed,
          credentialContext(connection.userId, connection.provider),
        ),
      ) as Record<string, string>;
      const found = await discoverCaldav(
        {
          serverUrl: secret['serverUrl'] ?? '',
          username: secret['username'] ?? '',
          password: secret['password'] ?? '',
        },
        { ...caldav, limits: limits.call, ...(budget ? { budget } : {}) },
      );
      if (found.ok)
        return { status: 'connected', target: found.calendarUrl, label: found.calendarName };
      // The detail (stage and error) is for the operator; the user gets the one grouped reason.
      log.info('caldav_check_failed', { userId: connection.userId, detail: found.detail });
      return { status: 'rejected', reason: found.error };
    },
  };
}
