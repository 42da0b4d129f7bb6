import { ScheduledEvents } from './scheduled-events.js';
import type { APIApplicationCommand, APIGuildScheduledEvent } from 'discord-api-types/v10';
import type {
  SandboxEvent,
  SandboxMessage,
  SandboxPerson,
  SandboxUser,
  SandboxView,
} from './protocol.js';

/** Discord's epoch (2015-01-01), the base of snowflake timestamps. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * The people the page can act as, each in their own Discord language (the page's switcher
 * changes it per person); Alice's id is `npm run interact`'s default user. With the bot they
 * are the sandbox guild's members.
 */
export const sandboxUsers: readonly SandboxPerson[] = [
  { id: '100000000000000001', username: 'Alice', locale: 'en-US' },
  { id: '100000000000000002', username: 'Bob', locale: 'en-GB' },
  { id: '100000000000000003', username: 'Chen', locale: 'zh-TW' },
];

/** Application id when DISCORD_APPLICATION_ID is unset (the same as `npm run interact`'s). */
export const SANDBOX_APPLICATION_ID = '100000000000000000';
export const SANDBOX_GUILD_ID = '200000000000000001';
export const SANDBOX_CHANNEL_ID = '200000000000000002';

/**
 * The sandbox's channel webhook on #general (as if made in its settings → Integrations →
 * Webhooks): `/settings notification_method:webhook webhook_url:` with {@link SANDBOX_WEBHOOK_URL}
 * shows reminders posted there. The dispatcher calls only the stand-in (DISCORD_API_BASE).
 */
export const SANDBOX_WEBHOOK = {
  id: '200000000000000003',
  token: 'sandbox-general-webhook-token',
  channelId: SANDBOX_CHANNEL_ID,
} as const;
export const SANDBOX_WEBHOOK_URL = `https://discord.com/api/webhooks/${SANDBOX_WEBHOOK.id}/${SANDBOX_WEBHOOK.token}`;

/** A channel webhook: its secret token and the channel it posts in. */
export interface ChannelWebhook {
  readonly id: string;
  readonly token: string;
  readonly channelId: string;
}

/** Messages kept per channel: the page is a playground, not an archive. */
const MAX_MESSAGES_PER_CHANNEL = 300;
/** Interaction tokens are valid for 15 minutes. @see https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages */
export const TOKEN_LIFETIME_MS = 15 * 60_000;

/** What an interaction token stands for: where its replies go, and which message is its `@original`. */
export interface TokenContext {
  readonly channelId: string;
  readonly user: SandboxUser;
  readonly name: string;
  readonly createdAt: number;
  originalId?: string;
}

/**
 * The sandbox's in-memory Discord: channels, messages, interaction tokens and the
 * registered commands. The REST stand-in and the interaction sender both write here;
 * every change is published to the page as an event. Reminders live in DynamoDB; this is
 * only what the chat shows, kept in DATA_DIR by history.ts when the runtime asks for it.
 */
export class SandboxStore {
  readonly commands: APIApplicationCommand[] = [];
  private readonly messages = new Map<string, SandboxMessage>();
  private readonly dmByUser = new Map<string, string>();
  private readonly userByDm = new Map<string, string>();
  private readonly tokens = new Map<string, TokenContext>();
  /** Channel webhooks by id; null once deleted (Discord answers Unknown Webhook then). */
  private readonly webhooks = new Map<string, ChannelWebhook | null>([
    [SANDBOX_WEBHOOK.id, SANDBOX_WEBHOOK],
  ]);
  private readonly listeners = new Set<(event: SandboxEvent) => void>();
  private sequence = 0n;
  /** The guild's scheduled events (a posted card's server event); the page follows them. */
  readonly scheduledEvents = new ScheduledEvents({
    onChange: () => this.publish({ type: 'server_events', events: this.serverEvents() }),
  });

  constructor(readonly bot: SandboxUser) {}

  /** Puts back a saved chat (before anyone subscribes): its DM channels and messages. */
  restore(history: {
    readonly dmChannels: Readonly<Record<string, string>>;
    readonly messages: readonly SandboxMessage[];
  }): void {
    for (const [userId, channelId] of Object.entries(history.dmChannels)) {
      this.dmByUser.set(userId, channelId);
      this.userByDm.set(channelId, userId);
    }
    for (const m of history.messages) if (this.hasChannel(m.channelId)) this.messages.set(m.id, m);
  }

  /** A snowflake made of the current time and a counter, so ids sort by creation. */
  snowflake(now = Date.now()): string {
    this.sequence = (this.sequence + 1n) & 0x3fffffn;
    return ((BigInt(now) - DISCORD_EPOCH) * 4_194_304n + this.sequence).toString();
  }

  subscribe(listener: (event: SandboxEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private publish(event: SandboxEvent): void {
    for (const l of this.listeners) l(event);
  }

  /** The bot's DM channel with a user, opened on first use (POST /users/@me/channels returns the same one). */
  dmChannel(userId: string): string {
    let id = this.dmByUser.get(userId);
    if (!id) {
      id = this.snowflake();
      this.dmByUser.set(userId, id);
      this.userByDm.set(id, userId);
    }
    return id;
  }

  /** The channel a view shows for a user. */
  channelFor(view: SandboxView, userId: string): string {
    return view === 'dm' ? this.dmChannel(userId) : SANDBOX_CHANNEL_ID;
  }

  /** The DM recipient of a channel, or undefined for the guild channel. */
  dmRecipient(channelId: string): string | undefined {
    return this.userByDm.get(channelId);
  }

  hasChannel(channelId: string): boolean {
    return channelId === SANDBOX_CHANNEL_ID || this.userByDm.has(channelId);
  }

  dmChannels(): Record<string, string> {
    return Object.fromEntries(this.dmByUser);
  }

  user(id: string): SandboxUser {
    const person = sandboxUsers.find((u) => u.id === id);
    if (person) return { id: person.id, username: person.username };
    return id === this.bot.id ? this.bot : { id, username: `user${id.slice(-4)}` };
  }

  /** A user the sandbox knows: one of its people or the bot (the guild's members). */
  knows(id: string): boolean {
    return id === this.bot.id || sandboxUsers.some((u) => u.id === id);
  }

  message(id: string): SandboxMessage | undefined {
    return this.messages.get(id);
  }

  allMessages(): SandboxMessage[] {
    return [...this.messages.values()];
  }

  /** The sandbox server's scheduled events, as its "Events" list shows them. */
  serverEvents(): APIGuildScheduledEvent[] {
    return this.scheduledEvents.list(SANDBOX_GUILD_ID);
  }

  /** Adds or replaces a message and tells the page. */
  put(message: SandboxMessage): SandboxMessage {
    const isNew = !this.messages.has(message.id);
    this.messages.set(message.id, message);
    if (isNew) this.trim(message.channelId);
    this.publish({ type: 'message', message });
    return message;
  }

  remove(id: string): boolean {
    const existed = this.messages.delete(id);
    if (existed) this.publish({ type: 'delete', id });
    return existed;
  }

  private trim(channelId: string): void {
    const inChannel = [...this.messages.values()].filter((m) => m.channelId === channelId);
    for (const old of inChannel.slice(0, Math.max(0, inChannel.length - MAX_MESSAGES_PER_CHANNEL)))
      this.messages.delete(old.id);
  }

  /** Remembers an interaction token so follow-ups and `@original` edits find their channel. */
  addToken(token: string, context: TokenContext): TokenContext {
    const now = Date.now();
    for (const [t, c] of this.tokens)
      if (now - c.createdAt > TOKEN_LIFETIME_MS) this.tokens.delete(t);
    this.tokens.set(token, context);
    return context;
  }

  /** The context of a token that has not expired. */
  token(token: string): TokenContext | undefined {
    const c = this.tokens.get(token);
    return c && Date.now() - c.createdAt <= TOKEN_LIFETIME_MS ? c : undefined;
  }

  /** A new channel webhook in `channelId`. */
  addWebhook(channelId: string): ChannelWebhook {
    const id = this.snowflake();
    const hook = { id, token: `token-${id}-${this.snowflake()}`, channelId };
    this.webhooks.set(id, hook);
    return hook;
  }

  /** Deletes a channel webhook, as a channel's settings do. */
  deleteWebhook(id: string): void {
    this.webhooks.set(id, null);
  }

  /** The channel webhook `id`: null once deleted, undefined when it never was one (an interaction's). */
  channelWebhook(id: string): ChannelWebhook | null | undefined {
    return this.webhooks.get(id);
  }

  setCommands(commands: APIApplicationCommand[]): void {
    this.commands.splice(0, this.commands.length, ...commands);
    this.publish({ type: 'commands', commands });
  }
}
