import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { limits } from '../../domain/limits.js';
import { everywhere } from '../command-scope.js';
import { reminderIdOption } from './delete-reminder.js';
import { repeatChoices, timesOption, untilOption } from './remind.js';
import type { SlashDefinition } from './unit.js';

/** /edit_reminder's `state`: pause or resume a repeating reminder (series-controls.ts). */
export const stateChoices = [
  { name: 'pause', value: 'pause' },
  { name: 'resume', value: 'resume' },
] as const;

/**
 * /edit_reminder reminder_id: [message] [time] [repeat] [times] [until] [state] [skip_next]. Its handler
 * (edit-reminder-command.ts) is imported on first use (commands/index.ts).
 */
export const definition = {
  ...everywhere,
  name: 'edit_reminder',
  description: 'Change one of your active reminders',
  options: [
    reminderIdOption,
    {
      type: ApplicationCommandOptionType.String,
      name: 'message',
      description: 'New text',
      max_length: limits.reminderMessageLength,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'time',
      description: 'When: "in 2 hours", "tomorrow at 3pm", "friday", "2026-12-25 14:30"',
      max_length: limits.timeExpressionLength,
      autocomplete: true,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'repeat',
      description: 'New repeat',
      choices: repeatChoices,
    },
    timesOption,
    untilOption,
    {
      type: ApplicationCommandOptionType.String,
      name: 'state',
      description: 'For a repeating reminder: pause it, or resume it from its next time',
      choices: stateChoices,
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'skip_next',
      description: 'For a repeating reminder: skip its next time',
    },
  ],
} as const satisfies SlashDefinition;
