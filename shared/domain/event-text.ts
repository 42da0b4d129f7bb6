/**
 * Texts that name an event's time and a reminder's lead time, in a given language. Pure:
 * the translator, the locale and the event come in as arguments, so the interactions
 * handler (at creation) and the dispatcher (at send time) word them the same way.
 */
import { escapeMarkdown } from './discord-markdown.js';
import type { EventTiming } from './event.js';
import type { Reminder } from './reminder.js';
import { formatDefault } from './zones.js';

/** A translator already bound to one locale. */
export type BoundTranslate = (key: string, params?: Record<string, unknown>) => string;

const units = [
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration in words of the translator's language, with its plural rules: `2 minutes`,
 * `1 hour 30 minutes`, `2 分鐘`. Weeks only when the duration is whole weeks (`10 days`
 * stays days). Fractions of a second are dropped; 0 reads as 0 seconds.
 */
export function durationWords(t: BoundTranslate, seconds: number): string {
  let rest = Math.max(0, Math.round(seconds));
  if (rest === 0) return t('units.second', { count: 0 });
  const parts: string[] = [];
  for (const [unit, size] of units) {
    if (unit === 'week' && rest % size !== 0) continue;
    const n = Math.floor(rest / size);
    if (n === 0) continue;
    parts.push(t(`units.${unit}`, { count: n }));
    rest -= n * size;
  }
  // Both catalogs separate units with a space (`1 hour 30 minutes`, `1 小時 30 分鐘`).
  return parts.join(' ');
}

/** The event's own wall clock and zone, e.g. `2026-06-16 09:00 America/New_York`: the same for every viewer. */
export function eventWallClock(timing: Pick<EventTiming, 'timezone'>, ms: number): string {
  return `${formatDefault(ms, timing.timezone)} ${timing.timezone}`;
}

/** What a linked reminder needs of its event to word its default text. */
export interface EventForReminder {
  readonly title: string;
  readonly timing: EventTiming;
}

/**
 * The default text of an event reminder: title, lead time in words and the occurrence's
 * start in the event's zone, e.g. "📅 Standup starts in 2 minutes (2026-06-16 09:23 UTC)."
 */
export function eventReminderText(
  t: BoundTranslate,
  event: EventForReminder,
  offsetSeconds: number,
  startMs: number,
): string {
  return t('schedule.remind.default_message', {
    title: event.title,
    offset: durationWords(t, offsetSeconds),
    time: eventWallClock(event.timing, startMs),
  });
}

/**
 * The default text of a participant's reminder for someone else's event: the start as a Discord
 * timestamp, which each reader sees in their own zone and language, e.g. "📅 Standup starts in
 * 15 minutes: <t:1781600400:F>." The owner's title shows as typed (escaped markdown).
 */
export function participantReminderText(
  t: BoundTranslate,
  event: Pick<EventForReminder, 'title'>,
  offsetSeconds: number,
  startMs: number,
): string {
  return t('participant.reminder', {
    title: escapeMarkdown(event.title),
    offset: durationWords(t, offsetSeconds),
    time: `<t:${Math.floor(startMs / 1000)}:F>`,
  });
}

/**
 * A linked reminder as its event is now: a default text (not one the user typed) worded again
 * from the event's current title and start, in the reminder's language; any other reminder as is.
 * The DM at send time and /list_reminders both show this, so a renamed event reads the same everywhere.
 */
export function withEventText(
  reminder: Reminder,
  event: EventForReminder,
  translate: (locale: string, key: string, params?: Record<string, unknown>) => string,
): Reminder {
  if (!reminder.messageFromEvent || reminder.offsetSeconds === undefined) return reminder;
  const t: BoundTranslate = (key, params) => translate(reminder.locale, key, params);
  const start = Date.parse(reminder.remindTime) + reminder.offsetSeconds * 1000;
  const text = reminder.eventOwnerId !== undefined ? participantReminderText : eventReminderText;
  return { ...reminder, message: text(t, event, reminder.offsetSeconds, start) };
}
