import { describe, expect, it, vi } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { button, newUser, type Caller } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';

const EPHEMERAL = 64;
/** A date a month ahead, so these tests never depend on the hour they run at. */
const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const GUILD = '900000000000000002';

interface Card {
  type: number;
  data: {
    content?: string;
    flags?: number;
    embeds?: {
      title?: string;
      fields?: { name: string; value: string }[];
      footer?: { text: string };
    }[];
    components?: { components: { custom_id: string }[] }[];
  };
}

describe('e2e: an event card over signed HTTP', () => {
  const e2e = useE2eStack();

  async function send(body: unknown): Promise<Card> {
    const reply = await e2e.stack.post(body);
    expect(reply.status).toBe(200);
    return reply.json as Card;
  }

  it('post, answer, the card updating in place, the waitlist and its promotion', async () => {
    const owner = newUser({ guildId: GUILD });
    const created = await send(
      scheduleCommand(owner, 'schedule_create', {
        title: 'Climbing',
        date: AHEAD,
        time: '18:00',
        // With its zone: an en-US caller with none is asked for one first.
        timezone: 'UTC',
      }),
    );
    const id = eventIdIn(created.data.content ?? '') as string;
    expect(id).toBeDefined();

    const posted = await send(
      scheduleCommand(owner, 'schedule_post', { event_id: id, capacity: 1 }),
    );
    expect(posted.type).toBe(4);
    expect((posted.data.flags ?? 0) & EPHEMERAL).toBe(0);
    expect(posted.data.embeds?.[0]?.title).toBe('Climbing');
    const [going, maybe] = (posted.data.components?.[0]?.components ?? []).map((c) => c.custom_id);

    const ann: Caller = newUser({ guildId: GUILD });
    const ben: Caller = newUser({ guildId: GUILD });
    const first = await send(button(ann, going as string));
    expect(first.type).toBe(7);
    expect(first.data.embeds?.[0]?.fields?.[0]).toEqual({
      name: '✅ Going · 1/1',
      value: `<@${ann.userId}>`,
      inline: true,
    });
    const second = await send(button(ben, going as string));
    expect(second.data.embeds?.[0]?.footer?.text).toBe('Waitlist: 1');

    // Ann changes to Maybe: her place goes to Ben, and the card says so.
    const changed = await send(button(ann, maybe as string));
    expect(changed.data.embeds?.[0]?.fields?.map((f) => f.value)).toEqual([
      `<@${ben.userId}>`,
      `<@${ann.userId}>`,
    ]);
    expect(changed.data.embeds?.[0]?.footer?.text).toBe('Places left: 0');
    // What follows the answers runs from the participants stream, then goes out as DMs: Ben is
    // told he is going (his place in line, if his waitlisted answer was read before he moved up).
    await vi.waitFor(
      () => {
        const told = e2e.discord.dms
          .filter((d) => d.userId === ben.userId)
          .map((d) => JSON.stringify(d.body));
        expect(told.some((t) => t.includes('A place freed up: you are now going.'))).toBe(true);
      },
      { timeout: 30_000, interval: 200 },
    );

    const list = await send(scheduleCommand(owner, 'schedule_participants', { event_id: id }));
    expect(list.data.flags).toBe(EPHEMERAL);
    expect(list.data.content).toContain(`<@${ben.userId}> · Going`);
    expect(list.data.content).toContain(`<@${ann.userId}> · Maybe`);
    const peek = await send(scheduleCommand(ben, 'schedule_participants', { event_id: id }));
    expect(peek.data.content).not.toContain(ann.userId);
  });

  it("where the app may create events, the server's scheduled event follows the card's event", async () => {
    // app_permissions with CREATE_EVENTS (1 << 44), as Discord sends it where the bot has it.
    const owner = newUser({ guildId: GUILD, appPermissions: (1n << 44n).toString() });
    const created = await send(
      scheduleCommand(owner, 'schedule_create', {
        title: 'Board games',
        date: AHEAD,
        time: '19:00',
        timezone: 'UTC',
      }),
    );
    const id = eventIdIn(created.data.content ?? '') as string;
    const posted = await send(scheduleCommand(owner, 'schedule_post', { event_id: id }));
    expect(posted.data.embeds?.[0]?.title).toBe('Board games');
    const events = () => e2e.discord.scheduledEvents.list(GUILD);
    await vi.waitFor(() => expect(events().map((e) => e.name)).toEqual(['Board games']), {
      timeout: 30_000,
      interval: 200,
    });
    expect(events()[0]?.scheduled_start_time).toBe(`${AHEAD}T19:00:00.000Z`);

    await send(
      scheduleCommand(owner, 'schedule_edit', { event_id: id, field: 'time', value: '20:30' }),
    );
    await vi.waitFor(
      () => expect(events()[0]?.scheduled_start_time).toBe(`${AHEAD}T20:30:00.000Z`),
      { timeout: 30_000, interval: 200 },
    );
    await send(scheduleCommand(owner, 'schedule_delete', { event_id: id, confirm: true }));
    await vi.waitFor(() => expect(events()[0]?.status).toBe(4), { timeout: 30_000, interval: 200 });
    expect(events()).toHaveLength(1);
    expect(e2e.discord.dms.filter((d) => d.userId === owner.userId)).toEqual([]);
  });
});
