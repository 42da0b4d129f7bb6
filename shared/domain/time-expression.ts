/**
 * The /remind time-expression parser. The reader (time/reader.ts) reads first: every form of the
 * spec's "Time expression rules" 1-8 (spec-notes.md, Time expression rules) with the spec's
 * meaning and the gaps decisions.md fills, the second edition's corrections (recurring forms with
 * a time, 'in <duration>' after a date or time, calendar months and years, 'today' in the
 * caller's zone), and the forms of each language's table. What the reader leaves goes to rule 2's
 * dispatch, in the spec's order (ISO instants, a missing time part, rule 2.1's suffix forms);
 * what neither reads is invalid. Pure: the clock, zone and locale come in `ctx`. Never throws.
 *
 * Recurring forms also set `recurrence` (and `repeat` for daily, weekly and monthly): rule 8's
 * bare phrases; the same phrases before ' at ' ('every day at 9am': today if that time is still
 * ahead, else tomorrow; 'weekly at 9:30': next Monday; 'monthly at 3pm': tomorrow); 'every
 * <weekday> at <time>' (today if still ahead); the day-name parser's 'every <weekday>' (strictly
 * after today, 09:00); and the reader's recurrences ('every 2 weeks', 'every last friday', …).
 */
import { limits } from './limits.js';
import { normalize } from './time/normalize.js';
import {
  calendarTime,
  daysUntil,
  Moment,
  plusMonths,
  soonest,
  wallClockOf,
  wallTime,
} from './time/calendar.js';
import {
  clockOf,
  dateSpecOf,
  dayNameOf,
  durationOf,
  durationSeconds,
  durationStartBefore,
  isoInstant,
  type Clock,
} from './time/grammar.js';
import { readExpression, type Reading } from './time/reader.js';
import {
  NINE,
  plusSpan,
  resolveReading,
  type Either,
  type Outcome,
  type ReadRecurrence,
  type Timed,
} from './time/resolve.js';
import { ambiguousSuggestions, suggestionsFor } from './time/suggest.js';
import {
  isMarker,
  phrase,
  standsAlone,
  tokenBefore,
  tokenize,
  type Token,
} from './time/tokenize.js';
import { lexiconFor, type Keyword, type Lexicon, type RepeatKind } from './time/vocabulary.js';
import { secondReading, undottedWeekday } from './time/second-reading.js';
import { seasonOffset, zonesForAbbreviation } from './time/zone-abbreviations.js';
import { DAY_MS, zoneNamed, type Zone } from './time/zone.js';

export type { ReadRecurrence } from './time/resolve.js';
export type { RepeatKind } from './time/vocabulary.js';

export interface TimeContext {
  /** The current instant, epoch ms (UTC). */
  readonly now: number;
  /** The caller's IANA zone, already validated (e.g. 'UTC', 'America/New_York'). */
  readonly zone: string;
  /** The interaction's Discord locale (e.g. 'en-US', 'zh-TW'); selects extra vocabulary. */
  readonly locale: string;
}

export type TimeExpressionError =
  'invalid_time_format' | 'time_in_past' | 'time_too_far' | 'time_ambiguous';

/** An expression read as one instant (and, for a recurring one, its rule). */
export interface TimeReading {
  readonly ok: true;
  readonly time: number;
  /** The spec's (spec-notes.md, Reminder fields) repeat_pattern, only for plain daily / weekly / monthly recurrences. */
  readonly repeat?: RepeatKind;
  /** Set for every recurring expression. */
  readonly recurrence?: ReadRecurrence;
  /** Set only when the text named a zone ('3pm EST'): its canonical IANA name. */
  readonly zone?: string;
}

export type TimeExpressionResult =
  | TimeReading
  | {
      readonly ok: false;
      readonly error: TimeExpressionError;
      /**
       * `time_ambiguous`: its readings spelled out, each an expression that reads back to it alone.
       * An unreadable expression's closest readable forms: suggestTimeExpressions.
       */
      readonly suggestions?: readonly string[];
      /**
       * `time_ambiguous`: the readings people really use (two or more, each neither past nor too
       * far), in the order to offer them. A caller that can ask offers them; one that cannot refuses.
       */
      readonly readings?: readonly TimeReading[];
    };

/** Rules 2.3 and 8: day names and recurring expressions mean 09:00 in the caller's zone. */
const DEFAULT_CLOCK: Clock = NINE;
const HORIZON_MS = limits.reminderHorizonDays * DAY_MS;

/** One expression being parsed: its tokens and the caller's clock and zone (fields declared, as Moment's). */
class Parse extends Moment {
  declare readonly text: string;
  declare readonly tokens: readonly Token[];
  declare readonly lexicon: Lexicon;
  declare readonly locale: string;
  declare readonly zoneName: string;
  constructor(
    text: string,
    tokens: readonly Token[],
    lexicon: Lexicon,
    zone: Zone,
    now: number,
    locale: string,
    zoneName: string,
  ) {
    super(zone, now);
    this.text = text;
    this.tokens = tokens;
    this.lexicon = lexicon;
    this.locale = locale;
    this.zoneName = zoneName;
  }
}

/**
 * Two or three readable expressions close to `text` (for an empty text, common choices), each
 * one that parseTimeExpression reads in `ctx`. Pure and fast (a few dozen parses at most). An
 * unreadable expression's refusal does not carry them: the search parses a few dozen candidates
 * (bench -- parser: tens of µs against about one for a parse), so it runs only where a reply
 * offers them (readReminderTime, the /remind preview).
 */
export function suggestTimeExpressions(text: string, ctx: TimeContext): string[] {
  return suggestionsFor(typeof text === 'string' ? text : '', ctx, parseTimeExpression);
}

/**
 * Parses a /remind time expression into an instant (and, for a recurring expression, the repeat
 * pattern it implies).
 * @example parseTimeExpression('tomorrow at 3pm', { now, zone: 'Europe/Berlin', locale: 'en-US' })
 */
export function parseTimeExpression(text: string, ctx: TimeContext): TimeExpressionResult {
  const normalized = normalize(text);
  if (normalized === undefined || !Number.isFinite(ctx.now))
    return { ok: false, error: 'invalid_time_format' };
  const lexicon = lexiconFor(ctx.locale);
  const locale = typeof ctx.locale === 'string' ? ctx.locale : '';
  const zoneName = typeof ctx.zone === 'string' ? ctx.zone : '';
  const p = new Parse(
    normalized,
    tokenize(normalized, lexicon),
    lexicon,
    zoneNamed(ctx.zone),
    ctx.now,
    locale,
    zoneName,
  );
  // The reader gives every spec form the spec's meaning (tested) and is the cheaper first try;
  // the spec's dispatch (spec-notes.md, Time expression rules) reads what it leaves: ISO instants, a missing time part ('tomorrow at'),
  // rule 2.1's suffix forms ('10分鐘後').
  const outcome =
    (p.lexicon.undottedWeekday
      ? undottedWeekday(p.tokens, p.lexicon, (tokens) =>
          read(new Parse(p.text, tokens, p.lexicon, p.zone, p.now, p.locale, p.zoneName)),
        )
      : undefined) ??
    read(p) ??
    dispatch(p);
  if (outcome === undefined)
    return (
      (lexicon.eitherPhrases.size > 0 ? eitherPhrase(normalized, ctx, lexicon) : undefined) ?? {
        ok: false,
        error: 'invalid_time_format',
      }
    );
  if ('either' in outcome) return ask(p, outcome);
  // A form the locale's table says people also read another way ('16 uur', 'mar 21').
  const other = p.lexicon.asks
    ? secondReading(p, p.tokens, p.lexicon, outcome, zoneName)
    : undefined;
  if (other === undefined) return checked(outcome, ctx.now);
  return 'either' in other ? ask(p, other) : checked(other, ctx.now);
}

/**
 * A text the reader refuses whose first words the table says people use for either of two phrases
 * (`asks.eitherPhrases`: Polish 'tydzień od 16 marca', the week from the date as 'w tygodniu od'
 * or a week from it as 'za tydzień od'): the text read with each phrase, every reading offered.
 * Undefined (refused) when one of them is not read or is a repeat; the first refusal when one is
 * past or too far (the user may have meant it): never one reading chosen for the user.
 */
function eitherPhrase(
  text: string,
  ctx: TimeContext,
  lexicon: Lexicon,
): TimeExpressionResult | undefined {
  for (const [phrase, ways] of lexicon.eitherPhrases) {
    if (!text.startsWith(`${phrase} `)) continue;
    const rest = text.slice(phrase.length);
    const readings: TimeReading[] = [];
    for (const way of ways) {
      const r = parseTimeExpression(`${way}${rest}`, ctx);
      if (r.ok && r.recurrence === undefined) readings.push(r);
      else if (!r.ok && r.error === 'time_ambiguous' && r.readings !== undefined)
        readings.push(...r.readings);
      else return r.ok || r.error === 'invalid_time_format' ? undefined : r;
    }
    const distinct = readings.filter(
      (r, i) => readings.findIndex((o) => o.time === r.time && o.zone === r.zone) === i,
    );
    if (distinct.length < 2) return undefined;
    const zone = typeof ctx.zone === 'string' ? ctx.zone : '';
    return {
      ok: false,
      error: 'time_ambiguous',
      readings: distinct,
      suggestions: distinct.map((r) => spelledOut(r, zone)),
    };
  }
  return undefined;
}

/** One reading, refused when it is no time, past or beyond the horizon. */
function checked(outcome: Timed, now: number): TimeExpressionResult {
  if (!Number.isFinite(outcome.time)) return { ok: false, error: 'invalid_time_format' };
  if (outcome.time < now) return { ok: false, error: 'time_in_past' };
  if (outcome.time > now + HORIZON_MS) return { ok: false, error: 'time_too_far' };
  // Only the fields that are set: a plain result is { ok, time }.
  if (
    outcome.repeat === undefined &&
    outcome.recurrence === undefined &&
    outcome.zone === undefined
  )
    return { ok: true, time: outcome.time };
  const result: {
    ok: true;
    time: number;
    repeat?: RepeatKind;
    recurrence?: ReadRecurrence;
    zone?: string;
  } = { ok: true, time: outcome.time };
  if (outcome.repeat !== undefined) result.repeat = outcome.repeat;
  if (outcome.recurrence !== undefined) result.recurrence = outcome.recurrence;
  if (outcome.zone !== undefined) result.zone = outcome.zone;
  return result;
}

/**
 * Two or more readings: those that are times ahead within the horizon are offered; when only one
 * is, it is the reading; when none is, the first one's refusal stands.
 */
function ask(p: Parse, outcome: Either): TimeExpressionResult {
  if (outcome.repeats !== undefined)
    return { ok: false, error: 'time_ambiguous', suggestions: outcome.repeats };
  const readings: TimeReading[] = [];
  let refusal: TimeExpressionResult | undefined;
  for (const one of outcome.either) {
    const r = checked(one, p.now);
    if (!r.ok) refusal ??= r;
    else if (!readings.some((o) => o.time === r.time && o.zone === r.zone)) readings.push(r);
  }
  const [first] = readings;
  if (first === undefined) return refusal ?? { ok: false, error: 'invalid_time_format' };
  if (readings.length === 1) return first;
  // The readings spelled out, built with the refusal: a few string joins, and only for an ask.
  return {
    ok: false,
    error: 'time_ambiguous',
    readings,
    suggestions:
      outcome.parts === undefined
        ? readings.map((r) => spelledOut(r, p.zoneName))
        : ambiguousSuggestions(p.text, outcome.parts, p.lexicon),
  };
}

/** A one-off reading as an expression that reads back to it alone: '2026-03-13 at 09:00' (with its zone if named). */
function spelledOut(r: TimeReading, callerZone: string): string {
  const zone = r.zone ?? callerZone;
  const w = wallClockOf(zoneNamed(zone), r.time);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)} at ${two(w.hour)}:${two(w.minute)}${r.zone === undefined ? '' : ` ${r.zone}`}`;
}

/** The reader, tried first: every form it knows, the spec's included (spec-notes.md, Time expression rules); undefined hands the text to `dispatch`. */
function read(p: Parse): Outcome {
  const reading = readExpression(p.tokens, p.text, p.lexicon);
  if (reading === undefined) return undefined;
  const outcome =
    reading.abbreviation !== undefined
      ? zoneReadings(p, reading, reading.abbreviation)
      : resolveReading(
          reading,
          p,
          reading.zone === undefined ? undefined : zoneNamed(reading.zone),
          p.locale,
          p.zoneName,
        );
  return reading.named === undefined ? outcome : seasonReadings(outcome, reading.named);
}

/**
 * '9am BST' in February, when London's clock is on GMT: BST's own offset (UTC+1), or London's
 * clock, which the user may mean by it: both readings. A recurrence keeps the zone's clock.
 */
function seasonReadings(outcome: Outcome, abbreviation: string): Outcome {
  if (outcome === undefined || 'either' in outcome || outcome.recurrence !== undefined)
    return outcome;
  const fixed = outcome.zone === undefined ? undefined : seasonOffset(abbreviation, outcome.zone);
  if (fixed === undefined || outcome.zone === undefined) return outcome;
  const held = zoneNamed(outcome.zone).offsetMinutes(outcome.time);
  return held === fixed
    ? outcome
    : { either: [outcome, { ...outcome, time: outcome.time + (held - fixed) * 60_000 }] };
}

/** A time in a zone abbreviation several zones share ('3pm IST'): in the zone the caller means, or in each (the reply asks). */
function zoneReadings(p: Parse, reading: Reading, abbreviation: string): Outcome {
  const either: Timed[] = [];
  for (const zone of zonesForAbbreviation(abbreviation, { zone: p.zoneName, locale: p.locale }) ??
    []) {
    const one = resolveReading(
      { ...reading, zone, abbreviation: undefined },
      p,
      zoneNamed(zone),
      p.locale,
      p.zoneName,
    );
    if (one === undefined) return undefined;
    if ('either' in one) either.push(...one.either);
    else either.push(one);
  }
  return either.length === 1 ? either[0] : either.length > 1 ? { either } : undefined;
}

/** A spec-path result for a recurring expression: `recurrence` beside the spec's (spec-notes.md, Time expression rules) `repeat`. */
function repeating(time: number, repeat: RepeatKind): Outcome {
  return { time, repeat, recurrence: { pattern: repeat, data: null } };
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

/**
 * Rule 2 (spec-notes.md, Time expression rules), in the spec's order, for what the reader left:
 * ISO instants, a missing time part ('tomorrow at'), rule 2.1's suffix forms. Undefined: no
 * reading, and the expression is invalid.
 */
function dispatch(p: Parse): Outcome {
  const tail = durationAtEnd(p);
  if (tail !== undefined) return tail.alone ? relative(p, tail.from, tail.to) : undefined;
  // One pass over the tokens (no closures: this runs for every expression).
  let at = -1;
  let weekday = false;
  for (let i = 0; i < p.tokens.length; i++) {
    const t = p.tokens[i] as Token;
    // An 'at' that is also the hour unit is the unit after a number ('ore 15', but '2 ore').
    if (
      at < 0 &&
      isMarker(t, 'at') &&
      standsAlone(p.text, t) &&
      (tokenBefore(p.tokens, i)?.type !== 'number' || !isUnitToo(t))
    )
      at = i;
    if (t.meaning?.kind === 'weekday') weekday = true;
  }
  if (at >= 0) return atExpression(p, at);
  if (weekday) return dayExpression(p);
  // A particle or article before a duration ('w 10 minut') or a keyword ('la settimana prossima',
  // 'a semana que vem') is skipped, as the reader skips it before a part.
  let from = 0;
  while (isMarker(p.tokens[from], 'filler')) from++;
  // ... and after it: an approximation ('一个小时左右', '1時間くらい', '30분 정도').
  let to = p.tokens.length;
  while (to > from + 1 && isMarker(p.tokens[to - 1], 'filler')) to--;
  if (p.tokens.length <= p.lexicon.longestPhrase) {
    const whole = phrase(p.tokens, 0, p.tokens.length);
    const repeat = p.lexicon.recurring.get(whole);
    if (repeat !== undefined) return recurring(p, repeat);
    // A particle before or after it ('来月に', '다음 달에') is skipped, as after a month ('4月に').
    const keyword =
      p.lexicon.keywords.get(whole) ??
      (from > 0 || to < p.tokens.length
        ? p.lexicon.keywords.get(phrase(p.tokens, from, to))
        : undefined);
    if (keyword !== undefined) return { time: keywordTime(p, keyword) };
    // 'The time it is now' after a keyword that keeps now's clock on its day ('来週の今頃',
    // '다음 주 이맘때', '下周这个时候'): the keyword's reading, as '明日の今頃' is tomorrow's.
    let end = p.tokens.length;
    if (isMarker(p.tokens[end - 1], 'same_time')) {
      end--;
      while (end > from && isMarker(p.tokens[end - 1], 'filler')) end--;
      const same = p.lexicon.keywords.get(phrase(p.tokens, from, end));
      if (same !== undefined && KEEPS_CLOCK.has(same)) return { time: keywordTime(p, same) };
    }
  }
  // A day mark that is also the day unit ('15日', '25일') names a day of the month when nothing
  // follows it: a bare one is refused, not read as a number of days ('3日後' still is).
  for (const t of p.tokens) if (isMarker(t, 'day_mark')) return undefined;
  return relative(p, from, to);
}

/**
 * Rule 2.1: 'in <duration>' ending the expression, or a locale's suffix form ('10分鐘後'). Only
 * with nothing before it does the spec's (spec-notes.md, Time expression rules) reading stand; with a date or time before it, the
 * reader moves that date by the duration (decisions.md's correction).
 */
function durationAtEnd(p: Parse): { from: number; to: number; alone: boolean } | undefined {
  const { tokens } = p;
  const n = tokens.length;
  if (isMarker(tokens[n - 1], 'after')) {
    const from = durationStartBefore(tokens, n - 1);
    return from < n - 1 ? { from, to: n - 1, alone: from === 0 } : undefined;
  }
  for (let i = n - 1; i >= 0; i--) {
    const token = tokens[i];
    if (token !== undefined && isMarker(token, 'in') && standsAlone(p.text, token)) {
      // No duration contains 'in', so only the last one can start the tail.
      return durationSeconds(tokens, i + 1, n) === undefined
        ? undefined
        : { from: i + 1, to: n, alone: i === 0 };
    }
  }
  return undefined;
}

function isUnitToo(t: Token): boolean {
  const m = t.meaning;
  return m !== undefined && 'seconds' in m && typeof m.seconds === 'number';
}

/**
 * Rules 4 and 5: the duration from now (months and years as calendar units in the caller's zone,
 * decisions.md's correction); when it sums to 0, the text as ISO 8601.
 */
function relative(p: Parse, from: number, to: number): Outcome {
  const span = durationOf(p.tokens, from, to);
  if (span !== undefined && (span.seconds > 0 || span.months > 0))
    return { time: plusSpan(p.zone, p.now, span) };
  const first = p.tokens[from];
  const last = p.tokens[to - 1];
  // ISO 8601 starts with a four-digit year.
  if (
    first === undefined ||
    last === undefined ||
    first.type !== 'number' ||
    first.text.length !== 4
  )
    return undefined;
  const time = isoInstant(p.text.slice(first.start, last.end), p.zone);
  return time === undefined ? undefined : { time };
}

/** Keywords read as now moved by whole days, weeks or months: now's clock on their day. */
const KEEPS_CLOCK: ReadonlySet<Keyword> = new Set<Keyword>([
  'tomorrow',
  'next_week',
  'week_after_next',
  'next_month',
  'month_after_next',
]);

/** Rule 6, with decisions.md's correction: 'today' is 23:59:59 in the caller's zone. */
function keywordTime(p: Parse, keyword: Keyword): number {
  switch (keyword) {
    case 'now':
      return p.now;
    case 'today':
      return wallTime(p, 0, { hour: 23, minute: 59, second: 59 });
    case 'tomorrow':
      return p.now + DAY_MS;
    case 'yesterday':
      return p.now - DAY_MS;
    case 'next_week':
      return p.now + 7 * DAY_MS;
    case 'week_after_next':
      return p.now + 14 * DAY_MS;
    case 'next_month':
      return plusMonths(p.zone, p.now, 1);
    // 'the month after next', '再来月': two months from now, as 'next month' is one.
    case 'month_after_next':
      return plusMonths(p.zone, p.now, 2);
  }
}

/** Rules 2.2 and 7: '<date part> at <time part>', in the caller's zone. */
function atExpression(p: Parse, at: number): Outcome {
  // 'at' with neither a date part nor a time part says nothing.
  if (at === 0 && p.tokens.length === 1) return undefined;
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
      return repeating(recurringStart(p, spec.repeat, clock), spec.repeat);
    case 'every_weekday':
      // The first occurrence: today when it is that weekday and the time is still ahead (unlike
      // a plain day name, which is strictly after today), otherwise the next such weekday.
      return repeating(soonest(p, (spec.weekday - p.today.weekday + 7) % 7, 7, clock), 'weekly');
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

/**
 * Rule 2.3 with decisions.md's day-name parser: '<weekday>', 'next <weekday>' or 'every <weekday>'
 * (which also repeats weekly): the next such weekday strictly after today, 09:00.
 */
function dayExpression(p: Parse): Outcome {
  const dayName = dayNameOf(p.tokens, 0, p.tokens.length);
  if (dayName === undefined) return undefined;
  const time = wallTime(p, daysUntil(p.today.weekday, dayName.weekday), DEFAULT_CLOCK);
  return dayName.every ? repeating(time, 'weekly') : { time };
}

/** Rule 8 for a whole-expression recurring phrase: daily and monthly start tomorrow 09:00; weekly next Monday 09:00. */
function recurring(p: Parse, repeat: RepeatKind): Outcome {
  const days = repeat === 'weekly' ? daysUntil(p.today.weekday, 1) : 1;
  return repeating(wallTime(p, days, DEFAULT_CLOCK), repeat);
}
