import { describe, expect, it } from 'vitest';
import {
  readWebhookUrl,
  webhookFromSecret,
  webhookHint,
  webhookSecret,
} from '../../shared/domain/webhook-url.js';

const ID = '1234567890123456789';
const TOKEN = 'aB3_-cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ5aB6cD7eF8gH9iJ0kL1mN2oP3qR4s';

describe('Webhook URLs for notification_method: webhook', () => {
  it.each([
    `https://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://ptb.discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://canary.discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discordapp.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/v10/webhooks/${ID}/${TOKEN}`,
    `  https://DISCORD.com/api/webhooks/${ID}/${TOKEN}/  `,
  ])('accepts %s and keeps only its id and token', (url) => {
    expect(readWebhookUrl(url)).toMatchObject({ ok: true, webhook: { id: ID, token: TOKEN } });
  });

  it.each([
    ['another host', `https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`],
    ['a look-alike host', `https://discord.co/api/webhooks/${ID}/${TOKEN}`],
    ['a subdomain Discord does not use', `https://media.discord.com/api/webhooks/${ID}/${TOKEN}`],
    ['a port', `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`],
    ['credentials', `https://user:pw@discord.com/api/webhooks/${ID}/${TOKEN}`],
  ])('refuses %s as another host', (_what, url) => {
    expect(readWebhookUrl(url)).toEqual({ ok: false, error: 'webhook_url_host' });
  });

  it.each([
    ['http://', `http://discord.com/api/webhooks/${ID}/${TOKEN}`],
    ['not a URL', 'my webhook'],
    ['another path', `https://discord.com/api/channels/${ID}/${TOKEN}`],
    ['a path with more after the token', `https://discord.com/api/webhooks/${ID}/${TOKEN}/slack`],
    ['a message path', `https://discord.com/api/webhooks/${ID}/${TOKEN}/messages/1`],
    ['a query', `https://discord.com/api/webhooks/${ID}/${TOKEN}?wait=true`],
    ['a fragment', `https://discord.com/api/webhooks/${ID}/${TOKEN}#x`],
    ['an id that is no snowflake', `https://discord.com/api/webhooks/abc/${TOKEN}`],
    ['odd characters in the token', `https://discord.com/api/webhooks/${ID}/${TOKEN}%2F..`],
    ['a token with a dot', `https://discord.com/api/webhooks/${ID}/${TOKEN}.x`],
    ['a short token', `https://discord.com/api/webhooks/${ID}/abc`],
  ])('refuses %s', (_what, url) => {
    expect(readWebhookUrl(url)).toEqual({ ok: false, error: 'webhook_url_invalid' });
  });

  it('shows only the host and the last 4 characters of the token', () => {
    const hint = webhookHint('discord.com', { id: ID, token: TOKEN });
    expect(hint).toBe('discord.com/api/webhooks/…P3qR4s'.replace('P3qR4s', TOKEN.slice(-4)));
    expect(hint).not.toContain(TOKEN.slice(0, 8));
    expect(hint).not.toContain(ID);
  });

  it('round-trips what is sealed, and reads nothing else back', () => {
    expect(webhookFromSecret(webhookSecret({ id: ID, token: TOKEN }))).toEqual({
      id: ID,
      token: TOKEN,
    });
    expect(webhookFromSecret(`${ID}/${TOKEN}/x`)).toBeNull();
    expect(webhookFromSecret('nonsense')).toBeNull();
  });
});
