import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { limits } from '../../domain/limits.js';
import { everywhere } from '../command-scope.js';
import type { SlashDefinition } from './unit.js';

/** /timezone set zone:… and /timezone show. Its handler (timezone-command.ts) is imported on first use. */
export const definition = {
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
          max_length: limits.zoneInputLength,
        },
      ],
    },
    {
      type: ApplicationCommandOptionType.Subcommand,
      name: 'show',
      description: 'Show your time zone',
    },
  ],
} as const satisfies SlashDefinition;
