import { beforeAll, describe, expect, it } from 'vitest';
import { createCalendarSyncStores } from '../../shared/calendar/adapters/dynamo/calendar-sync-repo.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import type { EventRecord } from '../../shared/domain/schedule.js';
import {
  failureOf,
  type CalendarClient,
  type PushResult,
} from '../../shared/calendar/usecases/calendar-provider.js';
import {
  BUDGET_REASON,
  forInvocation,
  MAX_ATTEMPTS,
  retryDue,
  SYNC_INTERVAL_MS,
  syncEvent,
  syncToProvider,
  type SyncDeps,
} from '../../shared/calendar/usecases/calendar-sync.js';
import { aConnection } from '../support/calendar-connection.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { anEvent } from '../support/schedule.js';
import { snowflake } from '../support/interactions.js';

/**
 * The engine's rules on the real stores (DynamoDB Local), with a scripted provider: each call
 * answers with the next scripted HTTP status (the provider contract is tested against Radicale).
 */
let db: TestDb;
let now = Date.parse('2026-06-15T10:00:00Z');

interface Script {
  statuses: number[];
  calls: string[];
  refreshes: number;
  retryAfter?: string | undefined;
}

function scriptedClient(script: Script): CalendarClient {
  const answer = (op: string, id: string): PushResult => {
    script.calls.push(op);
    const status = script.statuses.shift() ?? 200;
    return status < 300
      ? { ok: true, providerId: id }
      : failureOf(status, `HTTP ${status}`, script.retryAfter ?? null);
  };
  return {
    create: async (e) => answer('create', `p-${e.id}`),
    update: async (id) => answer('update', id),
    remove: async (id) => answer('remove', id),
  };
}

async function setup(
  script: Script,
  refreshWorks = true,
): Promise<{ deps: SyncDeps; user: string; log: ReturnType<typeof memoryLogger> }> {
  const stores = createCalendarSyncStores(db.doc, db.tables);
  const user = snowflake();
  const connection = aConnection(user, 'caldav', now);
  await stores.connections.put(connection);
  const log = memoryLogger();
  const events = new Map<string, EventRecord>();
  const deps: SyncDeps = {
    ...stores,
    events: { get: async (_u, id) => events.get(id) ?? null },
    sessions: async () => ({
      client: scriptedClient(script),
      refresh: async () => {
        script.refreshes++;
        return refreshWorks;
      },
    }),
    clock: { now: () => now },
    log,
  };
  return { deps, user, log };
}

beforeAll(async () => {
  db = await freshTables();
});

describe('calendar sync engine', () => {
  it('creates, then updates the same provider id, then deletes it', async () => {
    const script: Script = { statuses: [], calls: [], refreshes: 0 };
    const { deps, user } = await setup(script);
    const event = anEvent({ userId: user });
    expect(await syncEvent(deps, user, event.id, event)).toBe(true);
    expect(await syncEvent(deps, user, event.id, { ...event, title: 'New' })).toBe(true);
    expect((await deps.states.get(user, 'caldav', event.id))?.providerId).toBe(`p-${event.id}`);
    expect(await syncEvent(deps, user, event.id, null)).toBe(true);
    expect(script.calls).toEqual(['create', 'update', 'remove']);
    expect(await deps.states.get(user, 'caldav', event.id)).toBeNull();
    expect((await deps.connections.get(user, 'caldav'))?.lastSuccessAt).toBe(
      new Date(now).toISOString(),
    );
  });

  it('recreates an event deleted at the provider (404 and 410)', async () => {
    for (const gone of [404, 410]) {
      const script: Script = { statuses: [200, gone, 200], calls: [], refreshes: 0 };
      const { deps, user } = await setup(script);
      const event = anEvent({ userId: user });
      await syncEvent(deps, user, event.id, event);
      expect(await syncEvent(deps, user, event.id, event)).toBe(true);
      expect(script.calls).toEqual(['create', 'update', 'create']);
    }
  });

  it('on 401 refreshes once and retries; when that fails too the connection asks to reconnect', async () => {
    const ok: Script = { statuses: [401, 200], calls: [], refreshes: 0 };
    const a = await setup(ok);
    const event = anEvent({ userId: a.user });
    expect(await syncEvent(a.deps, a.user, event.id, event)).toBe(true);
    expect(ok.refreshes).toBe(1);

    const bad: Script = { statuses: [401], calls: [], refreshes: 0 };
    const b = await setup(bad, false);
    expect(await syncEvent(b.deps, b.user, event.id, { ...event, userId: b.user })).toBe(false);
    expect(bad.refreshes).toBe(1);
    expect((await b.deps.connections.get(b.user, 'caldav'))?.authFailedAt).not.toBeNull();
    expect((await b.deps.states.get(b.user, 'caldav', event.id))?.status).toBe('failed');
    // A clear line for the operator, not a stack trace: the grant is gone, the user reconnects.
    const line = b.log.lines.find((l) => l['context'] === `calendar_sync:${event.id}`);
    expect(line?.['error']).toMatch(
      /^caldav refused the stored credentials \(.+\); the user must run \/calendar connect again$/,
    );
    expect(line).not.toHaveProperty('stack');
  });

  it('retries 429 and 5xx on the 300 s interval with backoff (Retry-After when longer), then marks the event failed and reports it', async () => {
    const script: Script = {
      statuses: [429, 503, 500, 502, 504],
      calls: [],
      refreshes: 0,
      retryAfter: '1200',
    };
    const { deps, user, log } = await setup(script);
    const event = anEvent({ userId: user });
    const store = new Map([[event.id, event]]);
    deps.events.get = async (_u, id) => store.get(id) ?? null;
    const start = now;
    expect(await syncEvent(deps, user, event.id, event)).toBe(false);
    // 429 with Retry-After: 1200 s is longer than the first 300 s step.
    expect((await deps.states.get(user, 'caldav', event.id))?.retryAt).toBe(start + 1_200_000);
    script.retryAfter = undefined;
    const delays: number[] = [];
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const state = await deps.states.get(user, 'caldav', event.id);
      // Not due yet: nothing happens.
      now = (state?.retryAt ?? 0) - 1;
      expect((await retryDue(deps)).tried).toBe(0);
      now = state?.retryAt ?? 0;
      const before = now;
      await retryDue(deps);
      const after = await deps.states.get(user, 'caldav', event.id);
      if (after?.retryAt) delays.push(after.retryAt - before);
    }
    expect(delays).toEqual([2, 4, 8].map((k) => k * SYNC_INTERVAL_MS));
    const final = await deps.states.get(user, 'caldav', event.id);
    expect(final).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      reason: 'HTTP 504',
      retryAt: null,
    });
    expect(log.lines.filter((l) => l['context'] === `calendar_sync:${event.id}`)).toHaveLength(
      MAX_ATTEMPTS,
    );
    expect(await deps.states.unsettled(user)).toHaveLength(1);
  });

  it('a calendar that used up its time in this invocation is not called again: its pushes wait for the retry pass, not counted as tries', async () => {
    const script: Script = { statuses: [503], calls: [], refreshes: 0 };
    const { deps, user } = await setup(script);
    const event = anEvent({ userId: user });
    // One try that failed, then the budget runs out.
    expect(await syncEvent(deps, user, event.id, event)).toBe(false);
    const spent = forInvocation({
      ...deps,
      budgets: () => ({ signal: () => AbortSignal.abort() }),
    });
    expect(await syncEvent(spent, user, event.id, { ...event, title: 'Later' })).toBe(false);
    expect(script.calls).toEqual(['create']);
    expect(await deps.states.get(user, 'caldav', event.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      reason: BUDGET_REASON,
      retryAt: now,
    });
    // The next invocation has its full budget again: the retry pass pushes it.
    expect(await retryDue({ ...deps, events: { get: async () => event } })).toEqual({
      tried: 1,
      succeeded: 1,
    });
    expect(script.calls).toEqual(['create', 'create']);
  });

  it("the spec's provider keys: an unknown key is false", async () => {
    const { deps, user } = await setup({ statuses: [], calls: [], refreshes: 0 });
    expect(await syncToProvider(deps, 'provider_x', user, 'evt_x')).toBe(false);
    expect(await syncToProvider(deps, 'provider_a', user, 'evt_x')).toBe(false); // Google: not connected
  });
});
