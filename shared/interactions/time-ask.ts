/**
 * Ask instead of guessing (decisions.md): a time with two or more readings people use gets an
 * ephemeral prompt, one button per reading, and one press completes the command as it would
 * have run (same use case, same limits, same confirmation). The prompt is a draft (15 minutes);
 * its buttons carry the owner's id, so nobody else can press them.
 */
import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { scheduleLimits } from '../domain/schedule.js';
import type { TimeReading } from '../domain/time-expression.js';
import { resolveUserZone } from '../domain/zones.js';
import type { AskCommand } from '../usecases/schedule-ports.js';
import { saveAsk, takeAsk } from '../usecases/time-ask.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { discordTime, ephemeral, truncate } from './responses.js';
import { shortWhen } from './time-preview.js';
import { TIME_ASK_PREFIX } from './time-ask-prefix.js';

const CONTEXT = 'time_ask';
/** Discord: at most 5 buttons in a row. */
const MAX_READINGS = 5;

/**
 * The prompt for an error that carries several readings (`time_ambiguous` from a reader that can
 * ask); undefined for any other error, which the caller answers as before. `input`: the rest of
 * the command's input, kept in the draft for the press. Commands call it through
 * time-ask-prompt.ts, which imports this module on the first ambiguous time.
 */
export async function buildAskPrompt(
  ctx: Ctx,
  err: UserError,
  command: AskCommand,
  input: Readonly<Record<string, unknown>>,
): Promise<APIInteractionResponse | undefined> {
  const typed = err.params?.['typed'];
  const readings = err.readings?.slice(0, MAX_READINGS);
  if (
    err.error !== 'time_ambiguous' ||
    readings === undefined ||
    readings.length < 2 ||
    typeof typed !== 'string'
  )
    return undefined;
  const userId = ctx.caller.userId;
  const [draftId, profile] = await Promise.all([
    saveAsk(ctx.deps, userId, { command, typed, input }, readings),
    ctx.deps.users.getProfile(userId),
  ]);
  ctx.deps.log.info('time_ask', { context: command, userId, readings: readings.length });
  const zone = resolveUserZone(profile.timezone, ctx.caller.locale).zone;
  const lines = readings.map(
    (r, i) =>
      `${i + 1}. ${discordTime(r.time, 'F')} (${discordTime(r.time, 'R')})${r.zone === undefined ? '' : ` · ${r.zone}`}`,
  );
  const expires = discordTime(ctx.deps.clock.now() + scheduleLimits.draftTtlMs, 'R');
  const span = `\`${truncate(typed.replace(/`/g, ''), limits.listMessageChars)}\``;
  const content = `${ctx.t('remind.ask_prompt', { typed: span })}\n${lines.join('\n')}\n${ctx.t('remind.ask_expires', { expires })}`;
  const buttons = readings.map(
    (r, i) =>
      ({
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        // A label is plain text (no <t:…>): the moment in the caller's zone, or in the zone the reading names.
        label: truncate(
          `${i + 1} · ${shortWhen(r.time, r.zone ?? zone, ctx.caller.locale)}${r.zone === undefined ? '' : ` ${r.zone}`}`,
          80,
        ),
        custom_id: `${TIME_ASK_PREFIX}:${userId}:${draftId}:${i}`,
      }) as const,
  );
  return ephemeral(content, [{ type: ComponentType.ActionRow, components: buttons }]);
}

/** Completes a command with the reading pressed: the command's own use case and confirmation. */
export type AskPerformer = (
  ctx: Ctx,
  input: Readonly<Record<string, unknown>>,
  reading: TimeReading,
  typed: string,
) => Promise<APIInteractionResponse>;

/** The prompt's buttons, `ta:<owner>:<draft>:<reading index>`, completing each command with its performer. */
export function askButton(
  performers: Readonly<Record<AskCommand, AskPerformer>>,
): ComponentHandler {
  return {
    prefix: TIME_ASK_PREFIX,
    async run(ctx, [owner, draftId = '', index = '']) {
      if (owner !== ctx.caller.userId)
        return errorReply(ctx, CONTEXT, { ok: false, error: 'not_your_button' });
      const taken = await takeAsk(
        ctx.deps,
        ctx.caller.userId,
        draftId,
        /^\d$/.test(index) ? Number(index) : NaN,
      );
      if (!taken.ok) return errorReply(ctx, CONTEXT, taken);
      return performers[taken.pending.command](
        ctx,
        taken.pending.input,
        taken.reading,
        taken.pending.typed,
      );
    },
  };
}
