import { userError, type Result } from './errors.js';
import { limits } from './limits.js';
import { repeatsTooOften } from './reminder-series.js';
import { readSeveralTimes } from './series-times.js';
import {
  parseTimeExpression,
  suggestTimeExpressions,
  type TimeContext,
  type TimeReading,
} from './time-expression.js';

export type ReadTime = TimeReading;

/**
 * A reminder's time expression read in `ctx` (/remind, /edit_reminder, a custom snooze). An
 * unreadable one names what was typed and up to three close readable forms; one with several
 * readings (`time_ambiguous`) names them spelled out and carries the readings themselves, which a
 * caller that can ask offers as buttons. `chosen`: the reading a press picked among those; it
 * stands for the text, checked again against the clock (the prompt may have waited).
 */
export function readReminderTime(
  text: string,
  ctx: TimeContext,
  chosen?: ReadTime,
): Result<{ read: ReadTime }> {
  if (chosen !== undefined)
    return chosen.time < ctx.now ? userError('time_in_past') : { ok: true, read: chosen };
  // 'every day at 7am and 7pm': one series at several times of day, where one clock does not read.
  const one = parseTimeExpression(text, ctx);
  const parsed = one.ok ? one : (readSeveralTimes(text, ctx) ?? one);
  if (parsed.ok && repeatsTooOften(parsed.recurrence))
    return userError('repeat_too_often', { minutes: limits.minRepeatMinutes });
  if (parsed.ok) return { ok: true, read: parsed };
  if (parsed.error === 'time_ambiguous')
    return {
      ...userError('time_ambiguous', { typed: text.trim(), examples: parsed.suggestions ?? [] }),
      readings: parsed.readings ?? [],
    };
  if (parsed.error !== 'invalid_time_format') return userError(parsed.error);
  return userError('invalid_time_format', {
    typed: text.trim(),
    examples: suggestTimeExpressions(text, ctx).slice(0, 3),
  });
}
