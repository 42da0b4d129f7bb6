import {
  InteractionResponseType,
  MessageFlags,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import type { Ctx } from './context.js';

/** Discord's limit on a message's content. @see https://discord.com/developers/docs/resources/message#create-message-jsonform-params */
const MAX_CONTENT = 2000;

/**
 * Starts reading how many reminders could not be delivered to the caller (their DMs refused
 * them) that they were not told about yet. Runs beside the command's own work; a failed read
 * counts as none (the notice waits for the next reply).
 */
export function pendingUndelivered(ctx: Ctx): Promise<number> {
  return ctx.deps.users.undeliveredNotice(ctx.caller.userId).catch((err: unknown) => {
    ctx.deps.log.error('undelivered_notice', err, { userId: ctx.caller.userId });
    return 0;
  });
}

/** True for a reply that only the caller reads: ephemeral, or anything in the bot's own DM. */
function privateReply(
  ctx: Ctx,
  response: APIInteractionResponse,
): response is Extract<
  APIInteractionResponse,
  { type: InteractionResponseType.ChannelMessageWithSource }
> {
  if (response.type !== InteractionResponseType.ChannelMessageWithSource) return false;
  return ctx.caller.inBotDm || ((response.data?.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
}

/**
 * "No silent loss" (decisions.md): a reply carries one line saying how many reminders could not
 * be delivered and how to open DMs, then the counter goes down by what was told. Only replies the
 * caller alone reads carry it (a channel does not learn about someone's reminders); a public reply
 * leaves the notice for the next private one. When the counter changed meanwhile, nothing is said
 * now and the next reply tells the new count.
 */
export async function withUndeliveredNote(
  ctx: Ctx,
  count: number,
  response: APIInteractionResponse,
): Promise<APIInteractionResponse> {
  if (count <= 0 || !privateReply(ctx, response)) return response;
  const content = response.data?.content ?? '';
  const line = ctx.t('delivery.undelivered', { count });
  const text = content ? `${content}\n\n${line}` : line;
  if ([...text].length > MAX_CONTENT) return response;
  if (!(await ctx.deps.users.clearUndeliveredNotice(ctx.caller.userId, count))) return response;
  return { ...response, data: { ...response.data, content: text } };
}
