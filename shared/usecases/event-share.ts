/**
 * /schedule_share: the owner invites people to one of their events. Each invitee gets an
 * `invited` row and one invitation notice (sent by the dispatcher, domain/notice.ts); the owner
 * learns who was invited, who already had an answer and who could not be reached, never why.
 */
import { participationLimits } from '../domain/limits.js';
import { noticeId } from '../domain/notice.js';
import { toIso } from '../domain/reminder.js';
import type { EventRecord } from '../domain/schedule.js';
import type { InvitationStore } from './participation-ports.js';
import type { EventStore } from './schedule-ports.js';

export interface ShareDeps {
  readonly events: Pick<EventStore, 'get'>;
  readonly invitations: InvitationStore;
}

export interface ShareInput {
  readonly ownerId: string;
  readonly eventId: string;
  /** The users chosen in the select. */
  readonly userIds: readonly string[];
  /** Those of them Discord marks as bots. */
  readonly bots: readonly string[];
  /** The owner's language: an invitee with none stored gets the invitation in it. */
  readonly locale: string;
  readonly now: number;
}

export type ShareOutcome =
  | {
      readonly ok: true;
      readonly event: EventRecord;
      /** Invited now: each gets one invitation DM. */
      readonly invited: readonly string[];
      /** Already had a row (invited before, or answered on a card): nothing sent. */
      readonly existing: readonly string[];
      /** Not sent (they stopped invitations from the owner): the owner is not told why. */
      readonly notDelivered: readonly string[];
      /** Bots, and the owner themself: never invited. */
      readonly refused: readonly string[];
      /** Over the owner's daily invitations: not invited; `retryAt` is when the next one frees. */
      readonly overLimit: readonly string[];
      readonly retryAt?: number;
      /** The event has its 250 participants: not invited. */
      readonly full: readonly string[];
    }
  | { readonly ok: false; readonly error: 'event_not_found' }
  | { readonly ok: false; readonly error: 'too_many_invitees'; readonly max: number };

/** Invites `userIds` to the owner's event; one row and one DM per invitee, however often it is asked. */
export async function shareEvent(deps: ShareDeps, input: ShareInput): Promise<ShareOutcome> {
  const chosen = [...new Set(input.userIds)];
  if (chosen.length > participationLimits.maxPerShare)
    return { ok: false, error: 'too_many_invitees', max: participationLimits.maxPerShare };
  const event = await deps.events.get(input.ownerId, input.eventId);
  if (!event) return { ok: false, error: 'event_not_found' };
  const bots = new Set(input.bots);
  const refused = chosen.filter((id) => id === input.ownerId || bots.has(id));
  const candidates = chosen.filter((id) => !refused.includes(id));
  const blocked = await deps.invitations.blockedAmong(input.ownerId, candidates);
  const reachable = candidates.filter((id) => !blocked.has(id));
  const taken =
    reachable.length > 0
      ? await deps.invitations.take(input.ownerId, reachable.length, input.now)
      : { granted: 0 };
  const invited: string[] = [];
  const existing: string[] = [];
  const full: string[] = [];
  // One at a time: each invitation moves the event's counter.
  for (const userId of reachable.slice(0, taken.granted)) {
    const result = await deps.invitations.invite(event.id, input.ownerId, {
      id: noticeId('invitation', event.id, userId),
      userId,
      dueTime: toIso(input.now),
      locale: input.locale,
      body: { kind: 'invitation', eventId: event.id, ownerId: input.ownerId },
    });
    ({ invited, exists: existing, full })[result].push(userId);
  }
  return {
    ok: true,
    event,
    invited,
    existing,
    notDelivered: candidates.filter((id) => blocked.has(id)),
    refused,
    overLimit: reachable.slice(taken.granted),
    ...(taken.retryAt !== undefined ? { retryAt: taken.retryAt } : {}),
    full,
  };
}
