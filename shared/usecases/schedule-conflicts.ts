/**
 * Conflict detection against the caller's stored events, and the drafts that hold a
 * choice while the caller decides (decisions.md, Conflicts).
 */
import { candidateOccurrences, findConflicts, type Conflict } from '../domain/conflicts.js';
import { userError, type Result } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import { MAX_RECURRENCE_DEPTH, type EventTiming } from '../domain/event.js';
import { scheduleLimits } from '../domain/schedule.js';
import type { Clock } from './ports.js';
import type { Draft, DraftAction, DraftStore, EventStore } from './schedule-ports.js';

/** The conflicts the prompt names: one entry per other event (its first overlapping occurrence). */
export const PROMPT_CONFLICTS = 10;

/**
 * The caller's other events whose occurrences overlap the candidate's (up to the depth),
 * one per event, earliest first. Reads only events that can reach the candidate's span.
 */
export async function conflictsFor(
  events: Pick<EventStore, 'inRange'>,
  userId: string,
  candidate: { readonly id?: string; readonly timing: EventTiming },
): Promise<Conflict[]> {
  const mine = candidateOccurrences(candidate.timing);
  const last = mine[mine.length - 1];
  if (!last) return [];
  const others = await events.inRange(userId, candidate.timing.start, last.end);
  // Enough per-occurrence entries that PROMPT_CONFLICTS distinct events survive the de-duplication.
  const all = findConflicts(candidate, others, PROMPT_CONFLICTS * MAX_RECURRENCE_DEPTH, mine);
  const seen = new Set<string>();
  return all.filter((c) => !seen.has(c.eventId) && seen.add(c.eventId)).slice(0, PROMPT_CONFLICTS);
}

export interface DraftDeps {
  readonly drafts: DraftStore;
  readonly clock: Clock;
  readonly newId: (prefix: 'drf') => string;
}

/** Stores a pending choice for 15 minutes; returns its id (what the buttons carry). */
export async function saveDraft(
  deps: DraftDeps,
  userId: string,
  action: DraftAction,
  id?: string,
): Promise<string> {
  const draftId = id ?? deps.newId('drf');
  await deps.drafts.put({
    id: draftId,
    userId,
    expiresAt: deps.clock.now() + scheduleLimits.draftTtlMs,
    action,
  });
  return draftId;
}

/**
 * The caller's live draft: another user's is not_your_button; a missing or expired one
 * (TTL deletes lazily, so the expiry is checked here too) is draft_expired.
 */
export async function openDraft(
  deps: Pick<DraftDeps, 'drafts' | 'clock'>,
  userId: string,
  id: string,
): Promise<Result<{ draft: Draft }>> {
  const draft = isId('drf', id) ? await deps.drafts.get(id) : null;
  if (!draft) return userError('draft_expired');
  if (draft.userId !== userId) return userError('not_your_button');
  if (draft.expiresAt <= deps.clock.now()) return userError('draft_expired');
  return { ok: true, draft };
}

/** Like openDraft, and removes it so only one press acts on it. */
export async function takeDraft(
  deps: Pick<DraftDeps, 'drafts' | 'clock'>,
  userId: string,
  id: string,
): Promise<Result<{ draft: Draft }>> {
  const opened = await openDraft(deps, userId, id);
  if (!opened.ok) return opened;
  return (await deps.drafts.take(id)) ? opened : userError('draft_expired');
}
