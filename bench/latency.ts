/** Shared pieces of the latency benchmarks: percentiles and signed Function URL events. */
import { buildFunctionUrlEvent } from '../infra/local/http.js';
import { signRequest, type DevKeyPair } from '../infra/local/dev-keys.js';

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
}

/** Nearest-rank p50 and p99 of the samples (ms). */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

/** A Function URL event carrying `body`, signed as Discord signs it (signing stays outside the timed part). */
export function signedEvent(keys: DevKeyPair, body: unknown): ReturnType<typeof buildFunctionUrlEvent> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return buildFunctionUrlEvent({
    method: 'POST',
    url: '/interactions',
    headers: { 'content-type': 'application/json', 'x-signature-ed25519': signRequest(keys.privateKey, timestamp, text), 'x-signature-timestamp': timestamp },
    body: text,
  });
}
