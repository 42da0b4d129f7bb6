/**
 * What the sync function does with a batch of stream changes (decoded from the records by
 * shared/calendar/adapters/stream.ts): event changes are pushed to the
 * owner's calendars and to those of everyone going or maybe going; a participant's changed answer
 * adds the event to, or takes it out of, their calendars; a new connection (`checking`) is checked (principal and calendar found)
 * and, once connected, receives every existing event; a `/calendar sync` request pushes every
 * event of its user to every connected calendar; a connection being disconnected is cleaned
 * up at the provider, then forgotten. Provider failures (refusals, timeouts, a calendar
 * that used up its time) are recorded in the sync state or the connection; only our own failures
 * (storage) throw, and those records are returned so the stream retries them (and, in AWS,
 * finally sends them to the on-failure destination). Each user's records are handled in order,
 * different users' side by side.
 */
import type { Connection, StreamChange } from './calendar-ports.js';
import { descriptorOf, type Provider } from '../providers/index.js';
import {
  eachGroup,
  entryFor,
  forInvocation,
  pushTo,
  syncEvent,
  type CalendarEntry,
  type SyncDeps,
} from './calendar-sync.js';
import { isScheduledStatus, participantEventView } from '../../domain/participation.js';
import type { EventRecord } from '../../domain/schedule.js';
import { participatedEvents } from '../../usecases/participant-schedule.js';
import type { EventStore } from '../../usecases/schedule-ports.js';
import type { RateLog } from '../../usecases/ports.js';

export type ConnectionCheck =
  | { readonly status: 'connected'; readonly target: string; readonly label: string }
  | { readonly status: 'rejected'; readonly reason: string };

export interface StreamDeps extends SyncDeps {
  readonly eventList: Pick<EventStore, 'listByUser'>;
  /** Per-user sliding-window limits (the CalDAV checks). */
  readonly rateLog: RateLog;
  /** Checks new credentials with the provider (CalDAV discovery), its calls bound to `budget`; a provider failure is a rejection, never a throw. */
  readonly check: (connection: Connection, budget?: AbortSignal) => Promise<ConnectionCheck>;
}

/** What the user's calendars show: their own events, then those they are going or maybe going to. */
async function entriesOf(deps: StreamDeps, userId: string): Promise<CalendarEntry[]> {
  const [own, joined] = await Promise.all([
    deps.eventList.listByUser(userId),
    deps.participation ? participatedEvents(deps.participation, userId) : [],
  ]);
  return [
    ...own.map((event) => ({ event })),
    ...joined.map(({ event, status }) => ({ event, attending: { userId, status } })),
  ];
}

/** `/calendar sync`, expanded: every event of the user (and every one they take part in), to each connected calendar. */
export async function expandSyncRequest(deps: StreamDeps, userId: string): Promise<void> {
  const entries = await entriesOf(deps, userId);
  deps.log.info('calendar_sync_request', { userId, events: entries.length });
  for (const { event, attending } of entries)
    await syncEvent(deps, userId, event.id, event, attending);
}

/**
 * An owner's change of a shared event, to the calendars of everyone going or maybe going, as
 * each may see it. A deleted event's rows go with it: their removals arrive as participation
 * changes.
 */
async function syncParticipants(
  deps: StreamDeps,
  eventId: string,
  event: EventRecord | null,
): Promise<void> {
  if (!event || !deps.participation) return;
  for (const row of await deps.participation.participants.list(eventId)) {
    if (!isScheduledStatus(row.status) || row.userId === event.userId) continue;
    await syncEvent(deps, row.userId, eventId, participantEventView(event, row.invited), {
      userId: row.userId,
      status: row.status,
    });
  }
}

/**
 * Finishes `/calendar disconnect`: removes what Tock created in the calendar (when asked; a 401
 * refreshes once), revokes the grant where the provider allows it, then deletes the connection and
 * its states. A failure to remove one event is reported and does not keep the credentials.
 */
export async function finishDisconnect(
  deps: StreamDeps,
  userId: string,
  provider: Provider,
): Promise<{ removed: number; failed: number }> {
  const connection = await deps.connections.get(userId, provider);
  if (connection?.status !== 'disconnecting') return { removed: 0, failed: 0 };
  let removed = 0;
  let failed = 0;
  const session = await deps
    .sessions(connection, deps.budget?.signal(connection))
    .catch((err: unknown) => {
      deps.log.error('calendar_disconnect', err, { userId, provider });
      return null;
    });
  if (session && connection.removeEvents) {
    for (const state of await deps.states.listFor(userId, provider)) {
      if (!state.providerId || state.deleted) continue;
      let result = await session.client.remove(state.providerId);
      if (
        !result.ok &&
        result.kind === 'unauthorized' &&
        session.refresh &&
        (await session.refresh())
      )
        result = await session.client.remove(state.providerId);
      if (result.ok) removed++;
      else {
        failed++;
        deps.log.error(`calendar_disconnect:${state.eventId}`, new Error(result.reason), {
          userId,
          provider,
          kind: result.kind,
        });
      }
    }
  }
  if (session?.revoke)
    await session
      .revoke()
      .catch((err: unknown) => deps.log.error('calendar_revoke', err, { userId, provider }));
  await deps.connections.remove(userId, provider);
  deps.log.info('calendar_disconnect', { userId, provider, removed, failed });
  return { removed, failed };
}

/** Checks of new credentials per user, where the provider's descriptor limits them (CalDAV). */
async function checkWithinLimits(
  deps: StreamDeps,
  connection: Connection,
): Promise<ConnectionCheck> {
  const rule = descriptorOf(connection.provider).limits?.checkRate;
  if (
    rule &&
    !(
      await deps.rateLog.take(
        connection.userId,
        `${connection.provider}_check`,
        rule,
        deps.clock.now(),
      )
    ).allowed
  ) {
    return { status: 'rejected', reason: 'calendar_connect_rate_limited' };
  }
  return deps.check(connection, deps.budget?.signal(connection));
}

/** Checks a new connection and, when it works, pushes every event the user has. */
export async function settleConnection(
  deps: StreamDeps,
  userId: string,
  provider: Provider,
): Promise<void> {
  const connection = await deps.connections.get(userId, provider);
  if (connection?.status !== 'checking') return;
  const outcome = await checkWithinLimits(deps, connection);
  await deps.connections.settle(userId, provider, outcome);
  deps.log.info('calendar_connect', {
    userId,
    provider,
    status: outcome.status,
    ...(outcome.status === 'rejected' ? { reason: outcome.reason } : {}),
  });
  if (outcome.status !== 'connected') return;
  const connected: Connection = {
    ...connection,
    status: 'connected',
    target: outcome.target,
    label: outcome.label,
    reason: null,
  };
  for (const { event, attending } of await entriesOf(deps, userId))
    await pushTo(deps, connected, event.id, event, attending);
}

/** A batch of decoded stream changes (shared/calendar/adapters/stream.ts); returns the sequence numbers of those that failed. */
export async function handleStreamChanges(
  invocationDeps: StreamDeps,
  changes: readonly StreamChange[],
): Promise<{ failed: string[] }> {
  const deps = forInvocation(invocationDeps);
  const failed: string[] = [];
  await eachGroup(
    changes,
    (change) => change.owner,
    async (change) => {
      try {
        switch (change.kind) {
          case 'unreadable':
            throw change.error;
          case 'connection':
            if (change.status === 'checking')
              await settleConnection(deps, change.userId, change.provider);
            else await finishDisconnect(deps, change.userId, change.provider);
            return;
          case 'sync_request':
            await expandSyncRequest(deps, change.userId);
            return;
          case 'participation': {
            const entry = await entryFor(deps, change.userId, change.eventId);
            await syncEvent(
              deps,
              change.userId,
              change.eventId,
              entry?.event ?? null,
              entry?.attending,
            );
            return;
          }
          case 'event':
            await syncEvent(deps, change.userId, change.eventId, change.event);
            await syncParticipants(deps, change.eventId, change.event);
        }
      } catch (err) {
        deps.log.error('calendar_stream', err, { eventID: change.eventID });
        failed.push(change.sequence);
      }
    },
  );
  return { failed };
}
