import { randomBytes, type KeyObject } from 'node:crypto';
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ApplicationIntegrationType,
  ChannelType,
  InteractionContextType,
  InteractionType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteractionGuildMember,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
  type APIUser,
  type GuildMemberFlags,
  type Locale,
} from 'discord-api-types/v10';
import { signedHeaders } from '../dev-keys.js';
import type { Actor, InteractRequest, ModalField, SandboxMessage, SandboxUser, SandboxView } from './protocol.js';
import { toApiMessage } from './stand-in.js';
import { SANDBOX_GUILD_ID, type SandboxStore } from './store.js';

/**
 * Builds interaction payloads as Discord does (typed with discord-api-types), signs them
 * with the sandbox's dev key and POSTs them to `/interactions`.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
export interface SenderOptions {
  /** `http://127.0.0.1:PORT/interactions` */
  readonly interactionsUrl: string;
  readonly applicationId: string;
  readonly privateKey: KeyObject;
  /** Discord gives up after 3 s and shows "The application did not respond". */
  readonly timeoutMs?: number;
}

export const senderDefaults = { timeoutMs: 3000 } as const;

export type Interaction = APIChatInputApplicationCommandInteraction | APIApplicationCommandAutocompleteInteraction | APIMessageComponentInteraction | APIModalSubmitInteraction;

/** A signed POST's outcome: the bot's HTTP status and JSON body. */
export interface SendResult {
  readonly status: number;
  readonly body: unknown;
}

function apiUser(u: SandboxUser): APIUser {
  return { id: u.id, username: u.username, discriminator: '0', global_name: u.username, avatar: null };
}

function member(u: SandboxUser): APIInteractionGuildMember {
  return { user: apiUser(u), roles: [], joined_at: '2025-01-01T00:00:00.000Z', deaf: false, mute: false, flags: 0 as GuildMemberFlags, permissions: '0' };
}

/** Signs `timestamp + body` with the dev key and POSTs it as Discord does. */
export async function postSigned(options: SenderOptions, interaction: unknown): Promise<SendResult> {
  const body = JSON.stringify(interaction);
  const res = await fetch(options.interactionsUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Discord-Interactions/1.0 (+https://discord.com) tock-sandbox',
      ...signedHeaders(options.privateKey, body),
    },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? senderDefaults.timeoutMs),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text: the caller reports a non-JSON answer.
  }
  return { status: res.status, body: parsed };
}

/** Builds the interaction bodies for one store (its channels and users). */
export function createPayloadBuilder(store: SandboxStore, applicationId: string) {
  /** The fields every interaction has; a guild channel carries `member` + `guild_id`, a DM `user`. */
  function base(actor: Actor, channelId: string) {
    const user = store.user(actor.userId);
    const dm = store.dmRecipient(channelId) !== undefined;
    const where = dm
      ? { user: apiUser(user), context: InteractionContextType.BotDM, channel: { id: channelId, type: ChannelType.DM as const } }
      : { guild_id: SANDBOX_GUILD_ID, guild_locale: 'en-US' as Locale, member: member(user), context: InteractionContextType.Guild, channel: { id: channelId, type: ChannelType.GuildText as const } };
    return {
      id: store.snowflake(),
      application_id: applicationId,
      token: `sandbox_${randomBytes(24).toString('base64url')}`,
      version: 1 as const,
      app_permissions: '0',
      locale: actor.locale as Locale,
      entitlements: [],
      authorizing_integration_owners: { [ApplicationIntegrationType.UserInstall]: user.id },
      attachment_size_limit: 10 * 1024 * 1024,
      channel_id: channelId,
      ...where,
    };
  }

  function commandData(req: Extract<InteractRequest, { kind: 'command' | 'autocomplete' }>) {
    const registered = store.commands.find((c) => c.name === req.name && (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput);
    if (!registered) return undefined;
    const options = req.options.map((o) => ({ name: o.name, type: o.type, value: o.value, ...(o.focused ? { focused: true } : {}) })) as APIApplicationCommandInteractionDataBasicOption[];
    return {
      id: registered.id,
      name: req.name,
      type: ApplicationCommandType.ChatInput as const,
      options: req.subcommand ? [{ name: req.subcommand, type: ApplicationCommandOptionType.Subcommand as const, options }] : options,
    };
  }

  /** Modal fields as Discord sends them back: inside action rows, or inside Label components. */
  function modalComponents(fields: readonly ModalField[]): APIModalSubmitInteraction['data']['components'] {
    return fields.map((f) =>
      f.inLabel
        ? { type: 18, id: 0, component: { type: 4, id: 0, custom_id: f.customId, value: f.value } }
        : { type: 1, id: 0, components: [{ type: 4, id: 0, custom_id: f.customId, value: f.value }] },
    ) as APIModalSubmitInteraction['data']['components'];
  }

  return {
    command(req: Extract<InteractRequest, { kind: 'command' | 'autocomplete' }>, view: SandboxView): Interaction | undefined {
      const data = commandData(req);
      if (!data) return undefined;
      const b = base(req, store.channelFor(view, req.userId));
      return req.kind === 'command'
        ? ({ ...b, type: InteractionType.ApplicationCommand, data } as APIChatInputApplicationCommandInteraction)
        : ({ ...b, type: InteractionType.ApplicationCommandAutocomplete, data } as APIApplicationCommandAutocompleteInteraction);
    },
    component(req: Extract<InteractRequest, { kind: 'component' }>, message: SandboxMessage): APIMessageComponentInteraction {
      const data = { custom_id: req.customId, component_type: req.componentType, ...(req.values ? { values: [...req.values] } : {}) };
      return { ...base(req, message.channelId), type: InteractionType.MessageComponent, data, message: toApiMessage(message) } as APIMessageComponentInteraction;
    },
    modal(req: Extract<InteractRequest, { kind: 'modal' }>, message: SandboxMessage | undefined): APIModalSubmitInteraction {
      const channelId = message?.channelId ?? store.channelFor(req.view, req.userId);
      const data = { custom_id: req.customId, components: modalComponents(req.fields) };
      return { ...base(req, channelId), type: InteractionType.ModalSubmit, data, ...(message ? { message: toApiMessage(message) } : {}) } as APIModalSubmitInteraction;
    },
  };
}
