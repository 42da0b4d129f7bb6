import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { loadConfig, type Config } from '../../shared/config.js';
import { ZONE_PAGE_PATH } from '../../shared/interactions/zone-page.js';
import { OAUTH_CALLBACK_PATH, OAUTH_START_PATH } from '../../shared/calendar/oauth-providers.js';
import { createHttpEndpoints, type HttpEndpoints } from '../../shared/interactions-deps.js';

/**
 * Lambda behind a Function URL: Discord POSTs signed interactions here, and `/tz` serves the
 * "Detect my time zone" page. This file only translates between the Function URL event and
 * the endpoints in shared/.
 */
let endpoints: Promise<HttpEndpoints> | undefined;
/** The bot's public address, for links in replies (feed URLs): PUBLIC_BASE_URL, else this Function URL. */
let publicBaseUrl: string | undefined;

/** Lambda Function URL domains: `<url-id>.lambda-url.<region>.on.aws`. */
const FUNCTION_URL_DOMAIN = /^[a-z0-9]+\.lambda-url\.[a-z0-9-]+\.on\.aws$/;

/**
 * Without PUBLIC_BASE_URL, the bot's address in AWS is the Function URL the request came in on
 * (the stack cannot pass a function its own URL: that would be a circular dependency).
 */
export function withPublicBaseUrl(config: Config, event: LambdaFunctionURLEvent): Config {
  if (config.PUBLIC_BASE_URL) return config;
  // Typed as always present, but a malformed event must still get a 4xx from the app, not a throw.
  const context = event.requestContext as Partial<LambdaFunctionURLEvent['requestContext']> | undefined;
  const domain = context?.domainName ?? '';
  return FUNCTION_URL_DOMAIN.test(domain) ? { ...config, PUBLIC_BASE_URL: `https://${domain}` } : config;
}

/** The OAuth pages' module beside this one: `oauth.mjs` in the bundle, the TypeScript source under tsx and vitest. */
const oauthModule = new URL(import.meta.url.endsWith('.mjs') ? './oauth.mjs' : './oauth.ts', import.meta.url).href;

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  if (event.rawPath === OAUTH_START_PATH || event.rawPath === OAUTH_CALLBACK_PATH) {
    // Not built before the first OAuth request: a Discord interaction never waits for it.
    const mod = (await import(oauthModule)) as { handleOAuth: (e: LambdaFunctionURLEvent) => Promise<LambdaFunctionURLResult> };
    return mod.handleOAuth(event);
  }
  // Built on the first request of a cold start and reused: config is read once. In AWS the
  // public key arrives in the environment, resolved from SSM at deploy time (infra/stack.ts),
  // so no SDK call delays the first reply. A failed start is not cached: the next request retries.
  if (!endpoints) {
    const config = withPublicBaseUrl(loadConfig(), event);
    publicBaseUrl = config.PUBLIC_BASE_URL;
    endpoints = createHttpEndpoints(config);
  }
  const built = await endpoints.catch((err: unknown) => {
    endpoints = undefined;
    throw err;
  });
  // Typed as always present; a malformed event still reaches the app, which answers it with a 4xx.
  const method = (event.requestContext as Partial<LambdaFunctionURLEvent['requestContext']> | undefined)?.http?.method ?? 'POST';
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  if (event.rawPath === ZONE_PAGE_PATH) {
    const result = await built.zonePage({
      method,
      query: event.queryStringParameters ?? {},
      headers: event.headers,
      body,
    });
    return { statusCode: result.status, headers: { ...result.headers }, body: result.body };
  }
  const result = await built.interactions({
    body,
    signature: event.headers['x-signature-ed25519'],
    timestamp: event.headers['x-signature-timestamp'],
    method,
    path: event.rawPath,
    ...(publicBaseUrl ? { origin: publicBaseUrl } : {}),
  });
  if (result.headers) return { statusCode: result.status, headers: { ...result.headers }, body: String(result.body) };
  return { statusCode: result.status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result.body) };
}
