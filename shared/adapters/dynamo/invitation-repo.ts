/**
 * Invitations on DynamoDB: the invitee's row, the event's counter and the notice in one
 * transaction; the owner's daily invitations as a sliding-window log on their user item; the
 * owners an invitee blocked as a string set on theirs.
 */
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { participationLimits } from '../../domain/limits.js';
import type { InvitationStore, InviteResult } from '../../usecases/participation-ports.js';
import { cancellationCodes, isTransactionConflict, retryContention } from './contention.js';
import { noticeToItem } from './notice-item.js';
import { SHARED_EVENT_KEY } from './participant-repo.js';
import { createRateLog } from './rate-log-repo.js';
import type { TableNames } from './table-names.js';
import { blockedInvitersOf, userFields, userUpdate } from './user-item.js';
import { localeOf } from './user-locale.js';

/** The owner's invitation DMs of the rolling day (participationLimits.maxInvitationsPerDay). */
const INVITATIONS_LOG = 'invitations';
const DAY_MS = 86_400_000;

export function createInvitationStore(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
  shards: number,
): InvitationStore {
  const rateLog = createRateLog(doc, tables);
  /** Adds `ownerId` to the user's stopped owners, or takes it out (a string set). */
  async function changeBlocked(op: 'ADD' | 'DELETE', userId: string, ownerId: string) {
    await doc.send(
      new UpdateCommand({
        TableName: tables.users,
        Key: { user_id: userId },
        UpdateExpression: `${op} #blocked :owner`,
        ExpressionAttributeNames: { '#blocked': userFields.blockedInviters },
        ExpressionAttributeValues: { ':owner': new Set([ownerId]) },
      }),
    );
  }
  return {
    async blockedAmong(ownerId, userIds) {
      if (userIds.length === 0) return new Set();
      const { Responses } = await doc.send(
        new BatchGetCommand({
          RequestItems: {
            [tables.users]: {
              Keys: userIds.map((id) => ({ user_id: id })),
              ProjectionExpression: 'user_id, #blocked',
              ExpressionAttributeNames: { '#blocked': userFields.blockedInviters },
            },
          },
        }),
      );
      return new Set(
        (Responses?.[tables.users] ?? [])
          .filter((item) => blockedInvitersOf(item).includes(ownerId))
          .map((item) => String(item['user_id'])),
      );
    },

    async take(ownerId, wanted, now) {
      const grant = await rateLog.takeUpTo(
        ownerId,
        INVITATIONS_LOG,
        { count: participationLimits.maxInvitationsPerDay, windowMs: DAY_MS },
        now,
        wanted,
      );
      return {
        granted: grant.granted,
        ...(grant.retryAt !== undefined ? { retryAt: grant.retryAt } : {}),
      };
    },

    invite(eventId, ownerId, notice) {
      // Presses on the event's card update the same counter: a conflicting transaction tries again.
      return retryContention(isTransactionConflict, async (): Promise<InviteResult> => {
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: tables.participants,
                    Item: {
                      event_id: eventId,
                      user_id: notice.userId,
                      role: 'attendee',
                      status: 'invited',
                      press_order: '0',
                      invited: true,
                      row_version: 1,
                    },
                    ConditionExpression: 'attribute_not_exists(user_id)',
                  },
                },
                {
                  Update: {
                    TableName: tables.participants,
                    Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
                    UpdateExpression:
                      'SET owner_id = :o, going_count = if_not_exists(going_count, :zero), row_count = if_not_exists(row_count, :zero) + :one',
                    ConditionExpression:
                      '(attribute_not_exists(event_id) OR owner_id = :o) AND (attribute_not_exists(row_count) OR row_count < :max)',
                    ExpressionAttributeValues: {
                      ':o': ownerId,
                      ':zero': 0,
                      ':one': 1,
                      ':max': participationLimits.maxParticipants,
                    },
                  },
                },
                {
                  Put: {
                    TableName: tables.reminders,
                    Item: noticeToItem(notice, shards),
                    ConditionExpression: 'attribute_not_exists(id)',
                  },
                },
              ],
            }),
          );
          return 'invited';
        } catch (err) {
          const codes = cancellationCodes(err);
          if (!codes) throw err;
          if (codes[0] === 'ConditionalCheckFailed') return 'exists';
          if (codes[1] === 'ConditionalCheckFailed') return 'full';
          // The same invitation's notice is still waiting to be sent: it is the one.
          if (codes[2] === 'ConditionalCheckFailed') return 'exists';
          throw err;
        }
      });
    },

    block: (userId, ownerId) => changeBlocked('ADD', userId, ownerId),

    unblock: (userId, ownerId) => changeBlocked('DELETE', userId, ownerId),

    async blockedBy(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName: tables.users,
          Key: { user_id: userId },
          ProjectionExpression: '#blocked',
          ExpressionAttributeNames: { '#blocked': userFields.blockedInviters },
          ConsistentRead: true,
        }),
      );
      // Snowflakes in time order: shorter first, then by digits.
      return blockedInvitersOf(Item).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    },

    async rememberLocale(userId, locale) {
      await doc.send(
        new UpdateCommand(userUpdate().set('locale', locale).toUpdate(tables, userId)),
      );
    },

    async storedLocale(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName: tables.users,
          Key: { user_id: userId },
          ProjectionExpression: '#locale',
          ExpressionAttributeNames: { '#locale': userFields.locale },
        }),
      );
      return localeOf(Item);
    },
  };
}
