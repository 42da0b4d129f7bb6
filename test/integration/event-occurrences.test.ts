import { beforeAll, describe, expect, it } from 'vitest';
import { icsCalendar } from '../../shared/calendar/domain/ics.js';
import { button, newUser } from '../support/interactions.js';
import { anEvent, buttonIds, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { parseCalendar } from '../support/ical-expand.js';
import { occurrences } from '../../shared/domain/recurrence.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };

/** /schedule_delete occurrence: and scope: on DynamoDB Local, and the feed it leaves. */
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const NY = 'America/New_York';
let app: ScheduleApp;

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** A weekly Thursday 09:00 New York event of a new user, from 5 March. */
async function weeklyOf(userId: string) {
  const event = anEvent({
    userId,
    title: 'Stand-up',
    timing: {
      start: Date.parse('2026-03-05T14:00:00.000Z'),
      durationMinutes: 30,
      timezone: NY,
      recurrencePattern: 'weekly',
      recurrenceData: null,
    },
  });
  expect(await app.deps.events.create(event, 1000)).toBe('created');
  return event;
}

const del = (user: { userId: string }, id: string, occurrence?: string, scope?: string) =>
  app.send(
    scheduleCommand(user, 'schedule_delete', { event_id: id, confirm: true, occurrence, scope }),
  );

/** The event's occurrences as ical.js reads them from the feed Tock writes for it now. */
async function feedStarts(userId: string, id: string): Promise<string[]> {
  const stored = await app.deps.events.get(userId, id);
  const text = icsCalendar(stored ? [stored] : [], { name: 'Tock', now: NOW });
  return (parseCalendar(text)[0]?.expand(NOW, Date.parse('2026-04-10T00:00:00.000Z')) ?? []).map(
    (o) => new Date(o.start).toISOString().slice(0, 10),
  );
}

describe('Command: /schedule_delete occurrence and scope', () => {
  it('deletes one occurrence, then this and following; the feed follows', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const one = await del(user, event.id, '2026-03-19');
    expect(one.content).toContain('the occurrence on <t:');
    expect(one.content).toContain('**Stand-up**');
    expect(await feedStarts(user.userId, event.id)).toEqual([
      '2026-03-05',
      '2026-03-12',
      '2026-03-26',
      '2026-04-02',
      '2026-04-09',
    ]);
    const following = await del(user, event.id, '2026-04-02', 'following');
    expect(following.content).toContain('deleted from <t:');
    expect(await feedStarts(user.userId, event.id)).toEqual([
      '2026-03-05',
      '2026-03-12',
      '2026-03-26',
    ]);
    // The whole series from its first occurrence: the event goes.
    const all = await del(user, event.id, '2026-03-05', 'following');
    expect(all.content).toContain('deleted');
    expect(await app.deps.events.get(user.userId, event.id)).toBeNull();
  });

  it('says what to do for a day without an occurrence, and for another user’s event', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const none = await del(user, event.id, '2026-03-20');
    expect(none.flags).toBe(64);
    expect(none.content).toBe(enUS.errors.occurrence_not_found.replace('{{date}}', '2026-03-20'));
    const stranger = await del(newUser(), event.id, '2026-03-19');
    expect(stranger.flags).toBe(64);
    expect((await app.deps.events.get(user.userId, event.id))?.timing.exceptions).toBeUndefined();
  });
});

const edit = (
  user: { userId: string },
  id: string,
  field: string,
  value: string,
  occurrence?: string,
  scope?: string,
) =>
  app.send(
    scheduleCommand(user, 'schedule_edit', { event_id: id, field, value, occurrence, scope }),
  );

/** The caller's events, each with its occurrences' starts (UTC) in March–April. */
async function datesByEvent(userId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const e of await app.deps.events.listByUser(userId))
    out[e.title] = occurrences(e.timing, NOW, Date.parse('2026-04-10T00:00:00.000Z')).map((o) =>
      new Date(o.start).toISOString().slice(0, 16),
    );
  return out;
}

describe('Command: /schedule_edit occurrence and scope', () => {
  it('this: one occurrence moves to a one-off event; the list shows the series without it and the one-off', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const r = await edit(user, event.id, 'time', '11:00', '2026-03-19', 'this');
    expect(r.content).toContain('**Stand-up**');
    expect(r.content).toContain(`<t:${Date.parse('2026-03-19T13:00:00.000Z') / 1000}:F>`);
    expect(r.content).toContain('not copied');
    const one = (await app.deps.events.listByUser(user.userId)).find((e) => e.id !== event.id);
    expect(one).toMatchObject({
      title: 'Stand-up',
      eventType: event.eventType,
      reminders: [],
      timing: {
        start: Date.parse('2026-03-19T15:00:00.000Z'),
        durationMinutes: 30,
        timezone: NY,
        recurrencePattern: 'none',
      },
    });
    expect(r.content).toContain(one?.id);
    const list = await app.send(scheduleCommand(user, 'schedule_list', { view_type: 'month' }));
    const week = (d: string) => list.content.includes(`<t:${Date.parse(d) / 1000}:`);
    expect(week('2026-03-12T13:00:00.000Z')).toBe(true);
    expect(week('2026-03-19T13:00:00.000Z')).toBe(false);
    expect(week('2026-03-19T15:00:00.000Z')).toBe(true);
    expect(week('2026-03-26T13:00:00.000Z')).toBe(true);
  });

  it('following: the series ends before the occurrence and a new one carries the edit from it', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const r = await edit(user, event.id, 'title', 'Sync', '2026-03-26', 'following');
    expect(r.content).toContain('Sync');
    expect(await datesByEvent(user.userId)).toEqual({
      'Stand-up': ['2026-03-05T14:00', '2026-03-12T13:00', '2026-03-19T13:00'],
      Sync: ['2026-03-26T13:00', '2026-04-02T13:00', '2026-04-09T13:00'],
    });
  });

  it('an occurrence moved onto another event asks first; Apply anyway splits, and the series keeps its exception dates', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    await del(user, event.id, '2026-03-12');
    const other = anEvent({
      userId: user.userId,
      title: 'Dentist',
      timing: {
        start: Date.parse('2026-03-19T15:00:00.000Z'),
        durationMinutes: 60,
        timezone: NY,
        recurrencePattern: 'none',
        recurrenceData: null,
      },
    });
    expect(await app.deps.events.create(other, 1000)).toBe('created');
    const ask = await edit(user, event.id, 'time', '11:00', '2026-03-19', 'this');
    expect(ask.flags).toBe(64);
    expect(ask.content).toContain('**Dentist**');
    expect(await app.deps.events.listByUser(user.userId)).toHaveLength(2);
    const applied = await app.send(button(user, buttonIds(ask.components)[0] as string));
    expect(applied.content).toContain('not copied');
    const all = await app.deps.events.listByUser(user.userId);
    const starts = (e?: (typeof all)[number]) =>
      e
        ? occurrences(e.timing, NOW, Date.parse('2026-04-10T00:00:00.000Z')).map((o) =>
            new Date(o.start).toISOString().slice(0, 16),
          )
        : [];
    expect(starts(all.find((e) => e.id === event.id))).toEqual([
      '2026-03-05T14:00',
      '2026-03-26T13:00',
      '2026-04-02T13:00',
      '2026-04-09T13:00',
    ]);
    expect(starts(all.find((e) => e.id !== event.id && e.id !== other.id))).toEqual([
      '2026-03-19T15:00',
    ]);
    expect(await app.deps.events.listByUser(user.userId)).toHaveLength(3);
  });

  it('Apply anyway on a whole-series edit keeps the dates deleted from it and its end', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    await del(user, event.id, '2026-03-12');
    await del(user, event.id, '2026-04-02', 'following');
    const other = anEvent({
      userId: user.userId,
      title: 'Dentist',
      timing: {
        ...event.timing,
        start: Date.parse('2026-03-05T16:00:00.000Z'),
        recurrencePattern: 'none',
      },
    });
    expect(await app.deps.events.create(other, 1000)).toBe('created');
    const ask = await edit(user, event.id, 'time', '11:00');
    expect(ask.content).toContain('**Dentist**');
    await app.send(button(user, buttonIds(ask.components)[0] as string));
    expect((await app.deps.events.get(user.userId, event.id))?.timing).toMatchObject({
      start: Date.parse('2026-03-05T16:00:00.000Z'),
      exceptions: [Date.parse('2026-03-12T13:00:00.000Z')],
      until: Date.parse('2026-04-02T13:00:00.000Z'),
    });
  });

  it('a time with two readings asks first; the press keeps the occurrence and its scope', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const prompt = await edit(user, event.id, 'time', '5:30', '2026-03-19', 'this');
    expect(prompt.flags).toBe(64);
    const [morning] = buttonIds(prompt.components);
    const pressed = await app.send(button(user, morning as string));
    expect(pressed.content).toContain('not copied');
    const all = await app.deps.events.listByUser(user.userId);
    expect(all.find((e) => e.id !== event.id)?.timing).toMatchObject({
      start: Date.parse('2026-03-19T09:30:00.000Z'),
      recurrencePattern: 'none',
    });
    expect(all.find((e) => e.id === event.id)?.timing.exceptions).toEqual([
      Date.parse('2026-03-19T13:00:00.000Z'),
    ]);
  });

  it('refuses a day without an occurrence with the delete’s error, and changes nothing', async () => {
    const user = newUser();
    const event = await weeklyOf(user.userId);
    const none = await edit(user, event.id, 'title', 'Sync', '2026-03-20', 'this');
    expect(none.flags).toBe(64);
    expect(none.content).toBe(enUS.errors.occurrence_not_found.replace('{{date}}', '2026-03-20'));
    expect(await app.deps.events.listByUser(user.userId)).toHaveLength(1);
    expect((await app.deps.events.get(user.userId, event.id))?.title).toBe('Stand-up');
    const once = anEvent({ userId: user.userId, title: 'Once' });
    expect(await app.deps.events.create(once, 1000)).toBe('created');
    const single = await edit(user, once.id, 'title', 'Twice', '2026-03-20', 'this');
    expect(single.flags).toBe(64);
    expect(single.content).toBe(enUS.errors.occurrence_not_recurring);
    expect((await app.deps.events.get(user.userId, once.id))?.title).toBe('Once');
  });
});
