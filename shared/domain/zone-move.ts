/**
 * Moving reminders to a new zone (decisions.md, "The zone before the first reminder"): after the
 * owner's zone changes, the active reminders whose time was read as a wall clock in the earlier
 * zone keep that wall clock in the new one (09:00 in UTC becomes 09:00 in New York). Relative
 * times ("in 2 hours"), times naming their own zone and event reminders (which follow their event)
 * stay where they are. Pure.
 */
import type { Reminder } from './reminder.js';
import { instantOf } from './time/zone.js';
import { wallClockAt, zoneOf } from './zones.js';

/** The instant showing, in `to`, the wall clock `ms` shows in `from`. */
export function sameWallClock(ms: number, from: string, to: string): number {
  const wall = wallClockAt(zoneOf(from), ms);
  return instantOf(zoneOf(to), wall) + wall.millisecond;
}

/**
 * `r` moved from `from` to `to`, or null when it does not move: finished, an event's reminder,
 * read without the zone, read in another zone, snoozed (a snooze is a moment chosen from a DM,
 * not a wall clock: the reminder waits for it), or (moved) already past at `nowMs`. Reminders
 * made before zones were stored were read in UTC.
 */
export function movedToZone(r: Reminder, from: string, to: string, nowMs: number): Reminder | null {
  if (!r.isActive || r.eventId !== undefined || r.zoneFree === true || r.snooze !== undefined)
    return null;
  if (from === to || (r.zone ?? 'UTC') !== from) return null;
  const shift = (iso: string): string =>
    new Date(sameWallClock(Date.parse(iso), from, to)).toISOString();
  const remindTime = shift(r.remindTime);
  if (Date.parse(remindTime) <= nowMs) return null;
  return {
    ...r,
    zone: to,
    remindTime,
    ...(r.anchor !== undefined ? { anchor: shift(r.anchor) } : {}),
    ...(r.until !== undefined ? { until: shift(r.until) } : {}),
  };
}
