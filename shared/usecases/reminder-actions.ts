/**
 * What the buttons on a reminder DM do (docs/decisions.md, "Reminder DMs"): Snooze, Done and
 * Stop repeating. Each reads the reminder and writes its new state conditional on the version
 * read and on no dispatcher claim; losing that race to a press or an edit reads again, and a
 * send in flight is answered as such (the send wins, nothing is applied).
 */
import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import type { Reminder } from '../domain/reminder.js';
import type { ReadTime } from '../domain/reminder-time.js';
import { pauseSeries, resumeSeries, skipNext } from '../domain/series-controls.js';
import { applySnooze, isSnoozePreset, snoozePresets, stopSeries } from '../domain/snooze.js';
import { snoozeChoiceInstant } from '../domain/reminder-dm.js';
import { resolveUserZone } from '../domain/zones.js';
import type { Clock, ReminderStore, StoredReminder, UserStore } from './ports.js';
import { readAskingZone } from './remind.js';

export interface ReminderActionDeps {
  readonly reminders: Pick<ReminderStore, 'read' | 'replace' | 'delete'>;
  readonly users: Pick<UserStore, 'getProfile'>;
  readonly clock: Clock;
}

/** Tries of a change that keeps losing to other writes (presses, the dispatcher) before it says busy. */
const CHANGE_TRIES = 3;

/** Reads, checks, writes; a lost race reads again. `change` returns the new state (null: nothing to write) or a refusal. */
export async function changeInPlace(
  deps: ReminderActionDeps,
  userId: string,
  id: string,
  change: (stored: StoredReminder, nowMs: number) => Result<{ after: Reminder | null }>,
): Promise<Result<{ before: Reminder; after: Reminder }>> {
  for (let i = 0; i < CHANGE_TRIES; i++) {
    const nowMs = deps.clock.now();
    const stored = await deps.reminders.read(userId, id);
    if (!stored) return userError('reminder_gone');
    if (stored.claimedUntilMs !== undefined && stored.claimedUntilMs >= nowMs)
      return userError('reminder_busy');
    const next = change(stored, nowMs);
    if (!next.ok) return next;
    if (next.after === null) return { ok: true, before: stored.reminder, after: stored.reminder };
    const outcome = await deps.reminders.replace(stored.reminder, next.after, {
      nowMs,
      maxActive: limits.maxActiveRemindersPerUser,
    });
    if (outcome === 'replaced') return { ok: true, before: stored.reminder, after: next.after };
    if (outcome === 'too_many')
      return userError('too_many_reminders', { max: limits.maxActiveRemindersPerUser });
  }
  return userError('reminder_busy');
}

export interface SnoozeInput {
  readonly userId: string;
  readonly locale: string;
  readonly id: string;
  /** The send key of the DM pressed. */
  readonly key: string;
  /** A preset of the menu, or a time expression typed in the Custom… modal. */
  readonly preset?: string;
  readonly text?: string;
  /** The reading of `text` the caller picked when it had several (the ask prompt's buttons). */
  readonly chosen?: ReadTime | undefined;
}

/**
 * Snooze: one extra send at the chosen time (a preset or any one-time expression, read in the
 * caller's zone), once per DM however often pressed; the series keeps its own schedule.
 */
export async function snoozeReminder(
  deps: ReminderActionDeps,
  input: SnoozeInput,
): Promise<Result<{ reminder: Reminder; atMs: number }>> {
  // An event's reminder offers instants before the event starts (reminder-dm.ts): no reading needed.
  const instant = input.preset === undefined ? undefined : snoozeChoiceInstant(input.preset);
  let atMs: number;
  if (instant !== undefined) atMs = instant;
  else {
    const expression =
      input.preset !== undefined && isSnoozePreset(input.preset)
        ? snoozePresets[input.preset]
        : input.text;
    if (expression === undefined || expression.trim() === '') return userError('invalid_input');
    const profile = await deps.users.getProfile(input.userId);
    const zone = resolveUserZone(profile.timezone, input.locale);
    const ctx = { now: deps.clock.now(), zone: zone.zone, locale: input.locale };
    // A time typed in Custom… by a caller with no zone asks for one first, as /remind asks; a
    // preset ("tomorrow morning") is read as before.
    const typed = input.preset === undefined;
    const reading = readAskingZone(expression, ctx, typed && zone.assumed, input.chosen);
    // A repeating time is refused before any prompt: the zone asked (or a reading) would not change that.
    const reads = reading.ok ? [reading.read] : (reading.readings ?? []);
    if (reads.some((r) => r.recurrence !== undefined || r.repeat !== undefined))
      return userError('snooze_one_time');
    if (!reading.ok) return reading;
    atMs = reading.read.time;
  }
  const result = await changeInPlace(deps, input.userId, input.id, ({ reminder }, nowMs) => {
    const snoozed = applySnooze(reminder, atMs, input.key, nowMs);
    if (snoozed.ok) return { ok: true, after: snoozed.reminder };
    if (snoozed.kind === 'not_later') return userError('time_in_past');
    return snoozed.atMs === undefined
      ? userError('snooze_used')
      : userError('already_snoozed', { at: Math.floor(snoozed.atMs / 1000) });
  });
  return result.ok ? { ok: true, reminder: result.after, atMs } : result;
}

/** Done on a one-off: it leaves the list (deleted), a pending snooze with it. */
export async function doneReminder(
  deps: ReminderActionDeps,
  input: { readonly userId: string; readonly id: string },
): Promise<Result<{ reminder: Reminder }>> {
  const removed = await deps.reminders.delete(input.userId, input.id);
  return removed ? { ok: true, reminder: removed } : userError('reminder_gone');
}

/** Stop repeating (confirmed): the series ends and stays listed as finished; an ended one answers the same. */
export async function stopRepeating(
  deps: ReminderActionDeps,
  input: { readonly userId: string; readonly id: string },
): Promise<Result<{ reminder: Reminder }>> {
  // Already ended: nothing to write, the same answer (a second press, or the last send came first).
  const result = await changeInPlace(deps, input.userId, input.id, ({ reminder }, nowMs) => ({
    ok: true,
    after: reminder.isActive ? stopSeries(reminder, nowMs) : null,
  }));
  return result.ok ? { ok: true, reminder: result.after } : result;
}

/** The series controls: Pause, Resume, Skip next (series-controls.ts). */
export type SeriesControl = 'pause' | 'resume' | 'skip';

/**
 * Pause, resume or skip a repeating reminder, on its DM or with /edit_reminder. Written like every
 * change in place (conditional on the version read and on no dispatcher claim), so a send and a
 * pause never both apply to one state: either the pause lands first and the dispatcher's claim
 * fails on the version, or the send is in flight and the pause is answered as busy.
 */
export async function controlSeries(
  deps: ReminderActionDeps,
  input: {
    readonly userId: string;
    readonly id: string;
    readonly control: SeriesControl;
    /** Skip: the occurrence the press meant (its DM's button names it). */
    readonly expectedMs?: number | undefined;
  },
): Promise<Result<{ reminder: Reminder; before: Reminder }>> {
  const result = await changeInPlace(deps, input.userId, input.id, ({ reminder }, nowMs) => {
    if (input.control === 'pause') return pauseSeries(reminder);
    if (input.control === 'resume') return resumeSeries(reminder, nowMs);
    return skipNext(reminder, input.expectedMs);
  });
  return result.ok ? { ok: true, reminder: result.after, before: result.before } : result;
}
