import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import type { UserStore } from '../../usecases/ports.js';
import { conditional } from './contention.js';
import {
  preferencesOf,
  timezoneOf,
  undeliveredOf,
  usageOf,
  userFields,
  userKey,
  userUpdate,
  webhookHintOf,
} from './user-item.js';

/** The user's item, read consistently; undefined when the user has none yet. */
export async function readUserItem(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  userId: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await doc.send(
    new GetCommand({ ...userKey(tables, userId), ConsistentRead: true }),
  );
  return Item;
}

export function createUserStore(doc: DynamoDBDocumentClient, tables: TableNames): UserStore {
  /** Saves the zone; with a zone link's expiry, only if no link as new was used, marking this one used. */
  const saveZone = (userId: string, zone: string, link?: number) => {
    const update = userUpdate().set('timezone', zone);
    if (link !== undefined) {
      update
        .set('zoneLinkUsed', link)
        .when(
          `${update.absent('zoneLinkUsed')} OR ${update.name('zoneLinkUsed')} < ${update.value(link)}`,
        );
    }
    return doc.send(new UpdateCommand(update.toUpdate(tables, userId)));
  };
  return {
    async getProfile(userId) {
      const Item = await readUserItem(doc, tables, userId);
      const zone = timezoneOf(Item);
      const hint = webhookHintOf(Item);
      return {
        ...(zone !== undefined ? { timezone: zone } : {}),
        ...(hint !== undefined ? { webhookHint: hint } : {}),
        ...preferencesOf(Item),
        usage: usageOf(Item),
      };
    },
    async setPreferences(userId, changes) {
      const update = userUpdate();
      if (changes.notificationMethod !== undefined)
        update
          .set('notificationMethod', changes.notificationMethod)
          .remove('webhook')
          .remove('webhookHint');
      if (changes.advanceMinutes !== undefined)
        update.set('advanceMinutes', changes.advanceMinutes);
      if (changes.replies !== undefined) update.set('replies', changes.replies);
      if (changes.maybeReminders !== undefined)
        update.set('maybeReminders', changes.maybeReminders);
      if (update.isEmpty) return;
      await doc.send(new UpdateCommand(update.toUpdate(tables, userId)));
    },
    async setWebhook(userId, webhook) {
      const update = userUpdate()
        .set('notificationMethod', 'webhook')
        .set('webhook', webhook.sealed)
        .set('webhookHint', webhook.hint);
      await doc.send(new UpdateCommand(update.toUpdate(tables, userId)));
    },
    async setTimezone(userId, zone) {
      if (zone !== null) await saveZone(userId, zone);
      else
        await doc.send(new UpdateCommand(userUpdate().remove('timezone').toUpdate(tables, userId)));
    },
    // One conditional update: the zone and the link's mark are written together or not at all.
    setTimezoneFromLink: (userId, zone, linkExpiresAt) =>
      conditional(() => saveZone(userId, zone, linkExpiresAt)),
    async undeliveredNotice(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          ...userKey(tables, userId),
          ProjectionExpression: userFields.undeliveredNotice,
        }),
      );
      return undeliveredOf(Item);
    },
    clearUndeliveredNotice(userId, count) {
      const update = userUpdate().add('undeliveredNotice', -count);
      update.when(`${update.name('undeliveredNotice')} >= ${update.value(count)}`);
      return conditional(() => doc.send(new UpdateCommand(update.toUpdate(tables, userId))));
    },
  };
}
