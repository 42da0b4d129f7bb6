import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';
import { loadConfig } from '../../shared/config.js';
import { createInteractionsEndpoint } from '../../shared/interactions-deps.js';

/**
 * Lambda behind a Function URL: Discord POSTs signed interactions here. This file only
 * translates between the Function URL event and the endpoint in shared/.
 */
let endpoint: ReturnType<typeof createInteractionsEndpoint> | undefined;
let publicUrl: string | undefined;

export async function handler(event: LambdaFunctionURLEvent): Promise<LambdaFunctionURLResult> {
  // Built on the first request of a cold start and reused: config is read once. In AWS the
  // public key arrives in the environment, resolved from SSM at deploy time (infra/stack.ts),
  // so no SDK call delays the first reply. A failed start is not cached: the next request retries.
  if (!endpoint) {
    const config = loadConfig();
    publicUrl = config.PUBLIC_URL;
    endpoint = createInteractionsEndpoint(config);
  }
  const handle = await endpoint.catch((err: unknown) => {
    endpoint = undefined;
    throw err;
  });
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  const result = await handle({
    body,
    signature: event.headers['x-signature-ed25519'],
    timestamp: event.headers['x-signature-timestamp'],
    method: event.requestContext.http.method,
    path: event.rawPath,
    origin: publicUrl ?? `https://${event.requestContext.domainName}`,
  });
  if (result.headers) return { statusCode: result.status, headers: { ...result.headers }, body: String(result.body) };
  return { statusCode: result.status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result.body) };
}
