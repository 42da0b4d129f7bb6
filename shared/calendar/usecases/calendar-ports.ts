/**
 * Ports of calendar sync and the feed. Every method that takes a `userId` acts only on that
 * user's records. Tokens are stored only as SHA-256 hashes: the adapter never sees a token.
 */
export interface FeedStore {
  /** Makes `tokenHash` the user's only feed token (any earlier one stops working), atomically. */
  replaceFeed(userId: string, tokenHash: string, createdAt: string): Promise<void>;
  /** When the user's current feed was created, or null when they have none. */
  feedCreatedAt(userId: string): Promise<string | null>;
  /** The owner of a feed token hash, or null. */
  feedOwner(tokenHash: string): Promise<string | null>;
  /** A one-time-ish download link for `/schedule_export`, valid until `expiresAt` (epoch ms). */
  putExport(userId: string, tokenHash: string, expiresAt: number): Promise<void>;
  /** The owner of an export link that has not expired at `now`, or null. */
  exportOwner(tokenHash: string, now: number): Promise<string | null>;
}

import type { EventRecord } from '../../domain/schedule.js';
import type { Provider } from '../providers/index.js';

/** How often a user may ask `/calendar sync` (docs/decisions.md): once a minute. */
export const SYNC_REQUEST_INTERVAL_MS = 60_000;
/** The request's item on the calendar table: `user#<id>` / `request#sync` (the stream carries it to the sync function). */
export const SYNC_REQUEST_SK = 'request#sync';

/** A connected calendar. `sealed` holds the credentials (JSON), sealed by the CredentialCipher. */
export interface Connection {
  readonly userId: string;
  readonly provider: Provider;
  readonly sealed: string;
  /** Where events go (CalDAV calendar URL; Graph/Google calendar id), and a name to show. */
  readonly target: string;
  readonly label: string;
  readonly connectedAt: string;
  readonly lastSuccessAt: string | null;
  /** Set when the provider refused the credentials even after a refresh: the user must reconnect. */
  readonly authFailedAt: string | null;
  /** `checking` until the sync function has found the principal and a calendar (CalDAV). */
  readonly status: ConnectionStatus;
  /** Why the check failed (an error key), when `rejected`. */
  readonly reason: string | null;
  /** `disconnecting` only: delete at the provider what Tock created there before forgetting the connection. */
  readonly removeEvents?: boolean;
}

/**
 * `checking` until the sync function has checked new credentials; `disconnecting` while the sync
 * function revokes them and, when asked, removes Tock's events there (it alone can open them).
 */
export type ConnectionStatus = 'checking' | 'connected' | 'rejected' | 'disconnecting';

export type SyncStatus = 'synced' | 'pending' | 'failed';

/** One event's state at one provider. */
export interface SyncState {
  readonly userId: string;
  readonly provider: Provider;
  readonly eventId: string;
  readonly providerId: string | null;
  readonly status: SyncStatus;
  readonly attempts: number;
  readonly reason: string | null;
  /** Epoch ms of the next try (pending only). */
  readonly retryAt: number | null;
  /** Set when the event was deleted in Tock and the provider's copy must go. */
  readonly deleted: boolean;
}

export interface ConnectionStore {
  list(userId: string): Promise<Connection[]>;
  get(userId: string, provider: Provider): Promise<Connection | null>;
  put(connection: Connection): Promise<void>;
  /** Deletes the connection and every sync state of it; false when there was none. */
  remove(userId: string, provider: Provider): Promise<boolean>;
  /** Marks an existing connection `disconnecting` (the stream then carries it to the sync function); false when there was none. */
  beginDisconnect(userId: string, provider: Provider, removeEvents: boolean): Promise<boolean>;
  markSuccess(userId: string, provider: Provider, at: string): Promise<void>;
  markAuthFailed(userId: string, provider: Provider, at: string): Promise<void>;
  /** Replaces the sealed credentials (a refreshed token). */
  reseal(userId: string, provider: Provider, sealed: string): Promise<void>;
  /** Records the outcome of the connection check. */
  settle(
    userId: string,
    provider: Provider,
    outcome:
      | { status: 'connected'; target: string; label: string }
      | { status: 'rejected'; reason: string },
  ): Promise<void>;
}

export interface SyncStateStore {
  get(userId: string, provider: Provider, eventId: string): Promise<SyncState | null>;
  put(state: SyncState): Promise<void>;
  /**
   * Claims the creation of a copy that has no provider id yet (or only `replacing`, the one
   * found gone): one conditional write, so one push creates while the others wait. `fresh` and
   * `stale` (an earlier claim's lease ended without a copy stored: its push may have created one
   * before it stopped) take it until `untilMs`; `held` while another push's claim lasts or a copy
   * is stored. A claim left behind is due for the retry pass at its end. Optional: stores
   * without it create without a claim.
   */
  claimCreate?(
    userId: string,
    provider: Provider,
    eventId: string,
    nowMs: number,
    untilMs: number,
    replacing?: string,
  ): Promise<'fresh' | 'stale' | 'held'>;
  remove(userId: string, provider: Provider, eventId: string): Promise<void>;
  /** Every state of one connection (what Tock created there). */
  listFor(userId: string, provider: Provider): Promise<SyncState[]>;
  /** The user's states that are not `synced` (for `/calendar status`). */
  unsettled(userId: string): Promise<SyncState[]>;
  /** Pending states whose retry time is at or before `now`, across users. */
  due(now: number, limit: number): Promise<SyncState[]>;
}

/**
 * One record of the events and calendar tables' streams, decoded by the stream adapter
 * (shared/calendar/adapters/stream.ts): the use cases never read a raw record. Records that
 * change nothing a calendar shows are left out there.
 */
export type StreamChange = (
  | {
      /** A connection to act on: a new one to check, or one being disconnected. */
      readonly kind: 'connection';
      readonly userId: string;
      readonly provider: Provider;
      readonly status: 'checking' | 'disconnecting';
    }
  /** A `/calendar sync` request that was just made (an insert or a newer put; not its TTL removal). */
  | { readonly kind: 'sync_request'; readonly userId: string }
  | {
      /** An event whose calendar-visible fields changed. */
      readonly kind: 'event';
      readonly userId: string;
      readonly eventId: string;
      /** The event after the change; null when it was deleted. */
      readonly event: EventRecord | null;
    }
  | {
      /**
       * A participant row whose answer or invitation changed (or that went: left, removed, the
       * event deleted): the event is pushed to, or taken out of, that user's calendars.
       */
      readonly kind: 'participation';
      readonly userId: string;
      readonly eventId: string;
    }
  /** A record that could not be read: reported back, so the stream retries it. */
  | { readonly kind: 'unreadable'; readonly error: unknown }
) & {
  /** Whose record it is: one user's records are handled in order. */
  readonly owner: string;
  /** The record's id for the stream's retry (its sequence number) and for logs (its eventID). */
  readonly sequence: string;
  readonly eventID: string | undefined;
};
