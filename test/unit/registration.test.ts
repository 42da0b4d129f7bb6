import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/i18n.js';
import {
  commandDefinitions,
  messageCommandDefinitions,
} from '../../shared/interactions/commands/index.js';
import { definition as remindMessageMenu } from '../../shared/interactions/commands/remind-message.js';
import {
  MissingCommandText,
  buildRegistrationPayload,
  discordLocaleOf,
} from '../../shared/interactions/registration.js';
import { discordLocales, totalCharacters, validateCommands } from '../support/discord-limits.js';

const all = buildRegistrationPayload();
/** The slash commands; the message context-menu commands are checked on their own. */
const payload = all.filter(
  (c): c is RESTPostAPIChatInputApplicationCommandsJSONBody =>
    c.type === ApplicationCommandType.ChatInput,
);
const menus = all.filter((c) => c.type === ApplicationCommandType.Message);
const catalogLocales = locales;

describe('Function: buildRegistrationPayload', () => {
  it('sends exactly the commands the router knows, with their base names, then the message menu', () => {
    expect(payload.map((c) => c.name)).toEqual(commandDefinitions.map((c) => c.name));
    expect(menus.map((c) => c.name)).toEqual(messageCommandDefinitions.map((c) => c.name));
    expect(all.map((c) => c.name)).toEqual(
      [...commandDefinitions, ...messageCommandDefinitions].map((c) => c.name),
    );
    expect(menus).toEqual([
      expect.objectContaining({
        type: ApplicationCommandType.Message,
        name: remindMessageMenu.name,
      }),
    ]);
  });

  it('passes Discord’s documented limits (names, descriptions, counts, 4000 characters), the message menu included', () => {
    expect(validateCommands(all)).toEqual([]);
  });

  it.each(catalogLocales)(
    'names the message menu in %s within 1-32 characters, with no description',
    (locale) => {
      for (const menu of menus) {
        const name =
          (menu.name_localizations as Record<string, string>)[discordLocaleOf[locale]] ?? '';
        expect([...name].length, `${locale}: ${name}`).toBeGreaterThanOrEqual(1);
        expect([...name].length, `${locale}: ${name}`).toBeLessThanOrEqual(32);
        expect(menu).not.toHaveProperty('description');
      }
    },
  );

  it.each(catalogLocales)(
    'localizes every name and description for %s, within the limits',
    (locale) => {
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
        expect((node.name_localizations as Record<string, string>)[discordLocale]).toEqual(
          expect.any(String),
        );
        expect((node.description_localizations as Record<string, string>)[discordLocale]).toEqual(
          expect.any(String),
        );
      }
      for (const command of payload)
        expect(totalCharacters(command, discordLocale)).toBeLessThanOrEqual(4000);
    },
  );

  it('uses the en-US catalog texts that commands.ts also carries, so the two never drift', () => {
    const walk = (
      defs: readonly { description: string; options?: unknown }[],
      sent: readonly { description: string; options?: unknown }[],
    ): void => {
      defs.forEach((def, i) => {
        expect(sent[i]?.description).toBe(def.description);
        if (def.options) walk(def.options as never, (sent[i]?.options ?? []) as never);
      });
    };
    walk(commandDefinitions, payload);
  });

  it('localizes choice names and keeps the values the router expects', () => {
    const repeat = payload
      .find((c) => c.name === 'remind')
      ?.options?.find((o) => o.name === 'repeat') as {
      choices: { name: string; value: string; name_localizations: Record<string, string> }[];
    };
    expect(repeat.choices.map((c) => c.value)).toEqual(['none', 'daily', 'weekly', 'monthly']);
    expect(repeat.choices.find((c) => c.value === 'daily')?.name_localizations['zh-TW']).toBe(
      '每天',
    );
  });

  it('makes every command, the message menu included, usable in servers, the bot’s DMs and as a user-installed app', () => {
    for (const command of all) {
      expect(command.integration_types).toEqual([
        ApplicationIntegrationType.GuildInstall,
        ApplicationIntegrationType.UserInstall,
      ]);
      expect(command.contexts).toEqual([
        InteractionContextType.Guild,
        InteractionContextType.BotDM,
        InteractionContextType.PrivateChannel,
      ]);
    }
  });

  it('carries /edit_reminder like /remind: the same places, its options localized in every catalog language', () => {
    const edit = payload.find((c) => c.name === 'edit_reminder');
    const remind = payload.find((c) => c.name === 'remind');
    expect(edit?.contexts).toEqual(remind?.contexts);
    expect(edit?.integration_types).toEqual(remind?.integration_types);
    const options = (edit?.options ?? []) as {
      name: string;
      required?: boolean;
      autocomplete?: boolean;
      description_localizations?: Record<string, string>;
    }[];
    expect(options.map((o) => [o.name, o.required ?? false, o.autocomplete ?? false])).toEqual([
      ['reminder_id', true, true],
      ['message', false, false],
      ['time', false, true],
      ['repeat', false, false],
      ['times', false, false],
      ['until', false, false],
      ['state', false, false],
      ['skip_next', false, false],
    ]);
    for (const o of options)
      expect(Object.keys(o.description_localizations ?? {})).toHaveLength(17);
    expect(validateCommands(edit ? [edit] : [])).toEqual([]);
  });

  it('throws, naming the key, when a command has no catalog text', () => {
    const extra = {
      ...commandDefinitions[0],
      name: 'not_in_catalogs',
    } as (typeof commandDefinitions)[number];
    expect(() => buildRegistrationPayload([extra])).toThrow(MissingCommandText);
    expect(() => buildRegistrationPayload([extra])).toThrow(/commands\.not_in_catalogs\.name/);
  });
});

describe('Function: validateCommands', () => {
  it('reports a message menu name over 32 characters, a description on it, and a sixth menu', () => {
    const menu = (name: string, extra: object = {}) => ({
      type: ApplicationCommandType.Message,
      name,
      ...extra,
    });
    expect(validateCommands([menu('Remind me about this')])).toEqual([]);
    expect(validateCommands([menu('x'.repeat(33))]).join('\n')).toMatch(/33 characters/);
    expect(validateCommands([menu('Ok', { description: 'no' })]).join('\n')).toMatch(
      /no description/,
    );
    expect(validateCommands(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => menu(n))).join('\n')).toMatch(
      /6 message commands/,
    );
  });

  it('reports names Discord refuses and descriptions over 100 characters', () => {
    const errors = validateCommands([
      { name: 'Bad Name', description: 'x'.repeat(101), options: [] },
    ]);
    expect(errors.join('\n')).toMatch(/pattern/);
    expect(errors.join('\n')).toMatch(/lower case/);
    expect(errors.join('\n')).toMatch(/101 characters/);
  });
});
