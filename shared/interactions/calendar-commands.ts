import { ApplicationCommandOptionType, ButtonStyle, ComponentType, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { exportPath, feedPath, issueExport, issueFeed } from '../usecases/calendar-feed.js';
import { everywhere } from './command-scope.js';
import type { CommandHandler, Ctx } from './context.js';
import { discordTime, ephemeral } from './responses.js';

/**
 * `/calendar …` and `/schedule_export` (docs/decisions.md, "Calendar sync"). Replies are
 * ephemeral: they carry private URLs. Nothing here waits for a calendar provider.
 */
export const calendarCommandDefinitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[] = [
  {
    ...everywhere,
    name: 'calendar',
    description: 'Your events in other calendar apps',
    options: [
      {
        type: ApplicationCommandOptionType.Subcommand,
        name: 'feed',
        description: 'A private link any calendar app can subscribe to',
        options: [{ type: ApplicationCommandOptionType.Boolean, name: 'rotate', description: 'Make a new link; the old one stops working' }],
      },
    ],
  },
  { ...everywhere, name: 'schedule_export', description: 'Download your events as an .ics file' },
];

/** The bot's public base URL for links: configured, else the URL the interaction came to. */
function origin(ctx: Ctx): string {
  return (ctx.origin ?? 'http://localhost:8787').replace(/\/+$/, '');
}

function linkButton(label: string, url: string) {
  return [{ type: ComponentType.ActionRow as const, components: [{ type: ComponentType.Button as const, style: ButtonStyle.Link as const, label, url }] }];
}

export const calendarCommand: CommandHandler = {
  async run(ctx, options) {
    const now = ctx.deps.clock.now();
    const outcome = await issueFeed(ctx.deps.feeds, ctx.caller.userId, options['rotate'] === true, now);
    if (outcome.kind === 'exists') {
      return ephemeral(ctx.t('calendar.feed_exists', { since: discordTime(Date.parse(outcome.createdAt), 'D') }));
    }
    const url = `${origin(ctx)}${feedPath(outcome.token)}`;
    const key = options['rotate'] === true ? 'calendar.feed_rotated' : 'calendar.feed_created';
    return ephemeral(ctx.t(key, { url }));
  },
};

export const scheduleExportCommand: CommandHandler = {
  async run(ctx) {
    const now = ctx.deps.clock.now();
    const link = await issueExport(ctx.deps.feeds, ctx.caller.userId, now);
    const url = `${origin(ctx)}${exportPath(link.token)}`;
    return ephemeral(ctx.t('calendar.export_ready', { expires: discordTime(link.expiresAt, 'R') }), linkButton(ctx.t('calendar.export_button'), url));
  },
};
