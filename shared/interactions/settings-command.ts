import { ApplicationCommandOptionType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { durationWords } from '../domain/event-text.js';
import { zoneOffsetLabel } from '../domain/zones.js';
import { notificationMethods } from '../usecases/ports.js';
import { MAX_ADVANCE_MINUTES, updateSettings, type SettingsView } from '../usecases/settings.js';
import { suggestZones } from '../usecases/timezone.js';
import { everywhere } from './command-scope.js';
import { errorReply, listingReply, type CommandHandler, type Ctx } from './context.js';
import { choices } from './responses.js';

/**
 * /settings: shows the spec's preferences that do something here (notification_method,
 * reminder_advance_minutes, the zone), and sets whichever options are given.
 */
export const settingsCommandDefinition: RESTPostAPIChatInputApplicationCommandsJSONBody = {
  ...everywhere,
  name: 'settings',
  description: 'Show or change how reminders reach you, and your time zone',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'notification_method',
      description: 'Where reminders arrive: as a DM, or in the server channel you set them in',
      choices: notificationMethods.map((m) => ({ name: m, value: m })),
    },
    {
      type: ApplicationCommandOptionType.Integer,
      name: 'reminder_advance_minutes',
      description: 'A reminder this many minutes before each new event (0: none)',
      min_value: 0,
      max_value: MAX_ADVANCE_MINUTES,
    },
    { type: ApplicationCommandOptionType.String, name: 'zone', description: 'Your time zone: Taipei, EST, America/New_York', autocomplete: true, max_length: 64 },
  ],
};

function view(ctx: Ctx, v: SettingsView, changed: boolean): string {
  const now = ctx.deps.clock.now();
  const zone = ctx.t(v.zone.assumed ? 'settings.zone_auto' : 'settings.zone', { zone: v.zone.zone, offset: zoneOffsetLabel(v.zone.zone, now) });
  const advance = v.advanceMinutes > 0 ? ctx.t('settings.advance', { duration: durationWords(ctx.t, v.advanceMinutes * 60) }) : ctx.t('settings.advance_off');
  return [
    `**${ctx.t(changed ? 'settings.saved' : 'settings.title')}**`,
    `• ${ctx.t(`settings.method_${v.notificationMethod}`)}`,
    `• ${advance}`,
    `• ${zone}`,
    ctx.t('settings.hint'),
  ].join('\n');
}

export const settingsCommand: CommandHandler = {
  async run(ctx, options) {
    const result = await updateSettings(ctx.deps, {
      userId: ctx.caller.userId,
      locale: ctx.caller.locale,
      notificationMethod: typeof options['notification_method'] === 'string' ? options['notification_method'] : undefined,
      advanceMinutes: typeof options['reminder_advance_minutes'] === 'number' ? options['reminder_advance_minutes'] : undefined,
      zone: typeof options['zone'] === 'string' ? options['zone'] : undefined,
    });
    if (!result.ok) return errorReply(ctx, 'settings', result);
    // The caller's stored preferences: private outside the bot's DM, like every listing.
    return listingReply(ctx, view(ctx, result.view, result.changed));
  },
  async autocomplete(_ctx, focused) {
    return choices(focused.name === 'zone' ? suggestZones(focused.value) : []);
  },
};
