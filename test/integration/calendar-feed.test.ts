import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpResponse } from '../../shared/interactions/interaction-http.js';
import { publicRoute } from '../../shared/interactions/public-routes.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import { parseCalendar } from '../support/ical-expand.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const YEAR = Date.parse('2027-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
let app: ScheduleApp;
let get: (path: string) => Promise<HttpResponse>;
const newUser = (): Caller => ({ userId: snowflake() });

async function create(
  caller: Caller,
  options: Record<string, string | number | undefined>,
): Promise<string> {
  const r = await app.send(
    scheduleCommand(caller, 'schedule_create', { timezone: 'UTC', ...options }),
  );
  const id = eventIdIn(r.content);
  expect(id, r.content).toBeDefined();
  return id as string;
}

/** `/calendar feed`, returning the reply and the feed's path when one was shown. */
async function feed(
  caller: Caller,
  rotate?: boolean,
): Promise<{ content: string; flags: number | undefined; path: string | undefined }> {
  const r = await app.send(
    command(caller, 'calendar', [
      opt.subcommand('feed', rotate === undefined ? [] : [opt.boolean('rotate', rotate)]),
    ]),
  );
  return {
    content: r.content,
    flags: r.flags,
    path: /https?:\/\/[^/]+(\/calendar\/[A-Za-z0-9_-]+\.ics)/.exec(r.content)?.[1],
  };
}

beforeAll(async () => {
  app = await scheduleApp(NOW);
  get = (path) => publicRoute(app.deps, path);
});

describe('/calendar feed and GET /calendar/<token>.ics', () => {
  it("serves the caller's events, with their rules and zones, to any calendar reader", async () => {
    const alice = newUser();
    const ids = [
      await create(alice, {
        title: 'Standup',
        date: '2026-06-16',
        time: '09:30',
        recurring: 'daily',
        timezone: 'America/New_York',
        duration: 15,
      }),
      await create(alice, {
        title: 'Review',
        date: '2026-06-16',
        time: '15:00',
        repeat_rule: 'last friday',
        timezone: 'Europe/London',
      }),
      await create(alice, {
        title: 'Dentist',
        date: '2026-07-03',
        time: '14:30',
        timezone: 'Asia/Taipei',
        description: 'Bring the card',
      }),
    ];
    const { content, flags, path } = await feed(alice);
    expect(flags).toBe(EPHEMERAL);
    expect(content).toContain('Google Calendar');
    expect(path).toBeDefined();

    const res = await get(path as string);
    expect(res.status).toBe(200);
    expect(res.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
    // Not run as anything else, the token URL never sent on as a Referer; calendar apps may keep it 5 minutes.
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'private, max-age=300',
    });
    expect((await get('/calendar/unknown-token.ics')).headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    const parsed = parseCalendar(String(res.body));
    expect(parsed.map((e) => e.uid).sort()).toEqual(ids.map((id) => `${id}@tock`).sort());
    for (const id of ids) {
      const event = await app.deps.events.get(alice.userId, id);
      const ics = parsed.find((e) => e.uid === `${id}@tock`);
      expect(ics?.summary).toBe(event?.title);
      expect(ics?.expand(NOW, YEAR)).toEqual(occurrences(event!.timing, NOW, YEAR, 10_000));
    }
    expect(parsed.find((e) => e.summary === 'Dentist')?.description).toBe('Bring the card');
  });

  it('shows the link only once; rotate makes a new one and the old one stops working', async () => {
    const bob = newUser();
    await create(bob, { title: 'Gym', date: '2026-06-17', time: '07:00' });
    const first = await feed(bob);
    expect((await get(first.path as string)).status).toBe(200);

    const again = await feed(bob);
    expect(again.path).toBeUndefined();
    expect(again.content).toContain('rotate:true');

    const rotated = await feed(bob, true);
    expect(rotated.path).toBeDefined();
    expect(rotated.path).not.toBe(first.path);
    expect((await get(first.path as string)).status).toBe(404);
    expect(
      parseCalendar(String((await get(rotated.path as string)).body)).map((e) => e.summary),
    ).toEqual(['Gym']);
  });

  it("never serves one user's events on another user's link, and unknown tokens are 404", async () => {
    const carol = newUser();
    const dave = newUser();
    await create(carol, { title: 'Carol only', date: '2026-06-18', time: '10:00' });
    const daves = await feed(dave);
    const body = String((await get(daves.path as string)).body);
    expect(body).not.toContain('Carol only');
    expect(parseCalendar(body)).toEqual([]);
    for (const path of [
      '/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/calendar/short.ics',
      '/calendar/../interactions.ics',
      '/other',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).not.toContain('BEGIN:VCALENDAR');
    }
    // The token never reaches the logs.
    const token = /\/calendar\/([^.]+)\.ics/.exec(daves.path as string)?.[1] as string;
    expect(JSON.stringify(app.deps.log.lines)).not.toContain(token);
  });
});

describe('/schedule_export', () => {
  it('hands the caller a download link for an .ics file that expires', async () => {
    const erin = newUser();
    await create(erin, {
      title: 'Flight',
      date: '2026-06-19',
      time: '06:10',
      timezone: 'Asia/Taipei',
    });
    const r = await app.send(command(erin, 'schedule_export'));
    expect(r.flags).toBe(EPHEMERAL);
    const url = r.components[0]?.components[0] as unknown as { url: string; style: number };
    expect(url.style).toBe(5);
    const path = new URL(url.url).pathname;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers?.['content-disposition']).toBe('attachment; filename="tock.ics"');
    // A one-off download of private data: no cache may keep it.
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(parseCalendar(String(res.body)).map((e) => e.summary)).toEqual(['Flight']);

    app.setNow(NOW + 16 * 60_000);
    expect((await get(path)).status).toBe(404);
    app.setNow(NOW);
  });
});
