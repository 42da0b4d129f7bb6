import { fetchCalendarObjects } from 'tsdav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caldavClient,
  discoverCaldav,
  type CaldavCredentials,
} from '../../shared/calendar/adapters/caldav.js';
import { icsCalendar } from '../../shared/calendar/domain/ics.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import type { EventRecord } from '../../shared/domain/schedule.js';
import { parseCalendar, type ParsedEvent } from '../support/ical-expand.js';
import { startRadicale, type Radicale } from '../support/radicale.js';
import { anEvent } from '../support/schedule.js';

const NOW = Date.parse('2026-10-20T00:00:00Z');
/** Radicale listens on loopback: the local runtime's setting. */
const local = { allowLocal: true } as const;
let radicale: Radicale;
let alice: CaldavCredentials;
const headers = () => ({
  authorization: `Basic ${Buffer.from(`${alice.username}:${alice.password}`).toString('base64')}`,
});

beforeAll(async () => {
  radicale = await startRadicale({ alice: 'app-password-1', bob: 'bobs-password' });
  alice = { serverUrl: radicale.url, username: 'alice', password: 'app-password-1' };
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

/** The objects the server holds in the calendar, as a CalDAV client reads them; with a range, only those the server finds there. */
async function readBack(
  calendarUrl: string,
  timeRange?: { start: string; end: string },
): Promise<ParsedEvent[]> {
  const objects = await fetchCalendarObjects({
    calendar: { url: calendarUrl },
    headers: headers(),
    ...(timeRange ? { timeRange } : {}),
  });
  return objects.flatMap((o) => parseCalendar(String(o.data)));
}

describe('CalDAV against Radicale', () => {
  it('refuses a wrong password and an unreachable server before saving anything', async () => {
    expect(await discoverCaldav({ ...alice, password: 'wrong' }, local)).toMatchObject({
      ok: false,
      error: 'caldav_connect_failed',
    });
    expect(
      await discoverCaldav({ ...alice, serverUrl: 'http://127.0.0.1:9/' }, local),
    ).toMatchObject({ ok: false, error: 'caldav_connect_failed' });
  });

  it('discovers the principal, makes a Tock calendar when there is none, and finds it next time', async () => {
    const first = await discoverCaldav(alice, local);
    expect(first).toMatchObject({ ok: true, calendarName: 'Tock', created: true });
    const again = await discoverCaldav(alice, local);
    expect(again).toMatchObject({ ok: true, created: false });
    expect(
      again.ok && first.ok && again.calendarUrl.endsWith(new URL(first.calendarUrl).pathname),
    ).toBe(true);
  });

  it('creates, edits (time, title, recurrence) and deletes an event; a weekly series keeps 09:00 across the DST change', async () => {
    const found = await discoverCaldav(alice, local);
    if (!found.ok) throw new Error(found.error);
    const client = caldavClient({ ...alice, calendarUrl: found.calendarUrl }, () => NOW, local);
    // Monday 2026-10-26 09:00 in New York (EDT, 13:00Z); clocks fall back on Sunday 2026-11-01.
    const event: EventRecord = anEvent({
      title: 'Standup',
      timing: {
        start: Date.parse('2026-10-26T13:00:00Z'),
        durationMinutes: 30,
        timezone: 'America/New_York',
        recurrencePattern: 'weekly',
      },
    });

    const created = await client.create(event);
    expect(created.ok).toBe(true);
    const providerId = created.ok ? created.providerId : '';

    const [stored] = await readBack(found.calendarUrl);
    expect(stored?.summary).toBe('Standup');
    expect(stored?.rrule).toBe('FREQ=WEEKLY');
    const to = Date.parse('2026-12-31T00:00:00Z');
    const read = stored?.expand(0, to) ?? [];
    expect(read).toEqual(occurrences(event.timing, 0, to));
    // 09:00 local on both sides of the change: 13:00Z in October, 14:00Z in November.
    expect(read.slice(0, 2).map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
    // The server expands the rule itself: a range holding only the 4th occurrence finds the event.
    expect(
      (
        await readBack(found.calendarUrl, {
          start: '2026-11-16T13:30:00Z',
          end: '2026-11-16T14:30:00Z',
        })
      ).map((e) => e.summary),
    ).toEqual(['Standup']);
    expect(
      await readBack(found.calendarUrl, {
        start: '2026-11-16T12:00:00Z',
        end: '2026-11-16T13:30:00Z',
      }),
    ).toEqual([]);

    // Edit: new title, 10:00 instead of 09:00, every 2 weeks.
    const edited: EventRecord = {
      ...event,
      title: 'Planning',
      timing: {
        ...event.timing,
        start: Date.parse('2026-10-26T14:00:00Z'),
        recurrencePattern: 'custom',
        recurrenceData: { pattern: 'every_n_weeks', interval: 2, weekday: 0, position: 1 },
      },
    };
    expect(await client.update(providerId, edited)).toEqual({ ok: true, providerId });
    const after = await readBack(found.calendarUrl);
    expect(after).toHaveLength(1);
    expect(after[0]?.summary).toBe('Planning');
    expect(after[0]?.rrule).toBe('FREQ=WEEKLY;INTERVAL=2');
    expect(after[0]?.expand(0, to)).toEqual(occurrences(edited.timing, 0, to));

    expect(await client.remove(providerId)).toEqual({ ok: true, providerId });
    expect(await readBack(found.calendarUrl)).toEqual([]);
    // Deleting what is already gone is not a failure.
    expect((await client.remove(providerId)).ok).toBe(true);
  });

  it("imports the feed's calendar as a whole, and the server finds each series where Tock lists it", async () => {
    const events = [
      anEvent({
        title: 'Daily',
        timing: {
          start: Date.parse('2026-10-30T12:00:00Z'),
          timezone: 'Europe/London',
          recurrencePattern: 'daily',
        },
      }),
      anEvent({
        title: 'Last Friday',
        timing: {
          start: Date.parse('2026-10-30T08:00:00Z'),
          timezone: 'Asia/Taipei',
          recurrencePattern: 'custom',
          recurrenceData: { pattern: 'weekday_of_month', interval: 1, weekday: 4, position: -1 },
        },
      }),
      anEvent({
        title: 'Month end',
        timing: {
          start: Date.parse('2026-10-31T15:00:00Z'),
          timezone: 'America/New_York',
          recurrencePattern: 'monthly',
        },
      }),
    ];
    const url = new URL('alice/imported/', radicale.url).href;
    // Radicale takes a whole VCALENDAR PUT on a new collection as an import.
    const res = await fetch(url, {
      method: 'PUT',
      headers: { ...headers(), 'content-type': 'text/calendar' },
      body: icsCalendar(events, { name: 'Imported', now: NOW }),
    });
    expect(res.status).toBe(201);
    const day = {
      start: Date.parse('2026-11-30T00:00:00Z'),
      end: Date.parse('2026-11-30T23:59:59Z'),
    };
    // Tock: Daily on Nov 30; Last Friday is Nov 27; Month end (31st) falls on Nov 30 (the last day).
    const expected = events
      .filter((e) => occurrences(e.timing, day.start, day.end).length > 0)
      .map((e) => e.title)
      .sort();
    expect(expected).toEqual(['Daily', 'Month end']);
    const found = await readBack(url, {
      start: new Date(day.start).toISOString(),
      end: new Date(day.end).toISOString(),
    });
    expect(found.map((e) => e.summary).sort()).toEqual(expected);
  });

  it("reports refused credentials and a missing calendar in the engine's terms", async () => {
    const found = await discoverCaldav(alice, local);
    if (!found.ok) throw new Error(found.error);
    const revoked = caldavClient(
      { ...alice, password: 'revoked', calendarUrl: found.calendarUrl },
      () => NOW,
      local,
    );
    expect(await revoked.create(anEvent())).toMatchObject({ ok: false, kind: 'unauthorized' });
    // Bob may not write into Alice's calendar.
    const intruder = caldavClient(
      {
        serverUrl: radicale.url,
        username: 'bob',
        password: 'bobs-password',
        calendarUrl: found.calendarUrl,
      },
      () => NOW,
      local,
    );
    expect(await intruder.create(anEvent())).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(await readBack(found.calendarUrl)).toEqual([]);
  });
});
