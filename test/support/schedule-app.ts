/** The interactions app on fresh DynamoDB Local tables with a settable clock, for the schedule integration tests. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fromItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import type { Reminder } from '../../shared/domain/reminder.js';
import { createUserStore } from '../../shared/adapters/dynamo/user-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createTranslator } from '../../shared/i18n.js';
import {
  createInteractionsApp,
  type InteractionsAppOptions,
} from '../../shared/interactions/app.js';
import type { InteractionDeps } from '../../shared/interactions/context.js';
import { generateDevKeyPair, signRequest } from '../../infra/local/dev-keys.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../shared/config.js';
import { freshTables, type TestDb } from './dynamo.js';
import { commands, type Caller } from './interactions.js';
import { scheduleStores } from './schedule.js';

export interface AppReply {
  status: number;
  type?: number;
  content: string;
  flags?: number;
  components: { components: { custom_id: string; label: string; disabled?: boolean }[] }[];
  choices: { name: string; value: string }[];
  /** The whole `data` of the response (modals: custom_id, title, components). */
  data: Record<string, unknown>;
  /** A late answer's delivery, going on after this answer (resolves when done). */
  after?: Promise<void>;
}

export interface ScheduleApp {
  readonly db: TestDb;
  readonly deps: InteractionDeps & { log: ReturnType<typeof memoryLogger> };
  send(body: unknown): Promise<AppReply>;
  /** Sets the clock the app reads (epoch ms). */
  setNow(ms: number): void;
}

const keys = generateDevKeyPair();

/** The interactions app's deps on `db`'s tables with the clock given; `overrides` replace deps. */
export function appDeps(
  db: Pick<TestDb, 'doc' | 'tables'>,
  clock: () => number,
  overrides: Partial<Omit<InteractionDeps, 'log'>> = {},
): InteractionDeps & { log: ReturnType<typeof memoryLogger> } {
  const reminders = createReminderStore(db.doc, db.tables, 4);
  return {
    reminders,
    users: createUserStore(db.doc, db.tables),
    ...scheduleStores(db as TestDb, reminders),
    clock: { now: clock },
    newId,
    translate: createTranslator(),
    log: memoryLogger(),
    ...overrides,
  };
}

/** Sends signed interactions to an interactions app built on `deps`, as Discord would. */
export function signedSender(
  deps: InteractionDeps,
  options: InteractionsAppOptions = {},
): (body: unknown) => Promise<AppReply> {
  const app = createInteractionsApp(keys.publicKeyHex, deps, options);
  return async (body) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await app({
      body: raw,
      timestamp,
      signature: signRequest(keys.privateKey, timestamp, raw),
    });
    const b = res.body as { type?: number; data?: Record<string, unknown> };
    const data = b.data ?? {};
    return {
      status: res.status,
      ...(b.type !== undefined ? { type: b.type } : {}),
      content: typeof data['content'] === 'string' ? data['content'] : '',
      ...(typeof data['flags'] === 'number' ? { flags: data['flags'] } : {}),
      components: (data['components'] as AppReply['components'] | undefined) ?? [],
      choices: (data['choices'] as AppReply['choices'] | undefined) ?? [],
      data,
      ...(res.after ? { after: res.after } : {}),
    };
  };
}

/** Builds the app on fresh tables; `overrides` replace deps (e.g. a store on a missing table). */
export async function scheduleApp(
  now: number,
  overrides: Partial<Omit<InteractionDeps, 'log'>> = {},
): Promise<ScheduleApp> {
  const db = await freshTables();
  let clock = now;
  const deps = appDeps(db, () => clock, overrides);
  return { db, deps, setNow: (ms) => (clock = ms), send: signedSender(deps) };
}

/**
 * The sync function's config on the app's tables, with the local runtime's setting (the test's
 * CalDAV servers listen on loopback) and the key file the app's sealer uses.
 */
export function calendarSyncConfig(app: ScheduleApp): Config {
  const t = app.db.tables;
  return loadConfig({
    DYNAMODB_ENDPOINT: app.db.endpoint,
    CALDAV_ALLOW_LOCAL: 'true',
    DATA_DIR: join(tmpdir(), 'tock-test-keys'),
    REMINDERS_TABLE: t.reminders,
    USERS_TABLE: t.users,
    EVENTS_TABLE: t.events,
    PARTICIPANTS_TABLE: t.participants,
    DRAFTS_TABLE: t.drafts,
    CALENDAR_TABLE: t.calendar,
  });
}

/** The reminder as stored (a consistent read), or undefined. */
export async function storedReminder(app: ScheduleApp, id: string): Promise<Reminder | undefined> {
  const { Item } = await app.db.doc.send(
    new GetCommand({ TableName: app.db.tables.reminders, Key: { id }, ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

/** How many reminders the user has, as /list_reminders shows them. */
export async function countListed(app: ScheduleApp, caller: Caller): Promise<number> {
  const list = await app.send(commands.listReminders(caller));
  return list.content.match(/rem_[a-z2-7]{12}/g)?.length ?? 0;
}
