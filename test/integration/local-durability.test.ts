import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDynamoLocal, type DynamoLocal } from '../../infra/local/dynamo-local.js';
import { createDocumentClient, createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { loadConfig, tableNames } from '../../shared/config.js';
import { aReminder } from '../support/reminders.js';

const tables = tableNames(loadConfig({}));
const dirs: string[] = [];
/** The DynamoDB Local running now, stopped by afterAll if an assertion fails mid-round. */
let running: DynamoLocal | undefined;

async function killHard(db: DynamoLocal): Promise<void> {
  const exited = new Promise<void>((r) => db.process.once('exit', () => r()));
  db.process.kill('SIGKILL');
  await exited;
}

describe('Embedded DynamoDB Local: a crash right after confirmed writes', () => {
  afterAll(async () => {
    await running?.stop();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it(
    'keeps every reminder whose creation was acknowledged when the database is SIGKILLed',
    { timeout: 240_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tock-crash-'));
      dirs.push(dataDir);
      const userId = '4242';
      const confirmed: string[] = [];
      // Each round: confirmed /remind transactions, then SIGKILL with no pause, then a restart.
      // Without the commit barrier the last transaction of a round was lost most of the time.
      for (let round = 0; round < 3; round++) {
        const db = await startDynamoLocal({ dataDir });
        running = db;
        const raw = createDynamoClient({ region: 'us-east-1', endpoint: db.endpoint });
        await createTablesIfMissing(raw, tables);
        const doc = createDocumentClient({ region: 'us-east-1', endpoint: db.endpoint });
        const store = createReminderStore(doc, tables, 4);
        for (let i = 0; i < 10; i++) {
          const id = newId('rem');
          const outcome = await store.create(
            aReminder({
              id,
              userId,
              message: `round ${round} #${i}`,
              remindTime: new Date(Date.now() + 3_600_000).toISOString(),
            }),
            {
              maxActive: 100,
              rate: { count: 1000, windowMs: 1 },
              now: Date.now(),
            },
          );
          expect(outcome.kind).toBe('created');
          confirmed.push(id);
        }
        await killHard(db);
        raw.destroy();
        doc.destroy();
      }
      const db = await startDynamoLocal({ dataDir });
      running = db;
      const doc = createDocumentClient({ region: 'us-east-1', endpoint: db.endpoint });
      try {
        const stored = (await createReminderStore(doc, tables, 4).listByUser(userId, true)).map(
          (r) => r.id,
        );
        expect(confirmed.filter((id) => !stored.includes(id))).toEqual([]);
        expect(stored).toHaveLength(30);
      } finally {
        doc.destroy();
        await db.stop();
      }
    },
  );
});
