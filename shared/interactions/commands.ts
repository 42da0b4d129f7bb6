import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import * as z from 'zod/mini';
import { limits } from '../domain/limits.js';
import { repeatPatterns } from '../domain/reminder.js';
import { scheduleCommandDefinitions } from './schedule-commands.js';
import { everywhere } from './command-scope.js';
import { calendarCommandDefinitions } from './calendar-command-definitions.js';
import { settingsCommandDefinition } from './settings-command-definition.js';

/**
 * The slash commands: one definition that the router validates against and that
 * registration sends to Discord. English texts here; localizations are added from
 * the catalogs at registration.
 * @see https://discord.com/developers/docs/interactions/application-commands#application-command-object
 */
export const commandDefinitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[] = [
  {
    ...everywhere,
    name: 'remind',
    description: 'Set a reminder that arrives as a DM',
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'message',
        description: 'What to remind you of',
        required: true,
        max_length: limits.reminderMessageLength,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'time',
        description: 'When: "in 2 hours", "tomorrow at 3pm", "friday", "2026-12-25 14:30"',
        required: true,
        max_length: limits.timeExpressionLength,
        // The live preview: Discord sends what is typed, the bot answers with its reading.
        autocomplete: true,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'repeat',
        description: 'Repeat the reminder',
        choices: repeatPatterns.map((p) => ({ name: p, value: p })),
      },
      {
        type: ApplicationCommandOptionType.Integer,
        name: 'times',
        description: 'For a repeating reminder: stop after this many reminders',
        min_value: 1,
        max_value: limits.maxTriggers,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'until',
        description: 'For a repeating reminder: the last day (e.g. 2027-03-31), in your time zone',
        max_length: limits.timeExpressionLength,
      },
    ],
  },
  {
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
  },
  {
    ...everywhere,
    name: 'delete_reminder',
    description: 'Delete one of your reminders',
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'reminder_id',
        description: 'The reminder (rem_…)',
        required: true,
        autocomplete: true,
        max_length: 16,
      },
    ],
  },
  {
    ...everywhere,
    name: 'edit_reminder',
    description: 'Change one of your active reminders',
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'reminder_id',
        description: 'The reminder (rem_…)',
        required: true,
        autocomplete: true,
        max_length: 16,
      },
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
        choices: repeatPatterns.map((p) => ({ name: p, value: p })),
      },
      {
        type: ApplicationCommandOptionType.Integer,
        name: 'times',
        description: 'For a repeating reminder: stop after this many reminders',
        min_value: 1,
        max_value: limits.maxTriggers,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'until',
        description: 'For a repeating reminder: the last day (e.g. 2027-03-31), in your time zone',
        max_length: limits.timeExpressionLength,
      },
    ],
  },
  {
    ...everywhere,
    name: 'timezone',
    description: 'Your time zone, used to read times like "tomorrow at 3pm"',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'set',
        description: 'Set your time zone',
        options: [
          {
            type: ApplicationCommandOptionType.String,
            name: 'zone',
            description: 'A city, abbreviation or zone: Taipei, EST, America/New_York',
            required: true,
            autocomplete: true,
            max_length: 64,
          },
        ],
      },
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'show',
        description: 'Show your time zone',
      },
    ],
  },
  settingsCommandDefinition,
  ...scheduleCommandDefinitions,
  ...calendarCommandDefinitions,
];

/** Values as Discord sends them; strings are capped far above our own limits, which the use cases report precisely. */
function optionSchema(option: APIApplicationCommandBasicOption): z.ZodMiniType {
  switch (option.type) {
    case ApplicationCommandOptionType.String:
      return z.string().check(z.maxLength(6000));
    case ApplicationCommandOptionType.Integer:
      return z.int().check(z.gte(-(2 ** 53)), z.lte(2 ** 53));
    case ApplicationCommandOptionType.Number:
      return z.number();
    case ApplicationCommandOptionType.Boolean:
      return z.boolean();
    default:
      return z.string();
  }
}

/** zod schema for a flat option map, derived from a list of option definitions. */
export function optionsSchema(
  options: readonly APIApplicationCommandBasicOption[],
): z.ZodMiniObject {
  return z.strictObject(
    Object.fromEntries(
      options.map((o) => [o.name, o.required ? optionSchema(o) : z.optional(optionSchema(o))]),
    ),
  );
}

export function findCommand(
  name: string,
): RESTPostAPIChatInputApplicationCommandsJSONBody | undefined {
  return commandDefinitions.find((c) => c.name === name);
}
