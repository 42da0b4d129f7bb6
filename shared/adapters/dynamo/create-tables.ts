import {
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
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

function indexSpec(i: TableDef['indexes'][number]) {
  return {
    IndexName: i.indexName,
    KeySchema: [
      { AttributeName: i.partitionKey.name, KeyType: 'HASH' as const },
      ...(i.sortKey ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    Projection: i.projection
      ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...i.projection] }
      : { ProjectionType: 'ALL' as const },
  };
}

type IndexStates = readonly { IndexName?: string | undefined; IndexStatus?: string | undefined }[];

const errorText = (err: unknown): string => `${(err as Error).name} ${(err as Error).message}`;

/** Waits (up to a minute) until the index is ACTIVE; true if it is. */
async function indexActive(
  client: DynamoDBClient,
  TableName: string,
  indexName: string,
): Promise<boolean> {
  for (let i = 0; i < 120; i++) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    const status = Table?.GlobalSecondaryIndexes?.find(
      (g) => g.IndexName === indexName,
    )?.IndexStatus;
    if (status === 'ACTIVE') return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * A table kept from an earlier version (the local runtime's data survives restarts) gets the
 * indexes added since, one UpdateTable each (DynamoDB creates one index per call), waited for.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  TableName: string,
  def: TableDef,
  existing: IndexStates,
): Promise<void> {
  const have = new Set(existing.map((i) => i.IndexName));
  for (const index of def.indexes) {
    if (have.has(index.indexName)) continue;
    try {
      await client.send(
        new UpdateTableCommand({
          TableName,
          AttributeDefinitions: attributeDefinitions(def),
          GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
        }),
      );
    } catch (err) {
      // Another process starting at the same time added it first.
      if (!/already exists|ResourceInUse/i.test(errorText(err))) throw err;
    }
    await indexActive(client, TableName, index.indexName);
  }
}

/**
 * Drops the table's retired indexes once their replacements are built (readers use those). A
 * replacement still being built keeps its retired index until a later start. DynamoDB Local
 * never finishes a deletion: the index stays DELETING (writes still reach it, nothing reads it),
 * and is left alone from then on.
 */
async function dropRetiredIndexes(
  client: DynamoDBClient,
  TableName: string,
  def: TableDef,
  existing: IndexStates,
): Promise<void> {
  for (const retired of def.retiredIndexes ?? []) {
    const found = existing.find((i) => i.IndexName === retired.indexName);
    if (!found || found.IndexStatus === 'DELETING') continue;
    if (!(await indexActive(client, TableName, retired.replacedBy))) continue;
    try {
      await client.send(
        new UpdateTableCommand({
          TableName,
          GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: retired.indexName } }],
        }),
      );
    } catch (err) {
      // Another process starting at the same time dropped it first.
      if (!/ResourceInUse|ResourceNotFound|being deleted|does not exist/i.test(errorText(err)))
        throw err;
    }
  }
}

/**
 * Creates every table that does not exist yet (local runtime and tests), with its current
 * indexes only; existing ones are kept, with any index added since they were made, and without
 * the indexes retired since.
 */
export async function createTablesIfMissing(
  client: DynamoDBClient,
  names: TableNames,
): Promise<void> {
  for (const def of allTables) {
    const TableName = names[def.logicalName];
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName }));
      await addMissingIndexes(client, TableName, def, Table?.GlobalSecondaryIndexes ?? []);
      await dropRetiredIndexes(client, TableName, def, Table?.GlobalSecondaryIndexes ?? []);
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
          ...(def.indexes.length > 0 ? { GlobalSecondaryIndexes: def.indexes.map(indexSpec) } : {}),
        }),
      );
    } catch (err) {
      // Made meanwhile by another process. By name: an error from another copy of the SDK (a
      // bundle, a second node_modules) is not an instance of this copy's class.
      if ((err as { name?: string }).name !== 'ResourceInUseException') throw err;
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
