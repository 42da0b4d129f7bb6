import { zoneOffsetLabel } from '../domain/zones.js';
import { setTimezone, showTimezone, suggestZones } from '../usecases/timezone.js';
import { errorReply, listingReply, type CommandHandler } from './context.js';
import { choices, reply } from './responses.js';

/** /timezone set zone:… and /timezone show. */
export const timezoneCommand: CommandHandler = {
  async run(ctx, options, subcommand) {
    const now = ctx.deps.clock.now();
    if (subcommand === 'set') {
      const result = await setTimezone(ctx.deps, { userId: ctx.caller.userId, zone: String(options['zone'] ?? '') });
      if (!result.ok) return errorReply(ctx, 'timezone', result);
      return reply(ctx.t('timezone.set', { zone: result.zone, offset: zoneOffsetLabel(result.zone, now) }));
    }
    const zone = await showTimezone(ctx.deps, { userId: ctx.caller.userId });
    return listingReply(ctx, zone ? ctx.t('timezone.show', { zone, offset: zoneOffsetLabel(zone, now) }) : ctx.t('timezone.show_default'));
  },
  async autocomplete(_ctx, focused) {
    return choices(suggestZones(focused.value).map((z) => ({ name: z, value: z })));
  },
};
