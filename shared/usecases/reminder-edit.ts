/**
 * /edit_reminder: changes an active reminder in place (docs/decisions.md, "Reminder DMs"). The
 * write is conditional on the version read and on no dispatcher claim: an edit made before a
 * send is claimed is what gets sent; a send already in flight is answered as busy, never both.
 */
import { userError, type Result, type UserError } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import {
  checkReminderOptions,
  toIso,
  withoutFields,
  type Reminder,
  type RepeatPattern,
} from '../domain/reminder.js';
import { readUntil, reminderSeries, type ReminderSeries } from '../domain/reminder-series.js';
import type { ReadTime } from '../domain/reminder-time.js';
import { pauseSeries, resumeSeries, skipNext } from '../domain/series-controls.js';
import type { TimeContext } from '../domain/time-expression.js';
import { resolveUserZone, type UserZone } from '../domain/zones.js';
import { changeInPlace, type ReminderActionDeps } from './reminder-actions.js';
import { readAskingZone, zoneChangesReading } from './remind.js';

export interface EditReminderInput {
  readonly userId: string;
  readonly locale: string;
  readonly id: string;
  readonly message?: string | undefined;
  readonly time?: string | undefined;
  readonly repeat?: string | undefined;
  readonly times?: number | undefined;
  readonly until?: string | undefined;
  /** Pause or resume the series (series-controls.ts). */
  readonly state?: string | undefined;
  /** Skip the series' next occurrence. */
  readonly skipNext?: boolean | undefined;
  /** The reading of `time` the caller picked when it had several (the ask prompt's buttons). */
  readonly chosen?: ReadTime | undefined;
}

export interface EditedReminder {
  readonly reminder: Reminder;
  /** The zone a new time was read in (assumed: never chosen by the caller); absent when the time was kept. */
  readonly zone?: UserZone;
}

/** Checks of the options alone, before anything is read. */
function checkInput(input: EditReminderInput): UserError | undefined {
  const given =
    [input.message, input.time, input.repeat, input.times, input.until, input.state].some(
      (v) => v !== undefined,
    ) || input.skipNext === true;
  if (!given) return userError('edit_nothing');
  if (input.state !== undefined && input.state !== 'pause' && input.state !== 'resume')
    return userError('invalid_input');
  return checkReminderOptions(input);
}

/**
 * The reminder with the options applied. A new time or repeat starts the series afresh from the
 * new first occurrence (its anchor) and drops a pending snooze; `times` counts every send so far
 * too (the spec's (spec-notes.md, Reminder fields) times_triggered); a one-off keeps neither `times` nor `until`.
 */
export function editedReminder(
  r: Reminder,
  input: EditReminderInput,
  read: ReadTime | undefined,
  ctx: TimeContext,
): Result<{ after: Reminder }> {
  if (!r.isActive) return userError('reminder_finished');
  if (r.eventId !== undefined) return userError('edit_event_reminder');
  const rescheduled = read !== undefined || input.repeat !== undefined;
  const startMs = read?.time ?? Date.parse(r.snooze?.next ?? r.remindTime);
  const option = input.repeat as RepeatPattern | undefined;
  // A new time that says nothing of repeating (`3pm`) moves the series; it does not end it.
  const keeps =
    option === undefined && read?.recurrence === undefined && read?.repeat === undefined;
  const series: ReminderSeries = keeps
    ? { repeatPattern: r.repeatPattern, ...(r.recurrence ? { recurrence: r.recurrence } : {}) }
    : reminderSeries(option, read?.recurrence, read?.repeat);
  const repeating = series.repeatPattern !== 'none';
  let until = repeating ? r.until : undefined;
  if (input.until !== undefined) {
    if (!repeating) return userError('until_needs_repeat');
    const readEnd = readUntil(input.until, ctx, startMs);
    if (!readEnd.ok) return readEnd;
    until = toIso(readEnd.untilMs);
  } else if (until !== undefined && !(startMs < Date.parse(until))) {
    return userError('until_before_start');
  }
  const kept = withoutFields(r, 'snooze', 'recurrence', 'anchor', 'until', 'zoneFree');
  const snooze = r.snooze;
  const zone = read ? (read.zone ?? ctx.zone) : r.zone;
  // A new time says anew whether the zone made it (remind.ts); a kept one keeps its answer.
  const zoneFree = read
    ? read.zone !== undefined || !zoneChangesReading(input.time ?? '', read.time, ctx)
    : r.zoneFree === true;
  const anchor = rescheduled ? toIso(series.anchor ?? startMs) : r.anchor;
  const after: Reminder = {
    ...kept,
    message: input.message?.trim() ?? r.message,
    remindTime: rescheduled ? toIso(startMs) : r.remindTime,
    repeatPattern: series.repeatPattern,
    maxTriggers: repeating ? (input.times ?? r.maxTriggers) : null,
    ...(zone !== undefined ? { zone } : {}),
    ...(zoneFree ? { zoneFree: true } : {}),
    ...(series.recurrence ? { recurrence: series.recurrence } : {}),
    ...(repeating && anchor !== undefined ? { anchor } : {}),
    ...(until !== undefined ? { until } : {}),
    ...(snooze !== undefined && !rescheduled ? { snooze } : {}),
  };
  return withControls(after, input, ctx.now);
}

/** `state` and `skip_next` on the edited reminder: resume first, then skip, then pause. */
function withControls(
  edited: Reminder,
  input: EditReminderInput,
  nowMs: number,
): Result<{ after: Reminder }> {
  let after = edited;
  if (input.state === 'resume') {
    const resumed = resumeSeries(after, nowMs);
    if (!resumed.ok) return resumed;
    after = resumed.after ?? after;
  }
  if (input.skipNext === true) {
    const skipped = skipNext(after);
    if (!skipped.ok) return skipped;
    after = skipped.after;
  }
  if (input.state === 'pause') {
    const paused = pauseSeries(after);
    if (!paused.ok) return paused;
    after = paused.after ?? after;
  }
  return { ok: true, after };
}

export async function editReminder(
  deps: ReminderActionDeps,
  input: EditReminderInput,
): Promise<Result<EditedReminder>> {
  const id = input.id.trim();
  if (!isId('rem', id)) return userError('reminder_not_found_edit');
  const invalid = checkInput(input);
  if (invalid) return invalid;
  const profile = await deps.users.getProfile(input.userId);
  const zone = resolveUserZone(profile.timezone, input.locale);
  const ctx: TimeContext = { now: deps.clock.now(), zone: zone.zone, locale: input.locale };
  let read: ReadTime | undefined;
  // The `until` option, else an end date written in the time ('every day at 9am until friday').
  let until = input.until;
  if (input.time !== undefined) {
    // A caller with no zone is asked for one first, as /remind asks (decisions.md, "The zone before the first reminder").
    const reading = readAskingZone(input.time, ctx, zone.assumed, input.chosen);
    if (!reading.ok) return reading;
    read = reading.read;
    until ??= reading.until;
  }
  const result = await changeInPlace(deps, input.userId, id, ({ reminder }) =>
    editedReminder(reminder, { ...input, until }, read, ctx),
  );
  if (!result.ok)
    return result.error === 'reminder_gone' ? userError('reminder_not_found_edit') : result;
  if (!read || input.time === undefined) return { ok: true, reminder: result.after };
  return {
    ok: true,
    reminder: result.after,
    zone: {
      zone: zone.zone,
      assumed: zone.assumed && zoneChangesReading(input.time, read.time, ctx),
    },
  };
}
