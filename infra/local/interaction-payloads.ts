/**
 * Interaction bodies as Discord sends them, typed with discord-api-types: the one builder
 * behind the sandbox's sender, `npm run interact` and the tests' helpers, so none of them
 * can drift from the real payload shape.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  InteractionContextType,
  InteractionType,
  PermissionFlagsBits,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteractionDataResolvedGuildMember,
  type APIInteractionGuildMember,
  type APIUserInteractionDataResolved,
  type APIMessage,
  type APIMessageApplicationCommandInteraction,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
  type APIUser,
  type GuildMemberFlags,
  type UserFlags,
  type Locale,
} from 'discord-api-types/v10';

export type Interaction =
  | APIChatInputApplicationCommandInteraction
  | APIMessageApplicationCommandInteraction
  | APIApplicationCommandAutocompleteInteraction
  | APIMessageComponentInteraction
  | APIModalSubmitInteraction;

/** Who sends an interaction, and where: a guild channel (member + guild_id) or a DM with the bot (user). */
export interface InteractionContext {
  readonly applicationId: string;
  readonly userId: string;
  readonly username?: string;
  readonly locale?: string;
  readonly channelId: string;
  /** Set for a guild channel; omitted for the bot's DM. */
  readonly guildId?: string;
  /** A group DM where the user-installed app is used (context 2); ignored when guildId is set. */
  readonly groupDm?: boolean;
  /** In a server: the app is installed only by the user, not in the server (the bot is no member there). */
  readonly userInstallOnly?: boolean;
  /** In a server: the member's permissions in the channel (a decimal bit set); default {@link MEMBER_PERMISSIONS}. */
  readonly permissions?: string;
  /** The app's permissions in the channel (`app_permissions`, a decimal bit set); none ('0') when omitted. */
  readonly appPermissions?: string;
  /** The interaction's id; a random snowflake when omitted. */
  readonly id?: string;
  /** The interaction token; a random one when omitted. */
  readonly token?: string;
}

/** A random snowflake-like id (17-19 digits). */
export function snowflake(): string {
  return (
    BigInt(Date.now() - 1420070400000) * 4194304n +
    BigInt(randomBytes(3).readUIntBE(0, 3))
  ).toString();
}

export function apiUser(id: string, username = `user${id.slice(-4)}`): APIUser {
  return { id, username, discriminator: '0', global_name: username, avatar: null };
}

/** What an ordinary member may do in an ordinary text channel (Discord's defaults for @everyone, the ones Tock looks at among them). */
export const MEMBER_PERMISSIONS = String(
  PermissionFlagsBits.ViewChannel |
    PermissionFlagsBits.SendMessages |
    PermissionFlagsBits.EmbedLinks |
    PermissionFlagsBits.AttachFiles |
    PermissionFlagsBits.ReadMessageHistory |
    PermissionFlagsBits.AddReactions |
    PermissionFlagsBits.UseApplicationCommands,
);

/** The member object of a server interaction; `permissions` are the member's total permissions in the channel. */
export function guildMember(
  user: APIUser,
  permissions: string = MEMBER_PERMISSIONS,
): APIInteractionGuildMember {
  return {
    user,
    roles: [],
    joined_at: '2025-01-01T00:00:00.000Z',
    deaf: false,
    mute: false,
    flags: 0 as GuildMemberFlags,
    permissions,
  };
}

/** The fields every interaction has, with the caller placed as Discord places it. */
export function interactionBase(ctx: InteractionContext) {
  const user = apiUser(ctx.userId, ctx.username);
  const where = ctx.guildId
    ? {
        guild_id: ctx.guildId,
        guild_locale: 'en-US' as Locale,
        member: guildMember(user, ctx.permissions),
        context: InteractionContextType.Guild,
        channel: { id: ctx.channelId, type: ChannelType.GuildText as const },
      }
    : ctx.groupDm
      ? {
          user,
          context: InteractionContextType.PrivateChannel,
          channel: { id: ctx.channelId, type: ChannelType.GroupDM as const },
        }
      : {
          user,
          context: InteractionContextType.BotDM,
          channel: { id: ctx.channelId, type: ChannelType.DM as const },
        };
  return {
    id: ctx.id ?? snowflake(),
    application_id: ctx.applicationId,
    token: ctx.token ?? `tok_${randomBytes(24).toString('base64url')}`,
    version: 1 as const,
    app_permissions: ctx.appPermissions ?? '0',
    locale: (ctx.locale ?? 'en-US') as Locale,
    entitlements: [],
    // In a server the app is installed there too (its bot a member) unless the context says only the user installed it.
    authorizing_integration_owners: {
      ...(ctx.guildId && !ctx.userInstallOnly
        ? { [ApplicationIntegrationType.GuildInstall]: ctx.guildId }
        : {}),
      [ApplicationIntegrationType.UserInstall]: ctx.userId,
    },
    attachment_size_limit: 10 * 1024 * 1024,
    channel_id: ctx.channelId,
    ...where,
  };
}

/** The `data` of a CHAT_INPUT command; `options` may already hold a subcommand. */
function commandData(
  commandId: string,
  name: string,
  options: readonly APIApplicationCommandInteractionDataOption[],
) {
  return {
    id: commandId,
    name,
    type: ApplicationCommandType.ChatInput as const,
    options: [...options],
  };
}

/** APPLICATION_COMMAND (CHAT_INPUT). */
export function commandInteraction(
  ctx: InteractionContext,
  name: string,
  options: readonly APIApplicationCommandInteractionDataOption[] = [],
  commandId = snowflake(),
): APIChatInputApplicationCommandInteraction {
  return {
    ...interactionBase(ctx),
    type: InteractionType.ApplicationCommand,
    data: commandData(commandId, name, options),
  } as APIChatInputApplicationCommandInteraction;
}

/**
 * APPLICATION_COMMAND (MESSAGE): a message context-menu command used on `message`, which
 * Discord sends back resolved under `target_id`.
 * @see https://discord.com/developers/docs/interactions/application-commands#message-commands
 */
export function messageCommandInteraction(
  ctx: InteractionContext,
  name: string,
  message: APIMessage,
  commandId = snowflake(),
): APIMessageApplicationCommandInteraction {
  return {
    ...interactionBase(ctx),
    type: InteractionType.ApplicationCommand,
    data: {
      id: commandId,
      name,
      type: ApplicationCommandType.Message,
      target_id: message.id,
      resolved: { messages: { [message.id]: message } },
    },
  } as APIMessageApplicationCommandInteraction;
}

/** APPLICATION_COMMAND_AUTOCOMPLETE: the user is typing into the option marked `focused`. */
export function autocompleteInteraction(
  ctx: InteractionContext,
  name: string,
  options: readonly APIApplicationCommandInteractionDataOption[],
  commandId = snowflake(),
): APIApplicationCommandAutocompleteInteraction {
  return {
    ...interactionBase(ctx),
    type: InteractionType.ApplicationCommandAutocomplete,
    data: commandData(commandId, name, options),
  } as APIApplicationCommandAutocompleteInteraction;
}

/** A user as Discord resolves one in an interaction's data (a user select's choice). */
export function resolvedUser(user: APIUser): APIUser {
  return { ...user, public_flags: 0 as UserFlags, flags: 0 as UserFlags, primary_guild: null };
}

/**
 * `data.resolved` of a user select's submit: the users chosen, and in a server their members
 * too (partial members: no `user`, `deaf` or `mute`, with their `permissions` in the channel).
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-resolved-data-structure
 */
export function resolvedUsers(
  users: readonly APIUser[],
  inGuild: boolean,
  permissions: string = MEMBER_PERMISSIONS,
): APIUserInteractionDataResolved {
  const member = (): APIInteractionDataResolvedGuildMember => ({
    avatar: null,
    banner: null,
    communication_disabled_until: null,
    flags: 0 as GuildMemberFlags,
    joined_at: '2025-01-01T00:00:00.000Z',
    nick: null,
    pending: false,
    premium_since: null,
    roles: [],
    permissions,
  });
  return {
    users: Object.fromEntries(users.map((u) => [u.id, resolvedUser(u)])),
    ...(inGuild ? { members: Object.fromEntries(users.map((u) => [u.id, member()])) } : {}),
  };
}

/** MESSAGE_COMPONENT: a press or selection on a message the bot sent; `resolved` for a user select's choices. */
export function componentInteraction(
  ctx: InteractionContext,
  data: {
    readonly customId: string;
    readonly componentType: number;
    readonly values?: readonly string[];
    readonly resolved?: APIUserInteractionDataResolved;
  },
  message: APIMessage,
): APIMessageComponentInteraction {
  const d = {
    custom_id: data.customId,
    component_type: data.componentType,
    ...(data.values ? { values: [...data.values] } : {}),
    ...(data.resolved ? { resolved: data.resolved } : {}),
  };
  return {
    ...interactionBase(ctx),
    type: InteractionType.MessageComponent,
    data: d,
    message,
  } as APIMessageComponentInteraction;
}

/** A text input's answer; `inLabel` sends it inside a Label component (type 18) instead of an action row. */
export interface ModalAnswer {
  readonly customId: string;
  readonly value: string;
  readonly inLabel?: boolean;
}

/** MODAL_SUBMIT, its fields as Discord sends them back. */
export function modalSubmitInteraction(
  ctx: InteractionContext,
  customId: string,
  fields: readonly ModalAnswer[],
  message?: APIMessage,
): APIModalSubmitInteraction {
  const components = fields.map((f) =>
    f.inLabel
      ? { type: 18, id: 0, component: { type: 4, id: 0, custom_id: f.customId, value: f.value } }
      : { type: 1, id: 0, components: [{ type: 4, id: 0, custom_id: f.customId, value: f.value }] },
  );
  return {
    ...interactionBase(ctx),
    type: InteractionType.ModalSubmit,
    data: { custom_id: customId, components },
    ...(message ? { message } : {}),
  } as APIModalSubmitInteraction;
}

/** `[{ name, type: Subcommand, options }]` when a subcommand is given, else the options themselves. */
export function withSubcommand(
  subcommand: string | undefined,
  options: readonly APIApplicationCommandInteractionDataOption[],
): APIApplicationCommandInteractionDataOption[] {
  return subcommand
    ? [
        {
          name: subcommand,
          type: ApplicationCommandOptionType.Subcommand,
          options: [...options],
        } as APIApplicationCommandInteractionDataOption,
      ]
    : [...options];
}
