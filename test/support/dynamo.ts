import { randomBytes } from 'node:crypto';
import { CreateTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createDocumentClient, createDynamoClient } from '../../shared/adapters/dynamo/client.js';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { tableNames, type TableNames } from '../../shared/config.js';

export interface TestDb {
  readonly endpoint: string;
  readonly doc: DynamoDBDocumentClient;
  readonly tables: TableNames;
}

/** Fresh, uniquely prefixed tables on the run's DynamoDB Local, so test files never share data. */
export async function freshTables(): Promise<TestDb> {
  const endpoint = inject('dynamoEndpoint');
  const tables = freshTableNames();
  const raw = createDynamoClient({ endpoint, region: 'us-east-1' });
  await createTablesIfMissing(raw, tables);
  raw.destroy();
  return { endpoint, doc: createDocumentClient({ region: 'us-east-1', endpoint }), tables };
}

/** Table names under a prefix of their own (no table made yet). */
export function freshTableNames(): TableNames {
  return tableNames({
    TABLE_PREFIX: `t${randomBytes(5).toString('hex')}`,
    REMINDERS_TABLE: undefined,
    USERS_TABLE: undefined,
  });
}

/**
 * The participants table as some version made it: its keys and the given indexes, each keyed
 * `user_id` + `event_id` and projecting the given attributes (none given: every attribute).
 */
export async function participantsTableAs(
  raw: DynamoDBClient,
  TableName: string,
  indexes: readonly { readonly name: string; readonly attributes?: readonly string[] }[],
): Promise<void> {
  await raw.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'event_id', AttributeType: 'S' },
        { AttributeName: 'user_id', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'event_id', KeyType: 'HASH' },
        { AttributeName: 'user_id', KeyType: 'RANGE' },
      ],
      ...(indexes.length > 0
        ? {
            GlobalSecondaryIndexes: indexes.map((i) => ({
              IndexName: i.name,
              KeySchema: [
                { AttributeName: 'user_id', KeyType: 'HASH' as const },
                { AttributeName: 'event_id', KeyType: 'RANGE' as const },
              ],
              Projection: i.attributes
                ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...i.attributes] }
                : { ProjectionType: 'ALL' as const },
            })),
          }
        : {}),
    }),
  );
}
