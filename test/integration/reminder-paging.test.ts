import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  autocomplete,
  button,
  command,
  commands,
  opt,
  reminderIdIn,
  type Caller,
} from '../support/interactions.js';
import { buttonIds } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
let app: ScheduleApp;
let seq = 0;
/** A caller with a 20-digit id (the longest snowflake), in the bot's DM. */
const newUser = (): Caller => ({
  userId: `9${String(Date.now()).padStart(13, '0')}${String(++seq).padStart(6, '0')}`,
});

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

/** Creates reminders `item 01` … `item NN`, due 1 … NN hours from now; their ids in that order. */
async function remindMany(user: Caller, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    app.setNow(NOW + i * 13_000); // under the rate limit of 5 a minute
    const r = await app.send(
      commands.remind(user, {
        message: `item ${String(i).padStart(2, '0')}`,
        time: `in ${i} hours`,
      }),
    );
    ids.push(reminderIdIn(r.content) as string);
  }
  app.setNow(NOW);
  return ids;
}

/** What the dispatcher's last send of a one-off does to it: inactive, out of the due index. */
async function finish(id: string): Promise<void> {
  await app.db.doc.send(
    new UpdateCommand({
      TableName: app.db.tables.reminders,
      Key: { id },
      UpdateExpression: 'SET is_active = :f REMOVE due_shard',
      ExpressionAttributeValues: { ':f': false },
    }),
  );
}

const items = (content: string): string[] => [...content.matchAll(/item \d\d/g)].map((m) => m[0]);

describe('Command: /list_reminders paging', () => {
  it('never skips a reminder when one on an earlier page finishes between two presses', async () => {
    const user = newUser();
    const ids = await remindMany(user, 12);
    const first = await app.send(commands.listReminders(user));
    expect(items(first.content)).toHaveLength(10);
    await finish(ids[2] as string);
    const [, next] = buttonIds(first.components);
    expect((next as string).length).toBeLessThanOrEqual(100);
    const second = await app.send(button(user, next as string));
    expect(items(second.content)).toEqual(['item 11', 'item 12']);
    const [prev] = buttonIds(second.components);
    const back = await app.send(button(user, prev as string));
    expect(items(back.content)[0]).toBe('item 01');
    expect(items(back.content)).not.toContain('item 03');
  });

  it('shows the last page when everything after the cursor is gone', async () => {
    const user = newUser();
    const ids = await remindMany(user, 11);
    const first = await app.send(commands.listReminders(user));
    await finish(ids[10] as string);
    const [, next] = buttonIds(first.components);
    const page = await app.send(button(user, next as string));
    expect(items(page.content)).toHaveLength(10);
    expect(page.content).not.toContain('Page 2');
  });
});

describe('Confirmations name the message', () => {
  it('create and delete confirmations quote the message, cut to fit', async () => {
    const user = newUser();
    const long = `Call the dentist ${'and more '.repeat(40)}`.trim();
    const created = await app.send(commands.remind(user, { message: long, time: 'in 1 hour' }));
    expect(created.content).toContain('“Call the dentist and more');
    expect(created.content).toContain('…”');
    expect(created.content).not.toContain(long);
    const id = reminderIdIn(created.content) as string;
    const deleted = await app.send(commands.deleteReminder(user, id));
    expect(deleted.content).toContain(`Reminder \`${id}\` deleted: “Call the dentist and more`);
    const zh = await app.send(
      commands.remind({ ...user, locale: 'zh-TW' }, { message: '喝水', time: 'in 2 hours' }),
    );
    expect(zh.content).toContain('「喝水」');
  });
});

describe('Autocomplete: reminder_id', () => {
  it("shows when each is due in the caller's zone, active ones first, finished ones marked", async () => {
    const user = newUser();
    await app.send(
      command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')])]),
    );
    const ids = await remindMany(user, 3);
    await finish(ids[0] as string);
    const r = await app.send(
      autocomplete(user, 'delete_reminder', [opt.string('reminder_id', '', true)]),
    );
    expect(r.choices.map((c) => c.value)).toEqual([ids[1], ids[2], ids[0]]);
    // item 02 is due at 12:00 UTC, 20:00 in Taipei.
    expect(r.choices[0]?.name).toBe(`2026-06-15 20:00 · item 02 · ${ids[1]}`);
    expect(r.choices[2]?.name).toBe(`✅ done · 2026-06-15 19:00 · item 01 · ${ids[0]}`);
    for (const c of r.choices) expect([...c.name].length).toBeLessThanOrEqual(100);
  });
});
