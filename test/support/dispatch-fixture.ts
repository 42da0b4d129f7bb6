import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach } from 'vitest';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import { createDispatchRepo } from '../../shared/adapters/dynamo/dispatch-repo.js';
import { toItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { toIso, type Reminder } from '../../shared/domain/reminder.js';
import { abortableSleep } from '../../shared/dispatcher-deps.js';
import { createTranslator } from '../../shared/i18n.js';
import type { DispatchDeps } from '../../shared/usecases/dispatch-ports.js';
import { freshTables, type TestDb } from './dynamo.js';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.js';
import { aReminder } from './reminders.js';

export const SHARDS = 4;
export const BOT_TOKEN = 'test-token';

export type TestDeps = DispatchDeps & { log: ReturnType<typeof memoryLogger> };

/** Real DynamoDB Local tables and a fake Discord per test, with the dispatcher's real adapters. */
export interface DispatchFixture {
  readonly db: TestDb;
  readonly discord: FakeDiscord;
  /** Real repo and messenger (one REST client per call: reuse the result to keep its state). */
  deps(overrides?: Partial<DispatchDeps>): TestDeps;
  /** A due one-off reminder of user 4242 unless overridden. */
  insertReminder(overrides?: Partial<Reminder>): Promise<Reminder>;
  insertUser(
    userId: string,
    activeReminders: number,
    extra?: Record<string, unknown>,
  ): Promise<void>;
  item(table: 'reminders' | 'users', key: string): Promise<Record<string, unknown> | undefined>;
}

let seq = 0;
const translate = createTranslator();

/** The dispatcher's real repo and messenger on `db` and a fake Discord at `apiBase`. */
export function dispatchDepsOn(
  db: Pick<TestDb, 'doc' | 'tables'>,
  apiBase: string,
  token?: string,
): TestDeps {
  return {
    repo: createDispatchRepo({ doc: db.doc, tables: db.tables, shards: SHARDS }),
    messenger: createDiscordMessenger({ apiBase, ...(token ? { token } : {}), timeoutMs: 2000 }),
    translate,
    log: memoryLogger(),
    now: Date.now,
    sleep: abortableSleep,
  };
}

/** Registers the per-test setup and teardown; call once at the top of a test file. */
export function useDispatchFixture(): DispatchFixture {
  let db: TestDb | undefined;
  let discord: FakeDiscord | undefined;
  beforeEach(async () => {
    [db, discord] = await Promise.all([freshTables(), startFakeDiscord({ token: BOT_TOKEN })]);
  });
  afterEach(async () => {
    await discord?.close();
    db?.doc.destroy();
  });
  const ready = (): { db: TestDb; discord: FakeDiscord } => {
    if (!db || !discord) throw new Error('dispatch fixture used outside a test');
    return { db, discord };
  };

  return {
    get db() {
      return ready().db;
    },
    get discord() {
      return ready().discord;
    },
    deps(overrides = {}) {
      const { db, discord } = ready();
      return { ...dispatchDepsOn(db, discord.apiBase, BOT_TOKEN), ...overrides } as TestDeps;
    },
    async insertReminder(overrides = {}) {
      seq++;
      const r = aReminder({
        id: `rem_${String(seq).padStart(12, 'a')}`,
        userId: '4242',
        message: `Reminder number ${seq}`,
        remindTime: toIso(Date.now() - 1000),
        createdTime: toIso(Date.now() - 3_600_000),
        ...overrides,
      });
      const { db } = ready();
      await db.doc.send(
        new PutCommand({ TableName: db.tables.reminders, Item: toItem(r, SHARDS) }),
      );
      return r;
    },
    async insertUser(userId, activeReminders, extra = {}) {
      const { db } = ready();
      await db.doc.send(
        new PutCommand({
          TableName: db.tables.users,
          Item: { user_id: userId, active_reminders: activeReminders, ...extra },
        }),
      );
    },
    async item(table, key) {
      const { db } = ready();
      const Key = table === 'reminders' ? { id: key } : { user_id: key };
      return (
        await db.doc.send(
          new GetCommand({ TableName: db.tables[table], Key, ConsistentRead: true }),
        )
      ).Item;
    },
  };
}
