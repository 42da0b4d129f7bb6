import type { APIEmbed, APIEmbedField } from 'discord-api-types/v10';
import { DateTime } from 'luxon';
import type { Translate } from '../i18n.js';
import { toIso, type Reminder } from './reminder.js';

const DAY_MS = 86_400_000;

/** The spec's embed colour (green). */
export const REMINDER_EMBED_COLOR = 0x00ff00;

/** Discord rejects a message nonce longer than this. */
export const MAX_NONCE_LENGTH = 25;

/**
 * How late a send may be and still count as the send for its due second. Within it,
 * the next occurrence counts from remind_time, so a backlog drained at Discord's rate
 * limit or a 5xx retried on a later pass (5 attempts, 30 s apart) does not shift a
 * daily reminder. Later than that (an outage), the spec's rule applies literally: the
 * next occurrence counts from now, so missed occurrences are not replayed in a burst.
 */
export const ON_TIME_TOLERANCE_MS = 5 * 60_000;

/**
 * The spec's "Next occurrence" table, computed from the processing time (UTC).
 *
 * - daily: +1 day; weekly: +1 week; any other value: +1 day.
 * - monthly: same day and time in the next month (December → January of the next
 *   year); when that day does not exist in the next month, the day is set to 28
 *   (so Jan 31 → Feb 28 even in a leap year, and Mar 31 → Apr 28).
 */
export function nextOccurrence(pattern: string, processingMs: number): number {
  switch (pattern) {
    case 'weekly':
      return processingMs + 7 * DAY_MS;
    case 'monthly': {
      const at = DateTime.fromMillis(processingMs, { zone: 'utc' });
      const target = at.startOf('month').plus({ months: 1 });
      const day = at.day <= (target.daysInMonth ?? 28) ? at.day : 28;
      return target.set({ day, hour: at.hour, minute: at.minute, second: at.second, millisecond: at.millisecond }).toMillis();
    }
    default:
      // 'daily', and the spec's "any other value".
      return processingMs + DAY_MS;
  }
}

/**
 * The processing time the next occurrence counts from: the due second itself when the
 * send is on time (see {@link ON_TIME_TOLERANCE_MS}), otherwise the actual time.
 */
export function processingTime(remindMs: number, nowMs: number): number {
  return nowMs - remindMs <= ON_TIME_TOLERANCE_MS ? remindMs : nowMs;
}

/** The reminder's state after one notification (sent, or skipped because the user is unreachable). */
export interface Advanced {
  readonly timesTriggered: number;
  readonly isActive: boolean;
  /** The next occurrence when still active; unchanged when finished. */
  readonly remindTime: string;
}

/**
 * The spec's reminder state table for a scheduler run on a due reminder: times_triggered
 * goes up by one; a non-repeating reminder becomes inactive; a repeating one becomes
 * inactive once the new count reaches max_triggers, else re-arms to the next occurrence.
 */
export function advance(reminder: Reminder, processingMs: number): Advanced {
  const timesTriggered = reminder.timesTriggered + 1;
  const finished =
    reminder.repeatPattern === 'none' || (reminder.maxTriggers !== null && timesTriggered >= reminder.maxTriggers);
  return finished
    ? { timesTriggered, isActive: false, remindTime: reminder.remindTime }
    : { timesTriggered, isActive: true, remindTime: toIso(nextOccurrence(reminder.repeatPattern, processingMs)) };
}

/**
 * The delivery nonce: reminder id and the trigger count before this send. A retried send
 * of the same trigger reuses it, so Discord (`enforce_nonce`) never shows it twice.
 * @see https://discord.com/developers/docs/resources/message#create-message
 */
export function deliveryNonce(reminder: Reminder): string {
  const suffix = `:${reminder.timesTriggered}`;
  // Our ids (`rem_` + 12 chars) always fit; a longer foreign id keeps its most specific tail.
  return `${reminder.id.slice(-(MAX_NONCE_LENGTH - suffix.length))}${suffix}`;
}

/**
 * The spec's DM embed, in the language of the interaction that created the reminder.
 * "Times Triggered" shows the count before this send's increment, only when above 0.
 */
export function reminderEmbed(reminder: Reminder, nowMs: number, translate: Translate): APIEmbed {
  const t = (key: string, params?: Record<string, unknown>): string => translate(reminder.locale, key, params);
  const fields: APIEmbedField[] = [];
  if (reminder.repeatPattern !== 'none') {
    fields.push({ name: t('embed.repeat_pattern'), value: t(`embed.pattern_value.${reminder.repeatPattern}`) });
  }
  if (reminder.timesTriggered > 0) {
    fields.push({ name: t('embed.times_triggered'), value: String(reminder.timesTriggered) });
  }
  return {
    title: t('embed.title'),
    description: reminder.message,
    color: REMINDER_EMBED_COLOR,
    timestamp: toIso(nowMs),
    ...(fields.length > 0 ? { fields } : {}),
    footer: { text: t('embed.footer', { id: reminder.id }) },
  };
}
