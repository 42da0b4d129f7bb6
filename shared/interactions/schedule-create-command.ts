import { suggestZones } from '../usecases/timezone.js';
import { createEvent } from '../usecases/schedule-create.js';
import type { definition } from './commands/schedule-create.js';
import type { HandlerOf } from './commands/unit.js';
import { choices, ephemeral, reply } from './responses.js';
import { conflictPrompt, createdText, guard, scheduleErrorReply } from './schedule-render.js';
import { assumedZoneNote } from './zone-note.js';
import { advanceReminderLine } from './advance-reminder.js';

/** /schedule_create: the confirmation in chat, or the ephemeral conflict prompt. */
export const scheduleCreateCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    return guard(ctx, 'schedule_create', undefined, async () => {
      const result = await createEvent(ctx.deps, {
        userId: ctx.caller.userId,
        locale: ctx.caller.locale,
        title: options.title,
        description: options.description,
        date: options.date,
        time: options.time,
        duration: options.duration,
        timezone: options.timezone,
        recurring: options.recurring,
        type: options.type,
        repeatRule: options.repeat_rule,
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_create', undefined, result);
      if (result.kind === 'created') {
        const note = assumedZoneNote(ctx, result.zone, 'channel');
        const advance = await advanceReminderLine(ctx, result.event);
        return reply(
          createdText(ctx, result.event, result.inOwnZone) + advance + note.line,
          note.components.length > 0 ? note.components : undefined,
        );
      }
      const note = assumedZoneNote(ctx, result.zone, 'caller');
      const prompt = conflictPrompt(ctx, 'create', result);
      return ephemeral(prompt.content + note.line, [...prompt.components, ...note.components]);
    });
  },
  async autocomplete(_ctx, focused) {
    // Only `timezone` autocompletes here; the same list as /timezone set.
    return choices(focused.name === 'timezone' ? suggestZones(focused.value) : []);
  },
};
