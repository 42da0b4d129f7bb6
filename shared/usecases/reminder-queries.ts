/** /delete_reminder and its autocomplete: the hot path (the list and its bulk delete are reminder-list.ts). */
import { userError, type Result } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import type { ReminderStore } from './ports.js';

/** The list order: remind_time, then id (two reminders may share a second). */
export function compareKey(r: Reminder, remindMs: number, id: string): number {
  const t = Date.parse(r.remindTime) - remindMs;
  return t !== 0 ? t : r.id < id ? -1 : r.id > id ? 1 : 0;
}

/** /delete_reminder: removes the caller's own reminder (returned, to name it); anyone else's is "not found". */
export async function deleteReminder(
  deps: { readonly reminders: Pick<ReminderStore, 'delete'> },
  input: { readonly userId: string; readonly id: string },
): Promise<Result<{ reminder: Reminder }>> {
  const id = input.id.trim();
  if (!isId('rem', id)) return userError('reminder_not_found');
  const removed = await deps.reminders.delete(input.userId, id);
  return removed ? { ok: true, reminder: removed } : userError('reminder_not_found');
}

/**
 * Autocomplete for reminder_id: the caller's reminders whose id or message contains the text
 * typed so far; active ones first (soonest first), then finished ones (latest first).
 */
export async function suggestReminders(
  deps: { readonly reminders: Pick<ReminderStore, 'listByUser'> },
  input: { readonly userId: string; readonly query: string },
): Promise<Reminder[]> {
  const q = input.query.trim().toLowerCase();
  const all = await deps.reminders.listByUser(input.userId, true);
  const byTime = (a: Reminder, b: Reminder): number =>
    compareKey(a, Date.parse(b.remindTime), b.id);
  const ordered = [
    ...all.filter((r) => r.isActive).sort(byTime),
    ...all.filter((r) => !r.isActive).sort((a, b) => byTime(b, a)),
  ];
  return ordered
    .filter((r) => q === '' || r.id.includes(q) || r.message.toLowerCase().includes(q))
    .slice(0, limits.autocompleteChoices);
}
