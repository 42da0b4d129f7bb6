/**
 * The line every reply adds when it shows a time read in an assumed zone (decisions.md, Users:
 * `timezone: auto`): which zone, and how to set one, with a "Detect my time zone" link button
 * when the bot knows its public address.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { UserZone } from '../domain/zones.js';
import type { Ctx } from './context.js';
import type { Components } from './responses.js';

/** A link button (style 5) to the detect page for the caller; empty when links are off. */
export function detectZoneButton(ctx: Ctx): Components {
  const links = ctx.deps.zoneLinks;
  if (!links) return [];
  const url = links.url(ctx.caller.userId, ctx.caller.locale, ctx.deps.clock.now());
  return [{ type: ComponentType.ActionRow, components: [{ type: ComponentType.Button, style: ButtonStyle.Link, label: ctx.t('zone.detect_button'), url }] }];
}

/** The note for `zone` ('' when the caller chose it), and the detect button to go with it. */
export function assumedZoneNote(ctx: Ctx, zone: UserZone): { readonly line: string; readonly components: Components } {
  if (!zone.assumed) return { line: '', components: [] };
  const key = zone.zone === 'UTC' ? 'zone.assumed_note_utc' : 'zone.assumed_note';
  return { line: `\n${ctx.t(key, { zone: zone.zone })}`, components: detectZoneButton(ctx) };
}
