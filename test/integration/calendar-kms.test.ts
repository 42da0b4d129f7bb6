import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../shared/adapters/log.js';
import { command, opt, snowflake, type Caller } from '../support/interactions.js';
import { startKmsStandIn, type KmsStandIn } from '../support/kms-stand-in.js';
import { connectCalendar, startOAuthStack, type OAuthStack } from '../support/oauth-flow.js';
import { scheduleCommand } from '../support/schedule.js';

/**
 * Outlook as it runs in AWS: credentials sealed with the RSA_2048 KMS key's public half, the
 * sync function allowed kms:Decrypt and nothing else (the stand-in keeps KMS's contract), and
 * Microsoft rotating the refresh token on every refresh.
 */
const T0 = Date.parse('2026-06-15T10:00:00.000Z');
const KEY = 'arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
let stack: OAuthStack;
let kms: KmsStandIn;
const log = memoryLogger();
const wait = { timeout: 10_000, interval: 150 };

beforeAll(async () => {
  kms = startKmsStandIn({ [KEY]: 'RSA_2048' }, ['Decrypt']);
  stack = await startOAuthStack({
    t0: T0,
    now: () => T0,
    offered: ['microsoft'],
    log,
    env: { CALENDAR_KMS_KEY_ID: KEY, CALENDAR_PUBLIC_KEY: kms.publicKeyPem(KEY) },
  });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  kms?.restore();
});

describe('Outlook with the KMS key (RSA_2048, kms:Decrypt only)', () => {
  it('a refresh that rotates the refresh token is sealed again with the public half, and the rotated token keeps working', async () => {
    const { app, pages, deps, stand } = stack;
    const alice: Caller = { userId: snowflake() };
    expect(
      (await connectCalendar(app, pages, alice, 'microsoft', 'alice@outlook.test')).status,
    ).toBe(200);
    const sealedAtConnect = (await deps.connections.get(alice.userId, 'microsoft'))?.sealed ?? '';
    expect(sealedAtConnect).toMatch(/^rsa1\./);

    // The check refreshes once: Microsoft hands out a new refresh token, which is stored again.
    const status = async () =>
      (await app.send(command(alice, 'calendar', [opt.subcommand('status')]))).content;
    await vi.waitFor(
      async () => expect(await status()).toContain('connected, nothing copied yet'),
      wait,
    );
    const resealed = (await deps.connections.get(alice.userId, 'microsoft'))?.sealed ?? '';
    expect(resealed).toMatch(/^rsa1\./);
    expect(resealed).not.toBe(sealedAtConnect);

    // An hour later the access token has expired: the refresh uses the rotated token, opened through KMS.
    const microsoft = stand.standIns.providers().microsoft;
    const refreshes = microsoft.oauth.stats.refreshes;
    microsoft.oauth.expireAccessTokens();
    await app.send(
      scheduleCommand(alice, 'schedule_create', {
        timezone: 'UTC',
        title: 'Review',
        date: '2026-06-16',
        time: '11:00',
      }),
    );
    await vi.waitFor(
      () =>
        expect(microsoft.api.live('alice@outlook.test').map((e) => e.body['subject'])).toEqual([
          'Review',
        ]),
      wait,
    );
    expect(microsoft.oauth.stats.refreshes).toBeGreaterThan(refreshes);
    // The sync state is written just after the push lands at the provider.
    await vi.waitFor(async () => expect(await status()).toContain('last update'), wait);
    // Only Decrypt, the one permission the sync function has; nothing was refused.
    expect(kms.calls.length).toBeGreaterThan(0);
    expect(kms.calls.every((c) => c === `Decrypt ${KEY}`)).toBe(true);
    expect(log.lines.filter((l) => JSON.stringify(l).includes('Exception'))).toEqual([]);
  });
});
