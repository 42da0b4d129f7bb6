import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../shared/adapters/log.js';
import de from '../../locales/de.json' with { type: 'json' };
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { connectCalendar, startOAuthStack, type OAuthStack } from '../support/oauth-flow.js';
import { eventIdIn, postedStandup, pressAs, scheduleCommand } from '../support/schedule.js';
import type { AppReply, ScheduleApp } from '../support/schedule-app.js';

/** `/calendar sync`: one request the sync function expands, at most one a minute per user. */
const T0 = Date.parse('2026-06-15T10:00:00.000Z');
let stack: OAuthStack;
let app: ScheduleApp;
const log = memoryLogger();
const wait = { timeout: 15_000, interval: 150 };

beforeAll(async () => {
  // Retries far apart: what arrives, arrives through the request.
  stack = await startOAuthStack({
    t0: T0,
    now: () => T0,
    offered: ['google'],
    log,
    retryMs: 60_000,
  });
  app = stack.app;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

/** Writes the interactions app sends to DynamoDB while `run` runs. */
async function writesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const send = vi.spyOn(app.db.doc, 'send');
  try {
    await run();
    return send.mock.calls
      .map(([c]) => c.constructor.name)
      .filter((name) => /Put|Update|Delete|Write/.test(name));
  } finally {
    send.mockRestore();
  }
}

const syncNow = (user: Caller) => app.send(command(user, 'calendar', [opt.subcommand('sync')]));

describe('/calendar sync', () => {
  it('writes one request, which the sync function expands into every event; another within a minute is refused, localized', async () => {
    const alice: Caller = { userId: snowflake() };
    const google = stack.stand.standIns.providers().google;
    expect(
      (await connectCalendar(app, stack.pages, alice, 'google', 'alice@gmail.test')).status,
    ).toBe(200);
    await vi.waitFor(
      async () =>
        expect(
          (await app.send(command(alice, 'calendar', [opt.subcommand('status')]))).content,
        ).toContain('connected'),
      wait,
    );
    for (const [title, date] of [
      ['Standup', '2026-06-16'],
      ['Review', '2026-06-17'],
      ['Dentist', '2026-06-18'],
    ] as const) {
      expect(
        eventIdIn(
          (
            await app.send(
              scheduleCommand(alice, 'schedule_create', {
                timezone: 'UTC',
                title,
                date,
                time: '09:00',
              }),
            )
          ).content,
        ),
      ).toBeDefined();
    }
    await vi.waitFor(() => expect(google.api.live('alice@gmail.test')).toHaveLength(3), wait);
    // Removed in Google Calendar's own app: Tock thinks they are there until a sync.
    for (const e of google.api.live('alice@gmail.test')) google.api.deleteAtProvider(e.id);

    let reply: AppReply | undefined;
    expect(await writesDuring(async () => (reply = await syncNow(alice)))).toEqual(['PutCommand']);
    expect(reply?.flags).toBe(64);
    expect(reply?.content).toContain('3 events are on their way to your calendars (1)');
    await vi.waitFor(
      () =>
        expect(
          google.api
            .live('alice@gmail.test')
            .map((e) => e.body['summary'])
            .sort(),
        ).toEqual(['Dentist', 'Review', 'Standup']),
      wait,
    );
    expect(JSON.stringify(log.lines)).toContain('calendar_sync_request');

    // Again within the minute: refused, ephemeral, saying from when; the conditional put changes nothing.
    const retry = `<t:${(T0 + 60_000) / 1000}:T>`;
    app.setNow(T0 + 30_000);
    expect(await writesDuring(async () => (reply = await syncNow(alice)))).toEqual(['PutCommand']);
    app.setNow(T0);
    const stored = await app.db.doc.send(
      new GetCommand({
        TableName: app.db.tables.calendar,
        Key: { pk: `user#${alice.userId}`, sk: 'request#sync' },
        ConsistentRead: true,
      }),
    );
    expect(stored.Item?.['requested_at_ms']).toBe(T0);
    expect(reply?.flags).toBe(64);
    expect(reply?.content).toBe(
      `⚠️ You asked for a sync less than a minute ago; your events are already on their way. You can ask again from ${retry}.`,
    );
    expect((await syncNow({ ...alice, locale: 'de' })).content).toBe(
      de.errors.calendar_sync_rate_limited.replace('{{retry}}', retry),
    );
    // Another user is not held back by Alice's request.
    expect((await syncNow({ userId: snowflake() })).content).toContain('No calendar is connected');

    app.setNow(T0 + 60_000);
    expect((await syncNow(alice)).content).toContain('3 events are on their way');
    app.setNow(T0);
  });

  it('counts the events the user takes part in beside their own, in their language', async () => {
    const bo: Caller = { userId: snowflake() };
    expect((await connectCalendar(app, stack.pages, bo, 'google', 'bo@gmail.test')).status).toBe(
      200,
    );
    // The connection is stored after the callback's answer, as in the test above.
    await vi.waitFor(
      async () =>
        expect(
          (await app.send(command(bo, 'calendar', [opt.subcommand('status')]))).content,
        ).toContain('connected'),
      wait,
    );
    await app.send(
      scheduleCommand(bo, 'schedule_create', {
        timezone: 'UTC',
        title: 'Own',
        date: '2026-06-19',
        time: '09:00',
      }),
    );
    for (const answer of ['going', 'maybe'] as const) {
      const posted = await postedStandup(app, { userId: snowflake() });
      await pressAs(app, bo, posted[answer]);
    }
    const reply = await syncNow(bo);
    expect(reply.flags).toBe(64);
    expect(reply.content).toContain('3 events are on their way to your calendars (1)');
    expect(reply.content).toContain('That includes 2 events shared with you.');
    app.setNow(T0 + 60_000);
    try {
      expect((await syncNow({ ...bo, locale: 'de' })).content).toContain(
        de.calendar.sync_shared_other.replace('{{count}}', '2'),
      );
    } finally {
      app.setNow(T0);
    }
    const google = stack.stand.standIns.providers().google;
    await vi.waitFor(() => expect(google.api.live('bo@gmail.test')).toHaveLength(3), wait);
  });

  it('without a connected calendar requests nothing', async () => {
    let reply: AppReply | undefined;
    expect(
      await writesDuring(async () => (reply = await syncNow({ userId: snowflake() }))),
    ).toEqual([]);
    expect(reply?.content).toContain('No calendar is connected');
  });
});
