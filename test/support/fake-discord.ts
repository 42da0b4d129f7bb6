import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from '../../infra/local/sandbox/http-util.js';
import {
  createStandIn,
  discordError,
  type StandInCall,
  type StandInReply,
} from '../../infra/local/sandbox/stand-in.js';
import type { ScheduledEvents } from '../../infra/local/sandbox/scheduled-events.js';
import { SANDBOX_CHANNEL_ID, SandboxStore } from '../../infra/local/sandbox/store.js';

/**
 * Discord's REST API for the dispatcher tests, the e2e tests and the bench (the one
 * network edge we cannot run): the sandbox's stand-in with test knobs, see startFakeDiscord.
 */
export interface FakeDiscordOptions {
  /** Enforce a global limit: requests beyond it in one 1 s window get 429 with retry_after, as Discord does. */
  readonly requestsPerSecond?: number;
  /** When set, `Authorization` must be exactly `Bot <token>`; otherwise any `Bot …` passes. */
  readonly token?: string;
  /**
   * With `requestsPerSecond`: count it over every sliding 1 s window, per bot token, across
   * all callers (the strictest reading of Discord's global limit), instead of fixed windows.
   */
  readonly slidingWindow?: boolean;
}

export interface RecordedDm {
  readonly userId: string;
  readonly channelId: string;
  readonly body: Record<string, unknown>;
  /** Epoch ms when the fake received it. */
  readonly at: number;
}

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly at: number;
  readonly userAgent: string;
}

/** @see https://discord.com/developers/docs/reference#user-agent */
export const DISCORD_USER_AGENT = /^DiscordBot \(\S+, \S+\)/;

/**
 * `execute`: Execute Webhook on a channel webhook; `events`: a guild's scheduled events;
 * `webhook`: an interaction's webhook (follow-ups, `@original`).
 */
export type FakeRoute = 'dm' | 'message' | 'execute' | 'events' | 'webhook';

export interface FakeDiscord {
  /** `http://127.0.0.1:PORT/api/v10`, for DISCORD_API_BASE. */
  readonly apiBase: string;
  /** Messages created in DM channels (a nonce replay creates none). */
  readonly dms: RecordedDm[];
  /** POST /users/@me/channels calls that succeeded. */
  readonly dmOpens: { readonly userId: string; readonly at: number }[];
  /** Messages created in server channels (the stand-in's #general, `SANDBOX_CHANNEL_ID`, is one the bot can post in). */
  readonly channelPosts: {
    readonly channelId: string;
    readonly body: Record<string, unknown>;
    readonly at: number;
  }[];
  /** Message POSTs answered with the original message because their nonce was seen (enforce_nonce). */
  readonly nonceReplays: RecordedDm[];
  /** Posts made through channel webhooks (Execute Webhook), by webhook id. */
  readonly webhookPosts: {
    readonly webhookId: string;
    readonly body: Record<string, unknown>;
    readonly query: string;
    readonly at: number;
  }[];
  /** A channel webhook in `channelId` (the stand-in's #general by default), with the URL Discord would show. */
  createWebhook(channelId?: string): { id: string; token: string; url: string };
  /** Deletes a channel webhook: Execute Webhook answers 404 Unknown Webhook (10015) from then on. */
  deleteWebhook(id: string): void;
  /** Interaction follow-ups: POST /webhooks/:app/:token and PATCH …/messages/@original (taken ones). */
  readonly webhooks: RecordedCall[];
  /** Every call on an interaction's webhook, refused ones too (injected failures), with its Authorization header and the status answered. */
  readonly webhookAttempts: (RecordedCall & {
    readonly authorization: string;
    readonly status: number;
  })[];
  /** PUT /applications/:id/commands (and guild commands). */
  readonly commandRegistrations: RecordedCall[];
  /** Every request received, including refused ones. */
  readonly requests: number;
  /** Requests refused with 429 by the global limit. */
  readonly rateLimited: number;
  /** Bot-authenticated requests that passed the global limit, with the time each arrived (epoch ms). */
  readonly accepted: number[];
  /** The DM channel with `userId` as Discord would already have it (for a bot that cached it earlier): its id, created if new. */
  seedDmChannel(userId: string): string;
  /** The next `times` (default 1) calls of a route answer only after `ms` (a hung request, when longer than the caller's timeout). */
  delayNext(route: FakeRoute, ms: number, times?: number): void;
  /** The next `times` (default 1) calls of a route fail with `status` (and a JSON error `code`). */
  failNext(route: FakeRoute, status: number, code?: number, times?: number): void;
  /** Messages to this user's DM channel get 403 / 50007 "Cannot send messages to this user". */
  closeDmsFor(userId: string): void;
  /** Messages to this server channel get 403 with `code` (50013 Missing Permissions, 50001 Missing Access), as when the bot lost them. */
  refuseChannel(channelId: string, code: number): void;
  /**
   * Changes the token the fake accepts, as resetting it in the developer portal does: a
   * bot still sending the old one gets Discord's `401: Unauthorized` (code 0) on every call.
   * `undefined` accepts any `Bot …` again.
   */
  setToken(token: string | undefined): void;
  /** Resolves once `n` DMs were recorded; rejects after `timeoutMs`. */
  waitForDms(n: number, timeoutMs: number): Promise<void>;
  /** The guilds' scheduled events as Discord holds them (`refuse(guildId)`: the bot lacks Create Events there, 403 / 50013). */
  readonly scheduledEvents: ScheduledEvents;
  /** Requests on the scheduled-events routes that Discord accepted, in order. */
  readonly scheduledEventCalls: RecordedCall[];
  close(): Promise<void>;
}

/**
 * The fake is the sandbox's REST stand-in (infra/local/sandbox/stand-in.ts: one model of
 * Discord's routes, status codes and error codes) on a port of its own, with the knobs
 * tests need around it: injected failures, closed DMs, a global rate limit, a token reset
 * and counters. Interactions the tests post to the bot directly are unknown to it, so
 * their webhook calls are accepted as deferred replies.
 */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const dms: RecordedDm[] = [];
  const dmOpens: { userId: string; at: number }[] = [];
  const nonceReplays: RecordedDm[] = [];
  const webhooks: RecordedCall[] = [];
  const webhookAttempts: FakeDiscord['webhookAttempts'] = [];
  const commandRegistrations: RecordedCall[] = [];
  const failures: Record<FakeRoute, { status: number; code: number | undefined; left: number }[]> =
    { dm: [], message: [], execute: [], events: [], webhook: [] };
  const closed = new Set<string>();
  const refused = new Map<string, number>();
  const channelPosts: FakeDiscord['channelPosts'] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let requests = 0;
  let rateLimited = 0;
  let windowStart = 0;
  let windowCount = 0;
  const accepted: number[] = [];
  /** Per token: arrival times within the last second (sliding window). */
  const recent = new Map<string, number[]>();
  const delays: Record<FakeRoute, { ms: number; left: number }[]> = {
    dm: [],
    message: [],
    execute: [],
    events: [],
    webhook: [],
  };
  const webhookPosts: FakeDiscord['webhookPosts'] = [];
  const scheduledEventCalls: RecordedCall[] = [];
  let token = options.token;
  const store = new SandboxStore({ id: '1100000000000000001', username: 'Tock' });

  /**
   * Discord's global limit: a fixed 1 s window from its first request (what the REST client
   * models), or with `slidingWindow` every sliding second, per bot token.
   */
  function overGlobalLimit(now: number, auth: string): StandInReply | undefined {
    const limit = options.requestsPerSecond;
    if (!limit) {
      accepted.push(now);
      return undefined;
    }
    let resumeAt: number;
    if (options.slidingWindow) {
      const times = recent.get(auth) ?? [];
      recent.set(auth, times);
      while (times.length > 0 && (times[0] as number) <= now - 1000) times.shift();
      if (times.length < limit) {
        times.push(now);
        accepted.push(now);
        return undefined;
      }
      resumeAt = (times[0] as number) + 1000;
    } else {
      if (now - windowStart >= 1000) {
        windowStart = now;
        windowCount = 0;
      }
      if (windowCount < limit) {
        windowCount++;
        accepted.push(now);
        return undefined;
      }
      resumeAt = windowStart + 1000;
    }
    rateLimited++;
    const retryAfter = Math.max(0.001, (resumeAt - now) / 1000);
    return {
      status: 429,
      body: { message: 'You are being rate limited.', retry_after: retryAfter, global: true },
      headers: {
        'Retry-After': retryAfter.toFixed(3),
        'X-RateLimit-Global': 'true',
        'X-RateLimit-Scope': 'global',
      },
    };
  }

  /** A hung request: the route's next calls answer only after the injected delay. */
  async function injectedDelay(route: FakeRoute | undefined): Promise<void> {
    const delay = route ? delays[route][0] : undefined;
    if (!route || !delay) return;
    if (--delay.left <= 0) delays[route].shift();
    await new Promise((r) => setTimeout(r, delay.ms));
  }

  function injectedFailure(route: FakeRoute): StandInReply | undefined {
    const queue = failures[route];
    const failure = queue[0];
    if (!failure) return undefined;
    if (--failure.left <= 0) queue.shift();
    if (failure.status === 429)
      return {
        status: 429,
        body: { message: 'You are being rate limited.', retry_after: 0.2, global: false },
        headers: { 'Retry-After': '1' },
      };
    return discordError(failure.status, `injected ${failure.status}`, failure.code ?? 0);
  }

  function intercept(call: StandInCall): StandInReply | undefined {
    // Discord requires `User-Agent: DiscordBot ($url, $versionNumber)` on every call and may block other clients.
    if (!DISCORD_USER_AGENT.test(call.userAgent))
      return discordError(403, 'User-Agent must be DiscordBot ($url, $versionNumber)', 0);
    // Webhooks are authenticated by their token and exempt from the bot's global limit.
    if (call.route === 'execute') return injectedFailure('execute');
    if (call.route === 'webhook') return injectedFailure('webhook');
    const limited = overGlobalLimit(call.at, call.authorization);
    if (limited) return limited;
    if (call.route === 'dm') return injectedFailure('dm');
    if (call.route === 'events') return injectedFailure('events');
    if (call.route !== 'message') return undefined;
    const failure = injectedFailure('message');
    if (failure) return failure;
    const userId = call.channelId ? store.dmRecipient(call.channelId) : undefined;
    if (userId && closed.has(userId))
      return discordError(403, 'Cannot send messages to this user', 50007);
    const refusal = call.channelId ? refused.get(call.channelId) : undefined;
    if (refusal !== undefined)
      return discordError(
        403,
        refusal === 50001 ? 'Missing Access' : 'Missing Permissions',
        refusal,
      );
    return undefined;
  }

  function observe(call: StandInCall, reply: StandInReply): void {
    const { method, path, body, at, userAgent } = call;
    if (call.route === 'webhook')
      webhookAttempts.push({
        method,
        path,
        body,
        at,
        userAgent,
        authorization: call.authorization,
        status: reply.status,
      });
    if (reply.status >= 300) return;
    if (call.route === 'webhook') webhooks.push({ method, path, body, at, userAgent });
    else if (call.route === 'events')
      scheduledEventCalls.push({ method, path, body, at, userAgent });
    else if (call.route === 'execute')
      webhookPosts.push({
        webhookId: path.split('/')[2] ?? '',
        body: (body ?? {}) as Record<string, unknown>,
        query: call.query ?? '',
        at,
      });
    else if (call.route === 'commands' && method === 'PUT')
      commandRegistrations.push({ method, path, body, at, userAgent });
    else if (call.route === 'dm')
      dmOpens.push({ userId: String((body as { recipient_id?: unknown }).recipient_id), at });
    else if (call.route === 'message' && call.channelId) {
      const userId = store.dmRecipient(call.channelId);
      if (userId === undefined) {
        if (!reply.replay)
          channelPosts.push({
            channelId: call.channelId,
            body: (body ?? {}) as Record<string, unknown>,
            at,
          });
        return;
      }
      const dm = {
        userId,
        channelId: call.channelId,
        body: (body ?? {}) as Record<string, unknown>,
        at,
      };
      if (reply.replay) nonceReplays.push(dm);
      else {
        dms.push(dm);
        notify();
      }
    }
  }

  const standIn = createStandIn(store, {
    token: () => token,
    acceptUnknownInteractions: true,
    intercept,
    observe,
  });

  function notify(): void {
    for (const w of [...waiters]) {
      if (dms.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  }

  const server = createServer((req, res) => {
    requests++;
    const path = (req.url ?? '/').split('?')[0]?.replace(/^\/api\/v\d+/, '') ?? '/';
    const route: FakeRoute | undefined =
      req.method === 'POST' && path === '/users/@me/channels'
        ? 'dm'
        : req.method === 'POST' && /^\/channels\/\d+\/messages$/.test(path)
          ? 'message'
          : req.method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(path)
            ? 'execute'
            : /^\/guilds\/\d+\/scheduled-events/.test(path)
              ? 'events'
              : undefined;
    injectedDelay(route)
      .then(() => standIn(req, res, path))
      .catch((err: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: String(err), code: 0 });
      });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((ok, fail) => {
    server.once('listening', ok);
    server.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}/api/v10`,
    dms,
    channelPosts,
    webhookPosts,
    createWebhook(channelId = SANDBOX_CHANNEL_ID) {
      const hook = store.addWebhook(channelId);
      return { ...hook, url: `https://discord.com/api/webhooks/${hook.id}/${hook.token}` };
    },
    deleteWebhook: (id) => store.deleteWebhook(id),
    dmOpens,
    nonceReplays,
    scheduledEvents: store.scheduledEvents,
    scheduledEventCalls,
    webhooks,
    webhookAttempts,
    commandRegistrations,
    get requests() {
      return requests;
    },
    get rateLimited() {
      return rateLimited;
    },
    accepted,
    seedDmChannel: (userId) => store.dmChannel(userId),
    delayNext(route, ms, times = 1) {
      delays[route].push({ ms, left: times });
    },
    failNext(route, status, code, times = 1) {
      failures[route].push({ status, code, left: times });
    },
    closeDmsFor(userId) {
      closed.add(userId);
    },
    refuseChannel(channelId, code) {
      refused.set(channelId, code);
    },
    setToken(next) {
      token = next;
    },
    waitForDms(n, timeoutMs) {
      if (dms.length >= n) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = { n, resolve: () => (clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`fake Discord: ${dms.length} of ${n} DMs after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
