import { fetchCalendarObjects } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCalendarSync, type CalendarSyncLoop } from '../../infra/local/calendar-sync-loop.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { credentialContext } from '../../shared/calendar/usecases/cipher.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { parseCalendar } from '../support/ical-expand.js';
import { startRadicale, type Radicale } from '../support/radicale.js';
import {
  startEndlessServer,
  startSilentServer,
  type TestServer,
} from '../support/caldav-servers.js';
import { eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { calendarSyncConfig, scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/**
 * One user's CalDAV server never answers, another's answers with a body that never ends; a third
 * user's calendar (a real Radicale) must still get their events within seconds (issue 17, item 3).
 * The limits are shortened for the test: 1 s a call, 1.5 s a connection per invocation.
 */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const PASSWORD = 'app-password-stall';
const limits = {
  call: { timeoutMs: 1_000, maxResponseBytes: 256 * 1024 },
  connectionBudgetMs: 1_500,
};
let app: ScheduleApp;
let radicale: Radicale;
let silent: TestServer;
let endless: TestServer;
let sync: CalendarSyncLoop;
const log = memoryLogger();
const alice: Caller = { userId: snowflake() };
const staller: Caller = { userId: snowflake() };
const flooder: Caller = { userId: snowflake() };

async function aliceTitles(): Promise<string[]> {
  const authorization = `Basic ${Buffer.from(`alice:${PASSWORD}`).toString('base64')}`;
  const objects = await fetchCalendarObjects({
    calendar: { url: new URL('alice/tock/', radicale.url).href },
    headers: { authorization },
  }).catch(() => []);
  return objects.flatMap((o) => parseCalendar(String(o.data))).map((e) => e.summary);
}

async function status(caller: Caller): Promise<string> {
  return (await app.send(command(caller, 'calendar', [opt.subcommand('status')]))).content;
}

/** A connection already checked, pointing at `server` (as if the server had behaved during discovery). */
async function connectedTo(caller: Caller, server: TestServer): Promise<void> {
  const sealer = app.deps.sealer;
  if (!sealer) throw new Error('no sealer');
  const sealed = await sealer.seal(
    JSON.stringify({ serverUrl: server.url, username: 'u', password: PASSWORD }),
    credentialContext(caller.userId, 'caldav'),
  );
  await app.deps.connections.put({
    userId: caller.userId,
    provider: 'caldav',
    sealed,
    target: `${server.url}cal/`,
    label: 'stall',
    connectedAt: new Date(NOW).toISOString(),
    lastSuccessAt: null,
    authFailedAt: null,
    status: 'connected',
    reason: null,
  });
}

beforeAll(async () => {
  [radicale, silent, endless] = await Promise.all([
    startRadicale({ alice: PASSWORD }),
    startSilentServer(),
    startEndlessServer(),
  ]);
  app = await scheduleApp(NOW, { allowLocalCaldav: true });
  const config = calendarSyncConfig(app);
  sync = await startCalendarSync(config, app.db.endpoint, {
    retryMs: 60_000,
    deps: createCalendarSyncDeps(config, { log, limits }),
  });
}, 60_000);

afterAll(async () => {
  sync?.stop();
  await Promise.all([radicale?.stop(), silent?.close(), endless?.close()]);
});

describe('calendar sync beside servers that stall', () => {
  it('a server that never answers and one whose body never ends hold up nobody else: the healthy calendar gets every event within seconds', async () => {
    const opened = await app.send(
      command(alice, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
    );
    await app.send(
      modalSubmit(alice, String(opened.data['custom_id']), {
        server_url: radicale.url,
        username: 'alice',
        password: PASSWORD,
      }),
    );
    await vi.waitFor(async () => expect(await status(alice)).toContain('connected'), {
      timeout: 10_000,
      interval: 200,
    });
    await connectedTo(staller, silent);
    await connectedTo(flooder, endless);

    // The stalling users change their events first, then Alice; twice over.
    const latencies: number[] = [];
    for (const round of [1, 2]) {
      for (const caller of [staller, flooder]) {
        for (const n of [1, 2, 3])
          await app.send(
            scheduleCommand(caller, 'schedule_create', {
              timezone: 'UTC',
              title: `Stall ${round}.${n}`,
              date: `2026-06-2${round}`,
              time: `0${n}:00`,
            }),
          );
      }
      const title = `Standup ${round}`;
      const created = await app.send(
        scheduleCommand(alice, 'schedule_create', {
          timezone: 'UTC',
          title,
          date: '2026-06-16',
          time: `1${round}:30`,
        }),
      );
      expect(eventIdIn(created.content)).toBeDefined();
      const start = performance.now();
      await vi.waitFor(async () => expect(await aliceTitles()).toContain(title), {
        timeout: 8_000,
        interval: 100,
      });
      latencies.push(performance.now() - start);
    }
    console.log(
      `healthy push beside stalled servers: ${latencies.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`,
    );
    expect(Math.max(...latencies)).toBeLessThan(5_000);

    // The stalled users' events wait for the retry pass, with the reason shown to them only.
    for (const caller of [staller, flooder]) {
      await vi.waitFor(async () => expect(await status(caller)).toMatch(/waiting to be copied/), {
        timeout: 10_000,
        interval: 200,
      });
      const shown = await status(caller);
      expect(shown).toMatch(/CalDAV server unreachable|calendar slow to answer/);
      expect(shown).not.toContain('Standup');
    }
    expect(endless.connections()).toBeGreaterThan(0);
    expect(silent.connections()).toBeGreaterThan(0);
    expect(JSON.stringify(log.lines)).not.toContain(PASSWORD);
  });

  it('checking a new connection to a server that never answers ends within its budget, as the one grouped reason', async () => {
    const bob: Caller = { userId: snowflake() };
    const opened = await app.send(
      command(bob, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
    );
    const started = performance.now();
    await app.send(
      modalSubmit(bob, String(opened.data['custom_id']), {
        server_url: silent.url,
        username: 'bob',
        password: PASSWORD,
      }),
    );
    await vi.waitFor(
      async () =>
        expect(await status(bob)).toContain(
          'could not sign in to that server or find a calendar there',
        ),
      { timeout: 8_000, interval: 200 },
    );
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
