/**
 * Validation of what users type into the schedule commands: date, time, duration, zone,
 * recurrence, type, and the /schedule_edit fields. Mistakes come back as the spec's (spec-notes.md, Schedule error classifier)
 * schedule error keys (decisions.md, Events).
 */
import { userError, type Result } from './errors.js';
import type { CustomRecurrence, EventTiming, EventType, RecurrencePattern } from './event.js';
import { parseRepeatRule } from './repeat-rule.js';
import { creatableEventTypes, recurringChoices, scheduleLimits } from './schedule.js';
import { readZoneInput } from './zone-names.js';
import { addLocalDays, formatDefault, readWallClock, zoneOrUtc } from './zones.js';

/** The /schedule_create options that decide when the event happens. */
export interface TimingInput {
  /** YYYY-MM-DD; omitted: today in the event's zone if the time is still ahead, else tomorrow. */
  readonly date?: string | undefined;
  /** HH:MM, 24-hour. */
  readonly time: string;
  readonly duration?: number | undefined;
  /** The `timezone` option; omitted: `savedZone`, else UTC. */
  readonly timezone?: string | undefined;
  /** The caller's /timezone preference. */
  readonly savedZone?: string | undefined;
  readonly recurring?: string | undefined;
  readonly repeatRule?: string | undefined;
}

/** A positive whole number of minutes, up to our bound. */
export function validDuration(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes > 0 && minutes <= scheduleLimits.maxDurationMinutes;
}

/** Minutes typed as text (an edit value, the Change time modal): digits only, else NaN (which validDuration rejects). */
export function minutesOf(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A description: trimmed, blank meaning none, within the limit. */
export function readDescription(value: string | undefined): Result<{ description: string | null }> {
  const description = value?.trim() || null;
  if (description !== null && [...description].length > scheduleLimits.descriptionLength)
    return userError('description_too_long', { max: scheduleLimits.descriptionLength });
  return { ok: true, description };
}

/** `date`+`time` read in `zone`, in the future; the date-omitted rule of decisions.md. */
export function readStart(
  date: string | undefined,
  time: string,
  zone: string,
  now: number,
): Result<{ start: number }> {
  if (date === undefined || date.trim() === '') {
    const today = formatDefault(now, zone).slice(0, 10);
    const first = readWallClock(today, time, zone);
    if (!first.ok) return userError(first.error);
    if (first.time > now) return { ok: true, start: first.time };
    // Tomorrow's date in the zone, read again so a DST change overnight keeps the wall-clock time.
    const tomorrow = formatDefault(addLocalDays(now, 1, zone), zone).slice(0, 10);
    const second = readWallClock(tomorrow, time, zone);
    return second.ok ? { ok: true, start: second.time } : userError(second.error);
  }
  const read = readWallClock(date, time, zone);
  if (!read.ok) return userError(read.error);
  if (read.time <= now) return userError('date_in_past');
  return { ok: true, start: read.time };
}

function readRecurrence(
  recurring: string | undefined,
  repeatRule: string | undefined,
): Result<{ pattern: RecurrencePattern; data: CustomRecurrence | null }> {
  const pattern = (recurring ?? 'none').trim().toLowerCase();
  if (!(recurringChoices as readonly string[]).includes(pattern))
    return userError('recurrence_invalid');
  if (repeatRule === undefined || repeatRule.trim() === '')
    return { ok: true, pattern: pattern as RecurrencePattern, data: null };
  // Two recurrences at once would be a guess about which one was meant.
  if (pattern !== 'none') return userError('recurrence_conflict');
  const data = parseRepeatRule(repeatRule);
  return data ? { ok: true, pattern: 'custom', data } : userError('repeat_rule_invalid');
}

/**
 * The timing of a new event, checked in the order the options appear to a user: zone,
 * duration, recurrence, then date and time (their formats, then the past).
 */
export function readTiming(input: TimingInput, now: number): Result<{ timing: EventTiming }> {
  let zone: string;
  if (input.timezone !== undefined && input.timezone.trim() !== '') {
    const read = readZoneInput(input.timezone);
    if (!read.ok) return userError('timezone_invalid');
    zone = read.zone;
  } else {
    zone = zoneOrUtc(input.savedZone);
  }
  const duration = input.duration ?? scheduleLimits.defaultDurationMinutes;
  if (!validDuration(duration)) return userError('duration_invalid');
  const recurrence = readRecurrence(input.recurring, input.repeatRule);
  if (!recurrence.ok) return recurrence;
  const start = readStart(input.date, input.time, zone, now);
  if (!start.ok) return start;
  return {
    ok: true,
    timing: {
      start: start.start,
      durationMinutes: duration,
      timezone: zone,
      recurrencePattern: recurrence.pattern,
      recurrenceData: recurrence.data,
    },
  };
}

/** The `type` option; default personal. */
export function readEventType(value: string | undefined): EventType | null {
  if (value === undefined) return 'personal';
  return (creatableEventTypes as readonly string[]).includes(value) ? (value as EventType) : null;
}

/** A title: trimmed, not blank, within the limit. */
export function readTitle(value: string): Result<{ title: string }> {
  const title = value.trim().replace(/\s+/g, ' ');
  if (title === '') return userError('invalid_input');
  if ([...title].length > scheduleLimits.titleLength)
    return userError('title_too_long', { max: scheduleLimits.titleLength });
  return { ok: true, title };
}

export const editableFields = ['title', 'description', 'date', 'time', 'duration'] as const;
export type EditableField = (typeof editableFields)[number];

/** What an edit changes: text fields, or a new timing (date, time, duration). */
export type EventChange =
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'description'; readonly description: string | null }
  | { readonly kind: 'timing'; readonly timing: EventTiming };

/**
 * One /schedule_edit: `value` for `field` applied to the current timing. Date and time edits
 * keep the other half of the local start and the duration (decisions.md); a duration edit
 * moves the end. The same checks as create, the past included.
 */
export function readEdit(
  field: string,
  value: string,
  timing: EventTiming,
  now: number,
): Result<{ change: EventChange }> {
  const zone = zoneOrUtc(timing.timezone);
  const [localDate = '', localTime = ''] = formatDefault(timing.start, zone).split(' ');
  switch (field) {
    case 'title': {
      const t = readTitle(value);
      return t.ok ? { ok: true, change: { kind: 'title', title: t.title } } : t;
    }
    case 'description': {
      const d = readDescription(value);
      return d.ok ? { ok: true, change: { kind: 'description', description: d.description } } : d;
    }
    case 'date':
    case 'time': {
      const start = readStart(
        field === 'date' ? value : localDate,
        field === 'time' ? value : localTime,
        zone,
        now,
      );
      return start.ok
        ? { ok: true, change: { kind: 'timing', timing: { ...timing, start: start.start } } }
        : start;
    }
    case 'duration': {
      const minutes = minutesOf(value);
      if (!validDuration(minutes)) return userError('duration_invalid');
      return {
        ok: true,
        change: { kind: 'timing', timing: { ...timing, durationMinutes: minutes } },
      };
    }
    default:
      return userError('invalid_input');
  }
}
