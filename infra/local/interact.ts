/**
 * `npm run interact -- <command> [subcommand] [option:value …] [--user id] [--locale tag]`:
 * sends one slash command to the running local runtime exactly as Discord would (signed
 * with the sandbox's dev key, built by the shared payload builder) and prints the reply.
 * Reads PORT and DATA_DIR like `npm start`. `--help` lists every command.
 */
import {
  ApplicationCommandOptionType,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandOption,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { loadConfig } from '../../shared/config.js';
import { commandDefinitions } from '../../shared/interactions/commands/index.js';
import { loadOrCreateDevKeys, signedHeaders } from './dev-keys.js';
import { commandInteraction, snowflake, withSubcommand } from './interaction-payloads.js';

const DEFAULT_USER = '100000000000000001';

/** `remind message* time* repeat times`, `timezone set|show`: a command's shape in one line. */
function synopsis(def: RESTPostAPIChatInputApplicationCommandsJSONBody): string {
  const opts = (options: readonly APIApplicationCommandOption[] | undefined): string =>
    (options ?? []).map((o) => ('required' in o && o.required ? `${o.name}*` : o.name)).join(' ');
  const subs = (def.options ?? []).filter(
    (o) => o.type === ApplicationCommandOptionType.Subcommand,
  );
  if (subs.length)
    return subs
      .map((s) => `${def.name} ${s.name} ${'options' in s ? opts(s.options) : ''}`.trimEnd())
      .join('\n  ');
  return `${def.name} ${opts(def.options)}`.trimEnd();
}

const usage = [
  'Usage: npm run interact -- <command> [subcommand] [option:value …] [--user <id>] [--locale <tag>]',
  '',
  'Sends one signed slash command to the local runtime (npm start) and prints its reply.',
  'Reads PORT (default 8787) and DATA_DIR (for the dev key) like npm start.',
  '',
  'Commands (* = required option):',
  ...commandDefinitions.map((d) => `  ${synopsis(d)}`),
  '',
  'Flags: --user <id> (default 100000000000000001), --locale <tag> (default en-US), --help',
  'Example: npm run interact -- remind message:"Stretch" time:"in 2 minutes"',
].join('\n');

/** A mistake on the command line: one line on stderr, exit 2. */
class UsageError extends Error {}

function takeFlag(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--'))
    throw new UsageError(`--${name} needs a value.`);
  args.splice(i, 2);
  return value;
}

function optionValue(
  def: APIApplicationCommandBasicOption | undefined,
  key: string,
  raw: string,
): string | number | boolean {
  switch (def?.type) {
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n))
        throw new UsageError(`${key} takes a number, not "${raw}".`);
      return n;
    }
    case ApplicationCommandOptionType.Boolean:
      if (raw !== 'true' && raw !== 'false')
        throw new UsageError(`${key} takes true or false, not "${raw}".`);
      return raw === 'true';
    default:
      return raw;
  }
}

/** The command's data options from `option:value` words, typed by the command's definition. */
function parseCommand(words: readonly string[]): {
  name: string;
  options: ReturnType<typeof withSubcommand>;
} {
  const [name = '', ...rest] = words;
  const def = commandDefinitions.find((d) => d.name === name);
  if (!def)
    throw new UsageError(
      `${name ? `Unknown command "${name}"` : 'No command given'}. Commands: ${commandDefinitions.map((d) => d.name).join(', ')} (--help for their options).`,
    );
  const subs = (def.options ?? []).filter(
    (o) => o.type === ApplicationCommandOptionType.Subcommand,
  );
  const sub = subs.find((o) => o.name === rest[0]);
  if (subs.length && !sub)
    throw new UsageError(`${name} needs a subcommand: ${subs.map((s) => s.name).join(', ')}.`);
  const defs = (sub && 'options' in sub ? sub.options : sub ? [] : def.options) as
    readonly APIApplicationCommandBasicOption[] | undefined;
  const options = (sub ? rest.slice(1) : rest).map(
    (pair): APIApplicationCommandInteractionDataBasicOption => {
      const at = pair.indexOf(':');
      if (at <= 0) throw new UsageError(`"${pair}" is not option:value.`);
      const key = pair.slice(0, at);
      const optionDef = defs?.find((o) => o.name === key);
      if (!optionDef)
        throw new UsageError(
          `${name} has no option "${key}". Options: ${(defs ?? []).map((o) => o.name).join(', ') || 'none'}.`,
        );
      return {
        name: key,
        type: optionDef.type,
        value: optionValue(optionDef, key, pair.slice(at + 1)),
      } as APIApplicationCommandInteractionDataBasicOption;
    },
  );
  return { name, options: withSubcommand(sub?.name, options) };
}

async function main(argv: readonly string[]): Promise<number> {
  const args = [...argv];
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const userId = takeFlag(args, 'user', DEFAULT_USER);
  const locale = takeFlag(args, 'locale', 'en-US');
  const { name, options } = parseCommand(args);
  const config = loadConfig();
  const keys = loadOrCreateDevKeys(config.DATA_DIR);
  const interaction = commandInteraction(
    {
      applicationId: config.DISCORD_APPLICATION_ID ?? '100000000000000000',
      userId,
      locale,
      channelId: snowflake(),
    },
    name,
    options,
  );
  const body = JSON.stringify(interaction);
  const url = `http://127.0.0.1:${config.PORT}/interactions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(keys.privateKey, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    console.error(
      `Nothing answers at ${url}: start the bot with \`npm start\`, or set PORT to the port it listens on.`,
    );
    return 1;
  }
  const text = await res.text();
  console.log(`HTTP ${res.status}`);
  if (res.status === 401)
    console.error(
      `The runtime rejected the signature: it must run in sandbox mode with the dev key in ${config.DATA_DIR} (same DATA_DIR, DISCORD_PUBLIC_KEY unset).`,
    );
  try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
  } catch {
    if (text) console.log(text);
  }
  return res.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(
      err instanceof UsageError || message.startsWith('Invalid configuration')
        ? message
        : err instanceof Error
          ? err.stack
          : message,
    );
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
