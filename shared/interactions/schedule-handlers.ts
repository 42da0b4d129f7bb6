/**
 * The /schedule commands and components, in one module that shared/interactions/commands/index.ts
 * imports on their first use (a chunk of its own in the bundle): most requests are
 * reminders, and a cold start should not load the schedule code.
 */
export { scheduleComponents } from './schedule-components.js';
export { scheduleCreate, scheduleCreateCommand } from './schedule-create-command.js';
export { scheduleDeleteCommand, scheduleEditCommand } from './schedule-edit-command.js';
export { scheduleListCommand } from './schedule-list-command.js';
export { scheduleRemindCommand } from './schedule-remind-command.js';
