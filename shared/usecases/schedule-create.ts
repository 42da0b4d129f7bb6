/** /schedule_create and its conflict choices (Create anyway, Change time). */
import type { Conflict } from '../domain/conflicts.js';
import { userError, type Result, type UserError } from '../domain/errors.js';
import { zoneChoicesFor } from '../domain/locale-zone-choices.js';
import {
  minutesOf,
  readDescription,
  readLocation,
  readEventType,
  readTiming,
  readTitle,
  validDuration,
  type TimingInput,
} from '../domain/schedule-input.js';
import { toIso } from '../domain/reminder.js';
import type { TimeReading } from '../domain/time-expression.js';
import { readMoment, type FieldKind } from '../domain/moment-fields.js';
import { scheduleLimits, type EventRecord } from '../domain/schedule.js';
import { formatDefault, resolveUserZone, zoneOrUtc, type UserZone } from '../domain/zones.js';
import type { Clock, UserStore } from './ports.js';
import { conflictsFor, openDraft, saveDraft, takeDraft } from './schedule-conflicts.js';
import { ownAndParticipated } from './participant-schedule.js';
import type { ParticipantStore } from './participation-ports.js';
import type { DraftStore, EventStore } from './schedule-ports.js';

export interface ScheduleCreateDeps {
  readonly events: Pick<EventStore, 'create' | 'inRange' | 'byIds'>;
  /** The events the user takes part in count in their conflict checks. */
  readonly participants?: Pick<ParticipantStore, 'byUser'> | undefined;
  readonly drafts: DraftStore;
  readonly users: Pick<UserStore, 'getProfile'>;
  readonly clock: Clock;
  readonly newId: (prefix: 'evt' | 'drf') => string;
}

/** The /schedule_create options: the timing ones (savedZone is looked up here) and the rest. */
export interface ScheduleCreateInput extends Omit<TimingInput, 'savedZone'> {
  readonly userId: string;
  /** The interaction's locale: without a saved zone it may imply one (`timezone: auto`). */
  readonly locale: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly location?: string | undefined;
  readonly type?: string | undefined;
}

/** Created, or waiting for the caller's choice because it overlaps other events. */
export type CreateEventOutcome =
  | { readonly kind: 'created'; readonly event: EventRecord }
  | {
      readonly kind: 'conflicts';
      readonly event: EventRecord;
      readonly draftId: string;
      readonly conflicts: readonly Conflict[];
    };

async function insert(
  deps: Pick<ScheduleCreateDeps, 'events'>,
  event: EventRecord,
): Promise<Result<{ kind: 'created'; event: EventRecord }>> {
  const outcome = await deps.events.create(event, scheduleLimits.maxEventsPerUser);
  return outcome === 'created'
    ? { ok: true, kind: 'created', event }
    : userError('too_many_events', { max: scheduleLimits.maxEventsPerUser });
}

/**
 * Validates the options (decisions.md: date default, zone default, recurrence, type), then
 * creates the event, or stores a draft and reports the conflicts when it overlaps. `zone` says
 * whether the event's zone was assumed (no `timezone` option, no saved zone); `inOwnZone`, whether
 * it is the zone the user saved.
 */
export async function createEvent(
  deps: ScheduleCreateDeps,
  input: ScheduleCreateInput,
): Promise<Result<CreateEventOutcome & { readonly zone: UserZone; readonly inOwnZone: boolean }>> {
  const title = readTitle(input.title);
  if (!title.ok) return title;
  const description = readDescription(input.description);
  if (!description.ok) return description;
  const location = readLocation(input.location);
  if (!location.ok) return location;
  const eventType = readEventType(input.type);
  if (!eventType) return userError('invalid_input');

  const now = deps.clock.now();
  const profile = await deps.users.getProfile(input.userId);
  const userZone = resolveUserZone(profile.timezone, input.locale);
  const timing = readTiming({ ...input, savedZone: userZone.zone }, now);
  if (!timing.ok) return timing;
  const optionGiven = input.timezone !== undefined && input.timezone.trim() !== '';
  const zone: UserZone = {
    zone: timing.timing.timezone,
    assumed: userZone.assumed && !optionGiven,
  };
  // The event is in the zone the user saved: its time needs saying once, not again as "your time".
  const inOwnZone =
    !userZone.assumed && zoneOrUtc(timing.timing.timezone) === zoneOrUtc(userZone.zone);
  if (zone.assumed) {
    const asked = askEventZone(input, now);
    if (asked) return asked;
  }

  const stamp = toIso(now);
  const event: EventRecord = {
    id: deps.newId('evt'),
    userId: input.userId,
    title: title.title,
    description: description.description,
    timing: timing.timing,
    eventType,
    status: 'scheduled',
    createdAt: stamp,
    updatedAt: stamp,
    location: location.location,
    participants: [],
    reminders: [],
    tags: [],
    metadata: {},
  };
  const conflicts = await conflictsFor(ownAndParticipated(deps), input.userId, event);
  if (conflicts.length === 0) {
    const inserted = await insert(deps, event);
    return inserted.ok ? { ...inserted, zone, inOwnZone } : inserted;
  }
  const draftId = await saveDraft(deps, input.userId, { kind: 'create', event });
  return { ok: true, kind: 'conflicts', event, draftId, conflicts, zone, inOwnZone };
}

/**
 * An event's wall-clock start by a caller with no zone whose language spans several (as
 * /remind: decisions.md, "The zone before the first reminder"): `zone_unknown` with the start
 * read in each zone offered; undefined when the language settles a zone or no reading is ahead.
 */
function askEventZone(input: ScheduleCreateInput, now: number): UserError | undefined {
  const zones = zoneChoicesFor(input.locale);
  if (zones === undefined) return undefined;
  const readings: TimeReading[] = [];
  for (const zone of zones) {
    const read = readTiming({ ...input, savedZone: zone }, now);
    if (read.ok) readings.push({ ok: true, time: read.timing.start, zone });
  }
  if (readings.length === 0) return undefined;
  const typed = [input.date, input.time]
    .filter((p) => p !== undefined && p.trim() !== '')
    .join(' ');
  return { ...userError('zone_unknown', { typed }), readings };
}

/** "Create anyway": the drafted event as it was, stamped now. */
export async function createAnyway(
  deps: ScheduleCreateDeps,
  input: { readonly userId: string; readonly draftId: string },
): Promise<Result<{ kind: 'created'; event: EventRecord }>> {
  const taken = await takeDraft(deps, input.userId, input.draftId);
  if (!taken.ok) return taken;
  const { action } = taken.draft;
  if (action.kind !== 'create') return userError('draft_expired');
  const stamp = toIso(deps.clock.now());
  return insert(deps, { ...action.event, createdAt: stamp, updatedAt: stamp });
}

/** The values the "Change time" modal opens with: the drafted start in its zone, and the duration. */
export async function draftTimes(
  deps: Pick<ScheduleCreateDeps, 'drafts' | 'clock'>,
  input: { readonly userId: string; readonly draftId: string },
): Promise<Result<{ event: EventRecord }>> {
  const opened = await openDraft(deps, input.userId, input.draftId);
  if (!opened.ok) return opened;
  return opened.draft.action.kind === 'create'
    ? { ok: true, event: opened.draft.action.event }
    : userError('draft_expired');
}

/**
 * The "Change time" modal's answer: date, time and duration checked as on create, in the
 * event's zone, then the conflict check again (the same draft, renewed, when it still overlaps).
 * A field left as the modal prefilled it is the kept half (moment-fields.ts, readMoment): `in 2
 * hours` or `tomorrow 9am` typed under the prefilled date reads alone.
 */
export async function changeTime(
  deps: ScheduleCreateDeps,
  input: {
    readonly userId: string;
    readonly draftId: string;
    readonly date: string;
    readonly time: string;
    readonly duration: string;
    readonly locale: string;
    /** The reading a press on the ask prompt picked; it stands for `date` and `time`. */
    readonly chosen?: TimeReading | undefined;
  },
): Promise<Result<CreateEventOutcome>> {
  const opened = await openDraft(deps, input.userId, input.draftId);
  if (!opened.ok) return opened;
  const { action } = opened.draft;
  if (action.kind !== 'create') return userError('draft_expired');
  const now = deps.clock.now();
  const zone = zoneOrUtc(action.event.timing.timezone);
  const [openedDate, openedTime] = formatDefault(action.event.timing.start, zone).split(' ');
  const kept: FieldKind | undefined =
    input.date.trim() === openedDate
      ? 'date'
      : input.time.trim() === openedTime
        ? 'time'
        : undefined;
  const start = readMoment(
    { date: input.date, time: input.time },
    { now, zone, locale: input.locale },
    { chosen: input.chosen, ...(kept === undefined ? {} : { kept }) },
  );
  if (!start.ok) return start;
  const minutes =
    input.duration.trim() === ''
      ? scheduleLimits.defaultDurationMinutes
      : minutesOf(input.duration);
  if (!validDuration(minutes)) return userError('duration_invalid');
  const event: EventRecord = {
    ...action.event,
    timing: { ...action.event.timing, start: start.time, durationMinutes: minutes },
  };

  const conflicts = await conflictsFor(ownAndParticipated(deps), input.userId, event);
  if (conflicts.length > 0) {
    await saveDraft(deps, input.userId, { kind: 'create', event }, input.draftId);
    return { ok: true, kind: 'conflicts', event, draftId: input.draftId, conflicts };
  }
  // Owner and expiry were checked when it was opened above: only the removal is left.
  if (!(await deps.drafts.take(input.draftId))) return userError('draft_expired');
  const stamp = toIso(now);
  return insert(deps, { ...event, createdAt: stamp, updatedAt: stamp });
}

/** "Cancel": drops the draft; nothing was created. */
export async function cancelDraft(
  deps: Pick<ScheduleCreateDeps, 'drafts' | 'clock'>,
  input: { readonly userId: string; readonly draftId: string },
): Promise<Result<object>> {
  const taken = await takeDraft(deps, input.userId, input.draftId);
  return taken.ok ? { ok: true } : taken;
}
