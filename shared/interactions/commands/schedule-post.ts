import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { participationLimits } from '../../domain/limits.js';
import { everywhere } from '../command-scope.js';
import { eventIdOption } from './schedule-edit.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_post. Its handler (event-card.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_post',
  description: "Post one of your events here with Going / Maybe / Can't go buttons",
  options: [
    eventIdOption,
    {
      type: ApplicationCommandOptionType.Integer,
      name: 'capacity',
      description: 'How many can go; later answers join a waitlist (leave out: no limit)',
      min_value: 1,
      max_value: participationLimits.maxCapacity,
    },
  ],
} as const satisfies SlashDefinition;
