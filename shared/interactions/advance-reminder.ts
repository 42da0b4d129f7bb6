import { eventReminderText } from '../domain/event-text.js';
import type { EventRecord } from '../domain/schedule.js';
import { advanceReminder } from '../usecases/settings.js';
import { errorReply, type Ctx } from './context.js';
import { remindedText } from './schedule-remind-command.js';

/**
 * The line a new event's confirmation adds when the caller's reminder_advance_minutes set a
 * reminder before it ('' when the preference is off, or when no occurrence is far enough ahead
 * for one). A reminder the limits refused says why.
 */
export async function advanceReminderLine(ctx: Ctx, event: EventRecord): Promise<string> {
  const result = await advanceReminder(ctx.deps, {
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    eventId: event.id,
    defaultMessage: (e, offsetSeconds, start) => eventReminderText(ctx.t, e, offsetSeconds, start),
  });
  if (result === undefined || (!result.ok && result.error === 'date_in_past')) return '';
  if (!result.ok) {
    const refused = errorReply(ctx, 'settings:advance', result);
    return 'data' in refused && refused.data && 'content' in refused.data
      ? `\n${String(refused.data.content)}`
      : '';
  }
  return `\n${remindedText(ctx, result.reminder, result.event)}`;
}
