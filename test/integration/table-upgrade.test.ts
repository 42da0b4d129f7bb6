/** The local table setup on tables kept from an earlier version (the local runtime's data survives restarts). */
import { CreateTableCommand, DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { createDocumentClient, createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { createParticipantStore } from '../../shared/adapters/dynamo/participant-repo.js';
import { freshTableNames } from '../support/dynamo.js';

describe('createTablesIfMissing on an earlier version’s tables', () => {
  it(
    'adds the participants table’s by_user index, and the rows already there are found by it',
    { timeout: 300_000 },
    async () => {
      const endpoint = inject('dynamoEndpoint');
      const tables = freshTableNames();
      const raw = createDynamoClient({ endpoint, region: 'us-east-1' });
      const doc = createDocumentClient({ endpoint, region: 'us-east-1' });
      try {
        // The participants table as it was made before the index existed, with a row in it.
        await raw.send(
          new CreateTableCommand({
            TableName: tables.participants,
            BillingMode: 'PAY_PER_REQUEST',
            AttributeDefinitions: [
              { AttributeName: 'event_id', AttributeType: 'S' },
              { AttributeName: 'user_id', AttributeType: 'S' },
            ],
            KeySchema: [
              { AttributeName: 'event_id', KeyType: 'HASH' },
              { AttributeName: 'user_id', KeyType: 'RANGE' },
            ],
          }),
        );
        await doc.send(
          new PutCommand({
            TableName: tables.participants,
            Item: {
              event_id: 'evt_aaaaaaaaaaaa',
              user_id: '4242',
              role: 'attendee',
              status: 'accepted',
              press_order: '1',
              row_version: 1,
            },
          }),
        );
        await createTablesIfMissing(raw, tables);
        const { Table } = await raw.send(
          new DescribeTableCommand({ TableName: tables.participants }),
        );
        expect(Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual(['by_user']);
        // DynamoDB Local backfills an added index in the background (slowly on a busy machine):
        // the rows already there are found once it is built.
        const store = createParticipantStore(doc, tables);
        let rows: Awaited<ReturnType<typeof store.byUser>> = [];
        for (let i = 0; i < 200 && rows.length === 0; i++) {
          rows = await store.byUser('4242').catch(() => []);
          if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        expect(rows.map((r) => [r.eventId, r.status])).toEqual([['evt_aaaaaaaaaaaa', 'accepted']]);
        // A second start changes nothing.
        await createTablesIfMissing(raw, tables);
      } finally {
        raw.destroy();
        doc.destroy();
      }
    },
  );
});
