import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { useE2eStack } from '../support/e2e-stack.js';
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';
import {
  aMessage,
  commands,
  messageCommand,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { modalSubmit, scheduleCommand } from '../support/schedule.js';
import { SANDBOX_CHANNEL_ID } from '../../infra/local/sandbox/store.js';
import { TEST_BOT_TOKEN, waitFor } from '../support/local-stack.js';

describe('e2e: reminder delivery through the dispatcher loop', () => {
  // With the token set, the fake refuses any call not sent as `Bot <DISCORD_BOT_TOKEN>`.
  const e2e = useE2eStack({ token: TEST_BOT_TOKEN });

  const dmsTo = (userId: string) => e2e.discord.dms.filter((d) => d.userId === userId);
  /** A few dispatcher passes (1 s apart): long enough for a duplicate to show up if there were one. */
  const settle = () => new Promise((r) => setTimeout(r, 3_000));

  async function remindSoon(caller: Caller, message: string, repeat?: string): Promise<string> {
    const reply = await e2e.stack.post(
      commands.remind(caller, { message, time: 'in 2 seconds', ...(repeat ? { repeat } : {}) }),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.type).toBe(4);
    const id = reminderIdIn(String(reply.json.data.content));
    expect(id, reply.text).toBeDefined();
    return id as string;
  }

  async function listed(caller: Caller, id: string): Promise<boolean> {
    const reply = await e2e.stack.post(commands.listReminders(caller));
    return JSON.stringify(reply.json?.data ?? {}).includes(id);
  }

  describe('Dispatcher: one-off reminder', () => {
    it('sends the DM embed once, within a few seconds, then the reminder is finished', async () => {
      const caller = { userId: snowflake() };
      const createdAt = Date.now();
      const id = await remindSoon(caller, 'Take the cake out');
      await waitFor('the reminder DM', () => dmsTo(caller.userId).length >= 1, 10_000);
      await settle();
      const dms = dmsTo(caller.userId);
      expect(dms).toHaveLength(1);
      // Due 2 s after creation: not sent early, and not a whole interval late either.
      expect(dms[0]?.at).toBeGreaterThanOrEqual(createdAt + 1000);
      expect(dms[0]?.at).toBeLessThanOrEqual(createdAt + 8000);
      // A retried send must not show twice: Discord drops a repeated nonce when enforce_nonce is set.
      expect(dms[0]?.body).toMatchObject({ enforce_nonce: true, nonce: expect.anything() });
      const embed = (dms[0]?.body as { embeds?: Array<Record<string, any>> }).embeds?.[0]; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(embed?.title).toBe(enUS.embed.title);
      expect(embed?.description).toBe('Take the cake out');
      expect(embed?.footer?.text).toBe(`Reminder ID: ${id}`);
      expect(embed?.color).toBe(0x00ff00);
      expect(await listed(caller, id)).toBe(false);
    });
  });

  describe('Dispatcher: repeating reminder', () => {
    it('sends a daily reminder and keeps it listed for its next occurrence', async () => {
      const caller = { userId: snowflake() };
      const id = await remindSoon(caller, 'Daily stand-up', 'daily');
      await waitFor('the repeating reminder DM', () => dmsTo(caller.userId).length >= 1, 10_000);
      await settle();
      expect(dmsTo(caller.userId)).toHaveLength(1);
      const embed = (
        dmsTo(caller.userId)[0]?.body as {
          embeds?: Array<{ fields?: Array<{ name: string; value: string }> }>;
        }
      ).embeds?.[0];
      expect(embed?.fields).toContainEqual(
        expect.objectContaining({ name: enUS.embed.repeat_pattern, value: 'Daily' }),
      );
      expect(await listed(caller, id)).toBe(true);
    });
  });

  describe('Dispatcher: a reminder about a message ("Remind me about this")', () => {
    it('opens the modal from the context menu, and the DM links the message under its first lines', async () => {
      const guildId = snowflake();
      const caller = { userId: snowflake(), guildId };
      const message = aMessage('The venue changed to room 4\nBring your badge');
      const menu = await e2e.stack.post(messageCommand(caller, remindMessageMenu.name, message));
      expect(menu.json.type, menu.text).toBe(9);
      const submitted = await e2e.stack.post(
        modalSubmit(caller, String(menu.json.data.custom_id), {
          when: 'in 2 seconds',
          note: 'Go to room 4',
        }),
      );
      expect(submitted.json.data.flags).toBe(64);
      const id = reminderIdIn(String(submitted.json.data.content));
      await waitFor('the reminder DM', () => dmsTo(caller.userId).length >= 1, 10_000);
      const embed = (
        dmsTo(caller.userId)[0]?.body as {
          embeds?: Array<{ description?: string; footer?: { text?: string } }>;
        }
      ).embeds?.[0];
      expect(embed?.description).toBe(
        `Go to room 4\n\n> The venue changed to room 4\n> Bring your badge\n[${enUS.embed.jump}](https://discord.com/channels/${guildId}/${message.channel_id}/${message.id})`,
      );
      expect(embed?.footer?.text).toBe(`Reminder ID: ${id}`);
    });
  });

  describe('Dispatcher: notification_method channel (/settings)', () => {
    it('posts the reminder in the server channel it was set in, mentioning only its owner', async () => {
      const caller = { userId: snowflake(), guildId: snowflake(), channelId: SANDBOX_CHANNEL_ID };
      const set = await e2e.stack.post(
        scheduleCommand(caller, 'settings', { notification_method: 'channel' }),
      );
      expect(set.json.data.flags).toBe(64);
      expect(String(set.json.data.content)).toContain(enUS.settings.method_channel);
      const id = await remindSoon(caller, 'Standup in #general');
      await waitFor(
        'the channel post',
        () => e2e.discord.channelPosts.some((p) => JSON.stringify(p.body).includes(id)),
        10_000,
      );
      const post = e2e.discord.channelPosts.find((p) => JSON.stringify(p.body).includes(id));
      expect(post?.body).toMatchObject({
        content: `<@${caller.userId}>`,
        allowed_mentions: { parse: [], users: [caller.userId] },
      });
      await settle();
      expect(dmsTo(caller.userId)).toHaveLength(0);
    });
  });

  describe('Dispatcher: Discord failures', () => {
    it('skips a user whose DMs are closed (50007) and still finishes the reminder', async () => {
      const caller = { userId: snowflake() };
      e2e.discord.closeDmsFor(caller.userId);
      const id = await remindSoon(caller, 'You will not see this');
      // Every reply on the way: exactly one of them tells the owner (no silent loss), once.
      const replies: string[] = [];
      const finished = async (): Promise<boolean> => {
        const reply = await e2e.stack.post(commands.listReminders(caller));
        replies.push(String(reply.json?.data?.content ?? ''));
        return !JSON.stringify(reply.json?.data ?? {}).includes(id);
      };
      await waitFor('the reminder to finish', finished, 12_000, 500);
      const notice = enUS.delivery.undelivered_one.replace('{{count}}', '1');
      const told = await e2e.stack.post(commands.listReminders(caller, true));
      replies.push(String(told.json?.data?.content ?? ''));
      expect(replies.filter((r) => r.includes(notice))).toHaveLength(1);
      expect(String(told.json?.data?.content)).toContain(
        `${id}\` · ${enUS.list.completed} · ${enUS.list.undelivered}`,
      );
      expect(dmsTo(caller.userId)).toHaveLength(0);
      expect((await fetch(`${e2e.stack.baseUrl}/healthz`)).status).toBe(200);
    });

    it('retries after a 5xx and delivers exactly one DM', async () => {
      const caller = { userId: snowflake() };
      e2e.discord.failNext('message', 500, undefined, 1);
      const id = await remindSoon(caller, 'Second time lucky');
      await waitFor('the retried DM', () => dmsTo(caller.userId).length >= 1, 15_000);
      await settle();
      expect(dmsTo(caller.userId)).toHaveLength(1);
      expect(await listed(caller, id)).toBe(false);
    });
  });
});
