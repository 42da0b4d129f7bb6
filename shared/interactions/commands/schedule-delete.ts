import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { everywhere } from '../command-scope.js';
import { eventIdOption } from './schedule-edit.js';
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
    {
      type: ApplicationCommandOptionType.String,
      name: 'occurrence',
      description: 'For a repeating event: the date of one occurrence (YYYY-MM-DD)',
      max_length: 10,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'scope',
      description: 'With occurrence: this one, this and following, or the whole series',
      choices: [
        { name: 'this occurrence', value: 'this' },
        { name: 'this and following', value: 'following' },
        { name: 'the whole series', value: 'all' },
      ],
    },
  ],
} as const satisfies SlashDefinition;
