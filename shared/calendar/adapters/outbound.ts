/**
 * Limits on every call the sync function makes to a calendar provider (Google, Microsoft Graph,
 * CalDAV, the OAuth token and revocation endpoints): a timeout that covers the whole exchange
 * (connecting, headers and body), a cap on the response body, and an optional budget signal
 * shared by every call of one connection in one invocation (docs/decisions.md, "CalDAV outbound
 * calls"). One server that never answers, or answers forever, then costs its own user a few
 * seconds and nobody else anything.
 */

export interface ProviderCallLimits {
  /** The whole call, body included. */
  readonly timeoutMs: number;
  /** Bytes of response body read at most; more fails the call. */
  readonly maxResponseBytes: number;
}

export const providerCallDefaults = {
  timeoutMs: 5_000,
  maxResponseBytes: 1_048_576,
} as const satisfies Required<ProviderCallLimits>;

/** Why a call was cut short: `timeout`, `too_large`, `budget` (the connection's time this invocation is used up), `refused` (the CalDAV guard). */
export type ProviderCallCode = 'timeout' | 'too_large' | 'budget' | 'refused';

export class ProviderCallError extends Error {
  override readonly name = 'ProviderCallError';
  constructor(
    readonly code: ProviderCallCode,
    message: string,
  ) {
    super(message);
  }
}

/** Fetch's null-body statuses: a Response with one of them cannot carry a body stream. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function capBody(res: Response, maxBytes: number): Response {
  if (!res.body || NULL_BODY.has(res.status)) return res;
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void res.body.cancel().catch(() => undefined);
    throw new ProviderCallError('too_large', `response of ${declared} bytes (limit ${maxBytes})`);
  }
  let seen = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes)
          controller.error(new ProviderCallError('too_large', `response over ${maxBytes} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
  const capped = new Response(counted, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
  // Callers (tsdav) read `url` for error reports: keep the real one.
  Object.defineProperty(capped, 'url', { value: res.url });
  return capped;
}

/** The reason an abort happened, as our typed error; anything else unchanged. */
function cause(
  err: unknown,
  timeout: AbortSignal,
  budget: AbortSignal | undefined,
  limits: ProviderCallLimits,
): unknown {
  if (err instanceof ProviderCallError) return err;
  const inner = (err as { cause?: unknown } | null)?.cause;
  if (inner instanceof ProviderCallError) return inner;
  if (budget?.aborted)
    return new ProviderCallError('budget', 'time budget of this connection used up');
  if (timeout.aborted)
    return new ProviderCallError('timeout', `no complete answer within ${limits.timeoutMs} ms`);
  return err;
}

/**
 * Wraps a fetch with the limits. The returned response's body fails with a ProviderCallError
 * once it passes the cap, and with the abort reason when the time runs out while it is read.
 */
export function limitedFetch(
  inner: typeof fetch,
  limits: ProviderCallLimits = providerCallDefaults,
  budget?: AbortSignal,
): typeof fetch {
  return async (input, init = {}) => {
    if (budget?.aborted)
      throw new ProviderCallError('budget', 'time budget of this connection used up');
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    const signal = AbortSignal.any([
      timeout,
      ...(budget ? [budget] : []),
      ...(init.signal ? [init.signal] : []),
    ]);
    try {
      return capBody(await inner(input, { ...init, signal }), limits.maxResponseBytes);
    } catch (err) {
      throw cause(err, timeout, budget, limits);
    }
  };
}

/** One time budget per connection (`budgetMs` of its provider), started at its first call in this invocation. */
export function connectionBudgets<P extends string>(
  budgetMs: (provider: P) => number,
): {
  signal(connection: { userId: string; provider: P }): AbortSignal;
} {
  const signals = new Map<string, AbortSignal>();
  return {
    signal({ userId, provider }) {
      const key = `${userId}|${provider}`;
      let signal = signals.get(key);
      if (!signal) signals.set(key, (signal = AbortSignal.timeout(budgetMs(provider))));
      return signal;
    },
  };
}
