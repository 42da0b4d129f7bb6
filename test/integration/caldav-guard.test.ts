import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caldavClient, discoverCaldav } from '../../shared/calendar/adapters/caldav.js';
import {
  allowedAddresses,
  caldavFetch,
  type Resolver,
} from '../../shared/calendar/adapters/caldav-fetch.js';
import { REFUSED } from '../support/address-forms.js';
import {
  startHttpServer,
  startScriptedCaldav,
  type TestServer,
} from '../support/caldav-servers.js';
import { anEvent } from '../support/schedule.js';

/**
 * The CalDAV guard (issue 17, item 1) against listeners this test starts on loopback: the
 * attacks the review made, each of which reached its target before. A listener that must stay
 * untouched counts every TCP connection and request.
 */
const creds = { username: 'alice', password: 'app-password-9' };
const local = { allowLocal: true } as const;
let internal: TestServer;

beforeAll(async () => {
  internal = await startHttpServer((_req, _body, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('secret'),
  );
});

afterAll(async () => {
  await internal?.close();
});

function untouched(server: TestServer): void {
  expect(server.connections()).toBe(0);
  expect(server.seen).toEqual([]);
}

describe('Guarded fetch: without the local setting (every deployment in AWS)', () => {
  it('refuses plain http, even to a host it would otherwise accept', async () => {
    const get = caldavFetch(`http://127.0.0.1:${internal.port}/`, { allowLocal: false });
    await expect(get(`http://127.0.0.1:${internal.port}/`)).rejects.toMatchObject({
      code: 'refused',
      message: 'not https',
    });
    untouched(internal);
  });

  it('refuses this machine under every address form, before connecting', async () => {
    const hosts = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f000001',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::1]',
      '[::]',
      '0.0.0.0',
      '[::7f00:1]',
      'localhost',
      'localhost.',
      'dav.localhost',
    ];
    for (const host of hosts) {
      const url = `https://${host}:${internal.port}/dav/`;
      await expect(caldavFetch(url, { allowLocal: false })(url), url).rejects.toMatchObject({
        code: 'refused',
      });
    }
    untouched(internal);
  });

  it('resolves a name and refuses it when any of its addresses is not public, before connecting (no DNS rebinding: the connection uses the checked answer)', async () => {
    const answers: Record<string, { address: string; family: number }[]> = {
      'dav.rebind.test': [{ address: '127.0.0.1', family: 4 }],
      'mapped.rebind.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
      'both.rebind.test': [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    };
    const asked: string[] = [];
    const resolve: Resolver = async (name) => {
      asked.push(name);
      return answers[name] ?? [];
    };
    for (const name of Object.keys(answers)) {
      const url = `https://${name}:${internal.port}/`;
      await expect(
        caldavFetch(url, { allowLocal: false, resolve })(url),
        url,
      ).rejects.toMatchObject({ code: 'refused' });
    }
    expect(asked).toEqual(Object.keys(answers));
    untouched(internal);
  });

  it('refuses every bypass form of the review as a resolved address (the lookup every connection goes through), with or without the local setting', async () => {
    for (const [host, what] of REFUSED) {
      const address = host.replace(/^\[|\]$/g, '');
      const resolve: Resolver = async () => [{ address, family: address.includes(':') ? 6 : 4 }];
      await expect(
        allowedAddresses('dav.example.test', { allowLocal: false, resolve }),
        what,
      ).rejects.toMatchObject({ code: 'refused' });
      await expect(
        allowedAddresses('dav.example.test', { allowLocal: true, resolve }),
        what,
      ).rejects.toMatchObject({ code: 'refused' });
    }
    // One private answer among public ones refuses the name; public answers pass as they are.
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    await expect(
      allowedAddresses('dav.example.test', { allowLocal: false, resolve: mixed }),
    ).rejects.toMatchObject({ code: 'refused' });
    const fine: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ];
    expect(
      await allowedAddresses('dav.example.test', { allowLocal: false, resolve: fine }),
    ).toHaveLength(2);
  });
});

describe('Guarded fetch: redirects and server-supplied hrefs (servers on loopback, the local setting on)', () => {
  it('a 301 during discovery to another address is not followed: neither the PROPFIND nor the credentials reach it', async () => {
    for (const location of [
      `http://127.0.0.1:${internal.port}/dav/`,
      `http://localhost:${internal.port}/`,
      `http://[::ffff:127.0.0.1]:${internal.port}/`,
    ]) {
      const server = await startScriptedCaldav({ wellKnown: { status: 301, location } });
      try {
        const found = await discoverCaldav({ ...creds, serverUrl: server.url }, local);
        // Discovery goes on at the configured server itself, and finds the calendar there.
        expect(found, location).toMatchObject({
          ok: true,
          calendarUrl: `${server.url}calendars/alice/tock/`,
        });
      } finally {
        await server.close();
      }
    }
    untouched(internal);
  });

  it('never requests a principal, calendar home or calendar href that points elsewhere', async () => {
    const elsewhere = `http://127.0.0.1:${internal.port}`;
    for (const script of [
      { principal: `${elsewhere}/principals/alice/` },
      { home: `${elsewhere}/calendars/alice/` },
      { calendar: `${elsewhere}/calendars/alice/tock/` },
    ]) {
      const server = await startScriptedCaldav(script);
      try {
        expect(
          await discoverCaldav({ ...creds, serverUrl: server.url }, local),
          JSON.stringify(script),
        ).toMatchObject({ ok: false, error: 'caldav_connect_failed' });
      } finally {
        await server.close();
      }
    }
    untouched(internal);
  });

  it('a 303 on PUT is not turned into a GET, and a 307 elsewhere is not followed: the event never leaves for another address', async () => {
    const target = `http://127.0.0.1:${internal.port}/collect`;
    for (const [status, expected] of [
      [303, 'rejected'],
      [307, 'retry'],
      [308, 'retry'],
      [302, 'retry'],
    ] as const) {
      const server = await startScriptedCaldav({ put: { status, location: target } });
      try {
        const client = caldavClient(
          { ...creds, serverUrl: server.url, calendarUrl: `${server.url}calendars/alice/tock/` },
          () => Date.parse('2026-10-20T00:00:00Z'),
          local,
        );
        expect(
          await client.create(anEvent({ title: 'Payroll review' })),
          String(status),
        ).toMatchObject({ ok: false, kind: expected });
        expect(server.seen.filter((r) => r.method === 'PUT')).toHaveLength(1);
      } finally {
        await server.close();
      }
    }
    untouched(internal);
  });

  it('a calendar URL stored for another server is refused before it is called', async () => {
    const server = await startScriptedCaldav({});
    try {
      const client = caldavClient(
        {
          ...creds,
          serverUrl: server.url,
          calendarUrl: `http://127.0.0.1:${internal.port}/calendars/`,
        },
        () => 0,
        local,
      );
      expect(await client.create(anEvent())).toEqual({
        ok: false,
        kind: 'retry',
        reason: 'CalDAV server unreachable',
      });
      expect(
        await client.remove(`http://127.0.0.1:${internal.port}/calendars/x.ics`),
      ).toMatchObject({ ok: false, kind: 'retry' });
    } finally {
      await server.close();
    }
    untouched(internal);
  });
});
