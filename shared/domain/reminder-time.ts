import { userError, type Result } from './errors.js';
import { parseTimeExpression, suggestTimeExpressions, type TimeContext, type TimeExpressionResult } from './time-expression.js';

export type ReadTime = Extract<TimeExpressionResult, { ok: true }>;

/**
 * A reminder's time expression read in `ctx` (/remind, /edit_reminder, a custom snooze). An
 * unreadable one names what was typed and up to three close readable forms; an ambiguous
 * date names its candidate readings.
 */
export function readReminderTime(text: string, ctx: TimeContext): Result<{ read: ReadTime }> {
  const parsed = parseTimeExpression(text, ctx);
  if (parsed.ok) return { ok: true, read: parsed };
  if (parsed.error === 'time_ambiguous') return userError('time_ambiguous', { typed: text.trim(), examples: parsed.suggestions ?? [] });
  if (parsed.error !== 'invalid_time_format') return userError(parsed.error);
  const examples = parsed.suggestions ?? suggestTimeExpressions(text, ctx);
  return userError('invalid_time_format', { typed: text.trim(), examples: examples.slice(0, 3) });
}
