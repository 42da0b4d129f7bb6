/**
 * DynamoDB Stream records (NEW_AND_OLD_IMAGES) as the stream consumers read them: AWS delivers
 * them to a function, the local runtime reads the same records from DynamoDB Local.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

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

/** A record's image as a plain item; undefined when the record has none. */
export function streamImage(
  raw: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  return raw ? unmarshall(clean(raw) as Record<string, AttributeValue>) : undefined;
}

/** The record's id for a partial batch response (its sequence number). */
export const sequenceOf = (record: StreamRecord): string =>
  record.dynamodb?.SequenceNumber ?? record.eventID ?? '';
