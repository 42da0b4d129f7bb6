/** /schedule_list: the caller's occurrences in a view, grouped by day by the interaction layer. */
import { userError, type Result } from '../domain/errors.js';
import { isEventType, type Occurrence } from '../domain/event.js';
import { occurrences } from '../domain/recurrence.js';
import {
  scheduleLimits,
  scheduleViews,
  viewRange,
  type EventRecord,
  type ScheduleView,
} from '../domain/schedule.js';
import { resolveUserZone } from '../domain/zones.js';
import type { ScheduledStatus } from '../domain/participation.js';
import { participatedEvents } from './participant-schedule.js';
import type { ParticipantStore } from './participation-ports.js';
import type { Clock, UserStore } from './ports.js';
import type { EventStore } from './schedule-ports.js';

export interface ScheduleEntry {
  readonly event: EventRecord;
  readonly occurrence: Occurrence;
  /** Someone else's event the caller answered Going (`accepted`) or Maybe (`tentative`) to: read-only, `event.userId` is its owner. */
  readonly participation?: ScheduledStatus;
}

export interface SchedulePage {
  readonly entries: readonly ScheduleEntry[];
  /** 0-based page actually shown (clamped to the last page). */
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  /** The zone days are grouped in: the caller's (`timezone: auto` when none is saved). */
  readonly zone: string;
  /** True when the caller never set a zone, so `zone` was assumed (the reply says so). */
  readonly zoneAssumed: boolean;
  /** Set when the view is empty but the filter matches a later occurrence (the reply suggests view_type:all). */
  readonly laterExists?: boolean;
}

export interface ScheduleListInput {
  readonly userId: string;
  readonly locale: string;
  readonly view?: string | undefined;
  readonly filter?: string | undefined;
  readonly includePast?: boolean | undefined;
  readonly page?: number | undefined;
}

/**
 * The occurrences of the caller's events in the view's range (decisions.md: today, week,
 * month, all), recurring events expanded, filtered by event type, finished ones hidden
 * unless include_past, by start time, a page at a time.
 */
export async function listSchedule(
  deps: {
    readonly events: Pick<EventStore, 'inRange' | 'byIds'>;
    readonly participants?: Pick<ParticipantStore, 'byUser'> | undefined;
    readonly users: Pick<UserStore, 'getProfile'>;
    readonly clock: Clock;
  },
  input: ScheduleListInput,
): Promise<Result<SchedulePage>> {
  const view = input.view ?? 'week';
  if (!(scheduleViews as readonly string[]).includes(view)) return userError('invalid_input');
  if (input.filter !== undefined && !isEventType(input.filter)) return userError('invalid_input');
  const includePast = input.includePast === true;

  const now = deps.clock.now();
  // A type filter lists the caller's own events only: an event's type is its owner's, not shared.
  const [profile, shared] = await Promise.all([
    deps.users.getProfile(input.userId),
    input.filter === undefined ? participatedEvents(deps, input.userId) : [],
  ]);
  const { zone, assumed } = resolveUserZone(profile.timezone, input.locale);
  const collect = async (range: { from: number; to: number }): Promise<ScheduleEntry[]> => {
    const found: ScheduleEntry[] = [];
    const own = await deps.events.inRange(input.userId, range.from, range.to);
    const all: { event: EventRecord; status?: ScheduledStatus }[] = [
      ...own.map((event) => ({ event })),
      ...shared,
    ];
    for (const { event, status } of all) {
      if (input.filter !== undefined && event.eventType !== input.filter) continue;
      for (const occurrence of occurrences(event.timing, range.from, range.to)) {
        if (!includePast && occurrence.end < now) continue;
        found.push({ event, occurrence, ...(status ? { participation: status } : {}) });
      }
    }
    return found;
  };
  const range = viewRange(view as ScheduleView, now, zone, includePast);
  const entries = await collect(range);
  entries.sort(
    (a, b) =>
      a.occurrence.start - b.occurrence.start ||
      a.event.title.localeCompare(b.event.title) ||
      (a.event.id < b.event.id ? -1 : 1),
  );
  // "Nothing here" must not read as "nothing at all": one more read, only for an empty view.
  const laterExists =
    entries.length === 0 &&
    view !== 'all' &&
    (await collect(viewRange('all', now, zone, false))).some((e) => e.occurrence.start >= range.to);

  const size = scheduleLimits.listPageSize;
  const pageCount = Math.max(1, Math.ceil(entries.length / size));
  const page = Math.min(Math.max(0, Math.trunc(input.page ?? 0)), pageCount - 1);
  return {
    ok: true,
    entries: entries.slice(page * size, page * size + size),
    page,
    pageCount,
    total: entries.length,
    zone,
    zoneAssumed: assumed,
    ...(laterExists ? { laterExists } : {}),
  };
}
