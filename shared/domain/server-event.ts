/**
 * The server's own Discord scheduled event for a posted card (issue 22, item 9; docs/decisions.md,
 * "Shared events: the server's scheduled event"). Pure: what Discord is sent, from the event and
 * the clock the caller passes in.
 * @see https://discord.com/developers/docs/resources/guild-scheduled-event
 */
import { escapeMarkdownWithin } from './discord-markdown.js';
import { noticeId, type Notice } from './notice.js';
import { nextOccurrenceAfter } from './recurrence.js';
import { toIso } from './reminder.js';
import type { EventRecord } from './schedule.js';

/** CREATE_EVENTS (1 << 44), MANAGE_EVENTS (1 << 33) or ADMINISTRATOR (1 << 3): each lets the bot make a scheduled event. */
const EVENT_PERMISSIONS = (1n << 44n) | (1n << 33n) | (1n << 3n);

/**
 * Whether the app may create the server's scheduled events (docs/decisions.md, "Shared events:
 * the server's scheduled event"): the interaction's `app_permissions` (the app's own total
 * permissions in the channel) holds CREATE_EVENTS, MANAGE_EVENTS or ADMINISTRATOR.
 */
export function mayCreateServerEvents(appPermissions: string | undefined): boolean {
  if (appPermissions === undefined || !/^\d{1,25}$/.test(appPermissions)) return false;
  return (BigInt(appPermissions) & EVENT_PERMISSIONS) !== 0n;
}

/** Where the server event is: the card's channel, as a link Discord opens (location fallback). */
export function channelLink(guildId: string, channelId: string): string {
  return `https://discord.com/channels/${guildId}/${channelId}`;
}

/** Discord's limits on an EXTERNAL event's fields. */
export const serverEventLimits = { name: 100, description: 1000, location: 100 } as const;

/** A scheduled event's status (4: CANCELED). */
export const SERVER_EVENT_CANCELED = 4;

/** The body of Create / Modify Guild Scheduled Event for an EXTERNAL event. */
export interface ServerEventBody {
  readonly name: string;
  readonly description?: string;
  readonly privacy_level: 2;
  readonly entity_type: 3;
  readonly entity_metadata: { readonly location: string };
  readonly scheduled_start_time: string;
  readonly scheduled_end_time: string;
}

const cut = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/**
 * The event's next occurrence that has not started at `nowMs` as an EXTERNAL, server-only
 * (GUILD_ONLY) scheduled event: title, description, its location or else `fallbackLocation`
 * (the card's channel), start and end (an event of no length ends a minute after it starts:
 * Discord wants the end after the start). Null when no occurrence is ahead (Discord refuses a
 * start in the past) or the event is cancelled.
 */
export function serverEventBody(
  event: EventRecord,
  nowMs: number,
  fallbackLocation: string,
): ServerEventBody | null {
  if (event.status === 'cancelled') return null;
  const next = nextOccurrenceAfter(event.timing, nowMs);
  if (!next) return null;
  const minutes = Math.max(1, event.timing.durationMinutes);
  const location = event.location?.trim() ? event.location.trim() : fallbackLocation;
  const description = event.description?.trim();
  return {
    name: cut(event.title, serverEventLimits.name),
    // Discord's client renders markdown in an event's description: the owner's text shows as typed.
    ...(description
      ? { description: escapeMarkdownWithin(description, serverEventLimits.description) }
      : {}),
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: cut(location, serverEventLimits.location) },
    scheduled_start_time: new Date(next.start).toISOString(),
    scheduled_end_time: new Date(next.start + minutes * 60_000).toISOString(),
  };
}

/** Where a server event is: its server and the card's channel. */
export interface ServerEventTarget {
  readonly eventId: string;
  readonly ownerId: string;
  readonly guildId: string;
  readonly channelId: string;
}

/**
 * The server event's next step for a series: Discord ends an EXTERNAL event at its end, so when
 * the occurrence `shown` (the body sent) ends, a new one shows the series' next occurrence. Null
 * when none follows it (a one-off, or the series' last occurrence by its `until`, count or
 * exception dates). The id comes from the event and that end, so each end has one next step
 * however often the event is brought in step before it.
 */
export function serverEventFollowUp(
  event: EventRecord,
  shown: ServerEventBody,
  target: ServerEventTarget,
  locale: string,
): Notice | null {
  const start = Date.parse(shown.scheduled_start_time);
  if (!nextOccurrenceAfter(event.timing, start)) return null;
  const end = Date.parse(shown.scheduled_end_time);
  return {
    id: noticeId('server_event', target.eventId, target.ownerId, `next:${end}`),
    userId: target.ownerId,
    dueTime: toIso(end),
    locale,
    body: { kind: 'server_event', ...target, next: true },
  };
}

/**
 * The notice that has the dispatcher make, update (`cause`: what changed, so each change is its
 * own request) or cancel (`cancel`: the scheduled event's id) the server event; its recipient is
 * the event's owner, told only when it could not be made.
 */
export function serverEventNotice(
  target: {
    readonly eventId: string;
    readonly ownerId: string;
    readonly guildId: string;
    readonly channelId: string;
    readonly cancel?: string;
  },
  cause: string,
  nowMs: number,
  locale: string,
): Notice {
  const { eventId, ownerId } = target;
  return {
    id: noticeId('server_event', eventId, ownerId, cause),
    userId: ownerId,
    dueTime: new Date(nowMs).toISOString(),
    locale,
    body: { kind: 'server_event', ...target },
  };
}
