import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from '../../config.js';
import type { SyncRequester } from '../../usecases/calendar-connect.js';
import type { EventStore } from '../../usecases/schedule-ports.js';

/** `/calendar sync`: stamps `sync_requested_at` on each of the user's events; the stream does the rest. */
export function createSyncRequester(doc: DynamoDBDocumentClient, tables: TableNames, events: Pick<EventStore, 'listByUser'>): SyncRequester {
  return {
    async requestAll(userId, now) {
      const list = await events.listByUser(userId);
      const at = new Date(now).toISOString();
      let count = 0;
      for (const event of list) {
        try {
          await doc.send(
            new UpdateCommand({
              TableName: tables.events,
              Key: { id: event.id },
              UpdateExpression: 'SET sync_requested_at = :at',
              ConditionExpression: 'user_id = :u',
              ExpressionAttributeValues: { ':at': at, ':u': userId },
            }),
          );
          count++;
        } catch (err) {
          // Deleted meanwhile: nothing to push.
          if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
        }
      }
      return count;
    },
  };
}
