import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { allTables, type TableDef } from './tables.js';
import type { TableNames } from './table-names.js';

function attributeDefinitions(def: TableDef): AttributeDefinition[] {
  const keys = [
    def.partitionKey,
    def.sortKey,
    ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  const byName = new Map<string, AttributeDefinition>();
  for (const k of keys) if (k) byName.set(k.name, { AttributeName: k.name, AttributeType: k.type });
  return [...byName.values()];
}

/** Creates every table that does not exist yet (local runtime and tests); existing ones are left alone. */
export async function createTablesIfMissing(
  client: DynamoDBClient,
  names: TableNames,
): Promise<void> {
  for (const def of allTables) {
    const TableName = names[def.logicalName];
    try {
      await client.send(new DescribeTableCommand({ TableName }));
      continue;
    } catch (err) {
      if ((err as { name?: string }).name !== 'ResourceNotFoundException') throw err;
    }
    try {
      await client.send(
        new CreateTableCommand({
          TableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: attributeDefinitions(def),
          KeySchema: [
            { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
            ...(def.sortKey
              ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' as const }]
              : []),
          ],
          ...(def.stream
            ? { StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream } }
            : {}),
          ...(def.indexes.length > 0
            ? {
                GlobalSecondaryIndexes: def.indexes.map((i) => ({
                  IndexName: i.indexName,
                  KeySchema: [
                    { AttributeName: i.partitionKey.name, KeyType: 'HASH' as const },
                    ...(i.sortKey
                      ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' as const }]
                      : []),
                  ],
                  Projection: { ProjectionType: 'ALL' as const },
                })),
              }
            : {}),
        }),
      );
    } catch (err) {
      if (!(err instanceof ResourceInUseException)) throw err;
    }
    await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName });
    if (def.ttlAttribute) {
      try {
        await client.send(
          new UpdateTimeToLiveCommand({
            TableName,
            TimeToLiveSpecification: { AttributeName: def.ttlAttribute, Enabled: true },
          }),
        );
      } catch (err) {
        // Another process starting at the same time won the race: the result is the same.
        if (!/already enabled/i.test((err as Error).message)) throw err;
      }
    }
  }
}
