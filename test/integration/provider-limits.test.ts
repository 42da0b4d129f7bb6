import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCipher } from '../../shared/calendar/adapters/local-cipher.js';
import { limitedFetch } from '../../shared/calendar/adapters/outbound.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { loadConfig } from '../../shared/config.js';
import { credentialContext } from '../../shared/calendar/usecases/cipher.js';
import type { Connection } from '../../shared/calendar/usecases/calendar-ports.js';
import {
  startEndlessServer,
  startHttpServer,
  startSilentServer,
  type TestServer,
} from '../support/caldav-servers.js';
import { anEvent } from '../support/schedule.js';

/**
 * Every provider call has a timeout and a body cap (issue 17, item 3): the shared mechanism on
 * its own, and Google's token endpoint and API through the sync function's sessions, against a
 * server that never answers and one whose body never ends.
 */
const limits = { timeoutMs: 400, maxResponseBytes: 64 * 1024 };
let silent: TestServer;
let endless: TestServer;
let huge: TestServer;

beforeAll(async () => {
  [silent, endless, huge] = await Promise.all([
    startSilentServer(),
    startEndlessServer(),
    startHttpServer((_req, _body, res) => {
      res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      res.write('{');
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([silent?.close(), endless?.close(), huge?.close()]);
});

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

describe('Function: limitedFetch', () => {
  it('gives up on a server that never answers once the time is up', async () => {
    const { value, ms } = await timed(
      limitedFetch(
        fetch,
        limits,
      )(silent.url).then(
        () => 'answered',
        (err: unknown) => err,
      ),
    );
    expect(value).toMatchObject({ name: 'ProviderCallError', code: 'timeout' });
    expect(ms).toBeLessThan(2_000);
  });

  it('stops reading a body that never ends at the cap, and refuses one declared too large before reading it', async () => {
    const res = await limitedFetch(fetch, limits)(endless.url);
    await expect(res.text()).rejects.toMatchObject({ code: 'too_large' });
    await expect(limitedFetch(fetch, limits)(huge.url)).rejects.toMatchObject({
      code: 'too_large',
    });
  });

  it("calls nothing once the connection's budget is spent", async () => {
    const before = silent.connections();
    await expect(
      limitedFetch(fetch, limits, AbortSignal.abort())(silent.url),
    ).rejects.toMatchObject({ code: 'budget' });
    expect(silent.connections()).toBe(before);
  });
});

describe('Google through the sync function: token endpoint and API under the limits', () => {
  async function googleDeps(server: TestServer) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tock-limits-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      CALENDAR_STAND_IN_URL: server.url,
    });
    const deps = createCalendarSyncDeps(config, {
      limits: { call: limits, connectionBudgetMs: 1_000 },
    });
    const sealed = await localCipher(dataDir).seal(
      JSON.stringify({ refreshToken: 'refresh-token-1' }),
      credentialContext('42', 'google'),
    );
    const connection: Connection = {
      userId: '42',
      provider: 'google',
      sealed,
      target: 'primary',
      label: '',
      connectedAt: '2026-06-15T10:00:00.000Z',
      lastSuccessAt: null,
      authFailedAt: null,
      status: 'checking',
      reason: null,
    };
    return { deps, connection };
  }

  it('a token endpoint that never answers, or never ends its body, rejects the new connection within a second or two instead of failing the stream record', async () => {
    for (const server of [silent, endless]) {
      const { deps, connection } = await googleDeps(server);
      const { value, ms } = await timed(deps.check(connection));
      expect(value).toEqual({ status: 'rejected', reason: 'calendar_check_unreachable' });
      expect(ms).toBeLessThan(3_000);
    }
  });

  it('a push whose provider never answers is a retry within the limits', async () => {
    const { deps, connection } = await googleDeps(silent);
    const session = await deps.sessions({ ...connection, status: 'connected' });
    const { value, ms } = await timed(session?.client.create(anEvent()) ?? Promise.resolve(null));
    expect(value).toMatchObject({ ok: false, kind: 'retry' });
    expect(ms).toBeLessThan(3_000);
  });
});
