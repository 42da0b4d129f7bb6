/**
 * What a command is: a `const` definition (sent to Discord at registration, validated against
 * by the router), the option types inferred from it, its handler, and the component handlers
 * it owns. docs/extending.md, "A new command", shows how the pieces are put together.
 * @see https://discord.com/developers/docs/interactions/application-commands#application-command-object
 */
import {
  ApplicationCommandOptionType,
  type APIInteractionResponse,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { ComponentHandler, Ctx } from '../context.js';
import type { TargetMessage } from '../envelope.js';

/** A Discord API type with every array and property read-only, so `as const` definitions satisfy it. */
export type Frozen<T> = T extends readonly (infer E)[]
  ? readonly Frozen<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Frozen<T[K]> }
    : T;

/** A slash command's definition, as written in its module (`as const satisfies SlashDefinition`). */
export type SlashDefinition = Frozen<RESTPostAPIChatInputApplicationCommandsJSONBody>;
/** A message context-menu command's definition. */
export type MenuDefinition = Frozen<RESTPostAPIContextMenuApplicationCommandsJSONBody>;

type OptionType<O> = O extends {
  readonly type: ApplicationCommandOptionType.Integer | ApplicationCommandOptionType.Number;
}
  ? number
  : O extends { readonly type: ApplicationCommandOptionType.Boolean }
    ? boolean
    : string;

type NamedOption = { readonly name: string; readonly type: ApplicationCommandOptionType };

/**
 * The option map a handler receives for a list of option definitions: required options as
 * their value type, the others optional. Choices are typed as their value type, not the
 * union of choices: the router checks types and sizes, the use cases check values.
 */
export type OptionsOf<Options> = Options extends readonly NamedOption[]
  ? Flat<
      {
        readonly [
          O in Options[number] as O extends { readonly required: true } ? O['name'] : never
        ]: OptionType<O>;
      } & {
        readonly [
          O in Options[number] as O extends { readonly required: true } ? never : O['name']
        ]?: OptionType<O>;
      }
    >
  : Record<never, never>;

/** One object type instead of an intersection (what editors show and tests compare). */
type Flat<T> = { [K in keyof T]: T[K] };

type OptionsField<D> = D extends { readonly options: infer O } ? O : readonly [];

type Subcommands<D> =
  OptionsField<D> extends readonly (infer O)[]
    ? Extract<O, { readonly type: ApplicationCommandOptionType.Subcommand }>
    : never;

type SubcommandInput<S> = S extends { readonly name: infer N }
  ? { readonly subcommand: N; readonly options: OptionsOf<OptionsField<S>> }
  : never;

/**
 * What a command's handler receives: its option map, or for a command with subcommands one
 * `{ subcommand, options }` per subcommand (a union the handler narrows on `subcommand`).
 */
export type CommandInput<D> = [Subcommands<D>] extends [never]
  ? OptionsOf<OptionsField<D>>
  : SubcommandInput<Subcommands<D>>;

/** The focused option of an autocomplete interaction. */
export interface Focused {
  readonly name: string;
  readonly value: string;
}

export interface CommandHandler<Input = unknown> {
  run(ctx: Ctx, input: Input): Promise<APIInteractionResponse>;
  autocomplete?(ctx: Ctx, focused: Focused): Promise<APIInteractionResponse>;
}

/** The handler of the command `D` defines, with its options typed from the definition. */
export type HandlerOf<D> = CommandHandler<CommandInput<D>>;

export interface MessageCommandHandler {
  run(ctx: Ctx, target: TargetMessage): Promise<APIInteractionResponse>;
}

/** One slash command: what the router, the option validation and the registration are built from. */
export interface SlashCommand {
  readonly definition: SlashDefinition;
  readonly handler: CommandHandler;
  /** Components its replies carry (buttons, modals), by custom_id prefix (custom-ids.ts). */
  readonly components: readonly ComponentHandler[];
}

/** One message context-menu command. */
export interface MenuCommand {
  readonly definition: MenuDefinition;
  /** Catalog key prefix of its texts (its name has spaces and capitals). */
  readonly catalogKey: string;
  readonly handler: MessageCommandHandler;
  readonly components: readonly ComponentHandler[];
}

/** A slash command from its definition and a handler typed by it. */
export function slashCommand<const D extends SlashDefinition>(
  definition: D,
  handler: HandlerOf<D>,
  components: readonly ComponentHandler[] = [],
): SlashCommand {
  return { definition, handler: handler as CommandHandler, components };
}

/** True when the definition's options are subcommands (its handler then receives `{ subcommand, options }`). */
export function hasSubcommands(definition: SlashDefinition): boolean {
  return (definition.options ?? []).some(
    (o) =>
      o.type === ApplicationCommandOptionType.Subcommand ||
      o.type === ApplicationCommandOptionType.SubcommandGroup,
  );
}
