/**
 * `npm run register`: bulk-overwrites the bot's global slash commands with the localized
 * definitions the router uses (`PUT /applications/{id}/commands`). Global commands reach
 * every server, DM and user install, and can take up to an hour to appear; `--guild <id>`
 * registers to one server instead, instantly (for testing).
 *
 * Needs DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN, or their stored forms
 * (DISCORD_APPLICATION_ID_PARAM, DISCORD_BOT_TOKEN_SECRET: read from AWS, see README).
 * DISCORD_API_BASE is honoured.
 *
 * @see https://discord.com/developers/docs/interactions/application-commands#bulk-overwrite-global-application-commands
 */
import { pathToFileURL } from 'node:url';
import type { RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { loadRuntimeConfig } from '../shared/adapters/aws-secrets.js';
import { buildRegistrationPayload } from '../shared/interactions/registration.js';

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
  const path = options.guildId
    ? `/applications/${options.applicationId}/guilds/${options.guildId}/commands`
    : `/applications/${options.applicationId}/commands`;
  const res = await fetch(`${options.apiBase.replace(/\/$/, '')}${path}`, {
    method: 'PUT',
    headers: { Authorization: `Bot ${options.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Discord answered ${res.status} to PUT ${path}: ${text}`);
  return (JSON.parse(text) as { name: string }[]).map((c) => c.name);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const guildAt = args.indexOf('--guild');
  const guildId = guildAt >= 0 ? args[guildAt + 1] : undefined;
  const config = await loadRuntimeConfig();
  if (!config.DISCORD_APPLICATION_ID || !config.DISCORD_BOT_TOKEN) {
    throw new Error('Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN (or DISCORD_APPLICATION_ID_PARAM and DISCORD_BOT_TOKEN_SECRET)');
  }
  const names = await registerCommands({ apiBase: config.DISCORD_API_BASE, applicationId: config.DISCORD_APPLICATION_ID, token: config.DISCORD_BOT_TOKEN, guildId });
  console.log(`Registered ${names.length} commands ${guildId ? `in guild ${guildId}` : 'globally'}: ${names.map((n) => `/${n}`).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
