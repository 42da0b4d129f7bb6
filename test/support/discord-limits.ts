/**
 * Discord's documented limits for application commands, as a checker that returns every
 * violation (empty: valid). Used on the built payload and on what a registration sent.
 *
 * @see https://discord.com/developers/docs/interactions/application-commands#application-command-object
 * @see https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
 * @see https://discord.com/developers/docs/reference#locales
 */
export const discordLocales = [
  'id',
  'da',
  'de',
  'en-GB',
  'en-US',
  'es-ES',
  'es-419',
  'fr',
  'hr',
  'it',
  'lt',
  'hu',
  'nl',
  'no',
  'pl',
  'pt-BR',
  'ro',
  'fi',
  'sv-SE',
  'vi',
  'tr',
  'cs',
  'el',
  'bg',
  'ru',
  'uk',
  'hi',
  'th',
  'zh-CN',
  'ja',
  'zh-TW',
  'ko',
] as const;

export const commandLimits = {
  globalCommands: 100,
  /** Message context-menu commands (type 3) are counted apart: at most 5. */
  messageCommands: 5,
  /** A context-menu command's name: 1-32 characters, spaces and capitals allowed; its description must be empty. */
  menuName: { min: 1, max: 32 },
  nameRegex: /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u,
  description: { min: 1, max: 100 },
  options: 25,
  choices: 25,
  choiceName: { min: 1, max: 100 },
  choiceStringValue: 100,
  totalCharacters: 4000,
  stringLength: { min: 0, max: 6000 },
} as const;

interface Choice {
  name: string;
  name_localizations?: Record<string, string> | null;
  value: string | number;
}
interface Option {
  type: number;
  name: string;
  name_localizations?: Record<string, string> | null;
  description: string;
  description_localizations?: Record<string, string> | null;
  required?: boolean;
  autocomplete?: boolean;
  choices?: Choice[];
  options?: Option[];
  min_length?: number;
  max_length?: number;
}
type Command = Omit<Option, 'type'> & { type?: number };

const CHAT_INPUT = 1;
const MESSAGE = 3;

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const STRING = 3;

const inLocale = (
  base: string,
  map: Record<string, string> | null | undefined,
  locale: string | undefined,
): string => (locale && map?.[locale]) || base;

/** Checks one name/description node (command or option) in every locale it is localized to. */
function checkTexts(path: string, node: Command, errors: string[]): void {
  for (const [kind, map] of [
    ['name', node.name_localizations],
    ['description', node.description_localizations],
  ] as const) {
    for (const locale of Object.keys(map ?? {})) {
      if (!(discordLocales as readonly string[]).includes(locale))
        errors.push(`${path}: ${kind}_localizations has unknown locale ${locale}`);
    }
  }
  for (const locale of [undefined, ...Object.keys(node.name_localizations ?? {})]) {
    const name = inLocale(node.name, node.name_localizations, locale);
    if (!commandLimits.nameRegex.test(name))
      errors.push(
        `${path}: name "${name}" (${locale ?? 'default'}) does not match Discord's pattern`,
      );
    if (name !== name.toLowerCase())
      errors.push(`${path}: name "${name}" (${locale ?? 'default'}) is not lower case`);
  }
  for (const locale of [undefined, ...Object.keys(node.description_localizations ?? {})]) {
    const text = [...inLocale(node.description, node.description_localizations, locale)].length;
    if (text < commandLimits.description.min || text > commandLimits.description.max) {
      errors.push(`${path}: description (${locale ?? 'default'}) has ${text} characters (1-100)`);
    }
  }
}

function checkOptions(path: string, options: readonly Option[], errors: string[]): void {
  if (options.length > commandLimits.options)
    errors.push(`${path}: ${options.length} options (max ${commandLimits.options})`);
  let optionalSeen = false;
  const locales = new Set(options.flatMap((o) => Object.keys(o.name_localizations ?? {})));
  for (const locale of [undefined, ...locales]) {
    const names = options.map((o) => inLocale(o.name, o.name_localizations, locale));
    if (new Set(names).size !== names.length)
      errors.push(`${path}: duplicate option names (${locale ?? 'default'})`);
  }
  for (const option of options) {
    const at = `${path} ${option.name}`;
    checkTexts(at, option, errors);
    if (option.type !== SUBCOMMAND && option.type !== SUBCOMMAND_GROUP) {
      if (option.required && optionalSeen)
        errors.push(`${at}: required option after an optional one`);
      if (!option.required) optionalSeen = true;
    }
    if (option.choices) {
      if (option.autocomplete) errors.push(`${at}: choices and autocomplete together`);
      if (option.choices.length > commandLimits.choices)
        errors.push(`${at}: ${option.choices.length} choices (max 25)`);
      for (const choice of option.choices) {
        for (const name of [choice.name, ...Object.values(choice.name_localizations ?? {})]) {
          const n = [...name].length;
          if (n < commandLimits.choiceName.min || n > commandLimits.choiceName.max)
            errors.push(`${at}: choice name "${name}" length ${n}`);
        }
        if (
          typeof choice.value === 'string' &&
          choice.value.length > commandLimits.choiceStringValue
        )
          errors.push(`${at}: choice value too long`);
      }
    }
    if (option.type === STRING) {
      for (const [k, v] of [
        ['min_length', option.min_length],
        ['max_length', option.max_length],
      ] as const) {
        if (
          v !== undefined &&
          (v < commandLimits.stringLength.min || v > commandLimits.stringLength.max)
        )
          errors.push(`${at}: ${k} ${v} out of range`);
      }
    }
    if (option.options) checkOptions(at, option.options, errors);
  }
}

/** Name + description + choice names/values of a command and all its options, in one locale. */
export function totalCharacters(command: object, locale: string | undefined): number {
  const count = (node: Option | Command): number =>
    [...inLocale(node.name, node.name_localizations, locale)].length +
    [...inLocale(node.description, node.description_localizations, locale)].length +
    (node.choices ?? []).reduce(
      (sum, c) =>
        sum + [...inLocale(c.name, c.name_localizations, locale)].length + String(c.value).length,
      0,
    ) +
    (node.options ?? []).reduce((sum, o) => sum + count(o), 0);
  return count(command as Command);
}

/** A context-menu command: a name of 1-32 characters in every locale (spaces and capitals allowed), no description, no options. */
function checkMenu(command: Command, errors: string[]): void {
  const path = `[menu] ${command.name}`;
  for (const locale of [undefined, ...Object.keys(command.name_localizations ?? {})]) {
    if (locale !== undefined && !(discordLocales as readonly string[]).includes(locale))
      errors.push(`${path}: name_localizations has unknown locale ${locale}`);
    const n = [...inLocale(command.name, command.name_localizations, locale)].length;
    if (n < commandLimits.menuName.min || n > commandLimits.menuName.max)
      errors.push(`${path}: name (${locale ?? 'default'}) has ${n} characters (1-32)`);
  }
  if (command.description || command.description_localizations)
    errors.push(`${path}: a context-menu command takes no description`);
  if (command.options) errors.push(`${path}: a context-menu command takes no options`);
}

/** Every violation of Discord's limits in a bulk-overwrite payload. */
export function validateCommands(sent: readonly object[]): string[] {
  const all = sent as readonly Command[];
  const errors: string[] = [];
  const menus = all.filter((c) => c.type === MESSAGE);
  const payload = all.filter((c) => (c.type ?? CHAT_INPUT) === CHAT_INPUT);
  if (all.length !== menus.length + payload.length)
    errors.push('a command of a type this checker does not know');
  if (menus.length > commandLimits.messageCommands)
    errors.push(`${menus.length} message commands (max ${commandLimits.messageCommands})`);
  for (const menu of menus) checkMenu(menu, errors);
  const menuNames = menus.map((c) => c.name);
  if (new Set(menuNames).size !== menuNames.length) errors.push('duplicate message command names');
  if (payload.length > commandLimits.globalCommands)
    errors.push(`${payload.length} commands (max ${commandLimits.globalCommands})`);
  const names = payload.map((c) => c.name);
  if (new Set(names).size !== names.length) errors.push('duplicate command names');
  for (const command of payload) {
    const path = `/${command.name}`;
    checkTexts(path, command, errors);
    checkOptions(path, command.options ?? [], errors);
    for (const locale of [undefined, ...discordLocales]) {
      const total = totalCharacters(command, locale);
      if (total > commandLimits.totalCharacters)
        errors.push(`${path}: ${total} characters in ${locale ?? 'default'} (max 4000)`);
    }
  }
  return errors;
}
