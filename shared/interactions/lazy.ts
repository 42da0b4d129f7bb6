import type { ComponentHandler } from './context.js';
import { choices } from './responses.js';
import {
  slashCommand,
  type CommandHandler,
  type HandlerOf,
  type SlashCommand,
  type SlashDefinition,
} from './commands/unit.js';

/**
 * A value imported on first use: the bundle puts a dynamic `import()` into a chunk of its own
 * beside index.mjs, so a cold start does not load the code of rarely used commands. A failed
 * import is not cached (the next use tries again).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = undefined;
      throw err;
    }));
}

/** A command handler whose module is imported on its first use; it answers exactly as the loaded handler does. */
export function lazyCommand<Input>(
  load: () => Promise<CommandHandler<Input>>,
): CommandHandler<Input> {
  const handler = onFirstUse(load);
  return {
    run: async (ctx, input) => (await handler()).run(ctx, input),
    // A handler without autocomplete gets the answer the router gives one: no choices.
    autocomplete: async (ctx, focused) => {
      const loaded = await handler();
      return loaded.autocomplete ? loaded.autocomplete(ctx, focused) : choices([]);
    },
  };
}

/**
 * A slash command whose definition is at hand and whose handler (typed by the definition) is
 * imported on first use.
 */
export function lazySlashCommand<const D extends SlashDefinition>(
  definition: D,
  load: () => Promise<HandlerOf<D>>,
  components: readonly ComponentHandler[] = [],
): SlashCommand {
  return slashCommand(definition, lazyCommand(load), components);
}

/**
 * Component handlers whose module is imported on the first use of any of them. `prefixes`
 * names them without importing it (test/unit/lazy-handlers.test.ts holds the list to the
 * loaded handlers' own prefixes).
 */
export function lazyComponents(
  prefixes: readonly string[],
  load: () => Promise<readonly ComponentHandler[]>,
): ComponentHandler[] {
  const handlers = onFirstUse(load);
  return prefixes.map((prefix) => ({
    prefix,
    run: async (ctx, args, fields, values, bots) => {
      const handler = (await handlers()).find((h) => h.prefix === prefix);
      if (!handler) throw new Error(`no component handler for prefix ${prefix}`);
      return handler.run(ctx, args, fields, values, bots);
    },
  }));
}
