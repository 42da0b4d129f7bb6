import { DiscordAPIError, HTTPError, REST, type RouteLike } from '@discordjs/rest';
import { RESTJSONErrorCodes, Routes, type APIChannel, type RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { DeliveryResult, DiscordFailure, Messenger, OpenDmResult } from '../../usecases/dispatch.js';

export interface DiscordMessengerOptions {
  /** Base of every REST call, version included: `https://discord.com/api/v10` (config DISCORD_API_BASE). */
  readonly apiBase: string;
  /** Bot token; absent locally, where a placeholder is sent (the local fake checks only the `Bot ` scheme). */
  readonly token?: string | undefined;
  /** Per-request timeout; a timed-out send is retryable (a later pass resends it with the same nonce). */
  readonly timeoutMs?: number;
  /** Discord's global limit for a bot; @discordjs/rest queues requests to stay under it. */
  readonly globalRequestsPerSecond?: number;
}

export const discordMessengerDefaults = {
  timeoutMs: 10_000,
  globalRequestsPerSecond: 50,
  localToken: 'local-dev',
} as const;

/** Error codes meaning "this user cannot receive the DM": skipped, not retried. */
const unreachableCodes: ReadonlySet<number> = new Set([
  RESTJSONErrorCodes.CannotSendMessagesToThisUser, // 50007: DMs closed (403)
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds, // 50278 (403)
  RESTJSONErrorCodes.UnknownUser, // 10013
]);

/**
 * Splits `…/api/v10` into @discordjs/rest's `api` (`…/api`) and `version` (`10`): the
 * library builds URLs as `${api}/v${version}${route}`. A base without a version suffix
 * is used as the `api` part with v10.
 */
export function splitApiBase(apiBase: string): { api: string; version: string } {
  const trimmed = apiBase.replace(/\/+$/, '');
  const match = /^(.*)\/v(\d+)$/.exec(trimmed);
  return match ? { api: match[1] as string, version: match[2] as string } : { api: trimmed, version: '10' };
}

/**
 * Maps a thrown REST error to what the dispatcher does with it.
 *
 * - 401 (Discord answers a bad token with `401: Unauthorized`, code 0) and a 403 that is
 *   not about the recipient (e.g. 20026, bot flagged for spam) refuse the bot itself:
 *   `rejected`, a configuration error that every other send would hit too.
 * - 403 / 50007 (DMs closed), 50278 (no mutual guild), 10013 (unknown user): `unreachable`.
 * - Other 4xx (a malformed body), 5xx, timeouts, network errors: `retryable`, a bounded
 *   number of times, then advanced and reported.
 */
export function classifyDiscordError(err: unknown): DiscordFailure {
  if (err instanceof DiscordAPIError) {
    const code = typeof err.code === 'number' ? err.code : undefined;
    if (code !== undefined && unreachableCodes.has(code)) return { kind: 'unreachable', code };
    if (err.status === 401 || err.status === 403) return { kind: 'rejected', status: err.status, code: code ?? 0 };
    return code !== undefined ? { kind: 'retryable', status: err.status, code } : { kind: 'retryable', status: err.status };
  }
  // 401/403 without Discord's JSON body: a proxy or Cloudflare refusing us, also not per reminder.
  if (err instanceof HTTPError) {
    return err.status === 401 || err.status === 403 ? { kind: 'rejected', status: err.status, code: 0 } : { kind: 'retryable', status: err.status };
  }
  // AbortError (timeout), ECONNREFUSED, ECONNRESET, socket errors.
  return { kind: 'retryable' };
}

/**
 * True when a message POST failed because the channel is not (or no longer) the bot's
 * DM channel with the user: 10003 Unknown Channel, any other 404, or 50001 Missing Access
 * (a bot always has access to its own DM channels, so a cached id it cannot see is stale,
 * e.g. cached under another application's token).
 */
export function isStaleChannel(err: unknown): boolean {
  if (!(err instanceof DiscordAPIError)) return false;
  const code = typeof err.code === 'number' ? err.code : undefined;
  if (code !== undefined && unreachableCodes.has(code)) return false;
  return code === RESTJSONErrorCodes.UnknownChannel || code === RESTJSONErrorCodes.MissingAccess || err.status === 404;
}

/**
 * The dispatcher's messenger on Discord's REST API through @discordjs/rest, which keeps
 * per-route buckets and the global 50 req/s limit and waits out a 429's `retry_after`.
 * Its own retries of 5xx are off: a failed send is retried on a later pass instead,
 * counted against the reminder's attempt bound.
 */
export function createDiscordMessenger(options: DiscordMessengerOptions): Messenger & { readonly rest: REST } {
  const { api, version } = splitApiBase(options.apiBase);
  const token = options.token ?? discordMessengerDefaults.localToken;
  const rest = new REST({
    api,
    version,
    retries: 0,
    timeout: options.timeoutMs ?? discordMessengerDefaults.timeoutMs,
    globalRequestsPerSecond: options.globalRequestsPerSecond ?? discordMessengerDefaults.globalRequestsPerSecond,
  }).setToken(token);

  /** Posts and never throws: the caller classifies a failure. */
  async function post(route: RouteLike, body: unknown): Promise<{ ok: true; data: unknown } | { ok: false; err: unknown }> {
    try {
      return { ok: true, data: await rest.post(route, { body }) };
    } catch (err) {
      // On a 401 the library forgets the token, and every later request would fail locally
      // ("Expected token to be set") even once Discord accepts it again: keep it armed.
      if (err instanceof DiscordAPIError && err.status === 401) rest.setToken(token);
      return { ok: false, err };
    }
  }

  return {
    rest,

    /**
     * Opens (or returns the existing) DM channel with a user.
     * @see https://discord.com/developers/docs/resources/user#create-dm
     */
    async openDm(userId): Promise<OpenDmResult> {
      const res = await post(Routes.userChannels(), { recipient_id: userId });
      return res.ok ? { kind: 'opened', channelId: (res.data as APIChannel).id } : classifyDiscordError(res.err);
    },

    /**
     * Posts a message; with `enforce_nonce`, a resend with the same nonce within a few
     * minutes returns the original message instead of creating a second one.
     * @see https://discord.com/developers/docs/resources/message#create-message
     */
    async sendMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<DeliveryResult> {
      const res = await post(Routes.channelMessages(channelId), body);
      if (res.ok) return { kind: 'sent' };
      if (isStaleChannel(res.err)) {
        const { status, code } = res.err as DiscordAPIError;
        return { kind: 'stale_channel', status, ...(typeof code === 'number' ? { code } : {}) };
      }
      return classifyDiscordError(res.err);
    },
  };
}
