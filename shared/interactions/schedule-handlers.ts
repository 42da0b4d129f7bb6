/**
 * The /schedule commands and components, in one module that shared/interactions/commands/index.ts
 * imports on their first use (a chunk of its own in the bundle): most requests are
 * reminders, and a cold start should not load the schedule code.
 */
export { changeTimeReply, scheduleComponents } from './schedule-components.js';
export { createEventReply, scheduleCreateCommand } from './schedule-create-command.js';
export {
  editEventReply,
  scheduleDeleteCommand,
  scheduleEditCommand,
} from './schedule-edit-command.js';
export { scheduleListCommand } from './schedule-list-command.js';
export { scheduleRemindCommand } from './schedule-remind-command.js';
export { schedulePostCommand } from './event-card.js';
export { scheduleParticipantsCommand } from './event-participants.js';
export { scheduleShareCommand } from './event-share.js';
