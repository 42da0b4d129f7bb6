import { randomBytes, type KeyObject } from 'node:crypto';
import {
  ApplicationCommandType,
  ComponentType,
  type APIApplicationCommandInteractionDataBasicOption,
} from 'discord-api-types/v10';
import { signedHeaders } from '../dev-keys.js';
import {
  apiUser,
  autocompleteInteraction,
  commandInteraction,
  componentInteraction,
  messageCommandInteraction,
  modalSubmitInteraction,
  resolvedUsers,
  withSubcommand,
  type Interaction,
  type InteractionContext,
} from '../interaction-payloads.js';
import type { Actor, InteractRequest, SandboxMessage, SandboxView } from './protocol.js';
import { toApiMessage } from './stand-in.js';
import { SANDBOX_GUILD_ID, type SandboxStore } from './store.js';

export type { Interaction } from '../interaction-payloads.js';

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

/** A signed POST's outcome: the bot's HTTP status and JSON body. */
export interface SendResult {
  readonly status: number;
  readonly body: unknown;
}

/** Signs `timestamp + body` with the dev key and POSTs it as Discord does. */
export async function postSigned(
  options: SenderOptions,
  interaction: unknown,
): Promise<SendResult> {
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

/**
 * The bot's permissions in the sandbox guild's channel, as `app_permissions` carries them: view
 * channel, send messages, embed links and create events (so a posted card makes the server's
 * scheduled event: `GET /api/v10/guilds/<SANDBOX_GUILD_ID>/scheduled-events` lists them).
 */
const BOT_PERMISSIONS = ((1n << 10n) | (1n << 11n) | (1n << 14n) | (1n << 44n)).toString();

/** Builds the interaction bodies for one store (its channels and users) with the shared builder. */
export function createPayloadBuilder(store: SandboxStore, applicationId: string) {
  /** A guild channel carries `member` + `guild_id`, a DM `user`. */
  function context(actor: Actor, channelId: string): InteractionContext {
    const user = store.user(actor.userId);
    const dm = store.dmRecipient(channelId) !== undefined;
    return {
      applicationId,
      userId: user.id,
      username: user.username,
      locale: actor.locale,
      channelId,
      ...(dm ? {} : { guildId: SANDBOX_GUILD_ID, appPermissions: BOT_PERMISSIONS }),
      id: store.snowflake(),
      token: `sandbox_${randomBytes(24).toString('base64url')}`,
    };
  }

  return {
    command(
      req: Extract<InteractRequest, { kind: 'command' | 'autocomplete' }>,
      view: SandboxView,
    ): Interaction | undefined {
      const registered = store.commands.find(
        (c) =>
          c.name === req.name &&
          (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput,
      );
      if (!registered) return undefined;
      const options = req.options.map((o) => ({
        name: o.name,
        type: o.type,
        value: o.value,
        ...(o.focused ? { focused: true } : {}),
      })) as APIApplicationCommandInteractionDataBasicOption[];
      const ctx = context(req, store.channelFor(view, req.userId));
      const build = req.kind === 'command' ? commandInteraction : autocompleteInteraction;
      return build(ctx, req.name, withSubcommand(req.subcommand, options), registered.id);
    },
    /** A registered message command (type 3) used on `message`; undefined when no such command is registered. */
    messageCommand(
      req: Extract<InteractRequest, { kind: 'message_command' }>,
      message: SandboxMessage,
    ): Interaction | undefined {
      const registered = store.commands.find(
        (c) => c.name === req.name && c.type === ApplicationCommandType.Message,
      );
      if (!registered) return undefined;
      return messageCommandInteraction(
        context(req, message.channelId),
        req.name,
        toApiMessage(message),
        registered.id,
      );
    },
    /** A press or a choice; a user select's choice carries the users (and in the guild, members) chosen, resolved. */
    component(
      req: Extract<InteractRequest, { kind: 'component' }>,
      message: SandboxMessage,
    ): Interaction {
      const ctx = context(req, message.channelId);
      const chosen = (req.values ?? []).map((id) => {
        const u = store.user(id);
        return { ...apiUser(u.id, u.username), ...(id === store.bot.id ? { bot: true } : {}) };
      });
      const resolved =
        req.componentType === ComponentType.UserSelect
          ? { resolved: resolvedUsers(chosen, ctx.guildId !== undefined) }
          : {};
      return componentInteraction(ctx, { ...req, ...resolved }, toApiMessage(message));
    },
    modal(
      req: Extract<InteractRequest, { kind: 'modal' }>,
      message: SandboxMessage | undefined,
    ): Interaction {
      const channelId = message?.channelId ?? store.channelFor(req.view, req.userId);
      return modalSubmitInteraction(
        context(req, channelId),
        req.customId,
        req.fields,
        message ? toApiMessage(message) : undefined,
      );
    },
  };
}
