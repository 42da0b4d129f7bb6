import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { TableNames } from '../../../adapters/dynamo/table-names.js';
import { providers, type Provider } from '../../providers/index.js';
import type {
  Connection,
  ConnectionStore,
  SyncState,
  SyncStateStore,
} from '../../usecases/calendar-ports.js';
import { queryAll } from '../../../adapters/dynamo/query.js';
import { CALENDAR_RETRY_INDEX } from '../../../adapters/dynamo/tables.js';

/** Pending retries share one index partition: at Tock's scale a shard is plenty. */
const RETRY_SHARD = 0;
const userKey = (userId: string) => `user#${userId}`;
const connKey = (provider: Provider) => `conn#${provider}`;
const syncKey = (provider: Provider, eventId: string) => `sync#${provider}#${eventId}`;

const connectionSchema = z.object({
  user_id: z.string(),
  provider: z.enum(providers),
  sealed: z.string(),
  target: z.string(),
  label: z.string(),
  connected_at: z.string(),
  last_success_at: z._default(z.nullable(z.string()), null),
  auth_failed_at: z._default(z.nullable(z.string()), null),
  status: z._default(z.enum(['checking', 'connected', 'rejected', 'disconnecting']), 'connected'),
  reason: z._default(z.nullable(z.string()), null),
  remove_events: z._default(z.boolean(), false),
});

const stateSchema = z.object({
  user_id: z.string(),
  provider: z.enum(providers),
  event_id: z.string(),
  provider_id: z._default(z.nullable(z.string()), null),
  status: z.enum(['synced', 'pending', 'failed']),
  attempts: z._default(z.int(), 0),
  reason: z._default(z.nullable(z.string()), null),
  retry_at_ms: z._default(z.nullable(z.number()), null),
  deleted: z._default(z.boolean(), false),
});

function connectionOf(raw: unknown): Connection {
  const c = connectionSchema.parse(raw);
  return {
    userId: c.user_id,
    provider: c.provider,
    sealed: c.sealed,
    target: c.target,
    label: c.label,
    connectedAt: c.connected_at,
    lastSuccessAt: c.last_success_at,
    authFailedAt: c.auth_failed_at,
    status: c.status,
    reason: c.reason,
    ...(c.remove_events ? { removeEvents: true } : {}),
  };
}

function stateOf(raw: unknown): SyncState {
  const s = stateSchema.parse(raw);
  return {
    userId: s.user_id,
    provider: s.provider,
    eventId: s.event_id,
    providerId: s.provider_id,
    status: s.status,
    attempts: s.attempts,
    reason: s.reason,
    retryAt: s.retry_at_ms,
    deleted: s.deleted,
  };
}

/** Connections and per-event sync states on the calendar table (layout in tables.ts). */
export function createCalendarSyncStores(
  doc: DynamoDBDocumentClient,
  tables: TableNames,
): { connections: ConnectionStore; states: SyncStateStore } {
  const TableName = tables.calendar;
  const connections: ConnectionStore = {
    async list(userId) {
      const items = await queryAll(doc, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
        ExpressionAttributeValues: { ':pk': userKey(userId), ':c': 'conn#' },
        ConsistentRead: true,
      });
      return items.map(connectionOf);
    },
    async get(userId, provider) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName,
          Key: { pk: userKey(userId), sk: connKey(provider) },
          ConsistentRead: true,
        }),
      );
      return Item ? connectionOf(Item) : null;
    },
    async put(c) {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            pk: userKey(c.userId),
            sk: connKey(c.provider),
            user_id: c.userId,
            provider: c.provider,
            sealed: c.sealed,
            target: c.target,
            label: c.label,
            connected_at: c.connectedAt,
            last_success_at: c.lastSuccessAt,
            auth_failed_at: c.authFailedAt,
            status: c.status,
            reason: c.reason,
          },
        }),
      );
    },
    async remove(userId, provider) {
      const { Attributes } = await doc.send(
        new DeleteCommand({
          TableName,
          Key: { pk: userKey(userId), sk: connKey(provider) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const states = await queryAll(doc, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':pk': userKey(userId), ':s': `sync#${provider}#` },
        ProjectionExpression: 'pk, sk',
      });
      for (const s of states)
        await doc.send(new DeleteCommand({ TableName, Key: { pk: s['pk'], sk: s['sk'] } }));
      return Attributes !== undefined;
    },
    async beginDisconnect(userId, provider, removeEvents) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: { pk: userKey(userId), sk: connKey(provider) },
            UpdateExpression: 'SET #st = :s, remove_events = :r',
            ExpressionAttributeNames: { '#st': 'status' },
            ExpressionAttributeValues: { ':s': 'disconnecting', ':r': removeEvents },
            ConditionExpression: 'attribute_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
        return false;
      }
    },
    async markSuccess(userId, provider, at) {
      await update(userId, provider, 'SET last_success_at = :at REMOVE auth_failed_at', {
        ':at': at,
      });
    },
    async markAuthFailed(userId, provider, at) {
      await update(userId, provider, 'SET auth_failed_at = :at', { ':at': at });
    },
    async reseal(userId, provider, sealed) {
      await update(userId, provider, 'SET sealed = :s', { ':s': sealed });
    },
    async settle(userId, provider, outcome) {
      if (outcome.status === 'connected')
        await update(
          userId,
          provider,
          'SET #st = :s, target = :t, label = :l REMOVE reason',
          { ':s': 'connected', ':t': outcome.target, ':l': outcome.label },
          { '#st': 'status' },
        );
      else
        await update(
          userId,
          provider,
          'SET #st = :s, reason = :r',
          { ':s': 'rejected', ':r': outcome.reason },
          { '#st': 'status' },
        );
    },
  };

  /** Updates a connection only while it exists (a disconnect in between wins). */
  async function update(
    userId: string,
    provider: Provider,
    UpdateExpression: string,
    values: Record<string, unknown>,
    names?: Record<string, string>,
  ): Promise<void> {
    try {
      await doc.send(
        new UpdateCommand({
          TableName,
          Key: { pk: userKey(userId), sk: connKey(provider) },
          UpdateExpression,
          ExpressionAttributeValues: values,
          ...(names ? { ExpressionAttributeNames: names } : {}),
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    } catch (err) {
      if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    }
  }

  const states: SyncStateStore = {
    async get(userId, provider, eventId) {
      const { Item } = await doc.send(
        new GetCommand({
          TableName,
          Key: { pk: userKey(userId), sk: syncKey(provider, eventId) },
          ConsistentRead: true,
        }),
      );
      return Item ? stateOf(Item) : null;
    },
    async put(s) {
      const pending = s.status === 'pending' && s.retryAt !== null;
      // An update, not a put: a failed push's state keeps another push's live claim to create
      // the copy (calendar-ports.ts claimCreate); a stored copy ends the claim.
      const remove = [
        ...(pending ? [] : ['retry_shard', 'retry_at']),
        ...(s.providerId === null ? [] : ['create_claim_until']),
      ];
      await doc.send(
        new UpdateCommand({
          TableName,
          Key: { pk: userKey(s.userId), sk: syncKey(s.provider, s.eventId) },
          UpdateExpression:
            'SET user_id = :u, provider = :p, event_id = :e, provider_id = :pid, #st = :st, attempts = :n, reason = :r, retry_at_ms = :ms, deleted = :d' +
            // Only pending states are in the sparse retry index.
            (pending ? ', retry_shard = :shard, retry_at = :at' : '') +
            (remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''),
          ExpressionAttributeNames: { '#st': 'status' },
          ExpressionAttributeValues: {
            ':u': s.userId,
            ':p': s.provider,
            ':e': s.eventId,
            ':pid': s.providerId,
            ':st': s.status,
            ':n': s.attempts,
            ':r': s.reason,
            ':ms': s.retryAt,
            ':d': s.deleted,
            ...(pending
              ? { ':shard': RETRY_SHARD, ':at': new Date(s.retryAt ?? 0).toISOString() }
              : {}),
          },
        }),
      );
    },
    async remove(userId, provider, eventId) {
      await doc.send(
        new DeleteCommand({
          TableName,
          Key: { pk: userKey(userId), sk: syncKey(provider, eventId) },
        }),
      );
    },
    async claimCreate(userId, provider, eventId, nowMs, untilMs, replacing) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName,
            Key: { pk: userKey(userId), sk: syncKey(provider, eventId) },
            // Pending until the lease ends, in the retry index then: a claim whose push
            // stopped is taken up by the retry pass, which finds what that push made.
            UpdateExpression:
              'SET create_claim_until = :until, user_id = :u, provider = :p, event_id = :e, #st = :pending, retry_at_ms = :until, retry_shard = :shard, retry_at = :at',
            ConditionExpression:
              '(attribute_not_exists(provider_id) OR attribute_type(provider_id, :nul)' +
              (replacing !== undefined ? ' OR provider_id = :replacing)' : ')') +
              ' AND (attribute_not_exists(create_claim_until) OR create_claim_until < :now)',
            ExpressionAttributeNames: { '#st': 'status' },
            ExpressionAttributeValues: {
              ':until': untilMs,
              ':now': nowMs,
              ':u': userId,
              ':p': provider,
              ':e': eventId,
              ':pending': 'pending',
              ':shard': RETRY_SHARD,
              ':at': new Date(untilMs).toISOString(),
              ':nul': 'NULL',
              ...(replacing !== undefined ? { ':replacing': replacing } : {}),
            },
            ReturnValues: 'UPDATED_OLD',
          }),
        );
        return Attributes?.['create_claim_until'] !== undefined ? 'stale' : 'fresh';
      } catch (err) {
        if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
        return 'held';
      }
    },
    async listFor(userId, provider) {
      const items = await queryAll(doc, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':pk': userKey(userId), ':s': `sync#${provider}#` },
        ConsistentRead: true,
      });
      return items.map(stateOf);
    },
    async unsettled(userId) {
      const items = await queryAll(doc, {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
        FilterExpression: '#status <> :synced',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': userKey(userId), ':s': 'sync#', ':synced': 'synced' },
        ConsistentRead: true,
      });
      return items.map(stateOf);
    },
    async due(now, limit) {
      const items = await queryAll(doc, {
        TableName,
        IndexName: CALENDAR_RETRY_INDEX,
        KeyConditionExpression: 'retry_shard = :shard AND retry_at <= :now',
        ExpressionAttributeValues: { ':shard': RETRY_SHARD, ':now': new Date(now).toISOString() },
        Limit: limit,
      });
      return items.slice(0, limit).map(stateOf);
    },
  };
  return { connections, states };
}
