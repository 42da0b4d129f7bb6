import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxUsers } from '../../infra/local/sandbox/store.js';
import { locales } from '../../shared/i18n.js';
import { waitFor } from '../support/local-stack.js';
import { startSandboxStack, type SandboxStack } from '../support/sandbox-stack.js';

/** `npm start` without DISCORD_PUBLIC_KEY: the bot, the page and the REST stand-in on one port. */
describe('Local runtime in sandbox mode', () => {
  let stack: SandboxStack;
  const [alice, bob] = sandboxUsers as [
    (typeof sandboxUsers)[number],
    (typeof sandboxUsers)[number],
  ];
  beforeAll(async () => {
    stack = await startSandboxStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('serves the page in one small gzipped document with no outside references', async () => {
    const res = await fetch(stack.baseUrl, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = await res.text();
    // Its own texts come from the catalogs, en-US in the document as served.
    expect(html).toMatch(/<title[^>]*>Tock sandbox<\/title>/);
    expect(html).toContain(
      'Commands carry this user and language, signed with the dev key, to <code>POST /interactions</code>.',
    );
    expect(html).not.toMatch(/(src|href)="https?:/);
    // fetch decodes gzip itself; the bytes on the wire are the content-length.
    expect(Number(res.headers.get('content-length'))).toBeLessThan(200 * 1024);
    const plain = await fetch(stack.baseUrl, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('registered the commands at startup through the stand-in', async () => {
    const state = await stack.state();
    expect(state.commands.map((c) => c.name)).toEqual(
      expect.arrayContaining(['remind', 'list_reminders', 'delete_reminder', 'timezone']),
    );
    // The locale switcher offers every catalog the bot ships, en-US first.
    expect(state.locales[0]).toBe('en-US');
    expect([...state.locales].sort()).toEqual([...locales].sort());
  });

  it('runs /remind from the page over a signed POST, then the dispatcher DMs the stand-in', async () => {
    const result = await stack.interact({
      kind: 'command',
      userId: alice.id,
      locale: 'en-US',
      view: 'channel',
      name: 'remind',
      options: [
        { name: 'message', type: 3, value: 'Drink water' },
        { name: 'time', type: 3, value: 'in 2 seconds' },
      ],
    });
    expect(result).toEqual({ ok: true, kind: 'message' });
    const state = await stack.state();
    const reply = state.messages.find(
      (m) => m.interaction?.name === 'remind' && m.interaction.user.id === alice.id,
    );
    expect(reply?.content).toMatch(/rem_[a-z2-7]{12}/);
    // In a server channel the confirmation is Alice's alone (private by default).
    expect(reply?.visibleTo).toBe(alice.id);
    const dm = state.dmChannels[alice.id];
    await waitFor(
      'the reminder DM in the stand-in',
      async () =>
        (await stack.state()).messages.some(
          (m) => m.channelId === dm && m.embeds[0]?.description === 'Drink water',
        ),
      20_000,
    );
  });

  it("replies in a DM context and in the caller's locale", async () => {
    const state = await stack.state();
    const result = await stack.interact({
      kind: 'command',
      userId: bob.id,
      locale: 'zh-TW',
      view: 'dm',
      name: 'list_reminders',
      options: [],
    });
    expect(result).toMatchObject({ ok: true });
    const after = await stack.state();
    const reply = after.messages.find(
      (m) => !state.messages.some((s) => s.id === m.id) && m.channelId === after.dmChannels[bob.id],
    );
    expect(reply?.content).toContain('你沒有任何提醒');
  });
});
