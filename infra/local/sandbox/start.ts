import type { KeyObject } from 'node:crypto';
import type { Config } from '../../../shared/config.js';
import { createLogger } from '../../../shared/adapters/log.js';
import {
  commandDefinitions,
  messageCommandDefinitions,
} from '../../../shared/interactions/commands/index.js';
import { registerCommands } from '../../register.js';
import { historyPath } from './history.js';
import { createSandbox, STAND_IN_PREFIX, type SandboxServer } from './sandbox.js';
import { SANDBOX_APPLICATION_ID } from './store.js';

/** The sandbox as the local runtime runs it. */
export interface Sandbox extends SandboxServer {
  /** True when DISCORD_API_BASE is the stand-in (it was not set to something else). */
  readonly usesStandIn: boolean;
  /** Registers the commands and builds the page; call once the interactions handler is loaded. */
  ready(): Promise<void>;
}

/** Placeholder token for the stand-in, which only checks the `Bot ` scheme unless a token is configured. */
const LOCAL_TOKEN = 'local-dev';

/**
 * Starts the sandbox for `npm start` in sandbox mode. Unless DISCORD_API_BASE was set, it
 * points the bot's REST calls at the stand-in (through the environment, which the handler
 * and the dispatcher read as they do in AWS): call this before they load their config.
 */
export function startSandbox(config: Config, port: number, privateKey: KeyObject): Sandbox {
  const standInBase = `http://127.0.0.1:${port}${STAND_IN_PREFIX}`;
  process.env.DISCORD_API_BASE ??= standInBase;
  const usesStandIn = process.env.DISCORD_API_BASE === standInBase;
  const applicationId = config.DISCORD_APPLICATION_ID ?? SANDBOX_APPLICATION_ID;
  const sandbox = createSandbox({
    port,
    applicationId,
    privateKey,
    botToken: config.DISCORD_BOT_TOKEN,
    historyFile: historyPath(config.DATA_DIR),
  });
  return {
    ...sandbox,
    usesStandIn,
    async ready() {
      // The deploy's own registration (localized definitions, bulk overwrite), sent to the
      // stand-in. Against any other API base it is skipped: sandbox mode must never change
      // a real application's commands.
      if (usesStandIn) {
        const target = {
          apiBase: standInBase,
          applicationId,
          token: config.DISCORD_BOT_TOKEN ?? LOCAL_TOKEN,
        };
        try {
          await registerCommands(target);
        } catch (err) {
          // A catalog missing a command text fails the deploy's registration; the sandbox
          // still registers the plain definitions so the page has its commands.
          createLogger({ component: 'sandbox' }).error('register-commands', err);
          await registerCommands({
            ...target,
            payload: [...commandDefinitions, ...messageCommandDefinitions],
          });
        }
      }
      await sandbox.page();
    },
  };
}
