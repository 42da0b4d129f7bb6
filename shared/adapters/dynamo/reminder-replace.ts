import {
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import type { ReminderStore } from '../../usecases/ports.js';
import {
  cancellationCodes,
  conditional,
  isTransactionConflict,
  retryContention,
} from './contention.js';
import { fromItem, toItem } from './reminder-item.js';
import { userUpdate } from './user-item.js';

/**
 * Changes in place (snooze, stop repeating, /edit_reminder): a consistent read, then a Put of
 * the whole new item conditional on the version read and on no live dispatcher claim, so a
 * send in flight and a change never both apply to one state of the reminder.
 */
export function createReminderReplace(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  shards: number,
): Pick<ReminderStore, 'read' | 'replace'> {
  return {
    async read(userId, id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tables.reminders, Key: { id }, ConsistentRead: true }),
      );
      if (!Item || Item['user_id'] !== userId) return null;
      const claimed: unknown = Item['claimed_until'];
      return {
        reminder: fromItem(Item),
        ...(typeof claimed === 'number' ? { claimedUntilMs: claimed } : {}),
      };
    },

    async replace(before, after, { nowMs, maxActive }) {
      const put = {
        TableName: tables.reminders,
        Item: toItem({ ...after, version: before.version + 1, attempts: 0 }, shards),
        ConditionExpression:
          'user_id = :u AND version = :v AND (attribute_not_exists(claimed_until) OR claimed_until < :now)',
        ExpressionAttributeValues: { ':u': before.userId, ':v': before.version, ':now': nowMs },
      };
      const delta = Number(after.isActive) - Number(before.isActive);
      if (delta === 0)
        return (await conditional(() => doc.send(new PutCommand(put)))) ? 'replaced' : 'conflict';
      const counter =
        delta > 0
          ? userUpdate().increment('activeReminders', maxActive)
          : userUpdate().decrement('activeReminders');
      return retryContention(isTransactionConflict, async () => {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [{ Put: put }, { Update: counter.toUpdate(tables, before.userId) }],
            }),
          );
          return 'replaced' as const;
        } catch (err) {
          const codes = cancellationCodes(err);
          if (codes?.[0] === 'ConditionalCheckFailed') return 'conflict' as const;
          if (codes?.[1] === 'ConditionalCheckFailed') return 'too_many' as const;
          throw err;
        }
      });
    },
  };
}
