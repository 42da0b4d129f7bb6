import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { scheduleViews } from '../../domain/schedule.js';
import { everywhere } from '../command-scope.js';
import { values } from './schedule-create.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_list. Its handler (schedule-list-command.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_list',
  description: 'Show your schedule',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'view_type',
      description: 'Which days (default week)',
      choices: values(scheduleViews),
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'filter',
      description: 'Only events of this type',
      choices: values(['work', 'personal', 'reminder', 'meeting', 'deadline']),
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'include_past',
      description: 'Also show occurrences that already ended',
    },
  ],
} as const satisfies SlashDefinition;
