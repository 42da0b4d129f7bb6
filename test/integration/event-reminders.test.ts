import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createReminderStore } from '../../shared/adapters/dynamo/reminder-repo.js';
import { createUserStore } from '../../shared/adapters/dynamo/user-repo.js';
import { newId } from '../../shared/adapters/ids.js';
import { memoryLogger } from '../../shared/adapters/log.js';
import type { EventRecord } from '../../shared/domain/schedule.js';
import { createTranslator } from '../../shared/i18n.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { scheduleRemind } from '../../shared/usecases/event-reminders.js';
import { editEvent } from '../../shared/usecases/schedule-edit.js';
import { SHARDS, useDispatchFixture } from '../support/dispatch-fixture.js';
import { anEvent, scheduleStores } from '../support/schedule.js';

const f = useDispatchFixture();
const USER = '4242';
const MIN = 60_000;
const DAY = 86_400_000;
/** Monday 2026-06-15 10:00 UTC; the daily event starts the next morning at 09:00. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const FIRST = Date.parse('2026-06-16T09:00:00.000Z');

function stores(now: () => number) {
  const reminders = createReminderStore(f.db.doc, f.db.tables, SHARDS);
  return {
    reminders,
    users: createUserStore(f.db.doc, f.db.tables),
    ...scheduleStores(f.db, reminders),
    clock: { now },
    newId,
    translate: createTranslator(),
    log: memoryLogger(),
  };
}

/** One dispatcher pass at the fake instant `at` (no real waiting). */
async function passAt(at: number) {
  return runDispatchPass(f.deps({ now: () => at, sleep: async () => undefined }), {
    windowMs: 1000,
    pollMs: 0,
  });
}

async function linkedReminder(
  event: EventRecord,
  offset: string,
  o: { locale?: string; customMessage?: string } = {},
): Promise<string> {
  const s = stores(() => NOW);
  expect(await s.events.create(event, 1000)).toBe('created');
  const result = await scheduleRemind(s, {
    userId: USER,
    locale: o.locale ?? 'en-US',
    eventId: event.id,
    reminderTime: offset,
    customMessage: o.customMessage,
    defaultMessage: (e) => `${e.title} soon`,
  });
  if (!result.ok) throw new Error(result.error);
  return result.reminder.id;
}

/** The descriptions of the DMs sent so far. */
const texts = (): (string | undefined)[] =>
  f.discord.dms.map((d) => (d.body['embeds'] as { description: string }[])[0]?.description);

describe('Event reminders through the dispatcher', () => {
  it('arrive before each of two occurrences of a daily event, re-armed from the recurrence engine', async () => {
    const event = anEvent({
      userId: USER,
      title: 'Standup',
      timing: { start: FIRST, recurrencePattern: 'daily' },
    });
    const id = await linkedReminder(event, '30 minutes');
    expect(await f.item('reminders', id)).toMatchObject({
      event_id: event.id,
      offset_seconds: 1800,
      remind_time: new Date(FIRST - 30 * MIN).toISOString(),
    });

    expect((await passAt(FIRST - 30 * MIN)).sent).toBe(1);
    expect(await f.item('reminders', id)).toMatchObject({
      is_active: true,
      times_triggered: 1,
      remind_time: new Date(FIRST + DAY - 30 * MIN).toISOString(),
    });
    expect((await passAt(FIRST + DAY - 30 * MIN)).sent).toBe(1);
    expect(await f.item('reminders', id)).toMatchObject({
      is_active: true,
      times_triggered: 2,
      remind_time: new Date(FIRST + 2 * DAY - 30 * MIN).toISOString(),
    });
    expect(texts()).toEqual([
      '📅 Standup starts in 30 minutes (2026-06-16 09:00 UTC).',
      '📅 Standup starts in 30 minutes (2026-06-17 09:00 UTC).',
    ]);
  });

  it('word their default text from the event as it is at send time: moved and renamed', async () => {
    const start = Date.parse('2026-06-16T13:25:00.000Z'); // 09:25 in New York
    const event = anEvent({
      userId: USER,
      title: 'Standup',
      timing: { start, timezone: 'America/New_York' },
    });
    const id = await linkedReminder(event, '2 minutes');
    const s = stores(() => NOW);
    expect(
      (await editEvent(s, { userId: USER, eventId: event.id, field: 'time', value: '09:23' })).ok,
    ).toBe(true);
    expect(
      (await editEvent(s, { userId: USER, eventId: event.id, field: 'title', value: 'Daily sync' }))
        .ok,
    ).toBe(true);
    expect((await f.item('reminders', id))?.['remind_time']).toBe('2026-06-16T13:21:00.000Z');
    expect((await passAt(Date.parse('2026-06-16T13:21:00.000Z'))).sent).toBe(1);
    expect(texts()).toEqual([
      '📅 Daily sync starts in 2 minutes (2026-06-16 09:23 America/New_York).',
    ]);
  });

  it("word the lead time in the reminder's language, with its plural rules", async () => {
    const event = anEvent({ userId: USER, title: '晨會', timing: { start: FIRST } });
    await linkedReminder(event, '2 minutes', { locale: 'zh-TW' });
    const other = anEvent({ userId: USER, title: 'Call', timing: { start: FIRST + 60 * MIN } });
    await linkedReminder(other, '1 minute');
    await passAt(FIRST - 2 * MIN);
    await passAt(FIRST + 59 * MIN);
    expect(texts()).toEqual([
      '📅 晨會 將在 2 分鐘 後開始（2026-06-16 09:00 UTC）。',
      '📅 Call starts in 1 minute (2026-06-16 10:00 UTC).',
    ]);
  });

  it('keep a custom message exactly as typed', async () => {
    const event = anEvent({ userId: USER, title: 'Standup', timing: { start: FIRST } });
    await linkedReminder(event, '5 minutes', { customMessage: 'Grab the notes' });
    await editEvent(
      stores(() => NOW),
      { userId: USER, eventId: event.id, field: 'title', value: 'Renamed' },
    );
    await passAt(FIRST - 5 * MIN);
    expect(texts()).toEqual(['Grab the notes']);
  });

  it('finish after the only occurrence of a one-off event', async () => {
    const event = anEvent({ userId: USER, timing: { start: FIRST } });
    const id = await linkedReminder(event, '1 hour');
    await f.insertUser(USER, 1);
    expect((await passAt(FIRST - 60 * MIN)).sent).toBe(1);
    expect(await f.item('reminders', id)).toMatchObject({ is_active: false, times_triggered: 1 });
    expect((await f.item('users', USER))?.['active_reminders']).toBe(0);
  });

  it("move with an edit of the event's time", async () => {
    const event = anEvent({ userId: USER, timing: { start: FIRST, recurrencePattern: 'weekly' } });
    const id = await linkedReminder(event, '1 day');
    const s = stores(() => NOW);
    const edited = await editEvent(s, {
      userId: USER,
      eventId: event.id,
      field: 'time',
      value: '13:15',
    });
    expect(edited.ok && edited.kind).toBe('updated');
    expect((await f.item('reminders', id))?.['remind_time']).toBe('2026-06-15T13:15:00.000Z');
  });

  it('are deleted with their event, freeing the active slot', async () => {
    const event = anEvent({ userId: USER, timing: { start: FIRST, recurrencePattern: 'daily' } });
    const id = await linkedReminder(event, '10 minutes');
    expect((await f.item('users', USER))?.['active_reminders']).toBe(1);
    expect(await stores(() => NOW).events.delete(USER, event.id)).toBe(true);
    expect(await f.item('reminders', id)).toBeUndefined();
    expect((await f.item('users', USER))?.['active_reminders']).toBe(0);
  });

  it('whose event vanished finish without a send', async () => {
    const event = anEvent({ userId: USER, timing: { start: FIRST, recurrencePattern: 'daily' } });
    const id = await linkedReminder(event, '10 minutes');
    await f.db.doc.send(
      new DeleteCommand({ TableName: f.db.tables.events, Key: { id: event.id } }),
    );
    const stats = await passAt(FIRST - 10 * MIN);
    expect(stats).toMatchObject({ sent: 0, skipped: 1 });
    expect(await f.item('reminders', id)).toMatchObject({ is_active: false });
    expect(f.discord.dms).toHaveLength(0);
  });

  it('refuse an offset with no occurrence far enough ahead', async () => {
    const s = stores(() => NOW);
    const event = anEvent({ userId: USER, timing: { start: NOW + 20 * MIN } });
    await s.events.create(event, 1000);
    const r = await scheduleRemind(s, {
      userId: USER,
      locale: 'en-US',
      eventId: event.id,
      reminderTime: '1 hour',
      defaultMessage: () => 'x',
    });
    expect(r).toEqual({ ok: false, error: 'date_in_past' });
    const bad = await scheduleRemind(s, {
      userId: USER,
      locale: 'en-US',
      eventId: event.id,
      reminderTime: 'soonish',
      defaultMessage: () => 'x',
    });
    expect(bad).toEqual({ ok: false, error: 'invalid_time_format' });
  });
});
