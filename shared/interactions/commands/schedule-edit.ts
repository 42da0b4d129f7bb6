import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { editableFields, scheduleLimits } from '../../domain/schedule.js';
import { everywhere } from '../command-scope.js';
import { values } from './schedule-create.js';
import type { SlashDefinition } from './unit.js';

/** `event_id`, shared by /schedule_edit, /schedule_delete and /schedule_remind. */
export const eventIdOption = {
  type: ApplicationCommandOptionType.String,
  name: 'event_id',
  description: 'The event (evt_…)',
  required: true,
  autocomplete: true,
  max_length: 16,
} as const;

/** `occurrence`, shared by /schedule_edit and /schedule_delete. */
export const occurrenceOption = {
  type: ApplicationCommandOptionType.String,
  name: 'occurrence',
  description: 'For a repeating event: the date of one occurrence (YYYY-MM-DD)',
  max_length: 10,
} as const;

/** `scope`, shared by /schedule_edit and /schedule_delete. */
export const scopeOption = {
  type: ApplicationCommandOptionType.String,
  name: 'scope',
  description: 'With occurrence: this one, this and following, or the whole series',
  choices: [
    { name: 'this occurrence', value: 'this' },
    { name: 'this and following', value: 'following' },
    { name: 'the whole series', value: 'all' },
  ],
} as const;

/** /schedule_edit. Its handler (schedule-edit-command.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_edit',
  description: 'Change one field of your event',
  options: [
    eventIdOption,
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
      description:
        'New value: text, minutes, date or time (2027-03-04, friday, 3pm); - clears location',
      required: true,
      max_length: scheduleLimits.descriptionLength,
    },
    occurrenceOption,
    scopeOption,
  ],
} as const satisfies SlashDefinition;
