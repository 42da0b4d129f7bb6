import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoOptions {
  readonly region: string;
  /** A local DynamoDB endpoint; credentials are then dummies, as DynamoDB Local accepts any. */
  readonly endpoint?: string | undefined;
}

/** Creates the document client; call once per process (module scope in Lambda). */
export function createDocumentClient(options: DynamoOptions): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}
