/**
 * Least privilege: the DynamoDB actions each function performs on each table, read off the
 * repositories in shared/adapters/dynamo. `Record` over every logical table name, so a
 * table added to `allTables` does not typecheck until someone decides who may touch it.
 *
 * TransactWriteItems has no IAM action of its own: each item in a transaction is authorized
 * as the PutItem / UpdateItem / DeleteItem / ConditionCheckItem it contains.
 * @see https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/transaction-apis-iam.html
 */
import { PARTICIPANTS_BY_USER_INDEX, type TableDef } from '../shared/adapters/dynamo/tables.js';
import type { FunctionName } from './bundle.js';

export type ItemAction =
  'GetItem' | 'BatchGetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';

export interface TableGrant {
  /** Actions on the table's items (resource: the table ARN). */
  readonly items: readonly ItemAction[];
  /** Indexes this function Queries (resource: each index ARN). */
  readonly queryIndexes: readonly string[];
  /** Whether it also Queries the base table (by partition key). */
  readonly queryTable?: boolean;
}

export type TableAccess = Record<
  TableDef['logicalName'],
  Partial<Record<FunctionName, TableGrant>>
>;

export const tableAccess: TableAccess = {
  reminders: {
    // create (Put in a transaction), delete (Delete in a transaction), read-your-own (Get),
    // event edits moving linked reminders (BatchGet, Update); lists and autocomplete (by_user).
    interactions: {
      items: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      queryIndexes: ['by_user'],
    },
    // claim / advance / release / deactivate are conditional Updates; due reminders come from
    // `due` (the dispatcher never reads a reminder by key).
    dispatcher: { items: ['UpdateItem'], queryIndexes: ['due'] },
    // after an answer: notices (conditional Put), the participant's reminder (read, create and
    // delete in transactions), the owner's linked reminders for their lead time (BatchGet).
    'participant-stream': {
      items: ['GetItem', 'BatchGetItem', 'PutItem', 'DeleteItem'],
      queryIndexes: [],
    },
  },
  users: {
    // time zone, the active counters and the rate-limit log (Update, also inside transactions).
    interactions: { items: ['GetItem', 'UpdateItem'], queryIndexes: [] },
    // the zone the "Detect my time zone" page saves.
    'public-pages': { items: ['UpdateItem'], queryIndexes: [] },
    // the cached DM channel and the active counter of a finishing reminder.
    dispatcher: { items: ['GetItem', 'UpdateItem'], queryIndexes: [] },
    // after an answer: the participant's profile and language (Get), their language and active
    // reminder count (Update, also inside transactions).
    'participant-stream': { items: ['GetItem', 'UpdateItem'], queryIndexes: [] },
  },
  events: {
    // BatchGet: the events a user takes part in, by the ids of their participant rows.
    interactions: {
      items: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      queryIndexes: ['by_user', 'recurring_by_user'],
    },
    // a feed or export download lists its owner's events, and (BatchGet) the ones they take part in.
    'public-pages': { items: ['BatchGetItem'], queryIndexes: ['by_user'] },
    // a recurring event's next occurrence, for reminders linked to it.
    dispatcher: { items: ['GetItem'], queryIndexes: [] },
    // retries re-read the event; a new connection receives every event of its owner (by_user);
    // the events a user takes part in, by id (BatchGet).
    'calendar-sync': { items: ['GetItem', 'BatchGetItem'], queryIndexes: ['by_user'] },
    // after an answer: the event (Get), the participant's own events for the overlap notice.
    'participant-stream': {
      items: ['GetItem'],
      queryIndexes: ['by_user', 'recurring_by_user'],
    },
  },
  participants: {
    // shared events (participant-repo.ts): a press reads the counter and the presser's row
    // (BatchGet), moves the counter (Update) and writes the row (Put / Delete); a card lists the
    // event's rows (Query by event_id); rows go with the event (Delete); a user's own rows
    // (by_user_rows) put the events they take part in in their schedule and conflict checks.
    interactions: {
      items: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      queryIndexes: [PARTICIPANTS_BY_USER_INDEX],
      queryTable: true,
    },
    // a feed or export download: its user's own rows (by_user_rows), read only.
    'public-pages': { items: [], queryIndexes: [PARTICIPANTS_BY_USER_INDEX] },
    // calendar sync, read only: a participant's row (Get), an edited event's participants (Query
    // by event_id), a user's own rows for /calendar sync and a new connection (by_user_rows).
    'calendar-sync': {
      items: ['GetItem'],
      queryIndexes: [PARTICIPANTS_BY_USER_INDEX],
      queryTable: true,
    },
    // after an answer, read only: the counter and the row (Get), the rows for a waitlist place (Query).
    'participant-stream': { items: ['GetItem'], queryIndexes: [], queryTable: true },
  },
  drafts: {
    interactions: { items: ['GetItem', 'PutItem', 'DeleteItem'], queryIndexes: [] },
  },
  calendar: {
    // feed tokens (rotate in a transaction), export links, connections and their status
    // (Query of a user's `conn#` items), OAuth states; `/calendar sync` marks events pending.
    interactions: {
      items: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      queryIndexes: [],
      queryTable: true,
    },
    // feed and export tokens (Get); the OAuth pages: the pending state (Get, Update to bind the
    // browser and to use it once), the new connection (Put).
    'public-pages': { items: ['GetItem', 'PutItem', 'UpdateItem'], queryIndexes: [] },
    // connections (status, refreshed tokens), sync states, due retries (retry_due).
    'calendar-sync': {
      items: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
      queryIndexes: ['retry_due'],
      queryTable: true,
    },
  },
  budgets: {
    // reserving send slots of Discord's global limit: conditional and atomic-counter Updates.
    dispatcher: { items: ['UpdateItem'], queryIndexes: [] },
  },
};
