import { everywhere } from '../command-scope.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_export: a link to an .ics file. Its handler (calendar-commands.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_export',
  description: 'Download your events as an .ics file',
} as const satisfies SlashDefinition;
