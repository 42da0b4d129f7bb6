import { setTimeout as delay } from 'node:timers/promises';
import { RequestPacer } from './adapters/discord/budget.js';
import { createDiscordMessenger } from './adapters/discord/rest.js';
import { dynamoSlotSource } from './adapters/dynamo/budget-repo.js';
import { createDocumentClient } from './adapters/dynamo/client.js';
import { createDispatchRepo } from './adapters/dynamo/dispatch-repo.js';
import { createLogger } from './adapters/log.js';
import { tableNames, type Config } from './config.js';
import { createTranslator } from './i18n.js';
import type { DispatchDeps } from './usecases/dispatch.js';

/** Resolves after `ms`, or as soon as `signal` aborts (never rejects). */
export async function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, signal ? { signal } : {});
  } catch (err) {
    if ((err as { name?: string }).name !== 'AbortError') throw err;
  }
}

/**
 * The dispatcher's real dependencies. Call once per process (module scope in Lambda), so
 * the DynamoDB client, the REST rate-limit state and the translator survive warm invocations.
 * Every Discord request takes a slot of the bot's global budget, shared with every other
 * dispatcher (overlapping invocations) through the budgets table.
 */
export function createDispatcherDeps(config: Config): DispatchDeps {
  const log = createLogger({ component: 'dispatcher' });
  const doc = createDocumentClient({ region: config.AWS_REGION, endpoint: config.DYNAMODB_ENDPOINT });
  const tables = tableNames(config);
  const budget = new RequestPacer({ source: dynamoSlotSource(doc, tables.budgets) });
  return {
    repo: createDispatchRepo({ doc, tables, shards: config.DUE_SHARDS, log }),
    messenger: createDiscordMessenger({ apiBase: config.DISCORD_API_BASE, token: config.DISCORD_BOT_TOKEN, budget }),
    translate: createTranslator(),
    log,
    now: Date.now,
    sleep: abortableSleep,
  };
}
