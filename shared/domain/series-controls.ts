/**
 * Pause, resume and skip on a repeating reminder (docs/decisions.md, "Series controls"): pure
 * state changes. A paused series keeps its place in the owner's active count but leaves the
 * dispatcher's due index (reminder-item.ts), so nothing is sent until it is resumed; resuming
 * continues from the first occurrence after now, never replaying the ones missed meanwhile.
 */
import { nextReminderTime } from './dispatch-plan.js';
import { userError, type Result } from './errors.js';
import { toIso, withoutFields, type Reminder } from './reminder.js';

/** More steps than any series within the reminder horizon takes (a 15-minute series over a year is 35 040). */
const MAX_STEPS = 40_000;

/** The series' own next occurrence (a pending snooze's send is not one). */
export function seriesNext(r: Reminder): number {
  return Date.parse(r.snooze?.next ?? r.remindTime);
}

/**
 * The first occurrence of the series strictly after `afterMs`, stepping on from `fromMs` (an
 * occurrence), or null when the series ends first (its rule, `until`, or `times` left).
 */
export function occurrenceAfter(r: Reminder, fromMs: number, afterMs: number): number | null {
  let t = fromMs;
  for (let i = 0; t <= afterMs && i < MAX_STEPS; i++) {
    const next = nextReminderTime({ ...withoutFields(r, 'snooze'), remindTime: toIso(t) }, t);
    if (next === null || !(next > t)) return null;
    t = next;
  }
  if (t <= afterMs) return null;
  return r.until !== undefined && !(t < Date.parse(r.until)) ? null : t;
}

/** Why a control does not apply: a one-off, an event's reminder, a finished one. */
function controllable(r: Reminder): Result<object> {
  if (!r.isActive) return userError('reminder_finished');
  if (r.eventId !== undefined) return userError('edit_event_reminder');
  if (r.repeatPattern === 'none') return userError('series_not_repeating');
  return { ok: true };
}

/** Pause: no send at all (a pending snooze's with it) until resumed; pausing a paused one changes nothing. */
export function pauseSeries(r: Reminder): Result<{ after: Reminder | null }> {
  const ok = controllable(r);
  if (!ok.ok) return ok;
  if (r.paused === true) return { ok: true, after: null };
  return {
    ok: true,
    after: { ...withoutFields(r, 'snooze'), remindTime: toIso(seriesNext(r)), paused: true },
  };
}

/**
 * Resume: sends again from the first occurrence at or after `nowMs` (the one due now is sent; the
 * ones missed while paused are not). A series whose last occurrence passed while paused ends.
 */
export function resumeSeries(r: Reminder, nowMs: number): Result<{ after: Reminder | null }> {
  const ok = controllable(r);
  if (!ok.ok) return ok;
  if (r.paused !== true) return { ok: true, after: null };
  const base = withoutFields(r, 'paused');
  const from = seriesNext(r);
  const next = from >= nowMs ? from : occurrenceAfter(r, from, nowMs - 1);
  if (next === null) return { ok: true, after: { ...base, isActive: false } };
  return { ok: true, after: { ...base, remindTime: toIso(next) } };
}

/**
 * Skip: the series' next occurrence is not sent; the one after it is next (a pending snooze stays
 * beside it). Refused on a paused series (nothing is sent anyway) and when the next is the last.
 * `expectedMs`: the occurrence the press meant (its DM's Skip button names it); when the series'
 * next is another one by now (the same DM's Skip pressed twice, an edit meanwhile), nothing is
 * skipped and the press is told which one is next.
 */
export function skipNext(
  r: Reminder,
  expectedMs?: number,
): Result<{ after: Reminder; skippedMs: number }> {
  const ok = controllable(r);
  if (!ok.ok) return ok;
  if (r.paused === true) return userError('series_paused');
  const skippedMs = seriesNext(r);
  // The button names it to the second.
  if (expectedMs !== undefined && Math.floor(skippedMs / 1000) !== Math.floor(expectedMs / 1000))
    return userError('skip_stale', { nextAt: Math.floor(skippedMs / 1000) });
  const next = occurrenceAfter(r, skippedMs, skippedMs);
  if (next === null) return userError('skip_last');
  const at = toIso(next);
  const s = r.snooze;
  const after: Reminder = s
    ? { ...r, snooze: { at: s.at, next: at }, remindTime: at < s.at ? at : s.at }
    : { ...r, remindTime: at };
  return { ok: true, after, skippedMs };
}
