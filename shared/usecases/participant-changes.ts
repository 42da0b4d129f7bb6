/**
 * What follows an answer, run from the participants table's stream instead of on the press
 * (docs/decisions.md, "Card press: what follows an answer from the stream"): each changed
 * participant row, with its image before and after, tells who answered what, who moved up and
 * why. Exactly once by construction: notices have ids derived from their cause (a replayed
 * record writes none twice), the presser's language is set, reminders follow the stored row.
 * Records of one row arrive in order, records of different rows in any order: whatever depends
 * on other rows (the waitlist place) is read from the stored rows when it is sent.
 */
import { noticeId, type Notice } from '../domain/notice.js';
import { waitlistPlace, type ParticipantStatus } from '../domain/participation.js';
import { toIso } from '../domain/reminder.js';
import { syncParticipantReminders, type ParticipantReminderDeps } from './participant-reminders.js';
import type { InvitationStore, NoticeStore, ParticipantStore } from './participation-ports.js';
import type { Clock } from './ports.js';
import { conflictsFor } from './schedule-conflicts.js';
import type { EventStore } from './schedule-ports.js';

/** A participant row as the stream carries it (the parts what follows an answer reads). */
export interface RowImage {
  readonly status: ParticipantStatus;
  /** The press that gave the row its answer (the interaction's snowflake). */
  readonly pressId?: string | undefined;
  /** The row's place in line (the press that gave it its status). */
  readonly order: string;
  /** The presser's language; absent on rows no one pressed (invitations, a split series' carried answers). */
  readonly answerLocale?: string | undefined;
  /** The interaction that moved the row up from the waitlist. */
  readonly promotedBy?: string | undefined;
}

/** One changed participant row: null before (added) or after (removed). */
export interface RowChange {
  readonly eventId: string;
  readonly userId: string;
  readonly before: RowImage | null;
  readonly after: RowImage | null;
  /** The record's id, reported back when what follows it failed (it is then delivered again). */
  readonly sequence: string;
}

export interface ParticipantChangeDeps extends ParticipantReminderDeps {
  readonly events: Pick<EventStore, 'get' | 'inRange'>;
  readonly participants: Pick<ParticipantStore, 'shared' | 'cardRows' | 'row'>;
  readonly notices: NoticeStore;
  readonly invitations: Pick<InvitationStore, 'rememberLocale' | 'storedLocale'>;
  readonly clock: Clock;
}

/** The language notices fall back to when neither the row nor the recipient has one. */
const FALLBACK_LOCALE = 'en-US';

const mayHold = (s: ParticipantStatus | undefined): boolean =>
  s === 'accepted' || s === 'tentative';

/** A new answer pressed by the row's user (not a promotion, an invitation or a carried answer). */
function pressed(c: RowChange): c is RowChange & { after: RowImage & { answerLocale: string } } {
  return (
    c.after !== null && c.after.answerLocale !== undefined && c.after.pressId !== c.before?.pressId
  );
}

function promoted(c: RowChange): c is RowChange & { after: RowImage & { promotedBy: string } } {
  return (
    c.after?.status === 'accepted' &&
    c.before?.status === 'waitlisted' &&
    c.after.promotedBy !== undefined &&
    c.after.promotedBy !== c.before.promotedBy
  );
}

/** What follows the changes of one event's rows. */
async function followEvent(
  deps: ParticipantChangeDeps,
  eventId: string,
  changes: readonly RowChange[],
): Promise<void> {
  // A closed or deleted event (its rows go with it): nothing follows.
  const shared = await deps.participants.shared(eventId);
  const event = shared ? await deps.events.get(shared.ownerId, eventId) : null;
  if (!event) return;
  const notice = (userId: string, body: Notice['body'], cause: string, locale: string) => ({
    id: noticeId(body.kind, event.id, userId, cause),
    userId,
    dueTime: toIso(deps.clock.now()),
    locale,
    body,
  });
  const base = { eventId: event.id, ownerId: event.userId };
  // The stored rows, read once, when a waitlist place is to be told.
  const waiting = changes.some((c) => pressed(c) && c.after.status === 'waitlisted')
    ? await deps.participants.cardRows(eventId)
    : [];
  const notices: Notice[] = [];
  const overlapChecks: Promise<void>[] = [];
  const languages = new Map<string, string>();
  for (const c of changes) {
    if (promoted(c))
      notices.push(
        notice(
          c.userId,
          { kind: 'promoted', ...base },
          c.after.promotedBy,
          c.after.answerLocale ?? FALLBACK_LOCALE,
        ),
      );
    if (!pressed(c)) continue;
    const { after } = c;
    const cause = after.pressId ?? after.order;
    languages.set(c.userId, after.answerLocale);
    if (after.status === 'waitlisted') {
      // Told only while that answer still waits, with its place now (any order across rows).
      const now = waiting.find((r) => r.userId === c.userId);
      const place = now?.status === 'waitlisted' && now.order === after.order;
      const at = place ? waitlistPlace(waiting, c.userId) : null;
      if (at !== null)
        notices.push(
          notice(c.userId, { kind: 'waitlisted', ...base, place: at }, cause, after.answerLocale),
        );
    }
    // Going to someone else's event that overlaps the presser's own: told which, privately.
    if (after.status === 'accepted' && c.userId !== event.userId)
      overlapChecks.push(
        conflictsFor(deps.events, c.userId, event).then((overlaps) => {
          if (overlaps.length > 0)
            notices.push(
              notice(
                c.userId,
                {
                  kind: 'overlap',
                  ...base,
                  overlaps: overlaps.map((o) => ({ title: o.title, start: o.occurrence.start })),
                },
                cause,
                after.answerLocale,
              ),
            );
        }),
      );
  }
  await Promise.all(overlapChecks);
  // Each user's reminder follows their row as stored now, once per batch, in the language of
  // their latest press (a user moved up: their stored language).
  const reminderUsers = new Map<string, RowChange>();
  for (const c of changes)
    if (mayHold(c.before?.status) || mayHold(c.after?.status)) reminderUsers.set(c.userId, c);
  await Promise.all([
    ...[...languages].map(([userId, locale]) => deps.invitations.rememberLocale(userId, locale)),
    notices.length > 0 ? deps.notices.send(notices) : undefined,
    ...[...reminderUsers].map(([userId, c]) =>
      syncParticipantReminders(deps, {
        event,
        userIds: [userId],
        locale: languages.get(userId) ?? c.after?.answerLocale ?? FALLBACK_LOCALE,
        presserId: languages.has(userId) ? userId : undefined,
      }),
    ),
  ]);
}

/**
 * Runs what follows a batch of participant row changes, event by event (in parallel; an event's
 * changes in their order). Returns the records whose event failed, to be delivered again.
 */
export async function followParticipantChanges(
  deps: ParticipantChangeDeps,
  changes: readonly RowChange[],
): Promise<{ readonly failed: readonly string[] }> {
  const byEvent = new Map<string, RowChange[]>();
  for (const c of changes) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c]);
  const failed: string[] = [];
  await Promise.all(
    [...byEvent].map(async ([eventId, group]) => {
      try {
        await followEvent(deps, eventId, group);
      } catch (err) {
        deps.log.error(`participant_changes:${eventId}`, err);
        failed.push(...group.map((c) => c.sequence));
      }
    }),
  );
  return { failed };
}
