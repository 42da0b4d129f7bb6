/**
 * After a zone change (/timezone set, /settings zone, the zone prompt's buttons): the offer to
 * move the active reminders read in the earlier zone, and its "Move them" button.
 */
import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import { limits } from '../domain/limits.js';
import { moveToZone, zoneMoves } from '../usecases/zone-move.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { discordTime, truncate, updateMessage, type Components } from './responses.js';

/** custom_id of "Move them": `zm:<owner>:<from>:<to>` (zone names are at most 32 characters). */
const MOVE_ID = customIds.zoneMove;

/** How many moves the offer spells out. */
const MOVES_SHOWN = 3;

/**
 * After the caller's zone changed from `from` to `to`: the offer to move the active reminders
 * read in `from` (how many, the first few with their time before → after, and one button), or
 * nothing when none would move. decisions.md, "The zone before the first reminder".
 */
export async function zoneMoveOffer(
  ctx: Ctx,
  from: string,
  to: string,
): Promise<{ readonly line: string; readonly components: Components }> {
  const moves = await zoneMoves(ctx.deps, ctx.caller.userId, from, to);
  const customId = `${MOVE_ID}:${ctx.caller.userId}:${from}:${to}`;
  if (moves.length === 0 || customId.length > 100) return { line: '', components: [] };
  const shown = moves.slice(0, MOVES_SHOWN).map(({ before, after }) => {
    const text = truncate(before.message.replace(/\s+/g, ' '), limits.listMessageChars);
    const was = discordTime(Date.parse(before.remindTime), 'f');
    const now = discordTime(Date.parse(after.remindTime), 'f');
    return `• \`${before.id}\` ${text}: ${was} → ${now}`;
  });
  const more = moves.length > MOVES_SHOWN ? ['…'] : [];
  const offer = ctx.t('zone_ask.move_offer', { total: moves.length, from, to });
  return {
    line: `\n${[offer, ...shown, ...more].join('\n')}`,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            label: ctx.t('zone_ask.move_button'),
            custom_id: customId,
          },
        ],
      },
    ],
  };
}

/** "Move them": moves what still moves, in place of the offer; only its owner may press it. */
export const zoneMoveComponent: ComponentHandler = {
  prefix: MOVE_ID,
  async run(ctx, [owner, from = '', to = '']) {
    if (owner !== ctx.caller.userId)
      return errorReply(ctx, 'zone_move', { ok: false, error: 'not_your_button' });
    const moved = await moveToZone(ctx.deps, ctx.caller.userId, from, to);
    return updateMessage(
      moved > 0 ? ctx.t('zone_ask.moved', { total: moved, to }) : ctx.t('zone_ask.move_none'),
      [],
    );
  },
};

/** `response` (a reply or an update) with the offer after its text and its button below its own. */
export function withOffer(
  response: APIInteractionResponse,
  offer: { readonly line: string; readonly components: Components },
): APIInteractionResponse {
  if (
    offer.line === '' ||
    (response.type !== InteractionResponseType.UpdateMessage &&
      response.type !== InteractionResponseType.ChannelMessageWithSource)
  )
    return response;
  const data = response.data ?? {};
  return {
    ...response,
    data: {
      ...data,
      content: `${data.content ?? ''}${offer.line}`,
      components: [...(data.components ?? []), ...offer.components].slice(0, 5),
    },
  };
}
