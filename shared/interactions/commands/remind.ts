import { ApplicationCommandOptionType, type APIInteractionResponse } from 'discord-api-types/v10';
import { limits } from '../../domain/limits.js';
import { repeatPatterns } from '../../domain/reminder.js';
import { suggestTimeExpressions } from '../../domain/time-expression.js';
import { resolveUserZone } from '../../domain/zones.js';
import { remind as remindUseCase } from '../../usecases/remind.js';
import { everywhere } from '../command-scope.js';
import { confirmationVisibility } from '../context.js';
import { remindedReply, timeErrorReply, type RemindOptions } from '../reminder-replies.js';
import { choices, visibleReply } from '../responses.js';
import type { Ctx } from '../context.js';
import { askPrompt } from '../time-ask-prompt.js';
import { timeChoices } from '../time-preview.js';
import { slashCommand, type SlashDefinition } from './unit.js';

/**
 * The live preview of a time option (/remind's `time`, /schedule_create's `time`): the reader's
 * reading of what was typed, in the caller's zone and language (time-preview.ts).
 */
export async function timePreview(ctx: Ctx, typed: string): Promise<APIInteractionResponse> {
  // One GetItem for the caller's zone; parsing and formatting take well under a millisecond.
  const profile = await ctx.deps.users.getProfile(ctx.caller.userId);
  const timeCtx = {
    now: ctx.deps.clock.now(),
    zone: resolveUserZone(profile.timezone, ctx.caller.locale).zone,
    locale: ctx.caller.locale,
  };
  return choices(
    timeChoices(typed, timeCtx, ctx.deps.translate, (text) =>
      suggestTimeExpressions(text, timeCtx),
    ),
  );
}

/** `repeat`'s choices, shared with /edit_reminder. */
export const repeatChoices = repeatPatterns.map((p) => ({ name: p, value: p }));

/** `times` and `until`, shared with /edit_reminder. */
export const timesOption = {
  type: ApplicationCommandOptionType.Integer,
  name: 'times',
  description: 'For a repeating reminder: stop after this many reminders',
  min_value: 1,
  max_value: limits.maxTriggers,
} as const;
export const untilOption = {
  type: ApplicationCommandOptionType.String,
  name: 'until',
  description: 'For a repeating reminder: the last day (e.g. 2027-03-31), in your time zone',
  max_length: limits.timeExpressionLength,
} as const;

export const definition = {
  ...everywhere,
  name: 'remind',
  description: 'Set a reminder that arrives as a DM',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'message',
      description: 'What to remind you of',
      required: true,
      max_length: limits.reminderMessageLength,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'time',
      description: 'When: "in 2 hours", "tomorrow at 3pm", "friday", "2026-12-25 14:30"',
      required: true,
      max_length: limits.timeExpressionLength,
      // The live preview: Discord sends what is typed, the bot answers with its reading.
      autocomplete: true,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'repeat',
      description: 'Repeat the reminder',
      choices: repeatChoices,
    },
    timesOption,
    untilOption,
  ],
} as const satisfies SlashDefinition;

/** /remind message time [repeat] [times] [until]: the confirmation (private outside the bot's DM unless `replies: public`), or the time prompt. */
export const remind = slashCommand(definition, {
  async run(ctx, options) {
    const given: RemindOptions = {
      message: options.message,
      repeat: options.repeat,
      times: options.times,
      until: options.until,
      // Where the caller may not post, a prompt's press delivers by DM.
      channelId: ctx.caller.channelRefused === true ? undefined : ctx.caller.botChannelId,
    };
    const result = await remindUseCase(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      time: options.time,
      ...given,
      channelId: ctx.caller.botChannelId,
      channelRefused: ctx.caller.channelRefused,
    });
    if (!result.ok)
      return (await askPrompt(ctx, result, 'remind', given)) ?? timeErrorReply(ctx, result);
    const visibility = await confirmationVisibility(ctx, result.replies);
    const { content, components } = remindedReply(ctx, given, result, visibility.audience);
    return visibleReply(visibility, content, components);
  },
  autocomplete(ctx, focused) {
    return focused.name === 'time' ? timePreview(ctx, focused.value) : Promise.resolve(choices([]));
  },
});
