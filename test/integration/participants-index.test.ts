/**
 * The participants table's `by_user_rows` index on DynamoDB Local (docs/decisions.md,
 * "Participants index without counters"): it holds only the row attributes a user's rows are
 * read with, so a press's counter write writes nothing to it, and it lists the same rows as the
 * table; while AWS still builds it after an update, the index it replaced answers.
 */
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDocumentClient, createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import {
  createParticipantStore,
  indexRowSchema,
  SHARED_EVENT_KEY,
} from '../../shared/adapters/dynamo/participant-repo.js';
import {
  PARTICIPANT_ROW_ATTRIBUTES,
  PARTICIPANTS_BY_USER_INDEX,
  PARTICIPANTS_RETIRED_BY_USER_INDEX,
  participantsTable,
} from '../../shared/adapters/dynamo/tables.js';
import {
  freshTableNames,
  freshTables,
  participantsTableAs,
  type TestDb,
} from '../support/dynamo.js';

interface MeteredWrite {
  readonly command: string;
  readonly onCounter: boolean;
  /** Write units per index, as DynamoDB reports them (`ReturnConsumedCapacity: INDEXES`). */
  readonly indexes: Record<string, number>;
}

type Send = (command: object, ...rest: unknown[]) => Promise<unknown>;

/** Every write through `doc` asks for its consumed capacity per index, and is recorded with it. */
function meterWrites(doc: DynamoDBDocumentClient): MeteredWrite[] {
  const writes: MeteredWrite[] = [];
  const send = (doc.send as Send).bind(doc);
  (doc as { send: Send }).send = async (command, ...rest) => {
    const name = command.constructor.name.replace(/Command$/, '');
    const input = (command as { input?: Record<string, unknown> }).input ?? {};
    const isWrite = ['Put', 'Update', 'Delete'].includes(name);
    if (isWrite) input['ReturnConsumedCapacity'] = 'INDEXES';
    const out = (await send(command, ...rest)) as {
      ConsumedCapacity?: { GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }> };
    };
    if (isWrite) {
      const key = (input['Key'] ?? input['Item']) as Record<string, unknown> | undefined;
      writes.push({
        command: name,
        onCounter: key?.['user_id'] === SHARED_EVENT_KEY,
        indexes: Object.fromEntries(
          Object.entries(out.ConsumedCapacity?.GlobalSecondaryIndexes ?? {}).map(([n, c]) => [
            n,
            c.CapacityUnits ?? 0,
          ]),
        ),
      });
    }
    return out;
  };
  return writes;
}

let db: TestDb;
beforeAll(async () => {
  db = await freshTables();
});

let next = 1_600_000_000_000_000_000n;
const snowflake = () => String(next++);

describe('the participants index without the counters', () => {
  it('a press writes its row to the index, and its counter write writes nothing there', async () => {
    const doc = createDocumentClient({ endpoint: db.endpoint, region: 'us-east-1' });
    const writes = meterWrites(doc);
    const store = createParticipantStore(doc, db.tables);
    const eventId = `evt_${snowflake()}`;
    const owner = snowflake();
    expect((await store.open(eventId, owner, 2)).kind).toBe('opened');
    const users = [snowflake(), snowflake(), snowflake()];
    for (const user of users) {
      const pressed = await store.press(eventId, user, 'going', snowflake(), undefined, 'en-US');
      expect(pressed.kind).toBe('answered');
    }
    // The third Going waits; the first leaves, and the place goes to the third.
    await store.remove(eventId, users[0] as string, snowflake());
    doc.destroy();

    const counterWrites = writes.filter((w) => w.onCounter && w.command === 'Update');
    expect(counterWrites.length).toBeGreaterThanOrEqual(4);
    for (const w of counterWrites) expect(w.indexes[PARTICIPANTS_BY_USER_INDEX] ?? 0).toBe(0);
    const rowWrites = writes.filter((w) => !w.onCounter);
    expect(rowWrites.length).toBeGreaterThanOrEqual(4);
    for (const w of rowWrites) expect(w.indexes[PARTICIPANTS_BY_USER_INDEX]).toBeGreaterThan(0);

    // And what was written there is the users' rows as the table holds them.
    for (const user of users.slice(1)) {
      const listed = await store.byUser(user);
      expect(listed).toEqual([await store.row(eventId, user)]);
    }
    expect(await store.byUser(users[0] as string)).toEqual([]);
  });

  it('holds every attribute a user’s row is read with, and a row read from it equals the row in the table', async () => {
    const index = participantsTable.indexes.find((i) => i.indexName === PARTICIPANTS_BY_USER_INDEX);
    expect(index?.projection).toEqual(PARTICIPANT_ROW_ATTRIBUTES);
    // The schema the index's items are read with asks for its keys and projection, nothing else.
    expect(Object.keys(indexRowSchema.shape).sort()).toEqual(
      ['event_id', 'user_id', ...PARTICIPANT_ROW_ATTRIBUTES].sort(),
    );
    const user = snowflake();
    const eventId = `evt_${snowflake()}`;
    await db.doc.send(
      new PutCommand({
        TableName: db.tables.participants,
        Item: {
          event_id: eventId,
          user_id: user,
          role: 'attendee',
          status: 'accepted',
          press_order: snowflake(),
          press_id: snowflake(),
          invited: true,
          reminders_muted: true,
          not_delivered: true,
          row_version: 3,
          answer_locale: 'de',
        },
      }),
    );
    const store = createParticipantStore(db.doc, db.tables);
    const stored = await store.row(eventId, user);
    expect(stored).toMatchObject({ invited: true, muted: true, notDelivered: true });
    expect(await store.byUser(user)).toEqual([stored]);
  });
});

describe('reading while the index is built', () => {
  /** Answers a Query of `by_user_rows` as AWS does while it builds an index added to a table. */
  function stillBuilding(doc: DynamoDBDocumentClient, message: string): void {
    const send = (doc.send as Send).bind(doc);
    (doc as { send: Send }).send = async (command, ...rest) => {
      const input = (command as { input?: { IndexName?: string } }).input;
      if (
        command.constructor.name === 'QueryCommand' &&
        input?.IndexName === PARTICIPANTS_BY_USER_INDEX
      )
        throw Object.assign(new Error(message), { name: 'ValidationException' });
      return send(command, ...rest);
    };
  }

  /** The participants table as the first deploy of this version leaves it: both indexes. */
  async function bothIndexes() {
    const endpoint = inject('dynamoEndpoint');
    const tables = freshTableNames();
    const raw = createDynamoClient({ endpoint, region: 'us-east-1' });
    await participantsTableAs(raw, tables.participants, [
      { name: PARTICIPANTS_BY_USER_INDEX, attributes: PARTICIPANT_ROW_ATTRIBUTES },
      { name: PARTICIPANTS_RETIRED_BY_USER_INDEX },
    ]);
    const { Table } = await raw.send(new DescribeTableCommand({ TableName: tables.participants }));
    expect(Table?.GlobalSecondaryIndexes).toHaveLength(2);
    raw.destroy();
    const doc = createDocumentClient({ endpoint, region: 'us-east-1' });
    const user = snowflake();
    const eventId = `evt_${snowflake()}`;
    await doc.send(
      new PutCommand({
        TableName: tables.participants,
        Item: {
          event_id: eventId,
          user_id: user,
          role: 'attendee',
          status: 'tentative',
          press_order: '7',
          row_version: 1,
        },
      }),
    );
    return { doc, tables, user, eventId };
  }

  it('a user’s rows come from the index it replaced until the new one is built', async () => {
    const { doc, tables, user, eventId } = await bothIndexes();
    stillBuilding(
      doc,
      `Cannot read from backfilling global secondary index: ${PARTICIPANTS_BY_USER_INDEX}`,
    );
    const rows = await createParticipantStore(doc, tables).byUser(user);
    expect(rows.map((r) => [r.eventId, r.status])).toEqual([[eventId, 'tentative']]);
    doc.destroy();
  });

  it('any other refusal of the index is not hidden', async () => {
    const { doc, tables, user } = await bothIndexes();
    stillBuilding(doc, 'The table does not have the specified index');
    await expect(createParticipantStore(doc, tables).byUser(user)).rejects.toThrow(
      /does not have the specified index/,
    );
    doc.destroy();
  });
});
