/**
 * Interaction bodies as Discord sends them, typed with discord-api-types so a test
 * body cannot drift from the real payload shape.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  ComponentType,
  InteractionContextType,
  InteractionType,
  MessageType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandInteractionDataSubcommandOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageComponentButtonInteraction,
  type APIPingInteraction,
  type APIUser,
  type GuildMemberFlags,
  type Locale,
} from 'discord-api-types/v10';

/** The application id every test body carries (matches DISCORD_APPLICATION_ID in the local stack). */
export const TEST_APPLICATION_ID = '1100000000000000001';

/** Who sends the interaction, and where: a guild (member.user + guild_id) or a DM (user). */
export interface Caller {
  readonly userId: string;
  /** Set for a guild context; omitted for a DM with the bot. */
  readonly guildId?: string;
  readonly locale?: `${Locale}`;
  /** A group DM where the user-installed app is used (context 2); ignored when guildId is set. */
  readonly groupDm?: boolean;
}

/** A random snowflake-like id (17-19 digits), unique enough for tests. */
export function snowflake(): string {
  return (BigInt(Date.now() - 1420070400000) * 4194304n + BigInt(randomBytes(3).readUIntBE(0, 3))).toString();
}

/** A caller of their own (a DM unless `extra` sets a guild), so per-user limits such as 5 /remind a minute never couple tests. */
export function newUser(extra: Partial<Caller> = {}): Caller {
  return { userId: snowflake(), ...extra };
}

function user(id: string): APIUser {
  return { id, username: `user${id.slice(-4)}`, discriminator: '0', global_name: null, avatar: null };
}

function member(id: string): APIInteractionGuildMember {
  return {
    user: user(id),
    roles: [],
    joined_at: '2024-01-01T00:00:00.000Z',
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    permissions: '0',
  };
}

/** The fields every interaction has, with the caller placed as Discord places it. */
function base(caller: Caller) {
  const channelId = snowflake();
  const where = caller.guildId
    ? {
        guild_id: caller.guildId,
        member: member(caller.userId),
        context: InteractionContextType.Guild,
        channel: { id: channelId, type: ChannelType.GuildText as const },
      }
    : caller.groupDm
      ? { user: user(caller.userId), context: InteractionContextType.PrivateChannel, channel: { id: channelId, type: ChannelType.GroupDM as const } }
      : { user: user(caller.userId), context: InteractionContextType.BotDM, channel: { id: channelId, type: ChannelType.DM as const } };
  return {
    id: snowflake(),
    application_id: TEST_APPLICATION_ID,
    token: `tok_${randomBytes(16).toString('hex')}`,
    version: 1 as const,
    app_permissions: '0',
    locale: (caller.locale ?? 'en-US') as Locale,
    entitlements: [],
    authorizing_integration_owners: { [ApplicationIntegrationType.UserInstall]: caller.userId },
    attachment_size_limit: 10 * 1024 * 1024,
    channel_id: channelId,
    ...where,
  };
}

/** Option builders, so tests read like the slash command a user types. */
export const opt = {
  string: (name: string, value: string, focused?: boolean): APIApplicationCommandInteractionDataBasicOption => ({
    name,
    type: ApplicationCommandOptionType.String,
    value,
    ...(focused ? { focused } : {}),
  }),
  integer: (name: string, value: number): APIApplicationCommandInteractionDataBasicOption => ({
    name,
    type: ApplicationCommandOptionType.Integer,
    value,
  }),
  boolean: (name: string, value: boolean): APIApplicationCommandInteractionDataBasicOption => ({
    name,
    type: ApplicationCommandOptionType.Boolean,
    value,
  }),
  subcommand: (name: string, options: APIApplicationCommandInteractionDataBasicOption[] = []): APIApplicationCommandInteractionDataSubcommandOption => ({
    name,
    type: ApplicationCommandOptionType.Subcommand,
    options,
  }),
};

/** PING: Discord's endpoint check, answered with PONG. */
export function ping(): APIPingInteraction {
  return {
    id: snowflake(),
    application_id: TEST_APPLICATION_ID,
    type: InteractionType.Ping,
    token: `tok_${randomBytes(16).toString('hex')}`,
    version: 1,
    app_permissions: '0',
    entitlements: [],
    authorizing_integration_owners: {},
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

/** A slash command (APPLICATION_COMMAND, CHAT_INPUT), e.g. `command(alice, 'remind', [opt.string('message', 'x')])`. */
export function command(caller: Caller, name: string, options: APIApplicationCommandInteractionDataOption[] = []): APIChatInputApplicationCommandInteraction {
  return {
    ...base(caller),
    type: InteractionType.ApplicationCommand,
    data: { id: snowflake(), name, type: ApplicationCommandType.ChatInput, options },
  };
}

/** APPLICATION_COMMAND_AUTOCOMPLETE: the user is typing into the option marked `focused`. */
export function autocomplete(caller: Caller, name: string, options: APIApplicationCommandInteractionDataOption[]): APIApplicationCommandAutocompleteInteraction {
  return {
    ...base(caller),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: { id: snowflake(), name, type: ApplicationCommandType.ChatInput, options },
  };
}

/** MESSAGE_COMPONENT: a button press on a message the bot sent earlier. */
export function button(caller: Caller, customId: string, messageContent = ''): APIMessageComponentButtonInteraction {
  const b = base(caller);
  const message: APIMessage = {
    id: snowflake(),
    channel_id: b.channel_id,
    author: { ...user(TEST_APPLICATION_ID), bot: true },
    content: messageContent,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.ChatInputCommand,
    components: [],
  };
  return {
    ...b,
    type: InteractionType.MessageComponent,
    data: { custom_id: customId, component_type: ComponentType.Button },
    message,
  };
}

/** The bot's own commands, built as a user would type them. */
export const commands = {
  remind(caller: Caller, o: { message: string; time: string; repeat?: string; times?: number; until?: string }): APIChatInputApplicationCommandInteraction {
    return command(caller, 'remind', [
      opt.string('message', o.message),
      opt.string('time', o.time),
      ...(o.repeat !== undefined ? [opt.string('repeat', o.repeat)] : []),
      ...(o.times !== undefined ? [opt.integer('times', o.times)] : []),
      ...(o.until !== undefined ? [opt.string('until', o.until)] : []),
    ]);
  },
  listReminders(caller: Caller, showCompleted?: boolean): APIChatInputApplicationCommandInteraction {
    return command(caller, 'list_reminders', showCompleted === undefined ? [] : [opt.boolean('show_completed', showCompleted)]);
  },
  deleteReminder(caller: Caller, reminderId: string): APIChatInputApplicationCommandInteraction {
    return command(caller, 'delete_reminder', [opt.string('reminder_id', reminderId)]);
  },
};

/** The `rem_…` id in a reply's text (decisions.md: `rem_` + 12 lowercase base32 characters). */
export function reminderIdIn(text: string): string | undefined {
  return /rem_[a-z2-7]{12}/.exec(text)?.[0];
}

/** The fixed text of a catalog message before its first placeholder: a stable fragment to assert on. */
export function fragment(message: string): string {
  return message.split('{{')[0] ?? message;
}
