import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { creatableEventTypes, recurringChoices, scheduleLimits } from '../../domain/schedule.js';
import { everywhere } from '../command-scope.js';
import type { SlashDefinition } from './unit.js';

/** Choices whose names are their values (localized at registration). */
export const values = (list: readonly string[]) => list.map((v) => ({ name: v, value: v }));

/** /schedule_create. Its handler (schedule-create-command.ts) is imported on first use. */
export const definition = {
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
      description: 'Start: 14:30, 3pm, tomorrow 9am, in 2 hours',
      required: true,
      autocomplete: true,
      max_length: 100,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'date',
      description: '2027-03-04, tomorrow, friday, end of march; omitted: the next such time',
      max_length: 100,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'description',
      description: 'Details',
      max_length: scheduleLimits.descriptionLength,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'location',
      description: 'A place or a meeting link',
      max_length: scheduleLimits.locationLength,
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
      description: 'Custom repeat: "every 2 days", "every 3 weeks", "2nd tuesday", "last friday"',
      max_length: 100,
    },
  ],
} as const satisfies SlashDefinition;
