/**
 * `npm run register`: bulk-overwrites the bot's global slash commands with the localized
 * definitions the router uses (`PUT /applications/{id}/commands`). Global commands reach
 * every server, DM and user install, and can take up to an hour to appear; `--guild <id>`
 * registers to one server instead, instantly (for testing).
 *
 * Needs DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN, or their stored forms
 * (DISCORD_APPLICATION_ID_PARAM, DISCORD_BOT_TOKEN_SECRET: read from AWS, see README).
 * DISCORD_API_BASE is honoured. The request goes through @discordjs/rest (the dispatcher has its
 * own client), which sends the `User-Agent: DiscordBot (url, version)` Discord requires.
 *
 * @see https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands
 */
import { pathToFileURL } from 'node:url';
import { DiscordAPIError, HTTPError, REST } from '@discordjs/rest';
import { Routes, type RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { loadRuntimeConfig } from '../shared/adapters/aws-secrets.js';
import { nodeVersionNotice } from './node-version.js';
import { buildRegistrationPayload } from '../shared/interactions/registration.js';

/** `https://discord.com/api/v10` → @discordjs/rest's `api` and `version` options. */
function splitApiBase(apiBase: string): { api: string; version: string } {
  const trimmed = apiBase.replace(/\/+$/, '');
  const match = /^(.*)\/v(\d+)$/.exec(trimmed);
  return match
    ? { api: match[1] as string, version: match[2] as string }
    : { api: trimmed, version: '10' };
}

export interface RegisterOptions {
  readonly apiBase: string;
  readonly applicationId: string;
  readonly token: string;
  /** Register to one guild instead of globally. */
  readonly guildId?: string | undefined;
  readonly payload?: RESTPutAPIApplicationCommandsJSONBody;
}

/** Sends the payload; resolves with the names Discord registered, throws with Discord's answer on failure. */
export async function registerCommands(options: RegisterOptions): Promise<string[]> {
  const payload = options.payload ?? buildRegistrationPayload();
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.applicationId, options.guildId)
    : Routes.applicationCommands(options.applicationId);
  // One request: a failure is reported to the operator, not retried.
  const rest = new REST({ ...splitApiBase(options.apiBase), retries: 0 }).setToken(options.token);
  try {
    return ((await rest.put(route, { body: payload })) as { name: string }[]).map((c) => c.name);
  } catch (err) {
    if (err instanceof DiscordAPIError || err instanceof HTTPError)
      throw new Error(`Discord answered ${err.status} to PUT ${route}: ${err.message}`, {
        cause: err,
      });
    throw err;
  }
}

async function main(): Promise<void> {
  const nodeNotice = nodeVersionNotice();
  if (nodeNotice) console.warn(nodeNotice);
  const args = process.argv.slice(2);
  const guildAt = args.indexOf('--guild');
  const guildId = guildAt >= 0 ? args[guildAt + 1] : undefined;
  const config = await loadRuntimeConfig();
  if (!config.DISCORD_APPLICATION_ID || !config.DISCORD_BOT_TOKEN) {
    throw new Error(
      'Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (or DISCORD_APPLICATION_ID_PARAM and DISCORD_BOT_TOKEN_SECRET)',
    );
  }
  const names = await registerCommands({
    apiBase: config.DISCORD_API_BASE,
    applicationId: config.DISCORD_APPLICATION_ID,
    token: config.DISCORD_BOT_TOKEN,
    guildId,
  });
  console.log(
    `Registered ${names.length} commands ${guildId ? `in guild ${guildId}` : 'globally'}: ${names.map((n) => `/${n}`).join(', ')}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
