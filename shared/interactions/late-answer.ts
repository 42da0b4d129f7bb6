/**
 * Late answers: Discord shows "This interaction failed" when an interaction is not answered
 * within 3 seconds. Work that is not done by the deadline is answered with the deferred type
 * Discord documents for the interaction, and its result goes out through the interaction's
 * webhook (the interaction token is the credential, valid 15 minutes; no bot token).
 * docs/decisions.md, "Late answers (issue 22)".
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction
 */
import {
  InteractionResponseType,
  MessageFlags,
  type APIInteractionResponse,
} from 'discord-api-types/v10';

/** Interaction tokens are valid for 15 minutes from the interaction. @see https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages */
export const INTERACTION_TOKEN_LIFETIME_MS = 15 * 60_000;

/** After this long from the request's arrival, the answer is deferred (config INTERACTION_DEADLINE_MS). */
export const DEFAULT_INTERACTION_DEADLINE_MS = 2500;

/**
 * The interactions function's Lambda timeout (infra/stack.ts): a late answer's work (the store,
 * then the webhook calls with their retries) goes on after the deferred answer. In Lambda, webhook
 * calls stop being retried {@link LAMBDA_DELIVERY_MS} after the request, before the timeout.
 */
export const INTERACTIONS_TIMEOUT_SECONDS = 60;
export const LAMBDA_DELIVERY_MS = (INTERACTIONS_TIMEOUT_SECONDS - 10) * 1000;

/** One call on an interaction's webhook: `original` addresses `…/messages/@original`, else the follow-up route. */
export interface WebhookCall {
  readonly method: 'PATCH' | 'POST' | 'DELETE';
  readonly original: boolean;
  readonly body?: Record<string, unknown>;
}

/**
 * An interaction's webhook: `true` when Discord took the call. Retries 429 and 5xx itself
 * (shared/adapters/discord/rest.ts), never past `withinMs`.
 */
export interface InteractionWebhook {
  send(
    target: { readonly applicationId: string; readonly token: string },
    call: WebhookCall,
    withinMs: number,
  ): Promise<boolean>;
}

/** The endpoint's late answers: the deadline and the webhook the results go through. */
export interface LateAnswers {
  readonly deadlineMs: number;
  readonly webhook: InteractionWebhook;
  /** How long after the request the delivery may go on; the token's 15 minutes when absent. */
  readonly deliveryMs?: number;
}

/**
 * How an interaction is deferred: `update` (type 6, DEFERRED_UPDATE_MESSAGE: no loading state,
 * the message the component is on is edited later) for a component press and for a modal
 * submitted from a message's component; `reply` (type 5, DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE,
 * always ephemeral) for a command and a modal opened by one. Autocomplete has no deferred type.
 */
export type Deferral = 'update' | 'reply';

export function deferralOf(interaction: {
  readonly kind: string;
  readonly fromMessage?: boolean;
}): Deferral | undefined {
  switch (interaction.kind) {
    case 'component':
      return 'update';
    case 'modal':
      return interaction.fromMessage ? 'update' : 'reply';
    case 'command':
    case 'message_command':
      return 'reply';
    default:
      return undefined;
  }
}

/** The deferred answer. A `reply` is ephemeral: a personal reply never shows in the channel by being late. */
export function deferredResponse(deferral: Deferral): APIInteractionResponse {
  return deferral === 'update'
    ? { type: InteractionResponseType.DeferredMessageUpdate }
    : {
        type: InteractionResponseType.DeferredChannelMessageWithSource,
        data: { flags: MessageFlags.Ephemeral },
      };
}

const isEphemeral = (data: { flags?: unknown }): boolean =>
  typeof data.flags === 'number' && (data.flags & MessageFlags.Ephemeral) !== 0;

/**
 * The webhook calls that deliver `response` after `deferral`, in order:
 * - UPDATE_MESSAGE: PATCH `@original` (the message the component is on, or the ephemeral placeholder).
 * - A message after `update`: a follow-up, ephemeral when the reply is.
 * - An ephemeral message after `reply`: PATCH the ephemeral placeholder.
 * - A public message after `reply`: the placeholder is resolved first (Discord takes a follow-up
 *   sent while it still loads as its edit, ephemeral), then the public follow-up, then the
 *   placeholder is deleted.
 * - Anything else (a modal cannot be opened late): `fallback`, an ephemeral message.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#create-followup-message
 * @see https://github.com/discord/discord-api-docs/issues/2742
 */
export function lateDelivery(
  deferral: Deferral,
  response: APIInteractionResponse,
  fallback: string,
): WebhookCall[] {
  if (response.type === InteractionResponseType.UpdateMessage)
    return [{ method: 'PATCH', original: true, body: { ...response.data } }];
  if (response.type === InteractionResponseType.ChannelMessageWithSource) {
    const data: Record<string, unknown> = { ...response.data };
    if (deferral === 'update') return [{ method: 'POST', original: false, body: data }];
    // An edit cannot change a message's flags: the placeholder's stay.
    const placeholder = { ...data };
    delete placeholder['flags'];
    if (isEphemeral(data)) return [{ method: 'PATCH', original: true, body: placeholder }];
    return [
      { method: 'PATCH', original: true, body: placeholder },
      { method: 'POST', original: false, body: data },
      { method: 'DELETE', original: true },
    ];
  }
  const body = { content: fallback, allowed_mentions: { parse: [] } };
  return deferral === 'update'
    ? [{ method: 'POST', original: false, body: { ...body, flags: MessageFlags.Ephemeral } }]
    : [{ method: 'PATCH', original: true, body }];
}

/**
 * Makes the calls in order within `windowMs` (at most the token's 15 minutes) from `receivedAt`;
 * stops at the first Discord did not take. True when all were taken.
 */
export async function deliverLate(
  webhook: InteractionWebhook,
  target: { readonly applicationId: string; readonly token: string },
  calls: readonly WebhookCall[],
  window: { readonly receivedAt: number; readonly windowMs?: number | undefined },
  now: () => number,
): Promise<boolean> {
  const windowMs = Math.min(
    window.windowMs ?? INTERACTION_TOKEN_LIFETIME_MS,
    INTERACTION_TOKEN_LIFETIME_MS,
  );
  for (const call of calls) {
    const withinMs = window.receivedAt + windowMs - now();
    if (withinMs <= 0 || !(await webhook.send(target, call, withinMs))) return false;
  }
  return true;
}
