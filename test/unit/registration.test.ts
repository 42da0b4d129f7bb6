import { ApplicationIntegrationType, InteractionContextType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n.js';
import { commandDefinitions } from '../../shared/interactions/commands.js';
import { MissingCommandText, buildRegistrationPayload, discordLocaleOf } from '../../shared/interactions/registration.js';
import { discordLocales, totalCharacters, validateCommands } from '../support/discord-limits.js';

const payload = buildRegistrationPayload();
const catalogLocales = locales;

describe('Function: buildRegistrationPayload', () => {
  it('sends exactly the commands the router knows, with their base names', () => {
    expect(payload.map((c) => c.name)).toEqual(commandDefinitions.map((c) => c.name));
  });

  it('passes Discord’s documented limits (names, descriptions, counts, 4000 characters)', () => {
    expect(validateCommands(payload)).toEqual([]);
  });

  it.each(catalogLocales)('localizes every name and description for %s, within the limits', (locale) => {
    const discordLocale = discordLocaleOf[locale];
    expect(discordLocales).toContain(discordLocale);
    const nodes: { name_localizations?: unknown; description_localizations?: unknown }[] = [];
    const walk = (list: readonly object[] | undefined): void => {
      for (const n of list ?? []) {
        nodes.push(n);
        walk((n as { options?: object[] }).options);
      }
    };
    walk(payload);
    for (const node of nodes) {
      expect((node.name_localizations as Record<string, string>)[discordLocale]).toEqual(expect.any(String));
      expect((node.description_localizations as Record<string, string>)[discordLocale]).toEqual(expect.any(String));
    }
    for (const command of payload) expect(totalCharacters(command, discordLocale)).toBeLessThanOrEqual(4000);
  });

  it('uses the en-US catalog texts that commands.ts also carries, so the two never drift', () => {
    const walk = (defs: readonly { description: string; options?: unknown }[], sent: readonly { description: string; options?: unknown }[]): void => {
      defs.forEach((def, i) => {
        expect(sent[i]?.description).toBe(def.description);
        if (def.options) walk(def.options as never, (sent[i]?.options ?? []) as never);
      });
    };
    walk(commandDefinitions, payload);
  });

  it('localizes choice names and keeps the values the router expects', () => {
    const repeat = payload.find((c) => c.name === 'remind')?.options?.find((o) => o.name === 'repeat') as { choices: { name: string; value: string; name_localizations: Record<string, string> }[] };
    expect(repeat.choices.map((c) => c.value)).toEqual(['none', 'daily', 'weekly', 'monthly']);
    expect(repeat.choices.find((c) => c.value === 'daily')?.name_localizations['zh-TW']).toBe('每天');
  });

  it('makes every command usable in servers, the bot’s DMs and as a user-installed app', () => {
    for (const command of payload) {
      expect(command.integration_types).toEqual([ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall]);
      expect(command.contexts).toEqual([InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel]);
    }
  });

  it('carries /edit_reminder like /remind: the same places, its options localized in every catalog language', () => {
    const edit = payload.find((c) => c.name === 'edit_reminder');
    const remind = payload.find((c) => c.name === 'remind');
    expect(edit?.contexts).toEqual(remind?.contexts);
    expect(edit?.integration_types).toEqual(remind?.integration_types);
    const options = (edit?.options ?? []) as { name: string; required?: boolean; autocomplete?: boolean; description_localizations?: Record<string, string> }[];
    expect(options.map((o) => [o.name, o.required ?? false, o.autocomplete ?? false])).toEqual([
      ['reminder_id', true, true], ['message', false, false], ['time', false, true], ['repeat', false, false], ['times', false, false], ['until', false, false],
    ]);
    for (const o of options) expect(Object.keys(o.description_localizations ?? {})).toHaveLength(17);
    expect(validateCommands(edit ? [edit] : [])).toEqual([]);
  });

  it('throws, naming the key, when a command has no catalog text', () => {
    const extra = { ...commandDefinitions[0], name: 'not_in_catalogs' } as (typeof commandDefinitions)[number];
    expect(() => buildRegistrationPayload([extra])).toThrow(MissingCommandText);
    expect(() => buildRegistrationPayload([extra])).toThrow(/commands\.not_in_catalogs\.name/);
  });
});

describe('Function: validateCommands', () => {
  it('reports names Discord refuses and descriptions over 100 characters', () => {
    const errors = validateCommands([{ name: 'Bad Name', description: 'x'.repeat(101), options: [] }]);
    expect(errors.join('\n')).toMatch(/pattern/);
    expect(errors.join('\n')).toMatch(/lower case/);
    expect(errors.join('\n')).toMatch(/101 characters/);
  });
});
