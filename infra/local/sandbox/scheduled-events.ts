/**
 * Guild scheduled events as Discord keeps them, for the stand-in: the routes the dispatcher
 * calls for a posted card's server event, enforcing the documented contract (required fields,
 * lengths, the EXTERNAL rules, a start in the future, status changes, the bot's permission) and
 * Discord's own status changes (an EXTERNAL event becomes ACTIVE at its start and COMPLETED at
 * its end, after which it takes no change).
 * @see https://discord.com/developers/docs/resources/guild-scheduled-event
 * @see https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-status-update-automation
 */
import {
  GuildScheduledEventEntityType,
  GuildScheduledEventPrivacyLevel,
  GuildScheduledEventStatus,
  RESTJSONErrorCodes,
  type APIGuildScheduledEvent,
} from 'discord-api-types/v10';

/** A status and Discord's JSON error body, or the answer's body (undefined: 204). */
export interface ScheduledEventReply {
  readonly status: number;
  readonly body: unknown;
}

const invalid = (field: string): ScheduledEventReply => ({
  status: 400,
  body: {
    message: 'Invalid Form Body',
    code: RESTJSONErrorCodes.InvalidFormBodyOrContentType,
    errors: { [field]: {} },
  },
});
const unknown = (): ScheduledEventReply => ({
  status: 404,
  body: {
    message: 'Unknown Guild Scheduled Event',
    code: RESTJSONErrorCodes.UnknownGuildScheduledEvent,
  },
});
const missingPermissions = (): ScheduledEventReply => ({
  status: 403,
  body: { message: 'Missing Permissions', code: RESTJSONErrorCodes.MissingPermissions },
});

type Fields = Record<string, unknown>;

const text = (v: unknown, min: number, max: number): boolean =>
  typeof v === 'string' && v.length >= min && v.length <= max;
const time = (v: unknown): number | undefined => {
  if (typeof v !== 'string') return undefined;
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? ms : undefined;
};

/** Which status may follow which (a finished or cancelled event is final). */
const nextStatuses: Readonly<Record<number, readonly number[]>> = {
  [GuildScheduledEventStatus.Scheduled]: [
    GuildScheduledEventStatus.Active,
    GuildScheduledEventStatus.Canceled,
  ],
  [GuildScheduledEventStatus.Active]: [GuildScheduledEventStatus.Completed],
};

/** The checks of an EXTERNAL event's fields as they are after the change; a field's name or null. */
function externalProblem(e: Fields, nowMs: number, startChanged: boolean): string | null {
  if (!text(e['name'], 1, 100)) return 'name';
  if (e['description'] != null && !text(e['description'], 0, 1000)) return 'description';
  if (e['privacy_level'] !== GuildScheduledEventPrivacyLevel.GuildOnly) return 'privacy_level';
  if (e['entity_type'] !== GuildScheduledEventEntityType.External) return 'entity_type';
  // EXTERNAL: no channel, a location of 1-100 characters, an end after the start.
  if (e['channel_id'] != null) return 'channel_id';
  const location = (e['entity_metadata'] as { location?: unknown } | null | undefined)?.location;
  if (!text(location, 1, 100)) return 'entity_metadata.location';
  const start = time(e['scheduled_start_time']);
  const end = time(e['scheduled_end_time']);
  if (start === undefined || (startChanged && start <= nowMs)) return 'scheduled_start_time';
  if (end === undefined || end <= start) return 'scheduled_end_time';
  return null;
}

/** What Discord does by itself to an EXTERNAL event at `nowMs`: starts it at its start, ends it at its end. */
function settled(e: APIGuildScheduledEvent, nowMs: number): APIGuildScheduledEvent {
  if (e.entity_type !== GuildScheduledEventEntityType.External) return e;
  const open =
    e.status === GuildScheduledEventStatus.Scheduled ||
    e.status === GuildScheduledEventStatus.Active;
  if (!open) return e;
  const end = time(e.scheduled_end_time);
  if (end !== undefined && end <= nowMs)
    return { ...e, status: GuildScheduledEventStatus.Completed };
  const start = time(e.scheduled_start_time);
  if (e.status === GuildScheduledEventStatus.Scheduled && start !== undefined && start <= nowMs)
    return { ...e, status: GuildScheduledEventStatus.Active };
  return e;
}

export interface ScheduledEventsOptions {
  /** Called after every change a request made (the sandbox page shows the server's events). */
  readonly onChange?: () => void;
}

export class ScheduledEvents {
  readonly #events = new Map<string, APIGuildScheduledEvent>();
  /** Servers where the bot lacks Create Events (and Manage Events). */
  readonly #refused = new Set<string>();
  readonly #onChange: (() => void) | undefined;
  /** Discord's clock: when events start and end by themselves, and what "in the future" means. */
  clock: () => number = Date.now;

  constructor(options: ScheduledEventsOptions = {}) {
    this.#onChange = options.onChange;
  }

  /** Applies Discord's own start and end of EXTERNAL events up to now. */
  #settle(nowMs: number): void {
    for (const [id, e] of this.#events) {
      const after = settled(e, nowMs);
      if (after !== e) this.#events.set(id, after);
    }
  }

  /** Every event of a server (all servers when none given), in creation order, as Discord has it now. */
  list(guildId?: string): APIGuildScheduledEvent[] {
    this.#settle(this.clock());
    return [...this.#events.values()].filter(
      (e) => guildId === undefined || e.guild_id === guildId,
    );
  }

  /** The bot loses (or regains) the permission to manage a server's events. */
  refuse(guildId: string, refused = true): void {
    if (refused) this.#refused.add(guildId);
    else this.#refused.delete(guildId);
  }

  /** One request on `/guilds/:guild/scheduled-events[/:id]`; null: not one of these routes. */
  serve(
    method: string,
    path: string,
    body: unknown,
    ids: { readonly snowflake: () => string; readonly botId: string },
    nowMs = this.clock(),
  ): ScheduledEventReply | null {
    const m = /^\/guilds\/(\d+)\/scheduled-events(?:\/(\d+))?$/.exec(path);
    if (!m) return null;
    this.#settle(nowMs);
    const reply = this.#serve(method, m[1] as string, m[2], body, ids, nowMs);
    if (reply && method !== 'GET' && reply.status < 300) this.#onChange?.();
    return reply;
  }

  #serve(
    method: string,
    guildId: string,
    id: string | undefined,
    body: unknown,
    ids: { readonly snowflake: () => string; readonly botId: string },
    nowMs: number,
  ): ScheduledEventReply | null {
    if (method === 'GET' && id === undefined)
      return {
        status: 200,
        body: [...this.#events.values()].filter((e) => e.guild_id === guildId),
      };
    const found = id !== undefined ? this.#events.get(id) : undefined;
    if (method === 'GET')
      return found?.guild_id === guildId ? { status: 200, body: found } : unknown();
    if (this.#refused.has(guildId)) return missingPermissions();
    const fields = (body && typeof body === 'object' ? body : {}) as Fields;
    if (method === 'POST' && id === undefined) {
      const problem = externalProblem(fields, nowMs, true);
      if (problem) return invalid(problem);
      const event = {
        id: ids.snowflake(),
        guild_id: guildId,
        channel_id: null,
        creator_id: ids.botId,
        name: fields['name'],
        description: fields['description'] ?? null,
        scheduled_start_time: fields['scheduled_start_time'],
        scheduled_end_time: fields['scheduled_end_time'],
        privacy_level: fields['privacy_level'],
        status: GuildScheduledEventStatus.Scheduled,
        entity_type: fields['entity_type'],
        entity_id: null,
        entity_metadata: { location: (fields['entity_metadata'] as { location: string }).location },
        recurrence_rule: null,
      } as APIGuildScheduledEvent;
      this.#events.set(event.id, event);
      return { status: 200, body: event };
    }
    if (!found || found.guild_id !== guildId) return unknown();
    if (method === 'DELETE') {
      this.#events.delete(found.id);
      return { status: 204, body: undefined };
    }
    if (method !== 'PATCH') return null;
    const status = fields['status'];
    if (status != null && !(nextStatuses[found.status] ?? []).includes(status as number))
      return invalid('status');
    // A finished or cancelled event takes no other change either.
    if (status == null && !nextStatuses[found.status]) return invalid('status');
    const after = { ...found, ...fields } as Fields;
    const startChanged =
      fields['scheduled_start_time'] !== undefined &&
      fields['scheduled_start_time'] !== found.scheduled_start_time;
    const problem = externalProblem(after, nowMs, startChanged);
    if (problem) return invalid(problem);
    const updated = after as unknown as APIGuildScheduledEvent;
    this.#events.set(found.id, updated);
    return { status: 200, body: updated };
  }
}
