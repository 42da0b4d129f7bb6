import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhTW from '../../locales/zh-TW.json' with { type: 'json' };
import { useE2eStack } from '../support/e2e-stack.js';
import {
  autocomplete,
  button,
  command,
  commands,
  fragment,
  newUser,
  opt,
  ping,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';

const EPHEMERAL = 64;

describe('e2e: slash commands over signed HTTP', () => {
  const e2e = useE2eStack();

  async function createReminder(
    caller: Caller,
    message: string,
    time = 'in 2 hours',
  ): Promise<string> {
    const reply = await e2e.stack.post(commands.remind(caller, { message, time }));
    expect(reply.status).toBe(200);
    const id = reminderIdIn(String(reply.json?.data?.content));
    expect(id, reply.text).toBeDefined();
    return id as string;
  }

  async function listText(caller: Caller): Promise<string> {
    const reply = await e2e.stack.post(commands.listReminders(caller));
    expect(reply.status).toBe(200);
    expect(reply.json.type).toBe(4);
    return JSON.stringify(reply.json.data);
  }

  describe('Endpoint: GET /healthz', () => {
    it('answers 200 with the dispatcher running', async () => {
      const res = await fetch(`${e2e.stack.baseUrl}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', dispatcherRunning: true });
    });

    it('answers 404 for any other path', async () => {
      expect((await fetch(`${e2e.stack.baseUrl}/nope`)).status).toBe(404);
    });
  });

  describe('Endpoint: POST /interactions', () => {
    it('rejects a bad signature with 401', async () => {
      const body = JSON.stringify(ping());
      const timestamp = String(Math.floor(Date.now() / 1000));
      const reply = await e2e.stack.postRaw(body, {
        'x-signature-ed25519': 'ab'.repeat(64),
        'x-signature-timestamp': timestamp,
      });
      expect(reply.status).toBe(401);
    });

    it('rejects a request without signature headers with 401', async () => {
      expect((await e2e.stack.postRaw(JSON.stringify(ping()), {})).status).toBe(401);
    });

    it('answers PING with PONG', async () => {
      const reply = await e2e.stack.post(ping());
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ type: 1 });
    });

    it('answers an unknown command with an ephemeral error, not a 500', async () => {
      const reply = await e2e.stack.post(command(newUser(), 'no_such_command'));
      expect(reply.status).toBe(200);
      expect(reply.json.type).toBe(4);
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(reply.json.data.content).toContain(enUS.errors.unknown_command);
    });
  });

  describe('Interaction: MESSAGE_COMPONENT', () => {
    it('answers a button it does not know with an ephemeral error, not a 500', async () => {
      const reply = await e2e.stack.post(button(newUser(), 'no_such_button:1'));
      expect(reply.status).toBe(200);
      expect(reply.json.data.flags).toBe(EPHEMERAL);
    });
  });

  describe('Command: /remind', () => {
    it('confirms with the new rem_ id, visible in chat', async () => {
      const reply = await e2e.stack.post(
        commands.remind(newUser(), { message: 'Stretch', time: 'in 2 hours' }),
      );
      expect(reply.status).toBe(200);
      expect(reply.json.type).toBe(4);
      expect(reply.json.data.content).toContain(fragment(enUS.remind.created));
      expect(reminderIdIn(reply.json.data.content)).toBeDefined();
      expect((reply.json.data.flags ?? 0) & EPHEMERAL).toBe(0);
    });

    it('works the same from a guild (member.user) and a DM (user)', async () => {
      const userId = snowflake();
      const id = await createReminder({ userId, guildId: snowflake() }, 'From a guild');
      expect(await listText({ userId })).toContain(id);
    });

    it('answers an invalid time with an ephemeral invalid_time_format error naming what was typed', async () => {
      const reply = await e2e.stack.post(
        commands.remind(newUser(), { message: 'x', time: 'whenever you like' }),
      );
      expect(reply.status).toBe(200);
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(reply.json.data.content).toContain(
        `${fragment(enUS.errors.invalid_time_examples)}\`whenever you like\``,
      );
    });

    it('answers an oversize message with an ephemeral error, not a 500', async () => {
      const reply = await e2e.stack.post(
        commands.remind(newUser(), { message: 'x'.repeat(501), time: 'in 2 hours' }),
      );
      expect(reply.status).toBe(200);
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(
        [fragment(enUS.errors.reminder_too_long), enUS.errors.invalid_input].some((f) =>
          reply.json.data.content.includes(f),
        ),
      ).toBe(true);
    });

    it('answers a time in the past with time_in_past', async () => {
      const reply = await e2e.stack.post(
        commands.remind(newUser(), { message: 'x', time: 'yesterday' }),
      );
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(reply.json.data.content).toContain(enUS.errors.time_in_past);
    });

    it('replies in zh-TW to a zh-TW user', async () => {
      const caller = newUser({ locale: 'zh-TW' });
      const ok = await e2e.stack.post(
        commands.remind(caller, { message: '喝水', time: 'in 2 hours' }),
      );
      expect(ok.json.data.content).toContain(fragment(zhTW.remind.created));
      const bad = await e2e.stack.post(
        commands.remind(caller, { message: '喝水', time: 'whenever' }),
      );
      expect(bad.json.data.flags).toBe(EPHEMERAL);
      expect(bad.json.data.content).toContain(
        `${fragment(zhTW.errors.invalid_time_examples)}\`whenever\``,
      );
    });
  });

  describe('Command: /list_reminders', () => {
    it("shows the caller's reminder with its id and message", async () => {
      const caller = newUser();
      const id = await createReminder(caller, 'Water the plants');
      const text = await listText(caller);
      expect(text).toContain(id);
      expect(text).toContain('Water the plants');
    });

    it('says how to create one when the list is empty', async () => {
      expect(await listText(newUser())).toContain(fragment(enUS.list.empty).slice(0, 20));
    });
  });

  describe('Command: /delete_reminder', () => {
    it('removes the reminder', async () => {
      const caller = newUser();
      const id = await createReminder(caller, 'Delete me');
      const reply = await e2e.stack.post(commands.deleteReminder(caller, id));
      expect(reply.json.type).toBe(4);
      expect(reply.json.data.content).toContain(id);
      expect(await listText(caller)).not.toContain(id);
    });

    it('answers an unknown id with an ephemeral reminder_not_found', async () => {
      const reply = await e2e.stack.post(commands.deleteReminder(newUser(), 'rem_aaaaaaaaaaaa'));
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(reply.json.data.content).toContain(enUS.errors.reminder_not_found);
    });
  });

  describe('Ownership', () => {
    it("user B can neither see nor delete user A's reminder", async () => {
      const alice = newUser();
      const bob = newUser();
      const id = await createReminder(alice, 'Alice only');
      expect(await listText(bob)).not.toContain(id);
      const reply = await e2e.stack.post(commands.deleteReminder(bob, id));
      expect(reply.json.data.flags).toBe(EPHEMERAL);
      expect(reply.json.data.content).toContain(enUS.errors.reminder_not_found);
      expect(await listText(alice)).toContain(id);
    });

    it("autocomplete on reminder_id offers only the caller's own ids", async () => {
      const alice = newUser();
      const bob = newUser();
      const mine = await createReminder(alice, 'Autocomplete me');
      const theirs = await createReminder(bob, 'Not yours');
      const reply = await e2e.stack.post(
        autocomplete(alice, 'delete_reminder', [opt.string('reminder_id', '', true)]),
      );
      expect(reply.status).toBe(200);
      expect(reply.json.type).toBe(8);
      const values = (reply.json.data.choices as Array<{ value: string }>).map((c) => c.value);
      expect(values).toContain(mine);
      expect(values).not.toContain(theirs);
    });
  });
});
