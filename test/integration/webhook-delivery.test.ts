/**
 * notification_method: webhook, end to end: /settings through the interactions app, the
 * dispatcher's real repo and REST client on DynamoDB Local, and the Discord stand-in's Execute
 * Webhook route (404 Unknown Webhook, 429 with retry_after, Discord's body limits).
 */
import { SSMClient } from '@aws-sdk/client-ssm';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json' with { type: 'json' };
import { webhookKeyPairResponse } from '../../shared/adapters/webhook-key-pair.js';
import { localCipher } from '../../shared/calendar/adapters/local-cipher.js';
import { credentialContext } from '../../shared/calendar/usecases/cipher.js';
import { loadConfig } from '../../shared/config.js';
import { webhookDelivery } from '../../shared/dispatcher-deps.js';
import { webhookSealer } from '../../shared/interactions-deps.js';
import { runDispatchPass } from '../../shared/usecases/dispatch-run.js';
import type { DispatchDeps } from '../../shared/usecases/dispatch-ports.js';
import { dispatchDepsOn } from '../support/dispatch-fixture.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { commands, reminderIdIn, snowflake, type Caller } from '../support/interactions.js';
import { scheduleCommand, TEST_KEY_DIR } from '../support/schedule.js';
import { scheduleApp, type ScheduleApp } from '../support/schedule-app.js';
import { startSsmStandIn, type SsmAction } from '../support/ssm-stand-in.js';
import { WEBHOOK_KEY_PARAMETERS, webhookKeyPairEvent } from '../support/webhook-key-pair.js';

const EPHEMERAL = 64;
let app: ScheduleApp;
let discord: FakeDiscord;

beforeAll(async () => {
  [app, discord] = await Promise.all([scheduleApp(Date.now()), startFakeDiscord()]);
});
afterAll(async () => {
  await discord.close();
  app.db.doc.destroy();
});

const inGuild = (): Caller => ({ userId: snowflake(), guildId: snowflake() });
const settings = (caller: Caller, options: Record<string, string | undefined>) =>
  app.send(scheduleCommand(caller, 'settings', options));

/** The dispatcher as the local runtime builds it: the webhooks opened with the app's key file. */
function dispatchDeps(overrides: Partial<DispatchDeps> = {}): DispatchDeps {
  const cipher = localCipher(TEST_KEY_DIR);
  return {
    ...dispatchDepsOn(app.db, discord.apiBase),
    webhooks: { open: (s, c) => cipher.open(s, c), username: 'Tock' },
    ...overrides,
  };
}

async function userItem(userId: string) {
  const { Item } = await app.db.doc.send(
    new GetCommand({
      TableName: app.db.tables.users,
      Key: { user_id: userId },
      ConsistentRead: true,
    }),
  );
  return Item;
}

/** A user with a fresh webhook in #general chosen with /settings. */
async function webhookUser() {
  const caller = inGuild();
  const hook = discord.createWebhook();
  const r = await settings(caller, { notification_method: 'webhook', webhook_url: hook.url });
  expect(r.flags).toBe(EPHEMERAL);
  return { caller, hook, reply: r };
}

async function remindNow(caller: Caller, message: string): Promise<string> {
  app.setNow(Date.now());
  const created = await app.send(commands.remind(caller, { message, time: 'in 1 second' }));
  return reminderIdIn(created.content) as string;
}

const postsOf = (hookId: string) => discord.webhookPosts.filter((p) => p.webhookId === hookId);
const dmsOf = (userId: string) => discord.dms.filter((d) => d.userId === userId);

describe('/settings notification_method:webhook', () => {
  it('stores the webhook sealed and never shows it back in full', async () => {
    const { caller, hook, reply } = await webhookUser();
    expect(reply.content).toContain(`discord.com/api/webhooks/…${hook.token.slice(-4)}`);
    expect(reply.content).not.toContain(hook.token);
    const item = await userItem(caller.userId);
    expect(item?.['notification_method']).toBe('webhook');
    expect(JSON.stringify(item)).not.toContain(hook.token);
    const shown = await settings(caller, {});
    expect(shown.content).not.toContain(hook.token);
    expect(shown.content).toContain(`…${hook.token.slice(-4)}`);
  });

  it.each([
    [
      'a URL on another host',
      'https://hooks.example.com/api/webhooks/1234567890123456789/abcdefghijklmnopqrstuvwxyz',
      'webhook_url_host',
    ],
    [
      'http://',
      'http://discord.com/api/webhooks/1234567890123456789/abcdefghijklmnopqrstuvwxyz',
      'webhook_url_invalid',
    ],
    [
      'another path',
      'https://discord.com/api/channels/1234567890123456789/abcdefghijklmnopqrstuvwxyz',
      'webhook_url_invalid',
    ],
    [
      'a token with odd characters',
      'https://discord.com/api/webhooks/1234567890123456789/abc$def<ghi>jklmnopqrstuvwxyz',
      'webhook_url_invalid',
    ],
  ] as const)(
    'refuses %s with a clear ephemeral error, storing nothing',
    async (_what, url, key) => {
      const caller = inGuild();
      const r = await settings(caller, { notification_method: 'webhook', webhook_url: url });
      expect(r.flags).toBe(EPHEMERAL);
      expect(r.content).toBe(enUS.errors[key]);
      expect((await userItem(caller.userId))?.['notification_method']).toBeUndefined();
    },
  );

  it('asks for the URL when webhook is chosen without one, and refuses it where nothing can seal it', async () => {
    const r = await settings(inGuild(), { notification_method: 'webhook' });
    expect(r.content).toBe(enUS.errors.webhook_url_needed);
    const sealed = app.deps.webhookSealer;
    Object.assign(app.deps, { webhookSealer: null });
    try {
      const off = await settings(inGuild(), {
        webhook_url: discord.createWebhook().url,
      });
      expect(off.flags).toBe(EPHEMERAL);
      expect(off.content).toBe(enUS.errors.webhook_unavailable);
    } finally {
      Object.assign(app.deps, { webhookSealer: sealed });
    }
  });

  it('choosing dm again forgets the webhook', async () => {
    const { caller, hook } = await webhookUser();
    await settings(caller, { notification_method: 'dm' });
    const item = await userItem(caller.userId);
    expect(item?.['webhook_sealed']).toBeUndefined();
    const id = await remindNow(caller, 'Back to DMs');
    await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
    expect(postsOf(hook.id)).toEqual([]);
    expect(dmsOf(caller.userId).filter((d) => JSON.stringify(d.body).includes(id))).toHaveLength(1);
  });
});

describe('Dispatcher: reminders through a channel webhook', () => {
  it('posts each due reminder once there, with the DM’s embed, the bot’s name and only the owner mentioned', async () => {
    const { caller, hook } = await webhookUser();
    const id = await remindNow(caller, 'Water the plants');
    const stats = await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
    expect(stats.sent).toBeGreaterThanOrEqual(1);
    const posts = postsOf(hook.id);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.query).toBe('?wait=true');
    expect(posts[0]?.body).toMatchObject({
      content: `<@${caller.userId}>`,
      allowed_mentions: { parse: [], users: [caller.userId] },
      username: 'Tock',
    });
    expect(posts[0]?.body['components']).toBeUndefined();
    const embed = (posts[0]?.body['embeds'] as { description: string }[])[0];
    expect(embed?.description).toBe('Water the plants');
    expect(JSON.stringify(posts[0]?.body)).toContain(id);
    expect(dmsOf(caller.userId)).toEqual([]);
    // A second pass finds nothing more to post.
    await runDispatchPass(dispatchDeps(), { windowMs: 1000, pollMs: 0 });
    expect(postsOf(hook.id)).toHaveLength(1);
  });

  it('waits out a 429 for its retry_after and posts once', async () => {
    const { caller, hook } = await webhookUser();
    await remindNow(caller, 'Rate limited');
    discord.failNext('execute', 429);
    const deps = dispatchDeps();
    await runDispatchPass(deps, { windowMs: 3000, pollMs: 0 });
    expect(postsOf(hook.id)).toHaveLength(1);
    expect(
      (deps.messenger as unknown as { stats: { rateLimited: number } }).stats.rateLimited,
    ).toBe(1);
  });

  it('never posts one reminder twice there when a pass fails after the post: the retry goes by DM, de-duplicated by its nonce', async () => {
    const { caller, hook } = await webhookUser();
    const id = await remindNow(caller, 'Exactly once');
    const base = dispatchDeps();
    let failed = false;
    const flaky: DispatchDeps = {
      ...base,
      repo: {
        ...base.repo,
        advance: async (change) => {
          if (!failed) {
            failed = true;
            throw new Error('storage blip after the post');
          }
          return base.repo.advance(change);
        },
      },
    };
    await runDispatchPass(flaky, { windowMs: 3000, pollMs: 0 });
    expect(postsOf(hook.id)).toHaveLength(1);
    await runDispatchPass(flaky, { windowMs: 3000, pollMs: 0 });
    await runDispatchPass(flaky, { windowMs: 3000, pollMs: 0 });
    expect(postsOf(hook.id)).toHaveLength(1);
    const dms = dmsOf(caller.userId).filter((d) => JSON.stringify(d.body).includes(id));
    expect(dms).toHaveLength(1);
    expect(dms[0]?.body['enforce_nonce']).toBe(true);
  });

  it('removes a deleted webhook (404), sends that reminder by DM with one notice, and later ones by DM', async () => {
    const { caller, hook } = await webhookUser();
    discord.deleteWebhook(hook.id);
    const first = await remindNow(caller, 'After the delete');
    await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
    expect(postsOf(hook.id)).toEqual([]);
    const told = dmsOf(caller.userId).filter((d) => JSON.stringify(d.body).includes(first));
    expect(told).toHaveLength(1);
    expect(told[0]?.body['content']).toBe(
      enUS.delivery.webhook_removed.replace(
        '{{webhook}}',
        `discord.com/api/webhooks/…${hook.token.slice(-4)}`,
      ),
    );
    const item = await userItem(caller.userId);
    expect(item?.['notification_method']).toBe('dm');
    expect(item?.['webhook_sealed']).toBeUndefined();

    const second = await remindNow(caller, 'Plain DM now');
    await runDispatchPass(dispatchDeps(), { windowMs: 3000, pollMs: 0 });
    const later = dmsOf(caller.userId).filter((d) => JSON.stringify(d.body).includes(second));
    expect(later).toHaveLength(1);
    expect(later[0]?.body['content']).toBeUndefined();
    const shown = await settings(caller, {});
    expect(shown.content).toContain(enUS.settings.method_dm);
  });
});

describe('In AWS: the webhook key pair (SSM SecureString) instead of the key file', () => {
  const PRIVATE = WEBHOOK_KEY_PARAMETERS.PrivateKeyParameter;

  /**
   * The deployment as the stack wires it: the custom resource makes the pair in Parameter Store,
   * the interactions function seals with WEBHOOK_PUBLIC_KEY, the dispatcher opens with the
   * private half read through WEBHOOK_PRIVATE_KEY_PARAMETER (`dispatcherMay`: its IAM actions).
   */
  async function deployed(dispatcherMay: readonly SsmAction[]) {
    const ssm = startSsmStandIn();
    const created = await webhookKeyPairResponse(new SSMClient({}), webhookKeyPairEvent('Create'));
    const pem = String(created.Data?.['PublicKeyPem']);
    ssm.restore();
    // The dispatcher's role: the same parameters, only the actions it is granted.
    const dispatcherSsm = startSsmStandIn(dispatcherMay);
    for (const [name, stored] of ssm.parameters) dispatcherSsm.parameters.set(name, stored);
    const config = loadConfig({
      WEBHOOK_PUBLIC_KEY: pem,
      WEBHOOK_PRIVATE_KEY_PARAMETER: PRIVATE,
      DATA_DIR: TEST_KEY_DIR,
    });
    return { config, ssm: dispatcherSsm };
  }

  it('posts a webhook sealed with the public half: the dispatcher opens it with the private half from SSM', async () => {
    const { config, ssm } = await deployed(['GetParameters']);
    const keyFile = app.deps.webhookSealer;
    Object.assign(app.deps, { webhookSealer: webhookSealer(config) });
    try {
      const { caller, hook, reply } = await webhookUser();
      expect(reply.content).not.toBe(enUS.errors.webhook_unavailable);
      const sealed = String((await userItem(caller.userId))?.['webhook_sealed']);
      expect(sealed.startsWith('rsa1.')).toBe(true);
      // Not the key file's: only the pair's private half opens it.
      await expect(
        localCipher(TEST_KEY_DIR).open(sealed, credentialContext(caller.userId, 'webhook')),
      ).rejects.toThrow();
      const id = await remindNow(caller, 'Sealed in AWS');
      await runDispatchPass(dispatchDeps(webhookDelivery(config)), { windowMs: 3000, pollMs: 0 });
      const posts = postsOf(hook.id);
      expect(posts).toHaveLength(1);
      expect(JSON.stringify(posts[0]?.body)).toContain(id);
      expect(dmsOf(caller.userId)).toEqual([]);
      expect(ssm.calls).toEqual([`GetParameters ${PRIVATE}`]);
    } finally {
      Object.assign(app.deps, { webhookSealer: keyFile });
      ssm.restore();
    }
  });

  it('sends the reminder by DM when the dispatcher may not read the private half, and keeps the webhook', async () => {
    const { config, ssm } = await deployed([]);
    const keyFile = app.deps.webhookSealer;
    Object.assign(app.deps, { webhookSealer: webhookSealer(config) });
    try {
      const { caller, hook } = await webhookUser();
      const id = await remindNow(caller, 'No key for me');
      await runDispatchPass(dispatchDeps(webhookDelivery(config)), { windowMs: 3000, pollMs: 0 });
      expect(postsOf(hook.id)).toEqual([]);
      expect(dmsOf(caller.userId).filter((d) => JSON.stringify(d.body).includes(id))).toHaveLength(
        1,
      );
      expect((await userItem(caller.userId))?.['notification_method']).toBe('webhook');
    } finally {
      Object.assign(app.deps, { webhookSealer: keyFile });
      ssm.restore();
    }
  });
});

describe('The stand-in’s Execute Webhook keeps Discord’s contract', () => {
  const execute = (path: string, body: unknown) =>
    fetch(`${discord.apiBase}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'DiscordBot (x, 1)' },
      body: JSON.stringify(body),
    });

  it('answers 404 Unknown Webhook for a deleted one, 401 for a wrong token, 400 beyond the body limits, 204 without wait', async () => {
    const hook = discord.createWebhook();
    const gone = discord.createWebhook();
    discord.deleteWebhook(gone.id);
    const missing = await execute(`/webhooks/${gone.id}/${gone.token}?wait=true`, { content: 'x' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: number }).code).toBe(10015);
    const wrong = await execute(`/webhooks/${hook.id}/not-the-token-at-all?wait=true`, {
      content: 'x',
    });
    expect(wrong.status).toBe(401);
    for (const body of [
      {},
      { content: 'x'.repeat(2001) },
      { content: 'x', username: 'Discord bot' },
      { content: 'x', components: [{ type: 1, components: [] }] },
      { embeds: Array.from({ length: 11 }, () => ({ description: 'x' })) },
    ])
      expect((await execute(`/webhooks/${hook.id}/${hook.token}?wait=true`, body)).status).toBe(
        400,
      );
    expect((await execute(`/webhooks/${hook.id}/${hook.token}`, { content: 'ok' })).status).toBe(
      204,
    );
    const posted = await execute(`/webhooks/${hook.id}/${hook.token}?wait=true`, { content: 'ok' });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { content: string }).content).toBe('ok');
  });
});
