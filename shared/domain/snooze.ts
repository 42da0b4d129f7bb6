/**
 * Snooze and Stop repeating on a reminder DM (docs/decisions.md, "Reminder DMs"): pure state
 * changes. A snooze adds one extra send beside the series, which keeps its own schedule; each
 * DM (named by its send key) can be snoozed once, and one snooze at a time is pending.
 */
import type { Advanced } from './advanced.js';
import { toIso, withoutFields, type Reminder, type Snooze } from './reminder.js';

/** The Snooze menu's presets, each read by the time-expression parser in the caller's zone. */
export const snoozePresets = {
  m10: 'in 10 minutes',
  h1: 'in 1 hour',
  h3: 'in 3 hours',
  tomorrow: 'tomorrow at 9am',
  week: 'next week',
} as const;
export type SnoozePreset = keyof typeof snoozePresets;

export function isSnoozePreset(value: string): value is SnoozePreset {
  return Object.hasOwn(snoozePresets, value);
}

/** How many DM keys a reminder remembers as snoozed (the oldest are forgotten first). */
export const SNOOZED_SENDS_KEPT = 50;

/** True when the reminder's next send is its snooze (not an occurrence of the series). */
export function isSnoozeSend(r: Reminder): boolean {
  return r.snooze !== undefined && r.snooze.at === r.remindTime;
}

/**
 * The key of the DM the reminder's next send makes: the trigger count before it, or `z` and
 * the snooze instant (seconds, base 36) for a snooze's send. Its buttons carry it, and the
 * delivery nonce ends with it, so a snooze's DM and the series' next one never share a nonce.
 */
export function sendKey(r: Reminder): string {
  return isSnoozeSend(r) && r.snooze
    ? `z${Math.floor(Date.parse(r.snooze.at) / 1000).toString(36)}`
    : String(r.timesTriggered);
}

export type SnoozeRefusal =
  | { readonly kind: 'already_snoozed'; readonly atMs: number | undefined }
  | { readonly kind: 'not_later' };

/**
 * The reminder with one extra send at `atMs`, asked from the DM `key`: a finished reminder
 * comes back to life for that send only (next: null); an active one keeps its series' next
 * occurrence beside it. Refused when this DM was snoozed before, when another snooze is
 * pending, or when `atMs` is not after `nowMs`.
 */
export function applySnooze(
  r: Reminder,
  atMs: number,
  key: string,
  nowMs: number,
): { ok: true; reminder: Reminder } | ({ ok: false } & SnoozeRefusal) {
  if (r.snooze !== undefined)
    return { ok: false, kind: 'already_snoozed', atMs: Date.parse(r.snooze.at) };
  if (r.snoozedSends?.includes(key)) return { ok: false, kind: 'already_snoozed', atMs: undefined };
  if (!(atMs > nowMs)) return { ok: false, kind: 'not_later' };
  const next = r.isActive ? r.remindTime : null;
  const at = toIso(atMs);
  const snooze: Snooze = { at, next };
  return {
    ok: true,
    reminder: {
      ...r,
      isActive: true,
      remindTime: next !== null && next < at ? next : at,
      snooze,
      snoozedSends: [...(r.snoozedSends ?? []), key].slice(-SNOOZED_SENDS_KEPT),
    },
  };
}

/** Stop repeating: the series ends now and a pending snooze with it; the reminder stays listed as finished. */
export function stopSeries(r: Reminder, stoppedAtMs: number): Reminder {
  // A finished reminder's time is when it ended (a series that runs out keeps its last send's):
  // listed with the day it stopped, not a next date that will never come.
  return { ...withoutFields(r, 'snooze'), isActive: false, remindTime: toIso(stoppedAtMs) };
}

/** An advance that also says what becomes of a pending snooze (null: gone; undefined: none was pending). */
export interface SnoozeAdvanced extends Advanced {
  readonly snooze?: Snooze | null;
}

/**
 * The state after a send, with snoozes: the snooze's own send changes nothing of the series
 * (the count stays, remindTime goes back to the series' next occurrence, or the reminder
 * finishes when there is none); a send of the series advances it with `regular` (the spec's (spec-notes.md, Next occurrence)
 * table, or the linked event's occurrences) and keeps the snooze pending beside it.
 */
export function advanceWithSnooze(
  r: Reminder,
  regular: (plain: Reminder) => Advanced,
): SnoozeAdvanced {
  const s = r.snooze;
  if (s === undefined) return regular(r);
  if (s.at === r.remindTime) {
    return s.next === null
      ? {
          timesTriggered: r.timesTriggered,
          isActive: false,
          remindTime: r.remindTime,
          snooze: null,
        }
      : { timesTriggered: r.timesTriggered, isActive: true, remindTime: s.next, snooze: null };
  }
  const advanced = regular(withoutFields(r, 'snooze'));
  const next = advanced.isActive ? advanced.remindTime : null;
  return {
    timesTriggered: advanced.timesTriggered,
    isActive: true,
    remindTime: next !== null && next < s.at ? next : s.at,
    snooze: { at: s.at, next },
  };
}
