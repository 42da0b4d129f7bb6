/**
 * The commands a cold start answers without importing the whole list (index.ts): /remind and
 * /delete_reminder (their handlers here: /remind's time preview runs on every keystroke) and
 * /list_reminders and /timezone (their definitions here, their handlers in the first-use chunk
 * as before). The router (app.ts) looks a command or a component up here first and imports the
 * list only for the others, so the definitions of /schedule_*, /calendar, /settings, … and the
 * code they share with their handlers are not loaded by a cold start. index.ts lists these same
 * objects, in registration order: one list of commands.
 */
import { customIds } from '../custom-ids.js';
import { lazyComponents, lazySlashCommand, onFirstUse } from '../lazy.js';
import { deleteReminder } from './delete-reminder.js';
import * as listReminders from './list-reminders.js';
import { remind } from './remind.js';
import * as timezone from './timezone.js';
import type { SlashCommand } from './unit.js';

/** /list_reminders, /settings, /timezone, /edit_reminder, "Remind me about this", the DM and time-ask buttons (first-use-handlers.ts). */
export const firstUse = onFirstUse(() => import('../first-use-handlers.js'));

export { deleteReminder, remind };

export const listRemindersCommand: SlashCommand = lazySlashCommand(
  listReminders.definition,
  async () => (await firstUse()).listRemindersCommand,
  lazyComponents([customIds.listPage], async () => [(await firstUse()).listPageButton]),
);

export const timezoneCommand: SlashCommand = lazySlashCommand(
  timezone.definition,
  async () => (await firstUse()).timezoneCommand,
);

/** The commands above, which the router finds without importing the list. */
export const hotCommands: readonly SlashCommand[] = [
  remind,
  listRemindersCommand,
  deleteReminder,
  timezoneCommand,
];
