import type { definition } from './commands/edit-reminder.js';
import { deleteReminder } from './commands/delete-reminder.js';
import { remind } from './commands/remind.js';
import type { HandlerOf } from './commands/unit.js';
import { confirmationVisibility, type Ctx } from './context.js';
import { editReminder, type EditedReminder } from '../usecases/reminder-edit.js';
import { reminderSummary, timeErrorReply, type SeriesOptions } from './reminder-replies.js';
import { visibleReply, type Components } from './responses.js';
import { askPrompt } from './time-ask-prompt.js';
import { assumedZoneNote, type Audience } from './zone-note.js';

/** /edit_reminder's options besides `time`, as typed (what a time prompt keeps for its press). */
export type EditOptions = SeriesOptions & {
  readonly id: string;
  readonly message?: string | undefined;
  readonly state?: string | undefined;
  readonly skipNext?: boolean | undefined;
};

/** /edit_reminder's confirmation, with the assumed-zone note for `audience` when a new time was read. */
export function editedReply(
  ctx: Ctx,
  result: EditedReminder,
  audience: Audience,
): { content: string; components: Components } {
  const note = result.zone
    ? assumedZoneNote(ctx, result.zone, audience)
    : { line: '', components: [] };
  // A paused series says so: its next date is where it stands, but nothing is sent.
  const paused = result.reminder.paused === true ? `\n${ctx.t('series.paused')}` : '';
  return {
    content: reminderSummary(ctx, result.reminder, 'edit.updated') + paused + note.line,
    components: note.components,
  };
}

/**
 * /edit_reminder reminder_id: [message] [time] [repeat] [times] [until]: the id autocompletes as
 * /delete_reminder's does, the time previews as /remind's does.
 */
export const editReminderCommand: HandlerOf<typeof definition> = {
  async run(ctx, options) {
    const given: EditOptions = {
      id: options.reminder_id,
      message: options.message,
      repeat: options.repeat,
      times: options.times,
      until: options.until,
      state: options.state,
      skipNext: options.skip_next,
    };
    const result = await editReminder(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      time: options.time,
      ...given,
    });
    if (!result.ok)
      return (
        (await askPrompt(ctx, result, 'edit', given)) ??
        timeErrorReply(ctx, result, 'edit_reminder')
      );
    const visibility = await confirmationVisibility(ctx);
    const { content, components } = editedReply(ctx, result, visibility.audience);
    return visibleReply(visibility, content, components);
  },
  autocomplete(ctx, focused) {
    return focused.name === 'reminder_id'
      ? deleteReminder.handler.autocomplete!(ctx, focused)
      : remind.handler.autocomplete!(ctx, focused);
  },
};
