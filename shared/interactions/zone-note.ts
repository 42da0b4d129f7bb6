/**
 * The line every reply adds when it shows a time read in an assumed zone (decisions.md, Users:
 * `timezone: auto`): which zone, and how to set one, with a "Detect my time zone" button when
 * the bot knows its public address.
 *
 * The detect link carries a token bound to one user, so it only ever appears where that user
 * alone can see it: in an ephemeral reply. A reply everyone in the channel sees carries a plain
 * button instead, which answers whoever presses it with an ephemeral link of their own.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { UserZone } from '../domain/zones.js';
import type { ComponentHandler, Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { ephemeral, type Audience, type Components } from './responses.js';

/** custom_id of the public "Detect my time zone" button. */
export const DETECT_ZONE_ID = customIds.detectZone;

export type { Audience };

/**
 * The "Detect my time zone" button: for the caller's eyes only, a link button (style 5) to the
 * detect page; in a reply the channel sees, a button that hands out such links. Empty when
 * links are off. `fromPrompt`: the link is on a zone prompt, and the page says to go back and
 * press its Continue.
 */
export function detectZoneButton(ctx: Ctx, audience: Audience, fromPrompt = false): Components {
  const links = ctx.deps.zoneLinks;
  if (!links) return [];
  const label = ctx.t('zone.detect_button');
  const button =
    audience === 'caller'
      ? ({
          type: ComponentType.Button,
          style: ButtonStyle.Link,
          label,
          url: links.url(ctx.caller.userId, ctx.caller.locale, ctx.deps.clock.now(), fromPrompt),
        } as const)
      : ({
          type: ComponentType.Button,
          style: ButtonStyle.Secondary,
          label,
          custom_id: DETECT_ZONE_ID,
        } as const);
  return [{ type: ComponentType.ActionRow, components: [button] }];
}

/** The note for `zone` ('' when the caller chose it), and the detect button to go with it. */
export function assumedZoneNote(
  ctx: Ctx,
  zone: UserZone,
  audience: Audience,
): { readonly line: string; readonly components: Components } {
  if (!zone.assumed) return { line: '', components: [] };
  const key = zone.zone === 'UTC' ? 'zone.assumed_note_utc' : 'zone.assumed_note';
  return {
    line: `\n${ctx.t(key, { zone: zone.zone })}`,
    components: detectZoneButton(ctx, audience),
  };
}

/** The public button: whoever presses it gets a link for their own zone, ephemerally. */
export const detectZoneComponent: ComponentHandler = {
  prefix: DETECT_ZONE_ID,
  run(ctx) {
    const link = detectZoneButton(ctx, 'caller');
    return Promise.resolve(
      link.length > 0
        ? ephemeral(ctx.t('zone.detect_prompt'), link)
        : ephemeral(ctx.t('zone.detect_unavailable')),
    );
  },
};
