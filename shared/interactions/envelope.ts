import { mayPostReminderIn } from '../domain/channel-permissions.js';
import {
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
} from 'discord-api-types/v10';
import * as z from 'zod/mini';

/**
 * zod schemas for the interaction bodies Discord POSTs: only the fields we use, checked
 * before use; everything else passes through untouched.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
const snowflake = z.string().check(z.regex(/^\d{1,20}$/));
const user = z.looseObject({
  id: snowflake,
  username: z.optional(z.string().check(z.maxLength(64))),
});

type RawOption = {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  focused?: boolean | undefined;
  options?: RawOption[] | undefined;
};

/**
 * Discord nests options at most three levels deep: a subcommand group, its subcommand, the
 * subcommand's options. The schema is built to exactly that depth (no recursive schema), so
 * a deeper body fails validation (400) instead of recursing until the stack overflows.
 * @see https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups
 */
export const MAX_OPTION_DEPTH = 3;

function optionsAt(depth: number): z.ZodMiniType<RawOption[]> {
  const fields = {
    name: z.string().check(z.maxLength(32)),
    type: z.int(),
    value: z.optional(z.union([z.string(), z.number(), z.boolean()])),
    focused: z.optional(z.boolean()),
  };
  const option =
    depth < MAX_OPTION_DEPTH
      ? z.looseObject({ ...fields, options: z.optional(optionsAt(depth + 1)) })
      : // The innermost level holds values only: any `options` here is a fourth level.
        z.looseObject({ ...fields, options: z.optional(z.array(z.never()).check(z.maxLength(0))) });
  return z.array(option).check(z.maxLength(25)) as z.ZodMiniType<RawOption[]>;
}
const topOptions = optionsAt(1);

const base = z.looseObject({
  id: snowflake,
  application_id: snowflake,
  token: z.string().check(z.maxLength(1000)),
  locale: z.optional(z.string().check(z.maxLength(10))),
  guild_id: z.optional(snowflake),
  context: z.optional(z.int()),
  /** `permissions`: the member's total permissions in the channel, as a decimal bit set. */
  member: z.optional(
    z.looseObject({ user, permissions: z.optional(z.string().check(z.maxLength(25))) }),
  ),
  user: z.optional(user),
  channel_id: z.optional(snowflake),
  channel: z.optional(z.looseObject({ id: snowflake, type: z.optional(z.int()) })),
  app_permissions: z.optional(z.string().check(z.maxLength(25))),
  /** Installation contexts that authorized this interaction: key "0" holds the guild id when the app is installed in the server. */
  authorizing_integration_owners: z.optional(
    z.record(z.string().check(z.maxLength(2)), z.string().check(z.maxLength(20))),
  ),
});

/** A submitted modal field; only text inputs carry a string `value`. */
const modalInput = z.looseObject({
  custom_id: z.string().check(z.maxLength(100)),
  value: z.optional(z.string().check(z.maxLength(4000))),
});

/** A message as a context-menu command resolves its target: only what a reminder about it needs. */
const resolvedMessage = z.looseObject({
  id: snowflake,
  channel_id: snowflake,
  content: z.optional(z.string().check(z.maxLength(4000))),
  /** The users its content mentions: a note written from it names them, not their ids. */
  mentions: z.optional(
    z.array(
      z.looseObject({
        id: snowflake,
        username: z.string().check(z.maxLength(32)),
        global_name: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
      }),
    ),
  ),
});

const commandData = z.looseObject({
  name: z.string().check(z.maxLength(32)),
  options: z.optional(topOptions),
  /** 1 slash command, 3 message context menu. @see https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types */
  type: z.optional(z.int()),
  target_id: z.optional(snowflake),
  resolved: z.optional(
    z.looseObject({ messages: z.optional(z.record(snowflake, resolvedMessage)) }),
  ),
});

const interactionSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal(InteractionType.Ping) }),
  z.extend(base, { type: z.literal(InteractionType.ApplicationCommand), data: commandData }),
  z.extend(base, {
    type: z.literal(InteractionType.ApplicationCommandAutocomplete),
    data: commandData,
  }),
  z.extend(base, {
    type: z.literal(InteractionType.MessageComponent),
    data: z.looseObject({
      custom_id: z.string().check(z.maxLength(100)),
      component_type: z.int(),
      values: z.optional(z.array(z.string())),
      /** A user select's chosen users (whether each is a bot). */
      resolved: z.optional(
        z.looseObject({
          users: z.optional(z.record(snowflake, z.looseObject({ bot: z.optional(z.boolean()) }))),
        }),
      ),
    }),
  }),
  z.extend(base, {
    type: z.literal(InteractionType.ModalSubmit),
    /** Present when the modal was opened from a message's component (then the message can be updated). */
    message: z.optional(z.looseObject({ id: snowflake })),
    data: z.looseObject({
      custom_id: z.string().check(z.maxLength(100)),
      // Text inputs come back inside Label components (type 18, `component`) or, in the
      // older layout, inside Action Rows (type 1, `components`): both are accepted.
      components: z
        .array(
          z.looseObject({
            components: z.optional(z.array(modalInput).check(z.maxLength(5))),
            component: z.optional(modalInput),
          }),
        )
        .check(z.maxLength(5)),
    }),
  }),
]);

/** Who is asking, in which language, and how to answer later. */
export interface Caller {
  readonly userId: string;
  /** The interaction's own snowflake: orders presses on an event card and makes a retried one count once. */
  readonly interactionId?: string;
  /**
   * The caller's unique Discord handle, `@username` (not the display name, which anyone can set
   * to anyone else's); absent when the payload has none.
   */
  readonly name?: string;
  readonly locale: string;
  readonly guildId?: string;
  /**
   * True only in the bot's own DM, where nobody else reads the replies. Interactions from a
   * server, a group DM or another DM (user-installed app) are false: listings go ephemeral there.
   */
  readonly inBotDm: boolean;
  readonly applicationId: string;
  readonly token: string;
  /**
   * The server channel the interaction came from, only when the app is installed in that server
   * (so the bot can post there); absent in DMs, group DMs and servers where only the user installed it.
   * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-authorizing-integration-owners-object
   */
  readonly botChannelId?: string;
  /**
   * Set when the caller's own permissions in {@link botChannelId} do not allow what a reminder
   * post there does (view, send, embed links): such reminders go to the DM, and the reply says so.
   */
  readonly channelRefused?: true;
  /**
   * With {@link botChannelId}: the app's permissions there (`app_permissions`, a decimal bit set),
   * read where needed (/schedule_post's server event).
   */
  readonly appPermissions?: string;
}

export type OptionValue = string | number | boolean;

/** The message a context-menu command was used on. */
export interface TargetMessage {
  readonly id: string;
  readonly channelId: string;
  /** Its text ('' for a message with only attachments or embeds). */
  readonly content: string;
  /** The names of the users its text mentions (`<@id>`), by id. */
  readonly mentions?: Readonly<Record<string, string>>;
}

export type Interaction =
  | { readonly kind: 'ping' }
  | {
      readonly kind: 'command';
      readonly caller: Caller;
      readonly name: string;
      readonly subcommand?: string;
      readonly options: Record<string, OptionValue>;
    }
  | {
      readonly kind: 'autocomplete';
      readonly caller: Caller;
      readonly name: string;
      readonly subcommand?: string;
      readonly options: Record<string, OptionValue>;
      readonly focused: { readonly name: string; readonly value: string };
    }
  /** A message context-menu command: the message it was used on. */
  | {
      readonly kind: 'message_command';
      readonly caller: Caller;
      readonly name: string;
      readonly target: TargetMessage;
    }
  | {
      readonly kind: 'component';
      readonly caller: Caller;
      readonly customId: string;
      readonly values: readonly string[];
      /** A user select's chosen users that are bots. */
      readonly bots: readonly string[];
    }
  | {
      readonly kind: 'modal';
      readonly caller: Caller;
      readonly customId: string;
      readonly fields: Record<string, string>;
      /** Opened from a message's component: a late answer may update that message. */
      readonly fromMessage: boolean;
    };

/** Flattens a (sub)command's options; a subcommand's own options become the option map. */
function flatten(options: readonly RawOption[] | undefined): {
  subcommand?: string;
  values: Record<string, OptionValue>;
  focused?: { name: string; value: string };
} {
  const values: Record<string, OptionValue> = {};
  let focused: { name: string; value: string } | undefined;
  for (const o of options ?? []) {
    if (o.options !== undefined || o.type === 1 || o.type === 2) {
      const inner = flatten(o.options);
      return {
        subcommand: inner.subcommand ? `${o.name} ${inner.subcommand}` : o.name,
        values: inner.values,
        ...(inner.focused ? { focused: inner.focused } : {}),
      };
    }
    if (o.value !== undefined) values[o.name] = o.value;
    if (o.focused) focused = { name: o.name, value: String(o.value ?? '') };
  }
  return { values, ...(focused ? { focused } : {}) };
}

/**
 * Where the interaction came from: Discord's `context` (0 guild, 1 bot DM, 2 other private
 * channel) when sent; without it (older payloads), the absence of a guild means the bot's DM.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-interaction-context-types
 */
function isBotDm(context: number | undefined, guildId: string | undefined): boolean {
  return context === undefined ? guildId === undefined : context === InteractionContextType.BotDM;
}

/**
 * The channel of a server interaction where the app is installed in that server (guild install,
 * key "0"), and whether the caller may post there themselves: the bot posts as their proxy.
 */
function botChannel(i: {
  guild_id?: string | undefined;
  channel_id?: string | undefined;
  channel?: { id: string; type?: number | undefined } | undefined;
  authorizing_integration_owners?: Record<string, string> | undefined;
  member?: { permissions?: string | undefined } | undefined;
  app_permissions?: string | undefined;
}): Pick<Caller, 'botChannelId' | 'channelRefused' | 'appPermissions'> {
  const channelId = i.channel_id ?? i.channel?.id;
  const installedHere =
    i.guild_id !== undefined && i.authorizing_integration_owners?.['0'] === i.guild_id;
  if (!installedHere || !channelId) return {};
  return {
    botChannelId: channelId,
    ...(mayPostReminderIn(i.member?.permissions, i.channel?.type)
      ? {}
      : { channelRefused: true as const }),
    ...(i.app_permissions ? { appPermissions: i.app_permissions } : {}),
  };
}

/** Parses an already signature-checked body; null when it is not an interaction we understand. */
export function parseInteraction(body: unknown): Interaction | null {
  const parsed = interactionSchema.safeParse(body);
  if (!parsed.success) return null;
  const i = parsed.data;
  if (i.type === InteractionType.Ping) return { kind: 'ping' };
  const who = i.member?.user ?? i.user;
  const userId = who?.id;
  if (!userId) return null;
  const caller: Caller = {
    userId,
    interactionId: i.id,
    ...(who.username ? { name: `@${who.username}` } : {}),
    locale: i.locale ?? 'en-US',
    applicationId: i.application_id,
    token: i.token,
    inBotDm: isBotDm(i.context, i.guild_id),
    ...(i.guild_id ? { guildId: i.guild_id } : {}),
    ...botChannel(i),
  };
  switch (i.type) {
    case InteractionType.ApplicationCommand: {
      if (i.data.type === ApplicationCommandType.Message) {
        const message = i.data.target_id
          ? i.data.resolved?.messages?.[i.data.target_id]
          : undefined;
        if (!message) return null;
        return {
          kind: 'message_command',
          caller,
          name: i.data.name,
          target: {
            id: message.id,
            channelId: message.channel_id,
            content: message.content ?? '',
            mentions: Object.fromEntries(
              (message.mentions ?? []).map((u) => [u.id, u.global_name ?? u.username]),
            ),
          },
        };
      }
      const { subcommand, values } = flatten(i.data.options);
      return {
        kind: 'command',
        caller,
        name: i.data.name,
        options: values,
        ...(subcommand ? { subcommand } : {}),
      };
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const { subcommand, values, focused } = flatten(i.data.options);
      if (!focused) return null;
      return {
        kind: 'autocomplete',
        caller,
        name: i.data.name,
        options: values,
        focused,
        ...(subcommand ? { subcommand } : {}),
      };
    }
    case InteractionType.MessageComponent:
      return {
        kind: 'component',
        caller,
        customId: i.data.custom_id,
        values: i.data.values ?? [],
        bots: Object.entries(i.data.resolved?.users ?? {})
          .filter(([, u]) => u.bot === true)
          .map(([id]) => id),
      };
    case InteractionType.ModalSubmit: {
      const fields: Record<string, string> = {};
      for (const part of i.data.components)
        for (const c of part.component ? [part.component] : (part.components ?? []))
          fields[c.custom_id] = c.value ?? '';
      return {
        kind: 'modal',
        caller,
        customId: i.data.custom_id,
        fields,
        fromMessage: i.message !== undefined,
      };
    }
  }
}
