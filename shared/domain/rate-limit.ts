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
