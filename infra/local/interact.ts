/**
 * `npm run interact -- <command> [subcommand] [option:value …]`: sends one slash command to
 * the running local runtime exactly as Discord would (signed with the sandbox's dev key)
 * and prints the reply. Examples:
 *   npm run interact -- remind message:"Stretch" time:"in 2 minutes"
 *   npm run interact -- timezone set zone:Asia/Taipei --locale zh-TW
 *   npm run interact -- list_reminders show_completed:true --user 222
 */
import { randomBytes } from 'node:crypto';
import { ApplicationCommandOptionType, InteractionType } from 'discord-api-types/v10';
import { loadConfig } from '../../shared/config.js';
import { findCommand } from '../../shared/interactions/commands.js';
import { loadOrCreateDevKeys, signedHeaders } from './dev-keys.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args.splice(i, 2)[1] ?? fallback) : fallback;
};
const userId = flag('user', '100000000000000001');
const locale = flag('locale', 'en-US');
const [name = '', ...rest] = args;
const def = findCommand(name);
if (!def) {
  console.error(`Unknown command "${name}". Try: remind, list_reminders, delete_reminder, timezone.`);
  process.exit(1);
}

// A subcommand comes first when the command has them; then option:value pairs typed by the definition.
const sub = def.options?.find((o) => o.type === ApplicationCommandOptionType.Subcommand && o.name === rest[0]);
const optionDefs = sub && 'options' in sub ? (sub.options ?? []) : (def.options ?? []);
const values = (sub ? rest.slice(1) : rest).map((pair) => {
  const at = pair.indexOf(':');
  const key = pair.slice(0, at);
  const raw = pair.slice(at + 1);
  const type = optionDefs.find((o) => o.name === key)?.type ?? ApplicationCommandOptionType.String;
  const value = type === ApplicationCommandOptionType.Integer ? Number(raw) : type === ApplicationCommandOptionType.Boolean ? raw === 'true' : raw;
  return { name: key, type, value };
});
const options = sub ? [{ name: sub.name, type: ApplicationCommandOptionType.Subcommand, options: values }] : values;

const config = loadConfig();
const keys = loadOrCreateDevKeys(config.DATA_DIR);
const body = JSON.stringify({
  id: String(Date.now()),
  application_id: config.DISCORD_APPLICATION_ID ?? '100000000000000000',
  type: InteractionType.ApplicationCommand,
  token: randomBytes(16).toString('hex'),
  version: 1,
  locale,
  user: { id: userId, username: `user${userId.slice(-3)}` },
  data: { id: '1', name, type: 1, options },
});
const res = await fetch(`http://127.0.0.1:${config.PORT}/interactions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...signedHeaders(keys.privateKey, body) },
  body,
});
console.log(`HTTP ${res.status}`);
console.log(JSON.stringify(await res.json(), null, 2));
