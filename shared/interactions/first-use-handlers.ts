/**
 * The handlers off the hot path of /remind and /delete_reminder: /list_reminders, /settings,
 * /timezone, /edit_reminder, "Remind me about this" and its modal, the reminder DM's buttons and
 * the time-ask prompt's buttons. The list of commands (commands/index.ts) imports this module
 * on the first use of any of them (a chunk beside index.mjs in the bundle), so a cold start
 * does not load their code.
 */
export { settingsCommand } from './settings-command.js';
export { timezoneCommand } from './timezone-command.js';
export { editReminderCommand } from './edit-reminder-command.js';
export { listPageButton, listRemindersCommand } from './list-reminders-command.js';
export { reminderDmComponents } from './reminder-dm-components.js';
export { timeAskButton } from './time-ask-actions.js';
export { zoneMoveComponent } from './zone-move-offer.js';
export { zoneSetComponent } from './zone-choice.js';
export { bulkDeleteComponents } from './reminder-bulk-delete.js';
export { remindMessageCommand, remindMessageModal } from './message-reminder.js';
