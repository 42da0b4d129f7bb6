/** /schedule_remind, and keeping linked reminders in step with their event. */
import { userError, type Result } from '../domain/errors.js';
import { isId, participantReminderId } from '../domain/ids.js';
import { toIso, type Reminder } from '../domain/reminder.js';
import {
  eventReminder,
  nextEventReminder,
  scheduleLimits,
  type EventRecord,
} from '../domain/schedule.js';
import { parseRelativeDuration } from '../domain/time-expression.js';
import type { Clock, ReminderStore, UserStore } from './ports.js';
import { createWithinLimits } from './remind.js';
import type { ParticipantStore } from './participation-ports.js';
import type { EventStore, LinkedReminderStore } from './schedule-ports.js';

export interface ScheduleRemindDeps {
  readonly events: Pick<EventStore, 'get' | 'linkReminder'>;
  readonly reminders: Pick<ReminderStore, 'create' | 'delete'>;
  readonly users: Pick<UserStore, 'getProfile'>;
  readonly clock: Clock;
  readonly newId: (prefix: 'rem') => string;
}

export interface ScheduleRemindInput {
  readonly userId: string;
  readonly locale: string;
  readonly eventId: string;
  readonly reminderTime: string;
  readonly customMessage?: string | undefined;
  /** The localized message naming the event, used when no custom message is given (the dispatcher words it again at send time). */
  readonly defaultMessage: (
    event: EventRecord,
    offsetSeconds: number,
    firstOccurrence: number,
  ) => string;
}

/**
 * Links a reminder to the caller's event: owned by the caller, `offset` before the next
 * occurrence far enough ahead, re-armed by the dispatcher for each later occurrence. It is an
 * ordinary reminder otherwise: it counts toward the 100 active and the creation rate.
 */
export async function scheduleRemind(
  deps: ScheduleRemindDeps,
  input: ScheduleRemindInput,
): Promise<Result<{ reminder: Reminder; event: EventRecord }>> {
  const eventId = input.eventId.trim();
  const event = isId('evt', eventId) ? await deps.events.get(input.userId, eventId) : null;
  if (!event) return userError('event_not_found');
  const offsetSeconds = parseRelativeDuration(input.reminderTime, input.locale);
  if (offsetSeconds === null) return userError('invalid_time_format');
  const custom = input.customMessage?.trim() ?? '';
  if ([...custom].length > scheduleLimits.customMessageLength)
    return userError('reminder_too_long', { max: scheduleLimits.customMessageLength });

  const now = deps.clock.now();
  const offsetMs = offsetSeconds * 1000;
  const at = nextEventReminder(event.timing, offsetMs, now);
  if (at === null) return userError('date_in_past');

  const reminder: Reminder = {
    ...eventReminder({
      id: deps.newId('rem'),
      userId: input.userId,
      eventId: event.id,
      offsetSeconds,
      at,
      now,
      locale: input.locale,
      message: custom !== '' ? custom : input.defaultMessage(event, offsetSeconds, at + offsetMs),
    }),
    ...(custom === '' ? { messageFromEvent: true } : {}),
  };
  const profile = await deps.users.getProfile(input.userId);
  const refused = await createWithinLimits(deps.reminders, reminder, now, profile.usage);
  if (refused) return refused;
  if (!(await deps.events.linkReminder(input.userId, event.id, reminder.id))) {
    // Deleted between the read and the link: take the reminder back.
    await deps.reminders.delete(input.userId, reminder.id);
    return userError('event_not_found');
  }
  return { ok: true, reminder, event: { ...event, reminders: [...event.reminders, reminder.id] } };
}

/**
 * After an edit of the event's timing: each active linked reminder moves to its offset before
 * the next occurrence far enough ahead, or finishes when there is none. The participants'
 * reminders (found from the participant rows by their derived ids) move with the owner's.
 */
export async function moveLinkedReminders(
  deps: {
    readonly linked: LinkedReminderStore;
    readonly participants?: Pick<ParticipantStore, 'list'> | undefined;
  },
  event: EventRecord,
  now: number,
): Promise<void> {
  const rows = deps.participants ? await deps.participants.list(event.id) : [];
  const ids = [...event.reminders, ...rows.map((r) => participantReminderId(event.id, r.userId))];
  if (ids.length === 0) return;
  const linked = await deps.linked.byIds(ids);
  for (const r of linked) {
    if (!r.isActive || r.offsetSeconds === undefined || r.eventId !== event.id) continue;
    const at = nextEventReminder(event.timing, r.offsetSeconds * 1000, now);
    await deps.linked.reschedule(r, at === null ? null : toIso(at));
  }
}
