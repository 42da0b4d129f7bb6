import type { APIInteractionResponse } from 'discord-api-types/v10';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import { remind } from '../usecases/remind.js';
import { deleteReminder, listReminders, suggestReminders, type ReminderPage } from '../usecases/reminder-queries.js';
import { errorReply, listingReply, pager, type CommandHandler, type ComponentHandler, type Ctx } from './context.js';
import { choices, discordTime, reply, truncate, updateMessage, type Components } from './responses.js';

const LIST_PREFIX = 'list';

export const remindCommand: CommandHandler = {
  async run(ctx, options) {
    const result = await remind(
      ctx.deps,
      {
        userId: ctx.caller.userId,
        locale: ctx.caller.locale,
        message: String(options['message'] ?? ''),
        time: String(options['time'] ?? ''),
        repeat: options['repeat'] === undefined ? undefined : String(options['repeat']),
        times: typeof options['times'] === 'number' ? options['times'] : undefined,
      },
    );
    if (!result.ok) return errorReply(ctx, 'remind', result);
    const r = result.reminder;
    const at = Date.parse(r.remindTime);
    const when = `${discordTime(at, 'F')} (${discordTime(at, 'R')})`;
    let text =
      r.repeatPattern === 'none'
        ? ctx.t('remind.created', { id: r.id, when })
        : ctx.t('remind.created_repeating', { id: r.id, when, pattern: ctx.t(`repeat.${r.repeatPattern}`) });
    if (r.maxTriggers !== null) text += ` ${ctx.t('remind.times_limit', { count: r.maxTriggers })}`;
    return reply(text);
  },
};

function reminderLine(ctx: Ctx, r: Reminder): string {
  const done = r.isActive ? '' : ` · ${ctx.t('list.completed')}`;
  const repeat = r.repeatPattern === 'none' ? '' : ' 🔁';
  return `${discordTime(Date.parse(r.remindTime), 'f')} · ${truncate(r.message.replace(/\s+/g, ' '), limits.listMessageChars)} · \`${r.id}\`${repeat}${done}`;
}

function listView(ctx: Ctx, view: ReminderPage, showCompleted: boolean): { content: string; components: Components } {
  if (view.total === 0) return { content: ctx.t('list.empty'), components: [] };
  const title = ctx.t(showCompleted ? 'list.title_completed' : 'list.title');
  const lines = view.items.map((r) => reminderLine(ctx, r));
  const footer = view.pageCount > 1 ? `\n${ctx.t('list.page', { page: view.page + 1, pages: view.pageCount })}` : '';
  const content = `**${title}**\n${lines.join('\n')}${footer}`;
  if (view.pageCount <= 1) return { content, components: [] };
  // The owner's id is in the custom_id so nobody else can page through the list.
  const id = (page: number): string => `${LIST_PREFIX}:${ctx.caller.userId}:${page}:${showCompleted ? 1 : 0}`;
  return { content, components: pager(ctx, view.page, view.pageCount, id) };
}

export const listRemindersCommand: CommandHandler = {
  async run(ctx, options) {
    const showCompleted = options['show_completed'] === true;
    const view = await listReminders(ctx.deps, { userId: ctx.caller.userId, showCompleted, page: 0 });
    const { content, components } = listView(ctx, view, showCompleted);
    return listingReply(ctx, content, components);
  },
};

/** Previous/Next on a reminder list: `list:<owner>:<page>:<showCompleted>`. */
export const listPageButton: ComponentHandler = {
  prefix: LIST_PREFIX,
  async run(ctx, [owner, page, completed]): Promise<APIInteractionResponse> {
    if (owner !== ctx.caller.userId) return errorReply(ctx, 'list_reminders', { ok: false, error: 'not_your_button' });
    const showCompleted = completed === '1';
    const view = await listReminders(ctx.deps, { userId: owner, showCompleted, page: Number(page) || 0 });
    const { content, components } = listView(ctx, view, showCompleted);
    return updateMessage(content, components);
  },
};

export const deleteReminderCommand: CommandHandler = {
  async run(ctx, options) {
    const result = await deleteReminder(ctx.deps, { userId: ctx.caller.userId, id: String(options['reminder_id'] ?? '') });
    if (!result.ok) return errorReply(ctx, 'delete_reminder', result);
    return reply(ctx.t('delete.deleted', { id: result.id }));
  },
  async autocomplete(ctx, focused) {
    const found = await suggestReminders(ctx.deps, { userId: ctx.caller.userId, query: focused.value });
    return choices(found.map((r) => ({ name: `${r.id} · ${truncate(r.message.replace(/\s+/g, ' '), 70)}`, value: r.id })));
  },
};
