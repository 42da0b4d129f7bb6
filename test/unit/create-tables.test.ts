import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { createTablesIfMissing } from '../../shared/adapters/dynamo/create-tables.js';
import { freshTableNames } from '../support/dynamo.js';

/**
 * A table made by another process between our DescribeTable and CreateTable: DynamoDB answers
 * ResourceInUseException, here from another copy of the SDK (as a bundle's own copy would be),
 * so not an instance of the class this module imports. Told apart by its name.
 * @see https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_CreateTable.html#API_CreateTable_Errors
 */
function racedClient(): { client: DynamoDBClient; created: string[] } {
  const made = new Set<string>();
  const created: string[] = [];
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  const send = async (command: unknown) => {
    const input = (command as { input: { TableName: string } }).input;
    if (command instanceof DescribeTableCommand) {
      if (!made.has(input.TableName)) {
        // The other process makes it now, just after our look.
        made.add(input.TableName);
        throw named('ResourceNotFoundException', 'Requested resource not found');
      }
      return { Table: { TableName: input.TableName, TableStatus: 'ACTIVE' } };
    }
    if (command instanceof CreateTableCommand) {
      created.push(input.TableName);
      throw named('ResourceInUseException', `Table already exists: ${input.TableName}`);
    }
    return {};
  };
  return { client: { send } as unknown as DynamoDBClient, created };
}

describe('createTablesIfMissing', () => {
  it('a table another process made meanwhile is kept, whatever copy of the SDK the error comes from', async () => {
    const { client, created } = racedClient();
    const names = freshTableNames();
    await expect(createTablesIfMissing(client, names)).resolves.toBeUndefined();
    expect(created).toEqual(expect.arrayContaining([names.reminders, names.events]));
  });

  it('any other refusal of the create is not swallowed', async () => {
    const client = {
      send: async (command: unknown) => {
        if (command instanceof DescribeTableCommand)
          throw Object.assign(new Error('not found'), { name: 'ResourceNotFoundException' });
        throw Object.assign(new Error('limit'), { name: 'LimitExceededException' });
      },
    } as unknown as DynamoDBClient;
    await expect(createTablesIfMissing(client, freshTableNames())).rejects.toThrow('limit');
  });
});
