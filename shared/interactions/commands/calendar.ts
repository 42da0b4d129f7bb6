import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { providers } from '../../calendar/providers/index.js';
import { everywhere } from '../command-scope.js';
import { providerNames } from '../../calendar/interactions/provider-names.js';
import type { SlashDefinition } from './unit.js';

/**
 * Providers `/calendar connect` lists. Google and Microsoft work only where the operator has
 * registered their OAuth clients; elsewhere choosing one gets a clear ephemeral reply (the
 * command definitions are registered once per application, not per configuration).
 */
const providerOption = {
  type: ApplicationCommandOptionType.String,
  name: 'provider',
  description: 'Which calendar',
  required: true,
  choices: providers.map((p) => ({ name: providerNames[p], value: p })),
} as const;

/**
 * `/calendar …` (docs/decisions.md, "Calendar sync"). Replies are ephemeral: they carry
 * private URLs. Nothing here waits for a calendar provider. Its handler (calendar-commands.ts)
 * is imported on first use.
 */
export const definition = {
  ...everywhere,
  name: 'calendar',
  description: 'Your events in other calendar apps',
  options: [
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'connect',
      description: 'Connect a calendar; your events are then copied there',
      options: [providerOption],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'status',
      description: 'Your connected calendars and events waiting to be copied',
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'sync',
      description: 'Copy all your events to your calendars now',
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'disconnect',
      description: 'Disconnect a calendar and delete its stored credentials',
      options: [
        providerOption,
        {
          type: ApplicationCommandOptionType.Boolean,
          name: 'remove_events',
          description: 'Also delete the events Tock copied there (default: keep them)',
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'feed',
      description: 'A private link any calendar app can subscribe to',
      options: [
        {
          type: ApplicationCommandOptionType.Boolean,
          name: 'rotate',
          description: 'Make a new link; the old one stops working',
        },
      ],
    },
  ],
} as const satisfies SlashDefinition;
