import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessage } from '../../infra/local/sandbox/protocol.js';
import { sandboxUsers } from '../../infra/local/sandbox/store.js';
import { waitFor } from '../support/local-stack.js';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';
import { eventIdIn } from '../support/schedule.js';

const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/**
 * The sandbox with every answer late (INTERACTION_DEADLINE_MS=0): what the page's user sees is
 * what a Discord user would, through the stand-in's deferred types and interaction webhooks.
 */
describe('Sandbox: late answers', () => {
  let stack: SandboxStack;
  const [alice, bob] = sandboxUsers as [
    (typeof sandboxUsers)[number],
    (typeof sandboxUsers)[number],
  ];
  beforeAll(async () => {
    stack = await startSandboxStack({ env: { INTERACTION_DEADLINE_MS: '0' } });
  }, 120_000);
  afterAll(() => stack?.stop());

  /** The first message `pick` finds once it is there. */
  async function shown(what: string, pick: (m: SandboxMessage) => boolean) {
    await waitFor(what, async () => (await stack.state()).messages.some(pick), 15_000);
    return (await stack.state()).messages.find(pick) as SandboxMessage;
  }

  it('a deferred command shows its private reply, a deferred /schedule_post its public card, and a deferred press updates that card', async () => {
    const command = (name: string, options: Record<string, string | number>) =>
      stack.interact({
        kind: 'command',
        userId: alice.id,
        locale: 'en-US',
        view: 'channel',
        name,
        options: Object.entries(options).map(([k, v]) => ({
          name: k,
          type: typeof v === 'number' ? 4 : 3,
          value: v,
        })),
      });
    expect(
      await command('schedule_create', {
        title: 'Picnic',
        date: AHEAD,
        time: '12:00',
        timezone: 'UTC',
      }),
    ).toEqual({ ok: true, kind: 'deferred' });
    const created = await shown(
      'the creation reply',
      (m) =>
        m.interaction?.name === 'schedule_create' &&
        !m.pending &&
        eventIdIn(m.content) !== undefined,
    );
    // Deferred ephemerally, and private it stays.
    expect(created.visibleTo).toBe(alice.id);
    const eventId = eventIdIn(created.content) as string;

    expect(await command('schedule_post', { event_id: eventId, capacity: 2 })).toEqual({
      ok: true,
      kind: 'deferred',
    });
    const card = await shown(
      'the public card',
      (m) => m.embeds[0]?.title === 'Picnic' && m.visibleTo === undefined,
    );
    expect(card.flags & 64).toBe(0);
    // The private "thinking…" placeholder is gone once the card is out.
    await waitFor(
      'the placeholder removed',
      async () =>
        !(await stack.state()).messages.some(
          (m) => m.interaction?.name === 'schedule_post' && m.visibleTo === alice.id,
        ),
      15_000,
    );

    const going = card.components[0]?.components[0] as { custom_id: string };
    expect(
      await stack.interact({
        kind: 'component',
        userId: bob.id,
        locale: 'en-US',
        messageId: card.id,
        customId: going.custom_id,
        componentType: 2,
      }),
    ).toEqual({ ok: true, kind: 'none' });
    const updated = await shown(
      'the card with Bob going',
      (m) => m.id === card.id && (m.embeds[0]?.fields?.[0]?.name ?? '').includes('1/2'),
    );
    expect(updated.embeds[0]?.fields?.[0]?.value).toBe(`<@${bob.id}>`);
  }, 90_000);
});
