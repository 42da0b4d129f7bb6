/**
 * What a press on a time prompt's button completes, per command: the command's own use case with
 * the reading pressed, and its own confirmation, in place of the prompt (type 7). The input kept
 * in the draft is checked again here (a draft is data read back from DynamoDB).
 */
import { InteractionResponseType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import * as z from 'zod/mini';
import { remind } from '../usecases/remind.js';
import { editReminder } from '../usecases/reminder-edit.js';
import type { AskCommand } from '../usecases/schedule-ports.js';
import { errorReply, type Ctx } from './context.js';
import { editedReply } from './edit-reminder-command.js';
import { messageRemindedReply } from './message-reminder.js';
import { remindedReply, timeErrorReply } from './reminder-replies.js';
import { snoozeChosen } from './reminder-dm-components.js';
import { updateMessage } from './responses.js';
import { onFirstUse } from './lazy.js';
import { askButton, buildAskPrompt, type AskPerformer } from './time-ask.js';

/** The schedule's chunk (schedule-handlers.ts), the one the /schedule commands load on first use. */
const schedule = onFirstUse(() => import('./schedule-handlers.js'));

const text = z.optional(z.string());
const remindInput = z.object({
  message: z.string(),
  repeat: text,
  times: z.optional(z.number()),
  until: text,
  channelId: text,
});
const messageInput = z.object({
  message: z.string(),
  source: z.object({ url: z.string(), excerpt: z.string() }),
  channelId: text,
});
const editInput = z.object({
  id: z.string(),
  message: text,
  repeat: text,
  times: z.optional(z.number()),
  until: text,
  state: text,
  skipNext: z.optional(z.boolean()),
});
const snoozeInput = z.object({ id: z.string(), key: z.string() });
const scheduleCreateInput = z.object({
  title: z.string(),
  description: text,
  location: text,
  date: text,
  time: z.string(),
  duration: z.optional(z.number()),
  timezone: text,
  recurring: text,
  type: text,
  repeatRule: text,
});
const scheduleEditInput = z.object({
  eventId: z.string(),
  field: z.string(),
  value: z.string(),
  occurrence: z.optional(z.string()),
  // occurrenceScopes (domain/event-exceptions.ts), spelled out to keep that module off the cold start.
  scope: z.optional(z.enum(['this', 'following', 'all'])),
});
const changeTimeInput = z.object({
  draftId: z.string(),
  date: z.string(),
  time: z.string(),
  duration: z.string(),
});

/** A kept input that no longer fits its command's shape: the prompt is as good as expired. */
function unusable(ctx: Ctx): Promise<APIInteractionResponse> {
  return Promise.resolve(errorReply(ctx, 'time_ask', { ok: false, error: 'draft_expired' }));
}

/**
 * A time read again after the zone prompt's press may have several readings in the zone saved:
 * their prompt replaces the zone prompt (type 7); any other error answers as `otherwise`.
 */
async function askInPlace(
  ctx: Ctx,
  err: UserError,
  command: AskCommand,
  input: Readonly<Record<string, unknown>>,
  otherwise: () => APIInteractionResponse,
): Promise<APIInteractionResponse> {
  const prompt = await buildAskPrompt(ctx, err, command, input);
  if (prompt?.type !== InteractionResponseType.ChannelMessageWithSource) return otherwise();
  // An update keeps the message's flags (it stays ephemeral).
  const { flags, ...data } = prompt.data;
  void flags;
  return { type: InteractionResponseType.UpdateMessage, data };
}

const performers: Readonly<Record<AskCommand, AskPerformer>> = {
  async remind(ctx, input, chosen, time) {
    const given = remindInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    const result = await remind(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      time,
      chosen,
      ...given.data,
    });
    if (!result.ok)
      return askInPlace(ctx, result, 'remind', given.data, () => timeErrorReply(ctx, result));
    // The prompt was for the caller alone; its answer stays so.
    const { content, components } = remindedReply(ctx, given.data, result, 'caller');
    return updateMessage(content, components);
  },
  async message(ctx, input, chosen, time) {
    const given = messageInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    const { message, source, channelId } = given.data;
    const result = await remind(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      message,
      time,
      source,
      channelId,
      chosen,
    });
    if (!result.ok)
      return askInPlace(ctx, result, 'message', given.data, () => timeErrorReply(ctx, result));
    const { content, components } = messageRemindedReply(ctx, result);
    return updateMessage(content, components);
  },
  async edit(ctx, input, chosen, time) {
    const given = editInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    const result = await editReminder(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      time,
      chosen,
      ...given.data,
    });
    if (!result.ok)
      return askInPlace(ctx, result, 'edit', given.data, () =>
        timeErrorReply(ctx, result, 'edit_reminder'),
      );
    const { content, components } = editedReply(ctx, result, 'caller');
    return updateMessage(content, components);
  },
  snooze(ctx, input, chosen, time) {
    const given = snoozeInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    return snoozeChosen(ctx, given.data, time, chosen, (err, otherwise) =>
      askInPlace(ctx, err, 'snooze', given.data, otherwise),
    );
  },
  // The schedule's date and time fields (time-fields.ts): the reading stands for both fields.
  async schedule_create(ctx, input, chosen) {
    const given = scheduleCreateInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    return (await schedule()).createEventReply(ctx, given.data, chosen, true);
  },
  async schedule_edit(ctx, input, chosen) {
    const given = scheduleEditInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    return (await schedule()).editEventReply(ctx, given.data, chosen, true);
  },
  async schedule_change(ctx, input, chosen) {
    const given = changeTimeInput.safeParse(input);
    if (!given.success) return unusable(ctx);
    return (await schedule()).changeTimeReply(ctx, given.data, chosen);
  },
};

/** The time prompts' buttons (`ta:…`), for the router. */
export const timeAskButton = askButton(performers);
