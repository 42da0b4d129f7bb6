/**
 * The event card (/schedule_post): the owner opens an event to a channel, anyone there answers
 * Going / Maybe / Can't go. Every view is built from the stored rows and the counter, never from
 * the message that carried the button (docs/decisions.md, "Shared events").
 */
import { noticeId, type Notice } from '../domain/notice.js';
import {
  compareOrder,
  participationLimits,
  waitlist,
  waitlistPlace,
  type Answer,
  type ParticipantStatus,
  type ParticipantView,
} from '../domain/participation.js';
import { toIso } from '../domain/reminder.js';
import { serverEventNotice } from '../domain/server-event.js';
import type { EventRecord } from '../domain/schedule.js';
import { syncParticipantReminders, type ParticipantReminderDeps } from './participant-reminders.js';
import type {
  InvitationStore,
  NoticeStore,
  ParticipantRow,
  ParticipantStore,
  SharedEvent,
} from './participation-ports.js';
import type { Clock } from './ports.js';
import { conflictsFor } from './schedule-conflicts.js';
import type { EventStore } from './schedule-ports.js';

export interface EventCardDeps extends ParticipantReminderDeps {
  readonly events: Pick<EventStore, 'get' | 'inRange'>;
  readonly participants: ParticipantStore;
  readonly notices: NoticeStore;
  readonly invitations: Pick<InvitationStore, 'rememberLocale' | 'storedLocale'>;
  readonly clock: Clock;
}

/** What one press (or a raised capacity) changed, for what follows it ({@link afterAnswer}). */
export interface AnswerChange {
  readonly event: EventRecord;
  /** The presser and their answer now (null: withdrawn); absent when no one pressed (a capacity raised). */
  readonly answer?: {
    readonly userId: string;
    readonly status: ParticipantStatus | null;
    /** The status the answer replaced, when known (null: none). */
    readonly previous?: ParticipantStatus | null | undefined;
    /** The presser's Discord language. */
    readonly locale: string;
  };
  /** Users moved up from the waitlist by the change. */
  readonly promoted: readonly string[];
  /** The rows after the change (waitlist places). */
  readonly rows: readonly ParticipantView[];
  /** The interaction that made the change: notices it causes are derived from it, so a retry makes none twice. */
  readonly cause: string;
  /** The language notices are written in when their recipient has none stored. */
  readonly locale: string;
}

/**
 * Everything a changed answer sets off, in one place: the presser's language is kept (notices to
 * them are written in it); a presser who joined the waitlist is told their place, and each user
 * moved up is told they are going, by notice (sent by the dispatcher); the presser's reminders
 * for the event, and those of anyone moved up, follow their answer now.
 */
export async function afterAnswer(deps: EventCardDeps, change: AnswerChange): Promise<void> {
  const { event, answer, cause } = change;
  const base = { eventId: event.id, ownerId: event.userId };
  const notice = (userId: string, body: Notice['body']): Notice => ({
    id: noticeId(body.kind, event.id, userId, cause),
    userId,
    dueTime: toIso(deps.clock.now()),
    locale: change.locale,
    body,
  });
  const notices = change.promoted.map((userId) => notice(userId, { kind: 'promoted', ...base }));
  const place = answer ? waitlistPlace(change.rows, answer.userId) : null;
  if (answer?.status === 'waitlisted' && place !== null)
    notices.push({
      ...notice(answer.userId, { kind: 'waitlisted', ...base, place }),
      locale: answer.locale,
    });
  // Going to someone else's event that overlaps the presser's own: told which, privately.
  const overlaps =
    answer?.status === 'accepted' && answer.userId !== event.userId
      ? await conflictsFor(deps.events, answer.userId, event)
      : [];
  if (answer && overlaps.length > 0)
    notices.push({
      ...notice(answer.userId, {
        kind: 'overlap',
        ...base,
        overlaps: overlaps.map((c) => ({ title: c.title, start: c.occurrence.start })),
      }),
      locale: answer.locale,
    });
  // The presser's reminder follows the answer, unless neither the old answer nor the new one can
  // have one (joining the waitlist, Can't go after no answer): nothing to read or write then.
  const mayHold = (s: ParticipantStatus | null | undefined): boolean =>
    s === 'accepted' || s === 'tentative';
  const presserSync =
    answer !== undefined &&
    (answer.previous === undefined || mayHold(answer.previous) || mayHold(answer.status));
  await Promise.all([
    answer?.status ? deps.invitations.rememberLocale(answer.userId, answer.locale) : undefined,
    notices.length > 0 ? deps.notices.send(notices) : undefined,
    syncParticipantReminders(deps, {
      event,
      userIds: [...(presserSync ? [answer.userId] : []), ...change.promoted],
      locale: change.locale,
      presserId: answer?.userId,
    }),
  ]);
}

/** What a card shows: the event, its counter and its rows, read after the change. */
export interface CardView {
  readonly event: EventRecord;
  readonly shared: SharedEvent;
  readonly rows: readonly ParticipantView[];
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
    deps.participants.cardRows(eventId),
  ]);
  return shared ? { event, shared, rows } : null;
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
  const opened = await deps.participants.open(event.id, event.userId, capacity);
  if (opened.kind === 'below_going')
    return { ok: false, error: 'capacity_below_going', going: opened.going };
  const shown = await view(deps, event, event.id);
  if (!shown) return { ok: false, error: 'event_not_found' };
  if (opened.promoted.length > 0)
    await afterAnswer(deps, {
      event,
      promoted: opened.promoted,
      rows: shown.rows,
      cause: input.cause,
      locale: input.locale,
    });
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
 * nothing) in the press's own first read, so a press costs no extra request.
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
  );
  if (result.kind === 'full') return { ok: false, error: 'participants_full' };
  // A press on a card whose event is gone finds no counter either (they are deleted together).
  if (result.kind === 'not_shared' || !result.event) return { ok: false, error: 'not_shared' };
  const { event } = result;
  // The counter as the press left it; the rows read after it.
  const shown: CardView = {
    event,
    shared: result.shared,
    rows: await deps.participants.cardRows(input.eventId),
  };
  // A retried delivery of the same press changed nothing: nothing follows it but the
  // promotion of those a place it took and gave back was briefly kept from.
  if (!result.repeated || result.promoted.length > 0)
    await afterAnswer(deps, {
      event,
      ...(result.repeated
        ? {}
        : {
            answer: {
              userId: input.userId,
              status: result.status,
              previous: result.previous,
              locale: input.locale,
            },
          }),
      promoted: result.promoted,
      rows: shown.rows,
      cause: input.pressId,
      locale: input.locale,
    });
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
 * (/schedule_participants remove:). A freed place goes to the first on the waitlist, who is told.
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
  const { removed, promoted } = await deps.participants.remove(event.id, input.userId);
  if (removed)
    await afterAnswer(deps, {
      event,
      answer: { userId: input.userId, status: null, locale: input.locale },
      promoted,
      rows: [],
      cause: input.cause,
      locale: input.locale,
    });
  return { ok: true, event, removed };
}
