/**
 * A date field and a time field read together as one moment (an event's start: /schedule_create,
 * /schedule_edit's date and time values, the Change time modal), through the date fields' reader
 * (time-fields.ts) and the /remind reader. A module of its own, loaded with the /schedule code:
 * /remind's `until` needs only time-fields.ts. Pure: the clock, zone and locale come in `ctx`.
 */
import { userError, type Result } from './errors.js';
import { readReminderTime } from './reminder-time.js';
import type { TimeContext, TimeReading } from './time-expression.js';
import { isoDay, monthEnd, monthOfField, type LocalDay } from './time-fields.js';
import { addLocalDays, formatDefault, readWallClock } from './zones.js';

/** Which field the caller carried over from the record rather than the user typed (an edit, a prefilled modal). */
export type FieldKind = 'date' | 'time';

/** The machine clock: two-digit hours, a 24-hour clock in every locale (`09:30`, `18:00`). */
const MACHINE_TIME = /^\d{2}:\d{2}$/;
/** English month abbreviations: a date is handed to the reader as `dec 4 2026`, which reads in every locale. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A day as the reader's words: `dec 4 2026` (English reads in every locale; unlike an ISO date, a clock after it keeps its am/pm question). */
function dayWords(d: LocalDay): string {
  return `${MONTHS[d.month - 1] ?? ''} ${d.day} ${d.year}`;
}

/** What the date and time fields say together: the instant, and the zone the text named, if it named one. */
export interface Moment {
  readonly time: number;
  readonly zone?: string;
}

/**
 * A date field and a time field read together as one future moment in `ctx.zone` (an event's
 * start): the rule of decisions.md, "One reader for every date and time field".
 *
 * - `YYYY-MM-DD` (or no date) with `HH:MM`: exactly as the machine formats always read; no date
 *   is today if that time is still ahead, else tomorrow.
 * - Anything else: the date's text then the time's, read by the /remind reader (`tomorrow` +
 *   `3pm`, `friday` + `14:30`, `明日` + `15時`); no date: the time field alone, which may be a
 *   whole expression (`tomorrow 9am`, `in 2 hours`). A date field that is a month reads
 *   `end of march` as its last day and refuses `march` alone (`date_needs_day`).
 * - `kept`: the field carried over from the record (an edit keeps the other half; the Change time
 *   modal opens with both). When the two do not read together, the field the user typed is read
 *   alone as a whole expression (the modal's `tomorrow 9am` under its prefilled date).
 * - `chosen`: the reading a press on the ask prompt picked; it stands for the fields.
 *
 * Refusals: the reader's, with its suggestions and readings (`invalid_time_format`,
 * `time_ambiguous`, `time_too_far`), a past moment as `date_in_past`, and a repeating expression
 * as `time_recurring` (an event's repetition has its own options).
 */
export function readMoment(
  fields: { readonly date?: string | undefined; readonly time?: string | undefined },
  ctx: TimeContext,
  options: { readonly kept?: FieldKind; readonly chosen?: TimeReading | undefined } = {},
): Result<Moment> {
  if (options.chosen !== undefined)
    return options.chosen.time <= ctx.now ? userError('date_in_past') : momentOf(options.chosen);
  const date = fields.date?.trim() ?? '';
  const time = fields.time?.trim() ?? '';
  if ((date === '' || isoDay(date) !== undefined) && MACHINE_TIME.test(time)) {
    const machine = machineStart(date, time, ctx);
    if (machine !== undefined) return machine;
  }
  let dateText = date;
  if (date !== '') {
    const month = monthOfField(date, ctx.locale);
    if (month !== undefined && !month.end) return userError('date_needs_day', { typed: date });
    const day = month !== undefined ? monthEnd(month, ctx) : isoDay(date);
    if (day !== undefined) dateText = dayWords(day);
  }
  const whole = [dateText, time].filter((s) => s !== '').join(' ');
  const typedWhole = [date, time].filter((s) => s !== '').join(' ');
  if (whole === '') return userError('invalid_input');
  let read = readReminderTime(whole, ctx);
  if (
    !read.ok &&
    read.error === 'invalid_time_format' &&
    options.kept !== undefined &&
    date !== '' &&
    time !== ''
  ) {
    const alone = readReminderTime(options.kept === 'date' ? time : date, ctx);
    if (alone.ok || alone.error !== 'invalid_time_format') read = alone;
  }
  if (!read.ok) {
    if (read.error === 'time_in_past') return userError('date_in_past');
    // The refusal names what was typed, not the reader's spelling of the date.
    return read.params?.['typed'] === whole
      ? { ...read, params: { ...read.params, typed: typedWhole } }
      : read;
  }
  if (read.read.recurrence !== undefined || read.read.repeat !== undefined)
    return userError('time_recurring', { typed: typedWhole });
  if (read.read.time <= ctx.now) return userError('date_in_past');
  return momentOf(read.read);
}

function momentOf(r: TimeReading): Result<Moment> {
  return r.zone === undefined
    ? { ok: true, time: r.time }
    : { ok: true, time: r.time, zone: r.zone };
}

/**
 * The machine formats as they always read (decisions.md, Events): `date` (or none: today if still
 * ahead, else tomorrow, read again so a DST change overnight keeps the clock) at `time`, a start
 * not in the past. Undefined when the text is no such date and time (`25:00`): the reader says why.
 */
function machineStart(date: string, time: string, ctx: TimeContext): Result<Moment> | undefined {
  const days = date === '' ? [formatDefault(ctx.now, ctx.zone).slice(0, 10)] : [date];
  if (date === '')
    days.push(formatDefault(addLocalDays(ctx.now, 1, ctx.zone), ctx.zone).slice(0, 10));
  for (const day of days) {
    const read = readWallClock(day, time, ctx.zone);
    if (!read.ok) return undefined;
    if (read.time > ctx.now) return { ok: true, time: read.time };
  }
  return userError('date_in_past');
}
