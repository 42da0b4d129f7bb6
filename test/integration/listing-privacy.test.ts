import { beforeAll, describe, expect, it } from 'vitest';
import { button, command, commands, opt, snowflake, type Caller } from '../support/interactions.js';
import { buttonIds, scheduleCommand } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';

/** Monday 2026-06-15 10:00 UTC. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const EPHEMERAL = 64;
let app: ScheduleApp;

const inGuild = (): Caller => ({ userId: snowflake(), guildId: snowflake() });
const inGroupDm = (): Caller => ({ userId: snowflake(), groupDm: true });
const inBotDm = (): Caller => ({ userId: snowflake() });

beforeAll(async () => {
  app = await scheduleApp(NOW);
});

async function remindTwelve(caller: Caller): Promise<void> {
  for (let i = 1; i <= 12; i++) {
    app.setNow(NOW + i * 13_000); // under the rate limit of 5 a minute
    const r = await app.send(
      commands.remind(caller, { message: `secret ${i}`, time: `in ${i} hours` }),
    );
    expect(r.flags, r.content).toBe(EPHEMERAL); // confirmations are private here too
  }
  app.setNow(NOW);
}

describe("Privacy: listings outside the bot's DM are ephemeral", () => {
  it.each([
    ['a server channel', inGuild],
    ['a group DM', inGroupDm],
  ])(
    '/list_reminders in %s is seen only by the caller, and its pages stay that way',
    async (_where, who) => {
      const user = who();
      await remindTwelve(user);
      const list = await app.send(commands.listReminders(user));
      expect(list.flags).toBe(EPHEMERAL);
      expect(list.content).toContain('secret 1');
      // Next edits the same (ephemeral) message: type 7 keeps the message's flags.
      const [, next] = buttonIds(list.components);
      const page = await app.send(button(user, next as string));
      expect(page.type).toBe(7);
      expect(page.content).toContain('secret 12');
    },
  );

  it("/list_reminders in the bot's DM stays a normal reply", async () => {
    const user = inBotDm();
    await app.send(commands.remind(user, { message: 'mine', time: 'in 1 hour' }));
    const list = await app.send(commands.listReminders(user));
    expect(list.flags).toBeUndefined();
    expect(list.content).toContain('mine');
  });

  it("/schedule_list and /timezone show in a server are ephemeral; /schedule_list in the bot's DM is in chat, /timezone show never (it carries the caller's own detect link)", async () => {
    const guild = inGuild();
    const dm = { userId: guild.userId };
    await app.send(
      command(guild, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Asia/Taipei')])]),
    );
    await app.send(
      scheduleCommand(guild, 'schedule_create', {
        title: 'Therapy',
        date: '2026-06-16',
        time: '09:00',
      }),
    );

    const list = await app.send(scheduleCommand(guild, 'schedule_list', { view_type: 'week' }));
    expect(list.flags).toBe(EPHEMERAL);
    expect(list.content).toContain('Therapy');
    const zone = await app.send(command(guild, 'timezone', [opt.subcommand('show')]));
    expect(zone.flags).toBe(EPHEMERAL);
    expect(zone.content).toContain('Asia/Taipei');

    expect(
      (await app.send(scheduleCommand(dm, 'schedule_list', { view_type: 'week' }))).flags,
    ).toBeUndefined();
    expect((await app.send(command(dm, 'timezone', [opt.subcommand('show')]))).flags).toBe(
      EPHEMERAL,
    );
  });

  it('an empty list in a server is ephemeral too (it still tells the channel nothing)', async () => {
    const user = inGuild();
    expect((await app.send(commands.listReminders(user))).flags).toBe(EPHEMERAL);
    expect((await app.send(scheduleCommand(user, 'schedule_list', {}))).flags).toBe(EPHEMERAL);
  });
});
