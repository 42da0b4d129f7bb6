/**
 * A notice (domain/notice.ts) as an item of the reminders table, so the dispatcher finds it due
 * on the same sparse `due` index and sends it with the same claim, nonce and advance as a
 * reminder. It has no `user_id` (its recipient is `recipient_id`), so it is never in the
 * `by_user` index: no listing, count or zone move of the recipient's reminders ever sees it.
 */
import * as z from 'zod/mini';
import type { Notice, NoticeBody } from '../../domain/notice.js';
import type { DueReminder } from '../../usecases/dispatch-ports.js';
import { dueShard } from './reminder-item.js';

/** A notice never sent (the dispatcher stopped for days) is dropped by TTL after this long. */
export const NOTICE_RETENTION_SECONDS = 7 * 86400;

const changeSchema = z.union([
  z.object({
    field: z.enum(['title', 'location']),
    before: z.string(),
    after: z.string(),
  }),
  z.object({
    field: z.enum(['start', 'duration']),
    before: z.number(),
    after: z.number(),
  }),
]);

const occurrenceSchema = z.optional(
  z.object({ start: z.number(), scope: z.enum(['this', 'following']) }),
);

const bodySchema = z.union([
  z.object({
    kind: z.enum(['invitation', 'promoted']),
    eventId: z.string(),
    ownerId: z.string(),
  }),
  z.object({
    kind: z.literal('waitlisted'),
    eventId: z.string(),
    ownerId: z.string(),
    place: z.int(),
  }),
  z.object({
    kind: z.literal('changed'),
    eventId: z.string(),
    ownerId: z.string(),
    changes: z.array(changeSchema),
    occurrence: occurrenceSchema,
  }),
  z.object({
    kind: z.literal('overlap'),
    eventId: z.string(),
    ownerId: z.string(),
    overlaps: z.array(z.object({ title: z.string(), start: z.number() })),
  }),
  z.object({
    kind: z.literal('server_event'),
    eventId: z.string(),
    ownerId: z.string(),
    guildId: z.string(),
    channelId: z.string(),
    cancel: z.optional(z.string()),
    next: z.optional(z.literal(true)),
  }),
  z.object({
    kind: z.literal('cancelled'),
    eventId: z.string(),
    ownerId: z.string(),
    title: z.string(),
    start: z.number(),
    occurrence: occurrenceSchema,
  }),
]);

const noticeItemSchema = z.object({
  id: z.string(),
  item_kind: z.literal('notice'),
  recipient_id: z.string(),
  remind_time: z.string(),
  created_time: z.string(),
  is_active: z.boolean(),
  version: z.int(),
  attempts: z._default(z.int(), 0),
  locale: z.string(),
  notice: bodySchema,
});

/** True when a reminders-table item is a notice. */
export function isNoticeItem(item: Record<string, unknown>): boolean {
  return item['item_kind'] === 'notice';
}

/** The item written for a new notice: active, due at once, in the due index. */
export function noticeToItem(notice: Notice, shards: number): Record<string, unknown> {
  return {
    id: notice.id,
    item_kind: 'notice',
    recipient_id: notice.userId,
    remind_time: notice.dueTime,
    created_time: notice.dueTime,
    is_active: true,
    version: 0,
    attempts: 0,
    locale: notice.locale,
    notice: notice.body,
    due_shard: dueShard(notice.id, shards),
    expires_at: Math.floor(Date.parse(notice.dueTime) / 1000) + NOTICE_RETENTION_SECONDS,
  };
}

/**
 * A stored notice as the dispatcher reads a due item: a one-off with nothing to repeat, no
 * text of its own (the notice is written at send time) and the notice beside it.
 */
export function noticeFromItem(raw: unknown): DueReminder {
  const item = noticeItemSchema.parse(raw);
  const notice: Notice = {
    id: item.id,
    userId: item.recipient_id,
    dueTime: item.remind_time,
    locale: item.locale,
    body: item.notice as NoticeBody,
  };
  return {
    id: item.id,
    userId: item.recipient_id,
    message: '',
    remindTime: item.remind_time,
    createdTime: item.created_time,
    repeatPattern: 'none',
    isActive: item.is_active,
    timesTriggered: 0,
    maxTriggers: null,
    locale: item.locale,
    version: item.version,
    attempts: item.attempts,
    notice,
  };
}
