import {
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

/** Every item a Query matches (or the first `max`), following `LastEvaluatedKey` across pages. */
export async function queryAll(
  doc: DynamoDBDocumentClient,
  input: QueryCommandInput,
  max?: number,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const limit = max === undefined ? {} : { Limit: max - items.length };
    const page = await doc.send(
      new QueryCommand({ ...input, ...limit, ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}) }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && (max === undefined || items.length < max));
  return items;
}
