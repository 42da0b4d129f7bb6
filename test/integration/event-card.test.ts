import { InteractionResponseType, MessageFlags, type APIEmbed } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { button, newUser, type Caller } from '../support/interactions.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const GUILD = '900000000000000001';

let app: ScheduleApp;
beforeAll(async () => {
  app = await scheduleApp(NOW);
});

const inGuild = (extra: Partial<Caller> = {}): Caller => newUser({ guildId: GUILD, ...extra });

/** Interaction ids in increasing order: Discord's snowflakes grow with time. */
let seq = 1_300_000_000_000_000_000n;
const press = (caller: Caller, customId: string) => ({
  ...button(caller, customId),
  id: String(seq++),
});

async function ownedEvent(owner: Caller, title = 'Board games night') {
  const e = anEvent({ userId: owner.userId, title, location: 'Room 4 *upstairs* <@&1>' });
  expect(await app.deps.events.create(e, 1000)).toBe('created');
  return e;
}

const embedOf = (r: { data: Record<string, unknown> }): APIEmbed =>
  (r.data['embeds'] as APIEmbed[])[0] as APIEmbed;
const customIdsOf = (r: { components: { components: { custom_id: string }[] }[] }) =>
  r.components.flatMap((row) => row.components.map((c) => c.custom_id));

describe('/schedule_post and its card', () => {
  it('posts a public card with the time, duration, place and Going / Maybe / Can’t go', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    const r = await app.send(
      scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 2 }),
    );
    expect(r.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect((r.flags ?? 0) & MessageFlags.Ephemeral).toBe(0);
    const embed = embedOf(r);
    expect(embed.title).toBe('Board games night');
    const start = e.timing.start / 1000;
    expect(embed.description).toContain(`<t:${start}:F>`);
    expect(embed.description).toContain(`<t:${start}:R>`);
    expect(embed.description).toContain('60 minutes');
    // Shown as typed: no emphasis, no role mention.
    expect(embed.description).toContain('📍 Room 4 \\*upstairs\\* \\<@&1\\>');
    expect(embed.fields?.[0]?.name).toBe('✅ Going · 0/2');
    expect(embed.footer?.text).toBe('Places left: 2');
    expect(customIdsOf(r)).toEqual([
      `sp:${e.id}:going:en-US:${e.userId}`,
      `sp:${e.id}:maybe:en-US:${e.userId}`,
      `sp:${e.id}:cant:en-US:${e.userId}`,
    ]);
    expect(r.data['allowed_mentions']).toEqual({ parse: [] });
  });

  it('only the owner can post their event', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    const r = await app.send(scheduleCommand(inGuild(), 'schedule_post', { event_id: e.id }));
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    expect(r.content).toMatch(/not found/i);
    expect(await app.deps.participants.shared(e.id)).toBeNull();
  });

  it('updates in place on every press, fills up, waitlists, and promotes when a place frees', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 2 }));
    const [a, b, c] = [inGuild(), inGuild(), inGuild()];
    const going = `sp:${e.id}:going:en-US:${e.userId}`;
    const first = await app.send(press(a, going));
    expect(first.type).toBe(InteractionResponseType.UpdateMessage);
    expect(embedOf(first).fields?.[0]).toMatchObject({
      name: '✅ Going · 1/2',
      value: `<@${a.userId}>`,
    });
    await app.send(press(b, going));
    const third = await app.send(press(c, going));
    expect(embedOf(third).fields?.[0]?.value).toBe(`<@${a.userId}>, <@${b.userId}>`);
    expect(embedOf(third).footer?.text).toBe('Waitlist: 1');

    const maybe = await app.send(press(a, `sp:${e.id}:maybe:en-US:${e.userId}`));
    const card = embedOf(maybe);
    expect(card.fields?.[0]?.value).toBe(`<@${b.userId}>, <@${c.userId}>`);
    expect(card.fields?.[1]).toMatchObject({ name: '❔ Maybe · 1', value: `<@${a.userId}>` });
    expect(card.footer?.text).toBe('Places left: 0');
  });

  it('a press delivered twice counts once; pressing the same answer again withdraws it', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    const u = inGuild();
    const body = press(u, `sp:${e.id}:going:en-US:${e.userId}`);
    await app.send(body);
    const again = await app.send(body);
    expect(embedOf(again).fields?.[0]?.name).toBe('✅ Going · 1/∞');
    const withdrawn = await app.send(press(u, `sp:${e.id}:going:en-US:${e.userId}`));
    expect(embedOf(withdrawn).fields?.[0]?.name).toBe('✅ Going · 0/∞');
    expect(await app.deps.participants.list(e.id)).toEqual([]);
  });

  it('keeps the language it was posted in, whoever presses', async () => {
    const owner = inGuild({ locale: 'de' });
    const e = await ownedEvent(owner);
    const posted = await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    expect(posted.components[0]?.components.map((b) => b.label)).toEqual([
      'Dabei',
      'Vielleicht',
      'Kann nicht',
    ]);
    const r = await app.send(press(inGuild({ locale: 'ja' }), `sp:${e.id}:maybe:de:${e.userId}`));
    expect(embedOf(r).fields?.[1]?.name).toBe('❔ Vielleicht · 1');
  });

  it('refuses a capacity below the places already taken, and a press on a deleted event', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    for (const u of [inGuild(), inGuild()])
      await app.send(press(u, `sp:${e.id}:going:en-US:${e.userId}`));
    const lower = await app.send(
      scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 1 }),
    );
    expect(lower.flags).toBe(MessageFlags.Ephemeral);
    expect(lower.content).toContain('Already going: 2');
    await app.send(scheduleCommand(owner, 'schedule_delete', { event_id: e.id, confirm: true }));
    const late = await app.send(press(inGuild(), `sp:${e.id}:going:en-US:${e.userId}`));
    expect(late.flags).toBe(MessageFlags.Ephemeral);
    expect(late.content).toBe('This event is no longer open for answers.');
    expect(await app.deps.participants.list(e.id)).toEqual([]);
  });

  it('a forged button for an event never posted changes nothing', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    const r = await app.send(press(inGuild(), `sp:${e.id}:going:en-US:${e.userId}`));
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    expect(await app.deps.participants.list(e.id)).toEqual([]);
    const odd = await app.send(press(inGuild(), `sp:${e.id}:sideways:en-US:${e.userId}`));
    expect(odd.flags).toBe(MessageFlags.Ephemeral);
  });

  it('a button naming someone else as the owner of a posted card records no answer', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id }));
    const presser = inGuild();
    const r = await app.send(press(presser, `sp:${e.id}:going:en-US:${presser.userId}`));
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    expect(r.content).toBe('This event is no longer open for answers.');
    expect(await app.deps.participants.list(e.id)).toEqual([]);
    expect(await app.deps.participants.shared(e.id)).toMatchObject({ going: 0, rows: 0 });
  });

  it('/schedule_participants: the owner sees who answered what, paged; nobody else sees anything', async () => {
    const owner = inGuild();
    const e = await ownedEvent(owner);
    await app.send(scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity: 20 }));
    const users = Array.from({ length: 23 }, () => inGuild());
    for (const u of users) await app.send(press(u, `sp:${e.id}:going:en-US:${e.userId}`));
    await app.send(press(users[0] as Caller, `sp:${e.id}:cant:en-US:${e.userId}`));
    const r = await app.send(scheduleCommand(owner, 'schedule_participants', { event_id: e.id }));
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    const lines = r.content.split('\n');
    expect(lines[0]).toBe(`**Answers to Board games night (\`${e.id}\`): 23**`);
    // Going first, in answer order; users[0]'s place went to the first waiting (users[20]).
    expect(lines[1]).toBe(`<@${users[1]?.userId}> · Going`);
    expect(lines).toContain(`<@${users[20]?.userId}> · Going`);
    expect(lines).toHaveLength(22); // the title, twenty going, the page line
    expect(r.content).toContain('Page 1 of 2');
    const next = customIdsOf(r)[1] as string;
    const page2 = await app.send(press(owner, next));
    expect(page2.type).toBe(InteractionResponseType.UpdateMessage);
    expect(page2.content.split('\n').slice(1, 4)).toEqual([
      `<@${users[21]?.userId}> · Waitlist #1`,
      `<@${users[22]?.userId}> · Waitlist #2`,
      `<@${users[0]?.userId}> · Can't go`,
    ]);

    const stranger = inGuild();
    const denied = await app.send(press(stranger, next));
    expect(denied.flags).toBe(MessageFlags.Ephemeral);
    expect(denied.content).not.toContain(users[1]?.userId);
    for (const who of [stranger, users[1] as Caller]) {
      const other = await app.send(
        scheduleCommand(who, 'schedule_participants', { event_id: e.id }),
      );
      expect(other.flags).toBe(MessageFlags.Ephemeral);
      expect(other.content).toMatch(/not found/i);
    }
  });
});
