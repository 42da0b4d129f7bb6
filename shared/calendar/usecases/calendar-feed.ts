/**
 * The subscription feed and the export link: private, unguessable URLs (256 random bits,
 * base64url) whose tokens are stored only as SHA-256 hashes, so a leaked table reveals no URL.
 */
import { createHash, randomBytes } from 'node:crypto';
import { icsCalendar } from '../domain/ics.js';
import { feed } from '../providers/feed.js';
import type { FeedStore } from './calendar-ports.js';
import type { ParticipantStore } from '../../usecases/participation-ports.js';
import type { EventStore } from '../../usecases/schedule-ports.js';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type FeedOutcome =
  | { readonly kind: 'issued'; readonly token: string }
  | { readonly kind: 'exists'; readonly createdAt: string };

/**
 * `/calendar feed`: a new feed URL the first time or with `rotate` (the old one stops working);
 * otherwise only that one exists, since the URL itself is not stored and cannot be shown again.
 */
export async function issueFeed(
  feeds: FeedStore,
  userId: string,
  rotate: boolean,
  now: number,
): Promise<FeedOutcome> {
  if (!rotate) {
    const createdAt = await feeds.feedCreatedAt(userId);
    if (createdAt) return { kind: 'exists', createdAt };
  }
  const token = newToken();
  await feeds.replaceFeed(userId, hashToken(token), new Date(now).toISOString());
  return { kind: 'issued', token };
}

/** `/schedule_export`: a download link for the caller's calendar file, valid for the feed descriptor's `exportLinkMs`. */
export async function issueExport(
  feeds: FeedStore,
  userId: string,
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const expiresAt = now + feed.limits.exportLinkMs;
  await feeds.putExport(userId, hashToken(token), expiresAt);
  return { token, expiresAt };
}

export interface CalendarFile {
  readonly ics: string;
  readonly events: number;
}

/** The calendar behind a feed or export path, or null (unknown, rotated or expired token: 404). */
export async function calendarAt(
  deps: {
    feeds: FeedStore;
    events: EventStore;
    participants?: Pick<ParticipantStore, 'byUser'> | undefined;
  },
  path: string,
  now: number,
): Promise<CalendarFile | null> {
  const match = /^\/calendar\/(export\/)?([^/]+)\.ics$/.exec(path);
  const token = match?.[2];
  if (!token || !TOKEN_RE.test(token)) return null;
  const hash = hashToken(token);
  const owner = match[1]
    ? await deps.feeds.exportOwner(hash, now)
    : await deps.feeds.feedOwner(hash);
  if (!owner) return null;
  // The owner's events, and the others' they are going or maybe going to (as others' events).
  // Loaded with the first download: the interactions function serves this route off its hot path.
  const [own, shared] = await Promise.all([
    deps.events.listByUser(owner),
    import('../../usecases/participant-schedule.js').then((m) => m.participatedEvents(deps, owner)),
  ]);
  const events = [...own, ...shared.map((s) => s.event)];
  const reader = { userId: owner, answers: new Map(shared.map((s) => [s.event.id, s.status])) };
  return { ics: icsCalendar(events, { name: 'Tock', now, reader }), events: events.length };
}
