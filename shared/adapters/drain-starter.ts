/**
 * Starts the drain function (shared/usecases/dispatch-drain.ts) with an asynchronous Lambda
 * invocation: Lambda queues the event and answers 202 at once, so the dispatcher never waits
 * for the drain. The client is built on the first hand-off, not at cold start.
 * @see https://docs.aws.amazon.com/lambda/latest/api/API_Invoke.html
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { DrainRequest, DrainStarter } from '../usecases/dispatch-drain.js';

export function lambdaDrainStarter(functionName: string, region: string): DrainStarter {
  let client: LambdaClient | undefined;
  return {
    async start(token) {
      client ??= new LambdaClient({ region });
      const payload: DrainRequest = { token };
      const out = await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: JSON.stringify(payload),
        }),
      );
      if (out.StatusCode !== 202)
        throw new Error(`drain not started: Lambda answered ${out.StatusCode}`);
    },
  };
}
