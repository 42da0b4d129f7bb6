import { describe, expect, it } from 'vitest';
import { newId } from '../../shared/adapters/ids.js';
import { toIso } from '../../shared/domain/reminder.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import { useDispatchFixture } from '../support/dispatch-fixture.js';
import { idsByPrefix, pressOn, type Answer } from '../support/dm-press.js';
import { checkMessageComponents } from '../support/discord-components.js';
import { button, command, modalSubmit, opt, select, type Caller } from '../support/interactions.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };

const WINDOW = { windowMs: 30_000, pollMs: 0 };
const MIN = 60_000;
const f = useDispatchFixture();
const owner: Caller = { userId: '4242' };

/** A press on the interactions endpoint over the fixture's tables. */
const press = (body: unknown, shiftMs = 0): Promise<Answer> => pressOn(f.db, body, shiftMs);

/** The custom_ids on the n-th DM the fake Discord received, by prefix. */
const dmIds = (n: number): Record<string, string> => idsByPrefix(f.discord.dms[n]?.body);

describe('Reminder DMs: Snooze, Done, Stop repeating', () => {
  it('puts a Snooze menu and Done beside the embed, within Discord’s limits', async () => {
    await f.insertUser('4242', 1);
    const r = await f.insertReminder();
    await runDispatchPass(f.deps(), WINDOW);
    const body = f.discord.dms[0]?.body as { embeds: unknown[]; components: object[] };
    expect(body.embeds).toHaveLength(1);
    expect(checkMessageComponents(body.components)).toEqual([]);
    expect(dmIds(0)).toEqual({ rs: `rs:4242:${r.id}:0`, rd: `rd:4242:${r.id}:0` });
  });

  it('snoozes a sent one-off once however often pressed, sends it again once, and finishes it again', async () => {
    await f.insertUser('4242', 1);
    const r = await f.insertReminder();
    await runDispatchPass(f.deps(), WINDOW);
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 0 });

    // The interactions clock runs 10 minutes behind: "10 minutes" falls due in 2 seconds.
    const shift = -10 * MIN + 2000;
    const presses = await Promise.all(
      [1, 2, 3].map(() => press(select(owner, dmIds(0)['rs'] ?? '', ['m10']), shift)),
    );
    const snoozed = presses.filter((p) => p.type === 7);
    expect(snoozed).toHaveLength(1);
    expect(snoozed[0]?.content).toMatch(/^💤 Snoozed until <t:\d+:F>/);
    expect(snoozed[0]?.components).toEqual([]);
    for (const p of presses.filter((x) => x.type !== 7)) {
      expect(p.flags).toBe(64);
      expect(p.content).toMatch(/^(💤 Already snoozed until|⏳ This reminder is being sent)/);
    }
    expect(await f.item('reminders', r.id)).toMatchObject({
      is_active: true,
      snooze_next: null,
      due_shard: expect.any(Number),
    });
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 1 });

    await new Promise((resolve) => setTimeout(resolve, 2100));
    await runDispatchPass(f.deps(), WINDOW);
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms).toHaveLength(2);
    expect(f.discord.dms[1]?.body).toMatchObject({ embeds: [{ description: r.message }] });
    expect((f.discord.dms[1]?.body as { nonce: string }).nonce).not.toBe(
      (f.discord.dms[0]?.body as { nonce: string }).nonce,
    );
    expect(await f.item('reminders', r.id)).toMatchObject({ is_active: false, times_triggered: 1 });
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 0 });

    // The first DM again, later: still once. The snooze's own DM can snooze anew.
    expect((await press(select(owner, dmIds(0)['rs'] ?? '', ['h1']))).content).toBe(
      enUS.errors.snooze_used,
    );
    expect((await press(select(owner, dmIds(1)['rs'] ?? '', ['h1']))).type).toBe(7);
  });

  it('keeps a daily series on its own schedule beside a snooze', async () => {
    const due = Date.now() - 500;
    const r = await f.insertReminder({
      repeatPattern: 'daily',
      zone: 'UTC',
      anchor: toIso(due),
      remindTime: toIso(due),
    });
    await runDispatchPass(f.deps(), WINDOW);
    expect(dmIds(0)['rx']).toBe(`rx:4242:${r.id}:0`);
    const answer = await press(select(owner, dmIds(0)['rs'] ?? '', ['h3']));
    expect(answer.type).toBe(7);
    const stored = await f.item('reminders', r.id);
    expect(stored).toMatchObject({
      times_triggered: 1,
      snooze_next: toIso(due + 86_400_000),
      is_active: true,
    });
    expect(Date.parse(String(stored?.['remind_time'])) - Date.now()).toBeGreaterThan(
      3 * 60 * MIN - 5000,
    );
  });

  it('offers Done, not Stop repeating, on the last send of a series', async () => {
    const due = Date.now() - 500;
    const r = await f.insertReminder({
      repeatPattern: 'daily',
      zone: 'UTC',
      anchor: toIso(due - 86_400_000),
      remindTime: toIso(due),
      timesTriggered: 1,
      maxTriggers: 2,
    });
    await runDispatchPass(f.deps(), WINDOW);
    expect(dmIds(0)).toEqual({ rs: `rs:4242:${r.id}:1`, rd: `rd:4242:${r.id}:1` });
  });

  it('races a snooze against the dispatcher sending the next occurrence: one DM, and the snooze applied or refused, never lost', async () => {
    for (let round = 0; round < 4; round++) {
      const userId = `77${round}`;
      const due = Date.now() - 300;
      const r = await f.insertReminder({
        userId,
        repeatPattern: 'daily',
        zone: 'UTC',
        anchor: toIso(due - 86_400_000),
        remindTime: toIso(due),
        timesTriggered: 1,
      });
      const [answer] = await Promise.all([
        // A little later each round, so the press lands before, during and after the send.
        new Promise((resolve) => setTimeout(resolve, round * 15)).then(() =>
          press(select({ userId }, `rs:${userId}:${r.id}:0`, ['h1'])),
        ),
        runDispatchPass(f.deps(), WINDOW),
      ]);
      await runDispatchPass(f.deps(), WINDOW);
      expect(f.discord.dms.filter((d) => d.userId === userId)).toHaveLength(1);
      const stored = await f.item('reminders', r.id);
      expect(stored).toMatchObject({ times_triggered: 2, is_active: true });
      if (answer.type === 7) {
        expect(stored).toMatchObject({ snooze_next: toIso(due + 86_400_000) });
        expect(Date.parse(String(stored?.['snooze_time'])) - Date.now()).toBeGreaterThan(55 * MIN);
      } else {
        expect(answer.content).toBe(enUS.errors.reminder_busy);
        expect(stored?.['snooze_time']).toBeUndefined();
        expect(stored?.['remind_time']).toBe(toIso(due + 86_400_000));
      }
    }
  });

  it('snoozes to an instant an event\'s reminder offers ("5 minutes before it starts"), read from the choice', async () => {
    await f.insertUser('4242', 1);
    const r = await f.insertReminder();
    await runDispatchPass(f.deps(), WINDOW);
    // The menu of an event's reminder carries such instants (test/unit/snooze.test.ts).
    const at = Math.ceil((Date.now() + 25 * MIN) / 1000) * 1000;
    const answer = await press(
      select(owner, `rs:4242:${r.id}:0`, [`at:${(at / 1000).toString(36)}`]),
    );
    expect(answer.type).toBe(7);
    expect(answer.content).toContain(`<t:${at / 1000}:F>`);
    expect(await f.item('reminders', r.id)).toMatchObject({ remind_time: toIso(at) });
  });

  it('answers "being sent" while a dispatcher holds the reminder, and changes nothing', async () => {
    const r = await f.insertReminder({ repeatPattern: 'daily', zone: 'UTC', timesTriggered: 1 });
    // A send of this reminder in flight: claimed, lease running.
    const [due] = await f.deps().repo.findDue(toIso(Date.now() + 1000));
    expect(await f.deps().repo.claim(due!, Date.now(), Date.now() + MIN, Date.now())).toBe(true);
    const answer = await press(select(owner, `rs:4242:${r.id}:0`, ['m10']));
    expect(answer.content).toBe(enUS.errors.reminder_busy);
    expect(await f.item('reminders', r.id)).toMatchObject({
      remind_time: r.remindTime,
      version: 2,
    });
    expect((await f.item('reminders', r.id))?.['snooze_time']).toBeUndefined();
  });

  it('says clearly when the reminder is gone, and answers only its owner', async () => {
    const r = await f.insertReminder({ isActive: false, timesTriggered: 1 });
    // Someone else's reminder (a channel delivery shows its buttons to everyone): it says "reminder".
    const stranger = (await press(button({ userId: '999' }, `rd:4242:${r.id}:0`))).content;
    expect(stranger).toBe(enUS.errors.not_your_reminder);
    expect(stranger).toMatch(/reminder/);
    expect(stranger).not.toMatch(/command/);
    expect((await press(select({ userId: '999' }, `rs:4242:${r.id}:0`, ['m10']))).content).toBe(
      enUS.errors.not_your_reminder,
    );
    const done = await press(button(owner, `rd:4242:${r.id}:0`));
    expect(done).toMatchObject({ type: 7, content: enUS.dm.done_cleared });
    expect(await f.item('reminders', r.id)).toBeUndefined();
    expect((await press(button(owner, `rd:4242:${r.id}:0`))).content).toBe(
      enUS.errors.reminder_gone,
    );
    expect((await press(select(owner, `rs:4242:${r.id}:0`, ['m10']))).content).toBe(
      enUS.errors.reminder_gone,
    );
  });

  it('opens the Custom… modal and reads any one-time expression, refusing a repeating one', async () => {
    const r = await f.insertReminder({ isActive: false, timesTriggered: 1 });
    const opened = await press(select(owner, `rs:4242:${r.id}:0`, ['custom']));
    expect(opened).toMatchObject({ type: 9, custom_id: `rm:4242:${r.id}:0` });
    expect(
      (await press(modalSubmit(owner, `rm:4242:${r.id}:0`, { time: 'every day at 9am' }))).content,
    ).toBe(enUS.errors.snooze_one_time);
    expect(
      (await press(modalSubmit(owner, `rm:4242:${r.id}:0`, { time: 'tomorow at 3pm' }))).content,
    ).toContain('`tomorrow at 3pm`');
    const done = await press(modalSubmit(owner, `rm:4242:${r.id}:0`, { time: 'in 2 days' }));
    expect(done.type).toBe(7);
    const at = Date.parse(String((await f.item('reminders', r.id))?.['remind_time']));
    expect(Math.abs(at - (Date.now() + 2 * 86_400_000))).toBeLessThan(10_000);
  });

  it('asks about a Custom… time of two readings; the press snoozes to the reading pressed, once', async () => {
    const r = await f.insertReminder({ isActive: false, timesTriggered: 1 });
    const asked = await press(modalSubmit(owner, `rm:4242:${r.id}:0`, { time: '3pm BST' }));
    expect(asked.flags).toBe(64);
    const buttons = asked.components.flatMap((row) => row.components.map((c) => c.custom_id));
    expect(buttons).toHaveLength(2);
    const parsed = parseTimeExpression('3pm BST', {
      now: Date.now(),
      zone: 'UTC',
      locale: 'en-US',
    });
    const dhaka = parsed.ok ? undefined : parsed.readings?.[1];
    expect(await f.item('reminders', r.id)).toMatchObject({ is_active: false });
    const done = await press(button(owner, buttons[1] ?? ''));
    expect(done.type).toBe(7);
    expect(done.content).toContain(`<t:${Math.floor((dhaka?.time ?? 0) / 1000)}:F>`);
    expect(Date.parse(String((await f.item('reminders', r.id))?.['remind_time']))).toBe(
      dhaka?.time,
    );
    expect((await press(button(owner, buttons[0] ?? ''))).content).toBe(enUS.errors.draft_expired);
  });

  it('asks the zone first for a Custom… wall-clock time by a caller with none; the press saves it and snoozes to that time there', async () => {
    const caller: Caller = { userId: '4343', locale: 'en-US' };
    const r = await f.insertReminder({ userId: '4343', isActive: false, timesTriggered: 1 });
    const custom = `rm:4343:${r.id}:0`;
    const asked = await press(modalSubmit(caller, custom, { time: 'tomorrow at 3pm' }));
    expect(asked.flags).toBe(64);
    expect(asked.content).toContain(
      enUS.zone_ask.prompt_saved.replace('{{typed}}', '`tomorrow at 3pm`'),
    );
    expect(await f.item('reminders', r.id)).toMatchObject({ is_active: false });
    const pacific = asked.components
      .flatMap((row) => row.components)
      .find((c) => c.label?.startsWith('Pacific'));
    const done = await press(button(caller, pacific?.custom_id ?? ''));
    expect(done.type).toBe(7);
    const la = parseTimeExpression('tomorrow at 3pm', {
      now: Date.now(),
      zone: 'America/Los_Angeles',
      locale: 'en-US',
    });
    expect(Date.parse(String((await f.item('reminders', r.id))?.['remind_time']))).toBe(
      la.ok ? la.time : NaN,
    );
    expect(done.content).toContain(`<t:${Math.floor((la.ok ? la.time : 0) / 1000)}:F>`);
    expect(await f.item('users', '4343')).toMatchObject({ timezone: 'America/Los_Angeles' });
  });

  it('stops a series after confirming; Keep brings the buttons back', async () => {
    await f.insertUser('4242', 1);
    const r = await f.insertReminder({
      repeatPattern: 'weekly',
      zone: 'UTC',
      remindTime: toIso(Date.now() + 86_400_000),
      timesTriggered: 1,
    });
    const ask = await press(button(owner, `rx:4242:${r.id}:1`));
    expect(ask).toMatchObject({ type: 7, content: enUS.dm.stop_confirm });
    expect(ask.components[0]?.components.map((c) => c.custom_id)).toEqual([
      `ry:4242:${r.id}:1`,
      `rk:4242:${r.id}:1`,
    ]);
    const kept = await press(button(owner, `rk:4242:${r.id}:1`));
    expect(kept.components.flatMap((row) => row.components.map((c) => c.custom_id))).toEqual([
      `rs:4242:${r.id}:1`,
      `rx:4242:${r.id}:1`,
      // Skip next names the occurrence it skips: the series' next.
      `rn:4242:${r.id}:1:${Math.floor(Date.parse(r.remindTime) / 1000).toString(36)}`,
      `rp:4242:${r.id}:1`,
    ]);
    const before = Date.now();
    expect((await press(button(owner, `ry:4242:${r.id}:1`))).content).toBe(enUS.dm.stopped);
    expect(await f.item('reminders', r.id)).toMatchObject({ is_active: false });
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 0 });
    // Listed with the date it stopped, not the next date it would have had.
    const stoppedAt = Date.parse(String((await f.item('reminders', r.id))?.['remind_time']));
    expect(stoppedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stoppedAt).toBeLessThanOrEqual(Date.now());
    const listed = await press(
      command(owner, 'list_reminders', [opt.boolean('show_completed', true)]),
    );
    expect(listed.content).toContain(`<t:${Math.floor(stoppedAt / 1000)}:f>`);
    expect(listed.content).not.toContain(`<t:${Math.floor(Date.parse(r.remindTime) / 1000)}:f>`);
    // A second confirmation says the same; the counter does not move again.
    expect((await press(button(owner, `ry:4242:${r.id}:1`))).content).toBe(enUS.dm.stopped);
    expect(await f.item('users', '4242')).toMatchObject({ active_reminders: 0 });
  });
});

describe('/edit_reminder against a send in flight', () => {
  const insert = (o: Parameters<typeof f.insertReminder>[0] = {}) =>
    f.insertReminder({ id: newId('rem'), ...o });
  const edit = (id: string, o: Record<string, string>) =>
    command(owner, 'edit_reminder', [
      opt.string('reminder_id', id),
      ...Object.entries(o).map(([k, v]) => opt.string(k, v)),
    ]);

  it('wins before the claim: the dispatcher, holding the old version, sends the edited text', async () => {
    const r = await insert({ remindTime: toIso(Date.now() - 200) });
    const [stale] = await f.deps().repo.findDue(toIso(Date.now() + 1000));
    const answer = await press(edit(r.id, { message: 'Edited text' }));
    expect(answer.content).toMatch(/^✏️ Reminder `rem_\w+` updated: .*“Edited text”\.$/);
    expect(await f.deps().repo.claim(stale!, Date.now(), Date.now() + MIN, Date.now())).toBe(false);
    await runDispatchPass(f.deps(), WINDOW);
    expect(f.discord.dms).toHaveLength(1);
    expect(f.discord.dms[0]?.body).toMatchObject({ embeds: [{ description: 'Edited text' }] });
  });

  it('loses to a claimed send: busy, nothing changed, the send goes out as it was', async () => {
    const r = await insert({ remindTime: toIso(Date.now() - 200) });
    const [due] = await f.deps().repo.findDue(toIso(Date.now() + 1000));
    expect(await f.deps().repo.claim(due!, Date.now(), Date.now() + MIN, Date.now())).toBe(true);
    const answer = await press(edit(r.id, { message: 'Too late', time: 'in 3 hours' }));
    expect(answer).toMatchObject({ flags: 64, content: enUS.errors.reminder_busy });
    expect(await f.item('reminders', r.id)).toMatchObject({
      message: r.message,
      remind_time: r.remindTime,
    });
  });

  it('moves the time and repeat in place, and refuses another user’s reminder as not found', async () => {
    const r = await insert({ remindTime: toIso(Date.now() + 86_400_000) });
    const answer = await press(edit(r.id, { time: 'in 2 hours', repeat: 'daily' }));
    expect(answer.content).toMatch(
      /^✏️ Reminder `rem_\w+` updated: .*, repeating daily: “Reminder number \d+”\.$/,
    );
    const stored = await f.item('reminders', r.id);
    expect(stored).toMatchObject({ repeat_pattern: 'daily', id: r.id });
    expect(
      Math.abs(Date.parse(String(stored?.['remind_time'])) - (Date.now() + 2 * 60 * MIN)),
    ).toBeLessThan(10_000);
    const other = await press(
      command({ userId: '999' }, 'edit_reminder', [
        opt.string('reminder_id', r.id),
        opt.string('message', 'mine now'),
      ]),
    );
    expect(other.content).toBe(enUS.errors.reminder_not_found_edit);
    expect(
      (await press(command(owner, 'edit_reminder', [opt.string('reminder_id', r.id)]))).content,
    ).toBe(enUS.errors.edit_nothing);
  });
});
