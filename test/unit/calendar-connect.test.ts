import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../shared/adapters/log.js';
import { connectCaldav, disconnect } from '../../shared/calendar/usecases/calendar-connect.js';
import type {
  Connection,
  ConnectionStore,
  SyncState,
  SyncStateStore,
} from '../../shared/calendar/usecases/calendar-ports.js';
import type { CalendarClient } from '../../shared/calendar/usecases/calendar-provider.js';
import type { Provider } from '../../shared/calendar/providers/index.js';
import {
  finishDisconnect,
  type StreamDeps,
} from '../../shared/calendar/usecases/calendar-stream.js';
import type { ProviderSession } from '../../shared/calendar/usecases/calendar-sync.js';

describe('connectCaldav', () => {
  it('is refused, storing nothing, where credentials cannot be sealed', async () => {
    let stored = 0;
    const connections = { put: async () => void stored++ } as unknown as ConnectionStore;
    const result = await connectCaldav(
      { connections, sealer: null },
      { userId: '1', serverUrl: 'https://dav.example/', username: 'a', password: 'b', now: 0 },
    );
    expect(result).toEqual({ ok: false, error: 'calendar_provider_unavailable' });
    expect(stored).toBe(0);
  });
});

describe('disconnecting', () => {
  const connection: Connection = {
    userId: '1',
    provider: 'google',
    sealed: 'x',
    target: 'primary',
    label: 'Google',
    connectedAt: '2026-01-01T00:00:00Z',
    lastSuccessAt: null,
    authFailedAt: null,
    status: 'connected',
    reason: null,
  };
  const state = (eventId: string, providerId: string | null): SyncState => ({
    userId: '1',
    provider: 'google',
    eventId,
    providerId,
    status: 'synced',
    attempts: 0,
    reason: null,
    retryAt: null,
    deleted: false,
  });

  function stores(initial: Connection | null, synced: SyncState[]) {
    let current = initial;
    const calls: string[] = [];
    const connections = {
      get: async () => current,
      remove: async () => {
        calls.push('remove');
        const had = current !== null;
        current = null;
        return had;
      },
      beginDisconnect: async (_u: string, _p: Provider, removeEvents: boolean) => {
        calls.push(`begin:${removeEvents}`);
        if (!current) return false;
        current = { ...current, status: 'disconnecting', removeEvents };
        return true;
      },
    } as unknown as ConnectionStore;
    const states = { listFor: async () => synced } as unknown as SyncStateStore;
    return { connections, states, calls, current: () => current };
  }

  it('hands a revocable grant, or events to remove, to the sync function; deletes plain CalDAV credentials at once', async () => {
    const google = stores(connection, [state('e1', 'g1'), state('e2', null)]);
    expect(await disconnect(google, '1', 'google', true)).toEqual({
      kind: 'disconnecting',
      events: 1,
    });
    expect(google.calls).toEqual(['begin:true']);

    const caldav = stores({ ...connection, provider: 'caldav' }, [state('e1', 'c1')]);
    expect(await disconnect(caldav, '1', 'caldav', false)).toEqual({ kind: 'disconnected' });
    expect(caldav.calls).toEqual(['remove']);
    expect(await disconnect(stores(null, []), '1', 'caldav', true)).toEqual({
      kind: 'not_connected',
    });
  });

  it("the sync function removes Tock's events (refreshing once on 401), revokes the grant, then forgets the connection", async () => {
    const s = stores({ ...connection, status: 'disconnecting', removeEvents: true }, [
      state('e1', 'g1'),
      state('e2', 'g2'),
      state('e3', null),
    ]);
    const removed: string[] = [];
    let refreshed = 0;
    let revoked = 0;
    let expired = true;
    const client: CalendarClient = {
      create: async () => ({ ok: false, kind: 'rejected', reason: 'unused' }),
      update: async () => ({ ok: false, kind: 'rejected', reason: 'unused' }),
      remove: async (id) => {
        if (expired) return { ok: false, kind: 'unauthorized', reason: '401' };
        if (id === 'g2') return { ok: false, kind: 'retry', reason: '503' };
        removed.push(id);
        return { ok: true, providerId: id };
      },
    };
    const session: ProviderSession = {
      client,
      refresh: async () => {
        refreshed++;
        expired = false;
        return true;
      },
      revoke: async () => {
        revoked++;
        return true;
      },
    };
    const log = memoryLogger();
    const deps = {
      connections: s.connections,
      states: s.states,
      sessions: async () => session,
      log,
    } as unknown as StreamDeps;
    expect(await finishDisconnect(deps, '1', 'google')).toEqual({ removed: 1, failed: 1 });
    expect(removed).toEqual(['g1']);
    expect(refreshed).toBe(1);
    expect(revoked).toBe(1);
    expect(s.current()).toBeNull();
    expect(JSON.stringify(log.lines)).not.toContain('"x"');
  });
});
