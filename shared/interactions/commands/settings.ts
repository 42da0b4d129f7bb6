import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { limits } from '../../domain/limits.js';
import { notificationMethods, replyVisibilities } from '../../usecases/ports.js';
import { everywhere } from '../command-scope.js';
import type { SlashDefinition } from './unit.js';

/**
 * /settings: shows the spec's (spec-notes.md, User preferences) preferences that do something here (notification_method,
 * reminder_advance_minutes, the zone) and who sees confirmations in a server (`replies`), and
 * sets whichever options are given. Its handler
 * (settings-command.ts) is imported on first use.
 */
export const definition = {
  ...everywhere,
  name: 'settings',
  description: 'Show or change how reminders reach you, and your time zone',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'notification_method',
      description: 'Where reminders arrive: as a DM, or in the server channel you set them in',
      choices: notificationMethods.map((m) => ({ name: m, value: m })),
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'webhook_url',
      description:
        "For webhook: the channel webhook's URL (channel settings → Integrations → Webhooks)",
      max_length: 300,
    },
    {
      type: ApplicationCommandOptionType.Integer,
      name: 'reminder_advance_minutes',
      description: 'A reminder this many minutes before each new event (0: none)',
      min_value: 0,
      max_value: limits.maxAdvanceMinutes,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'zone',
      description: 'Your time zone: Taipei, EST, America/New_York',
      autocomplete: true,
      max_length: 64,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'replies',
      description:
        'Who sees your confirmations in a server: only you (private) or the channel (public)',
      choices: replyVisibilities.map((v) => ({ name: v, value: v })),
    },
    {
      type: ApplicationCommandOptionType.Boolean,
      name: 'maybe_reminders',
      description: "Also get reminders for other people's events you answered Maybe to",
    },
  ],
} as const satisfies SlashDefinition;
