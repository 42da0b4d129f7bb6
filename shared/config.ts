import { z } from 'zod';

/** Defaults for every setting, in one place. */
export const configDefaults = {
  PORT: 8787,
  DISCORD_API_BASE: 'https://discord.com/api/v10',
  DATA_DIR: '.data',
  DISPATCH_INTERVAL_SECONDS: 30,
  AWS_REGION: 'us-east-1',
  TABLE_PREFIX: 'tock',
  DUE_SHARDS: 4,
} as const;

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(configDefaults.PORT),
  DISCORD_PUBLIC_KEY: z.string().regex(/^[0-9a-f]{64}$/i, 'must be a 64-character hex Ed25519 key').optional(),
  DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  DISCORD_APPLICATION_ID: z.string().min(1).optional(),
  DISCORD_API_BASE: z.url().default(configDefaults.DISCORD_API_BASE),
  DATA_DIR: z.string().min(1).default(configDefaults.DATA_DIR),
  DYNAMODB_ENDPOINT: z.url().optional(),
  DISPATCH_INTERVAL_SECONDS: z.coerce.number().positive().default(configDefaults.DISPATCH_INTERVAL_SECONDS),
  AWS_REGION: z.string().min(1).default(configDefaults.AWS_REGION),
  /** Table names are `${TABLE_PREFIX}-<table>` unless a table's own variable is set (the CDK stack sets them). */
  TABLE_PREFIX: z.string().min(1).default(configDefaults.TABLE_PREFIX),
  REMINDERS_TABLE: z.string().min(1).optional(),
  USERS_TABLE: z.string().min(1).optional(),
  DUE_SHARDS: z.coerce.number().int().min(1).max(64).default(configDefaults.DUE_SHARDS),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; a bad value fails loudly with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export interface TableNames {
  readonly reminders: string;
  readonly users: string;
}

export function tableNames(config: Pick<Config, 'TABLE_PREFIX' | 'REMINDERS_TABLE' | 'USERS_TABLE'>): TableNames {
  return {
    reminders: config.REMINDERS_TABLE ?? `${config.TABLE_PREFIX}-reminders`,
    users: config.USERS_TABLE ?? `${config.TABLE_PREFIX}-users`,
  };
}
