import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import {
  createOAuthPages,
  type OAuthPageResponse,
} from '../../shared/calendar/interactions/oauth-pages.js';
import { createOAuthPageDeps } from '../../shared/calendar/oauth-deps.js';
import { withPublicBaseUrl } from './public-origin.js';

/**
 * `GET`/`POST /oauth/start` and `GET /oauth/callback` of the public pages function, loaded on the
 * first such request only (its own file in the bundle directory): the OAuth library and the
 * client secrets (read once) never slow a feed or `/tz` request.
 */
let pages:
  | Promise<(req: Parameters<ReturnType<typeof createOAuthPages>>[0]) => Promise<OAuthPageResponse>>
  | undefined;

export async function handleOAuth(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  pages ??= loadRuntimeConfig().then((config) =>
    createOAuthPages(createOAuthPageDeps(withPublicBaseUrl(config, event))),
  );
  const serve = await pages.catch((err: unknown) => {
    pages = undefined;
    throw err;
  });
  const body = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  const method =
    (event.requestContext as Partial<LambdaFunctionURLEvent['requestContext']> | undefined)?.http
      ?.method ?? 'GET';
  const result = await serve({
    method,
    path: event.rawPath,
    query: event.rawQueryString,
    headers: event.headers,
    cookies: event.cookies ?? [],
    body,
  });
  return {
    statusCode: result.status,
    headers: { ...result.headers },
    body: result.body,
    ...(result.cookies?.length ? { cookies: [...result.cookies] } : {}),
  };
}
