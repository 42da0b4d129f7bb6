import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import {
  creatableEventTypes,
  recurringChoices,
  scheduleLimits,
  scheduleViews,
} from '../domain/schedule.js';
import { editableFields } from '../domain/schedule-input.js';
import { everywhere } from './command-scope.js';

/**
 * The /schedule_* command definitions, part of `commandDefinitions` (commands.ts): the router
 * validates options against them and registration sends them to Discord. English texts here;
 * localizations are added from the catalogs at registration.
 * @see https://discord.com/developers/docs/interactions/application-commands#application-command-object
 */
const eventIdOption = (description: string): APIApplicationCommandBasicOption => ({
  type: ApplicationCommandOptionType.String,
  name: 'event_id',
  description,
  required: true,
  autocomplete: true,
  max_length: 16,
});

const values = (list: readonly string[]) => list.map((v) => ({ name: v, value: v }));

export const scheduleCommandDefinitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[] =
  [
    {
      ...everywhere,
      name: 'schedule_create',
      description: 'Add an event to your schedule',
      options: [
        {
          type: ApplicationCommandOptionType.String,
          name: 'title',
          description: 'What the event is',
          required: true,
          max_length: scheduleLimits.titleLength,
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'time',
          description: 'Start time, HH:MM (24-hour)',
          required: true,
          max_length: 5,
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'date',
          description: 'YYYY-MM-DD; omitted: today if still ahead, else tomorrow',
          max_length: 10,
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'description',
          description: 'Details',
          max_length: scheduleLimits.descriptionLength,
        },
        {
          type: ApplicationCommandOptionType.Integer,
          name: 'duration',
          description: `Minutes (default ${scheduleLimits.defaultDurationMinutes})`,
          min_value: 1,
          max_value: scheduleLimits.maxDurationMinutes,
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'timezone',
          description: 'e.g. Taipei, EST, America/New_York; default: your /timezone',
          autocomplete: true,
          max_length: 64,
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'recurring',
          description: 'Repeat the event',
          choices: values(recurringChoices),
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'type',
          description: 'Kind of event (default personal)',
          choices: values(creatableEventTypes),
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'repeat_rule',
          description:
            'Custom repeat: "every 2 days", "every 3 weeks", "2nd tuesday", "last friday"',
          max_length: 100,
        },
      ],
    },
    {
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
    },
    {
      ...everywhere,
      name: 'schedule_edit',
      description: 'Change one field of your event',
      options: [
        eventIdOption('The event (evt_…)'),
        {
          type: ApplicationCommandOptionType.String,
          name: 'field',
          description: 'What to change',
          required: true,
          choices: values(editableFields),
        },
        {
          type: ApplicationCommandOptionType.String,
          name: 'value',
          description: 'New value: text, YYYY-MM-DD, HH:MM or minutes',
          required: true,
          max_length: scheduleLimits.descriptionLength,
        },
      ],
    },
    {
      ...everywhere,
      name: 'schedule_delete',
      description: 'Delete one of your events',
      options: [
        eventIdOption('The event (evt_…)'),
        {
          type: ApplicationCommandOptionType.Boolean,
          name: 'confirm',
          description: 'True deletes at once; false asks first',
          required: true,
        },
      ],
    },
    {
      ...everywhere,
      name: 'schedule_remind',
      description: 'Get a reminder before your event (before each occurrence if it repeats)',
      options: [
        eventIdOption('The event (evt_…)'),
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
    },
  ];
