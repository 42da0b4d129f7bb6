import {
  ApplicationCommandType,
  type APIInteractionResponse,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { everywhere } from './command-scope.js';
import type { Ctx } from './context.js';
import type { TargetMessage } from './envelope.js';

/** The menu's base name, as Discord sends it back (localized names come from `commands.remind_message.name`). */
export const REMIND_MESSAGE_COMMAND = 'Remind me about this';
/** The modal's custom_id prefix: the router needs it at start, its handler is imported on first use. */
export const REMIND_MESSAGE_PREFIX = 'rmsg';

/**
 * Message context-menu commands (type 3): no description or options, names may have spaces and
 * capitals. Usable wherever the slash commands are, user-installed included.
 * @see https://discord.com/developers/docs/interactions/application-commands#message-commands
 */
export const messageCommandDefinitions: readonly RESTPostAPIContextMenuApplicationCommandsJSONBody[] =
  [
    {
      integration_types: everywhere.integration_types,
      contexts: everywhere.contexts,
      type: ApplicationCommandType.Message,
      name: REMIND_MESSAGE_COMMAND,
    },
  ] as RESTPostAPIContextMenuApplicationCommandsJSONBody[];

/** Catalog key prefix of a message command's texts. */
export const messageCommandKeys: Readonly<Record<string, string>> = {
  [REMIND_MESSAGE_COMMAND]: 'commands.remind_message',
};

export interface MessageCommandHandler {
  run(ctx: Ctx, target: TargetMessage): Promise<APIInteractionResponse>;
}
