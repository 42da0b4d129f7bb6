/**
 * Sliding-window rate limit over a short log of recent event times (epoch ms).
 * Pure: the caller stores the returned log with a conditional write.
 */
export interface RateLimitRule {
  readonly count: number;
  readonly windowMs: number;
}

export type RateDecision =
  | { readonly allowed: true; readonly log: readonly number[] }
  | { readonly allowed: false; readonly retryAt: number };

export function checkRate(log: readonly number[], now: number, rule: RateLimitRule): RateDecision {
  const recent = log.filter((t) => t > now - rule.windowMs).sort((a, b) => a - b);
  if (recent.length >= rule.count) {
    const oldestThatCounts = recent[recent.length - rule.count] ?? now;
    return { allowed: false, retryAt: oldestThatCounts + rule.windowMs };
  }
  return { allowed: true, log: [...recent, now] };
}

/** Up to `wanted` events at once under `rule`: how many fit, the log with them, and when the next frees when not all did. */
export interface RateGrant {
  readonly granted: number;
  readonly log: readonly number[];
  /** When the next one fits (epoch ms); absent when all `wanted` did. */
  readonly retryAt?: number;
}

export function checkRateUpTo(
  log: readonly number[],
  now: number,
  rule: RateLimitRule,
  wanted: number,
): RateGrant {
  const recent = log.filter((t) => t > now - rule.windowMs).sort((a, b) => a - b);
  const granted = Math.max(0, Math.min(wanted, rule.count - recent.length));
  const next = [...recent, ...Array.from({ length: granted }, () => now)];
  if (granted === wanted) return { granted, log: next };
  const oldestThatCounts = next[next.length - rule.count] ?? now;
  return { granted, log: next, retryAt: oldestThatCounts + rule.windowMs };
}
