import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { resolveSecretsWith } from '../../shared/adapters/aws-secrets.js';
import { extensionSecretSource } from '../../shared/adapters/secrets-extension.js';
import { loadConfig } from '../../shared/config.js';
import { createInteractionsEndpoint } from '../../shared/interactions-deps.js';
import type { HttpRequest, HttpResponse } from '../../shared/interactions/interaction-http.js';
import { functionUrlHandler, type AnswerThenWork } from '../../shared/interactions/streaming.js';
import { CALENDAR_FILES_PREFIX } from '../../shared/calendar/domain/feed-paths.js';

/**
 * Lambda behind its own Function URL: Discord POSTs signed interactions here, and nothing else
 * is served (but a redirect for calendar feed links handed out before the split). The public pages (`/tz`, the calendar feed and export, the OAuth pages) are another
 * function with its own URL and concurrency (functions/public-pages), so a flood of page
 * requests cannot take the concurrency Discord's interactions need. This file only translates
 * between the Function URL event and the endpoint in shared/.
 */
let endpoint: Promise<(req: HttpRequest) => Promise<HttpResponse>> | undefined;
/** The public pages' address, for links in replies (PUBLIC_BASE_URL: the stack passes the pages' Function URL). */
let publicBaseUrl: string | undefined;

const text = (
  statusCode: number,
  body: string,
  headers: Record<string, string> = {},
): LambdaFunctionURLResult => ({
  statusCode,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body,
});

/**
 * The request handling, one copy for Lambda and the local server: the answer, and the work that
 * goes on after it (a late answer's delivery through the interaction's webhook).
 */
export async function respond(event: LambdaFunctionURLEvent): Promise<AnswerThenWork> {
  // Typed as always present; a malformed event still gets an answer, never a throw.
  const context = event.requestContext as
    Partial<LambdaFunctionURLEvent['requestContext']> | undefined;
  const method = context?.http?.method ?? 'POST';
  const oldFeedLink =
    (method === 'GET' || method === 'HEAD') &&
    (event.rawPath ?? '').startsWith(CALENDAR_FILES_PREFIX);
  if (method !== 'POST' && !oldFeedLink)
    return { result: text(405, 'Method not allowed', { allow: 'POST' }) };
  // Built on the first request of a cold start and reused: config is read once. The public key
  // arrives in the environment (resolved from SSM at deploy time), the link-signing key from
  // Secrets Manager here. A failed start is not cached: the next request retries.
  if (!endpoint) {
    // Through the Parameters and Secrets extension: no SDK client in this bundle.
    endpoint = resolveSecretsWith(process.env, () => extensionSecretSource(process.env)).then(
      (env) => {
        const config = loadConfig(env);
        publicBaseUrl = config.PUBLIC_BASE_URL;
        return createInteractionsEndpoint(config);
      },
    );
  }
  const serve = await endpoint.catch((err: unknown) => {
    endpoint = undefined;
    throw err;
  });
  // Feeds subscribed to before the public pages had their own URL pointed here: a permanent
  // redirect (no storage read) moves calendar apps to the pages' URL.
  if (oldFeedLink)
    return {
      result: publicBaseUrl
        ? text(301, 'Moved', { location: `${publicBaseUrl.replace(/\/+$/, '')}${event.rawPath}` })
        : text(404, 'Not found'),
    };
  const body = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  const result = await serve({
    body,
    signature: event.headers?.['x-signature-ed25519'],
    timestamp: event.headers?.['x-signature-timestamp'],
    ...(publicBaseUrl ? { origin: publicBaseUrl } : {}),
    // The late-answer deadline counts from the Function URL's receipt of the request.
    ...(typeof context?.timeEpoch === 'number' ? { receivedAt: context.timeEpoch } : {}),
  });
  if (result.headers)
    return {
      result: {
        statusCode: result.status,
        headers: { ...result.headers },
        body: String(result.body),
      },
    };
  return {
    result: {
      statusCode: result.status,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(result.body),
    },
    ...(result.after ? { after: result.after } : {}),
  };
}

/**
 * The Function URL's handler: streaming in Lambda (the answer is sent, then the late work is
 * awaited before the invocation ends: infra/stack.ts sets InvokeMode.RESPONSE_STREAM), buffered
 * in the local server and tests, where the process outlives the request.
 */
export const handler = functionUrlHandler(respond);
