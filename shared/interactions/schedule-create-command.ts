import { suggestZones } from '../usecases/timezone.js';
import { createEvent } from '../usecases/schedule-create.js';
import type { definition } from './commands/schedule-create.js';
import type { HandlerOf } from './commands/unit.js';
import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { Ctx } from './context.js';
import { choices, ephemeral, reply, updateMessage } from './responses.js';
import { askPrompt } from './time-ask-prompt.js';
import { conflictPrompt, createdText, guard, scheduleErrorReply } from './schedule-render.js';
import { assumedZoneNote } from './zone-note.js';
import { advanceReminderLine } from './advance-reminder.js';

type CreateInput = Omit<Parameters<typeof createEvent>[1], 'userId' | 'locale'>;

/**
 * /schedule_create for `input`: the confirmation in chat, the ephemeral conflict prompt, or (a
 * caller with no zone) the zone prompt. `update`: answering a press on the zone prompt, in its place.
 */
export function scheduleCreate(
  ctx: Ctx,
  input: CreateInput,
  update = false,
): Promise<APIInteractionResponse> {
  return guard(ctx, 'schedule_create', undefined, async () => {
    const result = await createEvent(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      ...input,
    });
    if (!result.ok)
      return (
        (update ? undefined : await askPrompt(ctx, result, 'schedule_create', { ...input })) ??
        scheduleErrorReply(ctx, 'schedule_create', undefined, result)
      );
    if (result.kind === 'created') {
      const note = assumedZoneNote(ctx, result.zone, update ? 'caller' : 'channel');
      const advance = await advanceReminderLine(ctx, result.event);
      const content = createdText(ctx, result.event) + advance + note.line;
      if (update) return updateMessage(content, note.components);
      return reply(content, note.components.length > 0 ? note.components : undefined);
    }
    const note = assumedZoneNote(ctx, result.zone, 'caller');
    const prompt = conflictPrompt(ctx, 'create', result);
    const components = [...prompt.components, ...note.components];
    return update
      ? updateMessage(prompt.content + note.line, components)
      : ephemeral(prompt.content + note.line, components);
  });
}

/** /schedule_create: the confirmation in chat, the ephemeral conflict prompt, or the zone prompt. */
export const scheduleCreateCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    return scheduleCreate(ctx, {
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
  },
  async autocomplete(_ctx, focused) {
    // Only `timezone` autocompletes here; the same list as /timezone set.
    return choices(focused.name === 'timezone' ? suggestZones(focused.value) : []);
  },
};
