/**
 * The events a user takes part in, in their schedule (docs/decisions.md, "Shared events: each
 * participant's reminders and schedule"): found from their own participant rows (the
 * participants table's `by_user` index), read by id, and cut to what a participant may see.
 */
import {
  isScheduledStatus,
  participantEventView,
  type ScheduledStatus,
} from '../domain/participation.js';
import type { EventRecord } from '../domain/schedule.js';
import type { ParticipantStore } from './participation-ports.js';
import type { EventStore } from './schedule-ports.js';

/** Someone else's event the user is going (`accepted`) or maybe going (`tentative`) to. */
export interface ParticipatedEvent {
  /** As the participant sees it; `userId` is the owner's. */
  readonly event: EventRecord;
  readonly status: ScheduledStatus;
}

export interface ParticipatedDeps {
  readonly participants?: Pick<ParticipantStore, 'byUser'> | undefined;
  readonly events: Pick<EventStore, 'byIds'>;
}

/**
 * The events `userId` answered Going or Maybe to, never their own (an owner has no row on their
 * event, but a row would not make it shared either). Empty where the participants are not wired.
 */
export async function participatedEvents(
  deps: ParticipatedDeps,
  userId: string,
): Promise<ParticipatedEvent[]> {
  if (!deps.participants) return [];
  const rows = (await deps.participants.byUser(userId)).filter((r) => isScheduledStatus(r.status));
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((r) => [r.eventId, r]));
  const out: ParticipatedEvent[] = [];
  for (const event of await deps.events.byIds([...byId.keys()])) {
    const row = byId.get(event.id);
    if (!row || event.userId === userId || !isScheduledStatus(row.status)) continue;
    out.push({ event: participantEventView(event, row.invited), status: row.status });
  }
  return out;
}

/**
 * The events a conflict check compares with: the user's own in the range, and the ones they take
 * part in (their occurrences are filtered by the check itself).
 */
export function ownAndParticipated(
  deps: ParticipatedDeps & { readonly events: Pick<EventStore, 'inRange' | 'byIds'> },
): Pick<EventStore, 'inRange'> {
  return {
    async inRange(userId, from, to) {
      const [own, shared] = await Promise.all([
        deps.events.inRange(userId, from, to),
        participatedEvents(deps, userId),
      ]);
      return [...own, ...shared.map((s) => s.event)];
    },
  };
}
