/** /schedule_edit (with its conflict check), /schedule_delete, and event_id autocomplete. */
import type { Conflict } from '../domain/conflicts.js';
import { userError, type Result } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import type { EventTiming } from '../domain/event.js';
import { readEdit, type EventChange } from '../domain/schedule-input.js';
import { toIso } from '../domain/reminder.js';
import type { TimeReading } from '../domain/time-expression.js';
import {
  occurrenceOn,
  splitAt,
  withoutOccurrences,
  type OccurrenceScope,
} from '../domain/event-exceptions.js';
import { isRecurring, scheduleLimits, type EventRecord } from '../domain/schedule.js';
import { rowsToTell, tellDeletion, tellEdit, type EventChangeDeps } from './event-changes.js';
import { moveLinkedReminders } from './event-reminders.js';
import { ownAndParticipated } from './participant-schedule.js';
import { carryParticipants, type SplitParticipantDeps } from './split-participants.js';
import type { ParticipantStore } from './participation-ports.js';
import type { Clock } from './ports.js';
import { conflictsFor, saveDraft, takeDraft } from './schedule-conflicts.js';
import type { DraftStore, EventPatch, EventStore, LinkedReminderStore } from './schedule-ports.js';

export interface ScheduleEditDeps
  extends EventChangeDeps, Omit<SplitParticipantDeps, 'participants' | 'linked' | 'clock'> {
  readonly events: EventStore;
  readonly drafts: DraftStore;
  readonly linked: LinkedReminderStore;
  /**
   * The event's participants, whose reminders move with the owner's and who are carried to an
   * occurrence split off; the events the owner takes part in, for the conflict check.
   */
  readonly participants: Pick<
    ParticipantStore,
    'list' | 'byUser' | 'shared' | 'open' | 'press' | 'row'
  >;
  readonly clock: Clock;
  readonly newId: (prefix: 'evt' | 'drf') => string;
}

/** An edit of one occurrence ('this') or of it and the following ones ('following'). */
export type SplitScope = Exclude<OccurrenceScope, 'all'>;

export type EditOutcome =
  | {
      readonly kind: 'updated';
      readonly event: EventRecord;
      readonly field: string;
      readonly before: EventRecord;
    }
  | {
      /** The edited occurrence(s) as a new event; the series keeps the rest (no linked reminders copied). */
      readonly kind: 'split';
      readonly event: EventRecord;
      readonly series: EventRecord;
      readonly field: string;
      readonly scope: SplitScope;
      readonly at: number;
    }
  | {
      readonly kind: 'conflicts';
      readonly event: EventRecord;
      readonly draftId: string;
      readonly conflicts: readonly Conflict[];
    };

async function apply(
  deps: ScheduleEditDeps,
  userId: string,
  before: EventRecord,
  field: string,
  change: EventChange,
  /** The owner's language: participants with none stored are told of the change in it. */
  locale: string,
): Promise<Result<EditOutcome>> {
  const now = deps.clock.now();
  const updatedAt = toIso(now);
  const patch: EventPatch =
    change.kind === 'title'
      ? { title: change.title, updatedAt }
      : change.kind === 'description'
        ? { description: change.description, updatedAt }
        : change.kind === 'location'
          ? { location: change.location, updatedAt }
          : { timing: change.timing, updatedAt };
  const updated = await deps.events.update(userId, before.id, patch);
  if (!updated) return userError('event_not_found');
  if (change.kind === 'timing') await moveLinkedReminders(deps, updated, now);
  await tellEdit(deps, before, updated, locale);
  return { ok: true, kind: 'updated', event: updated, field, before };
}

/** The split an occurrence edit makes: the series' remaining timing and the detached part's. */
interface Split {
  readonly scope: SplitScope;
  readonly at: number;
  readonly remaining: EventTiming;
  readonly detached: EventTiming;
}

/** The split at `occurrence`; null for scope 'all' or when nothing of the series would be left (the whole event is edited). */
function splitFor(
  event: EventRecord,
  occurrence: string,
  scope: OccurrenceScope,
): Result<{ split: Split | null }> {
  const found = occurrenceOn(event.timing, occurrence);
  if (!found.ok) return found;
  if (scope === 'all') return { ok: true, split: null };
  const { remaining, detached } = splitAt(event.timing, found.occurrence, scope);
  return {
    ok: true,
    split: remaining && { scope, at: found.occurrence.start, remaining, detached },
  };
}

/** The detached event: the series' title, description, type, location and tags, with the change; no participants or linked reminders. */
function detachedEvent(
  event: EventRecord,
  change: EventChange,
  timing: EventTiming,
  id: string,
  now: number,
): EventRecord {
  const at = toIso(now);
  return {
    ...event,
    id,
    title: change.kind === 'title' ? change.title : event.title,
    description: change.kind === 'description' ? change.description : event.description,
    location: change.kind === 'location' ? change.location : event.location,
    timing,
    createdAt: at,
    updatedAt: at,
    participants: [],
    reminders: [],
    metadata: {},
  };
}

/**
 * Creates the detached event, then takes its occurrences out of the series (linked reminders
 * follow what is left); the series' participants going or maybe are told what changed for them.
 */
async function applySplit(
  deps: ScheduleEditDeps,
  series: EventRecord,
  field: string,
  split: Split,
  detached: EventRecord,
  /** The owner's language: participants with none stored are told of the change in it. */
  locale: string,
): Promise<Result<EditOutcome>> {
  if ((await deps.events.create(detached, scheduleLimits.maxEventsPerUser)) === 'too_many')
    return userError('too_many_events', { max: scheduleLimits.maxEventsPerUser });
  const now = deps.clock.now();
  const updated = await deps.events.update(series.userId, series.id, {
    timing: split.remaining,
    updatedAt: toIso(now),
  });
  if (!updated) {
    await deps.events.delete(series.userId, detached.id);
    return userError('event_not_found');
  }
  await moveLinkedReminders(deps, updated, now);
  await carryParticipants(deps, series, detached, locale);
  await tellEdit(deps, { ...series, timing: split.detached }, detached, locale, {
    start: split.at,
    scope: split.scope,
  });
  return {
    ok: true,
    kind: 'split',
    event: detached,
    series: updated,
    field,
    scope: split.scope,
    at: split.at,
  };
}

/**
 * One field of the caller's event, or (with `occurrence` and scope 'this' or 'following') of one
 * occurrence or it and the following ones, split off as a new event. Edits of date, time or
 * duration are checked for overlaps first; when they overlap, nothing changes until the caller
 * picks Apply anyway or Cancel.
 */
export async function editEvent(
  deps: ScheduleEditDeps,
  input: {
    readonly userId: string;
    readonly eventId: string;
    readonly field: string;
    readonly value: string;
    /** The interaction's locale: the time reader's language (default en-US). */
    readonly locale?: string | undefined;
    /** The reading a press on the ask prompt picked for a date or time value. */
    readonly chosen?: TimeReading | undefined;
    /** An occurrence's date (`YYYY-MM-DD` in the event's zone), with the scope of the edit. */
    readonly occurrence?: string | undefined;
    readonly scope?: OccurrenceScope | undefined;
  },
): Promise<Result<EditOutcome>> {
  const event = await ownEvent(deps, input.userId, input.eventId);
  if (!event) return userError('event_not_found');
  const found =
    input.occurrence === undefined
      ? ({ ok: true, split: null } as const)
      : splitFor(event, input.occurrence, input.scope ?? 'this');
  if (!found.ok) return found;
  const { split } = found;
  const edit = readEdit(input.field, input.value, split?.detached ?? event.timing, {
    now: deps.clock.now(),
    locale: input.locale ?? 'en-US',
    chosen: input.chosen,
  });
  if (!edit.ok) return edit;
  const { change } = edit;
  const timing = change.kind === 'timing' ? change.timing : (split?.detached ?? event.timing);
  if (change.kind === 'timing') {
    const conflicts = await conflictsFor(ownAndParticipated(deps), input.userId, {
      id: event.id,
      timing,
    });
    if (conflicts.length > 0) {
      const draftId = await saveDraft(deps, input.userId, {
        kind: 'edit',
        eventId: event.id,
        field: input.field,
        timing,
        ...(split && input.occurrence !== undefined
          ? { occurrence: input.occurrence, scope: split.scope }
          : {}),
      });
      return { ok: true, kind: 'conflicts', event: { ...event, timing }, draftId, conflicts };
    }
  }
  if (!split) return apply(deps, input.userId, event, input.field, change, input.locale ?? 'en-US');
  const detached = detachedEvent(event, change, timing, deps.newId('evt'), deps.clock.now());
  return applySplit(deps, event, input.field, split, detached, input.locale ?? 'en-US');
}

/** "Apply anyway" on an edit that overlaps. */
export async function applyEditAnyway(
  deps: ScheduleEditDeps,
  input: {
    readonly userId: string;
    readonly draftId: string;
    /** The owner's language (participants are told of the change in it when they have none). */
    readonly locale?: string;
  },
): Promise<Result<EditOutcome>> {
  const taken = await takeDraft(deps, input.userId, input.draftId);
  if (!taken.ok) return taken;
  const { action } = taken.draft;
  if (action.kind !== 'edit') return userError('draft_expired');
  const event = await deps.events.get(input.userId, action.eventId);
  if (!event) return userError('event_not_found');
  const change: EventChange = { kind: 'timing', timing: action.timing };
  if (action.occurrence === undefined)
    return apply(deps, input.userId, event, action.field, change, input.locale ?? 'en-US');
  // The series may have changed since the prompt: split it again where it is now.
  const found = splitFor(event, action.occurrence, action.scope ?? 'this');
  if (!found.ok) return found;
  if (!found.split) return userError('occurrence_not_found', { date: action.occurrence });
  const detached = detachedEvent(event, change, action.timing, deps.newId('evt'), deps.clock.now());
  return applySplit(deps, event, action.field, found.split, detached, input.locale ?? 'en-US');
}

/** /schedule_delete with confirm: the event, its participant rows and its linked reminders; its title names it in the reply. */
export async function deleteEvent(
  deps: EventChangeDeps & { readonly events: Pick<EventStore, 'get' | 'delete'> },
  input: {
    readonly userId: string;
    readonly eventId: string;
    /** The owner's language: participants with none stored are told in it. */
    readonly locale?: string | undefined;
  },
): Promise<Result<{ id: string; title: string }>> {
  const id = input.eventId.trim();
  const event = await ownEvent(deps, input.userId, id);
  if (!event) return userError('event_not_found');
  // Read while they exist: the rows go with the event.
  const rows = await rowsToTell(deps, id);
  if (!(await deps.events.delete(input.userId, id))) return userError('event_not_found');
  await tellDeletion(deps, event, rows, input.locale ?? 'en-US');
  return { ok: true, id, title: event.title };
}

/** The caller's event by a typed id; null when the id is not an event id's shape or not theirs. */
function ownEvent(
  deps: { readonly events: Pick<EventStore, 'get'> },
  userId: string,
  eventId: string,
): Promise<EventRecord | null> {
  const id = eventId.trim();
  return isId('evt', id) ? deps.events.get(userId, id) : Promise.resolve(null);
}

/** The caller's event, for the delete prompt's summary; event_not_found otherwise. */
export async function findEvent(
  deps: { readonly events: Pick<EventStore, 'get'> },
  input: { readonly userId: string; readonly eventId: string },
): Promise<Result<{ event: EventRecord }>> {
  const event = await ownEvent(deps, input.userId, input.eventId);
  return event ? { ok: true, event } : userError('event_not_found');
}

/**
 * Autocomplete for event_id: the caller's events whose id or title contains the text typed,
 * upcoming and recurring ones first (what people edit), at most 25.
 */
export async function suggestEvents(
  deps: { readonly events: Pick<EventStore, 'listByUser'>; readonly clock: Clock },
  input: { readonly userId: string; readonly query: string },
): Promise<EventRecord[]> {
  const q = input.query.trim().toLowerCase();
  const now = deps.clock.now();
  const all = await deps.events.listByUser(input.userId);
  const live = (e: EventRecord): boolean => e.timing.start >= now || isRecurring(e.timing);
  return [...all.filter(live), ...all.filter((e) => !live(e))]
    .filter((e) => q === '' || e.id.includes(q) || e.title.toLowerCase().includes(q))
    .slice(0, limits.autocompleteChoices);
}

/**
 * /schedule_delete with `occurrence`: that occurrence alone ('this', an exception date) or it and
 * every later one ('following', the series ends before it); the whole event when nothing would be
 * left, or with scope 'all'. Linked reminders move to the occurrences that remain; participants
 * going or maybe are told which occurrences were cancelled.
 */
export async function deleteOccurrences(
  deps: Pick<ScheduleEditDeps, 'events' | 'linked' | 'clock' | 'participants' | 'notices'>,
  input: {
    readonly userId: string;
    readonly eventId: string;
    readonly occurrence: string;
    readonly scope: OccurrenceScope;
    readonly locale?: string | undefined;
  },
): Promise<Result<{ id: string; title: string; scope: OccurrenceScope; at: number }>> {
  const event = await ownEvent(deps, input.userId, input.eventId);
  if (!event) return userError('event_not_found');
  const found = occurrenceOn(event.timing, input.occurrence);
  if (!found.ok) return found;
  const at = found.occurrence.start;
  const timing =
    input.scope === 'all' ? null : withoutOccurrences(event.timing, found.occurrence, input.scope);
  if (timing === null || input.scope === 'all') {
    const deleted = await deleteEvent(deps, input);
    return deleted.ok ? { ...deleted, scope: 'all', at } : deleted;
  }
  const now = deps.clock.now();
  const updated = await deps.events.update(input.userId, event.id, {
    timing,
    updatedAt: toIso(now),
  });
  if (!updated) return userError('event_not_found');
  await moveLinkedReminders(deps, updated, now);
  await tellDeletion(deps, updated, await rowsToTell(deps, event.id), input.locale ?? 'en-US', {
    start: at,
    scope: input.scope,
  });
  return { ok: true, id: event.id, title: event.title, scope: input.scope, at };
}
