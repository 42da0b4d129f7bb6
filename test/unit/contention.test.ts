import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancellationCodes,
  conditional,
  contentionPause,
  contentionPolicy,
  isLostRace,
  isTransactionConflict,
  retryContention,
} from '../../shared/adapters/dynamo/contention.js';

const meta = { $metadata: {} };
const conditionFailed = new ConditionalCheckFailedException({
  message: 'The conditional request failed',
  ...meta,
});
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    ...meta,
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('One policy for writes that lose a race (shared/adapters/dynamo/contention.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('recognises the SDK errors every repository meets', () => {
    expect(isLostRace(conditionFailed)).toBe(true);
    expect(isLostRace(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
    expect(isLostRace(new Error('socket hang up'))).toBe(false);
    expect(cancellationCodes(cancelled('ConditionalCheckFailed', 'None'))).toEqual([
      'ConditionalCheckFailed',
      'None',
    ]);
    expect(isTransactionConflict(cancelled('TransactionConflict', 'None'))).toBe(true);
    expect(isTransactionConflict(cancelled('ConditionalCheckFailed', 'None'))).toBe(false);
  });

  it('answers false for a failed condition and passes any other failure on', async () => {
    await expect(conditional(() => Promise.reject(conditionFailed))).resolves.toBe(false);
    await expect(conditional(() => Promise.resolve({}))).resolves.toBe(true);
    await expect(conditional(() => Promise.reject(new Error('throttled')))).rejects.toThrow(
      'throttled',
    );
  });

  it('tries again after a lost race, at most maxAttempts times, then gives the storage error back unchanged', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const run = retryContention(isLostRace, async () => {
      calls++;
      throw conditionFailed;
    });
    const settled = expect(run).rejects.toBe(conditionFailed);
    await vi.runAllTimersAsync();
    await settled;
    expect(calls).toBe(contentionPolicy.maxAttempts);
  });

  it('returns what the step returns once it wins, and never retries another failure', async () => {
    vi.useFakeTimers();
    const tries: number[] = [];
    const won = retryContention(isLostRace, async (attempt) => {
      tries.push(attempt);
      if (attempt < 3) throw cancelled('TransactionConflict');
      return 'created';
    });
    await vi.runAllTimersAsync();
    await expect(won).resolves.toBe('created');
    expect(tries).toEqual([1, 2, 3]);
    let other = 0;
    await expect(
      retryContention(isLostRace, async () => {
        other++;
        throw new Error('ValidationException');
      }),
    ).rejects.toThrow('ValidationException');
    expect(other).toBe(1);
  });

  it('pauses with full jitter, doubling from firstPauseMs up to maxPauseMs', () => {
    const top = () => 1;
    expect(contentionPause(1, top)).toBe(contentionPolicy.firstPauseMs);
    expect(contentionPause(2, top)).toBe(contentionPolicy.firstPauseMs * 2);
    expect(contentionPause(20, top)).toBe(contentionPolicy.maxPauseMs);
    expect(contentionPause(5, () => 0)).toBe(0);
  });
});
