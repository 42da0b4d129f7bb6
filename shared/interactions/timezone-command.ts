import { zoneOffsetLabel } from '../domain/zones.js';
import { setTimezone, showTimezone, suggestZones } from '../usecases/timezone.js';
import type { definition } from './commands/timezone.js';
import type { HandlerOf } from './commands/unit.js';
import { confirmationVisibility, errorReply } from './context.js';
import { choices, ephemeral, visibleReply } from './responses.js';
import { abbreviationPrompt, zoneSetReply } from './zone-choice.js';
import { detectZoneButton } from './zone-note.js';

/**
 * /timezone set zone:… (aliases, abbreviations, IANA names, cities; a near miss answers
 * "did you mean") and /timezone show (the zone in effect, `auto` when assumed, with the
 * "Detect my time zone" link), which only the caller sees.
 */
export const timezoneCommand: HandlerOf<typeof definition> = {
  async run(ctx, input) {
    const now = ctx.deps.clock.now();
    if (input.subcommand === 'set') {
      const result = await setTimezone(ctx.deps, {
        userId: ctx.caller.userId,
        zone: input.options.zone,
        locale: ctx.caller.locale,
      });
      if (!result.ok) return abbreviationPrompt(ctx, result) ?? errorReply(ctx, 'timezone', result);
      const { text, offer } = await zoneSetReply(ctx, result);
      // The offer names reminders: only their owner sees it. Otherwise a confirmation.
      return offer.line === ''
        ? visibleReply(await confirmationVisibility(ctx), text)
        : ephemeral(`${text}${offer.line}`, offer.components);
    }
    const shown = await showTimezone(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
    });
    const text = ctx.t(`timezone.show_${shown.source}`, {
      zone: shown.zone,
      offset: zoneOffsetLabel(shown.zone, now),
    });
    // Only the caller sees it: the detect link in it is theirs alone.
    const button = detectZoneButton(ctx, 'caller');
    return ephemeral(text, button.length > 0 ? button : undefined);
  },
  async autocomplete(_ctx, focused) {
    return choices(suggestZones(focused.value));
  },
};
