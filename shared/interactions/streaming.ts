/**
 * A Function URL handler whose answer can be followed by more work (a late answer's delivery,
 * late-answer.ts). In Lambda the function URL streams its response (InvokeMode.RESPONSE_STREAM):
 * the answer is written and the stream ended, then the handler awaits the rest, since Lambda does
 * not wait for promises left running after the handler returns or the stream ends. Elsewhere
 * (`npm start`, tests) the `awslambda` global does not exist: the answer is returned and the rest
 * runs on in the process, which outlives the request.
 * @see https://docs.aws.amazon.com/lambda/latest/dg/config-rs-write-functions.html
 */
import type { LambdaFunctionURLEvent, LambdaFunctionURLResult } from 'aws-lambda';

/** An answer, and the work that goes on after it (never rejects). */
export interface AnswerThenWork {
  readonly result: LambdaFunctionURLResult;
  readonly after?: Promise<void>;
}

/** The stream Lambda hands a streaming handler: a Node Writable. */
export interface ResponseStream {
  write(chunk: string): unknown;
  end(callback?: () => void): unknown;
}

/** What the Lambda Node.js runtime provides as the global `awslambda` (no package, no import). */
export interface AwsLambdaGlobal {
  streamifyResponse(
    handler: (event: LambdaFunctionURLEvent, stream: ResponseStream) => Promise<void>,
  ): unknown;
  readonly HttpResponseStream: {
    from(
      stream: ResponseStream,
      metadata: { statusCode: number; headers?: Record<string, string> },
    ): ResponseStream;
  };
}

export type BufferedHandler = (event: LambdaFunctionURLEvent) => Promise<LambdaFunctionURLResult>;

/** The runtime's `awslambda`, when this runs inside Lambda. */
export function lambdaRuntime(): AwsLambdaGlobal | undefined {
  const runtime = (globalThis as { awslambda?: AwsLambdaGlobal }).awslambda;
  return typeof runtime?.streamifyResponse === 'function' ? runtime : undefined;
}

/** Writes the answer through `stream` (status and headers first), ends it, then awaits the rest. */
export function streamed(
  runtime: AwsLambdaGlobal,
  respond: (event: LambdaFunctionURLEvent) => Promise<AnswerThenWork>,
): (event: LambdaFunctionURLEvent, stream: ResponseStream) => Promise<void> {
  return async (event, stream) => {
    const { result, after } = await respond(event);
    const answer = typeof result === 'string' ? { body: result } : result;
    const out = runtime.HttpResponseStream.from(stream, {
      statusCode: answer.statusCode ?? 200,
      headers: Object.fromEntries(
        Object.entries(answer.headers ?? {}).map(([k, v]) => [k, String(v)]),
      ),
    });
    await new Promise<void>((resolve) => {
      out.write(answer.body ?? '');
      out.end(resolve);
    });
    await after;
  };
}

/** The buffered handler: the answer is returned, the rest runs on in this process. */
export function buffered(
  respond: (event: LambdaFunctionURLEvent) => Promise<AnswerThenWork>,
): BufferedHandler {
  return async (event) => {
    const { result, after } = await respond(event);
    void after;
    return result;
  };
}

/**
 * The Function URL handler for `respond`: streaming inside Lambda, buffered elsewhere. The
 * request handling itself is `respond`, one copy for both.
 */
export function functionUrlHandler(
  respond: (event: LambdaFunctionURLEvent) => Promise<AnswerThenWork>,
  runtime: AwsLambdaGlobal | undefined = lambdaRuntime(),
): BufferedHandler {
  return runtime
    ? (runtime.streamifyResponse(streamed(runtime, respond)) as BufferedHandler)
    : buffered(respond);
}
