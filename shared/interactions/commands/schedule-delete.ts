import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { everywhere } from '../command-scope.js';
import { eventIdOption, occurrenceOption, scopeOption } from './schedule-edit.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_delete. Its handler (schedule-edit-command.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_delete',
  description: 'Delete one of your events',
  options: [
    eventIdOption,
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'confirm',
      description: 'True deletes at once; false asks first',
      required: true,
    },
    occurrenceOption,
    scopeOption,
  ],
} as const satisfies SlashDefinition;
