import { fetchCalendarObjects } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCalendarSync, type CalendarSyncLoop } from '../../infra/local/calendar-sync-loop.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import { createCalendarSyncDeps } from '../../shared/calendar/calendar-sync-deps.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { parseCalendar, type ParsedEvent } from '../support/ical-expand.js';
import { startRadicale, type Radicale } from '../support/radicale.js';
import { eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { calendarSyncConfig, scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Commands → events table → stream (read from DynamoDB Local) → sync handler → a real Radicale. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let app: ScheduleApp;
let radicale: Radicale;
let sync: CalendarSyncLoop;
const log = memoryLogger();
const PASSWORD = 'app-password-7f3k';
const alice: Caller = { userId: snowflake() };

async function calendarObjects(): Promise<ParsedEvent[]> {
  const authorization = `Basic ${Buffer.from(`alice:${PASSWORD}`).toString('base64')}`;
  const objects = await fetchCalendarObjects({
    calendar: { url: new URL('alice/tock/', radicale.url).href },
    headers: { authorization },
  }).catch(() => []);
  return objects.flatMap((o) => parseCalendar(String(o.data)));
}

async function status(): Promise<string> {
  return (await app.send(command(alice, 'calendar', [opt.subcommand('status')]))).content;
}

beforeAll(async () => {
  radicale = await startRadicale({ alice: PASSWORD });
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
