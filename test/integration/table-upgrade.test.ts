/** The local table setup on tables kept from an earlier version (the local runtime's data survives restarts). */
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient, createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { createParticipantStore } from '../../shared/adapters/dynamo/participant-repo.js';
import { PARTICIPANT_ROW_ATTRIBUTES } from '../../shared/adapters/dynamo/tables.js';
import type { TableNames } from '../../shared/adapters/dynamo/table-names.js';
import { freshTableNames, participantsTableAs } from '../support/dynamo.js';

/** The participants table as an earlier version made it, with a row and a counter in it. */
async function earlierParticipants(
  raw: DynamoDBClient,
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  indexes: Parameters<typeof participantsTableAs>[2],
): Promise<void> {
  await participantsTableAs(raw, tables.participants, indexes);
  for (const Item of [
    {
      event_id: 'evt_aaaaaaaaaaaa',
      user_id: '4242',
      role: 'attendee',
      status: 'accepted',
      press_order: '1',
      row_version: 1,
      reminders_muted: true,
    },
    {
      event_id: 'evt_aaaaaaaaaaaa',
      user_id: '#shared',
      owner_id: '1',
      going_count: 1,
      row_count: 1,
    },
  ])
    await doc.send(new PutCommand({ TableName: tables.participants, Item }));
}

/** The participants table's indexes that are (or are being made) in use: a deleted one may stay DELETING on DynamoDB Local. */
async function indexesInUse(raw: DynamoDBClient, tables: TableNames) {
  const { Table } = await raw.send(new DescribeTableCommand({ TableName: tables.participants }));
  return (Table?.GlobalSecondaryIndexes ?? [])
    .filter((i) => i.IndexStatus !== 'DELETING')
    .map((i) => ({
      name: i.IndexName,
      projection: i.Projection?.ProjectionType,
      attributes: i.Projection?.NonKeyAttributes,
    }));
}

/** The user's rows, once DynamoDB Local has built an added index (in the background, slowly on a busy machine). */
async function listedOnceBuilt(doc: DynamoDBDocumentClient, tables: TableNames, userId: string) {
  const store = createParticipantStore(doc, tables);
  let rows: Awaited<ReturnType<typeof store.byUser>> = [];
  for (let i = 0; i < 200 && rows.length === 0; i++) {
    rows = await store.byUser(userId).catch(() => []);
    if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return rows.map((r) => [r.eventId, r.status, r.muted]);
}

const rowsIndex = {
  name: 'by_user_rows',
  projection: 'INCLUDE',
  attributes: [...PARTICIPANT_ROW_ATTRIBUTES],
};

describe('createTablesIfMissing on an earlier version’s tables', () => {
  async function withClients(
    test: (raw: DynamoDBClient, doc: DynamoDBDocumentClient, tables: TableNames) => Promise<void>,
  ) {
    const endpoint = inject('dynamoEndpoint');
    const raw = createDynamoClient({ endpoint, region: 'us-east-1' });
    const doc = createDocumentClient({ endpoint, region: 'us-east-1' });
    try {
      await test(raw, doc, freshTableNames());
    } finally {
      raw.destroy();
      doc.destroy();
    }
  }

  it.each([
    ['with the by_user index (every attribute)', [{ name: 'by_user' }]],
    ['made before any index', []],
  ])(
    'a participants table %s gains by_user_rows, and its rows are listed',
    { timeout: 300_000 },
    (_, before) =>
      withClients(async (raw, doc, tables) => {
        await earlierParticipants(raw, doc, tables, before);
        await createTablesIfMissing(raw, tables);
        // by_user goes once by_user_rows is built: DynamoDB Local builds it in the background,
        // on a busy machine for longer than a start waits (the case below has it built).
        expect(await indexesInUse(raw, tables)).toContainEqual(rowsIndex);
        expect(await listedOnceBuilt(doc, tables, '4242')).toEqual([
          ['evt_aaaaaaaaaaaa', 'accepted', true],
        ]);
      }),
  );

  it('a participants table with both indexes built (as this version’s first deploy leaves it) loses by_user; its rows are listed', () =>
    withClients(async (raw, doc, tables) => {
      await earlierParticipants(raw, doc, tables, [
        { name: 'by_user_rows', attributes: PARTICIPANT_ROW_ATTRIBUTES },
        { name: 'by_user' },
      ]);
      await createTablesIfMissing(raw, tables);
      expect(await indexesInUse(raw, tables)).toEqual([rowsIndex]);
      expect(await listedOnceBuilt(doc, tables, '4242')).toEqual([
        ['evt_aaaaaaaaaaaa', 'accepted', true],
      ]);
      // Another start changes nothing.
      await createTablesIfMissing(raw, tables);
      expect(await indexesInUse(raw, tables)).toEqual([rowsIndex]);
    }));

  it('a new database’s participants table has only by_user_rows', () =>
    withClients(async (raw, _doc, tables) => {
      await createTablesIfMissing(raw, tables);
      const { Table } = await raw.send(
        new DescribeTableCommand({ TableName: tables.participants }),
      );
      expect(
        Table?.GlobalSecondaryIndexes?.map((i) => ({
          name: i.IndexName,
          projection: i.Projection?.ProjectionType,
          attributes: i.Projection?.NonKeyAttributes,
        })),
      ).toEqual([rowsIndex]);
    }));
});
