/** /schedule_edit (with its conflict check), /schedule_delete, and event_id autocomplete. */
import type { Conflict } from '../domain/conflicts.js';
import { userError, type Result } from '../domain/errors.js';
import { isId } from '../domain/ids.js';
import { limits } from '../domain/limits.js';
import { readEdit, type EventChange } from '../domain/schedule-input.js';
import { toIso } from '../domain/reminder.js';
import type { TimeReading } from '../domain/time-expression.js';
import {
  occurrenceOn,
  withoutOccurrences,
  type OccurrenceScope,
} from '../domain/event-exceptions.js';
import { isRecurring, type EventRecord } from '../domain/schedule.js';
import { moveLinkedReminders } from './event-reminders.js';
import type { Clock } from './ports.js';
import { conflictsFor, saveDraft, takeDraft } from './schedule-conflicts.js';
import type { DraftStore, EventPatch, EventStore, LinkedReminderStore } from './schedule-ports.js';

export interface ScheduleEditDeps {
  readonly events: EventStore;
  readonly drafts: DraftStore;
  readonly linked: LinkedReminderStore;
  readonly clock: Clock;
  readonly newId: (prefix: 'drf') => string;
}

export type EditOutcome =
  | {
      readonly kind: 'updated';
      readonly event: EventRecord;
      readonly field: string;
      readonly before: EventRecord;
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
): Promise<Result<EditOutcome>> {
  const now = deps.clock.now();
  const updatedAt = toIso(now);
  const patch: EventPatch =
    change.kind === 'title'
      ? { title: change.title, updatedAt }
      : change.kind === 'description'
        ? { description: change.description, updatedAt }
        : { timing: change.timing, updatedAt };
  const updated = await deps.events.update(userId, before.id, patch);
  if (!updated) return userError('event_not_found');
  if (change.kind === 'timing') await moveLinkedReminders(deps, updated, now);
  return { ok: true, kind: 'updated', event: updated, field, before };
}

/**
 * One field of the caller's event. Edits of date, time or duration are checked for overlaps
 * first; when they overlap, nothing changes until the caller picks Apply anyway or Cancel.
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
  },
): Promise<Result<EditOutcome>> {
  const event = await ownEvent(deps, input.userId, input.eventId);
  if (!event) return userError('event_not_found');
  const edit = readEdit(input.field, input.value, event.timing, {
    now: deps.clock.now(),
    locale: input.locale ?? 'en-US',
    chosen: input.chosen,
  });
  if (!edit.ok) return edit;
  const { change } = edit;
  if (change.kind === 'timing') {
    const conflicts = await conflictsFor(deps.events, input.userId, {
      id: event.id,
      timing: change.timing,
    });
    if (conflicts.length > 0) {
      const draftId = await saveDraft(deps, input.userId, {
        kind: 'edit',
        eventId: event.id,
        field: input.field,
        timing: change.timing,
      });
      return {
        ok: true,
        kind: 'conflicts',
        event: { ...event, timing: change.timing },
        draftId,
        conflicts,
      };
    }
  }
  return apply(deps, input.userId, event, input.field, change);
}

/** "Apply anyway" on an edit that overlaps. */
export async function applyEditAnyway(
  deps: ScheduleEditDeps,
  input: { readonly userId: string; readonly draftId: string },
): Promise<Result<EditOutcome>> {
  const taken = await takeDraft(deps, input.userId, input.draftId);
  if (!taken.ok) return taken;
  const { action } = taken.draft;
  if (action.kind !== 'edit') return userError('draft_expired');
  const event = await deps.events.get(input.userId, action.eventId);
  if (!event) return userError('event_not_found');
  return apply(deps, input.userId, event, action.field, { kind: 'timing', timing: action.timing });
}

/** /schedule_delete with confirm: the event, its participant rows and its linked reminders; its title names it in the reply. */
export async function deleteEvent(
  deps: { readonly events: Pick<EventStore, 'get' | 'delete'> },
  input: { readonly userId: string; readonly eventId: string },
): Promise<Result<{ id: string; title: string }>> {
  const id = input.eventId.trim();
  const event = await ownEvent(deps, input.userId, id);
  if (!event) return userError('event_not_found');
  return (await deps.events.delete(input.userId, id))
    ? { ok: true, id, title: event.title }
    : userError('event_not_found');
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
 * left, or with scope 'all'. Linked reminders move to the occurrences that remain.
 */
export async function deleteOccurrences(
  deps: Pick<ScheduleEditDeps, 'events' | 'linked' | 'clock'>,
  input: {
    readonly userId: string;
    readonly eventId: string;
    readonly occurrence: string;
    readonly scope: OccurrenceScope;
  },
): Promise<Result<{ id: string; title: string; scope: OccurrenceScope; at: number }>> {
  const event = await ownEvent(deps, input.userId, input.eventId);
  if (!event) return userError('event_not_found');
  const found = occurrenceOn(event.timing, input.occurrence);
  if (!found.ok) return found;
  const at = found.occurrence.start;
  const timing =
    input.scope === 'all' ? null : withoutOccurrences(event.timing, found.occurrence, input.scope);
  if (timing === null) {
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
  return { ok: true, id: event.id, title: event.title, scope: input.scope, at };
}
