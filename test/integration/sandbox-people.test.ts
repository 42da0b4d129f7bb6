/**
 * The sandbox's people: each has their own DM channel with the bot (the stand-in opens and fills
 * it for any of them), and a user select (type 5) on a message is submitted as Discord submits
 * it: `values` with the users, and in the guild their members, resolved. The payload is checked
 * against Discord's OpenAPI schemas (discord-api-spec) and signed with the dev key.
 */
import { createServer } from 'node:http';
import {
  ComponentType,
  InteractionResponseType,
  InteractionType,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
} from 'discord-api-types/v10';
import {
  GuildMemberResponseSchema,
  UserResponseSchema,
  UserSelectComponentForMessageRequestSchema,
} from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDevKeyPair } from '../../infra/local/dev-keys.js';
import { createInteractor } from '../../infra/local/sandbox/interactor.js';
import type { SandboxMessage } from '../../infra/local/sandbox/protocol.js';
import { createStandIn } from '../../infra/local/sandbox/stand-in.js';
import { SANDBOX_CHANNEL_ID, SandboxStore, sandboxUsers } from '../../infra/local/sandbox/store.js';
import { listen, recordingBot } from '../support/recording-bot.js';

const APP = '100000000000000000';
const [alice, bob, chen] = sandboxUsers as [
  (typeof sandboxUsers)[number],
  (typeof sandboxUsers)[number],
  (typeof sandboxUsers)[number],
];

/** A member as interaction data resolves one: Discord's guild member without user, deaf and mute, plus permissions. */
const ResolvedMemberSchema = z.extend(
  z.omit(GuildMemberResponseSchema, { user: true, deaf: true, mute: true }),
  { permissions: z.string() },
);

describe('Sandbox: its people and the user select', () => {
  const keys = generateDevKeyPair();
  const store = new SandboxStore({ id: APP, username: 'Tock' });
  /** The bot's stand-in: records each signed interaction and updates the message with who was picked. */
  const { server: bot, received } = recordingBot(keys.publicKeyHex, (body) => ({
    type: InteractionResponseType.UpdateMessage,
    data: {
      content: `Picked: ${((body['data'] as { values?: string[] }).values ?? []).map((v) => `<@${v}>`).join(' ')}`,
    },
  }));
  const standIn = createStandIn(store);
  const api = createServer(
    (req, res) => void standIn(req, res, (req.url ?? '').replace(/^\/api\/v10/, '')),
  );
  let apiBase: string;
  let interact: ReturnType<typeof createInteractor>;
  beforeAll(async () => {
    interact = createInteractor(store, {
      interactionsUrl: `${await listen(bot)}/interactions`,
      applicationId: APP,
      privateKey: keys.privateKey,
    });
    apiBase = `${await listen(api)}/api/v10`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => bot.close(() => r()));
    await new Promise<void>((r) => api.close(() => r()));
  });

  /** A message from the bot holding `components`, in `channelId`. */
  function botMessage(
    channelId: string,
    components: APIActionRowComponent<APIComponentInMessageActionRow>[],
  ): SandboxMessage {
    return store.put({
      id: store.snowflake(),
      channelId,
      author: { ...store.bot, bot: true },
      content: 'Who is coming?',
      embeds: [],
      components,
      flags: 0,
      timestamp: new Date().toISOString(),
      editedTimestamp: null,
    });
  }

  const picker = {
    type: ComponentType.UserSelect,
    custom_id: 'invite:pick',
    placeholder: 'Pick people',
    min_values: 1,
    max_values: 3,
    default_values: [{ id: chen.id, type: 'user' }],
  } as const;
  const row = [
    { type: ComponentType.ActionRow, components: [picker] },
  ] as unknown as APIActionRowComponent<APIComponentInMessageActionRow>[];

  it('gives every person a language of their own, and the stand-in a DM channel for each that the bot can open and write to', async () => {
    expect(sandboxUsers.map((u) => u.locale)).toEqual(['en-US', 'en-GB', 'zh-TW']);
    for (const person of sandboxUsers) {
      const opened = await fetch(`${apiBase}/users/@me/channels`, {
        method: 'POST',
        headers: { authorization: 'Bot sandbox', 'content-type': 'application/json' },
        body: JSON.stringify({ recipient_id: person.id }),
      });
      const channel = (await opened.json()) as { id: string; recipients: { username: string }[] };
      expect(channel.id).toBe(store.dmChannel(person.id));
      expect(channel.recipients[0]?.username).toBe(person.username);
      const sent = await fetch(`${apiBase}/channels/${channel.id}/messages`, {
        method: 'POST',
        headers: { authorization: 'Bot sandbox', 'content-type': 'application/json' },
        body: JSON.stringify({ content: `For ${person.username}` }),
      });
      expect(sent.status).toBe(200);
      expect(store.dmRecipient(channel.id)).toBe(person.id);
    }
    // Each DM holds its own person's message alone.
    const dms = sandboxUsers.map((p) =>
      store
        .allMessages()
        .filter((m) => m.channelId === store.dmChannel(p.id))
        .map((m) => m.content),
    );
    expect(dms).toEqual([['For Alice'], ['For Bob'], ['For Chen']]);
  });

  it('submits a user select in the guild as Discord does: values, users and members resolved, signed, as the person acting', async () => {
    expect(UserSelectComponentForMessageRequestSchema.safeParse(picker).success).toBe(true);
    const message = botMessage(SANDBOX_CHANNEL_ID, row);
    received.splice(0);
    const result = await interact({
      kind: 'component',
      userId: bob.id,
      locale: bob.locale,
      messageId: message.id,
      customId: picker.custom_id,
      componentType: ComponentType.UserSelect,
      values: [alice.id, chen.id],
    });
    expect(result).toEqual({ ok: true, kind: 'message' });
    const [sent] = received;
    expect(sent?.valid).toBe(true);
    // The bot may create the sandbox guild's events there: a posted card makes one.
    const appPermissions = BigInt((sent?.body as { app_permissions: string }).app_permissions);
    expect(appPermissions & (1n << 44n)).toBe(1n << 44n);
    const body = sent?.body as {
      type: number;
      locale: string;
      member: { user: { id: string } };
      data: {
        custom_id: string;
        component_type: number;
        values: string[];
        resolved: { users: Record<string, unknown>; members?: Record<string, unknown> };
      };
    };
    expect(body.type).toBe(InteractionType.MessageComponent);
    expect(body.member.user.id).toBe(bob.id);
    expect(body.locale).toBe('en-GB');
    expect(body.data).toMatchObject({
      custom_id: 'invite:pick',
      component_type: ComponentType.UserSelect,
      values: [alice.id, chen.id],
    });
    expect(Object.keys(body.data.resolved.users)).toEqual([alice.id, chen.id]);
    for (const u of Object.values(body.data.resolved.users))
      expect(UserResponseSchema.safeParse(u).error).toBeUndefined();
    expect(body.data.resolved.users[chen.id]).toMatchObject({ id: chen.id, username: 'Chen' });
    expect(Object.keys(body.data.resolved.members ?? {})).toEqual([alice.id, chen.id]);
    for (const m of Object.values(body.data.resolved.members ?? {}))
      expect(ResolvedMemberSchema.safeParse(m).error).toBeUndefined();
    // The bot's update applies to the message.
    expect(store.message(message.id)?.content).toBe(`Picked: <@${alice.id}> <@${chen.id}>`);
  });

  it('in a DM: users resolved, no members; the bot itself can be picked, marked as a bot', async () => {
    const message = botMessage(store.dmChannel(alice.id), row);
    received.splice(0);
    await interact({
      kind: 'component',
      userId: alice.id,
      locale: alice.locale,
      messageId: message.id,
      customId: picker.custom_id,
      componentType: ComponentType.UserSelect,
      values: [APP],
    });
    const data = (received[0]?.body as { data: { resolved: Record<string, unknown> } }).data;
    expect(data.resolved['members']).toBeUndefined();
    expect(data.resolved['users']).toMatchObject({
      [APP]: { id: APP, username: 'Tock', bot: true },
    });
  });

  it('refuses what Discord’s client never sends: too many or too few, a stranger, a menu the message lacks; the bot hears nothing', async () => {
    const message = botMessage(SANDBOX_CHANNEL_ID, row);
    received.splice(0);
    const submit = (values: string[], customId: string = picker.custom_id) =>
      interact({
        kind: 'component',
        userId: alice.id,
        locale: alice.locale,
        messageId: message.id,
        customId,
        componentType: ComponentType.UserSelect,
        values,
      });
    expect(await submit([])).toMatchObject({ ok: false, error: expect.stringMatching(/1 to 3/) });
    expect(await submit([alice.id, bob.id, chen.id, APP])).toMatchObject({ ok: false });
    expect(await submit([bob.id, bob.id])).toMatchObject({ ok: false });
    expect(await submit(['123456789012345678'])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/members of the sandbox guild/),
    });
    expect(await submit([bob.id], 'invite:other')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no such select menu/),
    });
    expect(received).toHaveLength(0);
  });
});
