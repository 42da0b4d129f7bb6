import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import type { Reminder } from '../../domain/reminder.js';
import type { LinkedReminderStore } from '../../usecases/schedule-ports.js';
import { contentionPolicy, isLostRace, retryContention } from './contention.js';
import { COMPLETED_RETENTION_SECONDS, fromItem } from './reminder-item.js';
import { userUpdate } from './user-item.js';

/** BatchGetItem takes 100 keys a call. */
const BATCH = 100;

/**
 * Event reminders as the schedule moves them. Every write is conditional on the version
 * read, like the dispatcher's, so an edit and a send never both win on one reminder.
 */
export function createLinkedReminderStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
): LinkedReminderStore {
  return {
    async byIds(ids) {
      const out: Reminder[] = [];
      for (let i = 0; i < ids.length; i += BATCH) {
        let keys: Record<string, unknown>[] = [...new Set(ids.slice(i, i + BATCH))].map((id) => ({
          id,
        }));
        for (let round = 0; keys.length > 0 && round < contentionPolicy.maxAttempts; round++) {
          const res = await doc.send(
            new BatchGetCommand({
              RequestItems: { [tables.reminders]: { Keys: keys, ConsistentRead: true } },
            }),
          );
          out.push(...(res.Responses?.[tables.reminders] ?? []).map(fromItem));
          keys = (res.UnprocessedKeys?.[tables.reminders]?.Keys ?? []) as Record<string, unknown>[];
        }
      }
      return out;
    },

    async reschedule(known, remindTime) {
      const { id } = known;
      await retryContention(isLostRace, async (attempt) => {
        // The caller's read serves the first try; a lost race means it changed, so read again.
        let r = known;
        if (attempt > 1) {
          const { Item } = await doc.send(
            new GetCommand({ TableName: tables.reminders, Key: { id }, ConsistentRead: true }),
          );
          if (!Item) return;
          r = fromItem(Item);
        }
        if (!r.isActive) return;
        const common = {
          TableName: tables.reminders,
          Key: { id },
          ConditionExpression: 'version = :v',
        };
        if (remindTime !== null) {
          // A claim in flight keeps its lease; the version bump makes its advance lose, so the new time stands.
          await doc.send(
            new UpdateCommand({
              ...common,
              UpdateExpression: 'SET remind_time = :t, version = :next, attempts = :zero',
              ExpressionAttributeValues: {
                ':v': r.version,
                ':next': r.version + 1,
                ':t': remindTime,
                ':zero': 0,
              },
            }),
          );
        } else {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    ...common,
                    UpdateExpression:
                      'SET is_active = :no, expires_at = :exp, version = :next REMOVE due_shard, claimed_until',
                    ExpressionAttributeValues: {
                      ':v': r.version,
                      ':next': r.version + 1,
                      ':no': false,
                      ':exp':
                        Math.floor(Date.parse(r.remindTime) / 1000) + COMPLETED_RETENTION_SECONDS,
                    },
                  },
                },
                { Update: userUpdate().decrement('activeReminders').toUpdate(tables, r.userId) },
              ],
            }),
          );
        }
      });
    },
  };
}
