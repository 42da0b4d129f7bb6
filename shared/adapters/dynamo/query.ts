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

/**
 * True for AWS's answer to a Query of an index added to an existing table that is still being
 * built ("Cannot read from backfilling global secondary index": until the index is ACTIVE).
 */
function isBackfilling(err: unknown): boolean {
  const { name, message } = err as { name?: string; message?: string };
  return name === 'ValidationException' && /backfilling/i.test(message ?? '');
}

/**
 * {@link queryAll} on `input.IndexName`; while that index is still being built, on `whileBuilt`
 * instead (the index it replaces). CloudFormation does not wait for an index it adds to be built
 * before it updates the functions that read it.
 */
export async function queryIndexOr(
  doc: DynamoDBDocumentClient,
  input: QueryCommandInput & { readonly IndexName: string },
  whileBuilt: string,
): Promise<Record<string, unknown>[]> {
  try {
    return await queryAll(doc, input);
  } catch (err) {
    if (!isBackfilling(err)) throw err;
    return queryAll(doc, { ...input, IndexName: whileBuilt });
  }
}
