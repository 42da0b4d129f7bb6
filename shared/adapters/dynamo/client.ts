import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoOptions {
  readonly region: string;
  /**
   * A DynamoDB endpoint other than the region's own. A local one (DynamoDB Local, anything
   * not on amazonaws.com) gets dummy credentials, which DynamoDB Local accepts, and the
   * commit barrier below; an AWS endpoint keeps the default credential chain.
   */
  readonly endpoint?: string | undefined;
}

/** True for an endpoint that is not AWS's own DynamoDB (DynamoDB Local, in a process or a container). */
export function isLocalEndpoint(endpoint: string | undefined): endpoint is string {
  if (!endpoint) return false;
  const host = new URL(endpoint).hostname;
  return !/(^|\.)amazonaws\.com(\.cn)?$/.test(host);
}

/** The name of the middleware below, in the client's stack. */
export const LOCAL_COMMIT_BARRIER = 'tockLocalCommitBarrier';

/**
 * DynamoDB Local answers TransactWriteItems before its SQLite COMMIT has run: its
 * `commitTransaction` queues the COMMIT on the database's single job queue and returns
 * without waiting (DynamoDBLocal.jar, SQLiteDBAccess). A process killed in that window
 * loses a transaction it acknowledged. Any request that goes through the same FIFO
 * queue (ListTables does) completes only after that COMMIT, so the client waits for
 * one before it reports the transaction as done.
 */
function addCommitBarrier(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'TransactWriteItemsCommand')
        await client.send(new ListTablesCommand({ Limit: 1 }));
      return result;
    },
    { step: 'initialize', name: LOCAL_COMMIT_BARRIER },
  );
}

/** The one DynamoDB client factory: AWS in Lambda, DynamoDB Local (or another local endpoint) elsewhere. */
export function createDynamoClient(options: DynamoOptions): DynamoDBClient {
  const local = isLocalEndpoint(options.endpoint);
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(local ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  if (local) addCommitBarrier(client);
  return client;
}

/** Creates the document client; call once per process (module scope in Lambda). */
export function createDocumentClient(options: DynamoOptions): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(createDynamoClient(options), {
    marshallOptions: { removeUndefinedValues: true },
  });
}
