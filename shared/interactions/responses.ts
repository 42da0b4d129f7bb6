import {
  ComponentType,
  InteractionResponseType,
  TextInputStyle,
  MessageFlags,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import type { ReplyVisibility } from '../usecases/ports.js';

/**
 * Interaction response builders.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object
 */
export type Components = APIActionRowComponent<APIComponentInMessageActionRow>[];

/** A reply in chat (type 4). */
export function reply(content: string, components?: Components): APIInteractionResponse {
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: { content, allowed_mentions: { parse: [] }, ...(components ? { components } : {}) },
  };
}

/** A reply only the caller sees (flag 64): errors and prompts meant for the caller. */
export function ephemeral(content: string, components?: Components): APIInteractionResponse {
  return {
    type: InteractionResponseType.ChannelMessageWithSource,
    data: {
      content,
      flags: MessageFlags.Ephemeral,
      allowed_mentions: { parse: [] },
      ...(components ? { components } : {}),
    },
  };
}

/** Who reads a reply: the caller alone (ephemeral, or the bot's own DM), or everyone in the channel. */
export type Audience = 'caller' | 'channel';

/**
 * What a reply shows: a confirmation of the caller's own create, edit, delete or setting; a
 * listing of their stored records; or an error.
 */
export type ReplyKind = 'confirmation' | 'listing' | 'error';

/** How a reply goes out: with the ephemeral flag or not, and who will read it. */
export interface Visibility {
  readonly ephemeral: boolean;
  readonly audience: Audience;
}

/**
 * The one visibility rule of every reply (decisions.md, privacy third edition; docs/decisions.md,
 * "Private by default"): errors are ephemeral everywhere; in the bot's own DM everything else is
 * a normal message (only the caller is there); anywhere else (a server, a group DM, another DM
 * where the user-installed app is used) listings are ephemeral, and confirmations are too unless
 * the caller chose `replies: public`.
 */
export function replyVisibility(
  place: { readonly inBotDm: boolean },
  kind: ReplyKind,
  preference: ReplyVisibility,
): Visibility {
  if (kind === 'error') return { ephemeral: true, audience: 'caller' };
  if (place.inBotDm) return { ephemeral: false, audience: 'caller' };
  if (kind === 'confirmation' && preference === 'public')
    return { ephemeral: false, audience: 'channel' };
  return { ephemeral: true, audience: 'caller' };
}

/** A reply (type 4) with `visibility`'s flag. */
export function visibleReply(
  visibility: Visibility,
  content: string,
  components?: Components,
): APIInteractionResponse {
  const parts = components && components.length > 0 ? components : undefined;
  return visibility.ephemeral ? ephemeral(content, parts) : reply(content, parts);
}

/** Replaces the message that carried the pressed button (type 7). */
export function updateMessage(content: string, components: Components): APIInteractionResponse {
  return {
    type: InteractionResponseType.UpdateMessage,
    data: { content, components, allowed_mentions: { parse: [] } },
  };
}

/** Autocomplete suggestions (type 8); Discord takes at most 25 and names of 1-100 characters. */
export function choices(list: readonly { name: string; value: string }[]): APIInteractionResponse {
  return {
    type: InteractionResponseType.ApplicationCommandAutocompleteResult,
    data: {
      choices: list
        .slice(0, 25)
        .map((c) => ({ name: truncate(c.name, 100) || c.value, value: c.value })),
    },
  };
}

/** A text input of a modal: one line (style 1) or a paragraph (2). */
export interface ModalInput {
  readonly customId: string;
  readonly label: string;
  readonly value?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
}

/**
 * Opens a modal (type 9) with text inputs, each inside a Label component (type 18, which
 * holds the label; Action Rows in modals are deprecated); its submit arrives as a
 * MODAL_SUBMIT interaction carrying `customId` (envelope.ts reads both layouts).
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal
 * @see https://discord.com/developers/docs/components/reference#label
 */
export function modal(
  customId: string,
  title: string,
  inputs: readonly ModalInput[],
): APIInteractionResponse {
  return {
    type: InteractionResponseType.Modal,
    data: {
      custom_id: customId,
      title: truncate(title, 45),
      components: inputs.map((i) => ({
        type: ComponentType.Label,
        label: truncate(i.label, 45),
        component: {
          type: ComponentType.TextInput,
          custom_id: i.customId,
          style: TextInputStyle.Short,
          required: i.required ?? true,
          ...(i.value !== undefined ? { value: i.value } : {}),
          ...(i.placeholder !== undefined ? { placeholder: truncate(i.placeholder, 100) } : {}),
          ...(i.maxLength !== undefined ? { max_length: i.maxLength } : {}),
        },
      })),
    },
  };
}

export const pong: APIInteractionResponse = { type: InteractionResponseType.Pong };

/** Cuts to `max` characters (by code point), marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** Discord timestamp markup: rendered in each viewer's zone and language. */
export function discordTime(ms: number, style: 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}
