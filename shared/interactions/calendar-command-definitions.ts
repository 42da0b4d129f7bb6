import {
  ApplicationCommandOptionType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { providers } from '../calendar/providers/index.js';
import { providerNames } from '../calendar/interactions/provider-names.js';
import { everywhere } from './command-scope.js';

/** The CalDAV connect modal's custom_id prefix: the router needs it at start, the handler is imported on first use. */
export const CALDAV_CONNECT_PREFIX = 'ccd';

/**
 * Providers `/calendar connect` lists. Google and Microsoft work only where the operator has
 * registered their OAuth clients; elsewhere choosing one gets a clear ephemeral reply (the
 * command definitions are registered once per application, not per configuration).
 */
export const offeredProviders = providers;

/**
 * `/calendar …` and `/schedule_export` (docs/decisions.md, "Calendar sync"). Replies are
 * ephemeral: they carry private URLs. Nothing here waits for a calendar provider. The
 * handlers (calendar-commands.ts) are imported on first use; the definitions are needed at start.
 */
export const calendarCommandDefinitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[] =
  [
    {
      ...everywhere,
      name: 'calendar',
      description: 'Your events in other calendar apps',
      options: [
        {
          type: ApplicationCommandOptionType.Subcommand,
          name: 'connect',
          description: 'Connect a calendar; your events are then copied there',
          options: [
            {
              type: ApplicationCommandOptionType.String,
              name: 'provider',
              description: 'Which calendar',
              required: true,
              choices: offeredProviders.map((p) => ({ name: providerNames[p], value: p })),
            },
          ],
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
            {
              type: ApplicationCommandOptionType.String,
              name: 'provider',
              description: 'Which calendar',
              required: true,
              choices: offeredProviders.map((p) => ({ name: providerNames[p], value: p })),
            },
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
    },
    { ...everywhere, name: 'schedule_export', description: 'Download your events as an .ics file' },
  ];
