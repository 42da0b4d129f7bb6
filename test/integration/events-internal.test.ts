import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { toItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import {
  createEventOperations,
  type EventOperations,
} from '../../shared/usecases/events-internal.js';
import { freshTables, type TestDb } from '../support/dynamo.js';
import { aReminder } from '../support/reminders.js';
import { anEvent, scheduleStores } from '../support/schedule.js';

const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const HOUR = 3_600_000;
let db: TestDb;
let ops: EventOperations;
let log: ReturnType<typeof memoryLogger>;
let seq = 0;
const user = (): string => `u${Date.now()}${seq++}`;

function operations(tables = db.tables, logger = memoryLogger()): EventOperations {
  const reminders = createReminderStore(db.doc, tables, 4);
  return createEventOperations({
    ...scheduleStores({ ...db, tables }, reminders),
    clock: { now: () => NOW },
    log: logger,
  });
}

beforeAll(async () => {
  db = await freshTables();
  log = memoryLogger();
  ops = operations(db.tables, log);
});

describe('Internal operations: events', () => {
  it('createEvent: true, then false at the 1000-events limit', async () => {
    const u = user();
    expect(await ops.createEvent(anEvent({ userId: u }))).toBe(true);
    await db.doc.send(
      new PutCommand({ TableName: db.tables.users, Item: { user_id: u, event_count: 1000 } }),
    );
    expect(await ops.createEvent(anEvent({ userId: u }))).toBe(false);
  });

  it('getUserEvents: ordered by start, filtered by date_from, date_to, event_type and status', async () => {
    const u = user();
    const at = (iso: string) => Date.parse(iso);
    const late = anEvent({
      userId: u,
      title: 'late',
      eventType: 'work',
      timing: { start: at('2026-07-01T09:00:00Z') },
    });
    const early = anEvent({
      userId: u,
      title: 'early',
      timing: { start: at('2026-06-20T09:00:00Z') },
    });
    const mid = anEvent({
      userId: u,
      title: 'mid',
      status: 'confirmed',
      eventType: 'work',
      timing: { start: at('2026-06-25T09:00:00Z') },
    });
    for (const e of [late, early, mid]) expect(await ops.createEvent(e)).toBe(true);
    const titles = async (filter: Parameters<EventOperations['getUserEvents']>[1]) =>
      (await ops.getUserEvents(u, filter)).map((e) => e.title);
    expect(await titles({})).toEqual(['early', 'mid', 'late']);
    expect(await titles({ dateFrom: at('2026-06-21T00:00:00Z') })).toEqual(['mid', 'late']);
    expect(await titles({ dateTo: at('2026-06-25T09:00:00Z') })).toEqual(['early', 'mid']);
    expect(
      await titles({ dateFrom: at('2026-06-21T00:00:00Z'), dateTo: at('2026-06-30T00:00:00Z') }),
    ).toEqual(['mid']);
    expect(await titles({ eventType: 'work' })).toEqual(['mid', 'late']);
    expect(await titles({ status: 'confirmed' })).toEqual(['mid']);
    expect(await ops.getUserEvents(user())).toEqual([]);
  });

  it('updateEvent and deleteEvent: owner only, false otherwise', async () => {
    const u = user();
    const e = anEvent({ userId: u });
    await ops.createEvent(e);
    expect(await ops.updateEvent('someone-else', e.id, { title: 'stolen' })).toBe(false);
    expect(await ops.updateEvent(u, 'evt_nosuchevent1', { title: 'x' })).toBe(false);
    expect(await ops.updateEvent(u, e.id, { title: 'renamed' })).toBe(true);
    expect((await ops.getUserEvents(u))[0]).toMatchObject({
      title: 'renamed',
      updatedAt: new Date(NOW).toISOString(),
    });
    await db.doc.send(
      new PutCommand({
        TableName: db.tables.participants,
        Item: {
          event_id: e.id,
          user_id: 'p1',
          role: 'attendee',
          status: 'invited',
          press_order: '0',
          row_version: 1,
        },
      }),
    );
    expect(await ops.deleteEvent('someone-else', e.id)).toBe(false);
    expect(await ops.deleteEvent(u, e.id)).toBe(true);
    expect(await ops.deleteEvent(u, e.id)).toBe(false);
    expect(await ops.getUserEvents(u)).toEqual([]);
  });

  it('getEventReminders: the linked reminders, [] for another user', async () => {
    const u = user();
    const r = aReminder({ id: 'rem_linkedaaaaaa', userId: u, eventId: 'x', offsetSeconds: 600 });
    await db.doc.send(new PutCommand({ TableName: db.tables.reminders, Item: toItem(r, 4) }));
    const e = anEvent({ userId: u, reminders: [r.id] });
    await ops.createEvent(e);
    expect((await ops.getEventReminders(u, e.id)).map((x) => [x.id, x.offsetSeconds])).toEqual([
      [r.id, 600],
    ]);
    expect(await ops.getEventReminders('someone-else', e.id)).toEqual([]);
  });

  it('getUpcomingEvents: occurrences within hours_ahead (default 24), recurring expanded, cancelled left out', async () => {
    const u = user();
    const soon = anEvent({ userId: u, title: 'soon', timing: { start: NOW + 2 * HOUR } });
    const daily = anEvent({
      userId: u,
      title: 'daily',
      timing: { start: NOW - 10 * 24 * HOUR + 5 * HOUR, recurrencePattern: 'daily' },
    });
    const later = anEvent({ userId: u, title: 'later', timing: { start: NOW + 30 * HOUR } });
    const off = anEvent({
      userId: u,
      title: 'off',
      status: 'cancelled',
      timing: { start: NOW + 3 * HOUR },
    });
    for (const e of [soon, daily, later, off]) await ops.createEvent(e);
    const upcoming = await ops.getUpcomingEvents(u);
    expect(upcoming.map((x) => [x.event.title, x.occurrence.start - NOW])).toEqual([
      ['soon', 2 * HOUR],
      ['daily', 5 * HOUR],
    ]);
    expect((await ops.getUpcomingEvents(u, 48)).map((x) => x.event.title)).toEqual([
      'soon',
      'daily',
      'daily',
      'later',
    ]);
  });

  it('storage errors: retrieval returns [], creation, update and delete false, each reported', async () => {
    const broken = memoryLogger();
    const failing = operations(
      { ...db.tables, events: 'missing-events', users: 'missing-users' },
      broken,
    );
    const u = user();
    expect(await failing.createEvent(anEvent({ userId: u }))).toBe(false);
    expect(await failing.getUserEvents(u)).toEqual([]);
    expect(await failing.updateEvent(u, 'evt_aaaaaaaaaaaa', { title: 'x' })).toBe(false);
    expect(await failing.deleteEvent(u, 'evt_aaaaaaaaaaaa')).toBe(false);
    expect(await failing.getEventReminders(u, 'evt_aaaaaaaaaaaa')).toEqual([]);
    expect(await failing.getUpcomingEvents(u)).toEqual([]);
    const contexts = broken.lines.filter((l) => l['level'] === 'error').map((l) => l['context']);
    expect(contexts).toEqual([
      expect.stringMatching(/^create_event:evt_/),
      'get_user_events:unknown',
      'update_event:evt_aaaaaaaaaaaa',
      'delete_event:evt_aaaaaaaaaaaa',
      'get_event_reminders:evt_aaaaaaaaaaaa',
      'get_upcoming_events:unknown',
    ]);
    expect(broken.lines[0]).toMatchObject({ errorName: 'ResourceNotFoundException' });
  });
});
