import { userError, type Result } from './errors.js';
import type { CustomRecurrence } from './event.js';
import { limits } from './limits.js';
import type { RepeatPattern, StoredRepeatPattern } from './reminder.js';
import type { ReadRecurrence, TimeContext } from './time-expression.js';
import { dayStart, readDayField } from './time-fields.js';
import { DAY_MS } from './time/zone.js';

/** How a new reminder repeats: its stored repeat_pattern and, for 'custom', the rule beside it. */
export interface ReminderSeries {
  readonly repeatPattern: StoredRepeatPattern;
  readonly recurrence?: CustomRecurrence;
  /** The series' anchor where it is not the first occurrence (ReadRecurrence's `anchor`). */
  readonly anchor?: number;
}

/**
 * The series of a new reminder (decisions.md, "Recurrence in the expression"): the `repeat` option
 * when given (the spec's (spec-notes.md, /remind) rule); else the expression's recurrence, as the spec's value where one fits
 * and 'custom' with the rule otherwise (yearly is every 12 months); else the expression's plain
 * repeat kind; else none.
 */
export function reminderSeries(
  option: RepeatPattern | undefined,
  read: ReadRecurrence | undefined,
  repeat: RepeatPattern | undefined,
): ReminderSeries {
  if (option !== undefined) return { repeatPattern: option };
  if (read === undefined) return { repeatPattern: repeat ?? 'none' };
  if (read.pattern === 'yearly')
    return {
      repeatPattern: 'custom',
      recurrence: { pattern: 'every_n_months', interval: 12, weekday: 0, position: 1 },
    };
  if (read.pattern !== 'custom') return { repeatPattern: read.pattern };
  if (!read.data) return { repeatPattern: repeat ?? 'none' };
  return read.anchor === undefined
    ? { repeatPattern: 'custom', recurrence: read.data }
    : { repeatPattern: 'custom', recurrence: read.data, anchor: read.anchor };
}

/**
 * /remind's `until`: a date read in the caller's zone by the one date-field reader
 * (time-fields.ts, readDayField: `YYYY-MM-DD`, `friday`, `march` or `end of march` for the
 * month's last day, anything the time reader reads, of which the date counts). The series ends
 * after that local day: the result is the start of the next local day. It must not be before the
 * first occurrence's day (`until_before_start`) nor past the reminder horizon (`until_too_far`).
 */
export function readUntil(
  text: string,
  ctx: TimeContext,
  firstMs: number,
): Result<{ untilMs: number }> {
  const typed = text.trim();
  const read = readDayField(typed, ctx);
  if (!read.ok) {
    if (read.error === 'time_in_past') return userError('until_before_start');
    if (read.error === 'time_too_far') return userError('until_too_far');
    // Two readings ('next friday' on a Thursday): each spelled out, to type instead. Without the
    // readings themselves: the prompt's buttons answer the reminder's time, not its end.
    if (read.error === 'time_ambiguous') return userError('time_ambiguous', { ...read.params });
    return userError('until_invalid', { typed });
  }
  const untilMs = dayStart({ ...read.day, day: read.day.day + 1 }, ctx.zone);
  if (!(untilMs > firstMs)) return userError('until_before_start');
  if (untilMs > ctx.now + limits.reminderHorizonDays * DAY_MS + DAY_MS)
    return userError('until_too_far');
  return { ok: true, untilMs };
}
