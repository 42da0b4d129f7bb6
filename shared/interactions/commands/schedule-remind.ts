import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { scheduleLimits } from '../../domain/schedule.js';
import { everywhere } from '../command-scope.js';
import { eventIdOption } from './schedule-edit.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_remind. Its handler (schedule-remind-command.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_remind',
  description: 'Get a reminder before your event (before each occurrence if it repeats)',
  options: [
    eventIdOption,
    {
      type: ApplicationCommandOptionType.String,
      name: 'reminder_time',
      description: 'How long before: "30 minutes", "1 hour", "1 day"',
      required: true,
      max_length: 200,
      autocomplete: true,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'custom_message',
      description: 'Message instead of the default',
      max_length: scheduleLimits.customMessageLength,
    },
  ],
} as const satisfies SlashDefinition;
