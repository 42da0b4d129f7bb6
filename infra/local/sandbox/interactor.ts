import {
  ComponentType,
  InteractionResponseType,
  MessageFlags,
  type APIInteractionResponse,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import type { InteractRequest, InteractResult, SandboxMessage, SandboxView } from './protocol.js';
import {
  createPayloadBuilder,
  postSigned,
  type Interaction,
  type SenderOptions,
} from './sender.js';
import type { SandboxStore, TokenContext } from './store.js';

/** A component as a message holds it, read loosely (rows, sections and containers nest others). */
interface HeldComponent {
  readonly type: number;
  readonly custom_id?: string;
  readonly disabled?: boolean;
  readonly min_values?: number;
  readonly max_values?: number;
  readonly options?: readonly { readonly value: string }[];
  readonly components?: readonly HeldComponent[];
  readonly accessory?: HeldComponent;
}

/** The component `customId` among `components`, at any depth. */
function findComponent(
  components: readonly HeldComponent[],
  customId: string,
): HeldComponent | undefined {
  for (const c of components) {
    if (c.custom_id === customId) return c;
    const inner = findComponent(
      [...(c.components ?? []), ...(c.accessory ? [c.accessory] : [])],
      customId,
    );
    if (inner) return inner;
  }
  return undefined;
}

const SELECTS: ReadonlySet<number> = new Set([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/**
 * What Discord's client would not send for a select menu: a menu the message does not hold (or of
 * another type), a disabled one, fewer or more choices than its `min_values`/`max_values` (1 and
 * 1 by default), a string select's value it does not offer, a user select's user who is not a
 * member of the sandbox guild (its people and the bot).
 * @see https://discord.com/developers/docs/components/reference#user-select
 */
function selectProblem(
  store: SandboxStore,
  message: SandboxMessage,
  req: Extract<InteractRequest, { kind: 'component' }>,
): string | undefined {
  if (!SELECTS.has(req.componentType)) return undefined;
  const held = findComponent(message.components as readonly HeldComponent[], req.customId);
  if (held?.type !== req.componentType) return 'That message has no such select menu.';
  if (held.disabled === true) return 'That select menu is disabled.';
  const values = req.values ?? [];
  const min = held.min_values ?? 1;
  const max = held.max_values ?? 1;
  if (values.length < min || values.length > max || new Set(values).size !== values.length)
    return `That select menu takes ${min === max ? min : `${min} to ${max}`} different choices.`;
  if (req.componentType === ComponentType.StringSelect) {
    const offered = new Set((held.options ?? []).map((o) => o.value));
    if (values.some((v) => !offered.has(v))) return 'That select menu does not offer this choice.';
  }
  if (req.componentType === ComponentType.UserSelect && values.some((id) => !store.knows(id)))
    return 'Only members of the sandbox guild can be picked.';
  return undefined;
}

/**
 * Plays Discord's part for one user action on the page: builds the interaction, sends
 * it signed to `/interactions`, and applies the bot's response as Discord would (a new
 * message, an edited one, autocomplete choices, a modal to open).
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction
 */
export function createInteractor(
  store: SandboxStore,
  options: SenderOptions,
): (req: InteractRequest) => Promise<InteractResult> {
  const build = createPayloadBuilder(store, options.applicationId);
  /** The command that opened each modal still open (by its custom_id): its submit's reply says "used <command>". */
  const modalCommands = new Map<string, string>();

  async function send(
    interaction: Interaction,
  ): Promise<{ ok: true; response: APIInteractionResponse } | { ok: false; error: string }> {
    try {
      const { status, body } = await postSigned(options, interaction);
      if (status !== 200)
        return { ok: false, error: `The bot answered HTTP ${status}: ${JSON.stringify(body)}` };
      if (
        typeof body !== 'object' ||
        body === null ||
        typeof (body as { type?: unknown }).type !== 'number'
      )
        return {
          ok: false,
          error: 'The bot answered with something that is not an interaction response.',
        };
      return { ok: true, response: body as APIInteractionResponse };
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      return {
        ok: false,
        error: timedOut
          ? 'The application did not respond (Discord waits 3 seconds).'
          : `Could not reach /interactions: ${String(err)}`,
      };
    }
  }

  /** A new reply in the interaction's channel (type 4, or the placeholder of type 5). */
  function replyMessage(
    context: TokenContext,
    data:
      | {
          content?: string | undefined;
          embeds?: unknown[] | undefined;
          components?: unknown[] | undefined;
          flags?: number | undefined;
        }
      | undefined,
    pending: boolean,
  ): void {
    const now = Date.now();
    const ephemeral = ((data?.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
    const message: SandboxMessage = {
      id: store.snowflake(now),
      channelId: context.channelId,
      author: { ...store.bot, bot: true },
      content: data?.content ?? '',
      embeds: (data?.embeds ?? []) as SandboxMessage['embeds'],
      components: (data?.components ?? []) as SandboxMessage['components'],
      flags: data?.flags ?? 0,
      timestamp: new Date(now).toISOString(),
      editedTimestamp: null,
      interaction: { user: context.user, name: context.name },
      ...(ephemeral ? { visibleTo: context.user.id } : {}),
      ...(pending ? { pending: true } : {}),
    };
    store.put(message);
    context.originalId = message.id;
  }

  /** Applies the bot's response; `source` is the message a component or modal came from. */
  function apply(
    response: APIInteractionResponse,
    context: TokenContext,
    view: SandboxView,
    source: SandboxMessage | undefined,
  ): InteractResult {
    switch (response.type) {
      case InteractionResponseType.ChannelMessageWithSource:
        replyMessage(context, response.data, false);
        return { ok: true, kind: 'message' };
      case InteractionResponseType.DeferredChannelMessageWithSource:
        replyMessage(context, response.data, true);
        return { ok: true, kind: 'deferred' };
      case InteractionResponseType.DeferredMessageUpdate:
        if (source) context.originalId = source.id;
        return { ok: true, kind: 'none' };
      case InteractionResponseType.UpdateMessage: {
        if (!source)
          return {
            ok: false,
            error:
              'UPDATE_MESSAGE is only valid for component and modal interactions on a message.',
          };
        const d = response.data ?? {};
        store.put({
          ...source,
          ...(d.content !== undefined ? { content: d.content } : {}),
          ...(d.embeds !== undefined ? { embeds: d.embeds } : {}),
          ...(d.components !== undefined
            ? { components: d.components as SandboxMessage['components'] }
            : {}),
        });
        context.originalId = source.id;
        return { ok: true, kind: 'message' };
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult:
        return { ok: true, kind: 'choices', choices: response.data.choices ?? [] };
      case InteractionResponseType.Modal:
        return {
          ok: true,
          kind: 'modal',
          modal: response.data as APIModalInteractionResponseCallbackData,
          view,
          ...(source ? { messageId: source.id } : {}),
        };
      default:
        return {
          ok: false,
          error: `Response type ${response.type} is not something the sandbox shows.`,
        };
    }
  }

  return async (req) => {
    let interaction: Interaction | undefined;
    let source: SandboxMessage | undefined;
    let view: SandboxView;
    let name: string;
    if (req.kind === 'message_command') {
      // The message is the command's target, not the message a response would update.
      const target = store.message(req.messageId);
      if (!target || (target.visibleTo && target.visibleTo !== req.userId))
        return { ok: false, error: 'That message no longer exists.' };
      interaction = build.messageCommand(req, target);
      if (!interaction)
        return { ok: false, error: `"${req.name}" is not a registered message command.` };
      view = store.dmRecipient(target.channelId) ? 'dm' : 'channel';
      name = req.name;
    } else if (req.kind === 'command' || req.kind === 'autocomplete') {
      interaction = build.command(req, req.view);
      if (!interaction) return { ok: false, error: `/${req.name} is not a registered command.` };
      view = req.view;
      name = req.subcommand ? `${req.name} ${req.subcommand}` : req.name;
    } else {
      const r = req as Extract<InteractRequest, { kind: 'component' | 'modal' }>;
      source = r.messageId ? store.message(r.messageId) : undefined;
      if (r.messageId && !source) return { ok: false, error: 'That message no longer exists.' };
      if (source?.visibleTo && source.visibleTo !== req.userId)
        return { ok: false, error: 'That message is not visible to this user.' };
      if (r.kind === 'component') {
        const problem = source ? selectProblem(store, source, r) : undefined;
        if (problem) return { ok: false, error: problem };
        interaction = build.component(r, source as SandboxMessage);
      } else interaction = build.modal(r, source);
      view = source
        ? store.dmRecipient(source.channelId)
          ? 'dm'
          : 'channel'
        : r.kind === 'modal'
          ? r.view
          : 'channel';
      name =
        source?.interaction?.name ??
        (r.kind === 'modal' ? (modalCommands.get(r.customId) ?? '') : '');
      if (r.kind === 'modal') modalCommands.delete(r.customId);
    }
    const context = store.addToken(interaction.token, {
      channelId: interaction.channel?.id ?? '',
      user: store.user(req.userId),
      name,
      createdAt: Date.now(),
    });
    const sent = await send(interaction);
    if (!sent.ok) return sent;
    if (
      req.kind === 'autocomplete' &&
      sent.response.type !== InteractionResponseType.ApplicationCommandAutocompleteResult
    ) {
      return {
        ok: false,
        error: 'An autocomplete interaction must be answered with choices (type 8).',
      };
    }
    if (sent.response.type === InteractionResponseType.Modal && !source) {
      if (modalCommands.size > 100) modalCommands.clear();
      modalCommands.set(sent.response.data.custom_id, name);
    }
    return apply(sent.response, context, view, source);
  };
}
