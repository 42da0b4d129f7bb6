import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord-api-types/v10';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { locales } from '../../shared/i18n.js';
import {
  findCommand,
  findMenuCommand,
  menuCommands,
  slashCommands,
} from '../../shared/interactions/commands/index.js';
import { hotCommands } from '../../shared/interactions/commands/hot.js';
import { optionDefinitions, optionsSchema } from '../../shared/interactions/commands/options.js';
import type { definition as calendar } from '../../shared/interactions/commands/calendar.js';
import type { definition as remind } from '../../shared/interactions/commands/remind.js';
import type { definition as settings } from '../../shared/interactions/commands/settings.js';
import type { definition as timezone } from '../../shared/interactions/commands/timezone.js';
import type { CommandInput } from '../../shared/interactions/commands/unit.js';
import {
  buildRegistrationPayload,
  discordLocaleOf,
} from '../../shared/interactions/registration.js';

const payload = buildRegistrationPayload();

describe('The list of commands', () => {
  it('is what registration sends: every listed command, in order, and nothing else', () => {
    expect(payload.map((c) => c.name)).toEqual([
      ...slashCommands.map((c) => c.definition.name),
      ...menuCommands.map((c) => c.definition.name),
    ]);
  });

  it('routes every registered command to its handler by the name Discord sends back', () => {
    for (const registered of payload) {
      const command =
        registered.type === ApplicationCommandType.Message
          ? findMenuCommand(registered.name)
          : findCommand(registered.name);
      expect(command?.definition, registered.name).toBe(
        [...slashCommands, ...menuCommands].find((c) => c.definition.name === registered.name)
          ?.definition,
      );
      expect(typeof command?.handler.run, registered.name).toBe('function');
    }
    expect(findCommand('not_a_command')).toBeUndefined();
  });

  it('holds the hot-path commands the router finds without importing it (commands/hot.ts) as the same units, so both lookups answer alike', () => {
    expect(hotCommands.map((c) => c.definition.name)).toEqual([
      'remind',
      'list_reminders',
      'delete_reminder',
      'timezone',
    ]);
    for (const hot of hotCommands) expect(findCommand(hot.definition.name)).toBe(hot);
  });

  it('names each command once and gives the router an option schema for each command and subcommand', () => {
    const names = slashCommands.map((c) => c.definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { definition } of slashCommands) {
      const subs = (definition.options ?? []).filter(
        (o) => o.type === ApplicationCommandOptionType.Subcommand,
      );
      for (const sub of subs.length > 0 ? subs.map((s) => s.name) : [undefined]) {
        const defs = optionDefinitions(definition, sub);
        expect(defs, `${definition.name} ${sub ?? ''}`).not.toBeNull();
        expect(() => optionsSchema(defs ?? [])).not.toThrow();
      }
    }
  });

  it('has its names and descriptions in every catalog', () => {
    for (const command of payload) {
      const names = command.name_localizations ?? {};
      for (const locale of locales)
        expect(
          names[discordLocaleOf[locale] as keyof typeof names],
          `${command.name} ${locale}`,
        ).toEqual(expect.any(String));
    }
  });

  it('types each handler’s options from its definition', () => {
    expectTypeOf<CommandInput<typeof remind>>().toEqualTypeOf<{
      readonly message: string;
      readonly time: string;
      readonly repeat?: string;
      readonly times?: number;
      readonly until?: string;
    }>();
    expectTypeOf<CommandInput<typeof settings>>().toEqualTypeOf<{
      readonly notification_method?: string;
      readonly webhook_url?: string;
      readonly reminder_advance_minutes?: number;
      readonly zone?: string;
      readonly replies?: string;
      readonly maybe_reminders?: boolean;
    }>();
    expectTypeOf<CommandInput<typeof timezone>>().toEqualTypeOf<
      | { readonly subcommand: 'set'; readonly options: { readonly zone: string } }
      | { readonly subcommand: 'show'; readonly options: Record<never, never> }
    >();
    expectTypeOf<
      Extract<CommandInput<typeof calendar>, { subcommand: 'disconnect' }>['options']
    >().toEqualTypeOf<{ readonly provider: string; readonly remove_events?: boolean }>();
  });
});
