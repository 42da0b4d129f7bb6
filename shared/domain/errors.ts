import type { TimeReading } from './time-expression.js';

/**
 * Error keys. Each key is also the translation-catalog key under `errors.`.
 * The spec's (spec-notes.md, Reminder error classifier, Schedule error classifier) keys, plus the ones decisions.md adds.
 */
export const reminderErrorKeys = [
  'time_in_past',
  'invalid_time_format',
  'time_too_far',
  'reminder_too_long',
  'reminder_not_found',
  'too_many_reminders',
] as const;

export const scheduleErrorKeys = [
  'event_not_found',
  'invalid_date_format',
  'invalid_time_format',
  'date_in_past',
  'duration_invalid',
  'timezone_invalid',
  'recurrence_invalid',
  'permission_denied',
  'overlapping_events',
  'database_error',
] as const;

export const addedErrorKeys = [
  'invalid_repeat',
  'rate_limited',
  'too_many_events',
  'draft_expired',
  'unknown_command',
  'invalid_input',
  'not_your_button',
  'not_your_reminder',
  'internal_error',
  'title_too_long',
  'description_too_long',
  'location_too_long',
  'repeat_rule_invalid',
  'recurrence_conflict',
  'time_ambiguous',
  // A wall-clock time by a caller with no zone (docs/decisions.md, "The zone before the first reminder").
  'zone_unknown',
  // An abbreviation naming several zones (IST: India, Ireland, Israel), where one zone is wanted.
  'timezone_ambiguous',
  'until_invalid',
  'until_before_start',
  'until_too_far',
  'until_needs_repeat',
  // One reader for every date and time field (docs/decisions.md).
  'date_needs_day',
  'time_recurring',
  // Reminder DMs and /edit_reminder (docs/decisions.md, "Reminder DMs").
  'reminder_gone',
  'reminder_busy',
  'already_snoozed',
  'snooze_used',
  'snooze_one_time',
  'edit_nothing',
  'reminder_not_found_edit',
  'reminder_finished',
  'edit_event_reminder',
  // Pause, resume and skip (docs/decisions.md, "Series controls").
  'series_not_repeating',
  'series_paused',
  'skip_last',
  // A Skip press from a DM whose next occurrence was skipped or moved since (a double click).
  'skip_stale',
  'repeat_too_often',
  'occurrence_not_recurring',
  'occurrence_not_found',
  // Calendar sync (docs/decisions.md, "Calendar sync").
  'calendar_provider_unavailable',
  'caldav_invalid_url',
  'caldav_invalid_fields',
  'calendar_sync_rate_limited',
  // CalDAV outbound calls (docs/decisions.md): one outcome for every failed check.
  'caldav_connect_failed',
  // notification_method: webhook (docs/decisions.md, "Webhook delivery").
  'webhook_url_invalid',
  'webhook_url_host',
  'webhook_url_needed',
  'webhook_unavailable',
] as const;

export type ReminderErrorKey = (typeof reminderErrorKeys)[number];
export type ScheduleErrorKey = (typeof scheduleErrorKeys)[number];
export type ErrorKey = ReminderErrorKey | ScheduleErrorKey | (typeof addedErrorKeys)[number];

export const allErrorKeys: readonly ErrorKey[] = [
  ...new Set<ErrorKey>([...reminderErrorKeys, ...scheduleErrorKeys, ...addedErrorKeys]),
];

/** An expected user mistake: a reason code (the catalog key) and the values its message names. */
export interface UserError {
  readonly ok: false;
  readonly error: ErrorKey;
  readonly params?: Readonly<Record<string, ErrorParam>>;
  /**
   * `time_ambiguous`: the readings a caller that can ask offers (decisions.md, "Ask instead of
   * guessing"); `zone_unknown`: the time read in each zone offered, each naming its zone.
   */
  readonly readings?: readonly TimeReading[];
}

/** A value an error message names; a list is for examples or candidates, which the reply formats. */
export type ErrorParam = string | number | readonly string[];

export type Result<T> = ({ readonly ok: true } & T) | UserError;

export function userError(error: ErrorKey, params?: Record<string, ErrorParam>): UserError {
  return params ? { ok: false, error, params } : { ok: false, error };
}

/**
 * The spec's (spec-notes.md, Reminder error classifier) reminder classifier, for errors that arrive as text (tested in this order).
 * Our own failures carry typed keys and never pass through here.
 */
export function classifyReminderError(text: string): ReminderErrorKey {
  const t = text.toLowerCase();
  if (t.includes('past') || t.includes('before')) return 'time_in_past';
  if (t.includes('format') || t.includes('parse')) return 'invalid_time_format';
  if (t.includes('too far') || t.includes('year')) return 'time_too_far';
  if (t.includes('length') || t.includes('long')) return 'reminder_too_long';
  if (t.includes('not found') || t.includes('permission')) return 'reminder_not_found';
  return 'invalid_time_format';
}

/** The spec's (spec-notes.md, Schedule error classifier) schedule classifier, for errors that arrive as text (tested in this order). */
export function classifyScheduleError(text: string): ScheduleErrorKey {
  const t = text.toLowerCase();
  if (t.includes('not found') || t.includes('no such')) return 'event_not_found';
  if (t.includes('date') && t.includes('format')) return 'invalid_date_format';
  if (t.includes('time') && t.includes('format')) return 'invalid_time_format';
  if (t.includes('past') || t.includes('before')) return 'date_in_past';
  if (t.includes('duration') || t.includes('invalid')) return 'duration_invalid';
  if (t.includes('timezone')) return 'timezone_invalid';
  if (t.includes('recurrence')) return 'recurrence_invalid';
  if (t.includes('permission') || t.includes('denied')) return 'permission_denied';
  if (t.includes('overlap')) return 'overlapping_events';
  return 'database_error';
}
