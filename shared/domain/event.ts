/**
 * The event vocabulary of the spec (spec-notes.md: Event fields, Enumerations, Custom recurrence_data, Limits)
 * and the slice of an event that the recurrence engine and conflict detection work on.
 */

/** The spec's (spec-notes.md, Enumerations) EventType enumeration. */
export const eventTypes = [
  'personal',
  'work',
  'reminder',
  'meeting',
  'deadline',
  'recurring',
] as const;
export type EventType = (typeof eventTypes)[number];

/** The spec's (spec-notes.md, Enumerations) RecurrencePattern enumeration. */
export const recurrencePatterns = [
  'none',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'custom',
] as const;
export type RecurrencePattern = (typeof recurrencePatterns)[number];

/** The spec's (spec-notes.md, Enumerations) EventStatus enumeration. */
export const eventStatuses = [
  'scheduled',
  'confirmed',
  'cancelled',
  'completed',
  'overdue',
] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * The spec's (spec-notes.md, Custom recurrence_data) three custom patterns, plus every_n_hours and every_n_minutes (exact steps from the anchor instant) and
 * every_n_months (the anchor's day and wall clock every N months, clamped like 'monthly'), which
 * reminders' time expressions can carry.
 */
export const customPatterns = [
  'every_n_days',
  'every_n_weeks',
  'weekday_of_month',
  'every_n_hours',
  'every_n_months',
  'every_n_minutes',
] as const;
export type CustomPattern = (typeof customPatterns)[number];

/** The spec's (spec-notes.md, Custom recurrence_data) `recurrence_data` for the 'custom' pattern, with its defaults applied. */
export interface CustomRecurrence {
  readonly pattern: CustomPattern;
  /** Step for every_n_days, every_n_weeks, every_n_hours, every_n_minutes and every_n_months; default 1. */
  readonly interval: number;
  /** For weekday_of_month; 0 is Monday … 6 is Sunday; default 0. */
  readonly weekday: number;
  /** For weekday_of_month; 1..5, or -1 for the last such weekday of the month; default 1. */
  readonly position: number;
  /**
   * For every_n_weeks: the weekdays of each N-th week (0 = Monday … 6 = Sunday, sorted, unique),
   * weeks running Monday to Sunday from the anchor's week; absent means the anchor's own weekday.
   */
  readonly weekdays?: readonly number[];
  /**
   * Several times of day (minutes after local midnight, sorted, unique), for every pattern but
   * every_n_hours and every_n_minutes: each day of the series has one occurrence at each
   * (series-times.ts). Absent means the anchor's own time of day.
   */
  readonly times?: readonly number[];
}

/** What the recurrence engine needs of an event. */
export interface EventTiming {
  /** Epoch ms of the first occurrence. */
  readonly start: number;
  /** Wall-clock-independent length: every occurrence ends `durationMinutes` after it starts. */
  readonly durationMinutes: number;
  /** IANA identifier or alias; an unrecognized one is read as UTC (the spec's (spec-notes.md, Timezone aliases and conversion) fallback). */
  readonly timezone: string;
  readonly recurrencePattern: RecurrencePattern;
  /** Used by the 'custom' pattern only; null (or unusable) there means no occurrences. */
  readonly recurrenceData: CustomRecurrence | null;
  /** Occurrences taken out of the series (their starts, epoch ms): "delete this occurrence". */
  readonly exceptions?: readonly number[];
  /** The series ends before this instant (epoch ms): "delete this and following". */
  readonly until?: number;
}

/** One occurrence of an event, as epoch-ms instants. */
export interface Occurrence {
  readonly start: number;
  readonly end: number;
}

/** The spec's (spec-notes.md, Limits) max_recurrence_depth: a single expansion yields at most this many occurrences. */
export const MAX_RECURRENCE_DEPTH = 52;

export function isEventType(value: string): value is EventType {
  return (eventTypes as readonly string[]).includes(value);
}

export function isRecurrencePattern(value: string): value is RecurrencePattern {
  return (recurrencePatterns as readonly string[]).includes(value);
}

export function isEventStatus(value: string): value is EventStatus {
  return (eventStatuses as readonly string[]).includes(value);
}

/**
 * `recurrence_data` as stored or received (any shape) → a usable CustomRecurrence with the spec's (spec-notes.md, Custom recurrence_data)
 * defaults (interval 1, weekday 0, position 1), or null when it is empty or cannot drive the
 * engine (unknown pattern, interval below 1, weekday outside 0..6, position outside 1..5 and -1).
 * Storage reads items it does not control, so this is the one place that decides "usable".
 */
export function normalizeCustomRecurrence(data: unknown): CustomRecurrence | null {
  if (data === null || typeof data !== 'object') return null;
  const record = data as Record<string, unknown>;
  const pattern = record['pattern'];
  if (typeof pattern !== 'string' || !(customPatterns as readonly string[]).includes(pattern))
    return null;
  const int = (key: string, fallback: number): number | null => {
    const value = record[key];
    if (value === undefined || value === null) return fallback;
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  };
  const interval = int('interval', 1);
  const weekday = int('weekday', 0);
  const position = int('position', 1);
  if (interval === null || weekday === null || position === null) return null;
  if (pattern !== 'weekday_of_month' && interval < 1) return null;
  if (
    pattern === 'weekday_of_month' &&
    (weekday < 0 || weekday > 6 || !(position === -1 || (position >= 1 && position <= 5)))
  )
    return null;
  const times = timesOfDay(record['times'], pattern);
  if (times === null) return null;
  const base = {
    pattern: pattern as CustomPattern,
    interval,
    weekday,
    position,
    ...(times !== undefined ? { times } : {}),
  };
  const weekdays = record['weekdays'];
  if (pattern !== 'every_n_weeks' || weekdays === undefined || weekdays === null) return base;
  if (!Array.isArray(weekdays) || weekdays.length === 0) return null;
  const days = [...new Set(weekdays as unknown[])];
  if (
    !days.every(
      (d): d is number => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d <= 6,
    )
  )
    return null;
  return { ...base, weekdays: days.sort((a, b) => a - b) };
}

/** `times` as stored: undefined when absent, null when unusable (not minutes of a day, or on an exact-step pattern). */
function timesOfDay(raw: unknown, pattern: string): readonly number[] | undefined | null {
  if (raw === undefined || raw === null) return undefined;
  if (pattern === 'every_n_hours' || pattern === 'every_n_minutes') return null;
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const list = [...new Set(raw as unknown[])];
  if (
    !list.every(
      (m): m is number => typeof m === 'number' && Number.isInteger(m) && m >= 0 && m < 1440,
    )
  )
    return null;
  return list.sort((a, b) => a - b);
}
