/**
 * The event card (/schedule_post): the owner opens an event to a channel, anyone there answers
 * Going / Maybe / Can't go. Every view is built from the stored rows and the counter, never from
 * the message that carried the button (docs/decisions.md, "Shared events").
 */
import {
  compareOrder,
  participationLimits,
  waitlist,
  type Answer,
} from '../domain/participation.js';
import type { EventRecord } from '../domain/schedule.js';
import { syncParticipantReminders, type ParticipantReminderDeps } from './participant-reminders.js';
import type { ParticipantRow, ParticipantStore, SharedEvent } from './participation-ports.js';
import type { EventStore } from './schedule-ports.js';

export interface EventCardDeps {
  readonly events: Pick<EventStore, 'get'>;
  readonly participants: ParticipantStore;
}

/** What a card shows: the event, its counter and its rows, read after the change. */
export interface CardView {
  readonly event: EventRecord;
  readonly shared: SharedEvent;
  readonly rows: readonly ParticipantRow[];
}

export type PostOutcome =
  | { readonly ok: true; readonly view: CardView; readonly promoted: readonly string[] }
  | { readonly ok: false; readonly error: 'event_not_found' }
  | { readonly ok: false; readonly error: 'invalid_capacity' }
  | { readonly ok: false; readonly error: 'capacity_below_going'; readonly going: number };

export type AnswerOutcome =
  | {
      readonly ok: true;
      readonly view: CardView;
      readonly status: ParticipantRow['status'] | null;
      readonly promoted: readonly string[];
    }
  | { readonly ok: false; readonly error: 'not_shared' | 'participants_full' };

async function view(
  deps: EventCardDeps,
  event: EventRecord,
  eventId: string,
): Promise<CardView | null> {
  const [shared, rows] = await Promise.all([
    deps.participants.shared(eventId),
    deps.participants.list(eventId),
  ]);
  return shared ? { event, shared, rows } : null;
}

/** Only the owner posts their event; a capacity from 1 to 250, or none (unlimited). */
export async function postCard(
  deps: EventCardDeps,
  input: { userId: string; eventId: string; capacity?: number | undefined },
): Promise<PostOutcome> {
  const { capacity } = input;
  if (
    capacity !== undefined &&
    (!Number.isInteger(capacity) || capacity < 1 || capacity > participationLimits.maxCapacity)
  )
    return { ok: false, error: 'invalid_capacity' };
  const event = await deps.events.get(input.userId, input.eventId);
  if (!event) return { ok: false, error: 'event_not_found' };
  const opened = await deps.participants.open(event.id, event.userId, capacity);
  if (opened.kind === 'below_going')
    return { ok: false, error: 'capacity_below_going', going: opened.going };
  const shown = await view(deps, event, event.id);
  if (!shown) return { ok: false, error: 'event_not_found' };
  return { ok: true, view: shown, promoted: opened.promoted };
}

/**
 * One press on a card. `pressId` is the interaction's id (press order, one answer per press).
 * `ownerId` comes from the button: the event is read by owner and id (a wrong owner finds
 * nothing), beside the press, so a press costs no extra round trip.
 */
export async function answerCard(
  deps: EventCardDeps & ParticipantReminderDeps,
  input: {
    userId: string;
    eventId: string;
    ownerId: string;
    answer: Answer;
    pressId: string;
    /** The presser's language (their reminder's). */
    locale: string;
  },
): Promise<AnswerOutcome> {
  const [event, result] = await Promise.all([
    deps.events.get(input.ownerId, input.eventId),
    deps.participants.press(input.eventId, input.userId, input.answer, input.pressId),
  ]);
  if (result.kind === 'full') return { ok: false, error: 'participants_full' };
  // A press on a card whose event is gone finds no counter either (they are deleted together).
  if (result.kind === 'not_shared' || !event) return { ok: false, error: 'not_shared' };
  const [shown] = await Promise.all([
    view(deps, event, input.eventId),
    // After the answer changed: the presser's reminders, and those of anyone it moved up.
    result.repeated
      ? undefined
      : syncParticipantReminders(deps, {
          event,
          userIds: [input.userId, ...result.promoted],
          locale: input.locale,
        }),
  ]);
  if (!shown) return { ok: false, error: 'not_shared' };
  return { ok: true, view: shown, status: result.status, promoted: result.promoted };
}

/** Participants listed a page at a time. */
export const PARTICIPANTS_PAGE_SIZE = 20;

/** The order of the owner's list: going first, then maybe, the waitlist in line, invited, declined. */
const listOrder = ['accepted', 'tentative', 'waitlisted', 'invited', 'declined'] as const;

export type ParticipantsOutcome =
  | {
      readonly ok: true;
      readonly event: EventRecord;
      readonly shared: SharedEvent | null;
      /** This page's rows, with each waitlisted row's place in line. */
      readonly rows: readonly (ParticipantRow & { readonly place?: number })[];
      readonly total: number;
      readonly page: number;
      readonly pageCount: number;
    }
  | { readonly ok: false; readonly error: 'event_not_found' };

/** /schedule_participants: who answered what, for the owner only (anyone else: not found). */
export async function listParticipants(
  deps: EventCardDeps,
  input: { userId: string; eventId: string; page: number },
): Promise<ParticipantsOutcome> {
  const event = await deps.events.get(input.userId, input.eventId);
  if (!event) return { ok: false, error: 'event_not_found' };
  const [shared, rows] = await Promise.all([
    deps.participants.shared(event.id),
    deps.participants.list(event.id),
  ]);
  const line = waitlist(rows);
  const sorted = [...rows]
    .sort(
      (a, b) =>
        listOrder.indexOf(a.status) - listOrder.indexOf(b.status) || compareOrder(a.order, b.order),
    )
    .map((r) => (r.status === 'waitlisted' ? { ...r, place: line.indexOf(r) + 1 } : r));
  const pageCount = Math.max(1, Math.ceil(sorted.length / PARTICIPANTS_PAGE_SIZE));
  const page = Math.min(Math.max(0, input.page), pageCount - 1);
  return {
    ok: true,
    event,
    shared,
    rows: sorted.slice(page * PARTICIPANTS_PAGE_SIZE, (page + 1) * PARTICIPANTS_PAGE_SIZE),
    total: sorted.length,
    page,
    pageCount,
  };
}
