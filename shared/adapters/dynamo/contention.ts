/**
 * Conditional writes and what to do when they lose: the one place every repository
 * recognises a failed condition or a cancelled transaction, and the one retry policy
 * for writes that lost a race to a concurrent one.
 */

/** How often, and how patiently, a write that lost a race is tried again. */
export const contentionPolicy = {
  /** Tries in all, the first included. */
  maxAttempts: 8,
  /** The pause before the second try is up to this long; it doubles with every further try… */
  firstPauseMs: 10,
  /** …up to this (full jitter: a random pause between 0 and the bound). */
  maxPauseMs: 500,
} as const;

function errorName(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? (err as { name?: string }).name : undefined;
}

/** A single-item write whose ConditionExpression failed. */
export function isConditionFailure(err: unknown): boolean {
  return errorName(err) === 'ConditionalCheckFailedException';
}

/** The per-item cancellation codes of a cancelled TransactWriteItems (`ConditionalCheckFailed`, `TransactionConflict`, `None`…); undefined for any other error. */
export function cancellationCodes(err: unknown): (string | undefined)[] | undefined {
  if (errorName(err) !== 'TransactionCanceledException') return undefined;
  return ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (r) => r.Code,
  );
}

/** A transaction cancelled because another write touched one of its items at the same moment. */
export function isTransactionConflict(err: unknown): boolean {
  return cancellationCodes(err)?.includes('TransactionConflict') ?? false;
}

/** Lost a race of any kind: a failed condition or a cancelled transaction (the caller re-reads and tries again). */
export function isLostRace(err: unknown): boolean {
  return isConditionFailure(err) || cancellationCodes(err) !== undefined;
}

/** Runs a conditional write; false when its condition failed. */
export async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** The jittered pause after try `attempt` (1-based). */
export function contentionPause(attempt: number, random: () => number = Math.random): number {
  const bound = Math.min(
    contentionPolicy.maxPauseMs,
    contentionPolicy.firstPauseMs * 2 ** (attempt - 1),
  );
  return random() * bound;
}

/**
 * Runs `step` (given the 1-based try number) until it returns; when it throws an error
 * `retryable` accepts, pauses and runs it again, at most `contentionPolicy.maxAttempts`
 * times in all; then the last error passes through (an AWS SDK error stays one, so it is
 * reported as a storage failure). Anything else it throws passes through at once.
 * `maxAttempts` raises the bound for a write many users race for at once (one shared counter).
 */
export async function retryContention<T>(
  retryable: (err: unknown) => boolean,
  step: (attempt: number) => Promise<T>,
  maxAttempts: number = contentionPolicy.maxAttempts,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(attempt);
    } catch (err) {
      if (!retryable(err) || attempt >= maxAttempts) throw err;
      await new Promise((r) => setTimeout(r, contentionPause(attempt)));
    }
  }
}
