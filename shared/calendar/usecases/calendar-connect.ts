/**
 * `/calendar connect|status|sync|disconnect` as use cases. They only read and write Tock's own
 * tables: checking new credentials and pushing happen in the sync function (a command never
 * waits for a provider).
 */
import { userError, type UserError } from '../../domain/errors.js';
import { checkServerUrl } from '../domain/caldav-server-url.js';
import type { Connection, ConnectionStore, SyncState, SyncStateStore } from './calendar-ports.js';
import { caldav } from '../providers/caldav.js';
import { descriptorOf, type Provider } from '../providers/index.js';
import { credentialContext } from './cipher.js';
import { participatedEvents, type ParticipatedDeps } from '../../usecases/participant-schedule.js';
import type { EventStore } from '../../usecases/schedule-ports.js';

export interface Sealer {
  seal(plaintext: string, context: string): Promise<string>;
}

/**
 * `/calendar sync` as one write: a request the stream carries to the sync function, which
 * pushes every event of the user from there. At most one per user per interval, atomically.
 */
export interface SyncRequester {
  /** Records the request unless one was recorded less than `SYNC_REQUEST_INTERVAL_MS` before `now`; then when the next may be made. */
  request(
    userId: string,
    now: number,
  ): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAt: number }>;
}

/** The CalDAV modal's fields, at most (characters): the descriptor's. */
export const caldavLimits = caldav.fields;

export type ConnectError = 'caldav_invalid_url' | 'caldav_invalid_fields';

export async function connectCaldav(
  deps: { connections: ConnectionStore; sealer: Sealer | null; allowLocalCaldav?: boolean },
  input: { userId: string; serverUrl: string; username: string; password: string; now: number },
): Promise<{ ok: true } | UserError> {
  // No way to store credentials safely (AWS without the key's public half): not offered.
  if (!deps.sealer) return userError('calendar_provider_unavailable');
  const serverUrl = checkServerUrl(input.serverUrl, deps.allowLocalCaldav === true);
  if (!serverUrl || input.serverUrl.length > caldavLimits.urlLength)
    return userError('caldav_invalid_url');
  const username = input.username.trim();
  if (
    !username ||
    username.length > caldavLimits.usernameLength ||
    !input.password ||
    input.password.length > caldavLimits.passwordLength
  )
    return userError('caldav_invalid_fields');
  const sealed = await deps.sealer.seal(
    JSON.stringify({ serverUrl, username, password: input.password }),
    credentialContext(input.userId, caldav.id),
  );
  await deps.connections.put({
    userId: input.userId,
    provider: caldav.id,
    sealed,
    target: serverUrl,
    label: new URL(serverUrl).host,
    connectedAt: new Date(input.now).toISOString(),
    lastSuccessAt: null,
    authFailedAt: null,
    status: 'checking',
    reason: null,
  });
  return { ok: true };
}

export interface CalendarStatus {
  readonly connections: readonly Connection[];
  readonly unsettled: readonly SyncState[];
}

export async function calendarStatus(
  deps: { connections: ConnectionStore; states: SyncStateStore },
  userId: string,
): Promise<CalendarStatus> {
  const [connections, unsettled] = await Promise.all([
    deps.connections.list(userId),
    deps.states.unsettled(userId),
  ]);
  return { connections, unsettled };
}

export type DisconnectOutcome =
  | { readonly kind: 'not_connected' }
  /** Credentials deleted now: nothing to do at the provider. */
  | { readonly kind: 'disconnected' }
  /** Handed to the sync function, which revokes the grant and, when asked, removes `events` events first. */
  | { readonly kind: 'disconnecting'; readonly events: number };

/**
 * `/calendar disconnect`. Only the sync function can open the credentials, so revoking them
 * (where the provider allows it) and removing Tock's events there happen there: the connection
 * is marked `disconnecting` and no longer receives pushes; the sync function deletes it once
 * done. With nothing to do at the provider, the credentials are deleted at once.
 */
export async function disconnect(
  deps: { connections: ConnectionStore; states: SyncStateStore },
  userId: string,
  provider: Provider,
  removeEvents: boolean,
): Promise<DisconnectOutcome> {
  const connection = await deps.connections.get(userId, provider);
  if (!connection) return { kind: 'not_connected' };
  const events = removeEvents
    ? (await deps.states.listFor(userId, provider)).filter((s) => s.providerId && !s.deleted).length
    : 0;
  const atProvider =
    connection.status !== 'rejected' &&
    connection.status !== 'checking' &&
    (events > 0 || descriptorOf(provider).revocable);
  if (!atProvider)
    return (await deps.connections.remove(userId, provider))
      ? { kind: 'disconnected' }
      : { kind: 'not_connected' };
  return (await deps.connections.beginDisconnect(userId, provider, events > 0))
    ? { kind: 'disconnecting', events }
    : { kind: 'not_connected' };
}

export type SyncRequestOutcome =
  | {
      readonly kind: 'queued';
      /** Every event pushed: the user's own and the ones they take part in. */
      readonly events: number;
      /** Of those, the ones they take part in (someone else's). */
      readonly shared: number;
      readonly calendars: number;
    }
  /** No calendar is connected: nothing is requested. */
  | { readonly kind: 'no_calendar' }
  /** A request less than a minute old: `retryAt` (epoch ms) is when the next one may be made. */
  | { readonly kind: 'rate_limited'; readonly retryAt: number };

/**
 * `/calendar sync`: one request for the sync function, and how many events it will push (its own
 * and the ones the user takes part in, as `expandSyncRequest` does) to how many calendars.
 */
export async function requestSync(
  deps: ParticipatedDeps & {
    connections: ConnectionStore;
    syncRequests: SyncRequester;
    events: Pick<EventStore, 'listByUser' | 'byIds'>;
  },
  userId: string,
  now: number,
): Promise<SyncRequestOutcome> {
  const calendars = (await deps.connections.list(userId)).filter(
    (c) => c.status === 'connected',
  ).length;
  if (calendars === 0) return { kind: 'no_calendar' };
  const requested = await deps.syncRequests.request(userId, now);
  if (!requested.ok) return { kind: 'rate_limited', retryAt: requested.retryAt };
  const [own, shared] = await Promise.all([
    deps.events.listByUser(userId),
    participatedEvents(deps, userId),
  ]);
  return { kind: 'queued', events: own.length + shared.length, shared: shared.length, calendars };
}
