import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  autocomplete,
  button,
  command,
  opt,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { buttonIds, eventIdIn, modalSubmit, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/**
 * The schedule's date and time fields read by the /remind reader, through the handlers on
 * DynamoDB Local. Friday 2026-11-27 13:00 UTC: 07:00 in Chicago, 22:00 in Tokyo.
 */
const NOW = Date.parse('2026-11-27T13:00:00.000Z');
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

async function userIn(zone: string, extra: Partial<Caller> = {}): Promise<Caller> {
  const caller = { userId: snowflake(), ...extra };
  await app.send(command(caller, 'timezone', [opt.subcommand('set', [opt.string('zone', zone)])]));
  return caller;
}

async function startOf(id: string): Promise<unknown> {
  const item = (
    await app.db.doc.send(
      new GetCommand({ TableName: app.db.tables.events, Key: { id }, ConsistentRead: true }),
    )
  ).Item;
  return item?.['start_datetime'];
}

async function created(caller: Caller, options: Record<string, string>): Promise<string> {
  const r = await app.send(scheduleCommand(caller, 'schedule_create', options));
  const id = eventIdIn(r.content);
  expect(id, r.content).toBeDefined();
  return id as string;
}

describe('Command: /schedule_create reads date and time like /remind', () => {
  it("date: tomorrow time: 3pm is 15:00 tomorrow in the user's zone", async () => {
    const user = await userIn('America/Chicago');
    const id = await created(user, { title: 'Dentist', date: 'tomorrow', time: '3pm' });
    expect(await startOf(id)).toBe('2026-11-28T21:00:00.000Z');
  });

  it('in Japanese: date: 明日 time: 15時; and a whole expression in the time option', async () => {
    const user = await userIn('Asia/Tokyo', { locale: 'ja' });
    expect(await startOf(await created(user, { title: 'x', date: '明日', time: '15時' }))).toBe(
      '2026-11-28T06:00:00.000Z',
    );
    const other = await userIn('Europe/Berlin');
    expect(await startOf(await created(other, { title: 'y', time: 'friday 9am' }))).toBe(
      '2026-12-04T08:00:00.000Z',
    );
  });

  it('asks between the readings of 3:30 in a 12-hour locale; one press creates the event', async () => {
    const user = await userIn('America/Chicago');
    const prompt = await app.send(
      scheduleCommand(user, 'schedule_create', { title: 'Call', date: 'dec 4', time: '3:30' }),
    );
    expect(prompt.flags).toBe(64);
    const [morning, afternoon] = buttonIds(prompt.components);
    expect(prompt.content).toContain(`<t:${Date.parse('2026-12-04T09:30:00Z') / 1000}:F>`);
    expect(prompt.content).toContain(`<t:${Date.parse('2026-12-04T21:30:00Z') / 1000}:F>`);
    expect(morning).toBeDefined();
    // Only the caller can press.
    const stranger = await app.send(button(await userIn('UTC'), afternoon as string));
    expect(stranger.flags).toBe(64);
    const pressed = await app.send(button(user, afternoon as string));
    expect(pressed.type).toBe(7);
    const id = eventIdIn(pressed.content);
    expect(id, pressed.content).toBeDefined();
    expect(await startOf(id as string)).toBe('2026-12-04T21:30:00.000Z');
    // A second press finds the prompt used.
    expect((await app.send(button(user, afternoon as string))).flags).toBe(64);
  });

  it('asks on /schedule_edit too, and the press applies the edit', async () => {
    const user = await userIn('America/Chicago');
    const id = await created(user, { title: 'Swim', date: '2026-12-10', time: '10:00' });
    const prompt = await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'time', value: '5:30' }),
    );
    const [morning] = buttonIds(prompt.components);
    const pressed = await app.send(button(user, morning as string));
    expect(pressed.type).toBe(7);
    expect(await startOf(id)).toBe('2026-12-10T11:30:00.000Z');
  });

  it('previews the time option as /remind does, in the event zone', async () => {
    const user = await userIn('America/Chicago');
    const r = await app.send(
      autocomplete(user, 'schedule_create', [
        opt.string('title', 'x'),
        opt.string('time', 'tomorrow 3pm', true),
      ]),
    );
    expect(r.choices[0]).toEqual({
      name: 'Sat, Nov 28, 15:00 America/Chicago (in 1 day 8 hr)',
      value: 'tomorrow 3pm',
    });
  });
});

describe('Command: /schedule_edit and the Change time modal', () => {
  it('an edit of the time to 3pm keeps the day; an edit of the date to friday keeps the clock', async () => {
    const user = await userIn('Europe/Berlin');
    const id = await created(user, { title: 'Swim', date: '2026-12-10', time: '10:00' });
    await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'time', value: '3pm' }),
    );
    expect(await startOf(id)).toBe('2026-12-10T14:00:00.000Z');
    await app.send(
      scheduleCommand(user, 'schedule_edit', { event_id: id, field: 'date', value: 'friday' }),
    );
    expect(await startOf(id)).toBe('2026-12-04T14:00:00.000Z');
  });

  it('Change time takes "in 2 hours" and "tomorrow 9am" under the prefilled date', async () => {
    const user = await userIn('Europe/Berlin');
    await created(user, { title: 'Meeting', date: '2026-12-10', time: '09:00' });
    const prompt = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'Call',
        date: '2026-12-10',
        time: '09:30',
      }),
    );
    const change = buttonIds(prompt.components)[1] as string;
    const modalId = (await app.send(button(user, change))).data['custom_id'] as string;
    const relative = await app.send(
      modalSubmit(user, modalId, { date: '2026-12-10', time: 'in 2 hours', duration: '30' }),
    );
    // 15:00 in Berlin today does not overlap the meeting: created.
    const first = eventIdIn(relative.content);
    expect(first, relative.content).toBeDefined();
    expect(await startOf(first as string)).toBe('2026-11-27T15:00:00.000Z');

    const again = await app.send(
      scheduleCommand(user, 'schedule_create', {
        title: 'Call 2',
        date: '2026-12-10',
        time: '09:30',
      }),
    );
    const modal2 = (await app.send(button(user, buttonIds(again.components)[1] as string))).data[
      'custom_id'
    ] as string;
    const tomorrow = await app.send(
      modalSubmit(user, modal2, { date: '2026-12-10', time: 'tomorrow 9am', duration: '30' }),
    );
    const second = eventIdIn(tomorrow.content);
    expect(second, tomorrow.content).toBeDefined();
    expect(await startOf(second as string)).toBe('2026-11-28T08:00:00.000Z');
  });
});
