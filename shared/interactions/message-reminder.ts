import { limits } from '../domain/limits.js';
import { startMessageReminder, submitMessageReminder } from '../usecases/remind-message.js';
import { confirmationVisibility, errorReply, type ComponentHandler, type Ctx } from './context.js';
import { reminderSummary, timeErrorReply } from './reminder-replies.js';
import { modal, visibleReply, type Audience, type Components } from './responses.js';
import { askPrompt } from './time-ask-prompt.js';
import type { Reminder } from '../domain/reminder.js';
import type { UserZone } from '../domain/zones.js';
import { assumedZoneNote } from './zone-note.js';
import type { MessageCommandHandler } from './commands/unit.js';
import { customIds } from './custom-ids.js';

const REMIND_MESSAGE_PREFIX = customIds.remindMessage;

/** "Remind me about this" on a message: a modal asking when, with a note prefilled from the message. */
export const remindMessageCommand: MessageCommandHandler = {
  async run(ctx, target) {
    const { draftId, note } = await startMessageReminder(ctx.deps, ctx.caller.userId, {
      guildId: ctx.caller.guildId,
      channelId: target.channelId,
      messageId: target.id,
      content: target.content,
      ...(target.mentions ? { mentions: target.mentions } : {}),
    });
    return modal(`${REMIND_MESSAGE_PREFIX}:${draftId}`, ctx.t('remind_message.title'), [
      {
        customId: 'when',
        label: ctx.t('remind_message.when'),
        placeholder: ctx.t('remind_message.when_placeholder'),
        maxLength: limits.timeExpressionLength,
      },
      // An empty prefill is left out rather than sent as "".
      {
        customId: 'note',
        label: ctx.t('remind_message.note'),
        ...(note ? { value: note } : {}),
        required: false,
        maxLength: limits.reminderMessageLength,
      },
    ]);
  },
};

/** The confirmation of a message reminder, worded for `audience` (the caller alone unless they chose `replies: public`). */
export function messageRemindedReply(
  ctx: Ctx,
  result: { readonly reminder: Reminder; readonly zone: UserZone; readonly channelRefused?: true },
  audience: Audience = 'caller',
): { content: string; components: Components } {
  const note = assumedZoneNote(ctx, result.zone, audience);
  const refused = result.channelRefused ? `\n${ctx.t('remind.channel_refused')}` : '';
  return {
    content: reminderSummary(ctx, result.reminder, 'remind.created') + refused + note.line,
    components: note.components,
  };
}

/**
 * The modal's submit: the reminder is created as /remind would; the confirmation follows the
 * one visibility rule (which message someone bookmarked is theirs alone unless they chose
 * `replies: public`).
 */
export const remindMessageModal: ComponentHandler = {
  prefix: REMIND_MESSAGE_PREFIX,
  async run(ctx, [draftId = ''], fields) {
    const result = await submitMessageReminder(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      draftId,
      when: fields['when'] ?? '',
      note: fields['note'] ?? '',
      fallbackNote: ctx.t('remind_message.default_note'),
      channelId: ctx.caller.botChannelId,
      channelRefused: ctx.caller.channelRefused,
    });
    if (!result.ok) {
      if ('pending' in result)
        return (
          (await askPrompt(ctx, result, 'message', result.pending)) ?? timeErrorReply(ctx, result)
        );
      return result.error === 'draft_expired' || result.error === 'not_your_button'
        ? errorReply(ctx, 'remind_message', result)
        : timeErrorReply(ctx, result);
    }
    const visibility = await confirmationVisibility(ctx, result.replies);
    const { content, components } = messageRemindedReply(ctx, result, visibility.audience);
    return visibleReply(visibility, content, components);
  },
};
