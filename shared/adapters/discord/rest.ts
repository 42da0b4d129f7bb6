import { DiscordAPIError, HTTPError, REST } from '@discordjs/rest';
import { RESTJSONErrorCodes, Routes, type APIChannel, type RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import type { DeliveryResult, Messenger, OpenDmResult } from '../../usecases/dispatch.js';

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
  RESTJSONErrorCodes.CannotSendMessagesToThisUser, // 50007: DMs closed
  RESTJSONErrorCodes.CannotSendMessagesToThisUserDueToHavingNoMutualGuilds, // 50278
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

/** Maps a thrown REST error to what the dispatcher does with it. */
export function classifyDiscordError(err: unknown): Exclude<DeliveryResult, { kind: 'sent' }> {
  if (err instanceof DiscordAPIError) {
    const code = typeof err.code === 'number' ? err.code : undefined;
    if ((code !== undefined && unreachableCodes.has(code)) || err.status === 403) {
      return { kind: 'unreachable', code: code ?? err.status };
    }
    // Other 4xx (a bad token, a malformed body) are bugs or config errors: retried a bounded
    // number of times, then advanced and reported, rather than blocking the reminder forever.
    return code !== undefined ? { kind: 'retryable', status: err.status, code } : { kind: 'retryable', status: err.status };
  }
  if (err instanceof HTTPError) return { kind: 'retryable', status: err.status };
  // AbortError (timeout), ECONNREFUSED, ECONNRESET, socket errors.
  return { kind: 'retryable' };
}

/**
 * The dispatcher's messenger on Discord's REST API through @discordjs/rest, which keeps
 * per-route buckets and the global 50 req/s limit and waits out a 429's `retry_after`.
 * Its own retries of 5xx are off: a failed send is retried on a later pass instead,
 * counted against the reminder's attempt bound.
 */
export function createDiscordMessenger(options: DiscordMessengerOptions): Messenger & { readonly rest: REST } {
  const { api, version } = splitApiBase(options.apiBase);
  const rest = new REST({
    api,
    version,
    retries: 0,
    timeout: options.timeoutMs ?? discordMessengerDefaults.timeoutMs,
    globalRequestsPerSecond: options.globalRequestsPerSecond ?? discordMessengerDefaults.globalRequestsPerSecond,
  }).setToken(options.token ?? discordMessengerDefaults.localToken);

  return {
    rest,

    /**
     * Opens (or returns the existing) DM channel with a user.
     * @see https://discord.com/developers/docs/resources/user#create-dm
     */
    async openDm(userId): Promise<OpenDmResult> {
      try {
        const channel = (await rest.post(Routes.userChannels(), { body: { recipient_id: userId } })) as APIChannel;
        return { kind: 'opened', channelId: channel.id };
      } catch (err) {
        return classifyDiscordError(err);
      }
    },

    /**
     * Posts a message; with `enforce_nonce`, a resend with the same nonce within a few
     * minutes returns the original message instead of creating a second one.
     * @see https://discord.com/developers/docs/resources/message#create-message
     */
    async sendMessage(channelId: string, body: RESTPostAPIChannelMessageJSONBody): Promise<DeliveryResult> {
      try {
        await rest.post(Routes.channelMessages(channelId), { body });
        return { kind: 'sent' };
      } catch (err) {
        return classifyDiscordError(err);
      }
    },
  };
}
