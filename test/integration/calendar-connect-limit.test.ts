import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCalendarSync, type CalendarSyncLoop } from '../../infra/local/calendar-sync-loop.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { startScriptedCaldav, type TestServer } from '../support/caldav-servers.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { modalSubmit } from '../support/schedule.js';
import { calendarSyncConfig, scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/**
 * Connecting a CalDAV server is rate limited per user (issue 17, 1(d)): each connection makes the
 * sync function call the server typed, so five checks in 15 minutes pass and the sixth calls
 * nothing. Counted in the sync function, where the calls are made.
 */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let app: ScheduleApp;
let server: TestServer;
let sync: CalendarSyncLoop;
let clock = NOW;

beforeAll(async () => {
  server = await startScriptedCaldav({});
  app = await scheduleApp(NOW, { allowLocalCaldav: true });
  const config = calendarSyncConfig(app);
  sync = await startCalendarSync(config, app.db.endpoint, {
    retryMs: 60_000,
    deps: createCalendarSyncDeps(config, { log: memoryLogger(), now: () => clock }),
  });
}, 60_000);

afterAll(async () => {
  sync?.stop();
  await server?.close();
});

const checks = () =>
  server.seen.filter((r) => r.url.startsWith('/.well-known/caldav') && r.method === 'PROPFIND')
    .length;

async function status(caller: Caller): Promise<string> {
  return (await app.send(command(caller, 'calendar', [opt.subcommand('status')]))).content;
}

/** Connects through the modal and waits until the check has settled. */
async function connect(caller: Caller): Promise<string> {
  const opened = await app.send(
    command(caller, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
  );
  const saved = await app.send(
    modalSubmit(caller, String(opened.data['custom_id']), {
      server_url: `${server.url}dav/`,
      username: 'alice',
      password: 'app-password',
    }),
  );
  expect(saved.content).toContain('/calendar status');
  await vi.waitFor(
    async () => expect(await status({ userId: caller.userId })).not.toContain('checking'),
    { timeout: 10_000, interval: 100 },
  );
  return status(caller);
}

describe('connecting a CalDAV server, rate limited', () => {
  it('checks five connections in 15 minutes; the sixth calls nothing and says to wait; other users are not affected; the window slides', async () => {
    const alice: Caller = { userId: snowflake() };
    for (let i = 1; i <= 5; i++) {
      expect(await connect(alice)).toContain('connected');
      expect(checks()).toBe(i);
    }
    expect(await connect(alice)).toContain(
      'too many attempts to connect a calendar; wait 15 minutes',
    );
    expect(checks()).toBe(5);
    expect(await connect({ ...alice, locale: 'de' })).toContain('zu viele Versuche');

    const bob: Caller = { userId: snowflake() };
    expect(await connect(bob)).toContain('connected');
    expect(checks()).toBe(6);

    clock = NOW + 15 * 60_000 + 1;
    expect(await connect(alice)).toContain('connected');
    expect(checks()).toBe(7);
  });
});
