import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from '../../../adapters/dynamo/table-names.js';
import type { FeedStore } from '../../usecases/calendar-ports.js';

const ONLY = '-';

/** Feed tokens and export links on the calendar table (see tables.ts for the item layout). */
export function createFeedStore(doc: DynamoDBDocumentClient, tables: TableNames): FeedStore {
  const TableName = tables.calendar;
  const get = async (pk: string, sk: string) =>
    (await doc.send(new GetCommand({ TableName, Key: { pk, sk }, ConsistentRead: true }))).Item;

  return {
    async replaceFeed(userId, tokenHash, createdAt) {
      const current = await get(`user#${userId}`, 'feed');
      const old = typeof current?.['token_hash'] === 'string' ? current['token_hash'] : null;
      await doc.send(
        new TransactWriteCommand({
          TransactItems: [
            ...(old ? [{ Delete: { TableName, Key: { pk: `feed#${old}`, sk: ONLY } } }] : []),
            { Put: { TableName, Item: { pk: `feed#${tokenHash}`, sk: ONLY, user_id: userId } } },
            {
              Put: {
                TableName,
                Item: {
                  pk: `user#${userId}`,
                  sk: 'feed',
                  token_hash: tokenHash,
                  created_at: createdAt,
                },
                // Two rotations at once: the later one fails instead of leaving two live tokens.
                ConditionExpression: old ? 'token_hash = :old' : 'attribute_not_exists(pk)',
                ...(old ? { ExpressionAttributeValues: { ':old': old } } : {}),
              },
            },
          ],
        }),
      );
    },
    async feedCreatedAt(userId) {
      const item = await get(`user#${userId}`, 'feed');
      return typeof item?.['created_at'] === 'string' ? item['created_at'] : null;
    },
    async feedOwner(tokenHash) {
      const item = await get(`feed#${tokenHash}`, ONLY);
      return typeof item?.['user_id'] === 'string' ? item['user_id'] : null;
    },
    async putExport(userId, tokenHash, expiresAt) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            pk: `export#${tokenHash}`,
            sk: ONLY,
            user_id: userId,
            expires_at: Math.ceil(expiresAt / 1000),
            expires_at_ms: expiresAt,
          },
        }),
      );
    },
    async exportOwner(tokenHash, now) {
      const item = await get(`export#${tokenHash}`, ONLY);
      // TTL deletes lazily: the expiry is checked here too.
      if (
        !item ||
        typeof item['user_id'] !== 'string' ||
        !(typeof item['expires_at_ms'] === 'number' && item['expires_at_ms'] > now)
      )
        return null;
      return item['user_id'];
    },
  };
}
