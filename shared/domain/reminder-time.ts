import { userError, type Result } from './errors.js';
import { limits } from './limits.js';
import { readSeveralTimes } from './series-times.js';
import {
  parseTimeExpression,
  suggestTimeExpressions,
  type ReadRecurrence,
  type TimeContext,
  type TimeReading,
} from './time-expression.js';
import { untilTail } from './until-tail.js';

export type ReadTime = TimeReading;

/** Whether a read recurrence repeats more often than reminders may (limits.minRepeatMinutes). */
export function repeatsTooOften(read: ReadRecurrence | undefined): boolean {
  return read?.data?.pattern === 'every_n_minutes' && read.data.interval < limits.minRepeatMinutes;
}

/**
 * A reminder's time expression read in `ctx` (/remind, /edit_reminder, a custom snooze). An
 * unreadable one names what was typed and up to three close readable forms; one with several
 * readings (`time_ambiguous`) names them spelled out and carries the readings themselves, which a
 * caller that can ask offers as buttons. `chosen`: the reading a press picked among those; it
 * stands for the text, checked again against the clock (the prompt may have waited).
 *
 * A repeating time with an end date ("every day at 9am until friday", until-tail.ts) reads its
 * repetition here and gives the date's text as `until`, for the caller's `until` reader.
 */
export function readReminderTime(
  text: string,
  ctx: TimeContext,
  chosen?: ReadTime,
): Result<{ read: ReadTime; until?: string }> {
  const parsed = chosen === undefined ? parseTimeExpression(text, ctx) : undefined;
  const tail =
    parsed === undefined || (!parsed.ok && parsed.error === 'invalid_time_format')
      ? untilTail(text, ctx)
      : undefined;
  if (tail !== undefined) {
    const head = readReminderTime(tail.head, ctx, chosen);
    if (head.ok) return { ...head, until: tail.until };
    // An ask keeps the whole text, so the press reads the end date again.
    return head.params?.['typed'] === tail.head.trim()
      ? { ...head, params: { ...head.params, typed: text.trim() } }
      : head;
  }
  if (chosen !== undefined)
    return chosen.time < ctx.now ? userError('time_in_past') : { ok: true, read: chosen };
  if (parsed === undefined) return userError('invalid_time_format');
  // 'every day at 7am and 7pm': one series at several times of day, where one clock does not read.
  const read = parsed.ok ? parsed : (readSeveralTimes(text, ctx) ?? parsed);
  if (read.ok && repeatsTooOften(read.recurrence))
    return userError('repeat_too_often', { minutes: limits.minRepeatMinutes });
  if (read.ok) return { ok: true, read };
  if (read.error === 'time_ambiguous')
    return {
      ...userError('time_ambiguous', { typed: text.trim(), examples: read.suggestions ?? [] }),
      readings: read.readings ?? [],
    };
  if (read.error !== 'invalid_time_format') return userError(read.error);
  return userError('invalid_time_format', {
    typed: text.trim(),
    examples: suggestTimeExpressions(text, ctx).slice(0, 3),
  });
}
