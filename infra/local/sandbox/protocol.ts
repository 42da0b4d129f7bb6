/**
 * What the sandbox server and its page say to each other (types only, so both the Node
 * side and the browser bundle import it). The page never talks to `/interactions`
 * itself: it asks the server to build, sign and send an interaction, as Discord's
 * client asks Discord.
 */
import type {
  APIActionRowComponent,
  APIApplicationCommand,
  APIComponentInMessageActionRow,
  APIEmbed,
  APIGuildScheduledEvent,
  APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';

/** A Discord user as the sandbox shows one (a message's author, who used a command). */
export interface SandboxUser {
  readonly id: string;
  readonly username: string;
}

/** A person the page can act as: their own id, Discord language (until the page's switcher changes it) and DM channel with the bot. */
export interface SandboxPerson extends SandboxUser {
  readonly locale: string;
}

/** Where a message lives: the sandbox guild's one text channel, or a user's DM with the bot. */
export type SandboxView = 'channel' | 'dm';

/** A message as the page shows it: Discord's message fields plus who may see it. */
export interface SandboxMessage {
  readonly id: string;
  readonly channelId: string;
  readonly author: SandboxUser & { readonly bot: boolean };
  readonly content: string;
  readonly embeds: readonly APIEmbed[];
  readonly components: readonly APIActionRowComponent<APIComponentInMessageActionRow>[];
  readonly flags: number;
  readonly timestamp: string;
  readonly editedTimestamp: string | null;
  /** Set on replies to an interaction: "Alice used /remind". */
  readonly interaction?: { readonly user: SandboxUser; readonly name: string };
  /** Ephemeral messages: only this user sees them. */
  readonly visibleTo?: string;
  /** A deferred reply still waiting for its follow-up ("Tock is thinking…"). */
  readonly pending?: boolean;
}

/** Everything the page needs on load (also `GET /sandbox/state`); later changes arrive as {@link SandboxEvent}s. */
export interface SandboxState {
  readonly applicationId: string;
  readonly bot: SandboxUser;
  readonly guildChannelId: string;
  /** The people the page can act as; with the bot, the sandbox guild's members (what a user select offers). */
  readonly users: readonly SandboxPerson[];
  /** The bot's DM channel with each user, by user id. */
  readonly dmChannels: Readonly<Record<string, string>>;
  /** Every catalog the bot ships (shared/i18n.ts), en-US first. */
  readonly locales: readonly string[];
  /** What the bot registered through `PUT /applications/{id}/commands`. */
  readonly commands: readonly APIApplicationCommand[];
  readonly messages: readonly SandboxMessage[];
  /** The sandbox server's Discord scheduled events (its "Events" list), as Discord has them now. */
  readonly serverEvents: readonly APIGuildScheduledEvent[];
}

/** Server-Sent Events, one JSON object per `data:` line. */
export type SandboxEvent =
  /** The first event of every stream: a snapshot, so nothing falls between loading and following. */
  | { readonly type: 'state'; readonly state: SandboxState }
  | { readonly type: 'message'; readonly message: SandboxMessage }
  | { readonly type: 'delete'; readonly id: string }
  | { readonly type: 'commands'; readonly commands: readonly APIApplicationCommand[] }
  /** The server's scheduled events after one was made, changed or deleted: all of them. */
  | { readonly type: 'server_events'; readonly events: readonly APIGuildScheduledEvent[] };

/** An option value as the page collected it (types follow the command definition). */
export interface OptionInput {
  readonly name: string;
  readonly type: number;
  readonly value: string | number | boolean;
  readonly focused?: boolean;
}

/** Who acts, in which language. */
export interface Actor {
  readonly userId: string;
  readonly locale: string;
}

/** A text field of a submitted modal; `label` says the modal used Label components (type 18) rather than action rows. */
export interface ModalField {
  readonly customId: string;
  readonly value: string;
  readonly inLabel: boolean;
}

/** `POST /sandbox/interact` bodies. */
export type InteractRequest =
  | (Actor & {
      readonly kind: 'command' | 'autocomplete';
      readonly view: SandboxView;
      readonly name: string;
      readonly subcommand?: string;
      readonly options: readonly OptionInput[];
    })
  /** A message context-menu command (Apps → …) used on a message the actor can see. */
  | (Actor & {
      readonly kind: 'message_command';
      readonly messageId: string;
      readonly name: string;
    })
  | (Actor & {
      readonly kind: 'component';
      readonly messageId: string;
      readonly customId: string;
      readonly componentType: number;
      readonly values?: readonly string[];
    })
  | (Actor & {
      readonly kind: 'modal';
      readonly view: SandboxView;
      readonly messageId?: string;
      readonly customId: string;
      readonly fields: readonly ModalField[];
    });

/** What came of an interaction, for the page to act on (messages themselves arrive as events). */
export type InteractResult =
  | { readonly ok: true; readonly kind: 'message' | 'deferred' | 'none' }
  | {
      readonly ok: true;
      readonly kind: 'choices';
      readonly choices: readonly { readonly name: string; readonly value: string | number }[];
    }
  | {
      readonly ok: true;
      readonly kind: 'modal';
      readonly modal: APIModalInteractionResponseCallbackData;
      readonly view: SandboxView;
      readonly messageId?: string;
    }
  | { readonly ok: false; readonly error: string };
