import {
  DeleteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { TableNames } from './table-names.js';
import type { Reminder } from '../../domain/reminder.js';
import type {
  AdvanceChange,
  DispatchRepository,
  DueReminder,
  FindDueOptions,
} from '../../usecases/dispatch-ports.js';
import type { Logger } from '../../usecases/ports.js';
import {
  cancellationCodes,
  conditional,
  isTransactionConflict,
  retryContention,
} from './contention.js';
import { eventFromItem } from './event-item.js';
import { COMPLETED_RETENTION_SECONDS, fromItem } from './reminder-item.js';
import { isNoticeItem, noticeFromItem } from './notice-item.js';
import { createNoticeStore } from './notice-repo.js';
import { queryAll } from './query.js';
import { REMINDERS_DUE_INDEX, SHARED_EVENT_KEY } from './tables.js';
import {
  dmChannelOf,
  preferencesOf,
  sealedWebhookOf,
  userFields,
  userKey,
  userUpdate,
} from './user-item.js';
import { localeOf } from './user-locale.js';

export interface DispatchRepoOptions {
  readonly doc: DynamoDBDocumentClient;
  readonly tables: TableNames;
  /** Number of `due_shard` values (config DUE_SHARDS); every one is queried. */
  readonly shards: number;
  /** Told about items that fail validation; they are skipped so one bad item cannot stop dispatch. */
  readonly log?: Logger;
}

/** `expires_at` of a finished reminder: its retention counts from the processing time (epoch seconds, for TTL). */
function retentionExpiry(processingMs: number): number {
  return Math.floor(processingMs / 1000) + COMPLETED_RETENTION_SECONDS;
}

/** The reminder's count of sends its owner never got (listed as not delivered). */
function undeliveredCount(change: AdvanceChange): string {
  return change.undelivered ? ' ADD undelivered_count :one' : '';
}

function undeliveredValue(change: AdvanceChange): Record<string, number> {
  return change.undelivered ? { ':one': 1 } : {};
}

/**
 * The claim state of the current trigger: `claimed_until`, and `first_attempt` when it was
 * written for this remind_time (`first_attempt_due`); an edit or an advance starts afresh.
 */
function withClaimState(reminder: Reminder, item: Record<string, unknown>): DueReminder {
  const claimedUntil = item['claimed_until'];
  const firstAttempt = item['first_attempt'];
  const current =
    typeof firstAttempt === 'number' && item['first_attempt_due'] === reminder.remindTime;
  return {
    ...reminder,
    ...(typeof claimedUntil === 'number' ? { claimedUntilMs: claimedUntil } : {}),
    ...(current ? { firstAttemptMs: firstAttempt } : {}),
  };
}

/**
 * The dispatcher's storage on DynamoDB: Queries on the sparse `due` index (never a Scan)
 * and conditional updates on the reminder's `version`.
 */
export function createDispatchRepo(options: DispatchRepoOptions): DispatchRepository {
  const { doc, tables, shards, log } = options;
  const notices = createNoticeStore(doc, tables, shards);

  async function queryShard(
    shard: number,
    untilIso: string,
    options: FindDueOptions,
  ): Promise<DueReminder[]> {
    const { sinceIso, known, max } = options;
    const perShard = max === undefined ? undefined : Math.ceil(max / shards);
    const items = await queryAll(
      doc,
      {
        TableName: tables.reminders,
        IndexName: REMINDERS_DUE_INDEX,
        KeyConditionExpression: sinceIso
          ? 'due_shard = :s AND remind_time BETWEEN :since AND :until'
          : 'due_shard = :s AND remind_time <= :until',
        ExpressionAttributeValues: {
          ':s': shard,
          ':until': untilIso,
          ...(sinceIso ? { ':since': sinceIso } : {}),
        },
      },
      perShard,
    );
    const out: DueReminder[] = [];
    for (const item of items) {
      if (known?.(String(item['id']))) continue;
      try {
        const due = isNoticeItem(item) ? noticeFromItem(item) : fromItem(item);
        out.push(withClaimState(due, item));
      } catch (err) {
        log?.error(`dispatch:${String(item['id'])}`, err, { reason: 'invalid reminder item' });
      }
    }
    return out;
  }

  /**
   * The owner's half of an advance, or undefined when there is none: one fewer active reminder
   * when it finishes (never below 0: the condition fails instead), one more undelivered send to
   * tell them about when the DM was refused.
   */
  function ownerUpdate(userId: string, finishing: boolean, undelivered: boolean) {
    if (!finishing && !undelivered) return undefined;
    const update = userUpdate();
    if (finishing) update.decrementPositive('activeReminders');
    if (undelivered) update.add('undeliveredNotice', 1);
    return update.toUpdate(tables, userId);
  }

  /** One fewer active reminder on the owner's counter; never below 0 (the condition fails instead). */
  function decrementActive(userId: string) {
    return ownerUpdate(userId, true, false) as NonNullable<ReturnType<typeof ownerUpdate>>;
  }

  /** The reminder half of an advance: new state, claim dropped, version bumped, a snooze kept, moved on or dropped. */
  function reminderUpdate(change: AdvanceChange) {
    const common = {
      TableName: tables.reminders,
      Key: { id: change.id },
      ConditionExpression: 'version = :claimed',
    };
    const snoozeSet = change.snooze ? ', snooze_time = :st, snooze_next = :sn' : '';
    const snoozeRemove = change.snooze === null ? ', snooze_time, snooze_next' : '';
    const snoozeValues = change.snooze
      ? { ':st': change.snooze.at, ':sn': change.snooze.next }
      : {};
    if (change.isActive) {
      return {
        ...common,
        UpdateExpression: `SET times_triggered = :tt, remind_time = :rt, version = :next, attempts = :zero${snoozeSet} REMOVE claimed_until${snoozeRemove}${undeliveredCount(change)}`,
        ExpressionAttributeValues: {
          ...undeliveredValue(change),
          ':claimed': change.claimedVersion,
          ':next': change.claimedVersion + 1,
          ':tt': change.timesTriggered,
          ':rt': change.remindTime,
          ':zero': 0,
          ...snoozeValues,
        },
      };
    }
    // Dropping due_shard takes it out of the sparse due index; TTL removes it after the retention.
    return {
      ...common,
      UpdateExpression: `SET times_triggered = :tt, is_active = :no, expires_at = :exp, version = :next, attempts = :zero REMOVE due_shard, claimed_until${snoozeRemove}${undeliveredCount(change)}`,
      ExpressionAttributeValues: {
        ...undeliveredValue(change),
        ':claimed': change.claimedVersion,
        ':next': change.claimedVersion + 1,
        ':tt': change.timesTriggered,
        ':no': false,
        ':exp': retentionExpiry(change.processingMs),
        ':zero': 0,
      },
    };
  }

  /** The reminder and its owner's counters in one transaction; false when the reminder's version condition was lost. */
  async function advanceWithOwner(
    change: AdvanceChange,
    decrement = !change.isActive,
  ): Promise<boolean> {
    const owner = ownerUpdate(change.userId, decrement, change.undelivered === true);
    if (!owner) return conditional(() => doc.send(new UpdateCommand(reminderUpdate(change))));
    // Transactions on one user's counter collide when several of their reminders finish at once.
    return retryContention(isTransactionConflict, async () => {
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [{ Update: reminderUpdate(change) }, { Update: owner }],
          }),
        );
        return true;
      } catch (err) {
        const codes = cancellationCodes(err);
        if (!codes) throw err;
        if (codes[0] === 'ConditionalCheckFailed') return false;
        // Counter missing (user item or attribute absent) or already 0: nothing to decrement,
        // which must not keep the reminder active. Write the reminder (and the notice) without it.
        if (codes[1] === 'ConditionalCheckFailed') {
          return advanceWithOwner(change, false);
        }
        throw err;
      }
    });
  }

  /**
   * A notice's end: deleted if still at the claimed version (a notice is sent once, then gone);
   * a refused invitation is marked `not_delivered` on its participant row, if the row is still there.
   */
  async function removeNotice(
    change: Pick<AdvanceChange, 'id' | 'claimedVersion' | 'undelivered' | 'notice'>,
  ): Promise<boolean> {
    const removed = await conditional(() =>
      doc.send(
        new DeleteCommand({
          TableName: tables.reminders,
          Key: { id: change.id },
          ConditionExpression: 'version = :claimed',
          ExpressionAttributeValues: { ':claimed': change.claimedVersion },
        }),
      ),
    );
    const body = change.notice?.body;
    if (removed && change.undelivered && body?.kind === 'invitation')
      await conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.participants,
            Key: { event_id: body.eventId, user_id: change.notice?.userId },
            UpdateExpression: 'SET not_delivered = :yes',
            ConditionExpression: 'attribute_exists(user_id)',
            ExpressionAttributeValues: { ':yes': true },
          }),
        ),
      );
    return removed;
  }

  return {
    async findDue(untilIso, options = {}) {
      const perShard = await Promise.all(
        Array.from({ length: shards }, (_, s) => queryShard(s, untilIso, options)),
      );
      return perShard
        .flat()
        .sort((a, b) => (a.remindTime < b.remindTime ? -1 : a.remindTime > b.remindTime ? 1 : 0));
    },

    claim(reminder, nowMs, leaseUntilMs, firstAttemptMs) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.reminders,
            Key: { id: reminder.id },
            // Counted at claim time, so a claim that never finishes (crash, exception) counts too.
            UpdateExpression:
              'SET claimed_until = :lease, version = :next, attempts = if_not_exists(attempts, :zero) + :one, first_attempt = :first, first_attempt_due = :due',
            ConditionExpression:
              'version = :v AND is_active = :yes AND (attribute_not_exists(claimed_until) OR claimed_until < :now)',
            ExpressionAttributeValues: {
              ':v': reminder.version,
              ':next': reminder.version + 1,
              ':yes': true,
              ':now': nowMs,
              ':lease': leaseUntilMs,
              ':zero': 0,
              ':one': 1,
              ':first': firstAttemptMs,
              ':due': reminder.remindTime,
            },
          }),
        ),
      );
    },

    advance(change) {
      return change.notice ? removeNotice(change) : advanceWithOwner(change);
    },

    release(id, claimedVersion, attempts, forgetFirstAttempt) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.reminders,
            Key: { id },
            UpdateExpression: `SET attempts = :a, version = :next REMOVE claimed_until${forgetFirstAttempt ? ', first_attempt' : ''}`,
            ConditionExpression: 'version = :claimed',
            ExpressionAttributeValues: {
              ':a': attempts,
              ':claimed': claimedVersion,
              ':next': claimedVersion + 1,
            },
          }),
        ),
      );
    },

    async deactivate(change) {
      if (change.notice) return removeNotice(change);
      const done = await conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.reminders,
            Key: { id: change.id },
            UpdateExpression:
              'SET is_active = :no, expires_at = :exp, version = :next, attempts = :zero REMOVE due_shard, claimed_until',
            ConditionExpression: 'version = :claimed',
            ExpressionAttributeValues: {
              ':no': false,
              ':exp': retentionExpiry(change.processingMs),
              ':next': change.claimedVersion + 1,
              ':claimed': change.claimedVersion,
              ':zero': 0,
            },
          }),
        ),
      );
      if (!done) return false;
      // Best effort, after the fact: the transaction that keeps the two atomic is what kept failing.
      await conditional(() => doc.send(new UpdateCommand(decrementActive(change.userId)))).catch(
        (err: unknown) =>
          log?.error(`dispatch:${change.id}`, err, { reason: 'active counter not decremented' }),
      );
      return true;
    },

    async getDmChannel(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          ...userKey(tables, userId),
          ProjectionExpression: userFields.dmChannelId,
        }),
      );
      return dmChannelOf(Item);
    },

    async getRecipient(userId) {
      const { Item } = await doc.send(
        new GetCommand({
          ...userKey(tables, userId),
          ProjectionExpression: '#dm, #method, #webhook',
          ExpressionAttributeNames: {
            '#dm': userFields.dmChannelId,
            '#method': userFields.notificationMethod,
            '#webhook': userFields.webhook,
          },
        }),
      );
      const dmChannelId = dmChannelOf(Item);
      const webhook =
        preferencesOf(Item).notificationMethod === 'webhook' ? sealedWebhookOf(Item) : undefined;
      return {
        ...(dmChannelId !== undefined ? { dmChannelId } : {}),
        ...(webhook !== undefined ? { webhook } : {}),
      };
    },

    forgetWebhook(userId, sealed) {
      // Conditional: a webhook the user set meanwhile stays, and only one send tells them.
      const update = userUpdate()
        .set('notificationMethod', 'dm')
        .remove('webhook')
        .remove('webhookHint');
      update.when(update.equals('webhook', sealed));
      return conditional(() => doc.send(new UpdateCommand(update.toUpdate(tables, userId))));
    },

    async linkedEvent(userId, eventId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tables.events, Key: { id: eventId }, ConsistentRead: true }),
      );
      if (!Item || Item['user_id'] !== userId) return null;
      const event = eventFromItem(Item);
      return { title: event.title, timing: event.timing };
    },

    async serverEvent(eventId) {
      const res = await doc.send(
        new GetCommand({
          TableName: tables.participants,
          Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
          ConsistentRead: true,
          ProjectionExpression:
            'server_event_id, server_event_guild, server_event_channel, server_event_end',
        }),
      );
      if (!res.Item) return undefined;
      const { server_event_id: id, server_event_guild: guildId } = res.Item;
      const channelId = res.Item['server_event_channel'];
      const end = res.Item['server_event_end'];
      return typeof id === 'string' && typeof guildId === 'string' && typeof channelId === 'string'
        ? { id, guildId, channelId, ...(typeof end === 'number' ? { end } : {}) }
        : null;
    },

    async saveServerEvent(eventId, ref, replaces) {
      return conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tables.participants,
            Key: { event_id: eventId, user_id: SHARED_EVENT_KEY },
            UpdateExpression: `SET server_event_id = :id, server_event_guild = :g, server_event_channel = :c${
              ref.end !== undefined ? ', server_event_end = :end' : ''
            }`,
            ConditionExpression:
              replaces === undefined
                ? 'attribute_exists(event_id) AND attribute_not_exists(server_event_id)'
                : 'server_event_id = :old',
            ExpressionAttributeValues: {
              ':id': ref.id,
              ':g': ref.guildId,
              ':c': ref.channelId,
              ...(ref.end !== undefined ? { ':end': ref.end } : {}),
              ...(replaces !== undefined ? { ':old': replaces } : {}),
            },
          }),
        ),
      );
    },

    async saveNotice(notice) {
      await notices.send([notice]);
    },

    async noticeView(notice) {
      const { body } = notice;
      const [user, event] = await Promise.all([
        doc.send(
          new GetCommand({
            ...userKey(tables, notice.userId),
            ProjectionExpression: '#locale',
            ExpressionAttributeNames: { '#locale': userFields.locale },
          }),
        ),
        // Gone already: nothing to read (a cancellation, a server event to cancel).
        body.kind === 'cancelled' || (body.kind === 'server_event' && body.cancel !== undefined)
          ? undefined
          : doc.send(
              new GetCommand({
                TableName: tables.events,
                Key: { id: body.eventId },
                ConsistentRead: true,
              }),
            ),
      ]);
      const locale = localeOf(user.Item);
      const view = locale !== undefined ? { locale } : {};
      if (event === undefined) return view;
      // Read by owner and id: an event of someone else's is no event of this notice's.
      if (!event.Item || event.Item['user_id'] !== body.ownerId) return null;
      return { ...view, event: eventFromItem(event.Item) };
    },

    async saveDmChannel(userId, channelId) {
      await doc.send(
        new UpdateCommand(userUpdate().set('dmChannelId', channelId).toUpdate(tables, userId)),
      );
    },

    async forgetDmChannel(userId, channelId) {
      // Conditional: a fresh id saved meanwhile (by this pass or another dispatcher) stays.
      const update = userUpdate().remove('dmChannelId');
      update.when(update.equals('dmChannelId', channelId));
      await conditional(() => doc.send(new UpdateCommand(update.toUpdate(tables, userId))));
    },
  };
}
