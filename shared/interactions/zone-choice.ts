/**
 * /timezone set and /settings zone: the reply to a zone saved (its name and offset, `auto`, a
 * note that a fixed offset ignores daylight saving time, and the offer to move reminders), and
 * the question an abbreviation naming several zones asks (`IST`: India, Ireland, Israel), one
 * button per zone, `tzs:<owner>:<zone>`, which saves the zone pressed.
 */
import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import { isFixedOffset, resolveZone, zoneOffsetLabel } from '../domain/zones.js';
import { saveZone } from '../usecases/timezone.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { ephemeral, truncate, updateMessage, type Components } from './responses.js';
import { zoneDisplayName } from './time-ask.js';
import { zoneMoveOffer } from './zone-move-offer.js';

const PREFIX = customIds.zoneSet;

/** A zone saved: what the caller reads, and the offer to move reminders read in `from`. */
export async function zoneSetReply(
  ctx: Ctx,
  result: { readonly zone: string; readonly from: string; readonly auto: boolean },
): Promise<{ readonly text: string; readonly offer: { line: string; components: Components } }> {
  const offset = zoneOffsetLabel(result.zone, ctx.deps.clock.now());
  const said = ctx.t(result.auto ? 'timezone.auto' : 'timezone.set', {
    zone: result.zone,
    offset,
  });
  const text =
    !result.auto && isFixedOffset(result.zone) ? `${said}\n${ctx.t('timezone.fixed_note')}` : said;
  return { text, offer: await zoneMoveOffer(ctx, result.from, result.zone) };
}

/**
 * The question for `timezone_ambiguous` (an abbreviation such as `IST`): one button per zone it
 * names, each with the zone's name in the caller's language; undefined for any other error.
 */
export function abbreviationPrompt(ctx: Ctx, err: UserError): APIInteractionResponse | undefined {
  const typed = err.params?.['typed'];
  const zones = err.params?.['zones'];
  if (err.error !== 'timezone_ambiguous' || typeof typed !== 'string' || typeof zones !== 'string')
    return undefined;
  const now = ctx.deps.clock.now();
  const buttons = zones
    .split(', ')
    .slice(0, 5)
    .map(
      (zone) =>
        ({
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          label: truncate(
            `${zoneDisplayName(zone, ctx.caller.locale, now)} (${zoneOffsetLabel(zone, now)})`,
            80,
          ),
          custom_id: `${PREFIX}:${ctx.caller.userId}:${zone}`,
        }) as const,
    );
  return ephemeral(
    ctx.t('timezone.ask_abbreviation', { typed: `\`${typed.replace(/`/g, '')}\`` }),
    [{ type: ComponentType.ActionRow, components: buttons }],
  );
}

/** A press on one of the question's zones: saves it, in place of the question. */
export const zoneSetComponent: ComponentHandler = {
  prefix: PREFIX,
  async run(ctx, [owner, name = '']) {
    if (owner !== ctx.caller.userId)
      return errorReply(ctx, 'timezone', { ok: false, error: 'not_your_button' });
    const zone = resolveZone(name);
    if (zone === null) return errorReply(ctx, 'timezone', { ok: false, error: 'timezone_invalid' });
    const from = await saveZone(ctx.deps, ctx.caller.userId, zone, ctx.caller.locale);
    const { text, offer } = await zoneSetReply(ctx, { zone, from, auto: false });
    return updateMessage(`${text}${offer.line}`, offer.components);
  },
};
