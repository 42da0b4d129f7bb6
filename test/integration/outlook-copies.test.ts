/**
 * An Outlook copy is made once (issue 22: "two copies in Outlook remain possible in that race"):
 * Graph takes no client-chosen id, so the sync engine claims the creation in the sync state on
 * DynamoDB Local (one conditional write) and the other push waits for the copy's id and updates
 * it; a claim left by a push that stopped after its create reached Graph is recovered by finding
 * the copy through the extended property the create set. Graph is its local stand-in, which
 * enforces the documented `$filter` on a string extended property.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalendarApiStandIn } from '../../infra/local/sandbox/providers/calendar-api.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createCalendarSyncStores } from '../../shared/calendar/adapters/dynamo/calendar-sync-repo.js';
import { graphCalendarClient } from '../../shared/calendar/adapters/oauth-calendars.js';
import { TOCK_ID_PROPERTY } from '../../shared/calendar/domain/graph-event.js';
import {
  CREATE_LEASE_MS,
  pushTo,
  type SyncDeps,
} from '../../shared/calendar/usecases/calendar-sync.js';
import type { EventRecord } from '../../shared/domain/schedule.js';
import { calendarApiFetch } from '../support/calendar-api-fetch.js';
import { aConnection } from '../support/calendar-connection.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { snowflake } from '../support/interactions.js';
import { accessToken, standInOAuthServer } from '../support/oauth-stand-in.js';
import { anEvent } from '../support/schedule.js';

const now = Date.parse('2026-06-15T10:00:00Z');
const ACCOUNT = 'ann@outlook.test';
const API = 'https://graph.test/v1.0';

let db: TestDb;
beforeAll(async () => {
  db = await freshTables();
});
afterAll(() => db?.doc.destroy());

/** The Graph stand-in behind a fetch, and an access token of `ACCOUNT`'s. */
function graph() {
  const oauth = standInOAuthServer('microsoft', () => now);
  const token = accessToken(oauth, ACCOUNT);
  const api = createCalendarApiStandIn('microsoft', oauth, () => now);
  // Each request answers after a timer, so two pushes interleave as over a network.
  const fetchImpl = calendarApiFetch(api, '/v1.0', 5);
  const client = graphCalendarClient(
    API,
    { token: async () => ({ ok: true, accessToken: token }) },
    fetchImpl,
  );
  return { api, client, token };
}

async function setup() {
  const g = graph();
  const stores = createCalendarSyncStores(db.doc, db.tables);
  const user = snowflake();
  const connection = aConnection(user, 'microsoft', now, { target: 'me', label: ACCOUNT });
  await stores.connections.put(connection);
  const deps: SyncDeps = {
    ...stores,
    events: { get: async () => null },
    sessions: async () => ({ client: g.client }),
    clock: { now: () => now },
    log: memoryLogger(),
  };
  return { ...g, stores, deps, connection, user };
}

describe('Outlook copies', () => {
  it('two pushes creating the same copy at once (a press and an edit) make one Outlook event: one creates, the other updates it', async () => {
    const { api, deps, connection, stores, user } = await setup();
    const event = anEvent({ userId: snowflake(), title: 'Climbing' });
    const edited: EventRecord = { ...event, title: 'Bouldering' };
    const attending = { userId: user, status: 'accepted' as const };
    const [a, b] = await Promise.all([
      pushTo(deps, connection, event.id, event, attending),
      pushTo(deps, connection, event.id, edited, attending),
    ]);
    expect([a, b]).toEqual([true, true]);
    const live = api.live(ACCOUNT);
    expect(live).toHaveLength(1);
    // The one that waited updated the copy the other made.
    expect(api.log.filter((l) => l.method === 'POST')).toHaveLength(1);
    expect(api.log.filter((l) => l.method === 'PATCH')).toHaveLength(1);
    expect(['Climbing', 'Bouldering']).toContain(live[0]?.body['subject']);
    expect(await stores.states.get(user, 'microsoft', event.id)).toMatchObject({
      providerId: live[0]?.id,
      status: 'synced',
    });
  });

  it('a claim left by a push that stopped after its create reached Graph: the next push finds that copy by its mark and updates it', async () => {
    const { api, client, deps, connection, stores, user } = await setup();
    const event = anEvent({ userId: user, title: 'Standup' });
    // The push that stopped: it claimed, and its create reached Graph, but nothing was stored.
    expect(
      await stores.states.claimCreate?.(
        user,
        'microsoft',
        event.id,
        now - 2 * CREATE_LEASE_MS,
        now - CREATE_LEASE_MS,
      ),
    ).toBe('fresh');
    const made = await client.create(event);
    expect(made.ok).toBe(true);
    // Left for the retry pass at the claim's end, shown as waiting meanwhile.
    expect(await stores.states.due(now, 10)).toEqual([
      expect.objectContaining({ eventId: event.id, providerId: null, status: 'pending' }),
    ]);

    expect(await pushTo(deps, connection, event.id, { ...event, title: 'Daily standup' })).toBe(
      true,
    );
    const live = api.live(ACCOUNT);
    expect(live.map((e) => [e.id, e.body['subject']])).toEqual([
      [made.ok ? made.providerId : '', 'Daily standup'],
    ]);
    expect(await stores.states.get(user, 'microsoft', event.id)).toMatchObject({
      providerId: live[0]?.id,
      status: 'synced',
    });
    expect(await stores.states.due(now, 10)).toEqual([]);
  });

  it('a claim still held makes a second push wait, never create; without a copy stored by its end it is tried again later', async () => {
    const { api, deps, connection, stores, user } = await setup();
    const event = anEvent({ userId: user });
    expect(
      await stores.states.claimCreate?.(user, 'microsoft', event.id, now, now + CREATE_LEASE_MS),
    ).toBe('fresh');
    expect(
      await stores.states.claimCreate?.(user, 'microsoft', event.id, now, now + CREATE_LEASE_MS),
    ).toBe('held');
    const budget = AbortSignal.timeout(300);
    const pushed = await pushTo(
      { ...deps, budget: { signal: () => budget } },
      connection,
      event.id,
      event,
    );
    expect(pushed).toBe(false);
    expect(api.live(ACCOUNT)).toEqual([]);
    expect(await stores.states.get(user, 'microsoft', event.id)).toMatchObject({
      status: 'pending',
      providerId: null,
    });
    // The waiting push's state keeps the first push's claim: a third push still waits for it.
    expect(
      await stores.states.claimCreate?.(user, 'microsoft', event.id, now, now + CREATE_LEASE_MS),
    ).toBe('held');
    // The claimant stores its copy: the claim ends with it, and its state leaves the retry index.
    await stores.states.put({
      userId: user,
      provider: 'microsoft',
      eventId: event.id,
      providerId: 'made-by-the-claimant',
      status: 'synced',
      attempts: 0,
      reason: null,
      retryAt: null,
      deleted: false,
    });
    expect(await stores.states.due(now + 10 * CREATE_LEASE_MS, 10)).toEqual([]);
    expect(
      await stores.states.claimCreate?.(
        user,
        'microsoft',
        event.id,
        now,
        now + CREATE_LEASE_MS,
        'made-by-the-claimant',
      ),
    ).toBe('fresh');
  });
});

describe("the Graph stand-in's filter on an extended property", () => {
  it('finds an event by the documented $filter (value without regard to case), leaves the property out of listings, refuses other filters', async () => {
    const { api, client, token } = graph();
    const event = anEvent({ title: 'Retro' });
    const made = await client.create(event);
    await client.create(anEvent({ title: 'Other' }));
    expect(await client.find?.(event)).toEqual(made);
    expect(await client.find?.(anEvent())).toBeNull();
    const list = (filter: string) =>
      api.handle({
        method: 'GET',
        path: '/me/events',
        query: new URLSearchParams({ $filter: filter }),
        authorization: `Bearer ${token}`,
        body: '',
      });
    const upper = list(
      `singleValueExtendedProperties/Any(ep: ep/id eq '${TOCK_ID_PROPERTY}' and ep/value eq '${event.id.toUpperCase()}')`,
    );
    const found = JSON.parse(upper.body).value as Record<string, unknown>[];
    expect(found.map((e) => e['subject'])).toEqual(['Retro']);
    expect(found[0]).not.toHaveProperty('singleValueExtendedProperties');
    // The property's name is compared as written.
    const otherName = list(
      `singleValueExtendedProperties/Any(ep: ep/id eq '${TOCK_ID_PROPERTY.toUpperCase()}' and ep/value eq '${event.id}')`,
    );
    expect(JSON.parse(otherName.body).value).toEqual([]);
    expect(list(`subject eq 'Retro'`).status).toBe(400);
  });
});
