/**
 * Bulk delete under /list_reminders (docs/decisions.md, "Series controls"): the multi-select of a
 * page's reminders, and "Delete all completed" with its confirmation. Each answers only the owner
 * its custom_id names; the select's values are deleted only where they are the caller's own.
 * After a delete the message shows the list again, from its first page.
 */
import type { APIInteractionResponse } from 'discord-api-types/v10';
import { deleteCompleted, deleteReminders, listReminders } from '../usecases/reminder-list.js';
import { listView } from './list-reminders-command.js';
import { confirmRow, errorReply, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { updateMessage } from './responses.js';

const CONTEXT = 'list_reminders';
const ids = customIds.listBulk;

const notYours = (ctx: Ctx): APIInteractionResponse =>
  errorReply(ctx, CONTEXT, { ok: false, error: 'not_your_button' });

/** The list again (first page), with `line` above it. */
async function relisted(
  ctx: Ctx,
  showCompleted: boolean,
  line: string,
): Promise<APIInteractionResponse> {
  const view = await listReminders(ctx.deps, { userId: ctx.caller.userId, showCompleted });
  const { content, components } = listView(ctx, view, showCompleted);
  return updateMessage(line === '' ? content : `${line}\n\n${content}`, components);
}

/** The multi-select: `lbd:<owner>:<showCompleted>`, its values reminder ids. */
const bulkSelect: ComponentHandler = {
  prefix: ids.select,
  async run(ctx, [owner, completed], _fields, values = []) {
    if (owner !== ctx.caller.userId) return notYours(ctx);
    const { deleted } = await deleteReminders(ctx.deps, { userId: owner, ids: values });
    return relisted(ctx, completed === '1', ctx.t('list.deleted', { count: deleted }));
  },
};

/** "Delete all completed": `lbc:<owner>` asks, with Delete them (`lby:`) and Keep (`lbk:`). */
const completedAsk: ComponentHandler = {
  prefix: ids.completed,
  async run(ctx, [owner]) {
    if (owner !== ctx.caller.userId) return notYours(ctx);
    const view = await listReminders(ctx.deps, { userId: owner, showCompleted: true });
    return updateMessage(
      ctx.t('list.delete_completed_confirm', { count: view.completed }),
      confirmRow(
        { label: ctx.t('list.delete_completed_yes'), customId: `${ids.confirm}:${owner}` },
        { label: ctx.t('dm.keep'), customId: `${ids.keep}:${owner}` },
      ),
    );
  },
};

const completedConfirm: ComponentHandler = {
  prefix: ids.confirm,
  async run(ctx, [owner]) {
    if (owner !== ctx.caller.userId) return notYours(ctx);
    const { deleted } = await deleteCompleted(ctx.deps, { userId: owner });
    return relisted(ctx, true, ctx.t('list.deleted', { count: deleted }));
  },
};

const completedKeep: ComponentHandler = {
  prefix: ids.keep,
  run(ctx, [owner]) {
    return owner === ctx.caller.userId ? relisted(ctx, true, '') : Promise.resolve(notYours(ctx));
  },
};

export const bulkDeleteComponents: readonly ComponentHandler[] = [
  bulkSelect,
  completedAsk,
  completedConfirm,
  completedKeep,
];
