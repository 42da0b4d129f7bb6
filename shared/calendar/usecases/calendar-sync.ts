/**
 * The sync engine (docs/decisions.md, "Calendar sync"): after every change of an event, each of
 * the owner's connected calendars gets a create, update or delete. It remembers each provider's
 * id for the event; a 401 refreshes the credentials once; 404/410 recreates; 429/5xx/network
 * errors retry on the spec's (spec-notes.md, Limits) 300 s sync interval with backoff (Retry-After when longer); after
 * MAX_ATTEMPTS, or when the provider rejects the event, it is marked failed and reported.
 * The spec's (spec-notes.md, Calendar sync) contract holds: a push returns true or false; an unknown provider key is false.
 */
import { isScheduledStatus, participantEventView } from '../../domain/participation.js';
import type { EventRecord } from '../../domain/schedule.js';
import type { Connection, ConnectionStore, SyncStateStore } from './calendar-ports.js';
import type { Attending, CalendarClient, PushResult } from './calendar-provider.js';
import { providerOfKey } from '../providers/index.js';
import type { Clock, Logger } from '../../usecases/ports.js';
import type { ParticipantStore } from '../../usecases/participation-ports.js';
import type { EventStore } from '../../usecases/schedule-ports.js';

/** The spec's (spec-notes.md, Limits) calendar sync_interval. */
export const SYNC_INTERVAL_MS = 300_000;
/** Tries before an event is marked failed: 5, 10, 20, 40 minutes apart. */
export const MAX_ATTEMPTS = 5;
const MAX_DELAY_MS = 6 * 3_600_000;

/** A provider client bound to one connection; `refresh` renews the credentials once (OAuth); `revoke` gives up the grant where the provider allows it. */
export interface ProviderSession {
  readonly client: CalendarClient;
  refresh?(): Promise<boolean>;
  /** Revokes the stored grant at the provider where it offers revocation (Google); false where it does not (Microsoft, CalDAV). */
  revoke?(): Promise<boolean>;
}

/**
 * Each connection's time for one invocation (the stream batch or the retry pass): a signal that
 * aborts its provider calls once the time is used up. What is left then goes to the retry path.
 */
export interface ConnectionBudgets {
  signal(connection: Connection): AbortSignal;
}

export interface SyncDeps {
  readonly connections: ConnectionStore;
  readonly states: SyncStateStore;
  readonly events: Pick<EventStore, 'get'>;
  /**
   * Shared events (docs/decisions.md, "Shared events: connected calendars"): the participant
   * rows and the events read by id, so the events a user is going or maybe going to reach their
   * calendars too. None: only the user's own events are pushed.
   */
  readonly participation?: {
    readonly participants: Pick<ParticipantStore, 'row' | 'list' | 'byUser'>;
    readonly events: Pick<EventStore, 'byIds'>;
  };
  /** Opens the connection's credentials and builds its client, its calls bound to `budget`; null when the provider is not configured. */
  readonly sessions: (
    connection: Connection,
    budget?: AbortSignal,
  ) => Promise<ProviderSession | null>;
  readonly clock: Clock;
  readonly log: Logger;
  /** Fresh budgets for one invocation (see `forInvocation`); none: no budget. */
  readonly budgets?: () => ConnectionBudgets;
  /** This invocation's budgets, set by `forInvocation`. */
  readonly budget?: ConnectionBudgets;
}

/** The deps for one invocation: every connection starts with its full time budget. */
export function forInvocation<D extends SyncDeps>(deps: D): D {
  return deps.budgets ? { ...deps, budget: deps.budgets() } : deps;
}

/** What /calendar status shows for an event left for the retry pass because its calendar used up its time. */
export const BUDGET_REASON = 'calendar slow to answer: tried again shortly';

/** Delay before try number `attempts + 1`: the sync interval, doubling. */
export function retryDelay(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(MAX_DELAY_MS, SYNC_INTERVAL_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, retryAfterMs ?? 0);
}

/** How long a claim to create a copy lasts (calendar-ports.ts claimCreate); those waiting for it poll this often. */
export const CREATE_LEASE_MS = 20_000;
const CREATE_POLL_MS = 100;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The copy's one creation, for the connection a push is for. */
type Create = (
  event: EventRecord,
  attending?: Attending,
  replacing?: string,
) => Promise<PushResult>;

/**
 * Creates a copy once where the provider takes no client-chosen id (Graph: `find`): under a claim
 * in the sync state (one conditional write), so of two pushes racing to create it (a press and an
 * edit) one creates and the other waits for the id it stores, then updates that copy with what it
 * has. A claim whose push stopped (its lease over, nothing stored), or an earlier try that failed
 * after the request may have reached the provider, first looks for the copy by its mark.
 */
function creator(
  deps: SyncDeps,
  connection: Connection,
  eventId: string,
  client: CalendarClient,
  earlierTry: boolean,
  budget?: AbortSignal,
): Create {
  const { states } = deps;
  const { userId, provider } = connection;
  if (!client.find || !states.claimCreate) return client.create.bind(client);
  const find = client.find.bind(client);
  const claimCreate = states.claimCreate.bind(states);
  /** This push took the claim (a second try after a refreshed token creates under it). */
  let mine = false;
  return async (event, attending, replacing) => {
    const waitUntil = Date.now() + CREATE_LEASE_MS;
    for (let round = 0; ; round++) {
      const now = deps.clock.now();
      const claim = mine
        ? 'fresh'
        : await claimCreate(userId, provider, eventId, now, now + CREATE_LEASE_MS, replacing);
      if (claim !== 'held') {
        mine = true;
        const found = claim === 'stale' || earlierTry ? await find(event) : null;
        if (found && !found.ok) return found;
        return found
          ? client.update(found.providerId, event, attending)
          : client.create(event, attending, replacing);
      }
      if (round > 0)
        return { ok: false, kind: 'retry', reason: 'another push is creating this copy' };
      // Another push creates it: update what it stores, once it has (or take over at its lease's end).
      let stored: string | null = null;
      while (stored === null && Date.now() < waitUntil && !budget?.aborted) {
        await pause(CREATE_POLL_MS);
        const state = await states.get(userId, provider, eventId);
        if (state?.providerId && state.providerId !== replacing) stored = state.providerId;
      }
      if (stored) return client.update(stored, event, attending);
      if (budget?.aborted) {
        // Out of time: the retry pass updates the copy; an id stored meanwhile is kept for it.
        const latest = (await states.get(userId, provider, eventId))?.providerId;
        return {
          ok: false,
          kind: 'retry',
          reason: 'another push is creating this copy',
          ...(latest && latest !== replacing ? { providerId: latest } : {}),
        };
      }
    }
  };
}

async function run(
  session: ProviderSession,
  create: Create,
  providerId: string | null | undefined,
  event: EventRecord | null,
  attending: Attending | undefined,
): Promise<PushResult> {
  const { client } = session;
  if (!event) return providerId ? client.remove(providerId) : { ok: true, providerId: '' };
  if (!providerId) return create(event, attending);
  const updated = await client.update(providerId, event, attending);
  // Deleted at the provider (or never there): create it again.
  return !updated.ok && updated.kind === 'gone' ? create(event, attending, providerId) : updated;
}

/** What a user's calendar shows of one event: their own, or someone else's they answered (as they may see it, with their answer); null for neither. */
export interface CalendarEntry {
  readonly event: EventRecord;
  readonly attending?: Attending;
}

/**
 * The event `eventId` as `userId`'s calendar shows it now: their own event, or someone else's
 * they are going or maybe going to (cut to what a participant sees); null when it is neither
 * (deleted, or they left or changed their answer).
 */
export async function entryFor(
  deps: Pick<SyncDeps, 'events' | 'participation'>,
  userId: string,
  eventId: string,
): Promise<CalendarEntry | null> {
  const own = await deps.events.get(userId, eventId);
  if (own) return { event: own };
  if (!deps.participation) return null;
  const row = await deps.participation.participants.row(eventId, userId);
  if (!row || !isScheduledStatus(row.status)) return null;
  const [event] = await deps.participation.events.byIds([eventId]);
  if (!event || event.userId === userId) return null;
  return {
    event: participantEventView(event, row.invited),
    attending: { userId, status: row.status },
  };
}

/** One event to one connected calendar; true when the calendar now matches Tock. */
export async function pushTo(
  deps: SyncDeps,
  connection: Connection,
  eventId: string,
  event: EventRecord | null,
  attending?: Attending,
): Promise<boolean> {
  const { userId, provider } = connection;
  const now = deps.clock.now();
  const state = await deps.states.get(userId, provider, eventId);
  if (!event && !state?.providerId) {
    if (state) await deps.states.remove(userId, provider, eventId);
    return true;
  }
  const budget = deps.budget?.signal(connection);
  if (budget?.aborted) {
    // Not a try: this calendar had its time in this invocation; the retry pass takes it from here.
    await deps.states.put({
      userId,
      provider,
      eventId,
      providerId: state?.providerId ?? null,
      status: 'pending',
      attempts: state?.status === 'synced' ? 0 : (state?.attempts ?? 0),
      reason: BUDGET_REASON,
      retryAt: now,
      deleted: event === null,
    });
    return false;
  }
  const session = await deps.sessions(connection, budget);
  const create = session
    ? creator(
        deps,
        connection,
        eventId,
        session.client,
        state !== null && !state.providerId && state.attempts > 0,
        budget,
      )
    : undefined;
  let result: PushResult =
    session && create
      ? await run(session, create, state?.providerId, event, attending)
      : { ok: false, kind: 'rejected', reason: 'provider not configured' };
  if (
    session &&
    !result.ok &&
    result.kind === 'unauthorized' &&
    session.refresh &&
    (await session.refresh())
  )
    // The event the first try wrote, if it got that far, is updated rather than written twice.
    result = await run(
      session,
      create ?? session.client.create.bind(session.client),
      result.providerId ?? state?.providerId,
      event,
      attending,
    );

  if (result.ok) {
    if (event)
      await deps.states.put({
        userId,
        provider,
        eventId,
        providerId: result.providerId,
        status: 'synced',
        attempts: 0,
        reason: null,
        retryAt: null,
        deleted: false,
      });
    else await deps.states.remove(userId, provider, eventId);
    await deps.connections.markSuccess(userId, provider, new Date(now).toISOString());
    return true;
  }
  const attempts = (state?.status === 'synced' ? 0 : (state?.attempts ?? 0)) + 1;
  if (result.kind === 'unauthorized')
    await deps.connections.markAuthFailed(userId, provider, new Date(now).toISOString());
  const retry = result.kind === 'retry' && attempts < MAX_ATTEMPTS;
  await deps.states.put({
    userId,
    provider,
    eventId,
    providerId: result.providerId ?? state?.providerId ?? null,
    status: retry ? 'pending' : 'failed',
    attempts,
    reason: result.reason,
    retryAt: retry
      ? now + retryDelay(attempts, result.kind === 'retry' ? result.retryAfterMs : undefined)
      : null,
    deleted: event === null,
  });
  // The spec (spec-notes.md, Calendar sync): a failure is reported (with its context label); never the credentials.
  // An outcome the provider reported, not a fault of ours: its reason, no stack trace; a refused
  // grant says what follows (the user reconnects), since retrying cannot help.
  const reason =
    result.kind === 'unauthorized'
      ? `${provider} refused the stored credentials (${result.reason}); the user must run /calendar connect again`
      : result.reason;
  deps.log.error(`calendar_sync:${eventId}`, reason, {
    userId,
    provider,
    kind: result.kind,
    attempts,
    willRetry: retry,
  });
  return false;
}

/** A change in Tock (the stream's new image, or null when deleted) to every connected calendar. */
export async function syncEvent(
  deps: SyncDeps,
  userId: string,
  eventId: string,
  event: EventRecord | null,
  attending?: Attending,
): Promise<boolean> {
  const connections = (await deps.connections.list(userId)).filter(
    (c) => c.status === 'connected' && c.authFailedAt === null,
  );
  const results = await Promise.all(
    connections.map((c) => pushTo(deps, c, eventId, event, attending)),
  );
  return results.every(Boolean);
}

/** The spec's (spec-notes.md, Calendar sync) provider keys: an unknown key is false; a known one pushes to that calendar only. */
export async function syncToProvider(
  deps: SyncDeps,
  providerKey: string,
  userId: string,
  eventId: string,
): Promise<boolean> {
  const provider = providerOfKey(providerKey);
  if (!provider) return false;
  const connection = await deps.connections.get(userId, provider);
  if (!connection) return false;
  const entry = await entryFor(deps, userId, eventId);
  return pushTo(deps, connection, eventId, entry?.event ?? null, entry?.attending);
}

/**
 * Runs `fn` over the items of each group in order, the groups side by side: one user's slow
 * calendar then holds up only that user (their own changes stay in order).
 */
export async function eachGroup<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      for (const item of group) await fn(item);
    }),
  );
}

/** Pending pushes whose time has come, each calendar's side by side; returns how many went through. */
export async function retryDue(
  invocationDeps: SyncDeps,
  limit = 100,
): Promise<{ tried: number; succeeded: number }> {
  const deps = forInvocation(invocationDeps);
  const due = await deps.states.due(deps.clock.now(), limit);
  let succeeded = 0;
  await eachGroup(
    due,
    (state) => `${state.userId}|${state.provider}`,
    async (state) => {
      const connection = await deps.connections.get(state.userId, state.provider);
      if (!connection) {
        await deps.states.remove(state.userId, state.provider, state.eventId);
        return;
      }
      // Being disconnected: nothing more goes there; the disconnect removes this state.
      if (connection.status === 'disconnecting') return;
      const entry = state.deleted ? null : await entryFor(deps, state.userId, state.eventId);
      if (await pushTo(deps, connection, state.eventId, entry?.event ?? null, entry?.attending))
        succeeded++;
    },
  );
  return { tried: due.length, succeeded };
}
