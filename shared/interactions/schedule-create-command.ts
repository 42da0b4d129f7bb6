import { suggestZones } from '../usecases/timezone.js';
import { createEvent } from '../usecases/schedule-create.js';
import type { CommandHandler } from './context.js';
import { choices, ephemeral, reply } from './responses.js';
import { conflictPrompt, createdText, guard, scheduleErrorReply } from './schedule-render.js';
import { assumedZoneNote } from './zone-note.js';
import { advanceReminderLine } from './advance-reminder.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** /schedule_create: the confirmation in chat, or the ephemeral conflict prompt. */
export const scheduleCreateCommand: CommandHandler = {
  run(ctx, options) {
    return guard(ctx, 'schedule_create', undefined, async () => {
      const result = await createEvent(ctx.deps, {
        userId: ctx.caller.userId,
        locale: ctx.caller.locale,
        title: String(options['title'] ?? ''),
        description: str(options['description']),
        date: str(options['date']),
        time: String(options['time'] ?? ''),
        duration: typeof options['duration'] === 'number' ? options['duration'] : undefined,
        timezone: str(options['timezone']),
        recurring: str(options['recurring']),
        type: str(options['type']),
        repeatRule: str(options['repeat_rule']),
      });
      if (!result.ok) return scheduleErrorReply(ctx, 'schedule_create', undefined, result);
      if (result.kind === 'created') {
        const note = assumedZoneNote(ctx, result.zone, 'channel');
        const advance = await advanceReminderLine(ctx, result.event);
        return reply(
          createdText(ctx, result.event) + advance + note.line,
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
