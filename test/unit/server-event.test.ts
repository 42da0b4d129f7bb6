/** The server's scheduled event for a posted card: who may make one, and what Discord is sent. */
import { describe, expect, it } from 'vitest';
import {
  channelLink,
  mayCreateServerEvents,
  serverEventBody,
} from '../../shared/domain/server-event.js';
import { ScheduledEvents } from '../../infra/local/sandbox/scheduled-events.js';
import { anEvent } from '../support/schedule.js';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;

describe('mayCreateServerEvents (app_permissions)', () => {
  it('needs Create Events, Manage Events or Administrator', () => {
    expect(mayCreateServerEvents((1n << 44n).toString())).toBe(true);
    expect(mayCreateServerEvents((1n << 33n).toString())).toBe(true);
    expect(mayCreateServerEvents('8')).toBe(true);
    // Send Messages, View Channel, Embed Links: not enough.
    expect(mayCreateServerEvents(((1n << 11n) | (1n << 10n) | (1n << 14n)).toString())).toBe(false);
    expect(mayCreateServerEvents('0')).toBe(false);
    expect(mayCreateServerEvents(undefined)).toBe(false);
    expect(mayCreateServerEvents('not a number')).toBe(false);
  });
});

describe('serverEventBody', () => {
  const fallback = channelLink('1', '2');

  it('an EXTERNAL, server-only event at the next start, with its length, place and description', () => {
    const e = anEvent({
      title: 'Climbing',
      description: 'Gym B',
      location: 'Boulder hall',
      timing: { start: NOW + 2 * HOUR, durationMinutes: 90 },
    });
    expect(serverEventBody(e, NOW, fallback)).toEqual({
      name: 'Climbing',
      description: 'Gym B',
      privacy_level: 2,
      entity_type: 3,
      entity_metadata: { location: 'Boulder hall' },
      scheduled_start_time: '2026-06-01T10:00:00.000Z',
      scheduled_end_time: '2026-06-01T11:30:00.000Z',
    });
  });

  it("cuts to Discord's lengths, falls back to the card's channel, ends a minute after a start with no length", () => {
    const e = anEvent({
      title: 'T'.repeat(150),
      description: 'D'.repeat(1500),
      location: null,
      timing: { start: NOW + HOUR, durationMinutes: 0 },
    });
    const body = serverEventBody(e, NOW, fallback);
    expect(body?.name).toHaveLength(100);
    expect(body?.description).toHaveLength(1000);
    expect(body?.entity_metadata.location).toBe('https://discord.com/channels/1/2');
    expect(body?.scheduled_end_time).toBe(new Date(NOW + HOUR + 60_000).toISOString());
  });

  it("shows the owner's description as typed (Discord renders markdown there), within its 1000 characters", () => {
    const e = anEvent({
      description: '[click](https://evil.example) **x** <@123>',
      timing: { start: NOW + HOUR },
    });
    expect(serverEventBody(e, NOW, fallback)?.description).toBe(
      '\\[click\\](https://evil.example) \\*\\*x\\*\\* \\<@123\\>',
    );
    const long = anEvent({ description: '*'.repeat(600), timing: { start: NOW + HOUR } });
    const cut = serverEventBody(long, NOW, fallback)?.description ?? '';
    expect(cut).toBe(`${'\\*'.repeat(499)}…`);
  });

  it("a repeating event's next occurrence; nothing for one that is over or cancelled", () => {
    const weekly = anEvent({
      timing: {
        start: NOW - 2 * 24 * HOUR,
        recurrencePattern: 'weekly',
        timezone: 'UTC',
      },
    });
    expect(serverEventBody(weekly, NOW, fallback)?.scheduled_start_time).toBe(
      new Date(NOW + 5 * 24 * HOUR).toISOString(),
    );
    expect(serverEventBody(anEvent({ timing: { start: NOW - HOUR } }), NOW, fallback)).toBeNull();
    expect(
      serverEventBody(
        anEvent({ status: 'cancelled', timing: { start: NOW + HOUR } }),
        NOW,
        fallback,
      ),
    ).toBeNull();
  });
});

describe("the Discord stand-in's scheduled events", () => {
  const ids = { snowflake: () => String(++n), botId: '9' };
  let n = 1000;
  const base = (over: Record<string, unknown> = {}) => ({
    name: 'Climbing',
    privacy_level: 2,
    entity_type: 3,
    entity_metadata: { location: 'Hall' },
    scheduled_start_time: new Date(NOW + HOUR).toISOString(),
    scheduled_end_time: new Date(NOW + 2 * HOUR).toISOString(),
    ...over,
  });
  const post = (s: ScheduledEvents, body: unknown) =>
    s.serve('POST', '/guilds/5/scheduled-events', body, ids, NOW);

  it('refuses what Discord refuses for an EXTERNAL event (400, 50035)', () => {
    const s = new ScheduledEvents();
    for (const bad of [
      base({ name: '' }),
      base({ name: 'x'.repeat(101) }),
      base({ description: 'x'.repeat(1001) }),
      base({ entity_metadata: {} }),
      base({ entity_metadata: { location: 'x'.repeat(101) } }),
      base({ scheduled_end_time: undefined }),
      base({ scheduled_end_time: new Date(NOW + HOUR).toISOString() }),
      base({ scheduled_start_time: new Date(NOW - 1000).toISOString() }),
      base({ privacy_level: 1 }),
      base({ channel_id: '7' }),
    ])
      expect(post(s, bad)).toMatchObject({ status: 400, body: { code: 50035 } });
    expect(s.list()).toEqual([]);
  });

  it('makes, changes and cancels one; a cancelled one takes no change; unknown is 404 (10070); no permission is 403 (50013)', () => {
    const s = new ScheduledEvents();
    s.clock = () => NOW;
    const made = post(s, base());
    expect(made?.status).toBe(200);
    const id = (made?.body as { id: string }).id;
    const path = `/guilds/5/scheduled-events/${id}`;
    expect(s.serve('PATCH', path, { name: 'Bouldering' }, ids, NOW)?.status).toBe(200);
    expect(s.list('5')[0]?.name).toBe('Bouldering');
    expect(s.serve('PATCH', path, { status: 4 }, ids, NOW)?.status).toBe(200);
    expect(s.serve('PATCH', path, { name: 'Again' }, ids, NOW)?.status).toBe(400);
    expect(s.serve('PATCH', '/guilds/5/scheduled-events/1', { name: 'x' }, ids, NOW)).toMatchObject(
      { status: 404, body: { code: 10070 } },
    );
    s.refuse('5');
    expect(post(s, base())).toMatchObject({ status: 403, body: { code: 50013 } });
  });

  it('starts an EXTERNAL event at its start and ends it at its end, as Discord does; an ended one takes no change', () => {
    const changes: number[] = [];
    const s = new ScheduledEvents({ onChange: () => changes.push(s.list('5').length) });
    s.clock = () => NOW;
    const id = (post(s, base())?.body as { id: string }).id;
    const path = `/guilds/5/scheduled-events/${id}`;
    expect(s.list('5')[0]?.status).toBe(1);
    s.clock = () => NOW + HOUR;
    expect(s.list('5')[0]?.status).toBe(2);
    s.clock = () => NOW + 2 * HOUR;
    expect(s.list('5')[0]?.status).toBe(3);
    const later = new Date(NOW + 30 * HOUR).toISOString();
    expect(
      s.serve('PATCH', path, { scheduled_start_time: later }, ids, NOW + 2 * HOUR),
    ).toMatchObject({ status: 400, body: { code: 50035 } });
    // Each change a request made is reported once; the refused PATCH and the reads are not.
    expect(changes).toEqual([1]);
  });
});
