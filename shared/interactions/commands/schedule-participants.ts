import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { everywhere } from '../command-scope.js';
import { eventIdOption } from './schedule-edit.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_participants. Its handler (event-participants.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_participants',
  description: 'See who answered your shared event',
  options: [
    eventIdOption,
    {
      type: ApplicationCommandOptionType.User,
      name: 'remove',
      description: 'Take this person off the event',
    },
  ],
} as const satisfies SlashDefinition;
