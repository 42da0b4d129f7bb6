import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';

/** The tests' Discord is the sandbox's stand-in: the same contract, plus the test knobs. */
describe("The tests' fake Discord", () => {
  let discord: FakeDiscord;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${discord.apiBase}${path}`, {
      method,
      headers: {
        authorization: 'Bot t',
        'content-type': 'application/json',
        'user-agent': 'DiscordBot (https://example.com, 1.0)',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  beforeAll(async () => {
    discord = await startFakeDiscord();
  });
  afterAll(() => discord?.close());

  it('refuses what Discord refuses: an empty message, a nonce over 25 characters, an invalid command name', async () => {
    const dm = await call('POST', '/users/@me/channels', { recipient_id: '4242' });
    const channel = String(dm.json['id']);
    expect(await call('POST', `/channels/${channel}/messages`, { content: '' })).toMatchObject({
      status: 400,
      json: { code: 50006 },
    });
    expect(
      await call('POST', `/channels/${channel}/messages`, { content: 'x', nonce: 'n'.repeat(26) }),
    ).toMatchObject({ status: 400, json: { code: 50035 } });
    expect(
      await call('PUT', '/applications/1/commands', [{ name: 'Has Spaces', description: 'x' }]),
    ).toMatchObject({ status: 400, json: { code: 50035 } });
    expect(discord.dms).toHaveLength(0);
  });

  it('keeps its knobs: injected failures, closed DMs, nonce replays and counters', async () => {
    const channel = String(
      (await call('POST', '/users/@me/channels', { recipient_id: '77' })).json['id'],
    );
    discord.failNext('message', 502);
    expect((await call('POST', `/channels/${channel}/messages`, { content: 'a' })).status).toBe(
      502,
    );
    const first = await call('POST', `/channels/${channel}/messages`, {
      content: 'a',
      nonce: 'rem_x:0',
      enforce_nonce: true,
    });
    const again = await call('POST', `/channels/${channel}/messages`, {
      content: 'a',
      nonce: 'rem_x:0',
      enforce_nonce: true,
    });
    expect(again.json['id']).toBe(first.json['id']);
    expect(discord.dms.filter((d) => d.userId === '77')).toHaveLength(1);
    expect(discord.nonceReplays).toHaveLength(1);
    discord.closeDmsFor('77');
    expect(await call('POST', `/channels/${channel}/messages`, { content: 'b' })).toMatchObject({
      status: 403,
      json: { code: 50007 },
    });
    // A follow-up and an @original edit for an interaction posted straight to the bot.
    expect((await call('POST', '/webhooks/1/tok_unknown', { content: 'later' })).status).toBe(200);
    expect(
      (await call('PATCH', '/webhooks/1/tok_deferred/messages/@original', { content: 'done' }))
        .status,
    ).toBe(200);
    expect(discord.webhooks.map((w) => w.method)).toEqual(['POST', 'PATCH']);
  });
});
