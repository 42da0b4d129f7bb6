/**
 * Each participant's reminders for a shared event (docs/decisions.md, "Shared events: each
 * participant's reminders and schedule"): an ordinary linked reminder owned by the participant,
 * pointing at the owner's event (`eventOwnerId`), which the dispatcher re-arms per occurrence
 * and words from the event at send time, exactly like the owner's own /schedule_remind.
 */
import { participantLeadSeconds } from '../domain/participation.js';
import { userError, type Result } from '../domain/errors.js';
import { participantReminderId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import { eventReminder, nextEventReminder, type EventRecord } from '../domain/schedule.js';
import type { BoundTranslate } from '../domain/event-text.js';
import { participantReminderText } from '../domain/event-text.js';
import type { InvitationStore, ParticipantRow, ParticipantStore } from './participation-ports.js';
import type { Clock, Logger, ReminderStore, UserStore } from './ports.js';
import type { LinkedReminderStore } from './schedule-ports.js';

export interface ParticipantReminderDeps {
  readonly participants: Pick<ParticipantStore, 'row'>;
  readonly reminders: Pick<ReminderStore, 'create' | 'read' | 'delete'>;
  readonly users: Pick<UserStore, 'getProfile'>;
  /** Where a participant's language is kept (saved from their answers). */
  readonly invitations: Pick<InvitationStore, 'storedLocale'>;
  readonly linked: Pick<LinkedReminderStore, 'byIds'>;
  readonly clock: Clock;
  readonly translate: (locale: string, key: string, params?: Record<string, unknown>) => string;
  readonly log: Pick<Logger, 'error'>;
}

/** Whether this row gets the event's reminders: going, or maybe when the user opted in; never muted. */
export function wantsReminders(
  row: Pick<ParticipantRow, 'status' | 'muted'> | null,
  maybeReminders: boolean,
): boolean {
  if (!row || row.muted === true) return false;
  return row.status === 'accepted' || (row.status === 'tentative' && maybeReminders);
}

/** The owner's lead time for this event: their smallest own active reminder's offset, and their setting. */
async function ownerLead(
  deps: ParticipantReminderDeps,
  event: EventRecord,
): Promise<{ reminderOffsetSeconds?: number; advanceMinutes: number }> {
  const [linked, profile] = await Promise.all([
    event.reminders.length > 0 ? deps.linked.byIds(event.reminders) : [],
    deps.users.getProfile(event.userId),
  ]);
  const offsets = linked
    .filter((r) => r.isActive && r.userId === event.userId && r.offsetSeconds !== undefined)
    .map((r) => r.offsetSeconds as number);
  return {
    advanceMinutes: profile.advanceMinutes,
    ...(offsets.length > 0 ? { reminderOffsetSeconds: Math.min(...offsets) } : {}),
  };
}

/**
 * Brings each user's reminder for the event in line with their participant row, after their
 * answer changed (or they moved up from the waitlist): created when they are going (or maybe,
 * opted in) and have none, deleted when they no longer are. The presser's is worded in `locale`
 * (the answering interaction's language); anyone else's (moved up from the waitlist) in their
 * stored language, else `locale`. Never throws: a failure is reported, and the answer stands without
 * the reminder (the next answer tries again).
 */
export async function syncParticipantReminders(
  deps: ParticipantReminderDeps,
  input: {
    readonly event: EventRecord;
    readonly userIds: readonly string[];
    readonly locale: string;
    /** Who pressed: their reminder is in `locale`, their language now. */
    readonly presserId?: string | undefined;
  },
): Promise<void> {
  const { event } = input;
  let owner: ReturnType<typeof ownerLead> | undefined;
  await Promise.all(
    input.userIds
      .filter((userId) => userId !== event.userId)
      .map(async (userId) => {
        try {
          const id = participantReminderId(event.id, userId);
          const [row, profile, existing] = await Promise.all([
            deps.participants.row(event.id, userId),
            deps.users.getProfile(userId),
            deps.reminders.read(userId, id),
          ]);
          if (!wantsReminders(row, profile.maybeReminders)) {
            if (existing) await deps.reminders.delete(userId, id);
            return;
          }
          if (existing?.reminder.isActive) return;
          // A finished one (the series ended, or Stop repeating) makes way for a new one.
          if (existing) await deps.reminders.delete(userId, id);
          owner ??= ownerLead(deps, event);
          const offsetSeconds = participantLeadSeconds(profile.advanceMinutes, await owner);
          const now = deps.clock.now();
          const at = nextEventReminder(event.timing, offsetSeconds * 1000, now);
          if (at === null) return;
          const locale =
            userId === input.presserId
              ? input.locale
              : ((await deps.invitations.storedLocale(userId)) ?? input.locale);
          const t: BoundTranslate = (key, params) => deps.translate(locale, key, params);
          const reminder: Reminder = {
            ...eventReminder({
              id,
              userId,
              eventId: event.id,
              offsetSeconds,
              at,
              now,
              locale,
              message: participantReminderText(t, event, offsetSeconds, at + offsetSeconds * 1000),
            }),
            eventOwnerId: event.userId,
            messageFromEvent: true,
            ...(profile.timezone !== undefined ? { zone: profile.timezone } : {}),
          };
          // Counted among the participant's 100 active, but not against the creation rate: the
          // answer made it, not a typed /remind. At 100 active, there is no reminder.
          await deps.reminders
            .create(reminder, { maxActive: limits.maxActiveRemindersPerUser, now }, profile.usage)
            .catch(async (err: unknown) => {
              // Two answers at once: the other one created it.
              if (!(await deps.reminders.read(userId, id))) throw err;
            });
          // An answer that changed meanwhile (Going, then at once Can't go) may have looked for
          // the reminder before this one wrote it: read the row again, and take it back if so.
          if (
            !wantsReminders(await deps.participants.row(event.id, userId), profile.maybeReminders)
          )
            await deps.reminders.delete(userId, id);
        } catch (err) {
          deps.log.error(`participant_reminder:${event.id}`, err, { userId });
        }
      }),
  );
}

/**
 * "Mute reminders for this event" on a participant's reminder DM: the mute is stored on their
 * participant row (a later answer keeps it) and the reminder goes. Only the reminder's owner
 * reaches it (read by owner and id); anything but a participant's reminder is `reminder_gone`.
 */
export async function muteParticipantReminders(
  deps: {
    readonly reminders: Pick<ReminderStore, 'read' | 'delete'>;
    readonly participants: Pick<ParticipantStore, 'mute'>;
  },
  input: { readonly userId: string; readonly id: string },
): Promise<Result<{ reminder: Reminder }>> {
  const stored = await deps.reminders.read(input.userId, input.id);
  const eventId = stored?.reminder.eventId;
  if (!stored || eventId === undefined || stored.reminder.eventOwnerId === undefined)
    return userError('reminder_gone');
  await deps.participants.mute(eventId, input.userId);
  await deps.reminders.delete(input.userId, input.id);
  return { ok: true, reminder: stored.reminder };
}
