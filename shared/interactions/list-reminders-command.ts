import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import {
  listReminders as listRemindersUseCase,
  type ReminderCursor,
  type ReminderPage,
} from '../usecases/reminder-list.js';
import { errorReply, listingReply, pager, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { discordTime, truncate, updateMessage, type Components } from './responses.js';
import type { definition } from './commands/list-reminders.js';
import type { HandlerOf } from './commands/unit.js';

/** The cursor of a `list:` custom_id; undefined (the first page) for anything else, such as an older button. */
function readCursor(
  direction: string | undefined,
  at36: string | undefined,
  id: string | undefined,
): ReminderCursor | undefined {
  const remindMs = at36 === undefined ? NaN : parseInt(at36, 36);
  if ((direction !== 'a' && direction !== 'b') || !Number.isSafeInteger(remindMs) || !id)
    return undefined;
  return { direction: direction === 'a' ? 'after' : 'before', remindMs, id };
}

/** Previous/Next on a reminder list: `list:<owner>:<showCompleted>:<a|b>:<remind ms, base 36>:<id>`. */
export const listPageButton: ComponentHandler = {
  prefix: customIds.listPage,
  async run(ctx, [owner, completed, direction, at36, id]): Promise<APIInteractionResponse> {
    if (owner !== ctx.caller.userId)
      return errorReply(ctx, 'list_reminders', { ok: false, error: 'not_your_button' });
    const showCompleted = completed === '1';
    const view = await listRemindersUseCase(ctx.deps, {
      userId: owner,
      showCompleted,
      cursor: readCursor(direction, at36, id),
    });
    const { content, components } = listView(ctx, view, showCompleted);
    return updateMessage(content, components);
  },
};

function reminderLine(ctx: Ctx, r: Reminder): string {
  const done = `${r.isActive ? '' : ` · ${ctx.t('list.completed')}`}${r.isActive && r.paused === true ? ` · ${ctx.t('list.paused')}` : ''}${r.undelivered ? ` · ${ctx.t('list.undelivered')}` : ''}`;
  const repeat = r.repeatPattern === 'none' ? '' : ' 🔁';
  return `${discordTime(Date.parse(r.remindTime), 'f')} · ${truncate(r.message.replace(/\s+/g, ' '), limits.listMessageChars)} · \`${r.id}\`${repeat}${done}`;
}

/**
 * Bulk delete under the list: a multi-select of the page's reminders (values: their ids, which the
 * handler deletes only when they are the caller's) and, on a list with finished ones, "Delete all
 * completed" (asks first). Each custom_id carries the owner, so nobody else can use them.
 * @see https://discord.com/developers/docs/components/reference#string-select
 */
function bulkRows(ctx: Ctx, view: ReminderPage, showCompleted: boolean): Components {
  const ids = customIds.listBulk;
  const owner = ctx.caller.userId;
  const rows: Components = [];
  if (view.items.length > 0)
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: `${ids.select}:${owner}:${showCompleted ? 1 : 0}`,
          placeholder: ctx.t('list.bulk_placeholder'),
          min_values: 1,
          max_values: view.items.length,
          options: view.items.map((r) => ({
            label: truncate(r.message.replace(/\s+/g, ' '), 100),
            description: r.id,
            value: r.id,
          })),
        },
      ],
    });
  if (showCompleted && view.completed > 0)
    rows.push({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Danger,
          label: ctx.t('list.delete_completed'),
          custom_id: `${ids.completed}:${owner}`,
        },
      ],
    });
  return rows;
}

/** A page of the caller's list: its lines, Previous/Next when it has several pages, and the bulk delete rows. */
export function listView(
  ctx: Ctx,
  view: ReminderPage,
  showCompleted: boolean,
): { content: string; components: Components } {
  if (view.total === 0) return { content: ctx.t('list.empty'), components: [] };
  const title = ctx.t(showCompleted ? 'list.title_completed' : 'list.title');
  const lines = view.items.map((r) => reminderLine(ctx, r));
  const footer =
    view.pageCount > 1
      ? `\n${ctx.t('list.page', { page: view.page + 1, pages: view.pageCount })}`
      : '';
  const content = `**${title}**\n${lines.join('\n')}${footer}`;
  const first = view.items[0];
  const last = view.items[view.items.length - 1];
  const bulk = bulkRows(ctx, view, showCompleted);
  if (view.pageCount <= 1 || !first || !last) return { content, components: bulk };
  // Previous/Next carry the owner's id (nobody else can page) and a cursor: the first or last
  // reminder shown, in the list's order: 4+1+20+3+2+9+1+16 = 56 characters at most (limit 100).
  const cursor = (r: Reminder, direction: 'a' | 'b'): string =>
    `${customIds.listPage}:${ctx.caller.userId}:${showCompleted ? 1 : 0}:${direction}:${Date.parse(r.remindTime).toString(36)}:${r.id}`;
  return {
    content,
    components: [
      ...pager(ctx, view.page, view.pageCount, (target) =>
        target < view.page ? cursor(first, 'b') : cursor(last, 'a'),
      ),
      ...bulk,
    ],
  };
}

/** /list_reminders [show_completed]: ten a page, with owner-only Previous/Next. */
export const listRemindersCommand: HandlerOf<typeof definition> = {
  async run(ctx, options) {
    const showCompleted = options.show_completed === true;
    const view = await listRemindersUseCase(ctx.deps, {
      userId: ctx.caller.userId,
      showCompleted,
    });
    const { content, components } = listView(ctx, view, showCompleted);
    return listingReply(ctx, content, components);
  },
};
