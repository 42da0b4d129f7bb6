import { randomBytes } from 'node:crypto';
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
