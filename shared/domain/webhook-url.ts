/**
 * `notification_method: webhook`: the Discord channel webhook a user gives (docs/decisions.md,
 * "Webhook delivery"). Only Discord's own webhook addresses are accepted, and only their id and
 * token are kept: the dispatcher calls them on the bot's configured Discord API, so no address
 * a user types is ever called.
 * @see https://discord.com/developers/docs/resources/webhook#execute-webhook
 */

/** A channel webhook: its id (a snowflake) and its secret token. */
export interface WebhookAddress {
  readonly id: string;
  readonly token: string;
}

/** The hosts Discord hands webhook URLs out on (the stable, PTB and Canary clients, and the older domain). */
export const webhookHosts: readonly string[] = [
  'discord.com',
  'ptb.discord.com',
  'canary.discord.com',
  'discordapp.com',
];

/** `/api/webhooks/<id>/<token>`, as "Copy Webhook URL" gives it (a versioned `/api/v10/…` too). */
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/([^/]+)\/([^/]+)\/?$/;
/** A snowflake: a 64-bit id in decimal. */
const SNOWFLAKE = /^\d{17,20}$/;
/** Webhook tokens are URL-safe base64 (68 characters today); anything else is not one. */
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** Why a URL was refused: not a URL or not https (`webhook_url_invalid`), another host (`webhook_url_host`). */
export type WebhookUrlResult =
  | { readonly ok: true; readonly webhook: WebhookAddress; readonly host: string }
  | { readonly ok: false; readonly error: 'webhook_url_invalid' | 'webhook_url_host' };

/**
 * Reads a webhook URL: https, one of {@link webhookHosts} with no port or credentials, the
 * webhook path with a snowflake id and a token of URL-safe characters, no query or fragment.
 */
export function readWebhookUrl(text: string): WebhookUrlResult {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, error: 'webhook_url_invalid' };
  }
  if (url.protocol !== 'https:') return { ok: false, error: 'webhook_url_invalid' };
  if (!webhookHosts.includes(url.hostname) || url.port !== '' || url.username || url.password)
    return { ok: false, error: 'webhook_url_host' };
  const path = WEBHOOK_PATH.exec(url.pathname);
  if (!path || url.search || url.hash || /\s/.test(trimmed))
    return { ok: false, error: 'webhook_url_invalid' };
  const [, id = '', token = ''] = path;
  if (!SNOWFLAKE.test(id) || !TOKEN.test(token)) return { ok: false, error: 'webhook_url_invalid' };
  return { ok: true, webhook: { id, token }, host: url.hostname };
}

/** What is sealed and stored: `<id>/<token>`. */
export function webhookSecret(w: WebhookAddress): string {
  return `${w.id}/${w.token}`;
}

/** The address back from {@link webhookSecret}; null when it is not one. */
export function webhookFromSecret(secret: string): WebhookAddress | null {
  const [id = '', token = '', ...rest] = secret.split('/');
  return rest.length === 0 && SNOWFLAKE.test(id) && TOKEN.test(token) ? { id, token } : null;
}

/** What a reply may show of a webhook: its host and the last 4 characters of its token. */
export function webhookHint(host: string, w: WebhookAddress): string {
  return `${host}/api/webhooks/…${w.token.slice(-4)}`;
}
