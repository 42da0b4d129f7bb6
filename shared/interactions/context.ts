import { ButtonStyle, ComponentType, type APIInteractionResponse } from 'discord-api-types/v10';
import type { UserError } from '../domain/errors.js';
import type { Translate } from '../i18n.js';
import type { Logger } from '../usecases/ports.js';
import type { Clock, ReminderStore, ReplyVisibility, UserStore } from '../usecases/ports.js';
import type { DraftStore, EventStore, LinkedReminderStore } from '../usecases/schedule-ports.js';
import type {
  InvitationStore,
  NoticeStore,
  ParticipantStore,
} from '../usecases/participation-ports.js';
import type { ZoneLinks } from '../usecases/zone-detect.js';
import type {
  ConnectionStore,
  FeedStore,
  SyncStateStore,
} from '../calendar/usecases/calendar-ports.js';
import type { Sealer, SyncRequester } from '../calendar/usecases/calendar-connect.js';
import type { OAuthProvider } from '../calendar/providers/oauth-providers.js';
import type { OAuthStateStore } from '../calendar/usecases/calendar-oauth.js';
import type { Caller } from './envelope.js';
import {
  discordTime,
  replyVisibility,
  visibleReply,
  type Components,
  type Visibility,
} from './responses.js';

/** Everything the command handlers need, injected (Lambda, local runtime and tests build it differently). */
export interface InteractionDeps {
  readonly reminders: ReminderStore;
  readonly users: UserStore;
  readonly events: EventStore;
  readonly drafts: DraftStore;
  readonly linked: LinkedReminderStore;
  /** Shared events: participant rows and each event's counter. */
  readonly participants: ParticipantStore;
  /** Shared events: invitations, and invitees' choices about them. */
  readonly invitations: InvitationStore;
  /** DMs about shared events, for the dispatcher to send (domain/notice.ts). */
  readonly notices: NoticeStore;
  readonly feeds: FeedStore;
  readonly connections: ConnectionStore;
  readonly states: SyncStateStore;
  /** Null where credentials cannot be sealed (AWS without CALENDAR_PUBLIC_KEY): connecting is refused. */
  readonly sealer: Sealer | null;
  /**
   * Seals a `notification_method: webhook` URL, with the cipher the dispatcher opens it with;
   * absent or null where no dispatcher can open it (webhook delivery is refused then).
   */
  readonly webhookSealer?: Sealer | null;
  /** The local runtime's CALDAV_ALLOW_LOCAL: a CalDAV server over http or on loopback/private addresses is accepted. */
  readonly allowLocalCaldav?: boolean;
  readonly syncRequests: SyncRequester;
  readonly clock: Clock;
  readonly newId: (prefix: 'rem' | 'evt' | 'drf') => string;
  readonly translate: Translate;
  readonly log: Logger;
  /** Google/Microsoft connections: the providers the operator configured, and pending authorizations. Absent: none offered. */
  readonly oauth?: { readonly offered: readonly OAuthProvider[]; readonly states: OAuthStateStore };
  /** "Detect my time zone" links; absent when the bot has no public address or signing key. */
  readonly zoneLinks?: ZoneLinks;
}

/** A handler's view of one interaction: its caller, a translator bound to the caller's locale, the deps. */
export interface Ctx {
  readonly caller: Caller;
  readonly deps: InteractionDeps;
  /** The bot's public base URL (for links it hands out), when known. */
  readonly origin: string | undefined;
  t(key: string | readonly string[], params?: Record<string, unknown>): string;
}

export function makeCtx(caller: Caller, deps: InteractionDeps, origin?: string): Ctx {
  return { caller, deps, origin, t: (key, params) => deps.translate(caller.locale, key, params) };
}

export interface ComponentHandler {
  /** custom_id prefix, before the first ':'. */
  readonly prefix: string;
  /** `fields`: a modal submit's text inputs by custom_id (empty for buttons); `values`: a select menu's choices. */
  run(
    ctx: Ctx,
    args: readonly string[],
    fields: Readonly<Record<string, string>>,
    values?: readonly string[],
    /** A user select's chosen users that are bots. */
    bots?: readonly string[],
  ): Promise<APIInteractionResponse>;
}

/**
 * An expected mistake becomes an ephemeral, localized message, and is reported with
 * its context label (the spec's (spec-notes.md, Errors and context labels) error reporting).
 */
export function errorReply(ctx: Ctx, context: string, err: UserError): APIInteractionResponse {
  ctx.deps.log.info('user_error', { context, key: err.error, userId: ctx.caller.userId });
  const params: Record<string, unknown> = { ...err.params };
  if (typeof params['retryAt'] === 'number')
    params['retry'] = discordTime(params['retryAt'] * 1000, 'T'); // a clock time: true at any reading time, unlike 'R'
  if (typeof params['nextAt'] === 'number')
    params['next'] = discordTime(params['nextAt'] * 1000, 'F');
  return visibleReply(
    replyVisibility(ctx.caller, 'error', 'private'),
    ctx.t(`errors.${err.error}`, params),
  );
}

/**
 * A reply that shows the caller's stored records (lists, their saved zone): in chat only in
 * the bot's own DM, ephemeral anywhere others could read it, whatever `replies` says
 * ({@link replyVisibility}). Paging buttons update the same message, so later pages keep its
 * visibility.
 */
export function listingReply(
  ctx: Ctx,
  content: string,
  components?: Components,
): APIInteractionResponse {
  return visibleReply(replyVisibility(ctx.caller, 'listing', 'private'), content, components);
}

/**
 * How the caller's personal confirmation goes out ({@link replyVisibility}): the caller's
 * `replies` choice is read only where it matters (outside the bot's DM). Build the reply for
 * its `audience`, then send it with {@link visibleReply}.
 */
export async function confirmationVisibility(
  ctx: Ctx,
  /** The choice, when the use case already read the caller's profile. */
  known?: ReplyVisibility,
): Promise<Visibility> {
  if (ctx.caller.inBotDm) return replyVisibility(ctx.caller, 'confirmation', 'private');
  const replies = known ?? (await ctx.deps.users.getProfile(ctx.caller.userId)).replies;
  return replyVisibility(ctx.caller, 'confirmation', replies);
}

/**
 * Previous/Next buttons for page `page` of `pageCount`; `customId(n)` names page n (it carries
 * the owner's id, so nobody else can page through someone's list).
 */
export function pager(
  ctx: Ctx,
  page: number,
  pageCount: number,
  customId: (page: number) => string,
): Components {
  const button = (label: string, target: number, disabled: boolean) =>
    ({
      type: ComponentType.Button,
      style: ButtonStyle.Secondary,
      label,
      custom_id: customId(target),
      disabled,
    }) as const;
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        button(ctx.t('list.previous'), page - 1, page === 0),
        button(ctx.t('list.next'), page + 1, page >= pageCount - 1),
      ],
    },
  ];
}

/** A confirmation's two buttons: the destructive choice (red) and the one that keeps things as they are. */
export function confirmRow(
  yes: { readonly label: string; readonly customId: string },
  keep: { readonly label: string; readonly customId: string },
): Components {
  const button = (
    b: { readonly label: string; readonly customId: string },
    style: ButtonStyle.Danger | ButtonStyle.Secondary,
  ) => ({ type: ComponentType.Button, style, label: b.label, custom_id: b.customId }) as const;
  return [
    {
      type: ComponentType.ActionRow,
      components: [button(yes, ButtonStyle.Danger), button(keep, ButtonStyle.Secondary)],
    },
  ];
}
