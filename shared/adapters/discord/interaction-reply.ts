import { DISCORD_USER_AGENT } from './rest.js';

/** An interaction's original reply: Discord's webhook for the application and the interaction token. */
export interface OriginalReply {
  readonly applicationId: string;
  readonly token: string;
}

/**
 * Edits an interaction's original reply (ephemeral ones too) through its webhook, which needs
 * no bot token: the interaction token is the credential, for 15 minutes. False when Discord
 * refused (an expired token: 401/404) or did not answer in time; the caller carries on.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response
 */
export async function editOriginalReply(
  apiBase: string,
  reply: OriginalReply,
  body: { readonly content: string; readonly components?: readonly unknown[] },
  options: { readonly fetch?: typeof fetch; readonly timeoutMs?: number } = {},
): Promise<boolean> {
  if (!/^\d{1,20}$/.test(reply.applicationId)) return false;
  const url = `${apiBase.replace(/\/+$/, '')}/webhooks/${reply.applicationId}/${encodeURIComponent(reply.token)}/messages/@original`;
  try {
    const res = await (options.fetch ?? fetch)(url, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'user-agent': DISCORD_USER_AGENT },
      body: JSON.stringify({ ...body, allowed_mentions: { parse: [] } }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
