import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { everywhere } from '../command-scope.js';
import type { SlashDefinition } from './unit.js';

/** /list_reminders. Its handler (list-reminders-command.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'list_reminders',
  description: 'List your reminders',
  options: [
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'show_completed',
      description: 'Include finished reminders',
    },
  ],
} as const satisfies SlashDefinition;
