/**
 * The local runtime in sandbox mode (no DISCORD_PUBLIC_KEY): the page, the REST
 * stand-in and the bot on one port, as `npm start` runs for a newcomer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/dynamo-local.js';
import { loadOrCreateDevKeys } from '../../infra/local/dev-keys.js';
import type {
  InteractRequest,
  InteractResult,
  SandboxState,
} from '../../infra/local/sandbox/protocol.js';
import { createDocumentClient } from '../../shared/adapters/dynamo/client.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { loadConfig, tableNames } from '../../shared/config.js';
import { startLocalStack, waitFor, type LocalStack } from './local-stack.js';
import { aReminder } from './reminders.js';

export interface SandboxStack extends LocalStack {
  /** `http://127.0.0.1:PORT/api/v10`: the stand-in the bot's REST calls go to. */
  readonly apiBase: string;
  state(): Promise<SandboxState>;
  /** What the page does for a user action. */
  interact(req: InteractRequest): Promise<InteractResult>;
  /**
   * Inserts `count` active reminders for a user straight into the runtime's DynamoDB,
   * days ahead and past the rate limit (5 `/remind` a minute would make a second page
   * take minutes to create through the bot).
   */
  seedReminders(userId: string, count: number, message?: string): Promise<string[]>;
}

/** Starts the sandbox runtime with its own embedded DynamoDB Local in a temp DATA_DIR (or `options.dataDir` and `options.port`, to restart on them). */
export async function startSandboxStack(
  options: {
    readonly dataDir?: string;
    readonly keepDataDir?: boolean;
    readonly port?: number;
    /** Added to the runtime's environment. */
    readonly env?: Readonly<Record<string, string>>;
  } = {},
): Promise<SandboxStack> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tock-sandbox-'));
  // The dev key pair the runtime will find in DATA_DIR, so signed test requests verify too.
  const keys = loadOrCreateDevKeys(dataDir);
  const apiBase = `http://127.0.0.1:${port}/api/v10`;
  const stack = await startLocalStack(
    {
      ...options.env,
      DISCORD_API_BASE: apiBase,
      DISCORD_PUBLIC_KEY: undefined,
      DISCORD_BOT_TOKEN: undefined,
      DISCORD_APPLICATION_ID: undefined,
    },
    { port, dataDir, keys, ...(options.keepDataDir ? { keepDataDir: true } : {}) },
  );
  const state = async (): Promise<SandboxState> =>
    (await fetch(`${stack.baseUrl}/sandbox/state`)).json() as Promise<SandboxState>;
  // Registration and the page build finish a moment after /healthz turns 200; the banner follows them.
  await waitFor(
    'the sandbox to be ready',
    () => stack.output().includes('Tock local runtime is up'),
    20_000,
  );
  const endpoint = /embedded DynamoDB Local (http:\/\/\S+)/.exec(stack.output())?.[1];

  return {
    ...stack,
    apiBase,
    state,
    async interact(req) {
      const res = await fetch(`${stack.baseUrl}/sandbox/interact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(req),
      });
      return (await res.json()) as InteractResult;
    },
    async seedReminders(userId, count, message = 'Seeded reminder') {
      if (!endpoint)
        throw new Error(
          `No embedded DynamoDB endpoint in the runtime's output:\n${stack.output()}`,
        );
      const store = createReminderStore(
        createDocumentClient({ region: 'us-east-1', endpoint }),
        tableNames(loadConfig({})),
        4,
      );
      const now = Date.now();
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const id = newId('rem');
        const reminder = aReminder({
          id,
          userId,
          message: `${message} ${i + 1}`,
          remindTime: new Date(now + (i + 1) * 86_400_000).toISOString(),
          createdTime: new Date(now).toISOString(),
        });
        const outcome = await store.create(reminder, {
          maxActive: 100,
          rate: { count: 1000, windowMs: 1 },
          now,
        });
        if (outcome.kind !== 'created') throw new Error(`seeding failed: ${outcome.kind}`);
        ids.push(id);
      }
      return ids;
    },
  };
}
