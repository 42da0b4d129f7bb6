import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
} from 'discord-api-types/v10';
import * as z from 'zod/mini';
import type { Frozen, SlashDefinition } from './unit.js';

type BasicOption = Frozen<APIApplicationCommandBasicOption>;

/** Values as Discord sends them; strings are capped far above our own limits, which the use cases report precisely. */
function optionSchema(option: BasicOption): z.ZodMiniType {
  switch (option.type) {
    case ApplicationCommandOptionType.String:
      return z.string().check(z.maxLength(6000));
    case ApplicationCommandOptionType.Integer:
      return z.int().check(z.gte(-(2 ** 53)), z.lte(2 ** 53));
    case ApplicationCommandOptionType.Number:
      return z.number();
    case ApplicationCommandOptionType.Boolean:
      return z.boolean();
    default:
      return z.string();
  }
}

/** zod schema for a flat option map, derived from a list of option definitions. */
export function optionsSchema(options: readonly BasicOption[]): z.ZodMiniObject {
  return z.strictObject(
    Object.fromEntries(
      options.map((o) => [o.name, o.required ? optionSchema(o) : z.optional(optionSchema(o))]),
    ),
  );
}

/**
 * The option definitions of a command, or of one of its subcommands; null when the
 * definition has no such subcommand.
 */
export function optionDefinitions(
  definition: SlashDefinition,
  subcommand: string | undefined,
): readonly BasicOption[] | null {
  let defs = definition.options ?? [];
  if (subcommand) {
    const sub = defs.find((o) => o.name === subcommand);
    if (!sub) return null;
    defs = 'options' in sub ? (sub.options ?? []) : [];
  }
  return defs.filter(
    (o): o is BasicOption =>
      o.type !== ApplicationCommandOptionType.Subcommand &&
      o.type !== ApplicationCommandOptionType.SubcommandGroup,
  );
}
