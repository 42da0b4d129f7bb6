import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import { createOAuthPages, type OAuthPageResponse } from '../../shared/interactions/oauth-pages.js';
import { createOAuthPageDeps } from '../../shared/oauth-deps.js';
import { withPublicBaseUrl } from './public-origin.js';

/**
 * `GET /oauth/start` and `GET /oauth/callback` of the public pages function, loaded on the
 * first such request only (its own file in the bundle directory): the OAuth library and the
 * client secrets (read once) never slow a feed or `/tz` request.
 */
let pages: Promise<(req: Parameters<ReturnType<typeof createOAuthPages>>[0]) => Promise<OAuthPageResponse>> | undefined;

export async function handleOAuth(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  pages ??= loadRuntimeConfig().then((config) => createOAuthPages(createOAuthPageDeps(withPublicBaseUrl(config, event))));
  const serve = await pages.catch((err: unknown) => {
    pages = undefined;
    throw err;
  });
  const result = await serve({ path: event.rawPath, query: event.rawQueryString, headers: event.headers, cookies: event.cookies ?? [] });
  return { statusCode: result.status, headers: { ...result.headers }, body: result.body, ...(result.cookies?.length ? { cookies: [...result.cookies] } : {}) };
}
