import * as z from 'zod/mini';
import type { TableNames } from './adapters/dynamo/table-names.js';

/** Defaults for every setting, in one place. */
export const configDefaults = {
  PORT: 8787,
  DISCORD_API_BASE: 'https://discord.com/api/v10',
  DATA_DIR: '.data',
  DISPATCH_INTERVAL_SECONDS: 30,
  AWS_REGION: 'us-east-1',
  TABLE_PREFIX: 'tock',
  DUE_SHARDS: 4,
  /** Discord waits 3 s for an answer; past this many ms the answer is deferred (shared/interactions/late-answer.ts). */
  INTERACTION_DEADLINE_MS: 2500,
} as const;

const configSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), configDefaults.PORT),
  DISCORD_PUBLIC_KEY: z.optional(
    z.string().check(z.regex(/^[0-9a-f]{64}$/i, 'must be a 64-character hex Ed25519 key')),
  ),
  DISCORD_BOT_TOKEN: z.optional(z.string().check(z.minLength(1))),
  DISCORD_APPLICATION_ID: z.optional(z.string().check(z.minLength(1))),
  DISCORD_API_BASE: z._default(z.url(), configDefaults.DISCORD_API_BASE),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), configDefaults.DATA_DIR),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  DISPATCH_INTERVAL_SECONDS: z._default(
    z.coerce.number().check(z.positive()),
    configDefaults.DISPATCH_INTERVAL_SECONDS,
  ),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), configDefaults.AWS_REGION),
  /** Table names are `${TABLE_PREFIX}-<table>` unless a table's own variable is set (the CDK stack sets them). */
  TABLE_PREFIX: z._default(z.string().check(z.minLength(1)), configDefaults.TABLE_PREFIX),
  REMINDERS_TABLE: z.optional(z.string().check(z.minLength(1))),
  USERS_TABLE: z.optional(z.string().check(z.minLength(1))),
  EVENTS_TABLE: z.optional(z.string().check(z.minLength(1))),
  PARTICIPANTS_TABLE: z.optional(z.string().check(z.minLength(1))),
  DRAFTS_TABLE: z.optional(z.string().check(z.minLength(1))),
  CALENDAR_TABLE: z.optional(z.string().check(z.minLength(1))),
  /** AWS: the KMS key that unwraps calendar credentials (sync function), and its public half in PEM (sealing). */
  CALENDAR_KMS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  CALENDAR_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  /**
   * AWS: the webhook key pair (docs/decisions.md, "Webhook delivery"): its public half in PEM,
   * which seals webhook URLs (interactions), and the SSM SecureString parameter holding its
   * private half, which opens them (dispatcher). Unset: the key file in DATA_DIR (local runtime).
   */
  WEBHOOK_PUBLIC_KEY: z.optional(z.string().check(z.minLength(1))),
  WEBHOOK_PRIVATE_KEY_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  /**
   * OAuth clients of the calendar providers (docs/decisions.md, "Calendar sync"); a provider
   * without both its id and secret is not offered. In AWS they come from the Secrets Manager
   * secret CALENDAR_OAUTH_SECRET names (a JSON object with these keys), read at cold start.
   */
  GOOGLE_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  GOOGLE_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
  MICROSOFT_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  MICROSOFT_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
  /** The Entra tenant users sign in through: `common` (work, school and personal accounts), `organizations`, `consumers` or a tenant id. */
  MICROSOFT_TENANT: z._default(
    z
      .string()
      .check(
        z.regex(
          /^[A-Za-z0-9.-]{1,100}$/,
          'must be common, organizations, consumers or a tenant id/domain',
        ),
      ),
    'common',
  ),
  /**
   * Sandbox and tests only: the base URL of the local stand-ins for Google's and Microsoft's
   * OAuth servers and calendar APIs (infra/local/sandbox/providers). Unset: the real ones.
   */
  CALENDAR_STAND_IN_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /**
   * Local runtime and tests only: CalDAV servers over http and on loopback or private networks
   * (a Radicale or Nextcloud on your machine or LAN). Off, only https to public addresses. Refused
   * in AWS Lambda, where loopback is the Runtime API (docs/decisions.md, "CalDAV outbound calls").
   */
  CALDAV_ALLOW_LOCAL: z._default(z.literal(['true', 'false']), 'false'),
  BUDGETS_TABLE: z.optional(z.string().check(z.minLength(1))),
  /** AWS: the drain function a dispatcher hands a backlog to (shared/usecases/dispatch-drain.ts). Unset: no hand-off. */
  DRAIN_FUNCTION_NAME: z.optional(z.string().check(z.minLength(1))),
  DUE_SHARDS: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(64)),
    configDefaults.DUE_SHARDS,
  ),
  /**
   * Milliseconds after an interaction arrived at which its answer is deferred and the result
   * delivered through its webhook (docs/decisions.md, "Late answers"). Below Discord's 3 s in
   * use; the tests' runtimes set a long one so a loaded machine does not turn answers into deferrals.
   */
  INTERACTION_DEADLINE_MS: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)),
    configDefaults.INTERACTION_DEADLINE_MS,
  ),
  /**
   * The bot's public address, for links to its own pages ("Detect my time zone"). Locally
   * http://localhost:PORT; in AWS the Function URL the request arrived on, unless this is set.
   */
  PUBLIC_BASE_URL: z.optional(z.url({ protocol: /^https?$/ })),
  /** HMAC-SHA256 key signing those links (a random local file; a generated secret in AWS). Unset: no links. */
  ZONE_LINK_KEY: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; a bad value fails loudly with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.CALDAV_ALLOW_LOCAL === 'true' && env['AWS_LAMBDA_FUNCTION_NAME']) {
    throw new Error('Invalid configuration: CALDAV_ALLOW_LOCAL: not in AWS Lambda');
  }
  return parsed.data;
}

export type { TableNames };

/** The table names: the settings' own, else the prefix's. */
export function tableNames(
  config: Pick<
    Config,
    | 'TABLE_PREFIX'
    | 'REMINDERS_TABLE'
    | 'USERS_TABLE'
    | 'EVENTS_TABLE'
    | 'PARTICIPANTS_TABLE'
    | 'DRAFTS_TABLE'
  > &
    Partial<Pick<Config, 'CALENDAR_TABLE' | 'BUDGETS_TABLE'>>,
): TableNames {
  return {
    reminders: config.REMINDERS_TABLE ?? `${config.TABLE_PREFIX}-reminders`,
    users: config.USERS_TABLE ?? `${config.TABLE_PREFIX}-users`,
    events: config.EVENTS_TABLE ?? `${config.TABLE_PREFIX}-events`,
    participants: config.PARTICIPANTS_TABLE ?? `${config.TABLE_PREFIX}-participants`,
    drafts: config.DRAFTS_TABLE ?? `${config.TABLE_PREFIX}-drafts`,
    calendar: config.CALENDAR_TABLE ?? `${config.TABLE_PREFIX}-calendar`,
    budgets: config.BUDGETS_TABLE ?? `${config.TABLE_PREFIX}-budgets`,
  };
}
