import { afterAll, beforeAll } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from './fake-discord.js';
import { startLocalStack, type LocalStack } from './local-stack.js';

/** The local runtime and the fake Discord it talks to, shared by the tests of one file. */
export interface E2eStack {
  readonly discord: FakeDiscord;
  readonly stack: LocalStack;
}

/**
 * Registers the file's setup and teardown: a fake Discord, then the runtime pointed at it;
 * both stopped after the last test; `env` adds to the runtime's environment. Call once at the top of a describe.
 */
export function useE2eStack(
  discordOptions: FakeDiscordOptions = {},
  env: Readonly<Record<string, string>> = {},
): E2eStack {
  let discord: FakeDiscord | undefined;
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    discord = await startFakeDiscord(discordOptions);
    stack = await startLocalStack({ ...env, DISCORD_API_BASE: discord.apiBase });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await discord?.close();
  }, 60_000);
  const ready = (): E2eStack => {
    if (!discord || !stack) throw new Error('e2e stack used outside a test');
    return { discord, stack };
  };
  return {
    get discord() {
      return ready().discord;
    },
    get stack() {
      return ready().stack;
    },
  };
}
