import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import {
  notificationMethods,
  type CreationUsage,
  type NotificationMethod,
  type Preferences,
  type UserStore,
} from '../../usecases/ports.js';
import { conditional } from './contention.js';

/** The user's item, read consistently; undefined when the user has none yet. */
export async function readUserItem(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  userId: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await doc.send(
    new GetCommand({ TableName: tables.users, Key: { user_id: userId }, ConsistentRead: true }),
  );
  return Item;
}

export function createUserStore(doc: DynamoDBDocumentClient, tables: TableNames): UserStore {
  /** Saves the zone; with a zone link's expiry, only if no link as new was used, marking this one used. */
  const saveZone = (userId: string, zone: string, link?: number) =>
    doc.send(
      new UpdateCommand({
        TableName: tables.users,
        Key: { user_id: userId },
        UpdateExpression: `SET #tz = :z${link === undefined ? '' : ', zone_link_used = :e'}`,
        ...(link === undefined
          ? {}
          : { ConditionExpression: 'attribute_not_exists(zone_link_used) OR zone_link_used < :e' }),
        ExpressionAttributeNames: { '#tz': 'timezone' },
        ExpressionAttributeValues: { ':z': zone, ...(link === undefined ? {} : { ':e': link }) },
      }),
    );
  return {
    async getProfile(userId) {
      const Item = await readUserItem(doc, tables, userId);
      const zone: unknown = Item?.['timezone'];
      return {
        ...(typeof zone === 'string' ? { timezone: zone } : {}),
        ...preferencesOf(Item),
        usage: usageOf(Item),
      };
    },
    async setPreferences(userId, changes) {
      const sets: string[] = [];
      const values: Record<string, unknown> = {};
      if (changes.notificationMethod !== undefined) {
        sets.push('notification_method = :m');
        values[':m'] = changes.notificationMethod;
      }
      if (changes.advanceMinutes !== undefined) {
        sets.push('reminder_advance_minutes = :a');
        values[':a'] = changes.advanceMinutes;
      }
      if (sets.length === 0) return;
      await doc.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: { user_id: userId },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeValues: values,
        }),
      );
    },
    async setTimezone(userId, zone) {
      await saveZone(userId, zone);
    },
    // One conditional update: the zone and the link's mark are written together or not at all.
    setTimezoneFromLink: (userId, zone, linkExpiresAt) =>
      conditional(() => saveZone(userId, zone, linkExpiresAt)),
    async undeliveredNotice(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName: tables.users,
          Key: { user_id: userId },
          ProjectionExpression: 'undelivered_notice',
        }),
      );
      const n: unknown = Item?.['undelivered_notice'];
      return typeof n === 'number' && n > 0 ? n : 0;
    },
    clearUndeliveredNotice(userId, count) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.users,
            Key: { user_id: userId },
            UpdateExpression: 'ADD undelivered_notice :minus',
            ConditionExpression: 'undelivered_notice >= :n',
            ExpressionAttributeValues: { ':minus': -count, ':n': count },
          }),
        ),
      );
    },
  };
}

/** The spec's preferences on a users item; anything absent or unknown is the spec's default ('dm', 0). */
export function preferencesOf(item: Record<string, unknown> | undefined): Preferences {
  const method = item?.['notification_method'];
  const advance = item?.['reminder_advance_minutes'];
  return {
    notificationMethod: (notificationMethods as readonly unknown[]).includes(method)
      ? (method as NotificationMethod)
      : 'dm',
    advanceMinutes:
      typeof advance === 'number' && Number.isInteger(advance) && advance > 0 ? advance : 0,
  };
}

/** The creation limits' state on a users item (absent item or attributes: nothing used yet). */
export function usageOf(item: Record<string, unknown> | undefined): CreationUsage {
  const active = item?.['active_reminders'];
  const log = item?.['rate_log'];
  return {
    activeReminders: typeof active === 'number' ? Math.max(0, active) : 0,
    recentCreations: Array.isArray(log)
      ? log.filter((n): n is number => typeof n === 'number')
      : undefined,
  };
}
