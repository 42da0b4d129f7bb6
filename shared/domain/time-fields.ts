/**
 * One reader for every field that asks for a date or a time (decisions.md, "One reader for every
 * date and time field"): /schedule_create's `date` and `time`, /schedule_edit's date and time
 * values, the Change time modal, and /remind's `until`. Each reads through the /remind reader
 * (parseTimeExpression, via readReminderTime: the same languages, refusals, suggestions and
 * readings to ask between); the machine formats (`YYYY-MM-DD`, `HH:MM`) keep their exact meaning.
 * The date and time read together as one moment (readMoment) are moment-fields.ts, loaded with
 * the /schedule code. Pure: the clock, zone and locale come in `ctx`.
 */
import { userError, type Result } from './errors.js';
import { readReminderTime } from './reminder-time.js';
import type { TimeContext, TimeExpressionError } from './time-expression.js';
import { normalize } from './time/normalize.js';
import { isMarker, tokenize } from './time/tokenize.js';
import { lexiconFor } from './time/vocabulary.js';
import { instantOf } from './time/zone.js';
import { wallClockAt, zoneOf } from './zones.js';

/** A local calendar day. */
export interface LocalDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const lastDayOf = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `YYYY-MM-DD` as a day, when it names one (2026-02-30 does not). */
export function isoDay(text: string): LocalDay | undefined {
  const m = ISO_DATE.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDayOf(year, month)
    ? { year, month, day }
    : undefined;
}

/**
 * A date field that names a month and no day: `march`, `März 2027`, `3月`, and with the reader's
 * end word, `end of march`. Undefined for anything else (the reader reads it).
 */
export function monthOfField(
  text: string,
  locale: string,
): { readonly month: number; readonly year?: number; readonly end: boolean } | undefined {
  const normalized = normalize(text);
  if (normalized === undefined) return undefined;
  const tokens = tokenize(normalized, lexiconFor(locale));
  let month: number | undefined;
  let year: number | undefined;
  let end = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === undefined) break;
    const next = tokens[i + 1];
    if (t.meaning?.kind === 'month' && month === undefined) month = t.meaning.month;
    else if (isMarker(t, 'end')) end = true;
    else if (t.type === 'number' && /^\d{4}$/.test(t.text) && year === undefined) year = t.value;
    // '3月', '3월': a month number and its mark.
    else if (t.type === 'number' && isMarker(next, 'month_mark') && t.value >= 1 && t.value <= 12) {
      if (month !== undefined) return undefined;
      month = t.value;
      i++;
    } else if (!(
      isMarker(t, 'the') ||
      isMarker(t, 'in') ||
      isMarker(t, 'filler') ||
      t.text === 'of'
    ))
      return undefined;
  }
  if (month === undefined) return undefined;
  return year === undefined ? { month, end } : { month, year, end };
}

/** The month's last day, in its next occurrence whose end is not past (this month counts). */
export function monthEnd(month: { month: number; year?: number }, ctx: TimeContext): LocalDay {
  const today = wallClockAt(zoneOf(ctx.zone), ctx.now);
  const year = month.year ?? (month.month >= today.month ? today.year : today.year + 1);
  return { year, month: month.month, day: lastDayOf(year, month.month) };
}

/** A reading refused for a date field: the reader's own reasons, and a month with no day where one is needed. */
export type DayError = TimeExpressionError | 'date_needs_day';

/**
 * A field that asks for a date alone (/remind's `until`), read as a local day in `ctx.zone`:
 * `YYYY-MM-DD`; a month (`march`, `end of march`: its last day, this month's included); else
 * anything the reader reads (`friday`, `tomorrow`, `dec 24`, `15. März`), of which the day counts.
 */
export function readDayField(text: string, ctx: TimeContext): Result<{ day: LocalDay }> {
  const typed = text.trim();
  const exact = isoDay(typed);
  if (exact !== undefined) return { ok: true, day: exact };
  if (ISO_DATE.test(typed)) return userError('invalid_date_format', { typed });
  const month = monthOfField(typed, ctx.locale);
  if (month !== undefined) return { ok: true, day: monthEnd(month, ctx) };
  const read = readReminderTime(typed, ctx);
  if (!read.ok) return read;
  const w = wallClockAt(zoneOf(ctx.zone), read.read.time);
  return { ok: true, day: { year: w.year, month: w.month, day: w.day } };
}

/** The instant a local day starts (00:00 in `zone`; a DST gap at midnight moves it forward). */
export function dayStart(day: LocalDay, zone: string): number {
  return instantOf(zoneOf(zone), { ...day, hour: 0, minute: 0, second: 0 });
}
