import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { TableNames } from './table-names.js';
import { normalizeCustomRecurrence, recurrencePatterns } from '../../domain/event.js';
import type { TimeReading } from '../../domain/time-expression.js';
import {
  askCommands,
  type Draft,
  type DraftAction,
  type DraftStore,
} from '../../usecases/schedule-ports.js';
import { conditional } from './contention.js';
import { eventFromItem, eventToItem } from './event-item.js';

const timingSchema = z.object({
  start: z.number(),
  durationMinutes: z.int(),
  timezone: z.string(),
  recurrencePattern: z.enum(recurrencePatterns),
  recurrenceData: z.unknown(),
  exceptions: z.optional(z.array(z.number())),
  until: z.optional(z.number()),
});

/** A reading offered by a time prompt (a TimeReading without its `ok`). */
const readingSchema = z.object({
  time: z.number(),
  repeat: z.optional(z.enum(['daily', 'weekly', 'monthly'])),
  recurrence: z.optional(
    z.object({
      pattern: z.enum(['daily', 'weekly', 'monthly', 'yearly', 'custom']),
      data: z.unknown(),
    }),
  ),
  zone: z.optional(z.string()),
});

const actionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('create'), event: z.unknown() }),
  z.object({
    kind: z.literal('edit'),
    eventId: z.string(),
    field: z.string(),
    timing: timingSchema,
    occurrence: z.optional(z.string()),
    scope: z.optional(z.enum(['this', 'following'])),
  }),
  z.object({
    kind: z.literal('message'),
    source: z.object({ url: z.string(), excerpt: z.string() }),
  }),
  z.object({
    kind: z.literal('ask'),
    command: z.enum(askCommands),
    typed: z.string(),
    input: z.record(z.string(), z.unknown()),
    readings: z.array(readingSchema),
    setsZone: z.optional(z.boolean()),
    readAgain: z.optional(z.boolean()),
  }),
]);

/** A stored reading, field by field (absent fields stay absent). */
function readingFromJson(r: z.infer<typeof readingSchema>): TimeReading {
  const out: { -readonly [K in keyof TimeReading]: TimeReading[K] } = { ok: true, time: r.time };
  if (r.repeat !== undefined) out.repeat = r.repeat;
  if (r.recurrence !== undefined)
    out.recurrence = {
      pattern: r.recurrence.pattern,
      data: r.recurrence.pattern === 'custom' ? normalizeCustomRecurrence(r.recurrence.data) : null,
    };
  if (r.zone !== undefined) out.zone = r.zone;
  return out;
}

/** The stored draft: the pending action as JSON text, validated when read back. */
const draftItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  expires_at: z.int(),
  expires_at_ms: z.number(),
  action: z.string(),
});

function actionToJson(action: DraftAction): string {
  return JSON.stringify(
    action.kind === 'create' ? { kind: 'create', event: eventToItem(action.event) } : action,
  );
}

function actionFromJson(text: string): DraftAction {
  const parsed = actionSchema.parse(JSON.parse(text));
  if (parsed.kind === 'create') return { kind: 'create', event: eventFromItem(parsed.event) };
  if (parsed.kind === 'message') return parsed;
  if (parsed.kind === 'ask') {
    const { setsZone, readAgain, ...ask } = parsed;
    return {
      ...ask,
      readings: ask.readings.map(readingFromJson),
      ...(setsZone === true ? { setsZone } : {}),
      ...(readAgain === true ? { readAgain } : {}),
    };
  }
  const { occurrence, scope, timing, ...edit } = parsed;
  const { exceptions, until, ...rule } = timing;
  return {
    ...edit,
    timing: {
      ...rule,
      recurrenceData: normalizeCustomRecurrence(rule.recurrenceData),
      ...(exceptions !== undefined ? { exceptions } : {}),
      ...(until !== undefined ? { until } : {}),
    },
    ...(occurrence !== undefined ? { occurrence } : {}),
    ...(scope !== undefined ? { scope } : {}),
  };
}

/** Drafts on DynamoDB; TTL (`expires_at`, epoch seconds) removes them some time after they expire. */
export function createDraftStore(doc: DynamoDBDocumentClient, tables: TableNames): DraftStore {
  return {
    async put(draft: Draft) {
      await doc.send(
        new PutCommand({
          TableName: tables.drafts,
          Item: {
            id: draft.id,
            user_id: draft.userId,
            expires_at: Math.ceil(draft.expiresAt / 1000),
            expires_at_ms: draft.expiresAt,
            action: actionToJson(draft.action),
          },
        }),
      );
    },
    async get(id) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tables.drafts, Key: { id }, ConsistentRead: true }),
      );
      if (!Item) return null;
      const item = draftItemSchema.parse(Item);
      return {
        id: item.id,
        userId: item.user_id,
        expiresAt: item.expires_at_ms,
        action: actionFromJson(item.action),
      };
    },
    async take(id) {
      return conditional(() =>
        doc.send(
          new DeleteCommand({
            TableName: tables.drafts,
            Key: { id },
            ConditionExpression: 'attribute_exists(id)',
          }),
        ),
      );
    },
  };
}
