import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { useE2eStack } from '../support/e2e-stack.js';
import { checkMessageComponents } from '../support/discord-components.js';
import {
  command,
  commands,
  modalSubmit,
  opt,
  reminderIdIn,
  select,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { TEST_BOT_TOKEN, waitFor } from '../support/local-stack.js';

type DmBody = {
  embeds: { description: string }[];
  components: { components: { custom_id: string }[] }[];
  nonce: string;
};

describe('e2e: Snooze on a reminder DM and /edit_reminder, over signed HTTP', () => {
  const e2e = useE2eStack({ token: TEST_BOT_TOKEN });
  const dmsTo = (userId: string) =>
    e2e.discord.dms.filter((d) => d.userId === userId).map((d) => d.body as DmBody);
  const menuOf = (dm: DmBody | undefined) => dm?.components[0]?.components[0]?.custom_id ?? '';

  it('snoozes a delivered reminder with a custom time and delivers it once more, with fresh buttons', async () => {
    const caller: Caller = { userId: snowflake() };
    const created = await e2e.stack.post(
      commands.remind(caller, { message: 'Call the bank', time: 'in 2 seconds' }),
    );
    const id = reminderIdIn(String(created.json.data.content));
    await waitFor('the reminder DM', () => dmsTo(caller.userId).length >= 1, 10_000);
    const first = dmsTo(caller.userId)[0];
    expect(checkMessageComponents(first?.components ?? [])).toEqual([]);
    expect(menuOf(first)).toBe(`rs:${caller.userId}:${id}:0`);

    const opened = await e2e.stack.post(select(caller, menuOf(first), ['custom']));
    expect(opened.json).toMatchObject({
      type: 9,
      data: { custom_id: `rm:${caller.userId}:${id}:0` },
    });
    const snoozed = await e2e.stack.post(
      modalSubmit(caller, `rm:${caller.userId}:${id}:0`, { time: 'in 3 seconds' }),
    );
    expect(snoozed.json).toMatchObject({ type: 7, data: { components: [] } });
    expect(String(snoozed.json.data.content)).toMatch(/^💤 Snoozed until <t:\d+:F>/);
    // Pressed again on the same DM: once only.
    const again = await e2e.stack.post(select(caller, menuOf(first), ['m10']));
    expect(again.json.data.flags).toBe(64);

    await waitFor('the snoozed DM', () => dmsTo(caller.userId).length >= 2, 12_000);
    await new Promise((r) => setTimeout(r, 2500));
    const dms = dmsTo(caller.userId);
    expect(dms).toHaveLength(2);
    expect(dms[1]?.embeds[0]?.description).toBe('Call the bank');
    expect(menuOf(dms[1])).toMatch(new RegExp(`^rs:${caller.userId}:${id}:z[0-9a-z]+$`));
    expect(dms[1]?.nonce).not.toBe(dms[0]?.nonce);
  });

  it('edits an active reminder in place and answers another user as not found', async () => {
    const caller: Caller = { userId: snowflake() };
    const created = await e2e.stack.post(
      commands.remind(caller, { message: 'Old text', time: 'in 3 hours' }),
    );
    const id = reminderIdIn(String(created.json.data.content)) ?? '';
    const edited = await e2e.stack.post(
      command(caller, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('message', 'New text'),
      ]),
    );
    expect(String(edited.json.data.content)).toMatch(
      new RegExp(`^✏️ Reminder \`${id}\` updated: .*“New text”\\.$`),
    );
    const listed = await e2e.stack.post(commands.listReminders(caller));
    expect(String(listed.json.data.content)).toContain('New text');
    const other = await e2e.stack.post(
      command({ userId: snowflake() }, 'edit_reminder', [
        opt.string('reminder_id', id),
        opt.string('message', 'x'),
      ]),
    );
    expect(other.json.data).toMatchObject({
      flags: 64,
      content: enUS.errors.reminder_not_found_edit,
    });
  });
});
