import {
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import { checkRate } from '../../domain/rate-limit.js';
import type { ReminderStore } from '../../usecases/ports.js';
import { isLostRace, retryContention } from './contention.js';
import { fromItem, toItem } from './reminder-item.js';
import { createReminderReplace } from './reminder-replace.js';
import { queryAll } from './query.js';
import { REMINDERS_BY_USER_INDEX } from './tables.js';
import { readUserItem } from './user-repo.js';
import { usageOf, userUpdate } from './user-item.js';

export function createReminderStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  shards: number,
): ReminderStore {
  return {
    ...createReminderReplace(doc, tables, shards),
    async create(reminder, { maxActive, rate, now }, known) {
      // Optimistic concurrency: the counter and the rate log are re-checked by the
      // transaction's conditions, so two concurrent /remind calls cannot both pass.
      return retryContention(isLostRace, async (attempt) => {
        const usage =
          attempt === 1 && known
            ? known
            : usageOf(await readUserItem(doc, tables, reminder.userId));
        const active = usage.activeReminders;
        const log = usage.recentCreations;
        if (active >= maxActive) return { kind: 'too_many' } as const;
        const decision = rate ? checkRate(log ?? [], now, rate) : undefined;
        // One more active reminder (within the limit) and the new log, if the log is as read.
        const creationUpdate = (old: readonly number[] | undefined, next?: readonly number[]) => {
          const update = userUpdate().increment('activeReminders', maxActive);
          if (next === undefined) return update;
          return update
            .set('rateLog', next)
            .when(old === undefined ? update.absent('rateLog') : update.equals('rateLog', old));
        };
        if (decision && !decision.allowed)
          return { kind: 'rate_limited', retryAt: decision.retryAt } as const;
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: creationUpdate(log, decision?.log).toUpdate(tables, reminder.userId),
              },
              {
                Put: {
                  TableName: tables.reminders,
                  Item: toItem(reminder, shards),
                  ConditionExpression: 'attribute_not_exists(id)',
                },
              },
            ],
          }),
        );
        return { kind: 'created' } as const;
      });
    },

    async listByUser(userId, includeInactive) {
      const items = await queryAll(doc, {
        TableName: tables.reminders,
        IndexName: REMINDERS_BY_USER_INDEX,
        KeyConditionExpression: 'user_id = :u',
        ...(includeInactive ? {} : { FilterExpression: 'is_active = :yes' }),
        ExpressionAttributeValues: { ':u': userId, ...(includeInactive ? {} : { ':yes': true }) },
      });
      return items.map(fromItem);
    },

    async delete(userId, id) {
      // A lost race means the dispatcher changed it meanwhile (claim or advance): read again.
      return retryContention(isLostRace, async () => {
        const { Item } = await doc.send(
          new GetCommand({ TableName: tables.reminders, Key: { id }, ConsistentRead: true }),
        );
        if (!Item || Item['user_id'] !== userId) return null;
        const current = fromItem(Item);
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: tables.reminders,
                  Key: { id },
                  ConditionExpression: 'user_id = :u AND version = :v',
                  ExpressionAttributeValues: { ':u': userId, ':v': current.version },
                },
              },
              ...(current.isActive
                ? [{ Update: userUpdate().decrement('activeReminders').toUpdate(tables, userId) }]
                : []),
            ],
          }),
        );
        return current;
      });
    },
  };
}
