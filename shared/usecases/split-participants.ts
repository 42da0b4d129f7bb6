/**
 * An occurrence split off a shared series by an edit (docs/decisions.md, "Shared events: location
 * and the remaining gaps"): the people going to the series are going to it too. Their answers
 * are pressed again on the new event through the press path, each with the snowflake of the
 * press that gave it on the series (so the waitlist keeps its order, and a retried edit changes
 * nothing: the same press twice is one answer); their reminders are made for it at once, and
 * their calendars follow from the rows (the participants' stream).
 */
import { compareOrder, type Answer } from '../domain/participation.js';
import type { EventRecord } from '../domain/schedule.js';
import { syncParticipantReminders, type ParticipantReminderDeps } from './participant-reminders.js';
import type { ParticipantRow, ParticipantStore } from './participation-ports.js';

export interface SplitParticipantDeps extends Omit<ParticipantReminderDeps, 'participants'> {
  readonly participants: Pick<ParticipantStore, 'shared' | 'list' | 'open' | 'press' | 'row'>;
}

const carried: Partial<Record<ParticipantRow['status'], Answer>> = {
  accepted: 'going',
  tentative: 'maybe',
  waitlisted: 'going',
};

/** Carries the series' going, maybe and waitlisted participants to `detached`; its capacity too. */
export async function carryParticipants(
  deps: SplitParticipantDeps,
  series: EventRecord,
  detached: EventRecord,
  locale: string,
): Promise<void> {
  const shared = await deps.participants.shared(series.id);
  if (!shared) return;
  const rows = (await deps.participants.list(series.id)).filter(
    (r) => carried[r.status] !== undefined && r.userId !== series.userId,
  );
  if (rows.length === 0) return;
  const opened = await deps.participants.open(detached.id, series.userId, shared.capacity);
  if (opened.kind !== 'opened') return;
  const press = (r: ParticipantRow) =>
    deps.participants.press(detached.id, r.userId, carried[r.status] as Answer, r.order);
  // Those with a place first (they fit: the capacity is the series'), then the line in its order.
  await Promise.all(rows.filter((r) => r.status !== 'waitlisted').map(press));
  for (const r of rows
    .filter((w) => w.status === 'waitlisted')
    .sort((a, b) => compareOrder(a.order, b.order)))
    await press(r);
  await syncParticipantReminders(deps, {
    event: detached,
    userIds: rows.map((r) => r.userId),
    locale,
  });
}
