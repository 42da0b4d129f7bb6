import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from '../../../adapters/dynamo/table-names.js';
import type { SyncRequester } from '../../usecases/calendar-connect.js';
import { SYNC_REQUEST_INTERVAL_MS, SYNC_REQUEST_SK } from '../../usecases/calendar-ports.js';
import { conditional } from '../../../adapters/dynamo/contention.js';

/** Kept a little past the interval, then TTL removes it (its REMOVE record pushes nothing). */
const KEEP_MS = 3_600_000;

/**
 * `/calendar sync`: one conditional put, refused while the user's last request is younger than
 * the interval. The put reaches the sync function through the calendar table's stream.
 */
export function createSyncRequester(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
): SyncRequester {
  const Key = (userId: string) => ({ pk: `user#${userId}`, sk: SYNC_REQUEST_SK });
  return {
    async request(userId, now) {
      const put = await conditional(() =>
        doc.send(
          new PutCommand({
            TableName: tables.calendar,
            Item: {
              ...Key(userId),
              user_id: userId,
              requested_at_ms: now,
              expires_at: Math.ceil((now + KEEP_MS) / 1000),
            },
            ConditionExpression: 'attribute_not_exists(pk) OR requested_at_ms <= :cutoff',
            ExpressionAttributeValues: { ':cutoff': now - SYNC_REQUEST_INTERVAL_MS },
          }),
        ),
      );
      if (put) return { ok: true };
      const { Item } = await doc.send(
        new GetCommand({ TableName: tables.calendar, Key: Key(userId), ConsistentRead: true }),
      );
      const last = typeof Item?.['requested_at_ms'] === 'number' ? Item['requested_at_ms'] : now;
      return { ok: false, retryAt: last + SYNC_REQUEST_INTERVAL_MS };
    },
  };
}
