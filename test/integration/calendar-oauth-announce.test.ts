/**
 * Back in Discord, the reply that carried the connect link says the calendar is connected: the
 * OAuth callback edits that ephemeral reply (PATCH …/messages/@original on the interaction's
 * webhook) through the REST client, with the interaction token as the only credential, and a
 * Discord hiccup (a 502) is retried within the page's wait instead of losing the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../shared/adapters/log.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { snowflake, type Caller } from '../support/interactions.js';
import { connectCalendar, startOAuthStack, type OAuthStack } from '../support/oauth-flow.js';

const T0 = Date.parse('2026-06-15T10:00:00.000Z');
let stack: OAuthStack;
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await startFakeDiscord();
  stack = await startOAuthStack({
    t0: T0,
    now: () => T0,
    offered: ['google'],
    log: memoryLogger(),
    env: { DISCORD_API_BASE: discord.apiBase },
  });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await discord?.close();
});

describe('the connect reply after the OAuth callback', () => {
  it('is edited to say connected, in the user language, after a 502 from Discord, with no bot token', async () => {
    const user: Caller = { userId: snowflake(), locale: 'de' };
    discord.failNext('webhook', 502);
    const done = await connectCalendar(stack.app, stack.pages, user, 'google', 'ann@example.test');
    expect(done.status).toBe(200);

    const attempts = discord.webhookAttempts.filter((c) => c.path.endsWith('/messages/@original'));
    expect(attempts.map((c) => [c.method, c.status])).toEqual([
      ['PATCH', 502],
      ['PATCH', 200],
    ]);
    expect(attempts.every((c) => c.authorization === '')).toBe(true);
    const edit = discord.webhooks.find((c) => c.path.endsWith('/messages/@original'));
    const body = edit?.body as Record<string, unknown> | undefined;
    expect(body).toMatchObject({ components: [], allowed_mentions: { parse: [] } });
    expect(String(body?.['content'])).toContain('ann@example.test');
    expect(String(body?.['content'])).toContain('ist verbunden');
  });
});
