import { ApplicationCommandType } from 'discord-api-types/v10';
import { everywhere } from '../command-scope.js';
import type { MenuDefinition } from './unit.js';

/**
 * "Remind me about this", a message context-menu command (type 3): no description or options,
 * its name may have spaces and capitals, and Discord sends back this base name (localized
 * names come from `commands.remind_message.name`). Usable wherever the slash commands are,
 * user-installed included. Its handler and modal (message-reminder.ts) are imported on first use.
 * @see https://discord.com/developers/docs/interactions/application-commands#message-commands
 */
export const definition = {
  integration_types: everywhere.integration_types,
  contexts: everywhere.contexts,
  type: ApplicationCommandType.Message,
  name: 'Remind me about this',
} as const satisfies MenuDefinition;

/** Catalog key prefix of its texts. */
export const catalogKey = 'commands.remind_message';
