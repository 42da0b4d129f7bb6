import { durationWords, eventReminderText } from '../domain/event-text.js';
import { isRecurring } from '../domain/schedule.js';
import { scheduleRemind } from '../usecases/event-reminders.js';
import type { CommandHandler } from './context.js';
import { choices, reply } from './responses.js';
import { durationChoices } from './time-preview.js';
import { eventIdChoices } from './schedule-edit-command.js';
import { guard, scheduleErrorReply, when } from './schedule-render.js';

/** /schedule_remind: a reminder `reminder_time` before the event (before each occurrence when recurring). */
export const scheduleRemindCommand: CommandHandler = {
  run(ctx, options) {
    const eventId = String(options['event_id'] ?? '');
    const offset = String(options['reminder_time'] ?? '').trim();
    return guard(ctx, 'schedule_remind', eventId, async () => {
      const result = await scheduleRemind(ctx.deps, {
        userId: ctx.caller.userId,
        locale: ctx.caller.locale,
        eventId,
        reminderTime: offset,
        customMessage: typeof options['custom_message'] === 'string' ? options['custom_message'] : undefined,
        // What the list shows; the DM is worded again from the event as it is at send time.
        defaultMessage: (event, offsetSeconds, start) => eventReminderText(ctx.t, event, offsetSeconds, start),
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_remind', eventId, result);
      return reply(
        ctx.t(isRecurring(result.event.timing) ? 'schedule.reminded_recurring' : 'schedule.reminded', {
          id: result.reminder.id,
          title: result.event.title,
          offset: durationWords(ctx.t, result.reminder.offsetSeconds ?? 0),
          when: when(Date.parse(result.reminder.remindTime)),
        }),
      );
    });
  },
  autocomplete(ctx, focused) {
    // reminder_time: the live preview of the duration; event_id: the caller's events.
    if (focused.name === 'reminder_time') return Promise.resolve(choices(durationChoices(focused.value, ctx.caller.locale, ctx.deps.translate)));
    return eventIdChoices(ctx, focused);
  },
};
