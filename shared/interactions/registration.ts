/**
 * The registration payload: the commands of the one list (commands/index.ts), with every name,
 * description and choice name localized from the catalogs. Pure: no I/O.
 *
 * Catalog keys, under `commands.<command>`: `name`, `description`, then per option
 * `options.<option>.name|description` (and `options.<option>.choices.<value>`), per
 * subcommand `sub.<subcommand>.name|description` with its own `options…`.
 *
 * @see https://discord.com/developers/docs/interactions/application-commands#localization
 */
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandOption,
  type APIApplicationCommandOptionChoice,
  type LocalizationMap,
  type RESTPutAPIApplicationCommandsJSONBody,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
  type RESTPostAPIContextMenuApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { fallbackLocale, loadCatalog, locales, type Locale } from '../i18n.js';
import { commandDefinitions, menuCommands, messageCommandDefinitions } from './commands/index.js';

/**
 * Our catalog names → Discord's locale codes. Today they coincide (catalogs are named by
 * Discord locale); a future catalog named differently would be mapped here.
 * @see https://discord.com/developers/docs/reference#locales
 */
export const discordLocaleOf: Readonly<Record<Locale, string>> = Object.fromEntries(
  locales.map((l) => [l, l]),
) as Record<Locale, string>;

type Tree = { readonly [key: string]: string | Tree };

/** The text at a dotted key in one catalog, or undefined. */
function lookup(locale: Locale, key: string): string | undefined {
  let node: string | Tree | undefined = loadCatalog(locale);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Thrown when a command text has no catalog entry: registration must not send half-translated commands. */
export class MissingCommandText extends Error {
  constructor(
    readonly key: string,
    readonly locale: Locale,
  ) {
    super(`catalog ${locale} has no "${key}"`);
    this.name = 'MissingCommandText';
  }
}

/** `{ default, localizations }` for a key: the default text is en-US's, every catalog is a localization. */
function localized(key: string): { text: string; map: LocalizationMap } {
  const map: Record<string, string> = {};
  for (const locale of locales) {
    const text = lookup(locale, key);
    if (text === undefined) throw new MissingCommandText(key, locale);
    map[discordLocaleOf[locale]] = text;
  }
  const text = lookup(fallbackLocale, key) as string;
  return { text, map: map as LocalizationMap };
}

function localizeChoices(
  prefix: string,
  choices: readonly APIApplicationCommandOptionChoice[],
): APIApplicationCommandOptionChoice[] {
  return choices.map((choice) => {
    const name = localized(`${prefix}.choices.${String(choice.value)}`);
    return { ...choice, name: choice.name, name_localizations: name.map };
  });
}

function localizeOption(
  prefix: string,
  option: APIApplicationCommandOption,
): APIApplicationCommandOption {
  const nested =
    option.type === ApplicationCommandOptionType.Subcommand ||
    option.type === ApplicationCommandOptionType.SubcommandGroup;
  const key = `${prefix}.${nested ? 'sub' : 'options'}.${option.name}`;
  const name = localized(`${key}.name`);
  const description = localized(`${key}.description`);
  const out = {
    ...option,
    name_localizations: name.map,
    description: description.text,
    description_localizations: description.map,
  } as APIApplicationCommandOption & {
    options?: APIApplicationCommandOption[];
    choices?: APIApplicationCommandOptionChoice[];
  };
  if ('options' in option && option.options)
    out.options = option.options.map((o) => localizeOption(key, o));
  if ('choices' in option && option.choices) out.choices = localizeChoices(key, option.choices);
  return out as APIApplicationCommandOption;
}

/** One command with its localizations. Base names stay as the router knows them (Discord sends those back). */
export function localizeCommand(
  command: RESTPostAPIChatInputApplicationCommandsJSONBody,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const key = `commands.${command.name}`;
  const name = localized(`${key}.name`);
  const description = localized(`${key}.description`);
  return {
    ...command,
    name_localizations: name.map,
    description: description.text,
    description_localizations: description.map,
    ...(command.options ? { options: command.options.map((o) => localizeOption(key, o)) } : {}),
  };
}

/**
 * A context-menu command with its localized names (under its `catalogKey` in the list, else
 * `commands.<name>`). It has no description: Discord requires none.
 */
export function localizeMenuCommand(
  command: RESTPostAPIContextMenuApplicationCommandsJSONBody,
): RESTPostAPIContextMenuApplicationCommandsJSONBody {
  const key = menuCommands.find((c) => c.definition.name === command.name)?.catalogKey;
  const name = localized(`${key ?? `commands.${command.name}`}.name`);
  return { ...command, name_localizations: name.map };
}

/**
 * The body of `PUT /applications/{id}/commands`: every slash command, then every message
 * context-menu command, localized. Bulk overwrite, so a command removed from the definitions
 * disappears from Discord too.
 * @see https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands
 */
export function buildRegistrationPayload(
  definitions: readonly RESTPostAPIChatInputApplicationCommandsJSONBody[] = commandDefinitions,
  menus: readonly RESTPostAPIContextMenuApplicationCommandsJSONBody[] = messageCommandDefinitions,
): (
  | RESTPostAPIChatInputApplicationCommandsJSONBody
  | RESTPostAPIContextMenuApplicationCommandsJSONBody
)[] &
  RESTPutAPIApplicationCommandsJSONBody {
  return [...definitions.map(localizeCommand), ...menus.map(localizeMenuCommand)];
}
