import type { CommandHandler } from './context.js';
import { editReminder } from '../usecases/reminder-edit.js';
import { deleteReminderCommand, remindCommand, reminderSummary, timeErrorReply } from './reminder-commands.js';
import { reply } from './responses.js';
import { assumedZoneNote } from './zone-note.js';

/**
 * /edit_reminder reminder_id: [message] [time] [repeat] [times] [until]: the id autocompletes as
 * /delete_reminder's does, the time previews as /remind's does.
 */
export const editReminderCommand: CommandHandler = {
  async run(ctx, options) {
    const text = (name: string): string | undefined => (typeof options[name] === 'string' ? options[name] : undefined);
    const result = await editReminder(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      id: String(options['reminder_id'] ?? ''),
      message: text('message'),
      time: text('time'),
      repeat: text('repeat'),
      times: typeof options['times'] === 'number' ? options['times'] : undefined,
      until: text('until'),
    });
    if (!result.ok) return timeErrorReply(ctx, result, 'edit_reminder');
    const note = result.zone ? assumedZoneNote(ctx, result.zone, 'channel') : { line: '', components: [] };
    return reply(reminderSummary(ctx, result.reminder, 'edit.updated') + note.line, note.components.length > 0 ? note.components : undefined);
  },
  autocomplete(ctx, focused) {
    return focused.name === 'reminder_id' ? deleteReminderCommand.autocomplete!(ctx, focused) : remindCommand.autocomplete!(ctx, focused);
  },
};
