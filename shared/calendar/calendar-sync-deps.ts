import { KMSClient } from '@aws-sdk/client-kms';
import { createDocumentClient } from '../adapters/dynamo/client.js';
import { createCalendarSyncStores } from './adapters/dynamo/calendar-sync-repo.js';
import { createRateLog } from '../adapters/dynamo/rate-log-repo.js';
import { createEventStore } from '../adapters/dynamo/event-repo.js';
import { createParticipantStore } from '../adapters/dynamo/participant-repo.js';
import { createReminderStore } from '../adapters/dynamo/reminder-repo.js';
import { kmsCipher } from './adapters/kms-cipher.js';
import { localCipher } from './adapters/local-cipher.js';
import { createChecks, createSessions } from './adapters/sessions.js';
import type { Resolver } from './adapters/caldav-fetch.js';
import {
  connectionBudgets,
  providerCallDefaults,
  type ProviderCallLimits,
} from './adapters/outbound.js';
import { createLogger } from '../adapters/log.js';
import type { Logger } from '../usecases/ports.js';
import { installTimeVocabularies } from '../time-vocabularies.js';
import { tableNames, type Config } from '../config.js';
import type { CredentialCipher } from './usecases/cipher.js';
import type { StreamDeps } from './usecases/calendar-stream.js';
import { CONNECTION_BUDGET_MS } from './providers/descriptor.js';
import { descriptorOf } from './providers/index.js';

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
 * Limits of the sync function's provider calls, for all providers (tests shorten them). By
 * default each call has `providerCallDefaults` and each connection its descriptor's budget.
 */
export interface SyncLimits {
  readonly call: ProviderCallLimits;
  /** Each connection's time per invocation; the rest goes to the retry path. */
  readonly connectionBudgetMs: number;
}

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
  const caldav = {
    allowLocal: config.CALDAV_ALLOW_LOCAL === 'true',
    ...(overrides.resolve ? { resolve: overrides.resolve } : {}),
  };
  const stores = createCalendarSyncStores(doc, tables);
  const options = {
    cipher,
    now,
    limits: overrides.limits?.call ?? providerCallDefaults,
    caldav,
    ...(overrides.fetch ? { fetch: overrides.fetch } : {}),
    oauth: { config, connections: stores.connections },
  };
  const log = overrides.log ?? createLogger({ fn: 'calendar-sync' });
  return {
    ...stores,
    events,
    eventList: events,
    participation: { participants: createParticipantStore(doc, tables), events },
    sessions: createSessions(options),
    // Each connection's time: its provider's, unless the caller set one for all.
    budgets: () =>
      connectionBudgets(
        (provider) =>
          overrides.limits?.connectionBudgetMs ??
          descriptorOf(provider).limits?.connectionBudgetMs ??
          CONNECTION_BUDGET_MS,
      ),
    rateLog: createRateLog(doc, tables),
    clock: { now },
    log,
    check: createChecks({ ...options, log }),
  };
}
