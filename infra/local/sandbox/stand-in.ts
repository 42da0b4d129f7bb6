import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ApplicationCommandType,
  MessageFlags,
  type APIApplicationCommand,
  type APIMessage,
  type RESTPostAPIApplicationCommandsJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  type RESTPostAPIWebhookWithTokenJSONBody,
} from 'discord-api-types/v10';
import { BadBody, readJson, sendJson } from './http-util.js';
import type { SandboxMessage } from './protocol.js';
import {
  SANDBOX_CHANNEL_ID,
  sandboxUsers,
  type ChannelWebhook,
  type SandboxStore,
  type TokenContext,
} from './store.js';

/**
 * The sandbox's stand-in for Discord's REST API: the routes the bot calls, answering
 * as Discord does (status codes, JSON error codes), with the results shown on the page.
 * The dispatcher's DMs, interaction follow-ups and command registration land here when
 * DISCORD_API_BASE points at `/api/v10` of the local runtime.
 */
export interface StandInOptions {
  /** When set, `Authorization` must be `Bot <token>`; otherwise any `Bot …` passes. A function is asked on every request (a token reset). */
  readonly token?: string | undefined | (() => string | undefined);
  /**
   * Webhook calls for interactions this stand-in never saw (the tests post to the bot
   * directly): accepted as if the interaction had been answered with a deferred reply.
   * Off in the sandbox, which knows every token it issued.
   */
  readonly acceptUnknownInteractions?: boolean;
  /** Called before a bot-authenticated route is served; a reply returned here is sent instead (injected failures, rate limits, closed DMs). */
  readonly intercept?: (call: StandInCall) => StandInReply | undefined;
  /** Told about every request the stand-in answered. */
  readonly observe?: (call: StandInCall, reply: StandInReply) => void;
}

/** The routes the bot uses: `webhook` an interaction's, `execute` a channel webhook's. */
export type StandInRoute =
  'webhook' | 'execute' | 'commands' | 'dm' | 'message' | 'events' | 'other';

export interface StandInCall {
  readonly route: StandInRoute;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The channel of a message POST. */
  readonly channelId?: string;
  /** The query string, `?` included ('' when none). */
  readonly query?: string;
  /** Epoch ms when it arrived. */
  readonly at: number;
  /** The caller's User-Agent header ('' when absent). */
  readonly userAgent: string;
  /** The caller's Authorization header ('' when absent): whose global limit the request counts against. */
  readonly authorization: string;
}

/** A status, a JSON body, extra headers; `replay` marks a message POST answered from its nonce. */
export interface StandInReply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly replay?: boolean;
}

/** Discord's enforce_nonce looks back "a few minutes". @see https://discord.com/developers/docs/resources/message#create-message-jsonform-params */
const NONCE_WINDOW_MS = 5 * 60_000;
/** A nonce is an integer or a string of at most 25 characters. */
const MAX_NONCE_LENGTH = 25;
const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** User and message commands: any 1-32 characters on one line, spaces and capitals included. */
const MENU_NAME = /^[^\n\r]{1,32}$/u;

/** A slash command's name follows the pattern; a context-menu command's is free text of 1-32 characters. */
function validName(c: RESTPostAPIApplicationCommandsJSONBody): boolean {
  return (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput
    ? COMMAND_NAME.test(c.name)
    : MENU_NAME.test(c.name);
}

type Reply = StandInReply;
const ok = (body: unknown): Reply => ({ status: 200, body });
/** Discord's JSON error body. */
export const discordError = (status: number, message: string, code: number): Reply => ({
  status,
  body: { message, code },
});
const fail = discordError;
const notFound = (): Reply => fail(404, '404: Not Found', 0);

/** A Discord message object for what the store holds. */
export function toApiMessage(m: SandboxMessage, nonce?: string | number): APIMessage {
  return {
    id: m.id,
    channel_id: m.channelId,
    author: {
      id: m.author.id,
      username: m.author.username,
      discriminator: '0',
      global_name: null,
      avatar: null,
      ...(m.author.bot ? { bot: true } : {}),
    },
    content: m.content,
    timestamp: m.timestamp,
    edited_timestamp: m.editedTimestamp,
    tts: false,
    mention_everyone: false,
    // As Discord does: the users the content mentions, resolved (only the sandbox's people).
    mentions: [...new Set([...m.content.matchAll(/<@!?(\d{1,20})>/g)].map((x) => x[1] ?? ''))]
      .map((id) => sandboxUsers.find((u) => u.id === id))
      .filter((u) => u !== undefined)
      .map((u) => ({
        id: u.id,
        username: u.username,
        discriminator: '0',
        global_name: null,
        avatar: null,
      })),
    mention_roles: [],
    attachments: [],
    embeds: [...m.embeds],
    components: [...m.components],
    pinned: false,
    type: m.interaction ? 20 : 0,
    flags: m.flags,
    ...(nonce !== undefined ? { nonce } : {}),
  };
}

/** The parts of a create/edit message body the page renders. */
function messageParts(
  body: RESTPostAPIChannelMessageJSONBody,
): Partial<Pick<SandboxMessage, 'content' | 'embeds' | 'components' | 'flags'>> {
  return {
    ...(body.content !== undefined ? { content: body.content } : {}),
    ...(body.embeds !== undefined ? { embeds: body.embeds } : {}),
    ...(body.components !== undefined
      ? { components: body.components as SandboxMessage['components'] }
      : {}),
    ...(body.flags !== undefined ? { flags: body.flags } : {}),
  };
}

/** Discord's limits on a message a webhook posts. @see https://discord.com/developers/docs/resources/webhook#execute-webhook */
const WEBHOOK_LIMITS = { content: 2000, embeds: 10, embedText: 6000, username: 80 } as const;

/** The characters of an embed that count against Discord's 6,000. @see https://discord.com/developers/docs/resources/message#embed-object-embed-limits */
function embedText(
  embed: NonNullable<RESTPostAPIWebhookWithTokenJSONBody['embeds']>[number],
): number {
  return [
    embed.title,
    embed.description,
    embed.footer?.text,
    embed.author?.name,
    ...(embed.fields ?? []).flatMap((f) => [f.name, f.value]),
  ].reduce((n, t) => n + [...(t ?? '')].length, 0);
}

/**
 * What Discord refuses in an Execute Webhook body: nothing to post (50006); content over 2,000
 * characters, more than 10 embeds or 6,000 embed characters, a username outside 1-80 characters
 * or holding "discord" or "clyde", or components on a webhook no application owns (50035).
 */
function webhookBodyProblem(body: RESTPostAPIWebhookWithTokenJSONBody): Reply | undefined {
  const embeds = body.embeds ?? [];
  if (!body.content && embeds.length === 0) return fail(400, 'Cannot send an empty message', 50006);
  const name = body.username;
  if (
    [...(body.content ?? '')].length > WEBHOOK_LIMITS.content ||
    embeds.length > WEBHOOK_LIMITS.embeds ||
    embeds.reduce((n, e) => n + embedText(e), 0) > WEBHOOK_LIMITS.embedText ||
    (name !== undefined &&
      (name.length < 1 || name.length > WEBHOOK_LIMITS.username || /discord|clyde/i.test(name))) ||
    (body.components?.length ?? 0) > 0
  )
    return fail(400, 'Invalid Form Body', 50035);
  return undefined;
}

function isEmpty(body: RESTPostAPIChannelMessageJSONBody): boolean {
  return !body.content && !(body.embeds?.length ?? 0) && !(body.components?.length ?? 0);
}

/** Creates the stand-in's request handler; `path` is the part after `/api/v10`. */
export function createStandIn(
  store: SandboxStore,
  options: StandInOptions = {},
): (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void> {
  const nonces = new Map<string, { at: number; messageId: string }>();

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    const token = typeof options.token === 'function' ? options.token() : options.token;
    return token ? header === `Bot ${token}` : /^Bot \S+$/.test(header);
  }

  /** The context of a webhook token; an unknown one is adopted when the options say so. */
  function tokenContext(token: string, now: number): TokenContext | undefined {
    const known = store.token(token);
    if (known || !options.acceptUnknownInteractions) return known;
    return store.addToken(token, {
      channelId: SANDBOX_CHANNEL_ID,
      user: store.user('0'),
      name: '',
      createdAt: now,
    });
  }

  /** @see https://discord.com/developers/docs/resources/user#create-dm */
  function openDm(body: unknown): Reply {
    const userId = (body as { recipient_id?: unknown } | undefined)?.recipient_id;
    if (typeof userId !== 'string' || !/^\d{1,20}$/.test(userId))
      return fail(400, 'Invalid Form Body', 50035);
    const user = store.user(userId);
    return ok({
      id: store.dmChannel(userId),
      type: 1,
      last_message_id: null,
      recipients: [
        {
          id: user.id,
          username: user.username,
          discriminator: '0',
          global_name: null,
          avatar: null,
        },
      ],
    });
  }

  /** @see https://discord.com/developers/docs/resources/message#create-message */
  function createMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Reply {
    if (!store.hasChannel(channelId)) return fail(404, 'Unknown Channel', 10003);
    const nonce = body.nonce;
    if (typeof nonce === 'string' && nonce.length > MAX_NONCE_LENGTH)
      return fail(400, 'Invalid Form Body', 50035);
    if (isEmpty(body)) return fail(400, 'Cannot send an empty message', 50006);
    const now = Date.now();
    const seen = nonce !== undefined ? nonces.get(String(nonce)) : undefined;
    const original =
      seen && now - seen.at < NONCE_WINDOW_MS ? store.message(seen.messageId) : undefined;
    if (body.enforce_nonce === true && original)
      return { ...ok(toApiMessage(original, nonce)), replay: true };
    const message = store.put({
      id: store.snowflake(now),
      channelId,
      author: { ...store.bot, bot: true },
      content: '',
      embeds: [],
      components: [],
      flags: 0,
      timestamp: new Date(now).toISOString(),
      editedTimestamp: null,
      ...messageParts(body),
    });
    if (nonce !== undefined) nonces.set(String(nonce), { at: now, messageId: message.id });
    for (const [n, v] of nonces) if (now - v.at >= NONCE_WINDOW_MS) nonces.delete(n);
    return ok(toApiMessage(message, nonce));
  }

  /** Execute Webhook on a channel webhook: its token checked, the body within Discord's limits. @see https://discord.com/developers/docs/resources/webhook#execute-webhook */
  function executeWebhook(
    hook: ChannelWebhook,
    token: string,
    body: RESTPostAPIWebhookWithTokenJSONBody,
    wait: boolean,
  ): Reply {
    if (token !== hook.token) return fail(401, 'Invalid Webhook Token', 50027);
    const problem = webhookBodyProblem(body);
    if (problem) return problem;
    const now = Date.now();
    const message = store.put({
      id: store.snowflake(now),
      channelId: hook.channelId,
      author: { id: hook.id, username: body.username ?? 'Captain Hook', bot: true },
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: [],
      flags: 0,
      timestamp: new Date(now).toISOString(),
      editedTimestamp: null,
    });
    return wait ? ok(toApiMessage(message)) : { status: 204, body: undefined };
  }

  /** A follow-up: a new message in the interaction's channel. @see https://discord.com/developers/docs/interactions/receiving-and-responding#create-followup-message */
  function followUp(context: TokenContext, body: RESTPostAPIChannelMessageJSONBody): Reply {
    if (isEmpty(body)) return fail(400, 'Cannot send an empty message', 50006);
    // A follow-up while a deferred reply still loads resolves it (keeping its ephemeral flag),
    // as Discord does for backwards compatibility. @see https://github.com/discord/discord-api-docs/issues/2742
    if (context.originalId && store.message(context.originalId)?.pending)
      return webhookMessage('PATCH', context, '@original', body);
    const ephemeral = ((body.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
    const now = Date.now();
    const message = store.put({
      id: store.snowflake(now),
      channelId: context.channelId,
      author: { ...store.bot, bot: true },
      content: '',
      embeds: [],
      components: [],
      flags: 0,
      timestamp: new Date(now).toISOString(),
      editedTimestamp: null,
      interaction: { user: context.user, name: context.name },
      ...messageParts(body),
      ...(ephemeral ? { visibleTo: context.user.id } : {}),
    });
    return ok(toApiMessage(message));
  }

  /** GET, PATCH or DELETE `@original` or a follow-up. @see https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response */
  function webhookMessage(
    method: string,
    context: TokenContext,
    messageId: string,
    body: RESTPostAPIChannelMessageJSONBody,
  ): Reply {
    if (
      messageId === '@original' &&
      !context.originalId &&
      options.acceptUnknownInteractions &&
      method === 'PATCH'
    ) {
      // An interaction answered with a deferred reply that this stand-in did not see: its first edit creates it.
      const created = followUp(context, body);
      const id = (created.body as { id?: string } | undefined)?.id;
      if (id) context.originalId = id;
      return created;
    }
    const id = messageId === '@original' ? context.originalId : messageId;
    const message = id ? store.message(id) : undefined;
    if (!message || message.channelId !== context.channelId)
      return fail(404, 'Unknown Message', 10008);
    if (method === 'GET') return ok(toApiMessage(message));
    if (method === 'DELETE') {
      store.remove(message.id);
      return { status: 204, body: undefined };
    }
    // Ephemerality is fixed when a message is created, so an edit's flags are not applied;
    // a deferred reply's first edit is its real content, not an "(edited)" message.
    const edited = store.put({
      ...message,
      ...messageParts(body),
      flags: message.flags,
      pending: false,
      editedTimestamp: message.pending ? null : new Date().toISOString(),
    });
    return ok(toApiMessage(edited));
  }

  /** Bulk overwrite: the given list replaces the application's commands. @see https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands */
  function overwriteCommands(
    applicationId: string,
    guildId: string | undefined,
    body: unknown,
  ): Reply {
    if (!Array.isArray(body)) return fail(400, 'Invalid Form Body', 50035);
    const list = body as RESTPostAPIApplicationCommandsJSONBody[];
    const invalid = list.some(
      (c) =>
        typeof c?.name !== 'string' ||
        !validName(c) ||
        ((c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput &&
          !(
            'description' in c &&
            typeof c.description === 'string' &&
            c.description.length >= 1 &&
            c.description.length <= 100
          )),
    );
    if (invalid || list.length > 100) return fail(400, 'Invalid Form Body', 50035);
    const registered = list.map((c) => ({
      id: store.snowflake(),
      application_id: applicationId,
      version: store.snowflake(),
      default_member_permissions: null,
      type: ApplicationCommandType.ChatInput,
      description: '',
      ...c,
      ...(guildId ? { guild_id: guildId } : {}),
    })) as APIApplicationCommand[];
    const others = store.commands.filter((c) => (c.guild_id ?? undefined) !== guildId);
    store.setCommands([...others, ...registered]);
    return ok(registered);
  }

  /** Which route a request is, and what it needs. */
  function classify(
    method: string,
    path: string,
    body: unknown,
    at: number,
    headers: Pick<StandInCall, 'userAgent' | 'authorization'>,
  ): StandInCall {
    const call = { method, path, body, at, ...headers };
    const hookId = /^\/webhooks\/(\d+)\/[^/]+$/.exec(path)?.[1];
    if (method === 'POST' && hookId !== undefined && store.channelWebhook(hookId) !== undefined)
      return { ...call, route: 'execute' };
    if (/^\/webhooks\//.test(path)) return { ...call, route: 'webhook' };
    if (/^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.test(path))
      return { ...call, route: 'commands' };
    if (method === 'POST' && path === '/users/@me/channels') return { ...call, route: 'dm' };
    const messages = /^\/channels\/(\d+)\/messages$/.exec(path);
    if (method === 'POST' && messages)
      return { ...call, route: 'message', channelId: messages[1] as string };
    if (/^\/guilds\/\d+\/scheduled-events/.test(path)) return { ...call, route: 'events' };
    return { ...call, route: 'other' };
  }

  function serve(req: IncomingMessage, call: StandInCall): Reply {
    const { method, path } = call;
    const body = call.body as RESTPostAPIChannelMessageJSONBody;

    // Channel webhooks: their token is their authorization; a deleted one is Unknown Webhook.
    if (call.route === 'execute') {
      const [, id = '', token = ''] = /^\/webhooks\/(\d+)\/([^/]+)$/.exec(path) ?? [];
      const channelHook = store.channelWebhook(id);
      if (!channelHook) return fail(404, 'Unknown Webhook', 10015);
      const intercepted = options.intercept?.(call);
      if (intercepted) return intercepted;
      const wait = new URLSearchParams(call.query ?? '').get('wait') === 'true';
      return executeWebhook(channelHook, token, call.body ?? {}, wait);
    }
    // Interaction webhooks are authenticated by their token, not the bot token.
    const hook = /^\/webhooks\/(\d+)\/([^/]+)(?:\/messages\/([^/]+))?$/.exec(path);
    if (hook) {
      const context = tokenContext(hook[2] as string, call.at);
      if (!context) return fail(404, 'Unknown Webhook', 10015);
      const intercepted = options.intercept?.(call);
      if (intercepted) return intercepted;
      if (!hook[3]) return method === 'POST' ? followUp(context, body) : notFound();
      return ['GET', 'PATCH', 'DELETE'].includes(method)
        ? webhookMessage(method, context, hook[3], body)
        : notFound();
    }
    if (!authorized(req)) return fail(401, '401: Unauthorized', 0);
    const intercepted = options.intercept?.(call);
    if (intercepted) return intercepted;

    const commands = /^\/applications\/(\d+)(?:\/guilds\/(\d+))?\/commands$/.exec(path);
    if (commands) {
      const guildId = commands[2];
      if (method === 'PUT') return overwriteCommands(commands[1] as string, guildId, body);
      if (method === 'GET')
        return ok(store.commands.filter((c) => (c.guild_id ?? undefined) === guildId));
      return notFound();
    }
    if (call.route === 'dm') return openDm(body);
    if (call.route === 'message' && call.channelId)
      return createMessage(call.channelId, body ?? {});
    const scheduled = store.scheduledEvents.serve(method, path, call.body, {
      snowflake: () => store.snowflake(),
      botId: store.bot.id,
    });
    return scheduled ?? notFound();
  }

  return async (req, res, rawPath) => {
    const path = rawPath.split('?')[0] ?? '';
    const method = req.method ?? 'GET';
    const at = Date.now();
    const headers = {
      userAgent: req.headers['user-agent'] ?? '',
      authorization: req.headers.authorization ?? '',
    };
    let reply: Reply;
    let call: StandInCall = { route: 'other', method, path, body: undefined, at, ...headers };
    try {
      call = {
        ...classify(method, path, await readJson(req), at, headers),
        query: new URL(req.url ?? '/', 'http://stand-in').search,
      };
      reply = serve(req, call);
    } catch (err) {
      if (!(err instanceof BadBody)) throw err;
      reply = fail(400, 'The request body contains invalid JSON.', 50109);
    }
    options.observe?.(call, reply);
    if (reply.status === 204) {
      res.writeHead(204).end();
      return;
    }
    sendJson(res, reply.status, reply.body, { ...reply.headers });
  };
}
