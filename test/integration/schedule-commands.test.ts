import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '../../locales/de.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };
import {
  autocomplete,
  button,
  command,
  opt,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { buttonIds, eventIdIn, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
/** The note a reply carries when times are read in UTC because the caller set no zone. */
const utcNote = enUS.zone.assumed_note_utc.replace('{{zone}}', 'UTC');
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
const unix = (iso: string): number => Date.parse(iso) / 1000;
let app: ScheduleApp;
const newUser = (extra: Partial<Caller> = {}): Caller => ({ userId: snowflake(), ...extra });

/**
 * /schedule_create in UTC: the option is given, so a caller with no zone (en-US) is not asked
 * for one first (zone-ask.test.ts covers that question).
 */
async function create(
  caller: Caller,
  options: Record<string, string | number | boolean | undefined>,
): Promise<string> {
  const r = await app.send(
    scheduleCommand(caller, 'schedule_create', { timezone: 'UTC', ...options }),
  );
  const id = eventIdIn(r.content);
  expect(id, r.content).toBeDefined();
  return id as string;
}

async function item(
  table: 'events' | 'users' | 'reminders',
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const Key = table === 'users' ? { user_id: key } : { id: key };
  return (
    await app.db.doc.send(
      new GetCommand({ TableName: app.db.tables[table], Key, ConsistentRead: true }),
    )
  ).Item;
}

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

describe('Command: /schedule_create', () => {
  it('confirms with id, title, time, duration and description, in chat, and stores the spec fields', async () => {
    const user = newUser();
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Dentist',
        date: '2026-06-20',
        time: '14:30',
        description: 'Bring the card',
      }),
    );
    expect(r.type).toBe(4);
    expect(r.flags).toBeUndefined();
    const id = eventIdIn(r.content) as string;
    expect(id).toMatch(/^evt_[a-z2-7]{12}$/);
    expect(r.content).toContain('**Dentist**');
    expect(r.content).toContain(`<t:${unix('2026-06-20T14:30:00Z')}:F>`);
    expect(r.content).toContain('60 minutes');
    expect(r.content).toContain('Bring the card');
    expect(await item('events', id)).toMatchObject({
      id,
      user_id: user.userId,
      title: 'Dentist',
      description: 'Bring the card',
      start_datetime: '2026-06-20T14:30:00.000Z',
      end_datetime: '2026-06-20T15:30:00.000Z',
      timezone: 'UTC',
      event_type: 'personal',
      recurrence_pattern: 'none',
      recurrence_data: null,
      status: 'scheduled',
      location: null,
      participants: [],
      reminders: [],
      tags: [],
      metadata: {},
    });
    expect((await item('users', user.userId))?.['event_count']).toBe(1);
  });

  it("reads date and time in the timezone option, else the caller's saved zone", async () => {
    const user = newUser();
    const ny = await create(user, {
      title: 'NY',
      date: '2026-07-01',
      time: '09:00',
      timezone: 'US/Eastern',
    });
    expect((await item('events', ny))?.['start_datetime']).toBe('2026-07-01T13:00:00.000Z');
    await app.send(
      command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')])]),
    );
    // No timezone option: the saved zone (create() passes UTC unless told otherwise).
    const tpe = await create(user, {
      title: 'TPE',
      date: '2026-07-02',
      time: '09:00',
      timezone: undefined,
    });
    expect((await item('events', tpe))?.['start_datetime']).toBe('2026-07-02T01:00:00.000Z');
  });

  it('takes today when the date is omitted and the time is still ahead, else tomorrow', async () => {
    const user = newUser();
    const later = await create(user, { title: 'later', time: '11:00' });
    expect((await item('events', later))?.['start_datetime']).toBe('2026-06-15T11:00:00.000Z');
    const earlier = await create(user, { title: 'earlier', time: '09:00' });
    expect((await item('events', earlier))?.['start_datetime']).toBe('2026-06-16T09:00:00.000Z');
  });

  it('names the recurrence, including a custom repeat_rule', async () => {
    const user = newUser();
    const daily = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Standup',
        time: '09:30',
        recurring: 'daily',
        type: 'work',
      }),
    );
    expect(daily.content).toContain('repeating daily');
    const custom = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Review',
        date: '2026-06-26',
        time: '15:00',
        repeat_rule: 'last friday',
      }),
    );
    expect(custom.content).toContain('repeating every last Friday of the month');
    expect(await item('events', eventIdIn(custom.content) as string)).toMatchObject({
      recurrence_pattern: 'custom',
      recurrence_data: { pattern: 'weekday_of_month', weekday: 4, position: -1, interval: 1 },
      recurring_user_id: user.userId,
    });
  });

  it.each([
    [{ date: '2026-06-01', time: '09:00' }, enUS.errors.date_in_past],
    [{ date: 'march', time: '09:00' }, enUS.errors.date_needs_day.replace('{{typed}}', '`march`')],
    [
      { time: 'every day at 9am' },
      enUS.errors.time_recurring.replace('{{typed}}', '`every day at 9am`'),
    ],
    [{ date: '2026-06-20', time: '09:00', timezone: 'Mars/Olympus' }, enUS.errors.timezone_invalid],
    [{ date: '2026-06-20', time: '09:00', duration: 0 }, enUS.errors.schedule.duration_invalid],
    [
      { date: '2026-06-20', time: '09:00', repeat_rule: 'whenever' },
      enUS.errors.repeat_rule_invalid,
    ],
    [{ date: '2026-06-20', time: '09:00', recurring: 'hourly' }, enUS.errors.recurrence_invalid],
  ])('rejects %o with an ephemeral error', async (options, message) => {
    const r = await app.send(
      scheduleCommand(newUser(), 'schedule_create', { timezone: 'UTC', title: 'x', ...options }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(message);
  });

  it('names what it could not read and the closest readable forms, in zh-TW too', async () => {
    const r = await app.send(
      scheduleCommand(newUser({ locale: 'zh-TW' }), 'schedule_create', {
        title: 'x',
        date: '2026-06-20',
        time: '25:00',
      }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    const [before] = zhTW.errors.invalid_time_examples.split('{{typed}}');
    expect(r.content.startsWith(before as string), r.content).toBe(true);
    expect(r.content).toContain('`2026-06-20 25:00`');
  });

  it('autocompletes the timezone option like /timezone', async () => {
    const r = await app.send(
      autocomplete(newUser(), 'schedule_create', [
        opt.string('title', 'x'),
        opt.string('time', '09:00'),
        opt.string('timezone', 'taip', true),
      ]),
    );
    expect(r.choices.map((c) => c.value)).toContain('Asia/Taipei');
  });

  it('refuses the 1001st event, atomically under concurrency', async () => {
    const user = newUser();
    await app.db.doc.send(
      new PutCommand({
        TableName: app.db.tables.users,
        Item: { user_id: user.userId, event_count: 995 },
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        app.send(
          scheduleCommand(user, 'schedule_create', {
            timezone: 'UTC',
            title: `e${i}`,
            date: '2026-08-01',
            time: `${String(i + 10)}:00`,
            duration: 30,
          }),
        ),
      ),
    );
    expect(results.filter((r) => eventIdIn(r.content)).length).toBe(5);
    const refused = results.filter((r) => r.flags === EPHEMERAL);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.content).toBe(enUS.errors.too_many_events.replace('{{max}}', '1000'));
    expect((await item('users', user.userId))?.['event_count']).toBe(1000);
  });
});

describe('Command: /schedule_list', () => {
  it("groups occurrences by day in the caller's zone and language, marks recurring ones, says UTC was assumed", async () => {
    const user = newUser();
    const standup = await create(user, { title: 'Standup', time: '09:30', recurring: 'daily' }); // from tomorrow
    const lunch = await create(user, {
      title: 'Lunch',
      date: '2026-06-15',
      time: '12:00',
      type: 'work',
    });
    const r = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'week' }));
    expect(r.type).toBe(4);
    const lines = r.content.split('\n');
    expect(lines).toContain('__Monday, June 15, 2026__');
    expect(lines).toContain(`<t:${unix('2026-06-15T12:00:00Z')}:t> · Lunch · \`${lunch}\``);
    expect(lines).toContain(`<t:${unix('2026-06-16T09:30:00Z')}:t> · Standup · \`${standup}\` 🔁`);
    expect(lines.filter((l) => l.includes(standup))).toHaveLength(6); // June 16 … 21
    expect(r.content).toContain(utcNote);

    const today = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'today' }));
    expect(today.content).toContain('Lunch');
    expect(today.content).not.toContain('Standup');
    const work = await app.send(
      scheduleCommand(user, 'schedule_list', { view_type: 'month', filter: 'work' }),
    );
    expect(work.content).toContain('Lunch');
    expect(work.content).not.toContain('Standup');

    const zh = await app.send(
      scheduleCommand({ ...user, locale: 'zh-TW' }, 'schedule_list', { view_type: 'today' }),
    );
    expect(zh.content).toContain('__2026年6月15日星期一__');
  });

  it('hides occurrences that ended unless include_past', async () => {
    const user = newUser();
    await create(user, { title: 'Early', date: '2026-06-15', time: '10:30', duration: 30 });
    app.setNow(NOW + 3_600_000); // 11:00: Early ended at 11:00
    app.setNow(NOW + 3_600_000 + 60_000);
    try {
      expect(
        (await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'today' }))).content,
      ).toBe(`${enUS.schedule.list.empty}\n${utcNote}`);
      expect(
        (
          await app.send(
            scheduleCommand(user, 'schedule_list', { view_type: 'today', include_past: true }),
          )
        ).content,
      ).toContain('Early');
    } finally {
      app.setNow(NOW);
    }
  });

  it('pages ten occurrences at a time with buttons only the owner can press', async () => {
    const user = newUser();
    await app.send(command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'UTC')])]));
    await create(user, { title: 'Pills', time: '20:00', recurring: 'daily' });
    const first = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'month' }));
    expect(first.content).not.toContain(utcNote);
    expect(first.content.split('\n').filter((l) => l.includes('Pills'))).toHaveLength(10);
    const [prev, next] = buttonIds(first.components);
    expect(prev).toBeDefined();
    expect((await app.send(button(newUser(), next as string))).content).toBe(
      enUS.errors.not_your_button,
    );
    const second = await app.send(button(user, next as string));
    expect(second.type).toBe(7);
    expect(second.content).toContain('Page 2 of 3');
  });
});

describe('Ownership: another user\'s event is "not found" for every command', () => {
  it('edit, delete (both ways), remind and autocomplete', async () => {
    const alice = newUser();
    const bob = newUser();
    const id = await create(alice, { title: 'Private', date: '2026-06-20', time: '09:00' });
    const notFound = enUS.errors.event_not_found;
    for (const body of [
      scheduleCommand(bob, 'schedule_edit', { event_id: id, field: 'title', value: 'mine now' }),
      scheduleCommand(bob, 'schedule_delete', { event_id: id, confirm: true }),
      scheduleCommand(bob, 'schedule_delete', { event_id: id, confirm: false }),
      scheduleCommand(bob, 'schedule_remind', { event_id: id, reminder_time: '1 hour' }),
    ]) {
      const r = await app.send(body);
      expect(r.flags).toBe(EPHEMERAL);
      expect(r.content).toBe(notFound);
    }
    expect(
      (await app.send(autocomplete(bob, 'schedule_edit', [opt.string('event_id', '', true)])))
        .choices,
    ).toEqual([]);
    expect(
      (await app.send(scheduleCommand(bob, 'schedule_list', { view_type: 'all' }))).content,
    ).not.toContain('Private');
    expect((await item('events', id))?.['title']).toBe('Private');
    const mine = await app.send(
      autocomplete(alice, 'schedule_delete', [opt.string('event_id', 'priv', true)]),
    );
    expect(mine.choices).toEqual([{ name: `${id} · Private`, value: id }]);
    expect(app.deps.log.lines).toContainEqual(
      expect.objectContaining({
        context: `schedule_edit:${id}`,
        key: 'event_not_found',
        userId: bob.userId,
      }),
    );
  });
});

describe('Command: /schedule_edit', () => {
  it('changes the title, and a time keeps the duration and sets updated_at', async () => {
    const user = newUser();
    const id = await create(user, {
      title: 'Gym',
      date: '2026-06-20',
      time: '07:00',
      duration: 90,
    });
    const title = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'title', value: 'Swim' }),
    );
    expect(title.content).toContain('**Swim**');
    app.setNow(NOW + 60_000);
    try {
      const time = await app.send(
        scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'time', value: '18:15' }),
      );
      expect(
        time.content,
        JSON.stringify(app.deps.log.lines.filter((l) => l['level'] === 'error')),
      ).toContain(`<t:${unix('2026-06-20T18:15:00Z')}:F>`);
    } finally {
      app.setNow(NOW);
    }
    expect(await item('events', id)).toMatchObject({
      title: 'Swim',
      start_datetime: '2026-06-20T18:15:00.000Z',
      end_datetime: '2026-06-20T19:45:00.000Z',
      updated_at: new Date(NOW + 60_000).toISOString(),
    });
    await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'duration', value: '30' }),
    );
    expect((await item('events', id))?.['end_datetime']).toBe('2026-06-20T18:45:00.000Z');
  });

  it.each([
    ['date', '2026-06-01', enUS.errors.date_in_past],
    ['date', 'march', enUS.errors.date_needs_day.replace('{{typed}}', '`march`')],
    ['time', 'yesterday 7pm', enUS.errors.date_in_past],
    ['duration', '-5', enUS.errors.schedule.duration_invalid],
  ])('rejects %s = %s', async (field, value, message) => {
    const user = newUser();
    const id = await create(user, { title: 'x', date: '2026-06-20', time: '07:00' });
    expect(
      (await app.send(scheduleCommand(user, 'schedule_edit', { event_id: id, field, value })))
        .content,
    ).toBe(message);
  });
});

describe('Location', () => {
  it('is set on create, shown in the reply and the list, changed and cleared by /schedule_edit', async () => {
    const user = newUser();
    const created = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Climb',
        date: '2026-06-15',
        time: '18:00',
        location: '  North   wall, *gym*  ',
      }),
    );
    const id = eventIdIn(created.content) as string;
    // One line, stored as typed; markdown shown as typed (escaped) in Discord.
    expect(created.content).toContain('📍 North wall, \\*gym\\*');
    expect((await item('events', id))?.['location']).toBe('North wall, *gym*');
    const list = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'today' }));
    expect(list.content).toContain(
      `<t:${unix('2026-06-15T18:00:00Z')}:t> · Climb · 📍 North wall, \\*gym\\* · \`${id}\``,
    );

    const changed = await app.send(
      scheduleCommand(user, 'schedule_edit', {
        event_id: id,
        field: 'location',
        value: '[Hall](https://example.com/a_b) <@123>',
      }),
    );
    expect(changed.content).toContain(
      enUS.schedule.change.location.replace(
        '{{value}}',
        '\\[Hall\\](https://example.com/a_b) \\<@123\\>',
      ),
    );
    expect((await item('events', id))?.['location']).toBe('[Hall](https://example.com/a_b) <@123>');

    const cleared = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'location', value: '-' }),
    );
    expect(cleared.content).toContain(enUS.schedule.change.location_cleared);
    expect((await item('events', id))?.['location']).toBeNull();
    const after = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'today' }));
    expect(after.content).not.toContain('📍');
  });

  it('over the limit: a private error naming it, in the caller’s language; nothing stored', async () => {
    const user = newUser({ locale: 'de' });
    const r = await app.send(
      scheduleCommand(user, 'schedule_create', {
        timezone: 'UTC',
        title: 'Climb',
        date: '2026-06-20',
        time: '18:00',
        location: 'x'.repeat(201),
      }),
    );
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(de.errors.location_too_long.replace('{{max}}', '200'));
    const id = await create(user, { title: 'Climb', date: '2026-06-20', time: '18:00' });
    const edit = await app.send(
      scheduleCommand(user, 'schedule_edit', {
        event_id: id,
        field: 'location',
        value: 'y'.repeat(201),
      }),
    );
    expect(edit.flags).toBe(EPHEMERAL);
    expect(edit.content).toBe(de.errors.location_too_long.replace('{{max}}', '200'));
    expect((await item('events', id))?.['location']).toBeNull();
  });
});

describe('Command: /schedule_delete', () => {
  it('deletes at once with confirm:true, with its participant rows', async () => {
    const user = newUser();
    const id = await create(user, { title: 'Old', date: '2026-06-20', time: '07:00' });
    await app.db.doc.send(
      new PutCommand({
        TableName: app.db.tables.participants,
        Item: {
          event_id: id,
          user_id: '555',
          role: 'attendee',
          status: 'invited',
          press_order: '0',
          invited: true,
          row_version: 1,
        },
      }),
    );
    const r = await app.send(
      scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: true }),
    );
    expect(r.content).toBe(enUS.schedule.deleted.replace('{{id}}', id).replace('{{title}}', 'Old'));
    expect(await item('events', id)).toBeUndefined();
    const row = await app.db.doc.send(
      new GetCommand({
        TableName: app.db.tables.participants,
        Key: { event_id: id, user_id: '555' },
      }),
    );
    expect(row.Item).toBeUndefined();
    expect((await item('users', user.userId))?.['event_count']).toBe(0);
  });

  it('asks first with confirm:false: Keep keeps, Delete deletes, strangers cannot press', async () => {
    const user = newUser();
    const id = await create(user, { title: 'Maybe', date: '2026-06-20', time: '07:00' });
    const prompt = await app.send(
      scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: false }),
    );
    expect(prompt.flags).toBe(EPHEMERAL);
    expect(prompt.content).toContain('**Maybe**');
    const [yes, no] = buttonIds(prompt.components);
    expect((await app.send(button(newUser(), yes as string))).content).toBe(
      enUS.errors.not_your_button,
    );
    expect((await app.send(button(user, no as string))).type).toBe(7);
    expect(await item('events', id)).toBeDefined();
    const done = await app.send(button(user, yes as string));
    expect(done.content).toBe(
      enUS.schedule.deleted.replace('{{id}}', id).replace('{{title}}', 'Maybe'),
    );
    expect(await item('events', id)).toBeUndefined();
  });
});

describe('Errors: infrastructure', () => {
  it('answers database_error and reports it with the context label when storage fails', async () => {
    const broken = await scheduleApp(NOW);
    const { createEventStore } = await import('../../shared/adapters/dynamo/event-repo.js');
    const missing = { ...broken.db.tables, events: 'no-such-table' };
    const failing = await scheduleApp(NOW, {
      events: createEventStore(broken.db.doc, missing, broken.deps.reminders),
    });
    const r = await failing.send(scheduleCommand(newUser(), 'schedule_list', {}));
    expect(r.flags).toBe(EPHEMERAL);
    expect(r.content).toBe(enUS.errors.database_error);
    const edit = await failing.send(
      scheduleCommand(newUser(), 'schedule_edit', {
        event_id: 'evt_aaaaaaaaaaaa',
        field: 'title',
        value: 'x',
      }),
    );
    expect(edit.content).toBe(enUS.errors.database_error);
    expect(failing.deps.log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', context: 'schedule_list:unknown' }),
    );
    expect(failing.deps.log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', context: 'schedule_edit:evt_aaaaaaaaaaaa' }),
    );
  });
});
