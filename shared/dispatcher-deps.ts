import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RequestPacer } from './adapters/discord/budget.js';
import { createDiscordMessenger } from './adapters/discord/rest.js';
import { dynamoDrainLease, dynamoSlotSource } from './adapters/dynamo/budget-repo.js';
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createDispatchRepo } from './adapters/dynamo/dispatch-repo.js';
import { createLogger } from './adapters/log.js';
import { tableNames, type Config, type TableNames } from './config.js';
import { createTranslator } from './i18n.js';
import type { DispatchDeps, DrainHandoff } from './usecases/dispatch-ports.js';
import { drainHandoff, type DrainLease, type DrainStarter } from './usecases/dispatch-drain.js';
import { installTimeVocabularies } from './time-vocabularies.js';
import { webhookOpener } from './webhook-cipher.js';

/** Resolves after `ms`, or as soon as `signal` aborts (never rejects). */
export async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (err) {
    if ((err as { name?: string }).name !== 'AbortError') throw err;
  }
}

/** A dispatcher's hand-off of a backlog to a drain `starter` starts, through the lease in the budgets table. */
export function backlogHandoff(
  doc: DynamoDBDocumentClient,
  tables: Pick<TableNames, 'budgets'>,
  starter: DrainStarter,
): DrainHandoff {
  return drainHandoff({
    lease: dynamoDrainLease(doc, tables.budgets),
    starter,
    now: Date.now,
    newToken: randomUUID,
  });
}

/** Webhook posts: opened with {@link webhookOpener}, under the bot's name; none where nothing opens them. */
export function webhookDelivery(
  config: Config,
  opener = webhookOpener(config),
): Pick<DispatchDeps, 'webhooks'> {
  return opener ? { webhooks: { open: (s, c) => opener.open(s, c), username: 'Tock' } } : {};
}

/**
 * The dispatcher's real dependencies. Call once per process (module scope in Lambda), so
 * the DynamoDB client, the REST rate-limit state and the translator survive warm invocations.
 * Every Discord request takes a slot of the bot's global budget, shared with every other
 * dispatcher (overlapping invocations, a drain) through the budgets table. With a
 * `drainStarter` (AWS), a pass that finds a backlog hands it to the drain it starts.
 */
export function createDispatcherDeps(
  config: Config,
  drainStarter?: DrainStarter,
): DispatchDeps & { readonly drainLease: DrainLease } {
  installTimeVocabularies();
  const log = createLogger({ component: 'dispatcher' });
  const doc = createDocumentClient({
    region: config.AWS_REGION,
    endpoint: config.DYNAMODB_ENDPOINT,
  });
  const tables = tableNames(config);
  const budget = new RequestPacer({ source: dynamoSlotSource(doc, tables.budgets) });
  return {
    drainLease: dynamoDrainLease(doc, tables.budgets),
    ...(drainStarter ? { handoff: backlogHandoff(doc, tables, drainStarter) } : {}),
    repo: createDispatchRepo({ doc, tables, shards: config.DUE_SHARDS, log }),
    messenger: createDiscordMessenger({
      apiBase: config.DISCORD_API_BASE,
      token: config.DISCORD_BOT_TOKEN,
      budget,
    }),
    ...webhookDelivery(config),
    translate: createTranslator(),
    log,
    now: Date.now,
    sleep: abortableSleep,
  };
}
