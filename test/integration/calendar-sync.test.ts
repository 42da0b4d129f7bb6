import { fetchCalendarObjects } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCalendarSync, type CalendarSyncLoop } from '../../infra/local/calendar-sync-loop.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { parseCalendar, type ParsedEvent } from '../support/ical-expand.js';
import { startRadicale, type Radicale } from '../support/radicale.js';
import {
  BERLIN_STANDUP,
  eventIdIn,
  postedStandup,
  pressAs,
  standupControls,
  modalSubmit,
  scheduleCommand,
} from '../support/schedule.js';
import { calendarSyncConfig, scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Commands → events table → stream (read from DynamoDB Local) → sync handler → a real Radicale. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let app: ScheduleApp;
let radicale: Radicale;
let sync: CalendarSyncLoop;
const log = memoryLogger();
const PASSWORD = 'app-password-7f3k';
const alice: Caller = { userId: snowflake() };

/** The objects in a user's Tock calendar on Radicale, as stored (`raw`) and as ical.js reads them. */
async function storedObjects(
  user = 'alice',
  timeRange?: { start: string; end: string },
): Promise<{ raw: string; events: ParsedEvent[] }[]> {
  const authorization = `Basic ${Buffer.from(`${user}:${PASSWORD}`).toString('base64')}`;
  const objects = await fetchCalendarObjects({
    calendar: { url: new URL(`${user}/tock/`, radicale.url).href },
    headers: { authorization },
    ...(timeRange ? { timeRange } : {}),
  }).catch(() => []);
  return objects.map((o) => ({ raw: String(o.data), events: parseCalendar(String(o.data)) }));
}

async function calendarObjects(): Promise<ParsedEvent[]> {
  return (await storedObjects()).flatMap((o) => o.events);
}

async function status(who: Caller = alice): Promise<string> {
  return (await app.send(command(who, 'calendar', [opt.subcommand('status')]))).content;
}

beforeAll(async () => {
  radicale = await startRadicale({
    alice: PASSWORD,
    erin: PASSWORD,
    pat: PASSWORD,
    quinn: PASSWORD,
  });
  // Radicale listens on loopback: the local runtime's setting, on both sides.
  app = await scheduleApp(NOW, { allowLocalCaldav: true });
  const config = calendarSyncConfig(app);
  sync = await startCalendarSync(config, app.db.endpoint, {
    retryMs: 500,
    deps: createCalendarSyncDeps(config, { log }),
  });
}, 60_000);

afterAll(async () => {
  sync?.stop();
  await radicale?.stop();
});

/** Connects the user's calendar on Radicale through /calendar connect and its modal. */
async function connectCaldav(who: Caller, username: string): Promise<void> {
  const opened = await app.send(
    command(who, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
  );
  await app.send(
    modalSubmit(who, String(opened.data['custom_id']), {
      server_url: radicale.url,
      username,
      password: PASSWORD,
    }),
  );
}

// Before the suite below, whose last test stops the server.
describe('events a user takes part in, in their connected calendar (CalDAV)', () => {
  it("a Going or Maybe puts the owner's event in the participant's calendar with the owner as organizer; edits follow, Can't go and a deleted event take it out", async () => {
    const wait = { timeout: 10_000, interval: 200 };
    const owner: Caller = { userId: snowflake() };
    const pat: Caller = { userId: snowflake() };
    await connectCaldav(pat, 'pat');
    await vi.waitFor(async () => expect(await status(pat)).toContain('connected'), wait);
    const press = (customId: string) => pressAs(app, pat, customId);
    const patObjects = async () =>
      (await storedObjects('pat')).map((o) => o.raw.replace(/\r\n /g, ''));

    const { id, going, maybe, cant } = await postedStandup(app, owner);
    // The owner's other event never reaches the participant.
    await app.send(
      scheduleCommand(owner, 'schedule_create', { ...BERLIN_STANDUP, title: 'Dentist' }),
    );

    await press(going);
    await vi.waitFor(async () => expect(await patObjects()).toHaveLength(1), wait);
    const [joined = ''] = await patObjects();
    expect(joined).toContain('SUMMARY:Standup');
    expect(joined).toContain(`ORGANIZER:urn:discord:user:${owner.userId}`);
    // Radicale stores the parameters in its own order.
    expect(joined).toMatch(
      new RegExp(`ATTENDEE;[^:\\n]*PARTSTAT=ACCEPTED[^:\\n]*:urn:discord:user:${pat.userId}`),
    );
    expect(joined).not.toContain('Dentist');

    await app.send(
      scheduleCommand(owner, 'schedule_edit', { event_id: id, field: 'title', value: 'Retro' }),
    );
    await vi.waitFor(
      async () => expect((await patObjects()).join()).toContain('SUMMARY:Retro'),
      wait,
    );

    await press(maybe);
    await vi.waitFor(
      async () => expect((await patObjects()).join()).toContain('PARTSTAT=TENTATIVE'),
      wait,
    );

    await press(cant);
    await vi.waitFor(async () => expect(await patObjects()).toEqual([]), wait);

    await press(going);
    await vi.waitFor(async () => expect(await patObjects()).toHaveLength(1), wait);
    await app.send(scheduleCommand(owner, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(async () => expect(await patObjects()).toEqual([]), wait);
    expect(await status(pat)).toMatch(/last update/);
  });

  it('a calendar connected after the answer receives the events the user is going to', async () => {
    const wait = { timeout: 10_000, interval: 200 };
    const owner: Caller = { userId: snowflake() };
    const quinn: Caller = { userId: snowflake() };
    const { going } = await postedStandup(app, owner);
    await pressAs(app, quinn, going);

    await connectCaldav(quinn, 'quinn');
    await vi.waitFor(
      async () =>
        expect(
          (await storedObjects('quinn')).flatMap((o) => o.events.map((e) => e.summary)),
        ).toEqual(['Standup']),
      wait,
    );
  });
});

describe('calendar sync end to end (CalDAV)', () => {
  it('connects through the modal, then every create, edit and delete in Discord reaches the calendar within seconds', async () => {
    const opened = await app.send(
      command(alice, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
    );
    expect(opened.type).toBe(9);
    const customId = String(opened.data['custom_id']);

    // (Address literals and http are refused here only without the local setting: test/unit/network-address.test.ts.)
    const bad = await app.send(
      modalSubmit(alice, customId, {
        server_url: 'ftp://dav.example.com/latest',
        username: 'alice',
        password: PASSWORD,
      }),
    );
    expect(bad.content).toContain('https://');
    // Another user cannot submit Alice's modal.
    expect(
      (
        await app.send(
          modalSubmit({ userId: snowflake() }, customId, {
            server_url: radicale.url,
            username: 'alice',
            password: PASSWORD,
          }),
        )
      ).flags,
    ).toBe(64);

    const saved = await app.send(
      modalSubmit(alice, customId, {
        server_url: radicale.url,
        username: 'alice',
        password: PASSWORD,
      }),
    );
    expect(saved.flags).toBe(64);
    expect(saved.content).toContain('/calendar status');
    await vi.waitFor(async () => expect(await status()).toContain('connected'), {
      timeout: 10_000,
      interval: 200,
    });

    const created = await app.send(scheduleCommand(alice, 'schedule_create', BERLIN_STANDUP));
    const id = eventIdIn(created.content) as string;

    await vi.waitFor(
      async () => expect((await calendarObjects()).map((e) => e.summary)).toEqual(['Standup']),
      { timeout: 10_000, interval: 200 },
    );
    expect((await calendarObjects())[0]?.tzid).toBe('Europe/Berlin');

    await app.send(
      scheduleCommand(alice, 'schedule_edit', {
        event_id: id,
        field: 'title',
        value: 'Daily standup',
      }),
    );
    await vi.waitFor(
      async () =>
        expect((await calendarObjects()).map((e) => e.summary)).toEqual(['Daily standup']),
      { timeout: 10_000, interval: 200 },
    );

    await app.send(scheduleCommand(alice, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(async () => expect(await calendarObjects()).toEqual([]), {
      timeout: 10_000,
      interval: 200,
    });

    expect(await status()).toMatch(/last update/);
    // The app password never reaches a log line or a reply.
    expect(JSON.stringify(log.lines)).not.toContain(PASSWORD);
    expect(JSON.stringify(app.deps.log.lines)).not.toContain(PASSWORD);
  });

  it('disconnect remove_events:true deletes what Tock created in the calendar, then the credentials; without it the events stay', async () => {
    const ids: string[] = [];
    for (const [title, time] of [
      ['Gym', '18:00'],
      ['Review', '20:00'],
    ] as const) {
      ids.push(
        eventIdIn(
          (
            await app.send(
              scheduleCommand(alice, 'schedule_create', {
                timezone: 'UTC',
                title,
                date: '2026-06-20',
                time,
              }),
            )
          ).content,
        ) as string,
      );
    }
    await vi.waitFor(
      async () =>
        expect((await calendarObjects()).map((e) => e.summary).sort()).toEqual(['Gym', 'Review']),
      { timeout: 10_000, interval: 200 },
    );

    const going = await app.send(
      command(alice, 'calendar', [
        opt.subcommand('disconnect', [
          opt.string('provider', 'caldav'),
          opt.boolean('remove_events', true),
        ]),
      ]),
    );
    expect(going.flags).toBe(64);
    expect(going.content).toContain('deleting the 2 events');
    await vi.waitFor(async () => expect(await status()).toContain('No calendar is connected'), {
      timeout: 10_000,
      interval: 200,
    });
    expect(await calendarObjects()).toEqual([]);
    // Later changes no longer go there.
    ids.push(
      eventIdIn(
        (
          await app.send(
            scheduleCommand(alice, 'schedule_create', {
              timezone: 'UTC',
              title: 'After',
              date: '2026-06-21',
              time: '08:00',
            }),
          )
        ).content,
      ) as string,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await calendarObjects()).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toContain(PASSWORD);

    // Connected again: every event is copied; a plain disconnect then leaves them there.
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
    await vi.waitFor(
      async () =>
        expect((await calendarObjects()).map((e) => e.summary).sort()).toEqual([
          'After',
          'Gym',
          'Review',
        ]),
      { timeout: 10_000, interval: 200 },
    );
    const plain = await app.send(
      command(alice, 'calendar', [
        opt.subcommand('disconnect', [opt.string('provider', 'caldav')]),
      ]),
    );
    expect(plain.content).toContain('Events already copied there stay');
    expect(await status()).toContain('No calendar is connected');
    expect((await calendarObjects()).map((e) => e.summary).sort()).toEqual([
      'After',
      'Gym',
      'Review',
    ]);

    // Connected once more (the copies are Tock's again), then the events deleted in Discord, for the next test.
    const again = await app.send(
      command(alice, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
    );
    await app.send(
      modalSubmit(alice, String(again.data['custom_id']), {
        server_url: radicale.url,
        username: 'alice',
        password: PASSWORD,
      }),
    );
    await vi.waitFor(async () => expect(await status()).toMatch(/last update/), {
      timeout: 10_000,
      interval: 200,
    });
    for (const id of ids)
      await app.send(scheduleCommand(alice, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(async () => expect(await calendarObjects()).toEqual([]), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('this occurrence, an edited occurrence and this and following reach Radicale as EXDATE, an event of its own and UNTIL', async () => {
    const erin: Caller = { userId: snowflake() };
    const opened = await app.send(
      command(erin, 'calendar', [opt.subcommand('connect', [opt.string('provider', 'caldav')])]),
    );
    await app.send(
      modalSubmit(erin, String(opened.data['custom_id']), {
        server_url: radicale.url,
        username: 'erin',
        password: PASSWORD,
      }),
    );
    const wait = { timeout: 10_000, interval: 200 };
    await vi.waitFor(async () => expect(await status(erin)).toContain('connected'), wait);
    // Tuesdays at 09:30 in Berlin from 16 June.
    const id = eventIdIn(
      (await app.send(scheduleCommand(erin, 'schedule_create', BERLIN_STANDUP))).content,
    ) as string;
    const controls = standupControls(erin, id);
    await vi.waitFor(async () => expect(await storedObjects('erin')).toHaveLength(1), wait);
    const july = Date.parse('2026-08-01T00:00:00Z');
    /** Each stored event's local dates until August, as ical.js expands what Radicale holds. */
    const dates = async () =>
      Object.fromEntries(
        (await storedObjects('erin'))
          .flatMap((o) => o.events)
          .map((e) => [
            e.summary,
            e.expand(0, july).map((o) => new Date(o.start).toISOString().slice(0, 10)),
          ]),
      );
    /** What Radicale finds in the hour of 23 June's occurrence: it expands the series itself. */
    const on23 = async () =>
      (await storedObjects('erin', { start: '2026-06-23T07:00:00Z', end: '2026-06-23T08:00:00Z' }))
        .flatMap((o) => o.events)
        .map((e) => e.summary);
    expect(await on23()).toEqual(['Standup']);

    await app.send(controls.deleteOne);
    await vi.waitFor(
      async () =>
        expect((await storedObjects('erin'))[0]?.raw).toContain(
          'EXDATE;TZID=Europe/Berlin:20260623T093000',
        ),
      wait,
    );
    expect(await on23()).toEqual([]);
    expect(await dates()).toEqual({
      Standup: ['2026-06-16', '2026-06-30', '2026-07-07', '2026-07-14', '2026-07-21', '2026-07-28'],
    });

    // Editing one occurrence: an event of its own on the server, the series without that date.
    await app.send(controls.editOne);
    await vi.waitFor(
      async () =>
        expect(await dates()).toEqual({
          Standup: ['2026-06-16', '2026-06-30', '2026-07-14', '2026-07-21', '2026-07-28'],
          'Standup (offsite)': ['2026-07-07'],
        }),
      wait,
    );
    const oneOff = (await storedObjects('erin')).find((o) => o.raw.includes('Standup (offsite)'));
    expect(oneOff?.raw).not.toContain('RRULE');
    expect(oneOff?.raw).toContain('DTSTART;TZID=Europe/Berlin:20260707T093000');

    // This and following from 21 July: the series ends on the 14th (UNTIL, in UTC).
    await app.send(controls.endFrom);
    await vi.waitFor(
      async () =>
        expect(await dates()).toEqual({
          Standup: ['2026-06-16', '2026-06-30', '2026-07-14'],
          'Standup (offsite)': ['2026-07-07'],
        }),
      wait,
    );
    const series = (await storedObjects('erin')).find((o) => o.raw.includes('SUMMARY:Standup\r\n'));
    expect(series?.raw).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20260714T073000Z/);
    expect(series?.raw).toContain('EXDATE;TZID=Europe/Berlin:20260707T093000');
  });

  it('/calendar sync pushes every event; a server that is down leaves them pending with the reason in /calendar status', async () => {
    const before = await app.send(
      scheduleCommand(alice, 'schedule_create', {
        timezone: 'UTC',
        title: 'Dentist',
        date: '2026-07-01',
        time: '14:00',
      }),
    );
    expect(eventIdIn(before.content)).toBeDefined();
    await vi.waitFor(
      async () => expect((await calendarObjects()).map((e) => e.summary)).toEqual(['Dentist']),
      { timeout: 10_000, interval: 200 },
    );

    await radicale.stop();
    await app.send(
      scheduleCommand(alice, 'schedule_create', {
        timezone: 'UTC',
        title: 'Flight',
        date: '2026-07-02',
        time: '06:00',
      }),
    );
    await vi.waitFor(
      async () => expect(await status()).toMatch(/waiting to be copied.*CalDAV server unreachable/),
      { timeout: 10_000, interval: 200 },
    );

    const queued = await app.send(command(alice, 'calendar', [opt.subcommand('sync')]));
    expect(queued.content).toContain('2 events');

    const gone = await app.send(
      command(alice, 'calendar', [
        opt.subcommand('disconnect', [opt.string('provider', 'caldav')]),
      ]),
    );
    expect(gone.content).toContain('disconnected');
    expect(await status()).toContain('No calendar is connected');
  });
});
