import { ApplicationCommandType, type APIInteractionResponse, type RESTPostAPIContextMenuApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { limits } from '../domain/limits.js';
import { startMessageReminder, submitMessageReminder } from '../usecases/remind-message.js';
import { everywhere } from './command-scope.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import type { TargetMessage } from './envelope.js';
import { reminderSummary, timeErrorReply } from './reminder-commands.js';
import { ephemeral, modal } from './responses.js';
import { assumedZoneNote } from './zone-note.js';

/** The menu's base name, as Discord sends it back (localized names come from `commands.remind_message.name`). */
export const REMIND_MESSAGE_COMMAND = 'Remind me about this';
const PREFIX = 'rmsg';

/**
 * Message context-menu commands (type 3): no description or options, names may have spaces and
 * capitals. Usable wherever the slash commands are, user-installed included.
 * @see https://discord.com/developers/docs/interactions/application-commands#message-commands
 */
export const messageCommandDefinitions: readonly RESTPostAPIContextMenuApplicationCommandsJSONBody[] = [
  { integration_types: everywhere.integration_types, contexts: everywhere.contexts, type: ApplicationCommandType.Message, name: REMIND_MESSAGE_COMMAND },
] as RESTPostAPIContextMenuApplicationCommandsJSONBody[];

/** Catalog key prefix of a message command's texts. */
export const messageCommandKeys: Readonly<Record<string, string>> = { [REMIND_MESSAGE_COMMAND]: 'commands.remind_message' };

export interface MessageCommandHandler {
  run(ctx: Ctx, target: TargetMessage): Promise<APIInteractionResponse>;
}

/** "Remind me about this" on a message: a modal asking when, with a note prefilled from the message. */
export const remindMessageCommand: MessageCommandHandler = {
  async run(ctx, target) {
    const { draftId, note } = await startMessageReminder(ctx.deps, ctx.caller.userId, {
      guildId: ctx.caller.guildId,
      channelId: target.channelId,
      messageId: target.id,
      content: target.content,
    });
    return modal(`${PREFIX}:${draftId}`, ctx.t('remind_message.title'), [
      { customId: 'when', label: ctx.t('remind_message.when'), placeholder: ctx.t('remind_message.when_placeholder'), maxLength: limits.timeExpressionLength },
      // An empty prefill is left out rather than sent as "".
      { customId: 'note', label: ctx.t('remind_message.note'), ...(note ? { value: note } : {}), required: false, maxLength: limits.reminderMessageLength },
    ]);
  },
};

/**
 * The modal's submit: the reminder is created as /remind would; the confirmation is ephemeral
 * (which message someone bookmarked is theirs alone).
 */
export const remindMessageModal: ComponentHandler = {
  prefix: PREFIX,
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
    if (!result.ok) return result.error === 'draft_expired' || result.error === 'not_your_button' ? errorReply(ctx, 'remind_message', result) : timeErrorReply(ctx, result);
    const note = assumedZoneNote(ctx, result.zone, 'caller');
    const refused = result.channelRefused ? `\n${ctx.t('remind.channel_refused')}` : '';
    return ephemeral(reminderSummary(ctx, result.reminder, 'remind.created') + refused + note.line, note.components.length > 0 ? note.components : undefined);
  },
};
