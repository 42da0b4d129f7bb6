import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { Reminder } from '../../domain/reminder.js';
import { formatDefault, resolveUserZone } from '../../domain/zones.js';
import {
  deleteReminder as deleteReminderUseCase,
  suggestReminders,
} from '../../usecases/reminder-queries.js';
import { everywhere } from '../command-scope.js';
import { confirmationVisibility, errorReply, type Ctx } from '../context.js';
import { messageExcerpt } from '../reminder-replies.js';
import { choices, visibleReply } from '../responses.js';
import { slashCommand, type SlashDefinition } from './unit.js';

/** `reminder_id`, shared with /edit_reminder. */
export const reminderIdOption = {
  type: ApplicationCommandOptionType.String,
  name: 'reminder_id',
  description: 'The reminder (rem_…)',
  required: true,
  autocomplete: true,
  max_length: 16,
} as const;

export const definition = {
  ...everywhere,
  name: 'delete_reminder',
  description: 'Delete one of your reminders',
  options: [reminderIdOption],
} as const satisfies SlashDefinition;

/**
 * An autocomplete choice: when it is due in the caller's zone (Discord shows choice names as
 * plain text, so no `<t:…>`), the message cut to fit 100 characters, the id; finished ones marked.
 */
function suggestion(ctx: Ctx, r: Reminder, zone: string): { name: string; value: string } {
  const head = `${r.isActive ? '' : `${ctx.t('list.completed')} · `}${formatDefault(Date.parse(r.remindTime), zone)} · `;
  const tail = ` · ${r.id}`;
  return {
    name: `${head}${messageExcerpt(r, Math.max(10, 100 - [...head].length - [...tail].length))}${tail}`,
    value: r.id,
  };
}
/** /delete_reminder reminder_id: the id autocompletes from the caller's own reminders. */
export const deleteReminder = slashCommand(definition, {
  async run(ctx, options) {
    const result = await deleteReminderUseCase(ctx.deps, {
      userId: ctx.caller.userId,
      id: options.reminder_id,
    });
    if (!result.ok) return errorReply(ctx, 'delete_reminder', result);
    return visibleReply(
      await confirmationVisibility(ctx),
      ctx.t('delete.deleted', { id: result.reminder.id, message: messageExcerpt(result.reminder) }),
    );
  },
  async autocomplete(ctx, focused) {
    const [found, profile] = await Promise.all([
      suggestReminders(ctx.deps, { userId: ctx.caller.userId, query: focused.value }),
      ctx.deps.users.getProfile(ctx.caller.userId),
    ]);
    const zone = resolveUserZone(profile.timezone, ctx.caller.locale).zone;
    return choices(found.map((r) => suggestion(ctx, r, zone)));
  },
});
