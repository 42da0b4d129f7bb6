import type { APIEmbed, APIEmbedField } from 'discord-api-types/v10';
import type { Translate } from '../i18n.js';
import { nextOccurrenceAfter } from './recurrence.js';
import { describeReminderRepeat } from './recurrence-text.js';
import type { Advanced } from './advanced.js';
import { toIso, type MessageSource, type Reminder } from './reminder.js';
import { quotedLines } from './message-source.js';
import { sendKey } from './snooze.js';
import { instantOf } from './time/zone.js';
import { daysInMonth, wallClockAt, zoneOf } from './zones.js';

/** The spec's (spec-notes.md, Reminder DM) embed colour (green). */
export const REMINDER_EMBED_COLOR = 0x00ff00;

/** Discord rejects a message nonce longer than this. */
export const MAX_NONCE_LENGTH = 25;

/**
 * How late a send may be and still count as the send for its due second. Within it,
 * the next occurrence counts from remind_time, so a backlog drained at Discord's rate
 * limit or a 5xx retried on a later pass (5 attempts, 30 s apart) does not shift a
 * daily reminder. Later than that (an outage), the spec's (spec-notes.md, Next occurrence) rule applies literally: the
 * next occurrence counts from now, so missed occurrences are not replayed in a burst.
 */
export const ON_TIME_TOLERANCE_MS = 5 * 60_000;

/** A time of day (the wall clock a series keeps). */
export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

/**
 * The spec's "Next occurrence" table (spec-notes.md, Next occurrence), applied to calendar dates in `zone` (decisions.md, second
 * edition), from the processing time:
 *
 * - daily: the next local day; weekly: seven local days later; any other value: as daily.
 * - monthly: the same local day in the next month (December → January of the next year); when
 *   that day does not exist in the next month, the day is set to 28 (so Jan 31 → Feb 28 even in
 *   a leap year, and Mar 31 → Apr 28).
 *
 * The wall clock is the processing time's, or `time` when given (the series' own, so that an
 * occurrence moved forward by a DST gap does not move the ones after it). A wall clock that falls
 * in a DST gap moves forward by the gap. In UTC (the default) this is exactly the spec's (spec-notes.md, Next occurrence) table.
 */
export function nextOccurrence(
  pattern: string,
  processingMs: number,
  zone = 'UTC',
  time?: TimeOfDay,
): number {
  const z = zoneOf(zone);
  const at = wallClockAt(z, processingMs);
  const clock = time ?? at;
  let { year, month, day } = at;
  if (pattern === 'monthly') {
    const index = year * 12 + month; // next month, 0-based
    year = Math.floor(index / 12);
    month = index - year * 12 + 1;
    if (day > daysInMonth(year, month)) day = 28;
  } else {
    // 'daily', and the spec's (spec-notes.md, Next occurrence) "any other value"; Date.UTC rolls the day over.
    day += pattern === 'weekly' ? 7 : 1;
  }
  return (
    instantOf(z, {
      year,
      month,
      day,
      hour: clock.hour,
      minute: clock.minute,
      second: clock.second,
    }) + clock.millisecond
  );
}

/**
 * A repeating reminder's next due time after a send processed at `processingMs`, or null when the
 * series has none (a custom rule that is missing or ends). Reminders without a stored zone keep
 * the spec's (spec-notes.md, Next occurrence) table in UTC. With a zone: the spec's patterns follow the table in that zone, keeping
 * the series' wall clock when the send is on time; 'custom' asks the recurrence engine for the
 * first occurrence of the series (from its anchor) after the processing time.
 */
export function nextReminderTime(reminder: Reminder, processingMs: number): number | null {
  const { zone } = reminder;
  if (zone === undefined) return nextOccurrence(reminder.repeatPattern, processingMs);
  const anchorMs =
    reminder.anchor !== undefined ? Date.parse(reminder.anchor) : Date.parse(reminder.remindTime);
  if (reminder.repeatPattern === 'custom') {
    if (reminder.recurrence === undefined || !Number.isFinite(anchorMs)) return null;
    const timing = {
      start: anchorMs,
      durationMinutes: 0,
      timezone: zone,
      recurrencePattern: 'custom',
      recurrenceData: reminder.recurrence,
    } as const;
    return nextOccurrenceAfter(timing, processingMs)?.start ?? null;
  }
  const onTime = processingMs === Date.parse(reminder.remindTime) && Number.isFinite(anchorMs);
  return nextOccurrence(
    reminder.repeatPattern,
    processingMs,
    zone,
    onTime ? wallClockAt(zoneOf(zone), anchorMs) : undefined,
  );
}

/**
 * The processing time the next occurrence counts from: the due second itself when the
 * send is on time (see {@link ON_TIME_TOLERANCE_MS}), otherwise the actual time.
 */
export function processingTime(remindMs: number, nowMs: number): number {
  return nowMs - remindMs <= ON_TIME_TOLERANCE_MS ? remindMs : nowMs;
}

/**
 * The spec's (spec-notes.md, Reminder states) reminder state table for a scheduler run on a due reminder: times_triggered
 * goes up by one; a non-repeating reminder becomes inactive; a repeating one becomes
 * inactive once the new count reaches max_triggers, else re-arms to the next occurrence
 * ({@link nextReminderTime}); a series whose next occurrence is at or past its `until` ends too.
 */
export function advance(reminder: Reminder, processingMs: number): Advanced {
  const timesTriggered = reminder.timesTriggered + 1;
  const finished =
    reminder.repeatPattern === 'none' ||
    (reminder.maxTriggers !== null && timesTriggered >= reminder.maxTriggers);
  const next = finished ? null : nextReminderTime(reminder, processingMs);
  // `until` (from /remind) ends the series: no occurrence at or after it.
  const ended =
    next === null || (reminder.until !== undefined && !(next < Date.parse(reminder.until)));
  return ended
    ? { timesTriggered, isActive: false, remindTime: reminder.remindTime }
    : { timesTriggered, isActive: true, remindTime: toIso(next) };
}

/**
 * The delivery nonce: reminder id and the send's key (the trigger count before this send, or
 * the snooze's instant for a snooze's send). A retried send of the same trigger reuses it, so
 * Discord (`enforce_nonce`) never shows it twice.
 * @see https://discord.com/developers/docs/resources/message#create-message
 */
export function deliveryNonce(reminder: Reminder): string {
  const suffix = `:${sendKey(reminder)}`;
  // Our ids (`rem_` + 12 chars) always fit; a longer foreign id keeps its most specific tail.
  return `${reminder.id.slice(-(MAX_NONCE_LENGTH - suffix.length))}${suffix}`;
}

/**
 * The message a reminder is about, under its text: its first lines quoted, then a link to it
 * (markdown links work in embed descriptions).
 */
export function sourceText(source: MessageSource, jumpLabel: string, note = ''): string {
  const quoted = quotedLines(source.excerpt, note)
    .map((line) => `> ${line}\n`)
    .join('');
  return `${quoted}[${jumpLabel}](${source.url})`;
}

/**
 * The spec's (spec-notes.md, Reminder DM) DM embed, in the language of the interaction that created the reminder.
 * "Times Triggered" shows the count before this send's increment, only for a repeating reminder
 * and when above 0 (decisions.md: not for a one-off snoozed and sent again).
 */
export function reminderEmbed(reminder: Reminder, nowMs: number, translate: Translate): APIEmbed {
  const t = (key: string, params?: Record<string, unknown>): string =>
    translate(reminder.locale, key, params);
  const fields: APIEmbedField[] = [];
  if (reminder.repeatPattern !== 'none') {
    fields.push({
      name: t('embed.repeat_pattern'),
      value: describeReminderRepeat(translate, reminder.locale, reminder, { capitalized: true }),
    });
  }
  // A series' count; a one-off sent again after a snooze has no count worth showing.
  if (reminder.repeatPattern !== 'none' && reminder.timesTriggered > 0) {
    fields.push({ name: t('embed.times_triggered'), value: String(reminder.timesTriggered) });
  }
  return {
    title: t('embed.title'),
    description: reminder.source
      ? `${reminder.message}\n\n${sourceText(reminder.source, t('embed.jump'), reminder.message)}`
      : reminder.message,
    color: REMINDER_EMBED_COLOR,
    timestamp: toIso(nowMs),
    ...(fields.length > 0 ? { fields } : {}),
    footer: { text: t('embed.footer', { id: reminder.id }) },
  };
}
