/**
 * Secrets at cold start. In AWS the functions' environment names where the values live
 * (Secrets Manager secrets for the bot token and the link-signing key, SSM parameters for the
 * public key and the application id); this adapter fetches them once and hands `loadConfig` an environment
 * that looks exactly like a local one. Locally none of these variables is set, nothing is
 * fetched, and plain `DISCORD_*` variables work as before.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { loadConfig, type Config } from '../config.js';

/** Environment variables that point at a stored value, and the config variable each fills. */
export const secretPointers = {
  /** Secrets Manager secret (name or ARN) whose SecretString is the bot token. */
  DISCORD_BOT_TOKEN_SECRET: 'DISCORD_BOT_TOKEN',
  /** SSM parameter name holding the hex public key. */
  DISCORD_PUBLIC_KEY_PARAM: 'DISCORD_PUBLIC_KEY',
  /** SSM parameter name holding the application id. */
  DISCORD_APPLICATION_ID_PARAM: 'DISCORD_APPLICATION_ID',
  /** Secrets Manager secret (name or ARN) whose SecretString is the key signing the bot's links (the stack generates it). */
  ZONE_LINK_KEY_SECRET: 'ZONE_LINK_KEY',
} as const;

/** Port: where stored values come from (AWS in production, a fake in tests). */
export interface SecretSource {
  /** @see https://docs.aws.amazon.com/secretsmanager/latest/apireference/API_GetSecretValue.html */
  getSecret(id: string): Promise<string>;
  /** Values by parameter name. @see https://docs.aws.amazon.com/systems-manager/latest/APIReference/API_GetParameters.html */
  getParameters(names: readonly string[]): Promise<Record<string, string>>;
}

/** The AWS implementation; each client is created only if something is fetched with it. */
export function awsSecretSource(region: string | undefined): SecretSource {
  const options = region ? { region } : {};
  return {
    async getSecret(id) {
      const client = new SecretsManagerClient(options);
      try {
        const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: id }));
        if (!SecretString) throw new Error(`secret ${id} has no string value`);
        return SecretString.trim();
      } finally {
        client.destroy();
      }
    },
    async getParameters(names) {
      // Loaded on first use: the dispatcher reads a parameter only when it opens a webhook.
      const { GetParametersCommand, SSMClient } = await import('@aws-sdk/client-ssm');
      const client = new SSMClient(options);
      try {
        // One call for every parameter (up to 10); WithDecryption also reads SecureStrings.
        const out = await client.send(
          new GetParametersCommand({ Names: [...names], WithDecryption: true }),
        );
        if (out.InvalidParameters && out.InvalidParameters.length > 0) {
          throw new Error(`SSM parameters not found: ${out.InvalidParameters.join(', ')}`);
        }
        return Object.fromEntries(
          (out.Parameters ?? []).map((p) => [p.Name ?? '', (p.Value ?? '').trim()]),
        );
      } finally {
        client.destroy();
      }
    },
  };
}

/**
 * Returns `env` with every pointed-at value filled in. A variable set directly wins over
 * its pointer, so an operator can override one value without touching the store. A
 * missing secret or parameter throws, naming it: the function must not start half-configured.
 */
export async function resolveSecrets(
  env: NodeJS.ProcessEnv,
  source?: SecretSource,
): Promise<NodeJS.ProcessEnv> {
  return resolveSecretsWith(env, () => source ?? awsSecretSource(env['AWS_REGION']));
}

/**
 * {@link resolveSecrets} with the source given, built only when something is to be fetched: a
 * function reading its values through the Lambda extension (./secrets-extension.ts) calls
 * this, and its bundle then carries no AWS SDK client for them.
 */
export async function resolveSecretsWith(
  env: NodeJS.ProcessEnv,
  source: () => SecretSource,
): Promise<NodeJS.ProcessEnv> {
  const wanted = (Object.entries(secretPointers) as [keyof typeof secretPointers, string][]).filter(
    ([pointer, target]) => env[pointer] && !env[target],
  );
  if (wanted.length === 0) return env;
  const store = source();
  const resolved: NodeJS.ProcessEnv = { ...env };
  const params = wanted.filter(([pointer]) => pointer.endsWith('_PARAM'));
  const secrets = wanted.filter(([pointer]) => !pointer.endsWith('_PARAM'));
  const [values] = await Promise.all([
    params.length > 0
      ? store.getParameters(params.map(([pointer]) => env[pointer] as string))
      : Promise.resolve({} as Record<string, string>),
    ...secrets.map(async ([pointer, target]) => {
      resolved[target] = await store.getSecret(env[pointer] as string);
    }),
  ]);
  for (const [pointer, target] of params) {
    const value = values[env[pointer] as string];
    if (!value) throw new Error(`${pointer}: parameter ${env[pointer]} has no value`);
    resolved[target] = value;
  }
  return resolved;
}

/**
 * Secrets Manager secret (name or ARN) holding the calendar providers' OAuth client secrets as
 * JSON: `{"GOOGLE_CLIENT_SECRET": "…", "MICROSOFT_CLIENT_SECRET": "…"}` (either may be absent).
 */
export const OAUTH_SECRET_POINTER = 'CALENDAR_OAUTH_SECRET';
const oauthSecretKeys = ['GOOGLE_CLIENT_SECRET', 'MICROSOFT_CLIENT_SECRET'] as const;

/** `env` with the OAuth client secrets filled in from their JSON secret (a value set directly wins). */
export async function resolveOAuthSecrets(
  env: NodeJS.ProcessEnv,
  source?: SecretSource,
): Promise<NodeJS.ProcessEnv> {
  const id = env[OAUTH_SECRET_POINTER];
  if (!id || oauthSecretKeys.every((k) => env[k])) return env;
  const text = await (source ?? awsSecretSource(env['AWS_REGION'])).getSecret(id);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Never echo the value: it is a secret.
    throw new Error(`${OAUTH_SECRET_POINTER}: secret ${id} is not a JSON object`);
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error(`${OAUTH_SECRET_POINTER}: secret ${id} is not a JSON object`);
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const k of oauthSecretKeys) {
    const value = (parsed as Record<string, unknown>)[k];
    if (!resolved[k] && typeof value === 'string' && value.length > 0) resolved[k] = value;
  }
  return resolved;
}

/** Cold-start config for a Lambda function (or an operator script): stored values first, then the zod schema. */
export async function loadRuntimeConfig(
  env: NodeJS.ProcessEnv = process.env,
  source?: SecretSource,
): Promise<Config> {
  return loadConfig(await resolveOAuthSecrets(await resolveSecrets(env, source), source));
}
