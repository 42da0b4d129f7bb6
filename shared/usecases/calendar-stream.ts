/**
 * What the sync function does with a batch of stream records: event changes are pushed to the
 * owner's calendars; a new connection (`checking`) is checked (principal and calendar found)
 * and, once connected, receives every existing event. Records that throw are returned so the
 * stream retries them (and, in AWS, finally sends them to the on-failure destination).
 */
import { changeOf, type StreamRecord } from '../adapters/calendar/stream.js';
import type { Connection } from './calendar-ports.js';
import { providers, type Provider } from './calendar-provider.js';
import { pushTo, syncEvent, type SyncDeps } from './calendar-sync.js';
import type { EventStore } from './schedule-ports.js';

export type ConnectionCheck = { readonly status: 'connected'; readonly target: string; readonly label: string } | { readonly status: 'rejected'; readonly reason: string };

export interface StreamDeps extends SyncDeps {
  readonly eventList: Pick<EventStore, 'listByUser'>;
  /** Checks new credentials with the provider (CalDAV discovery). */
  readonly check: (connection: Connection) => Promise<ConnectionCheck>;
}

function connectionRecord(record: StreamRecord): { userId: string; provider: Provider } | null {
  const image = record.dynamodb?.NewImage as Record<string, { S?: string }> | undefined;
  const sk = image?.['sk']?.S ?? '';
  const userId = image?.['user_id']?.S;
  const provider = sk.startsWith('conn#') ? sk.slice(5) : '';
  if (!userId || image?.['status']?.S !== 'checking' || !(providers as readonly string[]).includes(provider)) return null;
  return { userId, provider: provider as Provider };
}

/** Checks a new connection and, when it works, pushes every event the user has. */
export async function settleConnection(deps: StreamDeps, userId: string, provider: Provider): Promise<void> {
  const connection = await deps.connections.get(userId, provider);
  if (connection?.status !== 'checking') return;
  const outcome = await deps.check(connection);
  await deps.connections.settle(userId, provider, outcome);
  deps.log.info('calendar_connect', { userId, provider, status: outcome.status, ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}) });
  if (outcome.status !== 'connected') return;
  const connected: Connection = { ...connection, status: 'connected', target: outcome.target, label: outcome.label, reason: null };
  for (const event of await deps.eventList.listByUser(userId)) await pushTo(deps, connected, event.id, event);
}

export async function handleStreamRecords(deps: StreamDeps, records: readonly StreamRecord[]): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const record of records) {
    try {
      const connection = connectionRecord(record);
      if (connection) {
        await settleConnection(deps, connection.userId, connection.provider);
        continue;
      }
      const change = changeOf(record);
      if (change) await syncEvent(deps, change.userId, change.eventId, change.event);
    } catch (err) {
      deps.log.error('calendar_stream', err, { eventID: record.eventID });
      failed.push(record.dynamodb?.SequenceNumber ?? record.eventID ?? '');
    }
  }
  return { failed };
}
