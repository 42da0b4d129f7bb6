import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../support/fake-discord.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitFor } from '../support/local-stack.js';
import { button, newUser, TEST_APPLICATION_ID } from '../support/interactions.js';
import { eventIdIn, scheduleCommand } from '../support/schedule.js';

const EPHEMERAL = 64;
const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const GUILD = '900000000000000003';

interface Message {
  content?: string;
  flags?: number;
  embeds?: { title?: string; fields?: { name: string; value: string }[] }[];
  components?: { components: { custom_id: string }[] }[];
}

/**
 * Late answers over signed HTTP: the runtime (`npm start`) with a deadline of 0 ms defers every
 * answer it can, and delivers the result through the fake Discord's interaction webhooks.
 */
describe('e2e: late answers through the interaction webhook', () => {
  const e2e = useE2eStack({}, { INTERACTION_DEADLINE_MS: '0' });

  /** The webhook calls for `token`, once `n` have landed. */
  async function webhookCalls(token: string, n: number): Promise<RecordedCall[]> {
    const mine = () => e2e.discord.webhooks.filter((c) => c.path.includes(`/${token}`));
    await waitFor(`${n} webhook calls for ${token}`, () => mine().length >= n, 15_000);
    return mine();
  }

  it('a deferred press is answered with DEFERRED_UPDATE_MESSAGE and the card is edited through PATCH @original', async () => {
    const owner = newUser({ guildId: GUILD });
    const create = scheduleCommand(owner, 'schedule_create', {
      title: 'Rooftop cinema',
      date: AHEAD,
      time: '20:00',
      timezone: 'UTC',
    });
    const created = await e2e.stack.post(create);
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ type: 5, data: { flags: EPHEMERAL } });
    const [confirmation] = await webhookCalls(create.token, 1);
    expect(confirmation?.method).toBe('PATCH');
    const id = eventIdIn((confirmation?.body as Message).content ?? '') as string;
    expect(id).toBeDefined();

    const post = scheduleCommand(owner, 'schedule_post', { event_id: id, capacity: 3 });
    expect((await e2e.stack.post(post)).json).toEqual({ type: 5, data: { flags: EPHEMERAL } });
    const posting = await webhookCalls(post.token, 3);
    const hook = `/webhooks/${TEST_APPLICATION_ID}/${post.token}`;
    expect(posting.map((c) => [c.method, c.path])).toEqual([
      ['PATCH', `${hook}/messages/@original`],
      ['POST', hook],
      ['DELETE', `${hook}/messages/@original`],
    ]);
    const card = posting[1]?.body as Message;
    expect((card.flags ?? 0) & EPHEMERAL).toBe(0);
    expect(card.embeds?.[0]?.title).toBe('Rooftop cinema');
    const going = card.components?.[0]?.components[0]?.custom_id as string;

    const presser = newUser({ guildId: GUILD });
    const press = button(presser, going);
    const answered = await e2e.stack.post(press);
    expect(answered.status).toBe(200);
    expect(answered.json).toEqual({ type: 6 });
    const [edit] = await webhookCalls(press.token, 1);
    expect(edit?.method).toBe('PATCH');
    expect(edit?.path).toBe(`/webhooks/${TEST_APPLICATION_ID}/${press.token}/messages/@original`);
    expect((edit?.body as Message).embeds?.[0]?.fields?.[0]).toEqual({
      name: '✅ Going · 1/3',
      value: `<@${presser.userId}>`,
      inline: true,
    });
  }, 60_000);
});
