/**
 * What the sync engine needs of a calendar provider's client (Google, Microsoft Graph, CalDAV):
 * create, update and delete one event, each answering in the same terms, so retry rules live
 * once. Which providers exist, and what each one is: shared/calendar/providers/.
 */
import type { ScheduledStatus } from '../../domain/participation.js';
import type { EventRecord } from '../../domain/schedule.js';

/** Why a call did not go through, and so what the engine does next. */
type FailureKind =
  /** Credentials refused (401/403): refresh once, then the connection needs the user. */
  | { readonly ok: false; readonly kind: 'unauthorized'; readonly reason: string }
  /** The provider no longer has the event (404/410): create it again. */
  | { readonly ok: false; readonly kind: 'gone'; readonly reason: string }
  /** Try later (429, 5xx, network): `retryAfterMs` when the provider said how long. */
  | {
      readonly ok: false;
      readonly kind: 'retry';
      readonly reason: string;
      readonly retryAfterMs?: number;
    }
  /** The provider refuses this event as it is (400, an unsupported rule): retrying will not help. */
  | { readonly ok: false; readonly kind: 'rejected'; readonly reason: string };

export type PushFailure = FailureKind & {
  /**
   * The provider's id when the event was written but not all of it (Graph: the series, before
   * its exception instances were all deleted): kept, so the retry updates it rather than
   * creating a second copy.
   */
  readonly providerId?: string;
};

export type PushResult = { readonly ok: true; readonly providerId: string } | PushFailure;

/**
 * Someone else's event in this user's calendar (docs/decisions.md, "Shared events: connected
 * calendars"): whose calendar it is and their answer; the event's `userId` is its owner's.
 */
export interface Attending {
  readonly userId: string;
  readonly status: ScheduledStatus;
}

export interface CalendarClient {
  /**
   * `replacing`: the copy found gone at the provider that this one re-creates. Where the provider
   * takes a client-chosen id, the copy's id is derived from the event, the calendar's user and
   * `replacing`, so two pushes racing to create the same copy make one.
   */
  create(event: EventRecord, attending?: Attending, replacing?: string): Promise<PushResult>;
  update(providerId: string, event: EventRecord, attending?: Attending): Promise<PushResult>;
  /** Deleting what is already gone succeeds. */
  remove(providerId: string): Promise<PushResult>;
  /**
   * Where a create takes no client-chosen id (Graph): the copy of `event` a create already made
   * in this calendar, found by the mark the create set on it; null when there is none. The engine
   * then creates under a claim (calendar-sync.ts), so two pushes make one copy.
   */
  find?(event: EventRecord): Promise<PushResult | null>;
}

/** HTTP status → the engine's terms (shared by every HTTP provider). */
export function failureOf(status: number, reason: string, retryAfter?: string | null): PushFailure {
  if (status === 401 || status === 403) return { ok: false, kind: 'unauthorized', reason };
  if (status === 404 || status === 410) return { ok: false, kind: 'gone', reason };
  if (status === 429 || status === 408 || status >= 500) {
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    const at = retryAfter && !Number.isFinite(seconds) ? Date.parse(retryAfter) - Date.now() : NaN;
    const retryAfterMs = Number.isFinite(seconds)
      ? seconds * 1000
      : Number.isFinite(at)
        ? Math.max(0, at)
        : undefined;
    return {
      ok: false,
      kind: 'retry',
      reason,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    };
  }
  return { ok: false, kind: 'rejected', reason };
}
