import { describe, expect, it } from 'vitest';
import { useE2eStack } from '../support/e2e-stack.js';
import { button, newUser, userSelect } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';

const EPHEMERAL = 64;
/** A date a month ahead, so these tests never depend on the hour they run at. */
const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

interface Reply {
  type: number;
  data: {
    content?: string;
    flags?: number;
    embeds?: { title?: string; description?: string }[];
    components?: { components: { custom_id: string; type: number }[] }[];
  };
}

describe('e2e: invitations over signed HTTP', () => {
  const e2e = useE2eStack();

  async function send(body: unknown): Promise<Reply> {
    const reply = await e2e.stack.post(body);
    expect(reply.status).toBe(200);
    return reply.json as Reply;
  }

  it('share → the invitation DM arrives → Going on it → the owner sees them going; a blocked owner → not delivered', async () => {
    const owner = newUser();
    const created = await send(
      scheduleCommand(owner, 'schedule_create', {
        title: 'Climbing',
        date: AHEAD,
        time: '18:00',
        timezone: 'UTC',
      }),
    );
    const id = eventIdIn(created.data.content ?? '') as string;
    expect(id).toBeDefined();

    const picker = await send(scheduleCommand(owner, 'schedule_share', { event_id: id }));
    expect(picker.data.flags).toBe(EPHEMERAL);
    const select = picker.data.components?.[0]?.components[0];
    expect(select?.type).toBe(5);

    const guest = newUser();
    const shared = await send(userSelect(owner, select?.custom_id ?? '', [{ id: guest.userId }]));
    expect(shared.type).toBe(7);
    expect(shared.data.content).toContain(`Invited (1): <@${guest.userId}>`);

    // The dispatcher of the running stack sends the invitation.
    await e2e.discord.waitForDms(1, 30_000);
    const dm = e2e.discord.dms.find((d) => d.userId === guest.userId);
    const embed = (dm?.body['embeds'] as Reply['data']['embeds'])?.[0];
    expect(embed?.title).toBe('Climbing');
    expect(embed?.description).toContain(`<@${owner.userId}> invites you to this event.`);
    const buttons = (dm?.body['components'] as Reply['data']['components']) ?? [];
    const ids = buttons.flatMap((r) => r.components.map((c) => c.custom_id));
    const going = ids.find((c) => c.includes(':going:')) as string;
    const stop = ids.find((c) => c.startsWith('sb:')) as string;

    const answered = await send(button(guest, going));
    expect(answered.type).toBe(7);
    expect(answered.data.embeds?.[0]?.description).toContain('Your answer: Going');
    const list = await send(scheduleCommand(owner, 'schedule_participants', { event_id: id }));
    expect(list.data.content).toContain(`<@${guest.userId}> · Going`);

    // The guest stops invitations from this owner: the next share is "not delivered", and no DM goes.
    expect((await send(button(guest, stop))).data.flags).toBe(EPHEMERAL);
    const second = await send(
      scheduleCommand(owner, 'schedule_create', {
        title: 'Bouldering',
        date: AHEAD,
        time: '19:00',
        timezone: 'UTC',
      }),
    );
    const secondId = eventIdIn(second.data.content ?? '') as string;
    const again = await send(userSelect(owner, `ss:${secondId}`, [{ id: guest.userId }]));
    expect(again.data.content).toContain(`Not delivered (1): <@${guest.userId}>`);
    await new Promise((r) => setTimeout(r, 5_000));
    expect(e2e.discord.dms.filter((d) => d.userId === guest.userId)).toHaveLength(1);
  });
});
