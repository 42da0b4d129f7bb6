import * as z from 'zod/mini';
import { normalizeCustomRecurrence } from '../../domain/event.js';
import { storedRepeatPatterns, type Reminder } from '../../domain/reminder.js';

/**
 * The stored shape of a reminder (snake_case, as the spec (spec-notes.md, Reminder fields) names the fields), validated
 * when read back. `due_shard` exists only while the reminder is active, which is what
 * makes the `due` index sparse. `expires_at` (epoch seconds) lets DynamoDB's TTL drop
 * finished reminders after a retention period.
 */
export const reminderItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  message: z.string(),
  remind_time: z.string(),
  created_time: z.string(),
  repeat_pattern: z.enum(storedRepeatPatterns),
  is_active: z.boolean(),
  times_triggered: z.int(),
  max_triggers: z.nullable(z.int()),
  locale: z.string(),
  version: z.int(),
  attempts: z._default(z.int(), 0),
  due_shard: z.optional(z.int()),
  expires_at: z.optional(z.int()),
  event_id: z.optional(z.string()),
  offset_seconds: z.optional(z.number()),
  message_from_event: z.optional(z.boolean()),
  /** On a participant's reminder: the owner of the event it is linked to. */
  event_owner_id: z.optional(z.string()),
  /** The zone the time was read in (absent on reminders stored before zones were). */
  zone: z.optional(z.string()),
  /** The time did not depend on `zone` (relative, or naming its own zone): a zone change leaves it. */
  zone_free: z.optional(z.boolean()),
  /** With repeat_pattern 'custom': the rule, in the spec's (spec-notes.md, Custom recurrence_data) recurrence_data shape (read through normalizeCustomRecurrence). */
  recurrence_data: z.optional(z.unknown()),
  anchor_time: z.optional(z.string()),
  until_time: z.optional(z.string()),
  /** A pending snooze's send (UTC ISO) and the series' next occurrence beside it (null: none). */
  snooze_time: z.optional(z.string()),
  snooze_next: z.optional(z.nullable(z.string())),
  /** Keys of the DMs already snoozed, a string set. */
  snoozed_sends: z.optional(z.unknown()),
  /** Sends the owner never got (DMs closed, unknown user), counted by the dispatcher. */
  undelivered_count: z.optional(z.int()),
  /** "Remind me about this": the message's link and first lines. */
  source_url: z.optional(z.string()),
  source_excerpt: z.optional(z.string()),
  /** notification_method 'channel': the server channel it is posted in. */
  channel_id: z.optional(z.string()),
  /** A paused series: active, but out of the due index (no `due_shard`) until resumed. */
  paused: z.optional(z.boolean()),
});

export type ReminderItem = z.infer<typeof reminderItemSchema>;

/** Finished reminders stay listable (show_completed) for this long, then TTL removes them. */
export const COMPLETED_RETENTION_SECONDS = 90 * 86400;

/** Shard for the sparse `due` index: stable per reminder, spread evenly. */
export function dueShard(id: string, shards: number): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % shards;
}

export function fromItem(raw: unknown): Reminder {
  const item = reminderItemSchema.parse(raw);
  return {
    id: item.id,
    userId: item.user_id,
    message: item.message,
    remindTime: item.remind_time,
    createdTime: item.created_time,
    repeatPattern: item.repeat_pattern,
    isActive: item.is_active,
    timesTriggered: item.times_triggered,
    maxTriggers: item.max_triggers,
    locale: item.locale,
    version: item.version,
    attempts: item.attempts,
    ...(item.event_id !== undefined ? { eventId: item.event_id } : {}),
    ...(item.offset_seconds !== undefined ? { offsetSeconds: item.offset_seconds } : {}),
    ...(item.message_from_event === true ? { messageFromEvent: true } : {}),
    ...(item.event_owner_id !== undefined ? { eventOwnerId: item.event_owner_id } : {}),
    ...(item.channel_id !== undefined ? { channelId: item.channel_id } : {}),
    ...(item.paused === true ? { paused: true } : {}),
    ...(item.source_url !== undefined
      ? { source: { url: item.source_url, excerpt: item.source_excerpt ?? '' } }
      : {}),
    ...(item.undelivered_count !== undefined && item.undelivered_count > 0
      ? { undelivered: item.undelivered_count }
      : {}),
    ...seriesFromItem(item),
    ...(item.snooze_time !== undefined
      ? { snooze: { at: item.snooze_time, next: item.snooze_next ?? null } }
      : {}),
    ...snoozedSendsOf(item.snoozed_sends),
  };
}

/** A string set as the document client reads it (a Set), or a list; anything else is no keys. */
function snoozedSendsOf(raw: unknown): Pick<Reminder, 'snoozedSends'> {
  const keys =
    raw instanceof Set || Array.isArray(raw)
      ? [...(raw as Iterable<unknown>)].filter((k): k is string => typeof k === 'string')
      : [];
  return keys.length > 0 ? { snoozedSends: keys } : {};
}

/** The series fields of a stored item; an unusable rule is dropped (the dispatcher then finishes the series). */
function seriesFromItem(
  item: ReminderItem,
): Pick<Reminder, 'zone' | 'zoneFree' | 'recurrence' | 'anchor' | 'until'> {
  const recurrence = normalizeCustomRecurrence(item.recurrence_data);
  return {
    ...(item.zone !== undefined ? { zone: item.zone } : {}),
    ...(item.zone_free === true ? { zoneFree: true } : {}),
    ...(recurrence !== null ? { recurrence } : {}),
    ...(item.anchor_time !== undefined ? { anchor: item.anchor_time } : {}),
    ...(item.until_time !== undefined ? { until: item.until_time } : {}),
  };
}

export function toItem(r: Reminder, shards: number): ReminderItem {
  return {
    id: r.id,
    user_id: r.userId,
    message: r.message,
    remind_time: r.remindTime,
    created_time: r.createdTime,
    repeat_pattern: r.repeatPattern,
    is_active: r.isActive,
    times_triggered: r.timesTriggered,
    max_triggers: r.maxTriggers,
    locale: r.locale,
    version: r.version,
    attempts: r.attempts,
    ...(r.eventId !== undefined ? { event_id: r.eventId } : {}),
    ...(r.offsetSeconds !== undefined ? { offset_seconds: r.offsetSeconds } : {}),
    ...(r.messageFromEvent === true ? { message_from_event: true } : {}),
    ...(r.eventOwnerId !== undefined ? { event_owner_id: r.eventOwnerId } : {}),
    ...(r.zone !== undefined ? { zone: r.zone } : {}),
    ...(r.zoneFree === true ? { zone_free: true } : {}),
    ...(r.recurrence !== undefined
      ? {
          recurrence_data: {
            ...r.recurrence,
            ...(r.recurrence.weekdays ? { weekdays: [...r.recurrence.weekdays] } : {}),
          },
        }
      : {}),
    ...(r.anchor !== undefined ? { anchor_time: r.anchor } : {}),
    ...(r.until !== undefined ? { until_time: r.until } : {}),
    ...(r.snooze !== undefined ? { snooze_time: r.snooze.at, snooze_next: r.snooze.next } : {}),
    // A DynamoDB string set: the document client writes a Set as one (never empty).
    ...(r.snoozedSends !== undefined && r.snoozedSends.length > 0
      ? { snoozed_sends: new Set(r.snoozedSends) }
      : {}),
    ...(r.undelivered !== undefined ? { undelivered_count: r.undelivered } : {}),
    ...(r.channelId !== undefined ? { channel_id: r.channelId } : {}),
    ...(r.source !== undefined
      ? { source_url: r.source.url, source_excerpt: r.source.excerpt }
      : {}),
    ...(r.paused === true && r.isActive ? { paused: true } : {}),
    // A paused series stays active but out of the sparse due index: the dispatcher never sees it.
    ...(r.isActive
      ? r.paused === true
        ? {}
        : { due_shard: dueShard(r.id, shards) }
      : { expires_at: Math.floor(Date.parse(r.remindTime) / 1000) + COMPLETED_RETENTION_SECONDS }),
  };
}
