/**
 * Table definitions: the one source of truth for key schemas and indexes, used by
 * the local table setup (CreateTable) and by the CDK stack.
 */
export type AttributeType = 'S' | 'N';

export interface KeyDef {
  readonly name: string;
  readonly type: AttributeType;
}

export interface IndexDef {
  readonly indexName: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}

export interface TableDef {
  /** Logical name; the physical name comes from config (see `tableNames`). */
  readonly logicalName: 'reminders' | 'users';
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** Attribute holding an epoch-seconds expiry, when the table uses TTL. */
  readonly ttlAttribute?: string;
}

export const REMINDERS_BY_USER_INDEX = 'by_user';
export const REMINDERS_DUE_INDEX = 'due';

/**
 * Reminders. `by_user` lists a user's reminders in remind_time order. `due` is sparse:
 * only active reminders carry `due_shard`, so the dispatcher's Query never sees
 * finished ones; the shard spreads the hot partition.
 */
export const remindersTable = {
  logicalName: 'reminders',
  partitionKey: { name: 'id', type: 'S' },
  indexes: [
    { indexName: REMINDERS_BY_USER_INDEX, partitionKey: { name: 'user_id', type: 'S' }, sortKey: { name: 'remind_time', type: 'S' } },
    { indexName: REMINDERS_DUE_INDEX, partitionKey: { name: 'due_shard', type: 'N' }, sortKey: { name: 'remind_time', type: 'S' } },
  ],
  ttlAttribute: 'expires_at',
} as const satisfies TableDef;

/**
 * One item per user: preferences (timezone), the active-reminder counter that makes
 * the 100 limit atomic, the recent-creation log for the rate limit, and the cached
 * DM channel id.
 */
export const usersTable = {
  logicalName: 'users',
  partitionKey: { name: 'user_id', type: 'S' },
  indexes: [],
} as const satisfies TableDef;

export const allTables: readonly TableDef[] = [remindersTable, usersTable];
