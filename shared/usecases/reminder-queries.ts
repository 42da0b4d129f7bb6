import { userError, type Result } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import type { ReminderStore } from './ports.js';

export interface ReminderPage {
  readonly items: readonly Reminder[];
  /** 0-based page actually shown (clamped to the last page). */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** /list_reminders: the caller's reminders in remind_time order, a page of ten. */
export async function listReminders(
  deps: { readonly reminders: Pick<ReminderStore, 'listByUser'> },
  input: { readonly userId: string; readonly showCompleted: boolean; readonly page: number },
): Promise<ReminderPage> {
  const all = await deps.reminders.listByUser(input.userId, input.showCompleted);
  const pageCount = Math.max(1, Math.ceil(all.length / limits.listPageSize));
  const page = Math.min(Math.max(0, Math.trunc(input.page)), pageCount - 1);
  const start = page * limits.listPageSize;
  return { items: all.slice(start, start + limits.listPageSize), page, pageCount, total: all.length };
}

/** /delete_reminder: removes the caller's own reminder; anyone else's is "not found". */
export async function deleteReminder(
  deps: { readonly reminders: Pick<ReminderStore, 'delete'> },
  input: { readonly userId: string; readonly id: string },
): Promise<Result<{ id: string }>> {
  const id = input.id.trim();
  if (!isId('rem', id)) return userError('reminder_not_found');
  const removed = await deps.reminders.delete(input.userId, id);
  return removed ? { ok: true, id } : userError('reminder_not_found');
}

/** Autocomplete for reminder_id: the caller's reminders whose id or message contains the text typed so far. */
export async function suggestReminders(
  deps: { readonly reminders: Pick<ReminderStore, 'listByUser'> },
  input: { readonly userId: string; readonly query: string },
): Promise<Reminder[]> {
  const q = input.query.trim().toLowerCase();
  const all = await deps.reminders.listByUser(input.userId, true);
  // Active ones first: they are what people usually delete.
  const ordered = [...all.filter((r) => r.isActive), ...all.filter((r) => !r.isActive)];
  return ordered
    .filter((r) => q === '' || r.id.includes(q) || r.message.toLowerCase().includes(q))
    .slice(0, limits.autocompleteChoices);
}
