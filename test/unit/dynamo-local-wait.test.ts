import { describe, expect, it } from 'vitest';
import {
  DYNAMO_LOCAL_START_LIMIT_MS,
  waitForDynamoLocal,
  type ReadinessWait,
} from '../../infra/local/dynamo-local.js';

/**
 * A DynamoDB Local that answers only from `readyAtMs` (or never), on a fake clock that each
 * 100 ms pause moves forward, and a process that may exit at `exitAtMs`.
 */
function slowStart(opts: { readyAtMs?: number; exitAtMs?: number; limitMs?: number }) {
  let clock = 0;
  const lines: string[] = [];
  const wait: ReadinessWait = {
    what: 'DynamoDB Local on http://127.0.0.1:8000',
    probe: async () => {
      if (opts.readyAtMs === undefined || clock < opts.readyAtMs) throw new Error('ECONNREFUSED');
    },
    exited: () => (opts.exitAtMs !== undefined && clock >= opts.exitAtMs ? 'code 1' : null),
    output: () => 'java.lang.OutOfMemoryError',
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    say: (line) => lines.push(line),
    ...(opts.limitMs !== undefined ? { limitMs: opts.limitMs } : {}),
  };
  return { wait, lines, elapsed: () => clock };
}

describe('Function: waitForDynamoLocal', () => {
  it('keeps waiting past 30 s for a DynamoDB Local that answers after 38 s, saying once what it waits for', async () => {
    const start = slowStart({ readyAtMs: 38_000 });
    await expect(waitForDynamoLocal(start.wait)).resolves.toBeUndefined();
    expect(start.elapsed()).toBe(38_000);
    expect(start.lines[0]).toMatch(
      /^Waiting for DynamoDB Local on http:\/\/127\.0\.0\.1:8000 to answer/,
    );
    // One more line 30 s after the first, with how long and until when.
    expect(start.lines).toHaveLength(2);
    expect(start.lines[1]).toMatch(
      /Still waiting for DynamoDB Local .*\(33 s; giving up at 180 s or if it exits\)/,
    );
  });

  it('says nothing when DynamoDB Local answers within a few seconds', async () => {
    const start = slowStart({ readyAtMs: 1_500 });
    await waitForDynamoLocal(start.wait);
    expect(start.lines).toEqual([]);
  });

  it('gives up as soon as the process has exited, with its output', async () => {
    const start = slowStart({ exitAtMs: 41_000 });
    await expect(waitForDynamoLocal(start.wait)).rejects.toThrow(
      /DynamoDB Local on .* exited \(code 1\) before answering:\njava\.lang\.OutOfMemoryError/,
    );
    expect(start.elapsed()).toBe(41_000);
  });

  it('gives up after the generous limit when the process neither answers nor exits', async () => {
    expect(DYNAMO_LOCAL_START_LIMIT_MS).toBeGreaterThanOrEqual(120_000);
    const start = slowStart({});
    await expect(waitForDynamoLocal(start.wait)).rejects.toThrow(/did not answer within 180 s/);
    expect(start.elapsed()).toBe(DYNAMO_LOCAL_START_LIMIT_MS);
  });
});
