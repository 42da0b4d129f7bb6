import type {
  APIChannel,
  RESTJSONErrorCodes,
  RESTPostAPIChannelMessageJSONBody,
} from 'discord-api-types/v10';
import type {
  DeliveryResult,
  DiscordFailure,
  Messenger,
  OpenDmResult,
  SendOptions,
  WebhookResult,
} from '../../usecases/dispatch-ports.js';
import type { InteractionWebhook } from '../../interactions/late-answer.js';
import { RequestPacer, type RequestBudget } from './budget.js';

export interface DiscordMessengerOptions {
  /** Base of every REST call, version included: `https://discord.com/api/v10` (config DISCORD_API_BASE). */
  readonly apiBase: string;
  /** Bot token; absent locally, where a placeholder is sent (the local fake checks only the `Bot ` scheme). */
  readonly token?: string | undefined;
  /** Per-request timeout; a timed-out send is retryable (a later pass resends it with the same nonce). */
  readonly timeoutMs?: number;
  /**
   * The bot's share of Discord's global limit, waited on before every request: shared by all
   * dispatchers through DynamoDB in production, in-process by default.
   */
  readonly budget?: RequestBudget;
  /** How often one request is retried after a 429 (each retry waits `retry_after` and a fresh slot). */
  readonly rateLimitRetries?: number;
}

export const discordMessengerDefaults = {
  timeoutMs: 10_000,
  rateLimitRetries: 3,
  localToken: 'local-dev',
} as const;

/** Discord requires a bot's User-Agent to read `DiscordBot ($url, $versionNumber)`. @see https://discord.com/developers/docs/reference#user-agent */
export const DISCORD_USER_AGENT = 'DiscordBot (https://github.com/tock-bot/tock, 0.1.0)';

/** What a failed call left us: Discord's status and JSON error code, or neither (timeout, network error, not sent). */
export interface DiscordError {
  readonly status?: number;
  readonly code?: number;
}

/**
 * The JSON error codes the dispatcher tells apart, typed by discord-api-types' enum but
 * written as numbers: its value object (every code Discord has) would add 17 KB to the
 * dispatcher's bundle for these five.
 */
const codes = {
  unknownChannel: 10003 satisfies RESTJSONErrorCodes.UnknownChannel,
  unknownUser: 10013 satisfies RESTJSONErrorCodes.UnknownUser,
  missingAccess: 50001 satisfies RESTJSONErrorCodes.MissingAccess,
  dmsClosed: 50007 satisfies RESTJSONErrorCodes.CannotSendMessagesToThisUser,
  noMutualGuilds:
    50278 satisfies RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds,
  unknownWebhook: 10015 satisfies RESTJSONErrorCodes.UnknownWebhook,
  invalidWebhookToken: 50027 satisfies RESTJSONErrorCodes.InvalidWebhookToken,
} as const;

/**
 * Execute Webhook's failures: 404 (10015 Unknown Webhook: deleted) and 401 (50027 Invalid
 * Webhook Token: regenerated) mean the webhook is gone; a 429 past the claim's lease posted
 * nothing; anything else may be retried. A webhook's 401 or 403 is never the bot's token.
 */
export function classifyWebhookError(err: DiscordError & { unsent?: true }): WebhookResult {
  const { status, code } = err;
  if (err.unsent || status === 429) return { kind: 'retryable', status: status ?? 0, unsent: true };
  if (status === 404 || code === codes.unknownWebhook || code === codes.invalidWebhookToken)
    return { kind: 'webhook_gone', status: status ?? 0, ...(code !== undefined ? { code } : {}) };
  if (status === undefined) return { kind: 'retryable' };
  return { kind: 'retryable', status, ...(code !== undefined ? { code } : {}) };
}

/** Error codes meaning "this user cannot receive the DM": skipped, not retried. */
const unreachableCodes: ReadonlySet<number> = new Set([
  codes.dmsClosed, // 403
  codes.noMutualGuilds, // 403
  codes.unknownUser,
]);

/**
 * Maps a failed call to what the dispatcher does with it.
 *
 * - 401 (Discord answers a bad token with `401: Unauthorized`, code 0) and a 403 that is
 *   not about the recipient (e.g. 20026, bot flagged for spam) refuse the bot itself:
 *   `rejected`, a configuration error that every other send would hit too.
 * - 403 / 50007 (DMs closed), 50278 (no mutual guild), 10013 (unknown user): `unreachable`.
 * - Other 4xx (a malformed body), 5xx, timeouts, network errors: `retryable`, a bounded
 *   number of times, then advanced and reported.
 */
export function classifyDiscordError(err: DiscordError): DiscordFailure {
  const { status, code } = err;
  if (code !== undefined && unreachableCodes.has(code)) return { kind: 'unreachable', code };
  if (status === 401 || status === 403) return { kind: 'rejected', status, code: code ?? 0 };
  if (status === undefined) return { kind: 'retryable' };
  return code !== undefined ? { kind: 'retryable', status, code } : { kind: 'retryable', status };
}

/**
 * True when a message POST failed because the channel is not (or no longer) the bot's
 * DM channel with the user: 10003 Unknown Channel, any other 404, or 50001 Missing Access
 * (a bot always has access to its own DM channels, so a cached id it cannot see is stale,
 * e.g. cached under another application's token).
 */
export function isStaleChannel(err: DiscordError): boolean {
  const { status, code } = err;
  if (status === undefined) return false;
  if (code !== undefined && unreachableCodes.has(code)) return false;
  return code === codes.unknownChannel || code === codes.missingAccess || status === 404;
}

/** Discord's per-route bucket state, from the X-RateLimit-* headers. @see https://discord.com/developers/docs/topics/rate-limits */
interface Bucket {
  remaining: number;
  resetAt: number;
}

/** `unsent`: the request never left the process (no slot or bucket room before `notAfterMs`). */
type Outcome =
  | { readonly ok: true; readonly data: unknown }
  | ({ readonly ok: false; readonly unsent?: true } & DiscordError);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** A running count of the 429s Discord answered, for the benchmarks and the pass log. */
export interface MessengerStats {
  rateLimited: number;
}

/**
 * The dispatcher's messenger: Discord's REST API on the platform's `fetch`. Every request
 * waits for a slot of the shared {@link RequestBudget} (the global limit) and for its route
 * bucket (the `X-RateLimit-*` headers Discord returns), then runs on its own: a slow or hung
 * request never holds another (each has its own timeout). A 429 waits `retry_after` and
 * tries again on a fresh slot. 5xx are not retried here: a later pass resends with the same
 * nonce, counted against the reminder's attempt bound.
 */
export function createDiscordMessenger(
  options: DiscordMessengerOptions,
): Messenger & InteractionWebhook & { readonly stats: MessengerStats } {
  const base = options.apiBase.replace(/\/+$/, '');
  const token = options.token ?? discordMessengerDefaults.localToken;
  const timeoutMs = options.timeoutMs ?? discordMessengerDefaults.timeoutMs;
  const retries = options.rateLimitRetries ?? discordMessengerDefaults.rateLimitRetries;
  const budget = options.budget ?? new RequestPacer();
  const stats: MessengerStats = { rateLimited: 0 };
  /** Route key (method + path template + major parameter) → its bucket, as Discord last described it. */
  const buckets = new Map<string, Bucket>();
  /** A webhook's token in its path is its authorization: the bot's token is not sent there. */
  const webhookHeaders = {
    'Content-Type': 'application/json',
    'User-Agent': DISCORD_USER_AGENT,
  };
  const headers = { Authorization: `Bot ${token}`, ...webhookHeaders };

  function note(routeKey: string, res: Response): void {
    const remaining = Number(res.headers.get('x-ratelimit-remaining'));
    const resetAfter = Number(res.headers.get('x-ratelimit-reset-after'));
    if (
      res.headers.has('x-ratelimit-remaining') &&
      Number.isFinite(remaining) &&
      Number.isFinite(resetAfter)
    ) {
      const now = Date.now();
      // One bucket per DM channel: forget the spent ones now and then, so a warm process stays small.
      if (buckets.size > 10_000)
        for (const [key, b] of buckets) if (b.resetAt <= now) buckets.delete(key);
      buckets.set(routeKey, { remaining, resetAt: now + resetAfter * 1000 });
    }
  }

  /** Waits while the route's bucket is empty; false when that would run past `notAfterMs`. */
  async function bucketReady(routeKey: string, notAfterMs: number): Promise<boolean> {
    for (;;) {
      const bucket = buckets.get(routeKey);
      const now = Date.now();
      if (!bucket || bucket.remaining > 0 || bucket.resetAt <= now) {
        if (bucket && bucket.resetAt > now) bucket.remaining--;
        return true;
      }
      if (bucket.resetAt > notAfterMs) return false;
      await sleep(bucket.resetAt - now);
    }
  }

  /**
   * Waits before the next try of a persistent call (1 s, 2 s, 4 s … at most 30 s); false when
   * that would start past `notAfterMs`.
   */
  async function backoff(attempt: number, notAfterMs: number): Promise<boolean> {
    const delay = Math.min(30_000, 1000 * 2 ** attempt);
    if (Date.now() + delay > notAfterMs) return false;
    await sleep(delay);
    return true;
  }

  /**
   * One request with the shared budget, route buckets and 429 handling. `persist` (with
   * `send.withinMs`) also retries 5xx, and connection errors of an idempotent method, with
   * backoff until `withinMs`, and 429s without a count: an interaction's late answer, which
   * nothing would resend. `unpaced`: not on the bot's global budget (interaction webhooks are not bound by it).
   */
  async function call(
    routeKey: string,
    path: string,
    body: unknown,
    send: SendOptions = {},
    how: {
      readonly asBot?: boolean;
      readonly method?: string;
      readonly persist?: boolean;
      readonly unpaced?: boolean;
    } = {},
  ): Promise<Outcome> {
    const { asBot = true, method = 'POST', unpaced = false } = how;
    const notAfterMs =
      send.withinMs !== undefined ? Date.now() + send.withinMs : Number.POSITIVE_INFINITY;
    const persist = how.persist === true && Number.isFinite(notAfterMs);
    for (let attempt = 0; persist || attempt <= retries; attempt++) {
      if (!(await bucketReady(routeKey, notAfterMs))) return { ok: false, unsent: true };
      const wait = Number.isFinite(notAfterMs)
        ? AbortSignal.timeout(Math.max(0, notAfterMs - Date.now()))
        : undefined;
      try {
        if (!unpaced) await budget.acquire(wait);
      } catch (err) {
        // No slot before the claim's lease ends: not sent, retryable. Anything else (the budget's
        // storage failing) is thrown, so the pass reports it and gives the claim back.
        if (wait?.aborted) return { ok: false, unsent: true };
        throw err;
      }
      let res: Response;
      let data: unknown;
      try {
        res = await fetch(`${base}${path}`, {
          method,
          headers: asBot ? headers : webhookHeaders,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await res.text();
        data = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        // A POST that timed out may have been taken: resending it could post twice.
        if (persist && method !== 'POST' && (await backoff(attempt, notAfterMs))) continue;
        return { ok: false }; // timeout, connection error, a body that is not JSON
      }
      note(routeKey, res);
      if (res.ok) return { ok: true, data };
      if (persist && res.status >= 500 && (await backoff(attempt, notAfterMs))) continue;
      const fields = (data ?? {}) as { code?: unknown; retry_after?: unknown };
      if (res.status === 429) {
        stats.rateLimited++;
        const retryAfter =
          typeof fields.retry_after === 'number'
            ? fields.retry_after
            : Number(res.headers.get('retry-after') ?? 1);
        const resumeAt = Date.now() + retryAfter * 1000;
        if (resumeAt > notAfterMs) return { ok: false, status: 429 };
        await sleep(resumeAt - Date.now());
        continue;
      }
      return {
        ok: false,
        status: res.status,
        ...(typeof fields.code === 'number' ? { code: fields.code } : {}),
      };
    }
    return { ok: false, status: 429 };
  }

  return {
    stats,

    /**
     * Opens (or returns the existing) DM channel with a user.
     * @see https://discord.com/developers/docs/resources/user#create-dm
     */
    async openDm(userId, send): Promise<OpenDmResult> {
      const res = await call(
        'POST /users/@me/channels',
        '/users/@me/channels',
        { recipient_id: userId },
        send,
      );
      if (res.ok) return { kind: 'opened', channelId: (res.data as APIChannel).id };
      return res.unsent ? { kind: 'retryable', unsent: true } : classifyDiscordError(res);
    },

    /**
     * Executes a channel webhook with `?wait=true`, on the same global budget, route buckets
     * and 429 handling as every other call.
     * @see https://discord.com/developers/docs/resources/webhook#execute-webhook
     */
    async executeWebhook(webhook, body, send): Promise<WebhookResult> {
      // webhook_id (with its token) is a major parameter: each webhook has its own bucket.
      const res = await call(
        `POST /webhooks/${webhook.id}`,
        `/webhooks/${webhook.id}/${webhook.token}?wait=true`,
        body,
        send,
        { asBot: false },
      );
      return res.ok ? { kind: 'sent' } : classifyWebhookError(res);
    },

    /**
     * An interaction's webhook (late-answer.ts): edits or deletes `@original`, or posts a
     * follow-up. The interaction token in the path is the credential (no bot token is sent);
     * these routes are not bound by the bot's global limit. 429 and 5xx are retried until `withinMs`.
     * @see https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
     */
    async send(target, request, withinMs): Promise<boolean> {
      if (!/^\d{1,20}$/.test(target.applicationId)) return false;
      const hook = `/webhooks/${target.applicationId}/${encodeURIComponent(target.token)}`;
      const path = request.original ? `${hook}/messages/@original` : hook;
      // webhook_id and token are the route's major parameters: one bucket per interaction.
      const res = await call(
        `${request.method} ${hook}`,
        path,
        request.body,
        { withinMs },
        {
          asBot: false,
          method: request.method,
          persist: true,
          unpaced: true,
        },
      );
      return res.ok;
    },

    /**
     * Posts a message; with `enforce_nonce`, a resend with the same nonce within a few
     * minutes returns the original message instead of creating a second one.
     * @see https://discord.com/developers/docs/resources/message#create-message
     */
    async sendMessage(
      channelId: string,
      body: RESTPostAPIChannelMessageJSONBody,
      send?: SendOptions,
    ): Promise<DeliveryResult> {
      // channel_id is a major parameter: each channel has its own bucket.
      const res = await call(
        `POST /channels/${channelId}/messages`,
        `/channels/${channelId}/messages`,
        body,
        send,
      );
      if (res.ok) return { kind: 'sent' };
      if (res.unsent) return { kind: 'retryable', unsent: true };
      if (isStaleChannel(res))
        return {
          kind: 'stale_channel',
          status: res.status as number,
          ...(res.code !== undefined ? { code: res.code } : {}),
        };
      return classifyDiscordError(res);
    },

    /**
     * Guild scheduled events (a server's own events): create, modify, delete.
     * @see https://discord.com/developers/docs/resources/guild-scheduled-event
     */
    async scheduledEvent(request, send) {
      const { method, guildId, eventId } = request;
      // guild_id is a major parameter: each server has its own bucket.
      const res = await call(
        `${method} /guilds/${guildId}/scheduled-events`,
        `/guilds/${guildId}/scheduled-events${eventId !== undefined ? `/${eventId}` : ''}`,
        request.body,
        send,
        { method },
      );
      if (res.ok) {
        const id = (res.data as { id?: unknown } | undefined)?.id;
        return { ok: true, id: typeof id === 'string' ? id : (eventId ?? '') };
      }
      return {
        ok: false,
        ...(res.status !== undefined ? { status: res.status } : {}),
        ...(res.code !== undefined ? { code: res.code } : {}),
        ...(res.unsent ? { unsent: true as const } : {}),
      };
    },
  };
}
