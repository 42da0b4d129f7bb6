import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from '../../config.js';
import { checkRate } from '../../domain/rate-limit.js';
import type { Reminder } from '../../domain/reminder.js';
import type { ReminderStore } from '../../usecases/ports.js';
import { fromItem, toItem } from './reminder-item.js';
import { REMINDERS_BY_USER_INDEX } from './tables.js';

const MAX_ATTEMPTS = 8;

/** Jittered pause before re-reading after losing a conditional write to a concurrent one. */
function backoff(attempt: number): Promise<void> {
  return new Promise((r) => setTimeout(r, Math.random() * 20 * (attempt + 1)));
}

function isConditionFailure(err: unknown): boolean {
  return err instanceof TransactionCanceledException || (err as { name?: string }).name === 'ConditionalCheckFailedException';
}

export function createReminderStore(doc: DynamoDBDocumentClient, tables: TableNames, shards: number): ReminderStore {
  async function readCounters(userId: string): Promise<{ active: number; log: number[] | undefined }> {
    const { Item } = await doc.send(new GetCommand({ TableName: tables.users, Key: { user_id: userId }, ConsistentRead: true }));
    const active = typeof Item?.['active_reminders'] === 'number' ? Item['active_reminders'] : 0;
    const rawLog: unknown = Item?.['rate_log'];
    return { active: Math.max(0, active), log: Array.isArray(rawLog) ? rawLog.filter((n): n is number => typeof n === 'number') : undefined };
  }

  return {
    async create(reminder, { maxActive, rate, now }) {
      // Optimistic concurrency: the counter and the rate log are re-checked by the
      // transaction's conditions, so two concurrent /remind calls cannot both pass.
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const { active, log } = await readCounters(reminder.userId);
        if (active >= maxActive) return { kind: 'too_many' };
        const decision = checkRate(log ?? [], now, rate);
        if (!decision.allowed) return { kind: 'rate_limited', retryAt: decision.retryAt };
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: tables.users,
                    Key: { user_id: reminder.userId },
                    UpdateExpression: 'SET active_reminders = if_not_exists(active_reminders, :zero) + :one, rate_log = :newLog',
                    ConditionExpression: `(attribute_not_exists(active_reminders) OR active_reminders < :max) AND ${
                      log === undefined ? 'attribute_not_exists(rate_log)' : 'rate_log = :oldLog'
                    }`,
                    ExpressionAttributeValues: {
                      ':zero': 0,
                      ':one': 1,
                      ':max': maxActive,
                      ':newLog': decision.log,
                      ...(log === undefined ? {} : { ':oldLog': log }),
                    },
                  },
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
          return { kind: 'created' };
        } catch (err) {
          if (!isConditionFailure(err)) throw err;
          await backoff(attempt);
        }
      }
      throw new Error(`create reminder: contention on user ${reminder.userId} after ${MAX_ATTEMPTS} attempts`);
    },

    async listByUser(userId, includeInactive) {
      const out: Reminder[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName: tables.reminders,
            IndexName: REMINDERS_BY_USER_INDEX,
            KeyConditionExpression: 'user_id = :u',
            ...(includeInactive ? {} : { FilterExpression: 'is_active = :yes' }),
            ExpressionAttributeValues: { ':u': userId, ...(includeInactive ? {} : { ':yes': true }) },
            ...(ExclusiveStartKey ? { ExclusiveStartKey } : {}),
          }),
        );
        for (const item of page.Items ?? []) out.push(fromItem(item));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
      return out;
    },

    async delete(userId, id) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const { Item } = await doc.send(new GetCommand({ TableName: tables.reminders, Key: { id }, ConsistentRead: true }));
        if (!Item || Item['user_id'] !== userId) return false;
        const current = fromItem(Item);
        try {
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
                  ? [
                      {
                        Update: {
                          TableName: tables.users,
                          Key: { user_id: userId },
                          UpdateExpression: 'SET active_reminders = if_not_exists(active_reminders, :one) - :one',
                          ExpressionAttributeValues: { ':one': 1 },
                        },
                      },
                    ]
                  : []),
              ],
            }),
          );
          return true;
        } catch (err) {
          // The dispatcher changed it meanwhile (claim or advance): read again.
          if (!isConditionFailure(err)) throw err;
          await backoff(attempt);
        }
      }
      throw new Error(`delete reminder ${id}: contention after ${MAX_ATTEMPTS} attempts`);
    },
  };
}
