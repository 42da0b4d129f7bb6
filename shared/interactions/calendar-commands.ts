import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import { userError } from '../domain/errors.js';
import {
  calendarStatus,
  caldavLimits,
  connectCaldav,
  disconnect,
  requestSync,
} from '../calendar/usecases/calendar-connect.js';
import { issueExport, issueFeed } from '../calendar/usecases/calendar-feed.js';
import { exportPath, feedPath } from '../calendar/domain/feed-paths.js';
import { isOAuthProvider, type OAuthProvider } from '../calendar/providers/oauth-providers.js';
import { beginAuthorization } from '../calendar/usecases/calendar-oauth.js';
import { descriptorOf, providers, type Provider } from '../calendar/providers/index.js';
import { providerName } from '../calendar/interactions/provider-names.js';
import type { definition } from './commands/calendar.js';
import type { definition as exportDefinition } from './commands/schedule-export.js';
import type { HandlerOf } from './commands/unit.js';
import { errorReply, type ComponentHandler, type Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { discordTime, ephemeral, modal } from './responses.js';

/** The bot's public base URL for links: configured, else the URL the interaction came to. */
function origin(ctx: Ctx): string {
  return (ctx.origin ?? 'http://localhost:8787').replace(/\/+$/, '');
}

function linkButton(label: string, url: string) {
  return [
    {
      type: ComponentType.ActionRow as const,
      components: [
        { type: ComponentType.Button as const, style: ButtonStyle.Link as const, label, url },
      ],
    },
  ];
}

const CONNECT_MODAL = customIds.caldavConnect;

function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (providers as readonly string[]).includes(value);
}

/**
 * How long a successful call to the calendar vouches for the grant: ✅ only within it. After
 * that (a quiet day, a restart of the provider) the grant is not known to work any more, so
 * the status says when it last did and that `/calendar sync` checks it.
 */
export const GRANT_CHECK_FRESH_MS = 15 * 60_000;

/** A connected calendar's line: ✅ with a recent check, "not checked since …" without one. */
function grantState(ctx: Ctx, lastSuccessAt: string | null, connectedAt: string): string {
  // Connecting checks the grant (Google, Outlook: the identity call; CalDAV: the server's check).
  const checkedAt = Date.parse(lastSuccessAt ?? connectedAt);
  const at = discordTime(checkedAt, 'R');
  if (ctx.deps.clock.now() - checkedAt > GRANT_CHECK_FRESH_MS)
    return ctx.t('calendar.state_unchecked', { at });
  return lastSuccessAt ? ctx.t('calendar.state_ok', { at }) : ctx.t('calendar.state_connected');
}

async function status(ctx: Ctx): Promise<APIInteractionResponse> {
  const { connections, unsettled } = await calendarStatus(ctx.deps, ctx.caller.userId);
  if (connections.length === 0) return ephemeral(ctx.t('calendar.status_none'));
  const lines = [`**${ctx.t('calendar.status_title')}**`];
  for (const c of connections) {
    const state =
      c.status === 'checking'
        ? ctx.t('calendar.state_checking')
        : c.status === 'disconnecting'
          ? ctx.t('calendar.state_disconnecting')
          : // A reason without a text of its own (checks saved before the reasons were grouped) reads as the grouped one.
            c.status === 'rejected'
            ? ctx.t('calendar.state_rejected', {
                reason: ctx.t([`errors.${c.reason ?? ''}`, 'errors.caldav_connect_failed']),
              })
            : c.authFailedAt
              ? ctx.t('calendar.state_auth_failed')
              : grantState(ctx, c.lastSuccessAt, c.connectedAt);
    // The label: the connected account's email (Google, Outlook) or the CalDAV server's host.
    lines.push(`• ${providerName(ctx.t, c.provider)}${c.label ? ` · ${c.label}` : ''}: ${state}`);
    const mine = unsettled.filter((u) => u.provider === c.provider);
    for (const u of mine.slice(0, 10)) {
      const key = u.status === 'failed' ? 'calendar.event_failed' : 'calendar.event_pending';
      lines.push(
        `  ◦ \`${u.eventId}\` ${ctx.t(key, { reason: u.reason ?? '', ...(u.retryAt ? { at: discordTime(u.retryAt, 'R') } : { at: '' }) })}`,
      );
    }
    if (mine.length > 10)
      lines.push(`  ◦ ${ctx.t('calendar.event_more', { more: mine.length - 10 })}`);
  }
  return ephemeral(lines.join('\n'));
}

/** Google or Microsoft: a link (for this user, once, 10 minutes) to the provider's consent page. */
async function connectOAuth(
  ctx: Ctx,
  provider: OAuthProvider,
  now: number,
): Promise<APIInteractionResponse> {
  const oauth = ctx.deps.oauth;
  if (!oauth?.offered.includes(provider) || !ctx.deps.sealer)
    return errorReply(ctx, 'calendar', userError('calendar_provider_unavailable'));
  const { startUrl, expiresAt } = await beginAuthorization(
    { oauthStates: oauth.states },
    {
      userId: ctx.caller.userId,
      userName: ctx.caller.name ?? '',
      provider,
      locale: ctx.caller.locale,
      origin: origin(ctx),
      // Once connected, this reply (the link's) says so in Discord.
      reply: { applicationId: ctx.caller.applicationId, token: ctx.caller.token },
      now,
    },
  );
  const name = providerName(ctx.t, provider);
  return ephemeral(
    ctx.t('calendar.oauth_link', { provider: name, expires: discordTime(expiresAt, 'R') }),
    linkButton(ctx.t('calendar.oauth_button', { provider: name }), startUrl),
  );
}

export const calendarCommand: HandlerOf<typeof definition> = {
  async run(ctx, input) {
    const now = ctx.deps.clock.now();
    switch (input.subcommand) {
      case 'connect': {
        const provider = input.options.provider;
        if (isOAuthProvider(provider)) return connectOAuth(ctx, provider, now);
        const connects = (providers as readonly string[]).includes(provider)
          ? descriptorOf(provider as Provider).connect
          : undefined;
        if (connects !== 'caldav')
          return errorReply(ctx, 'calendar', userError('calendar_provider_unavailable'));
        return modal(`${CONNECT_MODAL}:${ctx.caller.userId}`, ctx.t('calendar.modal_title'), [
          {
            customId: 'server_url',
            label: ctx.t('calendar.modal_url'),
            placeholder: 'https://cloud.example.com/remote.php/dav',
            maxLength: caldavLimits.urlLength,
          },
          {
            customId: 'username',
            label: ctx.t('calendar.modal_username'),
            maxLength: caldavLimits.usernameLength,
          },
          {
            customId: 'password',
            label: ctx.t('calendar.modal_password'),
            placeholder: ctx.t('calendar.modal_password_hint'),
            maxLength: caldavLimits.passwordLength,
          },
        ]);
      }
      case 'status':
        return status(ctx);
      case 'sync': {
        const queued = await requestSync(ctx.deps, ctx.caller.userId, now);
        if (queued.kind === 'no_calendar') return ephemeral(ctx.t('calendar.status_none'));
        if (queued.kind === 'rate_limited')
          return errorReply(
            ctx,
            'calendar',
            userError('calendar_sync_rate_limited', { retryAt: Math.ceil(queued.retryAt / 1000) }),
          );
        const queuedText = ctx.t('calendar.sync_queued', {
          count: queued.events,
          calendars: queued.calendars,
        });
        return ephemeral(
          queued.shared > 0
            ? `${queuedText} ${ctx.t('calendar.sync_shared', { count: queued.shared })}`
            : queuedText,
        );
      }
      case 'disconnect': {
        const provider = input.options.provider;
        if (!isProvider(provider))
          return errorReply(ctx, 'calendar', userError('calendar_provider_unavailable'));
        const outcome = await disconnect(
          ctx.deps,
          ctx.caller.userId,
          provider,
          input.options.remove_events === true,
        );
        const name = providerName(ctx.t, provider);
        if (outcome.kind === 'not_connected')
          return ephemeral(ctx.t('calendar.not_connected', { provider: name }));
        if (outcome.kind === 'disconnected')
          return ephemeral(
            ctx.t(
              input.options.remove_events === true
                ? 'calendar.disconnected_nothing_to_remove'
                : 'calendar.disconnected',
              { provider: name },
            ),
          );
        return ephemeral(
          ctx.t(outcome.events > 0 ? 'calendar.disconnecting_removing' : 'calendar.disconnecting', {
            provider: name,
            count: outcome.events,
          }),
        );
      }
    }
    const rotate = input.options.rotate === true;
    const outcome = await issueFeed(ctx.deps.feeds, ctx.caller.userId, rotate, now);
    if (outcome.kind === 'exists') {
      return ephemeral(
        ctx.t('calendar.feed_exists', { since: discordTime(Date.parse(outcome.createdAt), 'D') }),
      );
    }
    const url = `${origin(ctx)}${feedPath(outcome.token)}`;
    const key = rotate ? 'calendar.feed_rotated' : 'calendar.feed_created';
    return ephemeral(ctx.t(key, { url }));
  },
};

export const scheduleExportCommand: HandlerOf<typeof exportDefinition> = {
  async run(ctx) {
    const now = ctx.deps.clock.now();
    const link = await issueExport(ctx.deps.feeds, ctx.caller.userId, now);
    const url = `${origin(ctx)}${exportPath(link.token)}`;
    return ephemeral(
      ctx.t('calendar.export_ready', { expires: discordTime(link.expiresAt, 'R') }),
      linkButton(ctx.t('calendar.export_button'), url),
    );
  },
};

/** The CalDAV modal's submit: the fields are checked for form, sealed and saved as `checking`. */
export const caldavConnectModal: ComponentHandler = {
  prefix: CONNECT_MODAL,
  async run(ctx, args, fields) {
    if (args[0] !== ctx.caller.userId)
      return errorReply(ctx, 'calendar', userError('not_your_button'));
    const result = await connectCaldav(ctx.deps, {
      userId: ctx.caller.userId,
      serverUrl: fields['server_url'] ?? '',
      username: fields['username'] ?? '',
      password: fields['password'] ?? '',
      now: ctx.deps.clock.now(),
    });
    if (!result.ok) return errorReply(ctx, 'calendar', result);
    return ephemeral(ctx.t('calendar.connect_checking'));
  },
};
