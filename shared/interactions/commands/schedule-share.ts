import { everywhere } from '../command-scope.js';
import { eventIdOption } from './schedule-edit.js';
import type { SlashDefinition } from './unit.js';

/** /schedule_share. Its handler (event-share.ts) is imported on first use. */
export const definition = {
  ...everywhere,
  name: 'schedule_share',
  description: 'Invite people to one of your events: each gets a DM to answer',
  options: [eventIdOption],
} as const satisfies SlashDefinition;
