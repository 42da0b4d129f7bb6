import { expect } from 'vitest';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { createUserStore } from '../../shared/adapters/dynamo/user-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createTranslator } from '../../shared/i18n.js';
import { createInteractionsApp } from '../../shared/interactions/app.js';
import { generateDevKeyPair, signRequest } from '../../infra/local/dev-keys.js';
import type { TestDb } from './dynamo.js';
import { scheduleStores } from './schedule.js';

const keys = generateDevKeyPair();

/** An interaction's answer, as a press on a DM or a command sees it. */
export interface Answer {
  type: number;
  content: string;
  flags?: number;
  components: { components: { custom_id: string; label?: string }[] }[];
  custom_id?: string;
}

/**
 * The interactions endpoint on `db`'s tables, a new instance per call (as after a restart:
 * nothing in memory), its clock `shiftMs` from the real one.
 */
export async function pressOn(
  db: Pick<TestDb, 'doc' | 'tables'>,
  body: unknown,
  shiftMs = 0,
): Promise<Answer> {
  const reminders = createReminderStore(db.doc, db.tables, 4);
  const app = createInteractionsApp(keys.publicKeyHex, {
    reminders,
    users: createUserStore(db.doc, db.tables),
    ...scheduleStores(db as TestDb, reminders),
    clock: { now: () => Date.now() + shiftMs },
    newId,
    translate: createTranslator(),
    log: memoryLogger(),
  });
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await app({
    body: raw,
    timestamp,
    signature: signRequest(keys.privateKey, timestamp, raw),
  });
  expect(res.status).toBe(200);
  const b = res.body as {
    type: number;
    data?: {
      content?: string;
      flags?: number;
      components?: Answer['components'];
      custom_id?: string;
    };
  };
  return {
    type: b.type,
    content: b.data?.content ?? '',
    components: b.data?.components ?? [],
    ...(b.data?.flags !== undefined ? { flags: b.data.flags } : {}),
    ...(b.data?.custom_id ? { custom_id: b.data.custom_id } : {}),
  };
}

/** The custom_ids of a message's components, by prefix. */
export function idsByPrefix(body: unknown): Record<string, string> {
  const rows =
    (body as { components?: { components: { custom_id: string }[] }[] }).components ?? [];
  return Object.fromEntries(
    rows.flatMap((r) => r.components).map((c) => [c.custom_id.split(':')[0], c.custom_id]),
  );
}
