import {
  MAX_RECURRENCE_DEPTH,
  normalizeCustomRecurrence,
  type EventTiming,
  type Occurrence,
} from './event.js';
import { DAY_MS, MINUTE_MS } from './time/zone.js';
import { expanderFor, hasUsableRecurrence, occurrences } from './recurrence.js';

/** Another event of the same user, as conflict detection needs it. */
export interface ScheduledEvent {
  readonly id: string;
  readonly title: string;
  /** EventStatus; 'cancelled' events never conflict. */
  readonly status: string;
  readonly timing: EventTiming;
}

/** One occurrence of another event that overlaps the candidate. */
export interface Conflict {
  readonly eventId: string;
  readonly title: string;
  /** The other event's overlapping occurrence. */
  readonly occurrence: Occurrence;
}

/** The shortest gap between a recurring timing's occurrences, give or take DST. */
function periodMs(timing: EventTiming): number {
  const data = normalizeCustomRecurrence(timing.recurrenceData);
  switch (timing.recurrencePattern) {
    case 'daily':
      return DAY_MS;
    case 'weekly':
      return 7 * DAY_MS;
    case 'monthly':
      return 28 * DAY_MS;
    case 'yearly':
      return 365 * DAY_MS;
    default:
      if (data?.pattern === 'every_n_days') return data.interval * DAY_MS;
      if (data?.pattern === 'every_n_weeks')
        return data.weekdays ? DAY_MS : 7 * data.interval * DAY_MS;
      if (data?.pattern === 'every_n_hours') return data.interval * 3_600_000;
      if (data?.pattern === 'every_n_minutes') return data.interval * 60_000;
      if (data?.pattern === 'every_n_months') return 28 * data.interval * DAY_MS;
      return 28 * DAY_MS;
  }
}

/** The candidate's occurrences that conflict detection compares: up to the depth, from its start. */
export function candidateOccurrences(timing: EventTiming): Occurrence[] {
  return occurrences(timing, timing.start, Infinity, MAX_RECURRENCE_DEPTH);
}

/** How many conflicts findConflicts reports by default (the prompt lists them). */
export const DEFAULT_CONFLICT_LIMIT = 10;

/**
 * The spec's overlap test (spec-notes.md, Conflict detection): a starts before b ends and a ends after b starts.
 * Touching occurrences (a.end === b.start) do not overlap.
 */
export function overlaps(a: Occurrence, b: Occurrence): boolean {
  return a.start < b.end && a.end > b.start;
}

/**
 * decisions.md's conflict check: the candidate's occurrences (up to the depth, from its start)
 * against every other non-cancelled event's occurrences; an event is never compared with itself
 * (same id). One entry per conflicting (event, occurrence), sorted by that occurrence's start
 * (then event id), at most `limit`. `mine` is candidateOccurrences(candidate.timing), for a
 * caller that has it already.
 */
export function findConflicts(
  candidate: { readonly id?: string; readonly timing: EventTiming },
  others: readonly ScheduledEvent[],
  limit: number = DEFAULT_CONFLICT_LIMIT,
  mine: readonly Occurrence[] = candidateOccurrences(candidate.timing),
): Conflict[] {
  const first = mine[0];
  const last = mine[mine.length - 1];
  if (first === undefined || last === undefined || !(limit >= 1)) return [];
  // Occurrences have one length, so the last one ends last.
  const spanStart = first.start;
  const spanEnd = last.end;
  const found: Conflict[] = [];
  for (const other of others) {
    if (other.status === 'cancelled' || (candidate.id !== undefined && other.id === candidate.id))
      continue;
    const timing = other.timing;
    const length = Number.isFinite(timing.durationMinutes) ? timing.durationMinutes * MINUTE_MS : 0;
    // Nothing of this event can reach the span: it starts after the span or (one-off) ends before it.
    if (!(timing.start < spanEnd)) continue;
    if (!hasUsableRecurrence(timing)) {
      const occurrence: Occurrence = { start: timing.start, end: timing.start + length };
      if (occurrence.end <= spanStart) continue;
      if (mine.some((m) => overlaps(m, occurrence)))
        found.push({ eventId: other.id, title: other.title, occurrence });
      continue;
    }
    const expand = expanderFor(timing);
    // When the other's occurrences across the whole span are few, expand them once and sweep.
    // Deciding by estimate, not by expanding, matters: expanding a weekly event over a yearly
    // candidate's 52 years would visit thousands of days the zone-offset memo then has to learn.
    if ((spanEnd - spanStart) / periodMs(timing) <= 2 * mine.length + 2) {
      const theirs = expand(spanStart - length, spanEnd, Infinity);
      // Both lists are sorted by start and each has one length, so their ends are sorted too:
      // mine[i] is the first of mine ending after o starts, the only one that can decide.
      let i = 0;
      for (const occurrence of theirs) {
        while (i < mine.length && (mine[i] as Occurrence).end <= occurrence.start) i++;
        if (i === mine.length) break;
        if ((mine[i] as Occurrence).start < occurrence.end)
          found.push({ eventId: other.id, title: other.title, occurrence });
      }
      continue;
    }
    // Otherwise (a frequent event against a sparse candidate, e.g. daily against yearly) ask, per
    // candidate occurrence, only for the other's starts in (m.start - length, m.end).
    const seen = new Set<number>();
    for (const m of mine) {
      for (const occurrence of expand(m.start - length, m.end, Infinity)) {
        if (seen.has(occurrence.start) || !overlaps(m, occurrence)) continue;
        seen.add(occurrence.start);
        found.push({ eventId: other.id, title: other.title, occurrence });
      }
    }
  }
  found.sort(
    (a, b) =>
      a.occurrence.start - b.occurrence.start ||
      (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0),
  );
  return found.slice(0, limit);
}
