import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInClients } from '../../infra/local/sandbox/providers/index.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import type { StreamDeps } from '../../shared/calendar/usecases/calendar-stream.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import {
  connectCalendar,
  startOAuthStack,
  type OAuthStack,
  type Pages,
  type StandInServer,
} from '../support/oauth-flow.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import type { ScheduleApp } from '../support/schedule-app.js';

/** Discord commands → events table → stream → sync handler → the Google and Graph stand-ins. */
const T0 = Date.parse('2026-06-15T10:00:00.000Z');
let now = T0;
let stack: OAuthStack;
let app: ScheduleApp;
let stand: StandInServer;
let pages: Pages;
let deps: StreamDeps;
const log = memoryLogger();
const wait = { timeout: 10_000, interval: 150 };

beforeAll(async () => {
  stack = await startOAuthStack({ t0: T0, now: () => now, offered: ['google', 'microsoft'], log });
  ({ app, stand, pages, deps } = stack);
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

async function connect(
  user: Caller,
  provider: 'google' | 'microsoft',
  account: string,
): Promise<void> {
  expect((await connectCalendar(app, pages, user, provider, account)).status).toBe(200);
}

async function status(user: Caller): Promise<string> {
  return (await app.send(command(user, 'calendar', [opt.subcommand('status')]))).content;
}

const google = () => stand.standIns.providers().google;
const microsoft = () => stand.standIns.providers().microsoft;
const titles = (events: { body: Record<string, unknown> }[], field: string) =>
  events.map((e) => e.body[field]).sort();

describe('calendar sync to Google Calendar and Outlook (stand-ins)', () => {
  it('create, edit and delete in Discord reach both calendars within seconds, with the rule and zone', async () => {
    const alice: Caller = { userId: snowflake() };
    await connect(alice, 'google', 'alice@gmail.test');
    await connect(alice, 'microsoft', 'alice@outlook.test');
    await vi.waitFor(
      async () =>
        expect((await status(alice)).match(/connected, nothing copied yet/g)).toHaveLength(2),
      wait,
    );
    // Which accounts: the connection check keeps the email the sign-in read.
    expect(await status(alice)).toMatch(
      /Google Calendar · alice@gmail\.test: .*\n.*Outlook \(Microsoft 365\) · alice@outlook\.test: /,
    );

    const created = await app.send(
      scheduleCommand(alice, 'schedule_create', {
        title: 'Standup',
        date: '2026-06-16',
        time: '09:30',
        recurring: 'weekly',
        timezone: 'Europe/Berlin',
      }),
    );
    const id = eventIdIn(created.content) as string;
    await vi.waitFor(() => {
      expect(titles(google().api.live('alice@gmail.test'), 'summary')).toEqual(['Standup']);
      expect(titles(microsoft().api.live('alice@outlook.test'), 'subject')).toEqual(['Standup']);
    }, wait);
    const [g] = google().api.live('alice@gmail.test');
    expect(g?.body).toMatchObject({
      start: { dateTime: '2026-06-16T09:30:00+02:00', timeZone: 'Europe/Berlin' },
      recurrence: ['RRULE:FREQ=WEEKLY'],
    });
    const [m] = microsoft().api.live('alice@outlook.test');
    expect(m?.body).toMatchObject({
      start: { dateTime: '2026-06-16T09:30:00', timeZone: 'W. Europe Standard Time' },
      recurrence: { pattern: { type: 'weekly', daysOfWeek: ['tuesday'] } },
    });

    await app.send(
      scheduleCommand(alice, 'schedule_edit', {
        event_id: id,
        field: 'title',
        value: 'Daily standup',
      }),
    );
    await vi.waitFor(() => {
      expect(titles(google().api.live('alice@gmail.test'), 'summary')).toEqual(['Daily standup']);
      expect(titles(microsoft().api.live('alice@outlook.test'), 'subject')).toEqual([
        'Daily standup',
      ]);
    }, wait);

    await app.send(scheduleCommand(alice, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(() => {
      expect(google().api.live('alice@gmail.test')).toEqual([]);
      expect(microsoft().api.live('alice@outlook.test')).toEqual([]);
    }, wait);
    expect((await status(alice)).match(/✅ last update/g)).toHaveLength(2);
    // A quarter of an hour later nothing vouches for the grants any more: no ✅, but when they last worked.
    const checked = now;
    now += 16 * 60_000;
    app.setNow(now);
    try {
      const later = await status(alice);
      expect(later).not.toContain('✅');

      expect(later.match(/🕓 last worked <t:\d+:R>, not checked since/g)).toHaveLength(2);
    } finally {
      now = checked;
      app.setNow(now);
    }
  });

  it('an expired access token is refreshed once (401), an event deleted at the provider is created again (410/404)', async () => {
    const bob: Caller = { userId: snowflake() };
    await connect(bob, 'google', 'bob@gmail.test');
    await vi.waitFor(async () => expect(await status(bob)).toContain('connected'), wait);
    const id = eventIdIn(
      (
        await app.send(
          scheduleCommand(bob, 'schedule_create', {
            timezone: 'UTC',
            title: 'Gym',
            date: '2026-06-20',
            time: '18:00',
          }),
        )
      ).content,
    ) as string;
    await vi.waitFor(() => expect(google().api.live('bob@gmail.test')).toHaveLength(1), wait);

    // A token the stand-in no longer accepts, while Tock still holds it in memory.
    const refreshes = google().oauth.stats.refreshes;
    google().oauth.expireAccessTokens();
    const first = google().api.live('bob@gmail.test')[0];
    google().api.deleteAtProvider(first?.id ?? '');
    await app.send(
      scheduleCommand(bob, 'schedule_edit', { event_id: id, field: 'title', value: 'Gym (legs)' }),
    );
    await vi.waitFor(
      () => expect(titles(google().api.live('bob@gmail.test'), 'summary')).toEqual(['Gym (legs)']),
      wait,
    );
    expect(google().oauth.stats.refreshes).toBe(refreshes + 1);
    expect(google().api.log.some((r) => r.status === 401)).toBe(true);
    expect(google().api.log.some((r) => r.method === 'PUT' && r.status === 410)).toBe(true);
    expect(google().api.live('bob@gmail.test')[0]?.id).not.toBe(first?.id);
  });

  it('429 with Retry-After and a provider that is down: pending in /calendar status, then through on the retry', async () => {
    const carol: Caller = { userId: snowflake() };
    await connect(carol, 'microsoft', 'carol@outlook.test');
    await vi.waitFor(async () => expect(await status(carol)).toContain('connected'), wait);

    microsoft().api.failNext({ status: 429, retryAfterSeconds: 600 });
    await app.send(
      scheduleCommand(carol, 'schedule_create', {
        timezone: 'UTC',
        title: 'Dentist',
        date: '2026-07-01',
        time: '14:00',
      }),
    );
    await vi.waitFor(
      async () => expect(await status(carol)).toMatch(/waiting to be copied.*Microsoft Graph 429/),
      wait,
    );
    // Retry-After (10 minutes) is longer than the 5-minute interval: not before it.
    now = T0 + 6 * 60_000;
    await new Promise((r) => setTimeout(r, 800));
    expect(microsoft().api.live('carol@outlook.test')).toEqual([]);

    microsoft().api.setDown(true);
    now = T0 + 11 * 60_000;
    await vi.waitFor(
      async () => expect(await status(carol)).toMatch(/waiting to be copied.*Microsoft Graph 503/),
      wait,
    );
    microsoft().api.setDown(false);
    now = T0 + 60 * 60_000;
    await vi.waitFor(
      () =>
        expect(titles(microsoft().api.live('carol@outlook.test'), 'subject')).toEqual(['Dentist']),
      wait,
    );
    await vi.waitFor(async () => expect(await status(carol)).not.toContain('waiting'), wait);
    now = T0;
  });

  it('revoke(): Google revokes the grant, after which pushes need the user to reconnect; Microsoft offers no revocation', async () => {
    const dave: Caller = { userId: snowflake() };
    await connect(dave, 'google', 'dave@gmail.test');
    await connect(dave, 'microsoft', 'dave@outlook.test');
    await vi.waitFor(
      async () => expect((await status(dave)).match(/connected/g)).toHaveLength(2),
      wait,
    );
    const [googleConn, msConn] = [
      await deps.connections.get(dave.userId, 'google'),
      await deps.connections.get(dave.userId, 'microsoft'),
    ];
    expect(await (await deps.sessions(googleConn!))?.revoke?.()).toBe(true);
    expect(await (await deps.sessions(msConn!))?.revoke?.()).toBe(false);
    google().oauth.expireAccessTokens();
    await app.send(
      scheduleCommand(dave, 'schedule_create', {
        timezone: 'UTC',
        title: 'Call',
        date: '2026-06-22',
        time: '08:00',
      }),
    );
    await vi.waitFor(
      async () => expect(await status(dave)).toContain('refused the stored credentials'),
      wait,
    );
  });

  it('no token or client secret appears in a log line or a reply', () => {
    const text = JSON.stringify(log.lines) + JSON.stringify(app.deps.log.lines);
    for (const secret of [
      standInClients.google.secret,
      standInClients.microsoft.secret,
      '"rt_',
      '"at_',
      'Bearer ',
    ])
      expect(text).not.toContain(secret);
  });
});
