import { durationWords, eventReminderText } from '../domain/event-text.js';
import { isRecurring } from '../domain/schedule.js';
import { scheduleRemind } from '../usecases/event-reminders.js';
import type { Reminder } from '../domain/reminder.js';
import type { EventRecord } from '../domain/schedule.js';
import type { definition } from './commands/schedule-remind.js';
import type { HandlerOf } from './commands/unit.js';
import { confirmationVisibility, type Ctx } from './context.js';
import { choices, visibleReply } from './responses.js';
import { durationChoices } from './duration-preview.js';
import { eventIdChoices } from './schedule-edit-command.js';
import { guard, scheduleErrorReply, when } from './schedule-render.js';

/** "Reminder … linked to …": the confirmation of a reminder before an event (or each of its occurrences). */
export function remindedText(ctx: Ctx, reminder: Reminder, event: EventRecord): string {
  return ctx.t(isRecurring(event.timing) ? 'schedule.reminded_recurring' : 'schedule.reminded', {
    id: reminder.id,
    title: event.title,
    offset: durationWords(ctx.t, reminder.offsetSeconds ?? 0),
    when: when(Date.parse(reminder.remindTime)),
  });
}

/** /schedule_remind: a reminder `reminder_time` before the event (before each occurrence when recurring). */
export const scheduleRemindCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    const eventId = options.event_id;
    const offset = options.reminder_time.trim();
    return guard(ctx, 'schedule_remind', eventId, async () => {
      const result = await scheduleRemind(ctx.deps, {
        userId: ctx.caller.userId,
        locale: ctx.caller.locale,
        eventId,
        reminderTime: offset,
        customMessage: options.custom_message,
        // What the list shows; the DM is worded again from the event as it is at send time.
        defaultMessage: (event, offsetSeconds, start) =>
          eventReminderText(ctx.t, event, offsetSeconds, start),
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_remind', eventId, result);
      return visibleReply(
        await confirmationVisibility(ctx),
        remindedText(ctx, result.reminder, result.event),
      );
    });
  },
  autocomplete(ctx, focused) {
    // reminder_time: the live preview of the duration; event_id: the caller's events.
    if (focused.name === 'reminder_time')
      return Promise.resolve(
        choices(durationChoices(focused.value, ctx.caller.locale, ctx.deps.translate)),
      );
    return eventIdChoices(ctx, focused);
  },
};
