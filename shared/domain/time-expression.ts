/**
 * The /remind time-expression parser: the spec's "Time expression rules" 1-8 plus the gaps
 * decisions.md fills (table "Reminders"). Pure: the clock, zone and locale come in `ctx`.
 * Never throws; every input gets a result.
 *
 * Recurring forms, which also set `repeat`: rule 8's bare phrases ('daily', 'every week', …,
 * 'every month'); the same phrases as the date part before ' at ' ('every day at 9am': today if
 * that time is still ahead, else tomorrow; 'weekly at 9:30': next Monday; 'monthly at 3pm':
 * tomorrow); 'every <weekday> at <time>' (today if it is that weekday and the time is still
 * ahead, else the next one: unlike a plain day name, which is strictly after today); and the
 * day-name parser's 'every <weekday>' (strictly after today, 09:00, like '<weekday>').
 */
import { DateTime } from 'luxon';
import type { CustomRecurrence } from './event.js';
import { limits } from './limits.js';
import { clockOf, dateSpecOf, dayNameOf, daysInMonth, durationSeconds, durationStartBefore, isoInstant, type Clock } from './time/grammar.js';
import { isMarker, phrase, standsAlone, tokenize, type Token } from './time/tokenize.js';
import { lexiconFor, type Keyword, type Lexicon, type RepeatKind } from './time/vocabulary.js';
import { DAY_MS, instantOf, localDate, zoneNamed, type LocalDate, type Zone } from './time/zone.js';

export interface TimeContext {
  /** The current instant, epoch ms (UTC). */
  readonly now: number;
  /** The caller's IANA zone, already validated (e.g. 'UTC', 'America/New_York'). */
  readonly zone: string;
  /** The interaction's Discord locale (e.g. 'en-US', 'zh-TW'); selects extra vocabulary. */
  readonly locale: string;
}

export type TimeExpressionError = 'invalid_time_format' | 'time_in_past' | 'time_too_far' | 'time_ambiguous';

/** The recurrence a recurring expression carries (the first occurrence is the result's `time`, the anchor). */
export interface ReadRecurrence {
  readonly pattern: 'daily' | 'weekly' | 'monthly' | 'yearly' | 'custom';
  /** Non-null iff pattern is 'custom'. */
  readonly data: CustomRecurrence | null;
}

export type TimeExpressionResult =
  | {
      readonly ok: true;
      readonly time: number;
      readonly repeat?: RepeatKind;
      /** Set for every recurring expression. */
      readonly recurrence?: ReadRecurrence;
      /** Set only when the text named a zone explicitly (canonical IANA name). */
      readonly zone?: string;
    }
  | {
      readonly ok: false;
      readonly error: TimeExpressionError;
      /** Readable expressions closest to the input, or the candidate readings of an ambiguous one. */
      readonly suggestions?: readonly string[];
    };

/**
 * 2-3 readable expressions close to `text` (for an empty text, a few common choices).
 * Placeholder until the broader reader lands: no suggestions.
 */
export function suggestTimeExpressions(text: string, ctx: TimeContext): string[] {
  void text;
  void ctx;
  return [];
}

const BLOCKED_TOKENS = ['eval(', 'exec(', '__import__', 'globals(', 'locals('] as const;
/** Rules 2.3 and 8: day names and recurring expressions mean 09:00 in the caller's zone. */
const DEFAULT_CLOCK: Clock = { hour: 9, minute: 0, second: 0 };
const HORIZON_MS = limits.reminderHorizonDays * DAY_MS;

/** A parsed time, before the past / horizon checks; undefined means invalid_time_format. */
type Outcome = { readonly time: number; readonly repeat?: RepeatKind } | undefined;

/** One expression being parsed: its tokens and the caller's clock and zone. */
class Parse {
  #today: LocalDate | undefined;
  constructor(
    readonly text: string,
    readonly tokens: readonly Token[],
    readonly lexicon: Lexicon,
    readonly zone: Zone,
    readonly now: number,
  ) {}
  /** Today's date in the caller's zone, computed on first use (relative times never need it). */
  get today(): LocalDate {
    this.#today ??= localDate(this.zone, this.now);
    return this.#today;
  }
}

/**
 * Parses a /remind time expression into an instant (and, for a recurring expression, the repeat
 * pattern it implies).
 * @example parseTimeExpression('tomorrow at 3pm', { now, zone: 'Europe/Berlin', locale: 'en-US' })
 */
export function parseTimeExpression(text: string, ctx: TimeContext): TimeExpressionResult {
  const normalized = normalize(text);
  if (normalized === undefined || !Number.isFinite(ctx.now)) return { ok: false, error: 'invalid_time_format' };
  const lexicon = lexiconFor(ctx.locale);
  const p = new Parse(normalized, tokenize(normalized, lexicon), lexicon, zoneNamed(ctx.zone), ctx.now);
  const outcome = dispatch(p);
  if (outcome === undefined || !Number.isFinite(outcome.time)) return { ok: false, error: 'invalid_time_format' };
  if (outcome.time < ctx.now) return { ok: false, error: 'time_in_past' };
  if (outcome.time > ctx.now + HORIZON_MS) return { ok: false, error: 'time_too_far' };
  return outcome.repeat === undefined ? { ok: true, time: outcome.time } : { ok: true, time: outcome.time, repeat: outcome.repeat };
}

/**
 * The relative-duration grammar alone ('30 minutes', '1 hour 30 min', '1 day', '1.5 hours'),
 * as used by /schedule_remind. Total seconds (to the millisecond), or null when the text is not
 * a duration or sums to zero.
 */
export function parseRelativeDuration(text: string, locale?: string): number | null {
  const normalized = normalize(text);
  if (normalized === undefined) return null;
  const tokens = tokenize(normalized, lexiconFor(locale));
  const seconds = durationSeconds(tokens, 0, tokens.length);
  if (seconds === undefined || !(seconds > 0) || !Number.isFinite(seconds)) return null;
  return Math.round(seconds * 1000) / 1000;
}

/** Rule 1, plus NFKC (full-width digits and letters become ASCII) and single spaces. */
function normalize(text: string): string | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (codePoints(trimmed) > limits.timeExpressionLength) return undefined;
  const lower = trimmed.toLowerCase();
  // NFKC is the identity on ASCII, and most expressions are ASCII with single spaces.
  const normalized = isPlainAscii(lower) ? lower : lower.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
  for (const blocked of BLOCKED_TOKENS) {
    if (lower.includes(blocked) || (normalized !== lower && normalized.includes(blocked))) return undefined;
  }
  return normalized;
}

/** Printable ASCII with single spaces: already normalized. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 126 || (c < 33 && (c !== 32 || text.charCodeAt(i - 1) === 32))) return false;
  }
  return true;
}

/** Length in code points: a surrogate pair is one character, a lone surrogate is one too. */
function codePoints(text: string): number {
  if (text.length <= limits.timeExpressionLength) return text.length;
  let count = text.length;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const before = text.charCodeAt(i - 1);
    if (c >= 0xdc00 && c <= 0xdfff && before >= 0xd800 && before <= 0xdbff) count--;
  }
  return count;
}

/** Rule 2, in the spec's order. */
function dispatch(p: Parse): Outcome {
  const tail = durationAtEnd(p);
  if (tail !== undefined) return relative(p, tail.from, tail.to);
  const at = p.tokens.findIndex((t) => isMarker(t, 'at') && standsAlone(p.text, t));
  if (at >= 0) return atExpression(p, at);
  if (p.tokens.some((t) => t.meaning?.kind === 'weekday')) return dayExpression(p);
  const repeat = recurringPrefix(p);
  if (repeat !== undefined) return recurring(p, repeat);
  const keyword = p.tokens.length <= p.lexicon.longestPhrase ? p.lexicon.keywords.get(phrase(p.tokens, 0, p.tokens.length)) : undefined;
  if (keyword !== undefined) return { time: keywordTime(keyword, p.now) };
  return relative(p, 0, p.tokens.length);
}

/**
 * Rule 2.1: 'in <duration>' ending the expression, or a locale's suffix form ('10分鐘後'). What
 * comes before is ignored, as the spec words it ('tomorrow at 3pm in 2 hours' is now + 2 h).
 */
function durationAtEnd(p: Parse): { from: number; to: number } | undefined {
  const { tokens } = p;
  const n = tokens.length;
  if (isMarker(tokens[n - 1], 'after')) {
    const from = durationStartBefore(tokens, n - 1);
    return from < n - 1 ? { from, to: n - 1 } : undefined;
  }
  for (let i = n - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token !== undefined && isMarker(token, 'in') && standsAlone(p.text, token)) {
      // No duration contains 'in', so only the last one can start the tail.
      return durationSeconds(tokens, i + 1, n) === undefined ? undefined : { from: i + 1, to: n };
    }
  }
  return undefined;
}

/** Rules 4 and 5: summed units from now; when they sum to 0, the text as ISO 8601. */
function relative(p: Parse, from: number, to: number): Outcome {
  const seconds = durationSeconds(p.tokens, from, to);
  if (seconds !== undefined && seconds > 0) return { time: p.now + Math.round(seconds * 1000) };
  const first = p.tokens[from];
  const last = p.tokens[to - 1];
  if (first === undefined || last === undefined) return undefined;
  const time = isoInstant(p.text.slice(first.start, last.end), p.zone);
  return time === undefined ? undefined : { time };
}

/** Rule 6. 'today' is 23:59:59 UTC, as the spec says (not the caller's zone). */
function keywordTime(keyword: Keyword, now: number): number {
  switch (keyword) {
    case 'now':
      return now;
    case 'today':
      return Math.floor(now / DAY_MS) * DAY_MS + DAY_MS - 1000;
    case 'tomorrow':
      return now + DAY_MS;
    case 'yesterday':
      return now - DAY_MS;
    case 'next_week':
      return now + 7 * DAY_MS;
    case 'next_month':
      // Luxon keeps the day of month and clamps it to the month's end (Jan 31 → Feb 28).
      return DateTime.fromMillis(now, { zone: 'utc' }).plus({ months: 1 }).toMillis();
  }
}

/** Rules 2.2 and 7: '<date part> at <time part>', in the caller's zone. */
function atExpression(p: Parse, at: number): Outcome {
  const clock = clockOf(p.tokens, at + 1, p.tokens.length);
  const spec = dateSpecOf(p.tokens, 0, at, p.lexicon);
  if (clock === undefined || spec === undefined) return undefined;
  switch (spec.kind) {
    case 'soonest':
      // Like an event with no date (decisions.md): today if that time is still ahead, else tomorrow.
      return { time: soonest(p, 0, 1, clock) };
    case 'days_from_today':
      return { time: wallTime(p, spec.days, clock) };
    case 'weekday':
      return { time: wallTime(p, daysUntil(p.today.weekday, spec.weekday), clock) };
    case 'calendar':
      return { time: calendarTime(p, spec.year, spec.month, spec.day, clock) };
    case 'recurring':
      return { time: recurringStart(p, spec.repeat, clock), repeat: spec.repeat };
    case 'every_weekday': {
      // The first occurrence: today when it is that weekday and the time is still ahead (unlike
      // a plain day name, which is strictly after today), otherwise the next such weekday.
      const days = (spec.weekday - p.today.weekday + 7) % 7;
      return { time: soonest(p, days, 7, clock), repeat: 'weekly' };
    }
  }
}

/**
 * The first occurrence of a recurring date part at `clock` ('every day at 9am'): daily is today
 * if that time is still ahead, else tomorrow; weekly is the next Monday (7 days ahead on a
 * Monday, as rule 8); monthly is tomorrow (rule 8's "any other recurring form").
 */
function recurringStart(p: Parse, repeat: RepeatKind, clock: Clock): number {
  switch (repeat) {
    case 'daily':
      return soonest(p, 0, 1, clock);
    case 'weekly':
      return wallTime(p, daysUntil(p.today.weekday, 1), clock);
    case 'monthly':
      return wallTime(p, 1, clock);
  }
}

/** `clock` on the day `days` from today if that is not in the past, else `later` days after it. */
function soonest(p: Parse, days: number, later: number, clock: Clock): number {
  const first = wallTime(p, days, clock);
  return first >= p.now ? first : wallTime(p, days + later, clock);
}

/** A date with a year must exist; without one it is its next occurrence not in the past. */
function calendarTime(p: Parse, year: number | undefined, month: number, day: number, clock: Clock): number {
  if (month < 1 || month > 12 || day < 1) return NaN;
  if (year !== undefined) return day <= daysInMonth(year, month) ? instantOf(p.zone, { year, month, day, ...clock }) : NaN;
  // Eight years always contain a 29 February; a date that never exists ends the loop as invalid.
  for (let y = p.today.year; y <= p.today.year + 8; y++) {
    if (day > daysInMonth(y, month)) continue;
    const time = instantOf(p.zone, { year: y, month, day, ...clock });
    if (time >= p.now) return time;
  }
  return NaN;
}

/**
 * Rule 2.3 with decisions.md's day-name parser: '<weekday>', 'next <weekday>' or 'every <weekday>'
 * (which also repeats weekly): the next such weekday strictly after today, 09:00.
 */
function dayExpression(p: Parse): Outcome {
  const dayName = dayNameOf(p.tokens, 0, p.tokens.length);
  if (dayName === undefined) return undefined;
  const time = wallTime(p, daysUntil(p.today.weekday, dayName.weekday), DEFAULT_CLOCK);
  return dayName.every ? { time, repeat: 'weekly' } : { time };
}

/** Rule 2.4: the leading words (longest phrase first) that make an expression recurring. */
function recurringPrefix(p: Parse): RepeatKind | undefined {
  for (let words = Math.min(p.lexicon.longestPhrase, p.tokens.length); words > 0; words--) {
    const repeat = p.lexicon.recurring.get(phrase(p.tokens, 0, words));
    if (repeat !== undefined) return repeat;
  }
  return undefined;
}

/** Rule 8: daily and monthly ('every month' too) start tomorrow 09:00; weekly starts next Monday 09:00. */
function recurring(p: Parse, repeat: RepeatKind): Outcome {
  const days = repeat === 'weekly' ? daysUntil(p.today.weekday, 1) : 1;
  return { time: wallTime(p, days, DEFAULT_CLOCK), repeat };
}

/** Days from `today` to the next `weekday` strictly after it (7 when they are the same). */
function daysUntil(today: number, weekday: number): number {
  return ((weekday - today + 6) % 7) + 1;
}

/** The instant the caller's clock reads `clock`, `days` days after today in their zone. */
function wallTime(p: Parse, days: number, clock: Clock): number {
  return instantOf(p.zone, { year: p.today.year, month: p.today.month, day: p.today.day + days, ...clock });
}
