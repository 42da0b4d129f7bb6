/**
 * Taking part in someone else's event (docs/decisions.md, "Shared events"): the statuses of a
 * participant row, what one press of Going / Maybe / Can't go does, capacity and waitlist.
 * Pure: the repository applies these decisions with conditional writes, so the counts always
 * come from stored rows and counters.
 */

import type { EventRecord } from './schedule.js';

/** The spec's `invited` plus the answers (decisions.md, "Shared events"). */
export const participantStatuses = [
  'invited',
  'accepted',
  'tentative',
  'declined',
  'waitlisted',
] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

/** The three buttons of an invitation and of an event card. */
export const answers = ['going', 'maybe', 'cant'] as const;
export type Answer = (typeof answers)[number];

// The limits live with the others, so a command's definition reads them without this module.
export { participationLimits } from './limits.js';

/** A participant's lead time when neither they nor the owner set one (minutes). */
export const DEFAULT_PARTICIPANT_LEAD_MINUTES = 15;

/**
 * How long before each occurrence a participant's reminder fires, in seconds: their own
 * `reminder_advance_minutes` when set (above 0), else the owner's lead time for the event (their
 * own reminder's offset, else their `reminder_advance_minutes`), else 15 minutes.
 */
export function participantLeadSeconds(
  ownAdvanceMinutes: number,
  owner: { readonly reminderOffsetSeconds?: number | undefined; readonly advanceMinutes: number },
): number {
  if (ownAdvanceMinutes > 0) return ownAdvanceMinutes * 60;
  if (owner.reminderOffsetSeconds !== undefined) return owner.reminderOffsetSeconds;
  if (owner.advanceMinutes > 0) return owner.advanceMinutes * 60;
  return DEFAULT_PARTICIPANT_LEAD_MINUTES * 60;
}

/** What the answer a press asks for is: the status it stands for. */
const answerStatus = {
  going: 'accepted',
  maybe: 'tentative',
  cant: 'declined',
} as const satisfies Record<Answer, ParticipantStatus>;

/** A going place taken (`1`), given back (`-1`) or neither (`0`). */
export type SeatChange = -1 | 0 | 1;

export interface PressOutcome {
  /** The row's status after the press; null: the row goes (an answer withdrawn by someone never invited). */
  readonly status: ParticipantStatus | null;
  readonly seat: SeatChange;
}

/** The going places of an event: its capacity (none: unlimited) and how many are taken. */
export interface Seats {
  readonly capacity?: number | undefined;
  readonly going: number;
  /**
   * How many wait for a place, where the counter keeps it: while anyone waits, a free place is
   * theirs (the first in press order moves up), not a new Going's.
   */
  readonly waiting?: number | undefined;
}

/** True when `status` holds a going place. */
export function holdsSeat(status: ParticipantStatus | null | undefined): boolean {
  return status === 'accepted';
}

/** True when a place is free. */
export function seatFree(seats: Seats): boolean {
  return seats.capacity === undefined || seats.going < seats.capacity;
}

/** True when a new Going takes a place: one is free and nobody waits for it. */
export function seatOpen(seats: Seats): boolean {
  return seatFree(seats) && (seats.capacity === undefined || (seats.waiting ?? 0) <= 0);
}

/**
 * One press. Pressing the answer one already has withdraws it (waitlisted counts as having
 * pressed Going): an invited user is back to `invited`, anyone else has no row. Going takes a
 * free place nobody waits for, or joins the waitlist (a place free while others wait is theirs,
 * in press order). Leaving a place gives it back.
 */
export function decidePress(
  current: ParticipantStatus | null | undefined,
  answer: Answer,
  seats: Seats,
  invited: boolean,
): PressOutcome {
  const wanted = answerStatus[answer];
  const same = current === wanted || (answer === 'going' && current === 'waitlisted');
  const leaves: SeatChange = holdsSeat(current) ? -1 : 0;
  if (same) return { status: invited ? 'invited' : null, seat: leaves };
  if (wanted === 'accepted')
    return seatOpen(seats) ? { status: 'accepted', seat: 1 } : { status: 'waitlisted', seat: 0 };
  return { status: wanted, seat: leaves };
}

/** A participant as the rules see it: `order` is the snowflake of the press that set the status. */
export interface ParticipantView {
  readonly userId: string;
  readonly status: ParticipantStatus;
  readonly order: string;
}

/** Snowflakes in time order (numeric strings of differing length: not a string sort). */
export function compareOrder(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** The waitlist, first in line first. */
export function waitlist<P extends ParticipantView>(rows: readonly P[]): P[] {
  return rows
    .filter((r) => r.status === 'waitlisted')
    .sort((a, b) => compareOrder(a.order, b.order));
}

/** A user's place on the waitlist (1 is next), or null when not on it. */
export function waitlistPlace(rows: readonly ParticipantView[], userId: string): number | null {
  const i = waitlist(rows).findIndex((r) => r.userId === userId);
  return i < 0 ? null : i + 1;
}

/** Who moves up when places are free: the first `free` on the waitlist. */
export function promotions<P extends ParticipantView>(rows: readonly P[], seats: Seats): P[] {
  const free =
    seats.capacity === undefined ? Number.POSITIVE_INFINITY : seats.capacity - seats.going;
  return free <= 0 ? [] : waitlist(rows).slice(0, free);
}

/** What an event card shows. */
export interface CardSummary {
  /** Going, in the order they answered. */
  readonly going: readonly string[];
  readonly maybe: readonly string[];
  readonly waitlisted: number;
  /** Free places; undefined without a capacity. */
  readonly placesLeft?: number;
}

export function cardSummary(rows: readonly ParticipantView[], capacity?: number): CardSummary {
  const inOrder = [...rows].sort((a, b) => compareOrder(a.order, b.order));
  const ids = (s: ParticipantStatus) => inOrder.filter((r) => r.status === s).map((r) => r.userId);
  const going = ids('accepted');
  return {
    going,
    maybe: ids('tentative'),
    waitlisted: rows.filter((r) => r.status === 'waitlisted').length,
    ...(capacity !== undefined ? { placesLeft: Math.max(0, capacity - going.length) } : {}),
  };
}

/** The answers that put someone else's event in a user's schedule, feed and conflict checks. */
export const scheduledStatuses = ['accepted', 'tentative'] as const;
export type ScheduledStatus = (typeof scheduledStatuses)[number];

export function isScheduledStatus(status: ParticipantStatus): status is ScheduledStatus {
  return (scheduledStatuses as readonly string[]).includes(status);
}

/**
 * Someone else's event as a participant sees it (docs/decisions.md, "What a card shows"): its
 * title, timing, location and status; the description only when the owner invited them; never
 * the owner's reminders, participants, tags or notes.
 */
export function participantEventView(event: EventRecord, invited: boolean): EventRecord {
  return {
    ...event,
    description: invited ? event.description : null,
    participants: [],
    reminders: [],
    tags: [],
    metadata: {},
  };
}
