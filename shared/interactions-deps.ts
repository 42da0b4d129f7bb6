import { webcrypto } from 'node:crypto';
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createReminderStore } from './adapters/dynamo/reminder-repo.js';
import { createUserStore } from './adapters/dynamo/user-repo.js';
import { newId } from './adapters/ids.js';
import { lazyAdapter, once } from './adapters/lazy-adapter.js';
import { createLogger } from './adapters/log.js';
import { tableNames, type Config } from './config.js';
import { createTranslator } from './i18n.js';
import { createInteractionsApp } from './interactions/app.js';
import type { HttpRequest, HttpResponse } from './interactions/interaction-http.js';
import type { InteractionDeps } from './interactions/context.js';
import { LAMBDA_DELIVERY_MS, type InteractionWebhook } from './interactions/late-answer.js';
import { zoneLinks } from './usecases/zone-detect.js';
import { configuredOAuthProviders } from './calendar/providers/oauth-providers.js';
import type { Sealer } from './calendar/usecases/calendar-connect.js';
import { installTimeVocabularies } from './time-vocabularies.js';

/**
 * Seals with `publicKeyPem` where one is given (AWS), else with the local key file; null where
 * neither is safe. The sealing code is imported with the first seal (only /calendar and
 * /settings webhook seal), not at the cold start.
 */
function sealerOf(publicKeyPem: string | undefined, dataDir: string): Sealer | null {
  // In Lambda the file system is read-only: without the public key there is no safe place for a key file.
  if (!publicKeyPem && process.env['AWS_LAMBDA_FUNCTION_NAME']) return null;
  return lazyAdapter<Sealer>(async () =>
    publicKeyPem
      ? (await import('./calendar/adapters/public-key-sealer.js')).publicKeySealer(publicKeyPem)
      : (await import('./calendar/adapters/local-cipher.js')).localCipher(dataDir),
  );
}

/** Seals calendar credentials: the KMS key's public half in AWS, the local key file locally. */
export const calendarSealer = (config: Config): Sealer | null =>
  sealerOf(config.CALENDAR_PUBLIC_KEY, config.DATA_DIR);

/** Seals webhook URLs: the webhook key pair's public half in AWS (only the dispatcher opens them), the local key file locally. */
export const webhookSealer = (config: Config): Sealer | null =>
  sealerOf(config.WEBHOOK_PUBLIC_KEY, config.DATA_DIR);

/** The real adapters for the interactions endpoint, built once per process from config. */
export function createInteractionDeps(config: Config): InteractionDeps {
  installTimeVocabularies();
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const reminders = createReminderStore(doc, tables, config.DUE_SHARDS);
  const events = lazyAdapter(async () =>
    (await import('./adapters/dynamo/event-repo.js')).createEventStore(doc, tables, reminders),
  );
  // Offered where the operator registered the OAuth client (its id here; the secret only where codes are exchanged).
  const offered = configuredOAuthProviders(config);
  // Stores only some commands use load with their first call (adapters/lazy-adapter.ts).
  const calendarSync = once(async () =>
    (await import('./calendar/adapters/dynamo/calendar-sync-repo.js')).createCalendarSyncStores(
      doc,
      tables,
    ),
  );
  return {
    reminders,
    users: createUserStore(doc, tables),
    events,
    drafts: lazyAdapter(async () =>
      (await import('./adapters/dynamo/draft-repo.js')).createDraftStore(doc, tables),
    ),
    linked: lazyAdapter(async () =>
      (await import('./adapters/dynamo/linked-reminder-repo.js')).createLinkedReminderStore(
        doc,
        tables,
      ),
    ),
    participants: lazyAdapter(async () =>
      (await import('./adapters/dynamo/participant-repo.js')).createParticipantStore(doc, tables),
    ),
    invitations: lazyAdapter(async () =>
      (await import('./adapters/dynamo/invitation-repo.js')).createInvitationStore(
        doc,
        tables,
        config.DUE_SHARDS,
      ),
    ),
    notices: lazyAdapter(async () =>
      (await import('./adapters/dynamo/notice-repo.js')).createNoticeStore(
        doc,
        tables,
        config.DUE_SHARDS,
      ),
    ),
    feeds: lazyAdapter(async () =>
      (await import('./calendar/adapters/dynamo/calendar-feed-repo.js')).createFeedStore(
        doc,
        tables,
      ),
    ),
    connections: lazyAdapter(async () => (await calendarSync()).connections),
    states: lazyAdapter(async () => (await calendarSync()).states),
    sealer: calendarSealer(config),
    webhookSealer: webhookSealer(config),
    allowLocalCaldav: config.CALDAV_ALLOW_LOCAL === 'true',
    syncRequests: lazyAdapter(async () =>
      (await import('./calendar/adapters/dynamo/sync-request-repo.js')).createSyncRequester(
        doc,
        tables,
      ),
    ),
    clock: { now: () => Date.now() },
    newId,
    translate: createTranslator(),
    log: createLogger({ fn: 'interactions' }),
    ...(offered.length > 0
      ? {
          oauth: {
            offered,
            states: lazyAdapter(async () =>
              (
                await import('./calendar/adapters/dynamo/oauth-state-repo.js')
              ).createOAuthStateStore(doc, tables),
            ),
          },
        }
      : {}),
    ...(config.PUBLIC_BASE_URL && config.ZONE_LINK_KEY
      ? { zoneLinks: zoneLinks(config.PUBLIC_BASE_URL, config.ZONE_LINK_KEY) }
      : {}),
  };
}

/** Builds the endpoint: the public key is imported once, not per request. */
export async function createInteractionsEndpoint(
  config: Config,
  deps = createInteractionDeps(config),
): Promise<(req: HttpRequest) => Promise<HttpResponse>> {
  if (!config.DISCORD_PUBLIC_KEY)
    throw new Error('DISCORD_PUBLIC_KEY is required for the interactions endpoint');
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(config.DISCORD_PUBLIC_KEY, 'hex'),
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  // The webhook client loads with the first late answer, not at the cold start; it holds no bot token.
  const webhook = lazyAdapter<InteractionWebhook>(async () =>
    (await import('./adapters/discord/rest.js')).createDiscordMessenger({
      apiBase: config.DISCORD_API_BASE,
    }),
  );
  return createInteractionsApp(key as Parameters<typeof createInteractionsApp>[0], deps, {
    late: {
      deadlineMs: config.INTERACTION_DEADLINE_MS,
      webhook,
      // In Lambda the invocation ends at its timeout: delivery stops before it.
      ...(process.env['AWS_LAMBDA_FUNCTION_NAME'] ? { deliveryMs: LAMBDA_DELIVERY_MS } : {}),
    },
  });
}
