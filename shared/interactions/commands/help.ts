import { everywhere } from '../command-scope.js';
import { listingReply } from '../context.js';
import { slashCommand, type SlashDefinition } from './unit.js';

export const definition = {
  ...everywhere,
  name: 'help',
  description: 'What Tock does, with examples',
} as const satisfies SlashDefinition;

/** How many time examples each catalog gives (`help.example_1` …), each one /remind reads in that language. */
export const HELP_EXAMPLES = 5;

/**
 * /help: what Tock does, in the caller's language, with time examples written in it (each one
 * the reader takes in that language: test/unit/help.test.ts). Only the caller sees it outside
 * the bot's DM, like a listing.
 */
export const help = slashCommand(definition, {
  run(ctx) {
    const examples = Array.from(
      { length: HELP_EXAMPLES },
      (_, i) => `\`${ctx.t(`help.example_${i + 1}`)}\``,
    ).join(' · ');
    const lines = [
      ctx.t('help.intro'),
      '',
      ctx.t('help.remind', { examples }),
      ctx.t('help.dm'),
      ctx.t('help.manage'),
      ctx.t('help.events'),
      ctx.t('help.settings'),
    ];
    return Promise.resolve(listingReply(ctx, lines.join('\n')));
  },
});
