import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { loadRuntimeConfig } from '../../shared/adapters/aws-secrets.js';
import { createCalendarSyncDeps } from '../../shared/calendar-sync-deps.js';
import { handleStreamRecords } from '../../shared/usecases/calendar-stream.js';
import { retryDue } from '../../shared/usecases/calendar-sync.js';
import type { StreamRecord } from '../../shared/adapters/calendar/stream.js';

/**
 * Calendar sync, off the request path: invoked by the events and calendar tables' DynamoDB
 * Streams (batches of records; failed ones are reported back so only they are retried, then
 * sent to the on-failure destination), and every 5 minutes by EventBridge Scheduler to retry
 * pending pushes (the spec's (spec-notes.md, Limits) 300 s sync interval). The OAuth client secrets (refreshing
 * Google and Microsoft tokens) are read from Secrets Manager once, at cold start.
 */
const deps = createCalendarSyncDeps(await loadRuntimeConfig());

export async function handler(
  event: Partial<DynamoDBStreamEvent> | Record<string, unknown>,
): Promise<DynamoDBBatchResponse | { tried: number; succeeded: number }> {
  const records = (event as Partial<DynamoDBStreamEvent>).Records;
  if (!Array.isArray(records)) return retryDue(deps);
  const { failed } = await handleStreamRecords(deps, records as unknown as StreamRecord[]);
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
