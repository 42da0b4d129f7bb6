/**
 * /list_reminders and its bulk delete (loaded with their handlers on first use; /delete_reminder's
 * use cases, on the hot path, are in reminder-queries.ts).
 */
import { isId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import { withEventText } from '../domain/event-text.js';
import type { Translate } from '../i18n.js';
import type { ReminderStore } from './ports.js';
import { compareKey } from './reminder-queries.js';
import type { EventStore } from './schedule-ports.js';

export interface ReminderPage {
  readonly items: readonly Reminder[];
  /** 0-based number of the page shown: how many pages' worth of reminders come before it. */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  /** How many of the listed reminders have finished (0 when finished ones are not listed). */
  readonly completed: number;
}

/**
 * A position in the list's order (remind_time, then id): the page after it, or the page
 * before it. Stable when reminders finish or are deleted between two presses, unlike an offset.
 */
export interface ReminderCursor {
  readonly direction: 'after' | 'before';
  readonly remindMs: number;
  readonly id: string;
}

/**
 * /list_reminders: the caller's reminders in (remind_time, id) order, a page of ten starting
 * after (or ending before) the cursor; the first page without one. A page that would be
 * empty (everything after the cursor is gone) shows the last page.
 */
export async function listReminders(
  deps: {
    readonly reminders: Pick<ReminderStore, 'listByUser'>;
    /** With both: an event's reminder reads as its event is now (a renamed event's new title). */
    readonly events?: Pick<EventStore, 'get'>;
    readonly translate?: Translate;
  },
  input: {
    readonly userId: string;
    readonly showCompleted: boolean;
    readonly cursor?: ReminderCursor | undefined;
  },
): Promise<ReminderPage> {
  const size = limits.listPageSize;
  const all = [...(await deps.reminders.listByUser(input.userId, input.showCompleted))].sort(
    (a, b) => compareKey(a, Date.parse(b.remindTime), b.id),
  );
  const c = input.cursor;
  let start = 0;
  if (c) {
    const at = all.findIndex((r) => compareKey(r, c.remindMs, c.id) >= 0);
    const boundary = at === -1 ? all.length : at;
    if (c.direction === 'before') start = Math.max(0, boundary - size);
    else
      start =
        boundary < all.length && compareKey(all[boundary] as Reminder, c.remindMs, c.id) === 0
          ? boundary + 1
          : boundary;
  }
  if (start >= all.length) start = Math.max(0, all.length - size);
  const before = Math.ceil(start / size);
  const { events, translate } = deps;
  const shown = all.slice(start, start + size);
  return {
    items:
      events && translate
        ? await Promise.all(
            shown.map(async (r) => {
              if (!r.messageFromEvent || r.eventId === undefined) return r;
              const event = await events.get(r.eventOwnerId ?? r.userId, r.eventId);
              return event ? withEventText(r, event, translate) : r;
            }),
          )
        : shown,
    page: before,
    pageCount: Math.max(1, before + Math.ceil((all.length - start) / size)),
    total: all.length,
    completed: all.filter((r) => !r.isActive).length,
  };
}

/**
 * Bulk delete under /list_reminders: removes each of the caller's own reminders named (at most
 * one list page's worth); an id that is not theirs, or gone, is skipped, never touched.
 */
export async function deleteReminders(
  deps: { readonly reminders: Pick<ReminderStore, 'delete'> },
  input: { readonly userId: string; readonly ids: readonly string[] },
): Promise<{ deleted: number }> {
  const ids = [...new Set(input.ids.map((id) => id.trim()))]
    .filter((id) => isId('rem', id))
    .slice(0, limits.autocompleteChoices);
  return { deleted: await deleteEach(deps, input.userId, ids) };
}

/** "Delete all completed": removes every finished reminder of the caller (active ones stay). */
export async function deleteCompleted(
  deps: { readonly reminders: Pick<ReminderStore, 'listByUser' | 'delete'> },
  input: { readonly userId: string },
): Promise<{ deleted: number }> {
  const finished = (await deps.reminders.listByUser(input.userId, true)).filter((r) => !r.isActive);
  return {
    deleted: await deleteEach(
      deps,
      input.userId,
      finished.map((r) => r.id),
    ),
  };
}

/** One after another: deletes of active reminders share the owner's counter, and would only collide. */
async function deleteEach(
  deps: { readonly reminders: Pick<ReminderStore, 'delete'> },
  userId: string,
  ids: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (const id of ids) if ((await deps.reminders.delete(userId, id)) !== null) deleted++;
  return deleted;
}
