import type {
  CloudFormationCustomResourceEvent,
  CloudFormationCustomResourceResponse,
} from 'aws-lambda';
import type { Logger } from '../usecases/ports.js';

/**
 * Sends the answer to CloudFormation's pre-signed S3 URL: a PUT of the JSON with an empty
 * content type (the URL was signed without one).
 * @see https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/crpg-ref-responses.html
 */
export async function sendResponse(
  responseUrl: string,
  response: CloudFormationCustomResourceResponse,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const body = JSON.stringify(response);
  const res = await fetchImpl(responseUrl, {
    method: 'PUT',
    body,
    headers: { 'content-type': '', 'content-length': String(Buffer.byteLength(body)) },
  });
  if (!res.ok) throw new Error(`CloudFormation response refused: ${res.status}`);
}

/**
 * A custom resource's Lambda handler: `respond` works out the answer (a failure is an answer
 * too, with its reason), which is logged when it failed and always sent, so CloudFormation is
 * never left waiting for its hour.
 */
export function customResourceHandler(
  respond: (
    event: CloudFormationCustomResourceEvent,
  ) => Promise<CloudFormationCustomResourceResponse>,
  log: Logger,
  component: string,
): (event: CloudFormationCustomResourceEvent) => Promise<void> {
  return async (event) => {
    const response = await respond(event);
    if (response.Status === 'FAILED') log.error(component, new Error(response.Reason));
    await sendResponse(event.ResponseURL, response);
  };
}
