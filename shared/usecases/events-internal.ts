/**
 * The spec's internal operations on events (spec-notes.md, Internal operations): create; get user events
 * with date_from / date_to / event_type / status filters, by start; update and delete, owner
 * only; reminders of an event; upcoming events within hours_ahead (default 24).
 *
 * Their contract is the spec's (spec-notes.md, Internal operations): retrieval returns an empty list and creation, update and
 * delete return false when storage fails, and the failure is reported through the logger
 * with the context label `<operation>:<event id or 'unknown'>`. The slash commands use the
 * stores directly instead, so a storage failure there becomes database_error, not an empty list.
 */
import type { Occurrence } from '../domain/event.js';
import { occurrences } from '../domain/recurrence.js';
import type { Reminder } from '../domain/reminder.js';
import { scheduleLimits, type EventRecord } from '../domain/schedule.js';
import type { EventChangeDeps } from './event-changes.js';
import { moveLinkedReminders } from './event-reminders.js';
import { deleteEvent } from './schedule-edit.js';
import type { Clock, Logger } from './ports.js';
import type { EventFilter, EventPatch, EventStore, LinkedReminderStore } from './schedule-ports.js';

export interface EventOperationsDeps extends EventChangeDeps {
  readonly events: EventStore;
  readonly linked: LinkedReminderStore;
  readonly clock: Clock;
  readonly log: Logger;
}

export interface UpcomingOccurrence {
  readonly event: EventRecord;
  readonly occurrence: Occurrence;
}

export interface EventOperations {
  /** False when the owner is at the 1000-events limit or storage fails. */
  createEvent(event: EventRecord): Promise<boolean>;
  getUserEvents(userId: string, filter?: EventFilter): Promise<EventRecord[]>;
  /** False when the event does not exist or belongs to another user. A timing change moves linked reminders. */
  updateEvent(
    userId: string,
    eventId: string,
    patch: Omit<EventPatch, 'updatedAt'>,
  ): Promise<boolean>;
  /**
   * False when the event does not exist or belongs to another user. Participant rows and linked
   * reminders go with it, and its participants are told as by /schedule_delete (one path).
   */
  deleteEvent(userId: string, eventId: string): Promise<boolean>;
  /** The reminders linked to the caller's event ([] for anyone else's). */
  getEventReminders(userId: string, eventId: string): Promise<Reminder[]>;
  /** Occurrences of the user's non-cancelled events starting within the next `hoursAhead` hours, by start. */
  getUpcomingEvents(userId: string, hoursAhead?: number): Promise<UpcomingOccurrence[]>;
}

export function createEventOperations(deps: EventOperationsDeps): EventOperations {
  const { events, log } = deps;
  async function guarded<T>(context: string, fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      log.error(context, err);
      return fallback;
    }
  }

  return {
    createEvent: (event) =>
      guarded(
        `create_event:${event.id}`,
        false,
        async () => (await events.create(event, scheduleLimits.maxEventsPerUser)) === 'created',
      ),

    getUserEvents: (userId, filter = {}) =>
      guarded('get_user_events:unknown', [], () => events.listByUser(userId, filter)),

    updateEvent: (userId, eventId, patch) =>
      guarded(`update_event:${eventId}`, false, async () => {
        const now = deps.clock.now();
        const updated = await events.update(userId, eventId, {
          ...patch,
          updatedAt: new Date(now).toISOString(),
        });
        if (!updated) return false;
        if (patch.timing) await moveLinkedReminders(deps, updated, now);
        return true;
      }),

    deleteEvent: (userId, eventId) =>
      guarded(
        `delete_event:${eventId}`,
        false,
        async () => (await deleteEvent(deps, { userId, eventId })).ok,
      ),

    getEventReminders: (userId, eventId) =>
      guarded(`get_event_reminders:${eventId}`, [], async () => {
        const event = await events.get(userId, eventId);
        return event ? deps.linked.byIds(event.reminders) : [];
      }),

    getUpcomingEvents: (userId, hoursAhead = scheduleLimits.upcomingHoursDefault) =>
      guarded('get_upcoming_events:unknown', [], async () => {
        const now = deps.clock.now();
        const until = now + hoursAhead * 3_600_000;
        const found: UpcomingOccurrence[] = [];
        for (const event of await events.inRange(userId, now, until)) {
          if (event.status === 'cancelled') continue;
          for (const occurrence of occurrences(event.timing, now, until))
            found.push({ event, occurrence });
        }
        return found.sort((a, b) => a.occurrence.start - b.occurrence.start);
      }),
  };
}
