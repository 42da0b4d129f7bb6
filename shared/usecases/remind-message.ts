import { userError, type Result, type UserError } from '../domain/errors.js';
import { messageSource, notePrefill } from '../domain/message-source.js';
import type { MessageSource, Reminder } from '../domain/reminder.js';
import type { UserZone } from '../domain/zones.js';
import { remind, type RemindDeps } from './remind.js';
import type { ReplyVisibility } from './ports.js';
import { saveDraft, takeDraft, type DraftDeps } from './schedule-conflicts.js';

/** The message a "Remind me about this" menu was used on, and where it is. */
export interface TargetMessage {
  readonly guildId?: string | undefined;
  readonly channelId: string;
  readonly messageId: string;
  readonly content: string;
  /** Names of the users its text mentions, by id (the note names them). */
  readonly mentions?: Readonly<Record<string, string>>;
}

/**
 * "Remind me about this", first step: keeps the message's link and first lines in a draft (the
 * modal's submit carries only what was typed) and returns the draft id and the note to prefill.
 */
export async function startMessageReminder(
  deps: DraftDeps,
  userId: string,
  target: TargetMessage,
): Promise<{ draftId: string; note: string }> {
  const source = messageSource(
    { guildId: target.guildId, channelId: target.channelId, messageId: target.messageId },
    target.content,
  );
  const draftId = await saveDraft(deps, userId, { kind: 'message', source });
  return { draftId, note: notePrefill(target.content, target.mentions) };
}

export interface MessageReminderInput {
  readonly userId: string;
  readonly locale: string;
  readonly draftId: string;
  /** What the modal's fields hold: the time expression and the note (may be empty). */
  readonly when: string;
  readonly note: string;
  /** The server channel it is submitted in, when the bot is a member there (channel delivery). */
  readonly channelId?: string | undefined;
  /** The caller may not post in that channel themselves: a DM instead (as /remind). */
  readonly channelRefused?: boolean | undefined;
  /** The text used when the note is empty and the message had no text either (localized by the caller). */
  readonly fallbackNote: string;
}

/** What a message reminder's time prompt keeps: everything /remind needs besides the time. */
export type PendingMessageReminder = {
  readonly message: string;
  readonly source: MessageSource;
  readonly channelId?: string | undefined;
};

/**
 * Second step, the modal's submit: takes the draft (so a second submit creates nothing) and
 * creates the reminder as /remind would, with the message's link and first lines on it. The note
 * is the reminder's text; left empty, the message's first line is.
 */
export async function submitMessageReminder(
  deps: DraftDeps & RemindDeps,
  input: MessageReminderInput,
): Promise<
  | Result<{
      reminder: Reminder;
      zone: UserZone;
      replies: ReplyVisibility;
      channelRefused?: true;
    }>
  | (UserError & { readonly pending: PendingMessageReminder })
> {
  const taken = await takeDraft(deps, input.userId, input.draftId);
  if (!taken.ok) return taken;
  const { action } = taken.draft;
  if (action.kind !== 'message') return userError('draft_expired');
  const note = input.note.trim() || notePrefill(action.source.excerpt) || input.fallbackNote;
  const result = await remind(deps, {
    userId: input.userId,
    locale: input.locale,
    message: note,
    time: input.when,
    source: action.source,
    channelId: input.channelId,
    channelRefused: input.channelRefused,
  });
  // A time with several readings, or one asking for a zone: the draft is gone, so the prompt keeps what the press needs
  // (no channel where the caller may not post: the press delivers by DM).
  if (!result.ok && (result.error === 'time_ambiguous' || result.error === 'zone_unknown'))
    return {
      ...result,
      pending: {
        message: note,
        source: action.source,
        channelId: input.channelRefused === true ? undefined : input.channelId,
      },
    };
  return result;
}
