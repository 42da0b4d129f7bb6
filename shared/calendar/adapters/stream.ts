/**
 * The events table's DynamoDB Stream (NEW_AND_OLD_IMAGES) → the changes calendar sync pushes.
 * AWS delivers the records to the sync function; locally the runtime reads the same stream from
 * DynamoDB Local and passes the same records.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { EventRecord } from '../../domain/schedule.js';
import { eventFromItem } from '../../adapters/dynamo/event-item.js';

/** The part of a stream record we read (aws-lambda's DynamoDBRecord and the Streams API agree on it). */
export interface StreamRecord {
  readonly eventID?: string;
  readonly eventName?: string;
  readonly dynamodb?: {
    readonly NewImage?: Record<string, unknown>;
    readonly OldImage?: Record<string, unknown>;
    readonly SequenceNumber?: string;
  };
}

export interface EventChange {
  readonly userId: string;
  readonly eventId: string;
  /** The event after the change; null when it was deleted. */
  readonly event: EventRecord | null;
}

/** What a calendar shows: a change elsewhere (linked reminders, participants) pushes nothing. */
const SHOWN = [
  'title',
  'description',
  'start_datetime',
  'end_datetime',
  'timezone',
  'recurrence_pattern',
  'recurrence_data',
  'status',
];

/**
 * The Streams API client leaves unset union members as `undefined` keys, and an attribute whose
 * only member it could not read (an empty map, from DynamoDB Local) arrives as `{}`: drop both,
 * so the item schema's defaults apply.
 */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value;
  const isEmpty = (v: unknown) =>
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    !(v instanceof Uint8Array) &&
    Object.keys(v).length === 0;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => v !== undefined && (k === 'M' || !isEmpty(v)))
      .map(([k, v]) => [k, clean(v)]),
  );
}

function image(raw: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return raw ? unmarshall(clean(raw) as Record<string, AttributeValue>) : undefined;
}

/** The change a record stands for, or null when nothing a calendar shows changed. */
export function changeOf(record: StreamRecord): EventChange | null {
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
