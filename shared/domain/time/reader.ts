import { resolveZone } from '../zones.js';
import { clockAt, type ClockRead } from './clock.js';
import { durationAt, unitSeconds, type Span } from './duration.js';
import { cjkDateAt, isoDateAt, namedDateAt, numericDateAt, weekdayAt, type NumericDate } from './grammar.js';
import { recurrenceAt, type RecurRead } from './recurrence-reader.js';
import { isMarker, phrase, type Token } from './tokenize.js';
import type { Lexicon, Period } from './vocabulary.js';
import { monthDayAt, nextWeekDayAt } from './week.js';
import { zoneForAbbreviation } from './zone-abbreviations.js';

/**
 * The forgiving reader (decisions.md, "Time expressions, second edition"): an expression is a
 * sequence of parts in any order — at most one each of a recurrence (first), a day, a clock or
 * time of day, an 'in <duration>' and an explicit zone — with filler ('please', ',', a trailing
 * '.' or '!') between them. A token that starts no part makes the whole expression unreadable:
 * nothing is dropped. Table-driven over the lexicon; no regular expressions.
 */

export type DayRef =
  /** today (0), tomorrow (1), the day after tomorrow (2), yesterday (-1). */
  | { readonly kind: 'days'; readonly days: number }
  /** 'friday'/'on friday'/'next friday': strictly after today; 'this friday': today if still ahead. */
  | { readonly kind: 'weekday'; readonly weekday: number; readonly thisWeek: boolean }
  | { readonly kind: 'calendar'; readonly year: number | undefined; readonly month: number; readonly day: number }
  /** As typed; the locale orders it. `start`/`end` are its character range (for suggestions). */
  | { readonly kind: 'numeric'; readonly date: NumericDate; readonly start: number; readonly end: number }
  | { readonly kind: 'end_of_month' }
  /** A day of the month alone ('3日に', '3일 오후 3시', '3号'): its next occurrence. */
  | { readonly kind: 'month_day'; readonly day: number }
  /** That weekday of next week (`weeks` 1: '下周五'), this week (0: '这周五') or either (-1: 'gelecek cuma'); `start`/`end` as 'numeric'. */
  | { readonly kind: 'week_weekday'; readonly weekday: number; readonly weeks: number; readonly start: number; readonly end: number };

/** Every field is present (undefined when not read): one object shape, monomorphic reads. */
export interface Reading {
  readonly recurrence: RecurRead | undefined;
  readonly day: DayRef | undefined;
  readonly clock: ClockRead | undefined;
  readonly period: Period | undefined;
  /** 'in <duration>', '<duration> from now', 'after <duration>'. */
  readonly shift: Span | undefined;
  readonly zone: string | undefined;
  /** A weekday written beside a date ('четверг, 5 марта', '3月5日(木)'): the date must fall on it. */
  readonly weekday: number | undefined;
}

const DAY_SECONDS = 86_400;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The times of day 'in the …' may name ('in the morning', 'en la noche'). */
const PERIOD_AFTER_IN: ReadonlySet<Period> = new Set(['morning', 'afternoon', 'evening', 'night']);

/** 'the day after tomorrow', 'day after tomorrow', 'next day', and the lexicon's date words. */
function dayWordsAt(tokens: readonly Token[], i: number, to: number, lexicon: Lexicon): { day: DayRef; next: number } | undefined {
  let j = isMarker(tokens[i], 'the') ? i + 1 : i;
  if (j + 2 < to && tokens[j]?.text === 'day' && phrase(tokens, j, j + 3) === 'day after tomorrow') return { day: { kind: 'days', days: 2 }, next: j + 3 };
  j = i;
  if (!lexicon.datePhraseStarts.has(tokens[i]?.text ?? '')) return tmrw(tokens, j);
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 0; words--) {
    const key = phrase(tokens, i, i + words);
    const days = lexicon.datePhrases.get(key);
    // 'now' (現在) is rule 6's keyword, and a date part only before ' at ': the dispatch reads it.
    if (days !== undefined && lexicon.keywords.get(key) !== 'now') return { day: { kind: 'days', days }, next: i + words };
  }
  return tmrw(tokens, j);
}

function tmrw(tokens: readonly Token[], j: number): { day: DayRef; next: number } | undefined {
  const t = tokens[j]?.text;
  return t === 'tmrw' || t === 'tmr' ? { day: { kind: 'days', days: 1 }, next: j + 1 } : undefined;
}

/** 'end of month', 'end of the month', 'eom'. */
function endOfMonthAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  if (tokens[i]?.text === 'eom') return i + 1;
  if (!isMarker(tokens[i], 'end') || !isMarker(tokens[i + 1], 'of')) return undefined;
  const j = isMarker(tokens[i + 2], 'the') ? i + 3 : i + 2;
  return j < to && tokens[j]?.text === 'month' ? j + 1 : undefined;
}

/** 'end of day', 'end of the day' (the period 'eod'). */
function endOfDayAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  if (!isMarker(tokens[i], 'end') || !isMarker(tokens[i + 1], 'of')) return undefined;
  const j = isMarker(tokens[i + 2], 'the') ? i + 3 : i + 2;
  return j < to && tokens[j]?.text === 'day' ? j + 1 : undefined;
}

/** A day part at `i` ('on', 'this', 'next', 'coming' prefixes included). */
function dayAt(tokens: readonly Token[], i: number, to: number, lexicon: Lexicon): { day: DayRef; next: number } | undefined {
  let j = isMarker(tokens[i], 'on') ? i + 1 : i;
  const week = nextWeekDayAt(tokens, j, to);
  if (week !== undefined) return { day: { kind: 'week_weekday', weekday: week.weekday, weeks: week.weeks, start: week.start, end: week.end }, next: week.next };
  let thisWeek = false;
  let modified = false;
  if (isMarker(tokens[j], 'this')) {
    thisWeek = true;
    modified = true;
    j++;
    if (isMarker(tokens[j], 'coming')) {
      thisWeek = false;
      j++;
    }
  } else if (isMarker(tokens[j], 'next') || isMarker(tokens[j], 'coming')) {
    modified = true;
    j++;
  }
  const weekday = j < to ? weekdayAt(tokens, j) : undefined;
  // 'next' after the weekday: 'vendredi prochain', 'lunes próximo'.
  if (weekday !== undefined) {
    // ... also past a filler: 'terça que vem', 'el viernes que viene'.
    const k = skipFiller(tokens, j + 1, to);
    return { day: { kind: 'weekday', weekday, thisWeek }, next: !modified && k < to && isMarker(tokens[k], 'next') ? k + 1 : j + 1 };
  }
  if (modified) return undefined;
  const words = dayWordsAt(tokens, j, to, lexicon);
  if (words !== undefined) return words;
  const eom = endOfMonthAt(tokens, j, to);
  if (eom !== undefined) return { day: { kind: 'end_of_month' }, next: eom };
  let k = isMarker(tokens[j], 'the') ? j + 1 : j;
  // The day word before a day of the month and its month: 'dia 25 de dezembro', 'il giorno 25 dicembre'.
  if (unitSeconds(tokens[k]) === DAY_SECONDS && tokens[k + 1]?.type === 'number') k++;
  const named = namedDateAt(tokens, k, to) ?? isoDateAt(tokens, j, to);
  if (named !== undefined) return { day: named.spec, next: named.next };
  const numeric = numericDateAt(tokens, j, to);
  if (numeric !== undefined) {
    const start = tokens[j]?.start ?? 0;
    return { day: { kind: 'numeric', date: numeric, start, end: tokens[numeric.next - 1]?.end ?? start }, next: numeric.next };
  }
  return undefined;
}

/** Words as typed → the zone they abbreviate or null (a case-folded lookup in a large table, once). */
const abbreviations = new Map<string, string | null>();

/** IANA names as typed (lower-cased) → canonical name or null: validating one costs Intl calls. */
const ianaNames = new Map<string, string | null>();

/** 'EST', 'utc', 'europe/berlin', 'america/new_york' at `i`. */
function zoneAt(tokens: readonly Token[], text: string, i: number, to: number): { zone: string; next: number } | undefined {
  const t = tokens[i];
  if (t?.type !== 'word') return undefined;
  let j = i + 1;
  while (j + 1 < to && (tokens[j]?.text === '/' || tokens[j]?.text === '_' || tokens[j]?.text === '-') && tokens[j + 1]?.type === 'word' && tokens[j]?.start === tokens[j - 1]?.end && tokens[j + 1]?.start === tokens[j]?.end) j += 2;
  if (j === i + 1) {
    let zone = abbreviations.get(t.text);
    if (zone === undefined) {
      zone = zoneForAbbreviation(t.text) ?? null;
      if (abbreviations.size >= 1000) abbreviations.clear();
      abbreviations.set(t.text, zone);
    }
    return zone === null ? undefined : { zone, next: j };
  }
  const name = text.slice(t.start, tokens[j - 1]?.end);
  let zone = ianaNames.get(name);
  if (zone === undefined) {
    const resolved = resolveZone(name);
    // resolveZone keeps the typed spelling of names Intl does not list; Intl gives their canonical one.
    zone = resolved === null ? null : new Intl.DateTimeFormat('en-US', { timeZone: resolved }).resolvedOptions().timeZone;
    if (ianaNames.size >= 1000) ianaNames.clear();
    ianaNames.set(name, zone);
  }
  return zone === null ? undefined : { zone, next: j };
}

/** Reads the whole token list, or undefined when some token starts no part. */
export function readExpression(tokens: readonly Token[], text: string, lexicon: Lexicon): Reading | undefined {
  let n = tokens.length;
  // An ISO date alone is rule 5's midnight, not a date at 09:00: the spec's dispatch reads it.
  if (n === 5 && tokens[1]?.text === '-' && tokens[0]?.text.length === 4) return undefined;
  while (n > 0 && (tokens[n - 1]?.text === '.' || tokens[n - 1]?.text === '!') && tokens[n - 2]?.text.includes('.') !== true) n--;
  const r: Mutable<Reading> = { recurrence: undefined, day: undefined, clock: undefined, period: undefined, shift: undefined, zone: undefined, weekday: undefined };
  let i = 0;
  while (isMarker(tokens[i], 'please') || isMarker(tokens[i], 'filler')) i++;
  const recurrence = recurrenceAt(tokens, i, n, lexicon);
  if (recurrence !== undefined) {
    r.recurrence = recurrence;
    if (recurrence.period !== undefined) r.period = recurrence.period;
    i = recurrence.next;
  }
  while (i < n) {
    const t = tokens[i] as Token;
    // Parentheses around a weekday after a date: '3月5日(木)', '3월 5일 (목)'.
    if (isMarker(t, 'please') || isMarker(t, 'filler') || t.text === ',' || t.text === '(' || t.text === ')') {
      i++;
      continue;
    }
    const next = partAt(tokens, text, i, n, lexicon, r);
    if (next === undefined) return undefined;
    i = next;
  }
  return r.recurrence === undefined && r.day === undefined && r.clock === undefined && r.period === undefined && r.shift === undefined ? undefined : r;
}

/** One part at `i`, recorded in `r`: the index after it, or undefined (unknown, or a part twice). */
function partAt(tokens: readonly Token[], text: string, i: number, n: number, lexicon: Lexicon, r: Mutable<Reading>): number | undefined {
  const t = tokens[i] as Token;
  if (isMarker(t, 'at')) {
    // A filler or article may follow: 'a las 9', 'à la tarde'.
    const k = skipFiller(tokens, i + 1, n);
    if (tokens[k]?.meaning?.kind === 'period') return setPeriod(r, periodOf(tokens[k]), k + 1);
    const clock = clockAt(tokens, k, n, true);
    if (clock !== undefined) return setClock(r, clock, tokens);
    // A suffix glued to a date ('3 Mart'ta', 'cuma'ya'): nothing more than the date.
    if (t.start === tokens[i - 1]?.end && (t.text[0] === "'" || t.text[0] === '\u2019')) return i + 1;
    // 'at' before a day where one word is both ('в пятницу', 'в 15:00'): the day part.
    const day = dayAt(tokens, k, n, lexicon);
    return day !== undefined && setDay(r, day.day) ? day.next : undefined;
  }
  if (isMarker(t, 'in') || isMarker(t, 'after') || t.text === 'after') {
    const inPeriod = isMarker(t, 'in') ? periodAfterIn(tokens, i + 1, n) : undefined;
    if (inPeriod !== undefined) return setPeriod(r, periodOf(tokens[inPeriod]), inPeriod + 1);
    // 'dentro de 2 horas', 'daqui a 10 minutos': a filler before the duration.
    const d = durationAt(tokens, skipFiller(tokens, i + 1, n), n, isMarker(t, 'in'));
    if (d !== undefined) {
      if (r.shift !== undefined || !(d.span.seconds > 0 || d.span.months > 0)) return undefined;
      r.shift = d.span;
      return d.next;
    }
    // Not a duration: the word may start a phrase of the table ('depois de amanhã').
    if (!lexicon.datePhraseStarts.has(t.text)) return undefined;
  }
  const d = durationAt(tokens, i, n);
  if (d !== undefined) {
    // A filler may stand before the suffix ('2 heures plus tard': 'plus' a filler, 'tard' later).
    const skip = isMarker(tokens[d.next], 'filler') && d.next + 1 < n ? 1 : 0;
    const after = tokens[d.next + skip];
    // A suffix: '2 hours later', '2小時後', '2 Stunden später', '2 saat içinde' ('in' not before 'the').
    const suffix = isMarker(after, 'later') || isMarker(after, 'after') || (isMarker(after, 'in') && !isMarker(tokens[d.next + skip + 1], 'the'));
    const end = isMarker(after, 'from') && tokens[d.next + 1]?.text === 'now' ? d.next + 2 : suffix ? d.next + skip + 1 : -1;
    if (end >= 0 && r.shift === undefined && (d.span.seconds > 0 || d.span.months > 0)) {
      r.shift = d.span;
      return end;
    }
  }
  if (t.meaning?.kind === 'period') return setPeriod(r, periodOf(t), i + 1);
  // A unit that is also a time of day, right after an hour: 'в 4 часа дня', 'о 2 дня'.
  if (t.meaning?.kind === 'unit' && t.meaning.period !== undefined && r.clock?.bare === true && r.clock.next === i) return setPeriod(r, t.meaning.period, i + 1);
  if (isMarker(t, 'this') && tokens[i + 1]?.meaning?.kind === 'period') {
    if (r.day !== undefined) return undefined;
    r.day = { kind: 'days', days: 0 };
    return setPeriod(r, periodOf(tokens[i + 1]), i + 2);
  }
  const eod = endOfDayAt(tokens, i, n);
  if (eod !== undefined) return setPeriod(r, 'eod', eod);
  const day = dayAt(tokens, i, n, lexicon);
  if (day !== undefined) return setDay(r, day.day) ? day.next : undefined;
  // A bare hour needs 'at' before it, or a time of day after it ('11 tonight', '8 in the morning').
  // A bare hour may also have 'at' after it: '15'te' (not an 'at' that is a unit too: '2 saat' is
  // two hours).
  const atAfter = tokens[i + 1]?.meaning;
  // ... or a time of day right before it ('sabah 9', 'akşam 7').
  const bareOk = periodFollows(tokens, i + 1) || (atAfter?.kind === 'marker' && atAfter.marker === 'at' && atAfter.seconds === undefined) || tokens[i - 1]?.meaning?.kind === 'period';
  const clock = clockAt(tokens, i, n, bareOk);
  if (clock !== undefined) return setClock(r, clock, tokens);
  // A meridiem with no clock after it is its time of day: '明日の午後', '내일 오후'.
  if (t.meaning?.kind === 'marker' && t.meaning.period !== undefined) return setPeriod(r, t.meaning.period, i + 1);
  const cjk = cjkDateAt(tokens, i, n) ?? monthDayAt(tokens, i, n);
  if (cjk !== undefined) return setDay(r, cjk.spec) ? cjk.next : undefined;
  if (r.clock !== undefined || r.period !== undefined) {
    const zone = zoneAt(tokens, text, i, n);
    if (zone !== undefined && r.zone === undefined) {
      r.zone = zone.zone;
      return zone.next;
    }
  }
  return undefined;
}

/** A time of day at `i`: 'tonight', 'at night', 'in the morning', 'de la tarde', 'en la noche'. */
function periodFollows(tokens: readonly Token[], i: number): boolean {
  const m = tokens[i]?.meaning;
  if (m === undefined || m.kind === 'period') return m !== undefined;
  if (m.kind !== 'marker') return false;
  if (m.marker === 'filler') return periodFollows(tokens, i + 1);
  if (m.marker === 'at') return tokens[skipFiller(tokens, i + 1, tokens.length)]?.meaning?.kind === 'period';
  return m.marker === 'in' && periodAfterIn(tokens, i + 1, tokens.length) !== undefined;
}

/** Past fillers ('de', 'la', 'の'): the index of the first other token. */
function skipFiller(tokens: readonly Token[], i: number, n: number): number {
  while (i < n && isMarker(tokens[i], 'filler')) i++;
  return i;
}

/**
 * After 'in', a time of day behind articles or fillers: 'in the morning', 'en la noche',
 * 'em la tarde'. The index of the time of day, or undefined.
 */
function periodAfterIn(tokens: readonly Token[], i: number, n: number): number | undefined {
  let k = i;
  while (k < n && (isMarker(tokens[k], 'filler') || isMarker(tokens[k], 'the'))) k++;
  const meaning = k < n ? tokens[k]?.meaning : undefined;
  return meaning?.kind === 'period' && PERIOD_AFTER_IN.has(meaning.period) ? k : undefined;
}

function setClock(r: Mutable<Reading>, clock: ClockRead, tokens: readonly Token[]): number | undefined {
  if (r.clock !== undefined) return undefined;
  r.clock = clock;
  // 'at' after the clock: '15時に', '3시에', '15'te'.
  return isMarker(tokens[clock.next], 'at') ? clock.next + 1 : clock.next;
}

/** The time of day a token names, if any. */
function periodOf(token: Token | undefined): Period | undefined {
  const meaning = token?.meaning;
  return meaning?.kind === 'period' ? meaning.period : undefined;
}

function setPeriod(r: Mutable<Reading>, period: Period | undefined, next: number): number | undefined {
  if (period === undefined || r.period !== undefined) return undefined;
  r.period = period;
  return next;
}

/** A day part that names a date of the calendar. */
function isDate(day: DayRef): boolean {
  return day.kind === 'calendar' || day.kind === 'month_day' || day.kind === 'numeric';
}

/**
 * Records a day part; a second one only as a weekday beside a date ('четверг, 5 марта',
 * '5 Mart 2026 Perşembe', '3月5日(木)'), which the date must fall on.
 */
function setDay(r: Mutable<Reading>, day: DayRef): boolean {
  if (r.day === undefined) r.day = day;
  else if (r.weekday !== undefined) return false;
  else if (r.day.kind === 'weekday' && !r.day.thisWeek && isDate(day)) [r.weekday, r.day] = [r.day.weekday, day];
  else if (day.kind === 'weekday' && !day.thisWeek && isDate(r.day)) r.weekday = day.weekday;
  else return false;
  return true;
}
