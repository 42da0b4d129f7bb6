import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { resolveSecretsWith } from '../../shared/adapters/aws-secrets.js';
import { extensionSecretSource } from '../../shared/adapters/secrets-extension.js';
import { loadConfig } from '../../shared/config.js';
import {
  OAUTH_CALLBACK_PATH,
  OAUTH_START_PATH,
} from '../../shared/calendar/interactions/oauth-paths.js';
import { ZONE_PAGE_PATH } from '../../shared/interactions/zone-page.js';
import { createPublicPages, type PublicPages } from '../../shared/public-pages-deps.js';
import { publicPageMethods } from '../../shared/public-paths.js';
import { withPublicBaseUrl } from './public-origin.js';

/**
 * The bot's public pages, behind their own Function URL with their own small reserved
 * concurrency (infra/stack.ts), apart from Discord's interactions: the "Detect my time zone"
 * page (`/tz`), the calendar feed and export downloads (`/calendar/…`), and the OAuth pages
 * (`/oauth/start`, `/oauth/callback`; their module is loaded on the first such request). The
 * local runtime serves these paths on its one port through this same handler. This file only
 * translates between the Function URL event and the pages in shared/.
 */
let pages: Promise<PublicPages> | undefined;

/** The OAuth pages' module beside this one: `oauth.mjs` in the bundle, the TypeScript source under tsx and vitest. */
const oauthModule = new URL(
  import.meta.url.endsWith('.mjs') ? './oauth.mjs' : './oauth.ts',
  import.meta.url,
).href;

const text = (
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
): LambdaFunctionURLResult => ({
  statusCode,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
    ...headers,
  },
  body,
});

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  const path = event.rawPath ?? '/';
  // Typed as always present; a malformed event still gets an answer, never a throw.
  const method =
    (event.requestContext as Partial<LambdaFunctionURLEvent['requestContext']> | undefined)?.http
      ?.method ?? 'GET';
  const methods = publicPageMethods(path);
  if (!methods) return text(404, 'Not found');
  if (!methods.includes(method))
    return text(405, 'Method not allowed', { allow: methods.join(', ') });
  if (path === OAUTH_START_PATH || path === OAUTH_CALLBACK_PATH) {
    const mod = (await import(oauthModule)) as {
      handleOAuth: (e: LambdaFunctionURLEvent) => Promise<LambdaFunctionURLResult>;
    };
    return mod.handleOAuth(event);
  }
  // Config (the link-signing key from Secrets Manager, through the Parameters and Secrets
  // extension) is read once per cold start; a failed start is not cached, the next request retries.
  pages ??= resolveSecretsWith(process.env, () => extensionSecretSource(process.env)).then((env) =>
    createPublicPages(withPublicBaseUrl(loadConfig(env), event)),
  );
  const built = await pages.catch((err: unknown) => {
    pages = undefined;
    throw err;
  });
  if (path === ZONE_PAGE_PATH) {
    const body = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    const result = await built.zonePage({
      method,
      query: event.queryStringParameters ?? {},
      headers: event.headers ?? {},
      body,
    });
    return { statusCode: result.status, headers: { ...result.headers }, body: result.body };
  }
  const result = await built.calendarFile(path);
  return { statusCode: result.status, headers: { ...result.headers }, body: String(result.body) };
}
