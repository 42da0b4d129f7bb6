/**
 * Late answers (docs/decisions.md, "Late answers (issue 22)"): work not done by the deadline is
 * answered with Discord's deferred type, and its result reaches the user through the
 * interaction's webhook, on DynamoDB Local and the fake Discord (the sandbox's stand-in).
 */
import { InteractionResponseType, MessageFlags, type APIEmbed } from 'discord-api-types/v10';
import {
  CreateMessageInteractionCallbackRequestSchema,
  IncomingWebhookRequestPartialSchema,
  IncomingWebhookUpdateRequestPartialSchema,
  UpdateMessageInteractionCallbackRequestSchema,
} from 'discord-api-spec/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscordMessenger } from '../../shared/adapters/discord/rest.js';
import type { InteractionDeps } from '../../shared/interactions/context.js';
import { DEFAULT_INTERACTION_DEADLINE_MS } from '../../shared/interactions/late-answer.js';
import { startFakeDiscord, type FakeDiscord } from '../support/fake-discord.js';
import { button, newUser, TEST_APPLICATION_ID, type Caller } from '../support/interactions.js';
import { scheduleApp, signedSender, type ScheduleApp } from '../support/schedule-app.js';
import { anEvent, scheduleCommand } from '../support/schedule.js';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const GUILD = '900000000000000002';
/** A short deadline and a store held well past it, so the tests run in a few seconds. */
const DEADLINE_MS = 400;
const HOLD_MS = 1500;

let app: ScheduleApp;
let discord: FakeDiscord;
beforeAll(async () => {
  [app, discord] = await Promise.all([scheduleApp(NOW), startFakeDiscord()]);
}, 60_000);
afterAll(async () => {
  await discord.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `store` with every method held `ms` first (and then failing, with `fail`): a store slower than Discord waits. */
function held<T extends object>(store: T, ms: number, fail = false): T {
  return new Proxy(store, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function' || key === 'then') return value;
      return async (...args: unknown[]) => {
        await sleep(ms);
        if (fail) throw new Error('store unavailable');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The app with its event and participant stores held, answering late through the fake Discord. */
function lateSender(options: { fail?: boolean; hold?: number; deadlineMs?: number } = {}) {
  const hold = options.hold ?? HOLD_MS;
  const deps: InteractionDeps = {
    ...app.deps,
    participants: held(app.deps.participants, hold, options.fail),
    events: held(app.deps.events, hold),
  };
  return signedSender(deps, {
    late: {
      deadlineMs: options.deadlineMs ?? DEADLINE_MS,
      webhook: createDiscordMessenger({ apiBase: discord.apiBase }),
    },
  });
}

const inGuild = (): Caller => newUser({ guildId: GUILD });
let seq = 1_310_000_000_000_000_000n;
/** A press with its own token, so its webhook calls can be told apart. */
function press(caller: Caller, customId: string) {
  const token = `tok_late_${seq}`;
  return { ...button(caller, customId), id: String(seq++), token };
}
/** The webhook calls for `token`, each body checked against Discord's OpenAPI schema for its route. */
function callsFor(token: string) {
  const calls = discord.webhookAttempts.filter((c) => c.path.includes(token));
  for (const c of calls) {
    if (c.method === 'DELETE') expect(c.body).toBeUndefined();
    const schema =
      c.method === 'POST'
        ? IncomingWebhookRequestPartialSchema
        : IncomingWebhookUpdateRequestPartialSchema;
    if (c.method !== 'DELETE') expect(schema.safeParse(c.body).error).toBeUndefined();
  }
  return calls;
}
/** The deferred answer, checked against Discord's OpenAPI schema for interaction callbacks. */
function expectDeferral(r: { type?: number; data: Record<string, unknown> }, type: 5 | 6): void {
  const body = { type: r.type, ...(Object.keys(r.data).length > 0 ? { data: r.data } : {}) };
  expect(body.type).toBe(type);
  const schema =
    type === 6
      ? UpdateMessageInteractionCallbackRequestSchema
      : CreateMessageInteractionCallbackRequestSchema;
  expect(schema.safeParse(body).error).toBeUndefined();
}
const embedOf = (body: unknown): APIEmbed =>
  ((body as { embeds: APIEmbed[] }).embeds[0] ?? {}) as APIEmbed;

async function postedCard(capacity = 2) {
  const owner = inGuild();
  const e = anEvent({ userId: owner.userId, title: 'Launch party' });
  expect(await app.deps.events.create(e, 1000)).toBe('created');
  const posted = await app.send(
    scheduleCommand(owner, 'schedule_post', { event_id: e.id, capacity }),
  );
  expect(posted.type).toBe(InteractionResponseType.ChannelMessageWithSource);
  return { owner, e, going: `sp:${e.id}:going:en-US:${e.userId}` };
}

describe('late answers', () => {
  it('answers a press whose store is held past the deadline with DEFERRED_UPDATE_MESSAGE, then edits the card through PATCH @original', async () => {
    const { going } = await postedCard();
    const body = press(inGuild(), going);
    const started = Date.now();
    const r = await lateSender()(body);
    const answeredIn = Date.now() - started;
    expect(r.type).toBe(InteractionResponseType.DeferredMessageUpdate);
    expectDeferral(r, 6);
    // Answered at the deadline, not when the held store let go.
    expect(answeredIn).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(answeredIn).toBeLessThan(HOLD_MS);
    expect(callsFor(body.token)).toEqual([]);
    await r.after;
    const calls = callsFor(body.token);
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['PATCH', `/webhooks/${TEST_APPLICATION_ID}/${body.token}/messages/@original`, 200],
    ]);
    // The card as the stored rows left it; the interaction token is the credential, no bot token.
    expect(embedOf(calls[0]?.body).fields?.[0]?.name).toBe('✅ Going · 1/2');
    expect(embedOf(calls[0]?.body).fields?.[0]?.value).toBe(`<@${body.member?.user.id}>`);
    expect(calls[0]?.authorization).toBe('');
  });

  it('still answers a fast press directly with UPDATE_MESSAGE, and calls no webhook', async () => {
    const { going } = await postedCard();
    const body = press(inGuild(), going);
    const r = await lateSender({ hold: 0, deadlineMs: DEFAULT_INTERACTION_DEADLINE_MS })(body);
    expect(r.type).toBe(InteractionResponseType.UpdateMessage);
    expect(r.after).toBeUndefined();
    expect(r.content).toBe('');
    expect(embedOf(r.data).fields?.[0]?.name).toBe('✅ Going · 1/2');
    await sleep(200);
    expect(callsFor(body.token)).toEqual([]);
  });

  it('tells the presser of a failure after the deferral in an ephemeral follow-up, in their language', async () => {
    const { going } = await postedCard();
    const body = { ...press(inGuild(), going), locale: 'de' };
    const r = await lateSender({ fail: true })(body);
    expect(r.type).toBe(InteractionResponseType.DeferredMessageUpdate);
    expectDeferral(r, 6);
    await r.after;
    const calls = callsFor(body.token);
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['POST', `/webhooks/${TEST_APPLICATION_ID}/${body.token}`, 200],
    ]);
    const sent = calls[0]?.body as { content: string; flags: number };
    expect(sent.flags & MessageFlags.Ephemeral).toBe(MessageFlags.Ephemeral);
    expect(sent.content).toBe(app.deps.translate('de', 'errors.database_error'));
    expect(sent.content).not.toBe(app.deps.translate('en-US', 'errors.database_error'));
  });

  /**
   * /schedule_post of a new event, by its owner or by someone else, with the stores held: the
   * ephemeral deferral it is answered with, and the webhook calls that follow.
   */
  async function slowPost(title: string, by: 'owner' | 'someone else', token: string) {
    const owner = inGuild();
    const e = anEvent({ userId: owner.userId, title });
    expect(await app.deps.events.create(e, 1000)).toBe('created');
    const caller = by === 'owner' ? owner : inGuild();
    const body = { ...scheduleCommand(caller, 'schedule_post', { event_id: e.id }), token };
    const r = await lateSender()(body);
    expect(r.type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expectDeferral(r, 5);
    // Deferred ephemerally: whatever the reply turns out to be, nothing personal shows in the channel.
    expect(r.flags).toBe(MessageFlags.Ephemeral);
    await r.after;
    return callsFor(token);
  }

  it('answers a slow command with an ephemeral DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE, then posts the public card as a follow-up and removes the placeholder', async () => {
    const token = 'tok_late_cmd_public';
    const calls = await slowPost('Quiz night', 'owner', token);
    const hook = `/webhooks/${TEST_APPLICATION_ID}/${token}`;
    // The placeholder is resolved first (a follow-up would otherwise become its ephemeral edit).
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['PATCH', `${hook}/messages/@original`, 200],
      ['POST', hook, 200],
      ['DELETE', `${hook}/messages/@original`, 204],
    ]);
    const card = calls[1]?.body as { flags?: number; embeds: APIEmbed[] };
    expect((card.flags ?? 0) & MessageFlags.Ephemeral).toBe(0);
    expect(embedOf(card).title).toBe('Quiz night');
  });

  it('puts a slow command’s private reply into the ephemeral placeholder (PATCH @original)', async () => {
    const token = 'tok_late_cmd_private';
    // Someone else's event: the reply is a private "not found".
    const calls = await slowPost('Not yours', 'someone else', token);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['PATCH', `/webhooks/${TEST_APPLICATION_ID}/${token}/messages/@original`],
    ]);
    expect((calls[0]?.body as { content: string }).content).toMatch(/not found/i);
  });

  it('retries the webhook call on 5xx and 429 until Discord takes it', async () => {
    const { going } = await postedCard();
    const body = press(inGuild(), going);
    discord.failNext('webhook', 502);
    discord.failNext('webhook', 429);
    const r = await lateSender()(body);
    expect(r.type).toBe(InteractionResponseType.DeferredMessageUpdate);
    expectDeferral(r, 6);
    await r.after;
    const calls = callsFor(body.token);
    expect(calls.map((c) => [c.method, c.status])).toEqual([
      ['PATCH', 502],
      ['PATCH', 429],
      ['PATCH', 200],
    ]);
    expect(embedOf(calls[2]?.body).fields?.[0]?.name).toBe('✅ Going · 1/2');
  }, 20_000);
});
