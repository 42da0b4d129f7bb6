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
  /**
   * The non-key attributes copied into the index (`INCLUDE`); omitted: every attribute (`ALL`).
   * A write that changes none of them (nor the index's keys) writes nothing to the index.
   */
  readonly projection?: readonly string[];
}

/**
 * An index an earlier version made and this one replaced (a projection cannot change in place:
 * the index is made again under a new name). Readers use {@link replacedBy}, and read this one
 * only while that one is still being built. The CDK stack keeps it until the operator drops it
 * (`-c retiredIndexes=drop`, docs/deploy.md); `npm start`'s tables drop it once its replacement
 * is built.
 */
export interface RetiredIndexDef extends IndexDef {
  readonly replacedBy: string;
}

export interface TableDef {
  /** Logical name; the physical name comes from config (see `tableNames`). */
  readonly logicalName:
    'reminders' | 'users' | 'events' | 'participants' | 'drafts' | 'calendar' | 'budgets';
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** Indexes of earlier versions, replaced by one of {@link indexes}. */
  readonly retiredIndexes?: readonly RetiredIndexDef[];
  /** Attribute holding an epoch-seconds expiry, when the table uses TTL. */
  readonly ttlAttribute?: string;
  /** A DynamoDB Stream on the table (the events table feeds calendar sync). */
  readonly stream?: 'NEW_AND_OLD_IMAGES';
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
    {
      indexName: REMINDERS_BY_USER_INDEX,
      partitionKey: { name: 'user_id', type: 'S' },
      sortKey: { name: 'remind_time', type: 'S' },
    },
    {
      indexName: REMINDERS_DUE_INDEX,
      partitionKey: { name: 'due_shard', type: 'N' },
      sortKey: { name: 'remind_time', type: 'S' },
    },
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

export const EVENTS_BY_USER_INDEX = 'by_user';
export const EVENTS_RECURRING_INDEX = 'recurring_by_user';

/**
 * Events. `by_user` lists a user's events in start order (UTC ISO `start_datetime`).
 * `recurring_by_user` is sparse: only recurring events carry `recurring_user_id`, so a
 * listing reads the few recurring events (which may start long before the range) without
 * reading every one-off event the user ever had.
 */
export const eventsTable = {
  logicalName: 'events',
  partitionKey: { name: 'id', type: 'S' },
  indexes: [
    {
      indexName: EVENTS_BY_USER_INDEX,
      partitionKey: { name: 'user_id', type: 'S' },
      sortKey: { name: 'start_datetime', type: 'S' },
    },
    {
      indexName: EVENTS_RECURRING_INDEX,
      partitionKey: { name: 'recurring_user_id', type: 'S' },
      sortKey: { name: 'start_datetime', type: 'S' },
    },
  ],
  // Every change reaches the calendar sync function with the item before and after it.
  stream: 'NEW_AND_OLD_IMAGES',
} as const satisfies TableDef;

/** A user's participant rows, without the counters' attributes (docs/decisions.md, issue 22). */
export const PARTICIPANTS_BY_USER_INDEX = 'by_user_rows';
/** The index {@link PARTICIPANTS_BY_USER_INDEX} replaced: every attribute, the counters' too. */
export const PARTICIPANTS_RETIRED_BY_USER_INDEX = 'by_user';

/**
 * The row attributes read from {@link PARTICIPANTS_BY_USER_INDEX} (a `ParticipantRow` beside its
 * keys). None of them is on a counter item, so a counter write (every press) writes nothing to
 * the index. Adding one means a new index (a projection cannot change in place).
 */
export const PARTICIPANT_ROW_ATTRIBUTES = [
  'status',
  'press_order',
  'invited',
  'reminders_muted',
  'not_delivered',
] as const;

/**
 * The sort key of an event's counter item in the participants table: Discord user ids are
 * digits, so it never meets a participant's row, and deleting the event's rows removes it too.
 */
export const SHARED_EVENT_KEY = '#shared';

/**
 * The spec's (spec-notes.md, Event participants) event participants: one row per (event_id,
 * user_id). `by_user_rows` finds the events a user takes part in (their schedule, feed and
 * conflict checks). The counter items (`user_id = #shared`: the table's sort key, so every item
 * has one) are in it too, in one partition nobody reads, but with their keys only: written when
 * an event's counter is made or deleted, never by a press.
 */
export const participantsTable = {
  logicalName: 'participants',
  partitionKey: { name: 'event_id', type: 'S' },
  sortKey: { name: 'user_id', type: 'S' },
  indexes: [
    {
      indexName: PARTICIPANTS_BY_USER_INDEX,
      partitionKey: { name: 'user_id', type: 'S' },
      sortKey: { name: 'event_id', type: 'S' },
      projection: PARTICIPANT_ROW_ATTRIBUTES,
    },
  ],
  retiredIndexes: [
    {
      indexName: PARTICIPANTS_RETIRED_BY_USER_INDEX,
      partitionKey: { name: 'user_id', type: 'S' },
      sortKey: { name: 'event_id', type: 'S' },
      replacedBy: PARTICIPANTS_BY_USER_INDEX,
    },
  ],
  // A participant's answer reaches the calendar sync function, which puts the event in (or takes
  // it out of) their connected calendars.
  stream: 'NEW_AND_OLD_IMAGES',
} as const satisfies TableDef;

/**
 * Pending conflict choices (create anyway / change time / cancel, apply anyway). Drafts
 * live 15 minutes; TTL deletes them lazily, so reads check the expiry too.
 */
export const draftsTable = {
  logicalName: 'drafts',
  partitionKey: { name: 'id', type: 'S' },
  indexes: [],
  ttlAttribute: 'expires_at',
} as const satisfies TableDef;

export const CALENDAR_RETRY_INDEX = 'retry_due';

/**
 * Calendar sync (docs/decisions.md, "Calendar sync"), one table keyed `pk` + `sk`:
 * - `user#<id>` / `feed`: the current feed token's hash; `feed#<hash>` / `-`: its owner.
 * - `export#<hash>` / `-`: a short-lived `/schedule_export` download (TTL).
 * - `user#<id>` / `conn#<provider>`: a connected calendar, credentials encrypted.
 * - `event#<id>` / `<provider>`: the provider's id for the event and its push state; items
 *   waiting for a retry carry `retry_shard` + `retry_at`, which makes `retry_due` sparse.
 * - `state#<hash>` / `-`: a pending OAuth authorization (user, PKCE verifier), TTL 10 minutes.
 * - `user#<id>` / `request#sync`: the user's last `/calendar sync` (at most one a minute), TTL an hour.
 */
export const calendarTable = {
  logicalName: 'calendar',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  indexes: [
    {
      indexName: CALENDAR_RETRY_INDEX,
      partitionKey: { name: 'retry_shard', type: 'N' },
      sortKey: { name: 'retry_at', type: 'S' },
    },
  ],
  ttlAttribute: 'expires_at',
  // A new connection reaches the sync function, which checks it off the request path.
  stream: 'NEW_AND_OLD_IMAGES',
} as const satisfies TableDef;

/**
 * Shared rate budgets: one item per limited resource. `discord-global` holds the next free
 * send slot (epoch ms) of the bot token's global limit, reserved by every dispatcher
 * (shared/adapters/dynamo/budget-repo.ts).
 */
export const budgetsTable = {
  logicalName: 'budgets',
  partitionKey: { name: 'id', type: 'S' },
  indexes: [],
} as const satisfies TableDef;

export const allTables: readonly TableDef[] = [
  remindersTable,
  usersTable,
  eventsTable,
  participantsTable,
  draftsTable,
  calendarTable,
  budgetsTable,
];
