import type { Notice } from '../domain/notice.js';
import type { EventRecord } from '../domain/schedule.js';
import type { Answer, ParticipantStatus, ParticipantView } from '../domain/participation.js';

/** A participant row (the spec's event participant, role `attendee`), as the use cases see it. */
export interface ParticipantRow extends ParticipantView {
  readonly eventId: string;
  /** True when the owner invited them: withdrawing an answer leaves them `invited`. */
  readonly invited: boolean;
  /** Their invitation DM was refused (DMs closed): the owner sees "not delivered". */
  readonly notDelivered?: true;
  /** The participant muted this event's reminders (the reminder DM's "Mute reminders for this event"). */
  readonly muted?: boolean;
}

/** An event opened to others: its owner and, for a card, its capacity (none: unlimited). */
export interface SharedEvent {
  readonly eventId: string;
  readonly ownerId: string;
  readonly capacity?: number;
  /** Places taken, as the counter holds them (always the number of `accepted` rows). */
  readonly going: number;
  /** Participant rows, as the counter holds them. */
  readonly rows: number;
  /** How many wait for a place, on counters that keep it (opened since issue 22's tenth round). */
  readonly waiting?: number;
  /**
   * What the card shows, kept on the counter by the same conditional writes as `going` (every
   * counter opened since "Card press: the card from the counter", docs/decisions.md): who is
   * going or maybe, in press order, and how many wait. Absent on older counters: the card reads
   * the rows.
   */
  readonly card?: {
    readonly answered: readonly ParticipantView[];
    readonly waitlisted: number;
  };
  /** The server's Discord scheduled event made for the card (docs/decisions.md), when one was. */
  readonly serverEvent?: {
    readonly id: string;
    readonly guildId: string;
    readonly channelId: string;
  };
}

export type PressResult =
  | {
      readonly kind: 'answered';
      readonly status: ParticipantStatus | null;
      /** The status this press replaced (null: the presser had no row); absent for a repeated press. */
      readonly previous?: ParticipantStatus | null;
      /** Waitlisted users moved up by this press (a place it gave back). */
      readonly promoted: readonly string[];
      /** The same press arrived again (a retried delivery): nothing changed. */
      readonly repeated: boolean;
      /** The counter as the press left it (read with the row for a repeated press). */
      readonly shared: SharedEvent;
      /** With an owner given: the event, read with the counter and the row (null: none of that owner's). */
      readonly event?: EventRecord | null;
    }
  /** The event is not open to others (never posted or shared, or deleted). */
  | { readonly kind: 'not_shared' }
  /** The event has its 250 participants and this user is not one of them. */
  | { readonly kind: 'full' };

export type OpenResult =
  | { readonly kind: 'opened'; readonly promoted: readonly string[] }
  | { readonly kind: 'below_going'; readonly going: number };

/** Participant rows and the counter item of each shared event. */
export interface ParticipantStore {
  /**
   * Opens the event to others, or changes its capacity; a raised capacity promotes from the
   * waitlist. A capacity below the places already taken is refused (nobody loses a place).
   */
  open(
    eventId: string,
    ownerId: string,
    capacity: number | undefined,
    /** The interaction that raised the capacity: the promoted rows name it (their notices derive from it). */
    cause?: string,
  ): Promise<OpenResult>;
  /** The event's counter item; null when it was never opened. */
  shared(eventId: string): Promise<SharedEvent | null>;
  /** Every participant row of the event. */
  list(eventId: string): Promise<ParticipantRow[]>;
  /** Every participant of the event as a card shows them (who, status, order): a smaller read than {@link list}. */
  cardRows(eventId: string): Promise<ParticipantView[]>;
  /**
   * One press of an answer by `userId`. `pressId` is the interaction's snowflake: it orders
   * the waitlist and makes a retried delivery of the same press count once. With `ownerId`, the
   * owner's event is read in the same request as the counter and the row, and returned.
   * `locale`, the presser's language, is kept on the row: what follows the answer runs from the
   * participants' stream (shared/usecases/participant-changes.ts) and is written in it.
   */
  press(
    eventId: string,
    userId: string,
    answer: Answer,
    pressId: string,
    ownerId?: string,
    locale?: string,
  ): Promise<PressResult>;
  /** One user's row of the event (consistent read); null when they have none. */
  row(eventId: string, userId: string): Promise<ParticipantRow | null>;
  /** Mutes the event's reminders for the user; false when they have no row. */
  mute(eventId: string, userId: string): Promise<boolean>;
  /** The user's rows in every event (the `by_user` index: eventually consistent). */
  byUser(userId: string): Promise<ParticipantRow[]>;
  /**
   * Takes the user's row off the event (they left, or the owner removed them), giving back its
   * place; a freed place promotes from the waitlist. `removed` false: they had no row.
   */
  remove(
    eventId: string,
    userId: string,
    /** The interaction that freed the place: the promoted rows name it. */
    cause?: string,
  ): Promise<{ readonly removed: boolean; readonly promoted: readonly string[] }>;
}

/** Notices (domain/notice.ts) for the dispatcher to send. */
export interface NoticeStore {
  /**
   * Stores each notice, due at once; one whose id is already stored is left as it is (the
   * same cause gives the same id), so a notice written twice is sent once.
   */
  send(notices: readonly Notice[]): Promise<void>;
}

/** What one invitation write did. */
export type InviteResult =
  /** The `invited` row, the counter and the notice were written together. */
  | 'invited'
  /** The user already has a row on the event (invited before, or answered): nothing written. */
  | 'exists'
  /** The event has its 250 participant rows. */
  | 'full';

/** Invitations (/schedule_share) and what invitees choose about them. */
export interface InvitationStore {
  /** Those of `userIds` who stopped invitations from `ownerId`. */
  blockedAmong(ownerId: string, userIds: readonly string[]): Promise<Set<string>>;
  /**
   * Takes up to `wanted` of the owner's invitation DMs of the rolling day (atomically); how many
   * were granted and, when fewer, when the next one frees (epoch ms).
   */
  take(
    ownerId: string,
    wanted: number,
    now: number,
  ): Promise<{ granted: number; retryAt?: number }>;
  /**
   * Writes the invitee's `invited` row (only when they have none), counts it on the event's
   * counter (opening the event to others if it was not) and stores the invitation notice, in
   * one transaction: an invitation is never sent twice, nor without its row.
   */
  invite(eventId: string, ownerId: string, notice: Notice): Promise<InviteResult>;
  /** `userId` stops invitations from `ownerId`. */
  block(userId: string, ownerId: string): Promise<void>;
  /** `userId` allows invitations from `ownerId` again. */
  unblock(userId: string, ownerId: string): Promise<void>;
  /** The owners `userId` stopped invitations from, in id order. */
  blockedBy(userId: string): Promise<string[]>;
  /** Saves the user's language: notices to them are written in it. */
  rememberLocale(userId: string, locale: string): Promise<void>;
  /** The language saved by {@link rememberLocale}; undefined when none. */
  storedLocale(userId: string): Promise<string | undefined>;
}
