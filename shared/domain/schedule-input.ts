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
import type { TimeReading } from './time-expression.js';
import { readMoment } from './moment-fields.js';
import { formatDefault, zoneOrUtc } from './zones.js';

/** The /schedule_create options that decide when the event happens. */
export interface TimingInput {
  /**
   * Read together with `time` by the one date-and-time reader (moment-fields.ts, readMoment):
   * `YYYY-MM-DD`, `tomorrow`, `friday`, `end of march`; omitted: today in the event's zone if the
   * time is still ahead, else tomorrow.
   */
  readonly date?: string | undefined;
  /** `HH:MM` (24-hour), `3pm`, `1:30am`, or a whole expression (`tomorrow 9am`). */
  readonly time: string;
  /** The interaction's locale: the reader's language and its clock rule. */
  readonly locale: string;
  /** The reading a press on the ask prompt picked; it stands for `date` and `time`. */
  readonly chosen?: TimeReading | undefined;
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

/** What clears the location in `/schedule_edit field:location value:` (the value cannot be empty). */
export const CLEAR_LOCATION = '-';

/**
 * A location: one line (spaces collapsed, like a title), blank or `-` meaning none, within the
 * limit. Stored as typed; the places that show it in Discord escape its markdown (`inlineText`).
 */
export function readLocation(value: string | undefined): Result<{ location: string | null }> {
  const location = value?.trim().replace(/\s+/g, ' ') || null;
  if (location === null || location === CLEAR_LOCATION) return { ok: true, location: null };
  if ([...location].length > scheduleLimits.locationLength)
    return userError('location_too_long', { max: scheduleLimits.locationLength });
  return { ok: true, location };
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
 * duration, recurrence, then date and time (what the reader makes of them, then the past). A zone
 * the time names (`3pm EST`) is the event's zone unless the `timezone` option gives one.
 */
export function readTiming(input: TimingInput, now: number): Result<{ timing: EventTiming }> {
  let zone: string;
  const zoneGiven = input.timezone !== undefined && input.timezone.trim() !== '';
  if (input.timezone !== undefined && zoneGiven) {
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
  const start = readMoment(
    { date: input.date, time: input.time },
    { now, zone, locale: input.locale },
    { chosen: input.chosen },
  );
  if (!start.ok) return start;
  return {
    ok: true,
    timing: {
      start: start.time,
      durationMinutes: duration,
      timezone: !zoneGiven && start.zone !== undefined ? start.zone : zone,
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

// The editable fields live with the schedule's constants, so /schedule_edit's definition reads them without this module.
export { editableFields, type EditableField } from './schedule.js';

/** What an edit changes: text fields, or a new timing (date, time, duration). */
export type EventChange =
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'description'; readonly description: string | null }
  | { readonly kind: 'location'; readonly location: string | null }
  | { readonly kind: 'timing'; readonly timing: EventTiming };

/**
 * One /schedule_edit: `value` for `field` applied to the current timing. Date and time edits
 * keep the other half of the local start and the duration (decisions.md), read together by the
 * one reader (`friday` keeps the clock, `3pm` the day); a value that does not read with the kept
 * half is read alone (`tomorrow 9am`). A duration edit moves the end. The same checks as create,
 * the past included. `ctx`: the clock and the caller's locale (the event's zone is its own).
 */
export function readEdit(
  field: string,
  value: string,
  timing: EventTiming,
  ctx: { readonly now: number; readonly locale: string; readonly chosen?: TimeReading | undefined },
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
    case 'location': {
      const l = readLocation(value);
      return l.ok ? { ok: true, change: { kind: 'location', location: l.location } } : l;
    }
    case 'date':
    case 'time': {
      const start = readMoment(
        {
          date: field === 'date' ? value : localDate,
          time: field === 'time' ? value : localTime,
        },
        { now: ctx.now, zone, locale: ctx.locale },
        { kept: field === 'date' ? 'time' : 'date', chosen: ctx.chosen },
      );
      return start.ok
        ? { ok: true, change: { kind: 'timing', timing: { ...timing, start: start.time } } }
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
