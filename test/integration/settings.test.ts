import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { fromItem } from '../../shared/adapters/dynamo/reminder-item.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import type { DispatchDeps } from '../../shared/usecases/dispatch-ports.js';
import { SANDBOX_CHANNEL_ID } from '../../infra/local/sandbox/store.js';
import { dispatchDepsOn } from '../support/dispatch-fixture.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import {
  autocomplete,
  command,
  commands,
  newUser,
  opt,
  reminderIdIn,
  snowflake,
  type Caller,
} from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

let app: ScheduleApp;
let discord: FakeDiscord;

beforeAll(async () => {
  [app, discord] = await Promise.all([scheduleApp(Date.now()), startFakeDiscord()]);
});
afterAll(async () => {
  await discord.close();
  app.db.doc.destroy();
});

const settings = (caller: Caller, options: Record<string, string | number | undefined> = {}) =>
  app.send(scheduleCommand(caller, 'settings', options));

async function reminder(id: string) {
  const { Item } = await app.db.doc.send(
    new GetCommand({ TableName: app.db.tables.reminders, Key: { id }, ConsistentRead: true }),
  );
  return Item ? fromItem(Item) : undefined;
}

const dispatchDeps = (): DispatchDeps => dispatchDepsOn(app.db, discord.apiBase);

/** Sets a reminder due in a second from `caller`, then runs a pass that sends it. */
async function remindAndSend(caller: Caller, message: string): Promise<string> {
  app.setNow(Date.now());
  const created = await app.send(commands.remind(caller, { message, time: 'in 1 second' }));
  const id = reminderIdIn(created.content) as string;
  await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
  return id;
}

describe('Command: /settings', () => {
  it('shows the spec’s defaults to the caller only: DM delivery, no advance reminder, the zone in effect', async () => {
    const r = await settings(newUser({ guildId: snowflake(), locale: 'de' }));
    expect(r.flags).toBe(64);
    expect(r.content).toContain('Erinnerungen kommen als DM.');
    expect(r.content).toContain('Neue Termine bekommen keine automatische Erinnerung.');
    expect(r.content).toContain('**auto** (Europe/Berlin');
  });

  it('sets delivery, advance and zone in one go and shows them back; /timezone sees the same zone', async () => {
    const caller = newUser();
    const r = await settings(caller, {
      notification_method: 'channel',
      reminder_advance_minutes: 90,
      zone: 'Taipei',
    });
    expect(r.content.startsWith(`**${enUS.settings.saved}**`)).toBe(true);
    expect(r.content).toContain(enUS.settings.method_channel);
    expect(r.content).toContain(
      'New events get a reminder 1 hour 30 minutes before each occurrence.',
    );
    expect(r.content).toContain('Time zone: **Asia/Taipei**');
    expect(
      (await app.send(command(caller, 'timezone', [opt.subcommand('show')]))).content,
    ).toContain('Asia/Taipei');
    const again = await settings(caller);
    expect(again.content.startsWith(`**${enUS.settings.title}**`)).toBe(true);
    expect(again.content).toContain(enUS.settings.method_channel);
  });

  it('changes nothing when one option is wrong, saying which', async () => {
    const caller = newUser();
    const r = await settings(caller, { notification_method: 'channel', zone: 'Atlantis' });
    expect(r.flags).toBe(64);
    expect(r.content).toBe(enUS.errors.timezone_invalid);
    expect((await settings(caller)).content).toContain(enUS.settings.method_dm);
    expect((await settings(caller, { reminder_advance_minutes: -5 })).content).toBe(
      enUS.errors.invalid_input,
    );
  });

  it('suggests zones for the zone option', async () => {
    const r = await app.send(
      autocomplete(newUser(), 'settings', [opt.string('zone', 'taip', true)]),
    );
    expect(r.choices.map((c) => c.value)).toContain('Asia/Taipei');
  });
});

describe('Delivery: notification_method channel', () => {
  it('posts a reminder set in a server channel there, mentioning only its owner, and sends no DM', async () => {
    const caller = newUser({ guildId: snowflake(), channelId: SANDBOX_CHANNEL_ID });
    await settings(caller, { notification_method: 'channel' });
    const id = await remindAndSend(caller, 'Stand-up in the channel');
    expect((await reminder(id))?.isActive).toBe(false);
    const post = discord.channelPosts.find((p) => JSON.stringify(p.body).includes(id));
    expect(post?.channelId).toBe(SANDBOX_CHANNEL_ID);
    expect(post?.body).toMatchObject({
      content: `<@${caller.userId}>`,
      allowed_mentions: { parse: [], users: [caller.userId] },
      enforce_nonce: true,
    });
    expect((post?.body['embeds'] as { description: string }[])[0]?.description).toBe(
      'Stand-up in the channel',
    );
    expect(discord.dms.filter((d) => d.userId === caller.userId)).toHaveLength(0);
  });

  it('keeps DMs for reminders set where the bot is no member (user-installed app, DMs, group DMs)', async () => {
    for (const caller of [
      newUser({ guildId: snowflake(), userInstallOnly: true, channelId: SANDBOX_CHANNEL_ID }),
      newUser({ groupDm: true }),
      newUser(),
    ]) {
      await settings(caller, { notification_method: 'channel' });
      const created = await app.send(
        commands.remind(caller, { message: 'Somewhere private', time: 'in 2 hours' }),
      );
      expect((await reminder(reminderIdIn(created.content) as string))?.channelId).toBeUndefined();
    }
  });

  it('falls back to a DM when the channel refuses (missing permissions) or is gone', async () => {
    const refusing = snowflake();
    discord.refuseChannel(refusing, 50013);
    for (const channelId of [refusing, snowflake()]) {
      const caller = newUser({ guildId: snowflake(), channelId });
      await settings(caller, { notification_method: 'channel' });
      const id = await remindAndSend(caller, 'Fallback please');
      expect((await reminder(id))?.channelId).toBe(channelId);
      const dm = discord.dms.filter((d) => d.userId === caller.userId);
      expect(dm).toHaveLength(1);
      expect(JSON.stringify(dm[0]?.body)).toContain(id);
    }
  });

  it('posts only for a caller who may post there themselves: without View Channel, Send Messages or Embed Links it is a DM, said once in the reply', async () => {
    const view = 1n << 10n;
    const send = 1n << 11n;
    const embed = 1n << 14n;
    // No permissions at all in the channel, and each of the three missing in turn.
    for (const permissions of [0n, send | embed, view | embed, view | send].map(String)) {
      const caller = newUser({ guildId: snowflake(), channelId: SANDBOX_CHANNEL_ID, permissions });
      await settings(caller, { notification_method: 'channel' });
      app.setNow(Date.now());
      const created = await app.send(
        commands.remind(caller, {
          message: 'Pinging the channel as someone else',
          time: 'in 1 second',
        }),
      );
      expect(created.content.split(enUS.remind.channel_refused)).toHaveLength(2);
      const id = reminderIdIn(created.content) as string;
      expect((await reminder(id))?.channelId).toBeUndefined();
      await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
      expect(discord.channelPosts.filter((p) => JSON.stringify(p.body).includes(id))).toEqual([]);
      expect(
        discord.dms.filter(
          (d) => d.userId === caller.userId && JSON.stringify(d.body).includes(id),
        ),
      ).toHaveLength(1);
    }
  });

  it('posts for an administrator, and says nothing about permissions to a member who may post', async () => {
    for (const permissions of [String(1n << 3n), undefined]) {
      const caller = newUser({
        guildId: snowflake(),
        channelId: SANDBOX_CHANNEL_ID,
        ...(permissions ? { permissions } : {}),
      });
      await settings(caller, { notification_method: 'channel' });
      app.setNow(Date.now());
      const created = await app.send(
        commands.remind(caller, { message: 'Allowed here', time: 'in 2 hours' }),
      );
      expect(created.content).not.toContain(enUS.remind.channel_refused);
      expect((await reminder(reminderIdIn(created.content) as string))?.channelId).toBe(
        SANDBOX_CHANNEL_ID,
      );
    }
  });

  it('says nothing about channel permissions to a caller whose reminders come as DMs anyway', async () => {
    const caller = newUser({
      guildId: snowflake(),
      channelId: SANDBOX_CHANNEL_ID,
      permissions: '0',
    });
    const created = await app.send(
      commands.remind(caller, { message: 'DM person', time: 'in 2 hours' }),
    );
    expect(created.content).not.toContain(enUS.remind.channel_refused);
  });

  it('stays with DMs for reminders made while the preference was dm', async () => {
    const caller = newUser({ guildId: snowflake(), channelId: SANDBOX_CHANNEL_ID });
    const created = await app.send(
      commands.remind(caller, { message: 'Made before', time: 'in 2 hours' }),
    );
    await settings(caller, { notification_method: 'channel' });
    expect((await reminder(reminderIdIn(created.content) as string))?.channelId).toBeUndefined();
  });
});

describe('reminder_advance_minutes', () => {
  /** A day a month from now (within the 1-year horizon), as /schedule_create's date. */
  const inAMonth = (): string => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  it('gives every new event a reminder that many minutes before each occurrence, as /schedule_remind would', async () => {
    const caller = newUser();
    await settings(caller, { reminder_advance_minutes: 30, zone: 'UTC' });
    app.setNow(Date.now());
    const date = inAMonth();
    const r = await app.send(
      scheduleCommand(caller, 'schedule_create', {
        title: 'Gym',
        time: '18:00',
        date,
        recurring: 'weekly',
      }),
    );
    const eventId = eventIdIn(r.content) as string;
    const id = reminderIdIn(r.content) as string;
    expect(r.content).toContain('linked to **Gym**');
    expect(r.content).toContain('30 minutes before each occurrence');
    expect(await reminder(id)).toMatchObject({
      eventId,
      offsetSeconds: 1800,
      remindTime: `${date}T17:30:00.000Z`,
      isActive: true,
    });
  });

  it('adds nothing while it is 0 (the default)', async () => {
    const caller = newUser();
    const r = await app.send(
      scheduleCommand(caller, 'schedule_create', {
        title: 'Dentist',
        time: '10:00',
        date: inAMonth(),
        timezone: 'UTC',
      }),
    );
    expect(eventIdIn(r.content)).toBeDefined();
    expect(reminderIdIn(r.content)).toBeUndefined();
  });
});
