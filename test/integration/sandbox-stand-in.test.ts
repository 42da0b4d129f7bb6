import { createServer } from 'node:http';
import { InteractionResponseType, InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDevKeyPair } from '../../infra/local/dev-keys.js';
import { registerCommands } from '../../infra/register.js';
import { createInteractor } from '../../infra/local/sandbox/interactor.js';
import { createStandIn } from '../../infra/local/sandbox/stand-in.js';
import {
  SANDBOX_CHANNEL_ID,
  SANDBOX_WEBHOOK_URL,
  SandboxStore,
  TOKEN_LIFETIME_MS,
  sandboxUsers,
} from '../../infra/local/sandbox/store.js';
import type { SandboxMessage } from '../../infra/local/sandbox/protocol.js';
import { readWebhookUrl } from '../../shared/domain/webhook-url.js';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import { commandDefinitions } from '../../shared/interactions/commands/index.js';
import { listen, recordingBot } from '../support/recording-bot.js';

const APP = '100000000000000000';
const [alice] = sandboxUsers as [(typeof sandboxUsers)[number]];

/** A message of the bot's in #general, as the sandbox keeps it. */
const botMessage = (store: SandboxStore, fields: Partial<SandboxMessage>): SandboxMessage =>
  store.put({
    id: store.snowflake(),
    channelId: SANDBOX_CHANNEL_ID,
    author: { id: APP, username: 'Tock', bot: true },
    content: '',
    embeds: [],
    components: [],
    flags: 0,
    timestamp: new Date().toISOString(),
    editedTimestamp: null,
    ...fields,
  });

describe('Sandbox: the REST stand-in', () => {
  const store = new SandboxStore({ id: APP, username: 'Tock' });
  const standIn = createStandIn(store);
  const server = createServer(
    (req, res) => void standIn(req, res, (req.url ?? '').replace(/^\/api\/v10/, '')),
  );
  let apiBase: string;
  beforeAll(async () => {
    apiBase = `${await listen(server)}/api/v10`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("takes the dispatcher's DM through the bot's own REST adapter, and a resent nonce shows once", async () => {
    const messenger = createDiscordMessenger({ apiBase });
    const opened = await messenger.openDm(alice.id);
    expect(opened).toEqual({ kind: 'opened', channelId: store.dmChannel(alice.id) });
    const body = {
      embeds: [{ title: '🔔 Reminder', description: 'Stretch' }],
      nonce: 'rem_abcdefghijkl:0',
      enforce_nonce: true,
    };
    expect(await messenger.sendMessage(store.dmChannel(alice.id), body)).toEqual({ kind: 'sent' });
    expect(await messenger.sendMessage(store.dmChannel(alice.id), body)).toEqual({ kind: 'sent' });
    const inDm = store.allMessages().filter((m) => m.channelId === store.dmChannel(alice.id));
    expect(inDm).toHaveLength(1);
    expect(inDm[0]?.embeds[0]?.description).toBe('Stretch');
  });

  it('has a webhook on #general that /settings accepts, and shows its posts there under the name given', async () => {
    const read = readWebhookUrl(SANDBOX_WEBHOOK_URL);
    if (!read.ok) throw new Error(`the sandbox webhook URL is refused: ${read.error}`);
    const messenger = createDiscordMessenger({ apiBase });
    const body = {
      content: `<@${alice.id}>`,
      embeds: [{ title: '🔔 Reminder', description: 'Water the plants' }],
      allowed_mentions: { parse: [], users: [alice.id] },
      username: 'Tock',
    };
    expect(await messenger.executeWebhook?.(read.webhook, body)).toEqual({ kind: 'sent' });
    const posted = store.allMessages().filter((m) => m.channelId === SANDBOX_CHANNEL_ID);
    expect(posted.at(-1)).toMatchObject({
      author: { username: 'Tock', bot: true },
      content: `<@${alice.id}>`,
    });
    expect(posted.at(-1)?.embeds[0]?.description).toBe('Water the plants');
  });

  it('answers like Discord to what Discord refuses', async () => {
    const post = (path: string, body: unknown, auth = 'Bot x') =>
      fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth },
        body: JSON.stringify(body),
      });
    expect((await post('/users/@me/channels', { recipient_id: alice.id }, '')).status).toBe(401);
    expect(await (await post('/channels/1/messages', { content: 'x' })).json()).toMatchObject({
      code: 10003,
    });
    expect(await (await post(`/channels/${SANDBOX_CHANNEL_ID}/messages`, {})).json()).toMatchObject(
      { code: 50006 },
    );
    expect(
      await (
        await post(`/channels/${SANDBOX_CHANNEL_ID}/messages`, {
          content: 'x',
          nonce: 'n'.repeat(26),
        })
      ).json(),
    ).toMatchObject({ code: 50035 });
    expect(
      await (await post(`/webhooks/${APP}/unknown-token`, { content: 'x' }, '')).json(),
    ).toMatchObject({ code: 10015 });
  });

  it('posts follow-ups and edits @original for a live interaction token', async () => {
    const context = store.addToken('tok_1', {
      channelId: SANDBOX_CHANNEL_ID,
      user: alice,
      name: 'remind',
      createdAt: Date.now(),
    });
    const pending = botMessage(store, { pending: true });
    context.originalId = pending.id;
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${apiBase}/webhooks/${APP}/tok_1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const edited = await send('PATCH', '/messages/@original', { content: 'Done' });
    expect(edited.status).toBe(200);
    expect(store.message(pending.id)).toMatchObject({
      content: 'Done',
      pending: false,
      editedTimestamp: null,
    });

    const followUp = (await (
      await send('POST', '', { content: 'Only for you', flags: 64 })
    ).json()) as { id: string };
    expect(store.message(followUp.id)).toMatchObject({
      content: 'Only for you',
      visibleTo: alice.id,
      interaction: { name: 'remind' },
    });
  });

  it("registers commands through the deploy's registration, as a bulk overwrite", async () => {
    await registerCommands({
      apiBase,
      applicationId: APP,
      token: 'local-dev',
      payload: [...commandDefinitions],
    });
    await registerCommands({
      apiBase,
      applicationId: APP,
      token: 'local-dev',
      payload: [...commandDefinitions],
    });
    expect(store.commands.map((c) => c.name)).toEqual(commandDefinitions.map((c) => c.name));
    expect(store.commands.every((c) => c.application_id === APP && /^\d+$/.test(c.id))).toBe(true);
    const invalid = await fetch(`${apiBase}/applications/${APP}/commands`, {
      method: 'PUT',
      headers: { authorization: 'Bot x', 'content-type': 'application/json' },
      body: JSON.stringify([{ name: 'Bad Name', description: 'x' }]),
    });
    expect(invalid.status).toBe(400);
  });
});

describe('Sandbox: the interaction sender', () => {
  const keys = generateDevKeyPair();
  /** A bot stand-in: checks the signature like the real endpoint, then answers a modal, then a message. */
  const { server: bot, received } = recordingBot(keys.publicKeyHex, (body) =>
    body['type'] === InteractionType.ApplicationCommand
      ? {
          type: InteractionResponseType.Modal,
          data: {
            custom_id: 'note',
            title: 'Note',
            components: [
              {
                type: 1,
                components: [{ type: 4, custom_id: 'text', label: 'Text', style: 1 }],
              },
            ],
          },
        }
      : {
          type: InteractionResponseType.ChannelMessageWithSource,
          data: { content: 'Saved', flags: 64 },
        },
  );
  const store = new SandboxStore({ id: APP, username: 'Tock' });
  store.setCommands([
    {
      id: '300',
      application_id: APP,
      version: '1',
      default_member_permissions: null,
      type: 1,
      name: 'note',
      description: 'A note',
    },
  ]);
  let interact: ReturnType<typeof createInteractor>;
  beforeAll(async () => {
    const base = await listen(bot);
    interact = createInteractor(store, {
      interactionsUrl: `${base}/interactions`,
      applicationId: APP,
      privateKey: keys.privateKey,
    });
  });
  afterAll(() => new Promise<void>((r) => bot.close(() => r())));

  it('signs a real command payload, opens the modal it answers, and submits it in the same layout', async () => {
    const opened = await interact({
      kind: 'command',
      userId: alice.id,
      locale: 'zh-TW',
      view: 'dm',
      name: 'note',
      options: [],
    });
    expect(opened).toMatchObject({
      ok: true,
      kind: 'modal',
      modal: { custom_id: 'note' },
      view: 'dm',
    });
    expect(received[0]).toMatchObject({
      valid: true,
      body: {
        type: 2,
        locale: 'zh-TW',
        application_id: APP,
        user: { id: alice.id },
        data: { id: '300', name: 'note' },
        channel_id: store.dmChannel(alice.id),
      },
    });
    expect(received[0]?.body['guild_id']).toBeUndefined();

    const submitted = await interact({
      kind: 'modal',
      userId: alice.id,
      locale: 'zh-TW',
      view: 'dm',
      customId: 'note',
      fields: [{ customId: 'text', value: 'Hello', inLabel: false }],
    });
    expect(submitted).toEqual({ ok: true, kind: 'message' });
    expect(received[1]).toMatchObject({
      valid: true,
      body: {
        type: 5,
        data: {
          custom_id: 'note',
          components: [{ type: 1, components: [{ type: 4, custom_id: 'text', value: 'Hello' }] }],
        },
      },
    });
    const reply = store.allMessages().find((m) => m.content === 'Saved');
    expect(reply).toMatchObject({ visibleTo: alice.id, channelId: store.dmChannel(alice.id) });
  });

  it('puts guild commands in the guild channel with member and guild_id', async () => {
    await interact({
      kind: 'command',
      userId: alice.id,
      locale: 'en-US',
      view: 'channel',
      name: 'note',
      options: [],
    });
    expect(received.at(-1)?.body).toMatchObject({
      guild_id: expect.any(String),
      member: { user: { id: alice.id } },
      channel_id: SANDBOX_CHANNEL_ID,
    });
  });

  it('refuses commands that were never registered, as Discord would not send them', async () => {
    expect(
      await interact({
        kind: 'command',
        userId: alice.id,
        locale: 'en-US',
        view: 'dm',
        name: 'nope',
        options: [],
      }),
    ).toMatchObject({ ok: false });
  });
});

describe('Sandbox: late answers, as Discord shows them', () => {
  const keys = generateDevKeyPair();
  /** A bot that answers every command with an ephemeral deferral and every press with a deferred update. */
  const { server: bot, received } = recordingBot(keys.publicKeyHex, (body) =>
    body['type'] === InteractionType.ApplicationCommand
      ? { type: InteractionResponseType.DeferredChannelMessageWithSource, data: { flags: 64 } }
      : { type: InteractionResponseType.DeferredMessageUpdate },
  );
  const store = new SandboxStore({ id: APP, username: 'Tock' });
  store.setCommands([
    {
      id: '301',
      application_id: APP,
      version: '1',
      default_member_permissions: null,
      type: 1,
      name: 'post',
      description: 'Post',
    },
  ]);
  const standIn = createStandIn(store);
  const api = createServer(
    (req, res) => void standIn(req, res, (req.url ?? '').replace(/^\/api\/v10/, '')),
  );
  let interact: ReturnType<typeof createInteractor>;
  let apiBase: string;
  beforeAll(async () => {
    const base = await listen(bot);
    apiBase = `${await listen(api)}/api/v10`;
    interact = createInteractor(store, {
      interactionsUrl: `${base}/interactions`,
      applicationId: APP,
      privateKey: keys.privateKey,
    });
  });
  afterAll(async () => {
    await new Promise<void>((r) => bot.close(() => r()));
    await new Promise<void>((r) => api.close(() => r()));
  });
  const hook = (token: string, path: string, method: string, body?: unknown) =>
    fetch(`${apiBase}/webhooks/${APP}/${token}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  it('a deferred update, then PATCH @original, changes the card the button is on', async () => {
    const card = botMessage(store, {
      content: 'Going: 0',
      components: [
        { type: 1, components: [{ type: 2, style: 3, label: 'Going', custom_id: 'go' }] },
      ],
    });
    expect(
      await interact({
        kind: 'component',
        userId: alice.id,
        locale: 'en-US',
        messageId: card.id,
        customId: 'go',
        componentType: 2,
      }),
    ).toEqual({ ok: true, kind: 'none' });
    const token = String(received.at(-1)?.body['token']);
    expect(
      (await hook(token, '/messages/@original', 'PATCH', { content: 'Going: 1' })).status,
    ).toBe(200);
    expect(store.message(card.id)?.content).toBe('Going: 1');
  });

  it('a follow-up while the ephemeral placeholder still loads becomes it, still ephemeral; after it, follow-ups are their own messages', async () => {
    expect(
      await interact({
        kind: 'command',
        userId: alice.id,
        locale: 'en-US',
        view: 'channel',
        name: 'post',
        options: [],
      }),
    ).toEqual({ ok: true, kind: 'deferred' });
    const token = String(received.at(-1)?.body['token']);
    const placeholder = store.token(token)?.originalId as string;
    expect(store.message(placeholder)).toMatchObject({ pending: true, visibleTo: alice.id });
    const first = (await (await hook(token, '', 'POST', { content: 'Everyone?' })).json()) as {
      id: string;
    };
    // Discord takes it as the placeholder's edit: ephemeral, as deferred (discord-api-docs#2742).
    expect(first.id).toBe(placeholder);
    expect(store.message(placeholder)).toMatchObject({
      content: 'Everyone?',
      pending: false,
      visibleTo: alice.id,
    });
    const second = (await (await hook(token, '', 'POST', { content: 'Everyone!' })).json()) as {
      id: string;
    };
    expect(second.id).not.toBe(placeholder);
    expect(store.message(second.id)?.visibleTo).toBeUndefined();
    expect((await hook(token, '/messages/@original', 'DELETE')).status).toBe(204);
    expect(store.message(placeholder)).toBeUndefined();
  });

  it('refuses a token Discord never issued, and one older than 15 minutes (404, Unknown Webhook)', async () => {
    store.addToken('tok_old', {
      channelId: SANDBOX_CHANNEL_ID,
      user: alice,
      name: 'post',
      createdAt: Date.now() - TOKEN_LIFETIME_MS - 1000,
    });
    for (const token of ['tok_never', 'tok_old']) {
      const res = await hook(token, '/messages/@original', 'PATCH', { content: 'late' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 10015 });
    }
  });
});
