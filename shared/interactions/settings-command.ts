import { ComponentType } from 'discord-api-types/v10';
import { durationWords } from '../domain/event-text.js';
import { zoneOffsetLabel } from '../domain/zones.js';
import { updateSettings, type SettingsView } from '../usecases/settings.js';
import { suggestZones } from '../usecases/timezone.js';
import type { definition } from './commands/settings.js';
import type { HandlerOf } from './commands/unit.js';
import { confirmationVisibility, errorReply, listingReply, type Ctx } from './context.js';
import { allowAgainButton } from './event-share.js';
import { choices, visibleReply, type Components } from './responses.js';
import { abbreviationPrompt } from './zone-choice.js';
import { zoneMoveOffer } from './zone-move-offer.js';

function view(ctx: Ctx, v: SettingsView, changed: boolean): string {
  const now = ctx.deps.clock.now();
  const zone = ctx.t(v.zone.assumed ? 'settings.zone_auto' : 'settings.zone', {
    zone: v.zone.zone,
    offset: zoneOffsetLabel(v.zone.zone, now),
  });
  const advance =
    v.advanceMinutes > 0
      ? ctx.t('settings.advance', { duration: durationWords(ctx.t, v.advanceMinutes * 60) })
      : ctx.t('settings.advance_off');
  return [
    `**${ctx.t(changed ? 'settings.saved' : 'settings.title')}**`,
    `• ${ctx.t(`settings.method_${v.notificationMethod}`, { webhook: v.webhookHint ?? '' })}`,
    `• ${advance}`,
    `• ${ctx.t(v.maybeReminders ? 'participant.maybe_on' : 'participant.maybe_off')}`,
    `• ${zone}`,
    `• ${ctx.t(`settings.replies_${v.replies}`)}`,
    ctx.t('settings.hint'),
  ].join('\n');
}

/** Owners shown with an **Allow again** button each: four rows of five, room for one more row. */
const MAX_BLOCKED_SHOWN = 20;

/**
 * The owners the caller stopped invitations from, numbered (mentions show each reader their
 * names; a button label cannot), with one **Allow #n again** button each.
 */
async function blockedList(ctx: Ctx): Promise<{ line: string; components: Components }> {
  const owners = await ctx.deps.invitations.blockedBy(ctx.caller.userId);
  if (owners.length === 0) return { line: '', components: [] };
  const shown = owners.slice(0, MAX_BLOCKED_SHOWN);
  const more = owners.length - shown.length;
  const list = shown.map((id, i) => `${i + 1}. <@${id}>`).join(' · ');
  const buttons = shown.map((id, i) =>
    allowAgainButton(ctx.t('settings.allow_again', { n: i + 1 }), id),
  );
  const components: Components = [];
  for (let i = 0; i < buttons.length; i += 5)
    components.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  return {
    line: `\n${ctx.t('settings.blocked', { owners: more > 0 ? `${list} +${more}` : list })}`,
    components,
  };
}

export const settingsCommand: HandlerOf<typeof definition> = {
  async run(ctx, options) {
    const result = await updateSettings(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      notificationMethod: options.notification_method,
      advanceMinutes: options.reminder_advance_minutes,
      zone: options.zone,
      replies: options.replies,
      maybeReminders: options.maybe_reminders,
      webhookUrl: options.webhook_url,
    });
    if (!result.ok) return abbreviationPrompt(ctx, result) ?? errorReply(ctx, 'settings', result);
    const offer = result.zoneChange
      ? await zoneMoveOffer(ctx, result.zoneChange.from, result.zoneChange.to)
      : { line: '', components: [] };
    const content = `${view(ctx, result.view, result.changed)}${offer.line}`;
    // Shown without a change, or with an offer naming reminders: private like every listing,
    // with the owners the caller stopped invitations from (never in a public confirmation).
    // Changed: a confirmation, which follows the caller's `replies` (as just saved).
    if (result.changed && offer.line === '')
      return visibleReply(await confirmationVisibility(ctx), content);
    const blocked = await blockedList(ctx);
    return listingReply(ctx, `${content}${blocked.line}`, [
      ...blocked.components,
      ...offer.components,
    ]);
  },
  async autocomplete(_ctx, focused) {
    return choices(focused.name === 'zone' ? suggestZones(focused.value) : []);
  },
};
