/**
 * The events, participants and calendar tables' DynamoDB Streams (NEW_AND_OLD_IMAGES) → the
 * typed changes calendar sync acts on (`StreamChange`): event changes, participants' answers,
 * connections to check or disconnect, `/calendar sync` requests. AWS delivers the records to the sync function; locally the runtime
 * reads the same streams from DynamoDB Local and passes the same records.
 */
import { eventFromItem } from '../../adapters/dynamo/event-item.js';
import { streamImage as image, type StreamRecord } from '../../adapters/dynamo/stream-image.js';
import { SHARED_EVENT_KEY } from '../../adapters/dynamo/tables.js';
import { isProvider } from '../providers/index.js';
import { SYNC_REQUEST_SK, type StreamChange } from '../usecases/calendar-ports.js';

export type { StreamRecord };

/** What a calendar shows: a change elsewhere (linked reminders, participants) pushes nothing. */
const SHOWN = [
  'title',
  'description',
  'location',
  'start_datetime',
  'end_datetime',
  'timezone',
  'recurrence_pattern',
  'recurrence_data',
  // The occurrences taken out ("this occurrence") and the series' early end ("this and following").
  'exception_dates',
  'series_until',
  'status',
];

type Change = StreamChange extends infer C
  ? C extends StreamChange
    ? Omit<C, 'owner' | 'sequence' | 'eventID'>
    : never
  : never;

/** A connection the sync function must act on: a new one to check, or one being disconnected. */
function connectionChange(record: StreamRecord): Change | null {
  const image = record.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
  const sk = image?.['sk']?.S ?? '';
  const userId = image?.['user_id']?.S;
  const provider = sk.startsWith('conn#') ? sk.slice(5) : '';
  const status = image?.['status']?.S;
  if (!userId || (status !== 'checking' && status !== 'disconnecting') || !isProvider(provider))
    return null;
  return { kind: 'connection', userId, provider, status };
}

/** A `/calendar sync` request that was just made (an insert or a newer put; not its TTL removal). */
function syncRequestChange(record: StreamRecord): Change | null {
  const image = record.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
  const userId = image?.['user_id']?.S;
  return image?.['sk']?.S === SYNC_REQUEST_SK && userId ? { kind: 'sync_request', userId } : null;
}

/** What a participant's calendar shows of their row: whether they are going or maybe, and whether the description is theirs to see. */
const SHOWN_OF_ROW = ['status', 'invited'];

/**
 * A participant row (the participants table: `event_id` + `user_id`, no `id`) whose answer or
 * invitation changed, or that was added or removed; the event's counter item is not a participant.
 */
function participationChange(record: StreamRecord): Change | null {
  const after = image(record.dynamodb?.NewImage);
  const before = image(record.dynamodb?.OldImage);
  const item = after ?? before;
  if (!item || 'id' in item || 'pk' in item) return null;
  const eventId = item['event_id'];
  const userId = item['user_id'];
  if (typeof eventId !== 'string' || typeof userId !== 'string' || userId === SHARED_EVENT_KEY)
    return null;
  if (
    after &&
    before &&
    SHOWN_OF_ROW.every((k) => JSON.stringify(after[k]) === JSON.stringify(before[k]))
  )
    return null;
  return { kind: 'participation', userId, eventId };
}

/** The event change a record stands for, or null when nothing a calendar shows changed. */
function eventChange(record: StreamRecord): Change | null {
  const after = image(record.dynamodb?.NewImage);
  const before = image(record.dynamodb?.OldImage);
  const item = after ?? before;
  // Only events: items of other tables (the calendar table's connections) have no `id`.
  if (
    !item ||
    typeof item['id'] !== 'string' ||
    typeof item['user_id'] !== 'string' ||
    'pk' in item
  )
    return null;
  if (after && before && SHOWN.every((k) => JSON.stringify(after[k]) === JSON.stringify(before[k])))
    return null;
  return {
    kind: 'event',
    userId: item['user_id'],
    eventId: item['id'],
    event: after ? eventFromItem(after) : null,
  };
}

/** Whose record this is (events and calendar items both carry `user_id`): one user's records are handled in order. */
export function ownerOf(record: StreamRecord): string {
  const raw = (record.dynamodb?.NewImage ?? record.dynamodb?.OldImage) as
    Record<string, { S?: unknown }> | undefined;
  const userId = raw?.['user_id']?.S;
  return typeof userId === 'string' ? userId : `record:${record.eventID ?? ''}`;
}

function decode(record: StreamRecord): Change | null {
  try {
    return (
      connectionChange(record) ??
      syncRequestChange(record) ??
      participationChange(record) ??
      eventChange(record)
    );
  } catch (error) {
    return { kind: 'unreadable', error };
  }
}

/** The changes a batch stands for, in its order; records that change nothing a calendar shows are left out. */
export function decodeStreamRecords(records: readonly StreamRecord[]): StreamChange[] {
  const changes: StreamChange[] = [];
  for (const record of records) {
    const change = decode(record);
    if (change)
      changes.push({
        ...change,
        owner: ownerOf(record),
        sequence: record.dynamodb?.SequenceNumber ?? record.eventID ?? '',
        eventID: record.eventID,
      } as StreamChange);
  }
  return changes;
}
