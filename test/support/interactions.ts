/**
 * Interaction bodies as Discord sends them, typed with discord-api-types so a test
 * body cannot drift from the real payload shape.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
import { randomBytes } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ComponentType,
  InteractionType,
  MessageType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandInteractionDataSubcommandOption,
  type APIChatInputApplicationCommandInteraction,
  type APIMessage,
  type APIMessageComponentButtonInteraction,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
  type APIPingInteraction,
  type Locale,
} from 'discord-api-types/v10';
import {
  apiUser,
  autocompleteInteraction,
  commandInteraction,
  componentInteraction,
  modalSubmitInteraction,
  messageCommandInteraction,
  snowflake,
  type InteractionContext,
} from '../../infra/local/interaction-payloads.js';

export { snowflake } from '../../infra/local/interaction-payloads.js';

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
  /** In a server where only the user installed the app (the bot is no member). */
  readonly userInstallOnly?: boolean;
  /** In a server: the member's permissions in the channel (decimal bit set); an ordinary member's when omitted. */
  readonly permissions?: string;
  /** The app's permissions in the channel (`app_permissions`); none when omitted. */
  readonly appPermissions?: string;
  /** The channel the interaction comes from; a fresh one when omitted. */
  readonly channelId?: string;
}

/** A caller of their own (a DM unless `extra` sets a guild), so per-user limits such as 5 /remind a minute never couple tests. */
export function newUser(extra: Partial<Caller> = {}): Caller {
  return { userId: snowflake(), ...extra };
}

/** The caller placed in a fresh channel, for the shared builder. */
function context(caller: Caller): InteractionContext {
  return {
    applicationId: TEST_APPLICATION_ID,
    userId: caller.userId,
    channelId: caller.channelId ?? snowflake(),
    ...(caller.guildId ? { guildId: caller.guildId } : {}),
    ...(caller.userInstallOnly ? { userInstallOnly: true } : {}),
    ...(caller.permissions !== undefined ? { permissions: caller.permissions } : {}),
    ...(caller.appPermissions !== undefined ? { appPermissions: caller.appPermissions } : {}),
    ...(caller.locale ? { locale: caller.locale } : {}),
    ...(caller.groupDm ? { groupDm: true } : {}),
  };
}

/** Option builders, so tests read like the slash command a user types. */
export const opt = {
  string: (
    name: string,
    value: string,
    focused?: boolean,
  ): APIApplicationCommandInteractionDataBasicOption => ({
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
  subcommand: (
    name: string,
    options: APIApplicationCommandInteractionDataBasicOption[] = [],
  ): APIApplicationCommandInteractionDataSubcommandOption => ({
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
export function command(
  caller: Caller,
  name: string,
  options: APIApplicationCommandInteractionDataOption[] = [],
): APIChatInputApplicationCommandInteraction {
  return commandInteraction(context(caller), name, options);
}

/** APPLICATION_COMMAND_AUTOCOMPLETE: the user is typing into the option marked `focused`. */
export function autocomplete(
  caller: Caller,
  name: string,
  options: APIApplicationCommandInteractionDataOption[],
): APIApplicationCommandAutocompleteInteraction {
  return autocompleteInteraction(context(caller), name, options);
}

/** MESSAGE_COMPONENT: a button press on a message the bot sent earlier. */
export function button(
  caller: Caller,
  customId: string,
  messageContent = '',
): APIMessageComponentButtonInteraction {
  const ctx = context(caller);
  const written = aMessage(messageContent, TEST_APPLICATION_ID, ctx.channelId);
  const message: APIMessage = {
    ...written,
    author: { ...written.author, bot: true },
    type: MessageType.ChatInputCommand,
  };
  return componentInteraction(
    ctx,
    { customId, componentType: ComponentType.Button },
    message,
  ) as APIMessageComponentButtonInteraction;
}

/** MESSAGE_COMPONENT: a choice in a string select menu on a message the bot sent. */
export function select(
  caller: Caller,
  customId: string,
  values: readonly string[],
): APIMessageComponentInteraction {
  const pressed = button(caller, customId);
  return componentInteraction(
    context(caller),
    { customId, componentType: ComponentType.StringSelect, values },
    pressed.message,
  );
}

/** MESSAGE_COMPONENT: users chosen in a user select (type 5), with the `resolved.users` Discord sends. */
export function userSelect(
  caller: Caller,
  customId: string,
  users: readonly { readonly id: string; readonly bot?: boolean }[],
): APIMessageComponentInteraction {
  const picked = select(
    caller,
    customId,
    users.map((u) => u.id),
  );
  return {
    ...picked,
    data: {
      ...picked.data,
      component_type: ComponentType.UserSelect,
      resolved: {
        users: Object.fromEntries(
          users.map((u) => [
            u.id,
            {
              id: u.id,
              username: `user${u.id}`,
              discriminator: '0',
              global_name: null,
              avatar: null,
              ...(u.bot ? { bot: true } : {}),
            },
          ]),
        ),
      },
    },
  } as APIMessageComponentInteraction;
}

/** MODAL_SUBMIT of a modal the bot opened, with its text inputs answered. */
export function modalSubmit(
  caller: Caller,
  customId: string,
  fields: Readonly<Record<string, string>>,
): APIModalSubmitInteraction {
  return modalSubmitInteraction(
    context(caller),
    customId,
    Object.entries(fields).map(([id, value]) => ({ customId: id, value, inLabel: true })),
  );
}

/** A message someone (`authorId`) wrote in the caller's channel, as Discord resolves it for a context menu. */
export function aMessage(
  content: string,
  authorId = snowflake(),
  channelId = snowflake(),
): APIMessage {
  return {
    id: snowflake(),
    channel_id: channelId,
    author: apiUser(authorId),
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.Default,
    components: [],
  };
}

/** A message context-menu command (type 3) used on `message`, in the message's channel. */
export function messageCommand(
  caller: Caller,
  name: string,
  message: APIMessage,
): ReturnType<typeof messageCommandInteraction> {
  return messageCommandInteraction(
    { ...context(caller), channelId: message.channel_id },
    name,
    message,
  );
}

/** The bot's own commands, built as a user would type them. */
export const commands = {
  remind(
    caller: Caller,
    o: { message: string; time: string; repeat?: string; times?: number; until?: string },
  ): APIChatInputApplicationCommandInteraction {
    return command(caller, 'remind', [
      opt.string('message', o.message),
      opt.string('time', o.time),
      ...(o.repeat !== undefined ? [opt.string('repeat', o.repeat)] : []),
      ...(o.times !== undefined ? [opt.integer('times', o.times)] : []),
      ...(o.until !== undefined ? [opt.string('until', o.until)] : []),
    ]);
  },
  listReminders(
    caller: Caller,
    showCompleted?: boolean,
  ): APIChatInputApplicationCommandInteraction {
    return command(
      caller,
      'list_reminders',
      showCompleted === undefined ? [] : [opt.boolean('show_completed', showCompleted)],
    );
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
