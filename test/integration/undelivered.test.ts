import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { toItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { toIso, type Reminder } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import type { DispatchDeps } from '../../shared/usecases/dispatch-ports.js';
import { dispatchDepsOn } from '../support/dispatch-fixture.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { commands, newUser, snowflake } from '../support/interactions.js';
import { aReminder } from '../support/reminders.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { scheduleCommand } from '../support/schedule.js';

/** One query, no polling. */
const ONCE = { windowMs: 30_000, pollMs: 0 };
const line = (n: number): string =>
  (n === 1 ? enUS.delivery.undelivered_one : enUS.delivery.undelivered_other).replace(
    '{{count}}',
    String(n),
  );

let app: ScheduleApp;
let discord: FakeDiscord;
let seq = 0;

beforeAll(async () => {
  [app, discord] = await Promise.all([scheduleApp(Date.now()), startFakeDiscord()]);
});
afterAll(async () => {
  await discord.close();
  app.db.doc.destroy();
});

const dispatchDeps = (): DispatchDeps => dispatchDepsOn(app.db, discord.apiBase);

async function insert(userId: string, overrides: Partial<Reminder> = {}): Promise<Reminder> {
  seq++;
  const r = aReminder({
    id: `rem_${String(seq).padStart(12, 'u')}`,
    userId,
    message: `Undelivered ${seq}`,
    remindTime: toIso(Date.now() - 1000),
    createdTime: toIso(Date.now() - 60_000),
    ...overrides,
  });
  await app.db.doc.send(new PutCommand({ TableName: app.db.tables.reminders, Item: toItem(r, 4) }));
  return r;
}

async function item(
  table: 'reminders' | 'users',
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const Key = table === 'reminders' ? { id: key } : { user_id: key };
  return (
    await app.db.doc.send(
      new GetCommand({ TableName: app.db.tables[table], Key, ConsistentRead: true }),
    )
  ).Item;
}

describe('Dispatcher: a refused DM is counted, not retried', () => {
  it('finishes a one-off for a user with DMs closed, marks it and counts one notice, in the same write as the active counter', async () => {
    const userId = snowflake();
    discord.closeDmsFor(userId);
    await app.db.doc.send(
      new PutCommand({
        TableName: app.db.tables.users,
        Item: { user_id: userId, active_reminders: 1 },
      }),
    );
    const r = await insert(userId);

    expect(await runDispatchPass(dispatchDeps(), ONCE)).toMatchObject({
      claimed: 1,
      skipped: 1,
      retried: 0,
    });
    expect(await item('reminders', r.id)).toMatchObject({
      is_active: false,
      times_triggered: 1,
      undelivered_count: 1,
    });
    expect(await item('users', userId)).toMatchObject({
      active_reminders: 0,
      undelivered_notice: 1,
    });
    // The next pass finds nothing to send: no retry storm.
    expect(await runDispatchPass(dispatchDeps(), ONCE)).toMatchObject({ claimed: 0 });
  });

  it('advances a daily reminder to its next occurrence and counts each refused send once', async () => {
    const userId = snowflake();
    discord.closeDmsFor(userId);
    const r = await insert(userId, { repeatPattern: 'daily', zone: 'UTC' });

    await runDispatchPass(dispatchDeps(), ONCE);
    const after = await item('reminders', r.id);
    expect(after).toMatchObject({ is_active: true, times_triggered: 1, undelivered_count: 1 });
    expect(Date.parse(String(after?.['remind_time']))).toBe(Date.parse(r.remindTime) + 86_400_000);
    // No counter item existed for this owner: the notice is counted all the same.
    expect(await item('users', userId)).toMatchObject({ undelivered_notice: 1 });
  });

  it('counts nothing for a delivered reminder', async () => {
    const userId = snowflake();
    const r = await insert(userId);
    expect(await runDispatchPass(dispatchDeps(), ONCE)).toMatchObject({ sent: 1 });
    expect((await item('reminders', r.id))?.['undelivered_count']).toBeUndefined();
    expect((await item('users', userId))?.['undelivered_notice']).toBeUndefined();
  });
});

describe('Interactions: the owner is told once, privately', () => {
  async function undeliveredFor(userId: string, count: number): Promise<Reminder[]> {
    discord.closeDmsFor(userId);
    const made = [];
    for (let i = 0; i < count; i++) made.push(await insert(userId));
    await runDispatchPass(dispatchDeps(), ONCE);
    return made;
  }

  it('adds one line to the next private reply, then resets; show_completed marks the reminders', async () => {
    const caller = newUser({ guildId: snowflake() });
    const [first] = await undeliveredFor(caller.userId, 2);

    const listed = await app.send(commands.listReminders(caller, true));
    expect(listed.flags).toBe(64);
    expect(listed.content.endsWith(`\n\n${line(2)}`)).toBe(true);
    const row = listed.content.split('\n').find((l) => l.includes(first?.id ?? '-'));
    expect(row).toContain(enUS.list.undelivered);
    expect(await item('users', caller.userId)).toMatchObject({ undelivered_notice: 0 });

    const again = await app.send(commands.listReminders(caller, true));
    expect(again.content).not.toContain(line(2));
    expect(again.content).toContain(enUS.list.undelivered);
  });

  it('leaves the notice for later when the reply is public in a server, and tells it on an ephemeral error', async () => {
    const caller = newUser({ guildId: snowflake() });
    await app.send(scheduleCommand(caller, 'settings', { replies: 'public' }));
    await undeliveredFor(caller.userId, 1);

    const created = await app.send(
      commands.remind(caller, { message: 'Water the plants', time: 'in 2 hours' }),
    );
    expect(created.flags).toBeUndefined();
    expect(created.content).not.toContain(line(1));
    expect(await item('users', caller.userId)).toMatchObject({ undelivered_notice: 1 });

    const error = await app.send(commands.deleteReminder(caller, 'rem_nosuchreminder'));
    expect(error.flags).toBe(64);
    expect(error.content).toBe(`${enUS.errors.reminder_not_found}\n\n${line(1)}`);
  });

  it('tells it in the bot DM, where only the owner reads replies, and keeps sends refused meanwhile for the next reply', async () => {
    const caller = newUser();
    await undeliveredFor(caller.userId, 1);
    const told = await app.send(
      commands.remind(caller, { message: 'Call mum', time: 'in 1 hour' }),
    );
    expect(told.content.endsWith(`\n\n${line(1)}`)).toBe(true);

    await undeliveredFor(caller.userId, 1);
    expect(
      (await app.send(commands.listReminders(caller))).content.endsWith(`\n\n${line(1)}`),
    ).toBe(true);
    expect((await app.send(commands.listReminders(caller))).content).not.toContain(line(1));
  });

  it("never tells one user about another user's refused reminders", async () => {
    const owner = newUser();
    const other = newUser();
    await undeliveredFor(owner.userId, 1);
    expect((await app.send(commands.listReminders(other, true))).content).toBe(enUS.list.empty);
    expect(await item('users', owner.userId)).toMatchObject({ undelivered_notice: 1 });
  });
});
