/**
 * Changes reach people (issue 22, item 6): when the owner edits the title, time, duration or
 * location of a shared event, each participant going or maybe gets one notice saying what
 * changed; when the owner deletes it, each participant who had not declined is told once (the
 * rows go with the event). An edit or deletion of one occurrence (or of it and the following
 * ones) tells those going or maybe once, naming the occurrence. Notices are sent by the
 * dispatcher (domain/notice.ts).
 */
import {
  eventChanges,
  noticeId,
  type Notice,
  type NoticeBody,
  type OccurrenceRef,
} from '../domain/notice.js';
import type { ParticipantStatus } from '../domain/participation.js';
import { nextOccurrenceAfter } from '../domain/recurrence.js';
import { toIso } from '../domain/reminder.js';
import type { EventRecord } from '../domain/schedule.js';
import { serverEventNotice } from '../domain/server-event.js';
import type {
  NoticeStore,
  ParticipantRow,
  ParticipantStore,
  SharedEvent,
} from './participation-ports.js';
import type { Clock } from './ports.js';

export interface EventChangeDeps {
  readonly participants: Pick<ParticipantStore, 'list' | 'shared'>;
  readonly notices: NoticeStore;
  readonly clock: Clock;
}

/** Who hears of an edit: those going or maybe. */
const toldOfEdits: readonly ParticipantStatus[] = ['accepted', 'tentative'];
/** Who hears of a deletion: everyone who had not declined. */
const toldOfDeletion: readonly ParticipantStatus[] = [
  'accepted',
  'tentative',
  'waitlisted',
  'invited',
];

async function tell(
  deps: EventChangeDeps,
  rows: readonly ParticipantRow[],
  statuses: readonly ParticipantStatus[],
  body: NoticeBody,
  cause: string,
  locale: string,
): Promise<void> {
  const now = deps.clock.now();
  const notices: Notice[] = rows
    .filter((r) => statuses.includes(r.status))
    .map((r) => ({
      id: noticeId(body.kind, body.eventId, r.userId, cause),
      userId: r.userId,
      dueTime: toIso(now),
      locale,
      body,
    }));
  if (notices.length > 0) await deps.notices.send(notices);
}

/**
 * After an edit: one notice to each participant going or maybe, when the title, next start,
 * duration or location changed. For an edit of the whole event `before` and `after` are the
 * event; for an `occurrence` (split off as a new event), `before` is the series with the edited
 * part's timing and `after` the new event, and the notice is about the series (the participants'
 * event). `locale`: the owner's, for a participant with no language stored.
 */
export async function tellEdit(
  deps: EventChangeDeps,
  before: EventRecord,
  after: EventRecord,
  locale: string,
  occurrence?: OccurrenceRef,
): Promise<void> {
  const changes = eventChanges(before, after, deps.clock.now());
  // The server's scheduled event follows the description and status too.
  if (
    changes.length > 0 ||
    before.description !== after.description ||
    before.status !== after.status
  )
    await syncServerEvent(deps, before, `${after.updatedAt}:${occurrence?.start ?? ''}`, locale);
  if (changes.length === 0) return;
  const rows = await deps.participants.list(before.id);
  // One notice per edit: the edit's time stamp, the occurrence and what it changed tell edits apart.
  await tell(
    deps,
    rows,
    toldOfEdits,
    {
      kind: 'changed',
      eventId: before.id,
      ownerId: before.userId,
      changes,
      ...(occurrence ? { occurrence } : {}),
    },
    `${after.updatedAt}:${occurrence ? `${occurrence.scope}@${occurrence.start}:` : ''}${JSON.stringify(changes)}`,
    locale,
  );
}

/**
 * When a shared event's server has a scheduled event for it (docs/decisions.md, "Shared events:
 * the server's scheduled event"), the dispatcher brings it in step with the event as it is now.
 */
async function syncServerEvent(
  deps: EventChangeDeps,
  event: EventRecord,
  cause: string,
  locale: string,
): Promise<void> {
  const server = (await deps.participants.shared(event.id))?.serverEvent;
  if (server)
    await deps.notices.send([
      serverEventNotice(
        {
          eventId: event.id,
          ownerId: event.userId,
          guildId: server.guildId,
          channelId: server.channelId,
        },
        cause,
        deps.clock.now(),
        locale,
      ),
    ]);
}

/** What a deletion tells: the rows, and the server's scheduled event to cancel. */
export interface ToTell {
  readonly rows: readonly ParticipantRow[];
  readonly serverEvent?: SharedEvent['serverEvent'];
}

/** Before a deletion: the rows that will be told and the server event (read while they still exist). */
export async function rowsToTell(deps: EventChangeDeps, eventId: string): Promise<ToTell> {
  const [rows, shared] = await Promise.all([
    deps.participants.list(eventId),
    deps.participants.shared(eventId),
  ]);
  return { rows, ...(shared?.serverEvent ? { serverEvent: shared.serverEvent } : {}) };
}

/**
 * After a deletion: one notice to each participant who had not declined, with what the event
 * was. With an `occurrence` (that one, or it and the following, deleted; the event stays): to
 * each participant going or maybe, naming it.
 */
export async function tellDeletion(
  deps: EventChangeDeps,
  event: EventRecord,
  { rows, serverEvent }: ToTell,
  locale: string,
  occurrence?: OccurrenceRef,
): Promise<void> {
  // The whole event gone: its server event is cancelled; an occurrence: it moves on.
  if (serverEvent && occurrence)
    await syncServerEvent(deps, event, `${event.updatedAt}:${occurrence.start}`, locale);
  else if (serverEvent)
    await deps.notices.send([
      serverEventNotice(
        { eventId: event.id, ownerId: event.userId, ...serverEvent, cancel: serverEvent.id },
        'cancel',
        deps.clock.now(),
        locale,
      ),
    ]);
  await tell(
    deps,
    rows,
    occurrence ? toldOfEdits : toldOfDeletion,
    {
      kind: 'cancelled',
      eventId: event.id,
      ownerId: event.userId,
      title: event.title,
      start:
        occurrence?.start ??
        nextOccurrenceAfter(event.timing, deps.clock.now() - 1)?.start ??
        event.timing.start,
      ...(occurrence ? { occurrence } : {}),
    },
    occurrence ? `${event.updatedAt}:${occurrence.scope}@${occurrence.start}` : 'deleted',
    locale,
  );
}
