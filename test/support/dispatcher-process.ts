/**
 * One dispatcher as its own process, for tests that kill it mid-drain: the real adapters
 * (DynamoDB repo, fetch messenger, the shared send budget), configured by TOCK_CHILD (JSON).
 * It runs one pass over what is due and prints `claimed <n>` as it goes.
 */
import { RequestPacer } from '../../shared/adapters/discord/budget.js';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import { dynamoSlotSource } from '../../shared/adapters/dynamo/budget-repo.js';
import { createDocumentClient } from '../../shared/adapters/dynamo/client.js';
import { createDispatchRepo } from '../../shared/adapters/dynamo/dispatch-repo.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import type { TableNames } from '../../shared/config.js';
import { abortableSleep } from '../../shared/dispatcher-deps.js';
import { createTranslator } from '../../shared/i18n.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';

export interface ChildConfig {
  readonly endpoint: string;
  readonly tables: TableNames;
  readonly shards: number;
  readonly apiBase: string;
  readonly token: string;
  /** The pace both dispatchers plan for (default: production's). */
  readonly requestsPerSecond?: number;
}

const config = JSON.parse(process.env['TOCK_CHILD'] ?? '{}') as ChildConfig;
const doc = createDocumentClient({ region: 'us-east-1', endpoint: config.endpoint });
const repo = createDispatchRepo({ doc, tables: config.tables, shards: config.shards });
let claimed = 0;
const stats = await runDispatchPass(
  {
    repo: {
      ...repo,
      async claim(...args) {
        const ok = await repo.claim(...args);
        if (ok) process.stdout.write(`claimed ${++claimed}\n`);
        return ok;
      },
    },
    messenger: createDiscordMessenger({
      apiBase: config.apiBase,
      token: config.token,
      budget: new RequestPacer({
        source: dynamoSlotSource(doc, config.tables.budgets),
        ...(config.requestsPerSecond ? { requestsPerSecond: config.requestsPerSecond } : {}),
      }),
    }),
    translate: createTranslator(),
    log: memoryLogger(),
    now: Date.now,
    sleep: abortableSleep,
  },
  { windowMs: 30_000, pollMs: 0 },
);
process.stdout.write(`done ${JSON.stringify(stats)}\n`);
doc.destroy();
