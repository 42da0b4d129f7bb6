import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import { participantReminderId } from '../../domain/ids.js';
import { toIso } from '../../domain/reminder.js';
import { scheduleLimits, type EventRecord } from '../../domain/schedule.js';
import type { ReminderStore } from '../../usecases/ports.js';
import type { EventFilter, EventStore } from '../../usecases/schedule-ports.js';
import {
  cancellationCodes,
  contentionPolicy,
  isConditionFailure,
  isTransactionConflict,
  retryContention,
} from './contention.js';
import { eventFromItem, eventToItem, timingAttributes } from './event-item.js';
import { queryAll } from './query.js';
import { EVENTS_BY_USER_INDEX, EVENTS_RECURRING_INDEX, SHARED_EVENT_KEY } from './tables.js';
import { userUpdate } from './user-item.js';

/** BatchGetItem takes 100 keys a call. */
const BATCH_GET = 100;

/** TransactWriteItems takes 100 items; the event and the counter use two. */
const PARTICIPANTS_PER_TRANSACTION = 98;

/**
 * Events on DynamoDB. The 1000-events limit is a counter (`event_count`) on the owner's
 * users item, raised and lowered in the same transaction as the insert or delete.
 */
export function createEventStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  reminders: Pick<ReminderStore, 'delete'>,
): EventStore {
  const byStart = (a: EventRecord, b: EventRecord): number =>
    a.timing.start - b.timing.start || (a.id < b.id ? -1 : 1);

  async function getOwned(userId: string, id: string): Promise<EventRecord | null> {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tables.events, Key: { id }, ConsistentRead: true }),
    );
    if (!Item || Item['user_id'] !== userId) return null;
    return eventFromItem(Item);
  }

  return {
    async create(event, maxEvents) {
      // A conflict with another write on the same users item (a /remind, another create): try again.
      return retryContention(isTransactionConflict, async () => {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: userUpdate()
                    .increment('eventCount', maxEvents)
                    .toUpdate(tables, event.userId),
                },
                {
                  Put: {
                    TableName: tables.events,
                    Item: eventToItem(event),
                    ConditionExpression: 'attribute_not_exists(id)',
                  },
                },
              ],
            }),
          );
          return 'created' as const;
        } catch (err) {
          if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return 'too_many' as const;
          throw err;
        }
      });
    },

    get: getOwned,

    async listByUser(userId, filter: EventFilter = {}) {
      const { dateFrom, dateTo, eventType, status } = filter;
      const range =
        dateFrom !== undefined && dateTo !== undefined
          ? ' AND start_datetime BETWEEN :from AND :to'
          : dateFrom !== undefined
            ? ' AND start_datetime >= :from'
            : dateTo !== undefined
              ? ' AND start_datetime <= :to'
              : '';
      const filters = [
        ...(eventType ? ['event_type = :type'] : []),
        ...(status ? ['#status = :status'] : []),
      ];
      const items = await queryAll(doc, {
        TableName: tables.events,
        IndexName: EVENTS_BY_USER_INDEX,
        KeyConditionExpression: `user_id = :u${range}`,
        ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
        ...(status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':u': userId,
          ...(dateFrom !== undefined ? { ':from': toIso(dateFrom) } : {}),
          ...(dateTo !== undefined ? { ':to': toIso(dateTo) } : {}),
          ...(eventType ? { ':type': eventType } : {}),
          ...(status ? { ':status': status } : {}),
        },
      });
      return items.map(eventFromItem);
    },

    async inRange(userId, from, to) {
      const earliest = Math.max(0, from - scheduleLimits.maxDurationMinutes * 60_000);
      const [oneOff, recurring] = await Promise.all([
        queryAll(doc, {
          TableName: tables.events,
          IndexName: EVENTS_BY_USER_INDEX,
          KeyConditionExpression: 'user_id = :u AND start_datetime BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':u': userId, ':from': toIso(earliest), ':to': toIso(to) },
        }),
        queryAll(doc, {
          TableName: tables.events,
          IndexName: EVENTS_RECURRING_INDEX,
          KeyConditionExpression: 'recurring_user_id = :u AND start_datetime <= :to',
          ExpressionAttributeValues: { ':u': userId, ':to': toIso(to) },
        }),
      ]);
      const byId = new Map<string, EventRecord>();
      for (const e of [...oneOff, ...recurring].map(eventFromItem)) byId.set(e.id, e);
      return [...byId.values()].sort(byStart);
    },

    async update(userId, id, patch) {
      // Every attribute through a name placeholder: some (timezone, status) are reserved words.
      const fields: Record<string, unknown> = { updated_at: patch.updatedAt };
      if (patch.title !== undefined) fields['title'] = patch.title;
      if (patch.description !== undefined) fields['description'] = patch.description;
      if (patch.location !== undefined) fields['location'] = patch.location;
      const removes: string[] = [];
      if (patch.timing) {
        const attrs = timingAttributes({ userId, timing: patch.timing });
        Object.assign(fields, attrs);
        if (attrs.recurring_user_id === undefined) removes.push('recurring_user_id');
        if (attrs.exception_dates === undefined) removes.push('exception_dates');
        if (attrs.series_until === undefined) removes.push('series_until');
      }
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':u': userId };
      const sets = Object.entries(fields).map(([name, value], i) => {
        names[`#f${i}`] = name;
        values[`:f${i}`] = value;
        return `#f${i} = :f${i}`;
      });
      removes.forEach((name, i) => (names[`#r${i}`] = name));
      const remove =
        removes.length > 0 ? ` REMOVE ${removes.map((_, i) => `#r${i}`).join(', ')}` : '';
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: tables.events,
            Key: { id },
            UpdateExpression: `SET ${sets.join(', ')}${remove}`,
            ConditionExpression: 'user_id = :u',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return eventFromItem(Attributes);
      } catch (err) {
        if (isConditionFailure(err)) return null;
        throw err;
      }
    },

    async delete(userId, id) {
      const event = await getOwned(userId, id);
      if (!event) return false;
      const participants = await queryAll(doc, {
        TableName: tables.participants,
        KeyConditionExpression: 'event_id = :e',
        ExpressionAttributeValues: { ':e': id },
        ProjectionExpression: 'event_id, user_id',
      });
      const first = participants.slice(0, PARTICIPANTS_PER_TRANSACTION);
      const deleted = await retryContention(isTransactionConflict, async () => {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Delete: {
                    TableName: tables.events,
                    Key: { id },
                    ConditionExpression: 'user_id = :u',
                    ExpressionAttributeValues: { ':u': userId },
                  },
                },
                { Update: userUpdate().decrement('eventCount').toUpdate(tables, userId) },
                ...first.map((p) => ({
                  Delete: {
                    TableName: tables.participants,
                    Key: { event_id: id, user_id: p['user_id'] },
                  },
                })),
              ],
            }),
          );
          return true;
        } catch (err) {
          if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return false; // deleted meanwhile
          throw err;
        }
      });
      if (!deleted) return false;
      // Beyond one transaction's worth: rows of an event that no longer exists, removed after it.
      for (const p of participants.slice(PARTICIPANTS_PER_TRANSACTION)) {
        await doc.send(
          new DeleteCommand({
            TableName: tables.participants,
            Key: { event_id: id, user_id: p['user_id'] },
          }),
        );
      }
      // The event is gone first: a reminder left by a failure here finds no event at its
      // next send and finishes, so nothing is ever sent for a deleted event twice.
      for (const reminderId of event.reminders) await reminders.delete(userId, reminderId);
      // Each participant's reminder is theirs (their active counter drops with it).
      for (const p of participants) {
        const participant = p['user_id'];
        if (typeof participant !== 'string' || participant === SHARED_EVENT_KEY) continue;
        await reminders.delete(participant, participantReminderId(id, participant));
      }
      return true;
    },

    async byIds(ids) {
      const out: EventRecord[] = [];
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += BATCH_GET) {
        let keys: Record<string, unknown>[] = unique.slice(i, i + BATCH_GET).map((id) => ({ id }));
        for (let round = 0; keys.length > 0 && round < contentionPolicy.maxAttempts; round++) {
          const res = await doc.send(
            new BatchGetCommand({ RequestItems: { [tables.events]: { Keys: keys } } }),
          );
          out.push(...(res.Responses?.[tables.events] ?? []).map((item) => eventFromItem(item)));
          keys = (res.UnprocessedKeys?.[tables.events]?.Keys ?? []) as Record<string, unknown>[];
        }
      }
      return out.sort(byStart);
    },

    async linkReminder(userId, eventId, reminderId) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tables.events,
            Key: { id: eventId },
            UpdateExpression: 'SET reminders = list_append(if_not_exists(reminders, :empty), :r)',
            ConditionExpression: 'user_id = :u',
            ExpressionAttributeValues: { ':u': userId, ':empty': [], ':r': [reminderId] },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailure(err)) return false;
        throw err;
      }
    },
  };
}
