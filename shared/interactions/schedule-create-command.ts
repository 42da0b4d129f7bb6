import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { TimeReading } from '../domain/time-expression.js';
import { suggestZones } from '../usecases/timezone.js';
import { createEvent, type ScheduleCreateInput } from '../usecases/schedule-create.js';
import type { definition } from './commands/schedule-create.js';
import type { HandlerOf } from './commands/unit.js';
import type { Ctx } from './context.js';
import { confirmationVisibility } from './context.js';
import { choices, ephemeral, updateMessage, visibleReply } from './responses.js';
import { conflictPrompt, createdText, guard, scheduleRefusal } from './schedule-render.js';
import { assumedZoneNote } from './zone-note.js';
import { advanceReminderLine } from './advance-reminder.js';
import { timePreview } from './commands/remind.js';

/** /schedule_create's options as the use case takes them (what a time prompt keeps for its press). */
export type ScheduleCreateOptions = Omit<ScheduleCreateInput, 'userId' | 'locale' | 'chosen'>;

/**
 * Creates the event and answers: the confirmation (in chat, or in place of the time or zone prompt
 * when answering its press), the conflict prompt, the time prompt when the date and time have
 * several readings, or the error.
 */
export async function createEventReply(
  ctx: Ctx,
  options: ScheduleCreateOptions,
  chosen?: TimeReading,
  fromPrompt = chosen !== undefined,
): Promise<APIInteractionResponse> {
  const result = await createEvent(ctx.deps, {
    ...options,
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    chosen,
  });
  if (!result.ok)
    return scheduleRefusal(
      ctx,
      'schedule_create',
      undefined,
      result,
      fromPrompt ? undefined : options,
    );
  if (result.kind === 'created') {
    const visibility = await confirmationVisibility(ctx);
    const note = assumedZoneNote(ctx, result.zone, !fromPrompt ? visibility.audience : 'caller');
    const advance = await advanceReminderLine(ctx, result.event);
    const content = createdText(ctx, result.event, result.inOwnZone) + advance + note.line;
    if (fromPrompt) return updateMessage(content, note.components);
    return visibleReply(visibility, content, note.components);
  }
  const note = assumedZoneNote(ctx, result.zone, 'caller');
  const prompt = conflictPrompt(ctx, 'create', result);
  const components = [...prompt.components, ...note.components];
  return !fromPrompt
    ? ephemeral(prompt.content + note.line, components)
    : updateMessage(prompt.content + note.line, components);
}

/**
 * /schedule_create: the confirmation (private outside the bot's DM unless `replies: public`), or
 * an ephemeral prompt (conflicts, a time to pick).
 */
export const scheduleCreateCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    return guard(ctx, 'schedule_create', undefined, () =>
      createEventReply(ctx, {
        title: options.title,
        description: options.description,
        location: options.location,
        date: options.date,
        time: options.time,
        duration: options.duration,
        timezone: options.timezone,
        recurring: options.recurring,
        type: options.type,
        repeatRule: options.repeat_rule,
      }),
    );
  },
  async autocomplete(ctx, focused) {
    // `time` previews as /remind's does (in the caller's zone: the other options are not sent
    // with a focused one); `timezone`: the same list as /timezone set.
    if (focused.name === 'time') return timePreview(ctx, focused.value);
    return choices(focused.name === 'timezone' ? suggestZones(focused.value) : []);
  },
};
