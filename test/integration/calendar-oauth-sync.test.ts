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
import {
  BERLIN_STANDUP,
  eventIdIn,
  postedStandup,
  pressAs,
  standupControls,
  scheduleCommand,
} from '../support/schedule.js';
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

    const created = await app.send(scheduleCommand(alice, 'schedule_create', BERLIN_STANDUP));
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

/** A live access token the stand-in gave `account` (what Tock holds for it). */
function tokenOf(provider: 'google' | 'microsoft', account: string): string {
  const state = stand.standIns.providers()[provider].oauth.exportState();
  const live = state.accessTokens.filter(
    ([, grant, expiresAt]) => state.grants[grant]?.account === account && expiresAt > now,
  );
  return live[live.length - 1]?.[0] ?? '';
}

/**
 * The local dates of a series' instances between 15 June and 1 August 2026, read from the
 * provider's own listing over HTTP: Google's events/{id}/instances, Graph's /me/events/{id}/instances.
 */
async function instanceDates(
  provider: 'google' | 'microsoft',
  account: string,
  id: string,
): Promise<string[]> {
  const [from, to] = ['2026-06-15T00:00:00Z', '2026-08-01T00:00:00Z'];
  const url =
    provider === 'google'
      ? `${stand.base}/providers/google/calendar/v3/calendars/primary/events/${id}/instances?timeMin=${from}&timeMax=${to}`
      : `${stand.base}/providers/microsoft/v1.0/me/events/${id}/instances?startDateTime=${from}&endDateTime=${to}&$top=50`;
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${tokenOf(provider, account)}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Record<string, { start: { dateTime: string } }[]>;
  return (body[provider === 'google' ? 'items' : 'value'] ?? []).map((i) =>
    i.start.dateTime.slice(0, 10),
  );
}

describe('series exceptions in Google Calendar and Outlook (stand-ins)', () => {
  it('a deleted occurrence leaves both series, an edited one becomes an event of its own there, and this and following ends both', async () => {
    const erin: Caller = { userId: snowflake() };
    const [gmail, outlook] = ['erin@gmail.test', 'erin@outlook.test'];
    await connect(erin, 'google', gmail);
    await connect(erin, 'microsoft', outlook);
    await vi.waitFor(
      async () =>
        expect((await status(erin)).match(/connected, nothing copied yet/g)).toHaveLength(2),
      wait,
    );
    // Tuesdays at 09:30 in Berlin from 16 June.
    const created = await app.send(scheduleCommand(erin, 'schedule_create', BERLIN_STANDUP));
    const id = eventIdIn(created.content) as string;
    const controls = standupControls(erin, id);
    await vi.waitFor(() => {
      expect(google().api.live(gmail)).toHaveLength(1);
      expect(microsoft().api.live(outlook)).toHaveLength(1);
    }, wait);
    const series = {
      google: google().api.live(gmail)[0]!.id,
      microsoft: microsoft().api.live(outlook)[0]!.id,
    };
    const both = async (dates: string[]) => {
      expect(await instanceDates('google', gmail, series.google)).toEqual(dates);
      expect(await instanceDates('microsoft', outlook, series.microsoft)).toEqual(dates);
    };
    await both([
      '2026-06-16',
      '2026-06-23',
      '2026-06-30',
      '2026-07-07',
      '2026-07-14',
      '2026-07-21',
      '2026-07-28',
    ]);

    // This occurrence: Google gets an EXDATE, Outlook loses that instance.
    await app.send(controls.deleteOne);
    await vi.waitFor(
      () =>
        both(['2026-06-16', '2026-06-30', '2026-07-07', '2026-07-14', '2026-07-21', '2026-07-28']),
      wait,
    );
    // What the sandbox's Outlook page shows.
    expect(await (await fetch(`${stand.base}/providers/microsoft/view`)).text()).toContain(
      'instances deleted: 20260623T073000Z',
    );
    expect(google().api.live(gmail)[0]?.body['recurrence']).toEqual([
      'RRULE:FREQ=WEEKLY',
      'EXDATE;TZID=Europe/Berlin:20260623T093000',
    ]);

    // Editing one occurrence: a one-off event of its own in both calendars, the series without that date.
    await app.send(controls.editOne);
    await vi.waitFor(async () => {
      expect(titles(google().api.live(gmail), 'summary')).toEqual(['Standup', 'Standup (offsite)']);
      expect(titles(microsoft().api.live(outlook), 'subject')).toEqual([
        'Standup',
        'Standup (offsite)',
      ]);
      await both(['2026-06-16', '2026-06-30', '2026-07-14', '2026-07-21', '2026-07-28']);
    }, wait);
    const oneOff = google()
      .api.live(gmail)
      .find((e) => e.body['summary'] === 'Standup (offsite)');
    expect(oneOff?.body).toMatchObject({
      start: { dateTime: '2026-07-07T09:30:00+02:00', timeZone: 'Europe/Berlin' },
    });
    expect(oneOff?.body['recurrence']).toBeUndefined();
    const oneOffOutlook = microsoft()
      .api.live(outlook)
      .find((e) => e.body['subject'] === 'Standup (offsite)');
    expect(oneOffOutlook?.body).toMatchObject({
      start: { dateTime: '2026-07-07T09:30:00', timeZone: 'W. Europe Standard Time' },
    });
    expect(oneOffOutlook?.body['recurrence']).toBeUndefined();

    // Pushed again unchanged: the instances already gone are not listed, nothing more is deleted.
    const deletes = () =>
      microsoft().api.log.filter((r) => r.method === 'DELETE' && r.path.includes('_')).length;
    expect(deletes()).toBe(2);
    const mark = microsoft().api.log.length;
    await app.send(
      scheduleCommand(erin, 'schedule_edit', {
        event_id: id,
        field: 'description',
        value: 'Room 4',
      }),
    );
    // The series' push: its PATCH, then one listing per exception date (two), and no DELETE.
    await vi.waitFor(
      () =>
        expect(
          microsoft()
            .api.log.slice(mark)
            .map((r) => r.method),
        ).toEqual(['PATCH', 'GET', 'GET']),
      wait,
    );
    expect(
      microsoft()
        .api.live(outlook)
        .find((e) => e.id === series.microsoft)?.body,
    ).toMatchObject({ body: { content: 'Room 4' } });
    await both(['2026-06-16', '2026-06-30', '2026-07-14', '2026-07-21', '2026-07-28']);
    expect(deletes()).toBe(2);

    // This and following from 21 July: both series end on the 14th (UNTIL; Graph's end date).
    await app.send(controls.endFrom);
    await vi.waitFor(() => both(['2026-06-16', '2026-06-30', '2026-07-14']), wait);
    expect(
      microsoft()
        .api.live(outlook)
        .find((e) => e.id === series.microsoft)?.body,
    ).toMatchObject({
      recurrence: { range: { type: 'endDate', endDate: '2026-07-14' } },
    });
    await vi.waitFor(async () => expect(await status(erin)).not.toMatch(/waiting|failed/), wait);
  });

  it('a series written to Outlook whose instances could not be deleted yet is updated on the retry, never written twice', async () => {
    const fay: Caller = { userId: snowflake() };
    const outlook = 'fay@outlook.test';
    await connect(fay, 'microsoft', outlook);
    await vi.waitFor(async () => expect(await status(fay)).toContain('connected'), wait);
    const id = eventIdIn(
      (
        await app.send(
          scheduleCommand(fay, 'schedule_create', {
            title: 'Yoga',
            date: '2026-06-16',
            time: '18:00',
            recurring: 'weekly',
            timezone: 'Europe/Berlin',
          }),
        )
      ).content,
    ) as string;
    await app.send(
      scheduleCommand(fay, 'schedule_delete', {
        event_id: id,
        confirm: true,
        occurrence: '2026-07-07',
      }),
    );
    await vi.waitFor(async () => {
      const [only] = microsoft().api.live(outlook);
      expect(await instanceDates('microsoft', outlook, only?.id ?? '')).not.toContain('2026-07-07');
    }, wait);
    // From 30 June on, a new series (with the 7 July exception) is created: Outlook takes it,
    // then fails the listing of its instances.
    microsoft().api.failNext({ status: 503, on: '/instances' });
    await app.send(
      scheduleCommand(fay, 'schedule_edit', {
        event_id: id,
        field: 'title',
        value: 'Yoga (new room)',
        occurrence: '2026-06-30',
        scope: 'following',
      }),
    );
    await vi.waitFor(
      async () => expect(await status(fay)).toMatch(/waiting to be copied.*Microsoft Graph 503/),
      wait,
    );
    const retried = now;
    now += 10 * 60_000;
    try {
      await vi.waitFor(async () => {
        expect(await status(fay)).not.toContain('waiting');
        const later = microsoft()
          .api.live(outlook)
          .filter((e) => e.body['subject'] === 'Yoga (new room)');
        expect(later).toHaveLength(1);
        expect(await instanceDates('microsoft', outlook, later[0]?.id ?? '')).toEqual([
          '2026-06-30',
          '2026-07-14',
          '2026-07-21',
          '2026-07-28',
        ]);
      }, wait);
    } finally {
      now = retried;
    }
    expect(titles(microsoft().api.live(outlook), 'subject')).toEqual(['Yoga', 'Yoga (new room)']);
  });
});

describe('events a user takes part in, in Google Calendar and Outlook (stand-ins)', () => {
  it("a Going puts the owner's event in the participant's calendars; the owner's edit follows, and a deleted event goes", async () => {
    const owner: Caller = { userId: snowflake() };
    const pat: Caller = { userId: snowflake() };
    await connect(pat, 'google', 'pat@gmail.test');
    await connect(pat, 'microsoft', 'pat@outlook.test');
    await vi.waitFor(
      async () =>
        expect((await status(pat)).match(/connected, nothing copied yet/g)).toHaveLength(2),
      wait,
    );
    const { id, going } = await postedStandup(app, owner);
    await pressAs(app, pat, going);
    await vi.waitFor(() => {
      expect(titles(google().api.live('pat@gmail.test'), 'summary')).toEqual(['Standup']);
      expect(titles(microsoft().api.live('pat@outlook.test'), 'subject')).toEqual(['Standup']);
    }, wait);

    await app.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: id, field: 'title', value: 'Retro' }),
    );
    await vi.waitFor(() => {
      expect(titles(google().api.live('pat@gmail.test'), 'summary')).toEqual(['Retro']);
      expect(titles(microsoft().api.live('pat@outlook.test'), 'subject')).toEqual(['Retro']);
    }, wait);

    await app.send(scheduleCommand(owner, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(() => {
      expect(google().api.live('pat@gmail.test')).toEqual([]);
      expect(microsoft().api.live('pat@outlook.test')).toEqual([]);
    }, wait);
  });

  it('a Maybe is tentative at Google (status) and Outlook (showAs), Going flips it back; the description names the owner', async () => {
    const owner: Caller = { userId: snowflake() };
    const ria: Caller = { userId: snowflake() };
    await connect(ria, 'google', 'ria@gmail.test');
    await connect(ria, 'microsoft', 'ria@outlook.test');
    await vi.waitFor(
      async () =>
        expect((await status(ria)).match(/connected, nothing copied yet/g)).toHaveLength(2),
      wait,
    );
    const { going, maybe } = await postedStandup(app, owner);
    const copies = () => ({
      google: google().api.live('ria@gmail.test'),
      outlook: microsoft().api.live('ria@outlook.test'),
    });
    await pressAs(app, ria, maybe);
    await vi.waitFor(() => {
      const { google: g, outlook: o } = copies();
      expect(g.map((e) => e.body['status'])).toEqual(['tentative']);
      expect(o.map((e) => e.body['showAs'])).toEqual(['tentative']);
    }, wait);
    const owned = `👤 https://discord.com/users/${owner.userId}`;
    expect(String(copies().google[0]?.body['description'])).toMatch(new RegExp(`^${owned}`));
    expect((copies().outlook[0]?.body['body'] as { content: string }).content).toMatch(
      new RegExp(`^${owned}`),
    );

    await pressAs(app, ria, going);
    await vi.waitFor(() => {
      const { google: g, outlook: o } = copies();
      expect(g.map((e) => e.body['status'])).toEqual(['confirmed']);
      expect(o.map((e) => e.body['showAs'])).toEqual(['busy']);
    }, wait);
  });

  it("a participant's push that failed goes through on the retry as their copy of the owner's event", async () => {
    const owner: Caller = { userId: snowflake() };
    const quinn: Caller = { userId: snowflake() };
    await connect(quinn, 'microsoft', 'quinn@outlook.test');
    await vi.waitFor(async () => expect(await status(quinn)).toContain('connected'), wait);
    const { maybe } = await postedStandup(app, owner);
    microsoft().api.setDown(true);
    try {
      await pressAs(app, quinn, maybe);
      await vi.waitFor(
        async () =>
          expect(await status(quinn)).toMatch(/waiting to be copied.*Microsoft Graph 503/),
        wait,
      );
    } finally {
      microsoft().api.setDown(false);
    }
    now = T0 + 60 * 60_000;
    try {
      await vi.waitFor(
        () =>
          expect(titles(microsoft().api.live('quinn@outlook.test'), 'subject')).toEqual([
            'Standup',
          ]),
        wait,
      );
      await vi.waitFor(async () => expect(await status(quinn)).not.toContain('waiting'), wait);
    } finally {
      now = T0;
    }
  });
});
