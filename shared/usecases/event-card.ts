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
  type ParticipantView,
} from '../domain/participation.js';
import { serverEventNotice } from '../domain/server-event.js';
import type { EventRecord } from '../domain/schedule.js';
import type { ParticipantReminderDeps } from './participant-reminders.js';
import type {
  InvitationStore,
  NoticeStore,
  ParticipantRow,
  ParticipantStore,
  SharedEvent,
} from './participation-ports.js';
import type { Clock } from './ports.js';
import type { EventStore } from './schedule-ports.js';

export interface EventCardDeps extends ParticipantReminderDeps {
  readonly events: Pick<EventStore, 'get' | 'inRange'>;
  readonly participants: ParticipantStore;
  readonly notices: NoticeStore;
  readonly invitations: Pick<InvitationStore, 'rememberLocale' | 'storedLocale'>;
  readonly clock: Clock;
}

/** What a card shows: the event, its counter and its rows, read after the change. */
export interface CardView {
  readonly event: EventRecord;
  readonly shared: SharedEvent;
  /** Those going and maybe going (from the counter), or every row (an older counter: read). */
  readonly rows: readonly ParticipantView[];
  /** How many wait, when the counter holds it (else counted from `rows`). */
  readonly waitlisted?: number;
}

/** The card from the counter where it holds it, else from the rows read now. */
async function cardOf(
  deps: Pick<EventCardDeps, 'participants'>,
  event: EventRecord,
  shared: SharedEvent,
): Promise<CardView> {
  return shared.card
    ? { event, shared, rows: shared.card.answered, waitlisted: shared.card.waitlisted }
    : { event, shared, rows: await deps.participants.cardRows(event.id) };
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
  const shared = await deps.participants.shared(eventId);
  return shared ? cardOf(deps, event, shared) : null;
}

/** Only the owner posts their event; a capacity from 1 to 250, or none (unlimited). */
export async function postCard(
  deps: EventCardDeps,
  input: {
    userId: string;
    eventId: string;
    capacity?: number | undefined;
    /** The interaction's id and language (notices to those a raised capacity moves up). */
    cause: string;
    locale: string;
    /** Posted in a server whose scheduled events the app may create: one is made for the event. */
    server?: { readonly guildId: string; readonly channelId: string } | undefined;
  },
): Promise<PostOutcome> {
  const { capacity } = input;
  if (
    capacity !== undefined &&
    (!Number.isInteger(capacity) || capacity < 1 || capacity > participationLimits.maxCapacity)
  )
    return { ok: false, error: 'invalid_capacity' };
  const event = await deps.events.get(input.userId, input.eventId);
  if (!event) return { ok: false, error: 'event_not_found' };
  // Those a raised capacity moves up are told from the participants' stream (participant-changes.ts).
  const opened = await deps.participants.open(event.id, event.userId, capacity, input.cause);
  if (opened.kind === 'below_going')
    return { ok: false, error: 'capacity_below_going', going: opened.going };
  const shown = await view(deps, event, event.id);
  if (!shown) return { ok: false, error: 'event_not_found' };
  if (input.server)
    await deps.notices.send([
      serverEventNotice(
        { eventId: event.id, ownerId: event.userId, ...input.server },
        input.cause,
        deps.clock.now(),
        input.locale,
      ),
    ]);
  return { ok: true, view: shown, promoted: opened.promoted };
}

/**
 * One press on a card. `pressId` is the interaction's id (press order, one answer per press).
 * `ownerId` comes from the button: the event is read by owner and id (a wrong owner finds
 * nothing) in the press's own first read, so a press costs no extra request. What follows the
 * answer (notices, the presser's language and reminders, the overlap check) runs from the
 * participants' stream (participant-changes.ts), not on the press.
 */
export async function answerCard(
  deps: EventCardDeps,
  input: {
    userId: string;
    eventId: string;
    ownerId: string;
    answer: Answer;
    pressId: string;
    /** The presser's Discord language. */
    locale: string;
  },
): Promise<AnswerOutcome> {
  // The event, the counter and the presser's row in one read (a wrong owner finds no event).
  const result = await deps.participants.press(
    input.eventId,
    input.userId,
    input.answer,
    input.pressId,
    input.ownerId,
    input.locale,
  );
  if (result.kind === 'full') return { ok: false, error: 'participants_full' };
  // A press on a card whose event is gone finds no counter either (they are deleted together).
  if (result.kind === 'not_shared' || !result.event) return { ok: false, error: 'not_shared' };
  const { event } = result;
  // The counter as the press left it (the card on it, or the rows read after it).
  const shown = await cardOf(deps, event, result.shared);
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

export type LeaveOutcome =
  | { readonly ok: true; readonly event: EventRecord; readonly removed: boolean }
  | { readonly ok: false; readonly error: 'event_not_found' };

/**
 * Takes `userId` off the owner's event: they left (Leave on a notice), or the owner removed them
 * (/schedule_participants remove:). A freed place goes to the first on the waitlist, who is told
 * (from the participants' stream, as what follows every answer).
 * `ownerId` is the event's owner (from the button, or the caller for a removal): a wrong one
 * finds no event.
 */
export async function leaveEvent(
  deps: EventCardDeps,
  input: {
    readonly ownerId: string;
    readonly eventId: string;
    readonly userId: string;
    /** The interaction's id and language. */
    readonly cause: string;
    readonly locale: string;
  },
): Promise<LeaveOutcome> {
  const event = await deps.events.get(input.ownerId, input.eventId);
  if (!event) return { ok: false, error: 'event_not_found' };
  const { removed } = await deps.participants.remove(event.id, input.userId, input.cause);
  return { ok: true, event, removed };
}
