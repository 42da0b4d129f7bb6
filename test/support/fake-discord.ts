import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Discord's REST API (the one network edge we cannot run), for the
 * dispatcher tests, the e2e tests and the bench. Only what the bot calls is modelled.
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
}

export type FakeRoute = 'dm' | 'message';

export interface FakeDiscord {
  /** `http://127.0.0.1:PORT/api/v10`, for DISCORD_API_BASE. */
  readonly apiBase: string;
  /** Messages created in DM channels (a nonce replay creates none). */
  readonly dms: RecordedDm[];
  /** POST /users/@me/channels calls that succeeded. */
  readonly dmOpens: { readonly userId: string; readonly at: number }[];
  /** Message POSTs answered with the original message because their nonce was seen (enforce_nonce). */
  readonly nonceReplays: RecordedDm[];
  /** Interaction follow-ups: POST /webhooks/:app/:token and PATCH …/messages/@original. */
  readonly webhooks: RecordedCall[];
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
  /**
   * Changes the token the fake accepts, as resetting it in the developer portal does: a
   * bot still sending the old one gets Discord's `401: Unauthorized` (code 0) on every call.
   * `undefined` accepts any `Bot …` again.
   */
  setToken(token: string | undefined): void;
  /** Resolves once `n` DMs were recorded; rejects after `timeoutMs`. */
  waitForDms(n: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** Discord's enforce_nonce looks back "a few minutes". */
const NONCE_WINDOW_MS = 5 * 60_000;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const dms: RecordedDm[] = [];
  const dmOpens: { userId: string; at: number }[] = [];
  const nonceReplays: RecordedDm[] = [];
  const webhooks: RecordedCall[] = [];
  const commandRegistrations: RecordedCall[] = [];
  const failures: Record<FakeRoute, { status: number; code: number | undefined; left: number }[]> = { dm: [], message: [] };
  const closed = new Set<string>();
  const channelByUser = new Map<string, string>();
  const userByChannel = new Map<string, string>();
  const nonces = new Map<string, { at: number; message: Record<string, unknown> }>();
  const waiters: { n: number; resolve: () => void }[] = [];
  let requests = 0;
  let rateLimited = 0;
  let windowStart = 0;
  let windowCount = 0;
  const accepted: number[] = [];
  /** Per token: arrival times within the last second (sliding window). */
  const recent = new Map<string, number[]>();
  const delays: Record<FakeRoute, { ms: number; left: number }[]> = { dm: [], message: [] };
  let nextId = 1_300_000_000_000_000_000n;
  const snowflake = (): string => String(nextId++);
  let token = options.token;

  /** A fixed 1 s window from its first request: simple, and what the REST client models. */
  function overGlobalLimit(res: ServerResponse, now: number, auth: string): boolean {
    const limit = options.requestsPerSecond;
    if (!limit) {
      accepted.push(now);
      return false;
    }
    let resumeAt: number;
    if (options.slidingWindow) {
      const times = recent.get(auth) ?? [];
      recent.set(auth, times);
      while (times.length > 0 && (times[0] as number) <= now - 1000) times.shift();
      if (times.length < limit) {
        times.push(now);
        accepted.push(now);
        return false;
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
        return false;
      }
      resumeAt = windowStart + 1000;
    }
    rateLimited++;
    const retryAfter = Math.max(0.001, (resumeAt - now) / 1000);
    json(
      res,
      429,
      { message: 'You are being rate limited.', retry_after: retryAfter, global: true },
      { 'Retry-After': retryAfter.toFixed(3), 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' },
    );
    return true;
  }

  function dmChannel(userId: string): string {
    let channelId = channelByUser.get(userId);
    if (!channelId) {
      channelId = snowflake();
      channelByUser.set(userId, channelId);
      userByChannel.set(channelId, userId);
    }
    return channelId;
  }

  async function injectedDelay(route: FakeRoute): Promise<void> {
    const delay = delays[route][0];
    if (!delay) return;
    if (--delay.left <= 0) delays[route].shift();
    await new Promise((r) => setTimeout(r, delay.ms));
  }

  function injectedFailure(route: FakeRoute, res: ServerResponse): boolean {
    const queue = failures[route];
    const failure = queue[0];
    if (!failure) return false;
    if (--failure.left <= 0) queue.shift();
    json(res, failure.status, { message: `injected ${failure.status}`, code: failure.code ?? 0 });
    return true;
  }

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    return token ? header === `Bot ${token}` : /^Bot \S+$/.test(header);
  }

  function notify(): void {
    for (const w of [...waiters]) {
      if (dms.length >= w.n) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requests++;
    const now = Date.now();
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]?.replace(/^\/api\/v\d+/, '') ?? '/';
    const body = await readJson(req);

    // Interaction webhooks are authenticated by their token and exempt from the global limit.
    const webhook = /^\/webhooks\/[^/]+\/[^/]+(\/messages\/@original)?$/.exec(path);
    if (webhook && ((method === 'POST' && !webhook[1]) || (method === 'PATCH' && webhook[1]))) {
      webhooks.push({ method, path, body, at: now });
      return json(res, 200, { id: snowflake(), ...(body as object) });
    }
    if (!authorized(req)) return json(res, 401, { message: '401: Unauthorized', code: 0 });
    if (overGlobalLimit(res, now, req.headers.authorization ?? '')) return;

    if (method === 'PUT' && /^\/applications\/[^/]+(\/guilds\/[^/]+)?\/commands$/.test(path)) {
      commandRegistrations.push({ method, path, body, at: now });
      return json(res, 200, Array.isArray(body) ? body.map((c: object) => ({ id: snowflake(), ...c })) : []);
    }

    if (method === 'POST' && path === '/users/@me/channels') {
      await injectedDelay('dm');
      if (res.destroyed) return; // the caller gave up (timeout)
      if (injectedFailure('dm', res)) return;
      const userId = (body as { recipient_id?: unknown } | undefined)?.recipient_id;
      if (typeof userId !== 'string') return json(res, 400, { message: 'Invalid Form Body', code: 50035 });
      const channelId = dmChannel(userId);
      dmOpens.push({ userId, at: now });
      return json(res, 200, { id: channelId, type: 1, last_message_id: null, recipients: [{ id: userId, username: `user${userId}` }] });
    }

    const message = /^\/channels\/([^/]+)\/messages$/.exec(path);
    if (method === 'POST' && message) {
      await injectedDelay('message');
      if (res.destroyed) return; // the caller gave up (timeout)
      if (injectedFailure('message', res)) return;
      const channelId = message[1] as string;
      const userId = userByChannel.get(channelId);
      if (!userId) return json(res, 404, { message: 'Unknown Channel', code: 10003 });
      if (closed.has(userId)) return json(res, 403, { message: 'Cannot send messages to this user', code: 50007 });
      const payload = (body ?? {}) as Record<string, unknown>;
      const nonce = payload['nonce'];
      const seen = typeof nonce === 'string' || typeof nonce === 'number' ? nonces.get(String(nonce)) : undefined;
      if (payload['enforce_nonce'] === true && seen && now - seen.at < NONCE_WINDOW_MS) {
        nonceReplays.push({ userId, channelId, body: payload, at: now });
        return json(res, 200, seen.message);
      }
      const created = { id: snowflake(), channel_id: channelId, type: 0, content: '', timestamp: new Date(now).toISOString(), ...payload };
      if (nonce !== undefined) nonces.set(String(nonce), { at: now, message: created });
      dms.push({ userId, channelId, body: payload, at: now });
      notify();
      return json(res, 200, created);
    }

    return json(res, 404, { message: '404: Not Found', code: 0 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { message: String(err), code: 0 });
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
    dmOpens,
    nonceReplays,
    webhooks,
    commandRegistrations,
    get requests() {
      return requests;
    },
    get rateLimited() {
      return rateLimited;
    },
    accepted,
    seedDmChannel: dmChannel,
    delayNext(route, ms, times = 1) {
      delays[route].push({ ms, left: times });
    },
    failNext(route, status, code, times = 1) {
      failures[route].push({ status, code, left: times });
    },
    closeDmsFor(userId) {
      closed.add(userId);
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
