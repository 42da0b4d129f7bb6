import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/adapters/ids.js';
import { toIso } from '../../shared/domain/reminder.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { idsByPrefix, pressOn, type Answer } from '../support/dm-press.js';
import {
  button,
  command,
  commands,
  opt,
  reminderIdIn,
  type Caller,
} from '../support/interactions.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { fromItem, toItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { SHARDS } from '../support/dispatch-fixture.js';
import de from '../../locales/de.json' with { type: 'json' };
import enUS from '../../locales/en-US.json' with { type: 'json' };

const WINDOW = { windowMs: 30_000, pollMs: 0 };
const DAY = 86_400_000;
const f = useDispatchFixture();
const owner: Caller = { userId: '4242' };

const press = (body: unknown, shiftMs = 0): Promise<Answer> => pressOn(f.db, body, shiftMs);
const dmIds = (n: number): Record<string, string> => idsByPrefix(f.discord.dms[n]?.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A daily series of user 4242 (UTC) due at `dueMs`, sent once before. */
function aDailySeries(dueMs: number, extra: Record<string, unknown> = {}) {
  return f.insertReminder({
    repeatPattern: 'daily',
    zone: 'UTC',
    anchor: toIso(dueMs - DAY),
    remindTime: toIso(dueMs),
    timesTriggered: 1,
    ...extra,
  });
}

describe('Series controls: Pause, Resume, Skip next', () => {
  it('puts Skip next and Pause beside Stop repeating on a series’ DM, not on a one-off’s', async () => {
    await f.insertUser('4242', 2);
    const due = Date.now() - 500;
    const series = await aDailySeries(due);
    await runDispatchPass(f.deps(), WINDOW);
    expect(dmIds(0)).toEqual({
      rs: `rs:4242:${series.id}:1`,
      // Skip next names the occurrence it skips: tomorrow's, the series' next after this send.
      rn: `rn:4242:${series.id}:1:${Math.floor((due + DAY) / 1000).toString(36)}`,
      rp: `rp:4242:${series.id}:1`,
      rx: `rx:4242:${series.id}:1`,
    });
    const once = await f.insertReminder();
    await runDispatchPass(f.deps(), WINDOW);
    expect(Object.keys(dmIds(1)).sort()).toEqual(['rd', 'rs']);
    expect(once.repeatPattern).toBe('none');
  });

  it('sends nothing while paused, and resumes from the next occurrence after now without a burst', async () => {
    await f.insertUser('4242', 1);
    const due = Date.now() + 1500;
    const r = await aDailySeries(due);
    const paused = await press(button(owner, `rp:4242:${r.id}:0`));
    expect(paused).toMatchObject({ type: 7, content: enUS.series.paused });
    expect(idsByPrefix(paused)).toEqual({ ru: `ru:4242:${r.id}:0` });
    const item = await f.item('reminders', r.id);
    expect(item).toMatchObject({ paused: true, is_active: true });
    expect(item?.['due_shard']).toBeUndefined();
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 1 });

    await sleep(1600);
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms).toHaveLength(0);

    // Resumed after the due time passed: the missed one is not sent, tomorrow's is next.
    const resumed = await press(button(owner, `ru:4242:${r.id}:0`));
    expect(resumed.type).toBe(7);
    expect(resumed.content).toMatch(/^▶️ Resumed: next on <t:\d+:F>/);
    expect(Object.keys(idsByPrefix(resumed)).sort()).toEqual(['rn', 'rp', 'rs', 'rx']);
    const after = await f.item('reminders', r.id);
    expect(after).toMatchObject({ remind_time: toIso(due + DAY), due_shard: expect.any(Number) });
    expect(after?.['paused']).toBeUndefined();
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms).toHaveLength(0);
  });

  it('races a pause against the dispatcher: the send happens at most once, and only when the pause lost', async () => {
    for (let round = 0; round < 4; round++) {
      const userId = `88${round}`;
      const due = Date.now() - 300;
      const r = await aDailySeries(due, { userId });
      const [answer] = await Promise.all([
        sleep(round * 15).then(() => press(button({ userId }, `rp:${userId}:${r.id}:0`))),
        runDispatchPass(f.deps(), WINDOW),
      ]);
      await runDispatchPass(f.deps(), WINDOW);
      const sent = f.discord.dms.filter((d) => d.userId === userId).length;
      const stored = await f.item('reminders', r.id);
      if (answer.type === 7) {
        expect(stored).toMatchObject({ paused: true });
        expect(stored?.['due_shard']).toBeUndefined();
        // Paused before the claim: never sent; after the send: sent once and moved on.
        expect(sent).toBe(stored?.['remind_time'] === r.remindTime ? 0 : 1);
        if (sent === 1) expect(stored).toMatchObject({ remind_time: toIso(due + DAY) });
      } else {
        expect(answer.content).toBe(enUS.errors.reminder_busy);
        expect(sent).toBe(1);
        expect(stored?.['paused']).toBeUndefined();
      }
    }
  });

  it('skips the next send from the DM: the one after it is sent instead', async () => {
    await f.insertUser('4242', 1);
    const due = Date.now() - 500;
    const r = await aDailySeries(due);
    await runDispatchPass(f.deps(), WINDOW);
    const skipped = await press(button(owner, dmIds(0)['rn'] ?? ''));
    expect(skipped.type).toBe(7);
    expect(skipped.content).toMatch(/^⏭️ Skipped <t:\d+:f>: next on <t:\d+:F>/);
    expect(skipped.content).toContain(`<t:${Math.floor((due + DAY) / 1000)}:f>`);
    expect(await f.item('reminders', r.id)).toMatchObject({
      remind_time: toIso(due + 2 * DAY),
      times_triggered: 2,
    });
  });

  it('skips one occurrence when the same DM’s Skip is pressed twice; the updated DM’s Skip skips the next', async () => {
    await f.insertUser('4242', 1);
    const due = Date.now() - 500;
    const r = await aDailySeries(due);
    await runDispatchPass(f.deps(), WINDOW);
    const skip = dmIds(0)['rn'] ?? '';
    const [first, second] = await Promise.all([
      press(button(owner, skip)),
      sleep(50).then(() => press(button(owner, skip))),
    ]);
    expect(first.type).toBe(7);
    // The double click: nothing more skipped, told privately which one is next.
    expect(second).toMatchObject({ flags: 64 });
    expect(second.content).toBe(
      enUS.errors.skip_stale.replace('{{next}}', `<t:${Math.floor((due + 2 * DAY) / 1000)}:F>`),
    );
    expect(await f.item('reminders', r.id)).toMatchObject({ remind_time: toIso(due + 2 * DAY) });
    // A press on the updated message skips the next one, as meant.
    const again = await press(button(owner, idsByPrefix(first)['rn'] ?? ''));
    expect(again.type).toBe(7);
    expect(await f.item('reminders', r.id)).toMatchObject({ remind_time: toIso(due + 3 * DAY) });
  });

  it('answers only the owner, and refuses Skip on a paused series', async () => {
    const r = await aDailySeries(Date.now() + DAY);
    expect((await press(button({ userId: '999' }, `rp:4242:${r.id}:1`))).content).toBe(
      enUS.errors.not_your_button,
    );
    await press(button(owner, `rp:4242:${r.id}:1`));
    const refused = await press(button(owner, `rn:4242:${r.id}:1`));
    expect(refused).toMatchObject({ flags: 64, content: enUS.errors.series_paused });
  });
});

describe('/edit_reminder state and skip_next; /list_reminders shows the pause', () => {
  it('pauses, lists as paused, skips after resuming, and refuses a one-off', async () => {
    await f.insertUser('4242', 2);
    const due = Date.now() + 2 * DAY;
    const r = await aDailySeries(due, { id: newId('rem') });
    const edit = (...options: ReturnType<typeof opt.string>[]) =>
      press(command(owner, 'edit_reminder', [opt.string('reminder_id', r.id), ...options]));

    const paused = await edit(opt.string('state', 'pause'));
    expect(paused.content).toContain(enUS.series.paused);
    const list = await press(command(owner, 'list_reminders'));
    expect(list.content).toContain(`\`${r.id}\` 🔁 · ${enUS.list.paused}`);

    const both = await edit(opt.string('state', 'resume'), opt.boolean('skip_next', true));
    expect(both.content).not.toContain(enUS.series.paused);
    expect(await f.item('reminders', r.id)).toMatchObject({
      remind_time: toIso(due + DAY),
      due_shard: expect.any(Number),
    });

    const once = await f.insertReminder({ id: newId('rem'), remindTime: toIso(Date.now() + DAY) });
    const refused = await press(
      command(owner, 'edit_reminder', [
        opt.string('reminder_id', once.id),
        opt.boolean('skip_next', true),
      ]),
    );
    expect(refused.content).toBe(enUS.errors.series_not_repeating);
  });
});

/**
 * A reminder made with /remind by `caller`, then made due now (its first send half a second ago):
 * its id, the stored item before the send, and the due instant.
 */
async function madeDue(caller: Caller, message: string, time: string) {
  const made = await press(commands.remind(caller, { message, time }));
  const id = reminderIdIn(made.content) ?? '';
  const item = await f.item('reminders', id);
  const due = Date.now() - 500;
  await f.db.doc.send(
    new PutCommand({
      TableName: f.db.tables.reminders,
      Item: toItem({ ...fromItem(item), remindTime: toIso(due), anchor: toIso(due) }, SHARDS),
    }),
  );
  return { made, id, item, due };
}

describe('Repeats shorter than an hour, down to 15 minutes', () => {
  it('/remind every 30 minutes: the dispatcher sends it and re-arms it 30 minutes on', async () => {
    const { made, id, item, due } = await madeDue({ userId: '5151' }, 'water', 'every 30 minutes');
    expect(made.content).toContain('every 30 minutes');
    expect(item).toMatchObject({
      repeat_pattern: 'custom',
      recurrence_data: { pattern: 'every_n_minutes', interval: 30 },
    });
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms.filter((d) => d.userId === '5151')).toHaveLength(1);
    expect(await f.item('reminders', id)).toMatchObject({
      remind_time: toIso(due + 30 * 60_000),
      times_triggered: 1,
      is_active: true,
    });
  });

  it('refuses a shorter one with a message naming the minimum, in the caller’s language', async () => {
    const caller: Caller = { userId: '5252', locale: 'de' };
    const refused = await press(
      commands.remind(caller, { message: 'Wasser', time: 'alle 5 Minuten' }),
    );
    expect(refused.flags).toBe(64);
    expect(refused.content).toBe(de.errors.repeat_too_often.replaceAll('{{minutes}}', '15'));
    expect(f.discord.dms).toHaveLength(0);
  });
});

describe('Several times a day in one series', () => {
  it('/remind every day at 7am and 7pm: one reminder, sent at each time, re-armed to the other', async () => {
    const { made, id, item, due } = await madeDue(
      { userId: '5353', locale: 'en-GB' },
      'pills',
      'every day at 7am and 7pm',
    );
    expect(made.content).toContain('every day at 07:00 and 19:00');
    expect(item).toMatchObject({
      repeat_pattern: 'custom',
      recurrence_data: { pattern: 'every_n_days', times: [420, 1140] },
    });
    // en-GB settles Europe/London: the next send after one due now is the next 07:00 or 19:00 there.
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms.filter((d) => d.userId === '5353')).toHaveLength(1);
    const next = Date.parse(String((await f.item('reminders', id))?.['remind_time']));
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    expect(['07:00:00', '19:00:00']).toContain(london.format(next));
    expect(next - due).toBeGreaterThan(0);
    expect(next - due).toBeLessThanOrEqual(12 * 3_600_000 + 3_600_000);
  });
});
