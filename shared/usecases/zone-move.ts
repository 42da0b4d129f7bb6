/**
 * After the caller's zone changes: which active reminders read in the earlier zone would move,
 * and moving them, each in place (a reminder changed or claimed meanwhile is read again, as every
 * change to a reminder is). decisions.md, "The zone before the first reminder".
 */
import type { Reminder } from '../domain/reminder.js';
import { movedToZone } from '../domain/zone-move.js';
import { resolveZone } from '../domain/zones.js';
import type { ReminderStore } from './ports.js';
import { changeInPlace, type ReminderActionDeps } from './reminder-actions.js';

export interface ZoneMove {
  readonly before: Reminder;
  readonly after: Reminder;
}

/** The moves a change from `from` to `to` would make, soonest first. */
export async function zoneMoves(
  deps: {
    readonly reminders: Pick<ReminderStore, 'listByUser'>;
    readonly clock: { now(): number };
  },
  userId: string,
  from: string,
  to: string,
): Promise<ZoneMove[]> {
  if (from === to) return [];
  const now = deps.clock.now();
  const moves: ZoneMove[] = [];
  for (const before of await deps.reminders.listByUser(userId, false)) {
    const after = movedToZone(before, from, to, now);
    if (after) moves.push({ before, after });
  }
  return moves.sort((a, b) => a.before.remindTime.localeCompare(b.before.remindTime));
}

/**
 * The press on "Move them": moves what still moves from `from` to `to`, only while `to` is still
 * the caller's saved zone (a press after another change moves nothing). Returns how many moved.
 */
export async function moveToZone(
  deps: ReminderActionDeps & { readonly reminders: Pick<ReminderStore, 'listByUser'> },
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const saved = (await deps.users.getProfile(userId)).timezone;
  const source = resolveZone(from);
  if (!saved || resolveZone(saved) !== to || source === null) return 0;
  let moved = 0;
  for (const { before } of await zoneMoves(deps, userId, source, to)) {
    const done = await changeInPlace(deps, userId, before.id, ({ reminder }, nowMs) => ({
      ok: true,
      after: movedToZone(reminder, source, to, nowMs),
    }));
    if (done.ok && done.after !== done.before) moved++;
  }
  return moved;
}
