import { isMarker, phrase, type Token } from './tokenize.js';
import type { Lexicon, RepeatKind } from './vocabulary.js';
import { instantOf, MINUTE_MS, type Zone } from './zone.js';

/**
 * The sub-grammars over a token range [from, to): durations (rule 4), time of day and date
 * parts (rule 7, decisions.md), ISO 8601 (rule 5). Each returns undefined when the range is not
 * in its language; none of them throws.
 */

function amountOf(token: Token | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (token.type === 'number') return token.value;
  return token.meaning?.kind === 'number' ? token.meaning.value : undefined;
}

function unitSeconds(token: Token | undefined): number | undefined {
  return token?.meaning?.kind === 'unit' ? token.meaning.seconds : undefined;
}

/**
 * Rule 4: one or more `<number> <unit>` pairs ('2 hours 30 minutes', '2hours, 30 min',
 * '1 day and 2 hours', '1.5 hours', 'an hour'). Returns the summed seconds, possibly 0
 * ('0 minutes'), or undefined when the range is not a duration.
 */
export function durationSeconds(tokens: readonly Token[], from: number, to: number): number | undefined {
  let i = from;
  let total = 0;
  let pairs = 0;
  while (i < to) {
    if (pairs > 0) {
      if (tokens[i]?.text === ',') i++;
      if (i < to && isMarker(tokens[i], 'and')) i++;
    }
    if (i + 1 >= to) return undefined;
    const amount = amountOf(tokens[i]);
    const seconds = unitSeconds(tokens[i + 1]);
    if (amount === undefined || seconds === undefined) return undefined;
    total += amount * seconds;
    i += 2;
    pairs++;
  }
  return pairs > 0 ? total : undefined;
}

/**
 * Where a run of `<number><unit>` pairs that ends at `end` begins ('10分鐘後': the pairs before
 * '後'). Returns `end` when there is no such pair.
 */
export function durationStartBefore(tokens: readonly Token[], end: number): number {
  let i = end;
  while (i >= 2 && unitSeconds(tokens[i - 1]) !== undefined && amountOf(tokens[i - 2]) !== undefined) i -= 2;
  return i;
}

export interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function digits(token: Token | undefined, min: number, max: number): number | undefined {
  if (token?.type !== 'number' || token.text.length < min || token.text.length > max || token.text.includes('.')) return undefined;
  return token.value;
}

/**
 * Time of day: '3pm', '3 pm', '3:30pm', '15:00', '9:30', '09:30:15', 'noon', 'midnight'; an
 * empty range is 00:00 (rule 7). A bare hour ('at 3') is rejected: 03:00 or 15:00 is a guess.
 */
export function clockOf(tokens: readonly Token[], from: number, to: number): Clock | undefined {
  if (from >= to) return { hour: 0, minute: 0, second: 0 };
  if (to - from === 1 && isMarker(tokens[from], 'noon')) return { hour: 12, minute: 0, second: 0 };
  if (to - from === 1 && isMarker(tokens[from], 'midnight')) return { hour: 0, minute: 0, second: 0 };
  let hour = digits(tokens[from], 1, 2);
  if (hour === undefined) return undefined;
  let i = from + 1;
  let minute = 0;
  let second = 0;
  let hasMinutes = false;
  if (tokens[i]?.text === ':' && i < to) {
    const m = digits(tokens[i + 1], 2, 2);
    if (m === undefined || i + 1 >= to) return undefined;
    minute = m;
    hasMinutes = true;
    i += 2;
    if (tokens[i]?.text === ':' && i < to) {
      const s = digits(tokens[i + 1], 2, 2);
      if (s === undefined || i + 1 >= to) return undefined;
      second = s;
      i += 2;
    }
  }
  const meridiem = i < to && (isMarker(tokens[i], 'am') || isMarker(tokens[i], 'pm')) ? tokens[i]?.text : undefined;
  if (meridiem !== undefined) i++;
  if (i !== to || minute > 59 || second > 59) return undefined;
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (!hasMinutes || hour > 23) {
    return undefined;
  }
  return { hour, minute, second };
}

/** What a date part before ' at ' names. */
export type DateSpec =
  | { readonly kind: 'soonest' } // no date part: the next time the clock reads the time part
  | { readonly kind: 'days_from_today'; readonly days: number }
  | { readonly kind: 'weekday'; readonly weekday: number }
  | { readonly kind: 'calendar'; readonly year: number | undefined; readonly month: number; readonly day: number }
  | { readonly kind: 'recurring'; readonly repeat: RepeatKind } // 'every day', 'daily', 'weekly', '每天', …
  | { readonly kind: 'every_weekday'; readonly weekday: number }; // 'every friday', '每週五'

/**
 * Date part of rule 7 and decisions.md: 'today'/'now', 'tomorrow'/'next day' (and 'yesterday'),
 * 'YYYY-MM-DD', 'D month [year]' / 'month D[,] [year]' (full or 3-letter month names, optional
 * ordinal suffix and 'of'), '<weekday>' / 'next <weekday>'; and the recurring date parts: a
 * recurring phrase of the lexicon ('every day', 'daily', 'every week', 'weekly', 'every month',
 * 'monthly', '每天', …) filling the whole part, or 'every <weekday>'.
 */
export function dateSpecOf(tokens: readonly Token[], from: number, to: number, lexicon: Lexicon): DateSpec | undefined {
  if (from >= to) return { kind: 'soonest' };
  const words = to - from <= lexicon.longestPhrase ? phrase(tokens, from, to) : undefined;
  if (words !== undefined) {
    const days = lexicon.datePhrases.get(words);
    if (days !== undefined) return { kind: 'days_from_today', days };
    const repeat = lexicon.recurring.get(words);
    if (repeat !== undefined) return { kind: 'recurring', repeat };
  }
  const dayName = dayNameOf(tokens, from, to);
  if (dayName !== undefined) return { kind: dayName.every ? 'every_weekday' : 'weekday', weekday: dayName.weekday };
  return isoDateOf(tokens, from, to) ?? namedDateOf(tokens, from, to);
}

/** '<weekday>', 'next <weekday>' or 'every <weekday>' filling the whole range. */
export function dayNameOf(tokens: readonly Token[], from: number, to: number): { readonly weekday: number; readonly every: boolean } | undefined {
  if (to - from !== 1 && to - from !== 2) return undefined;
  const meaning = tokens[to - 1]?.meaning;
  if (meaning?.kind !== 'weekday') return undefined;
  if (to - from === 1) return { weekday: meaning.weekday, every: false };
  if (isMarker(tokens[from], 'next')) return { weekday: meaning.weekday, every: false };
  if (isMarker(tokens[from], 'every')) return { weekday: meaning.weekday, every: true };
  return undefined;
}

function isoDateOf(tokens: readonly Token[], from: number, to: number): DateSpec | undefined {
  if (to - from !== 5 || tokens[from + 1]?.text !== '-' || tokens[from + 3]?.text !== '-') return undefined;
  const year = digits(tokens[from], 4, 4);
  const month = digits(tokens[from + 2], 1, 2);
  const day = digits(tokens[from + 4], 1, 2);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return { kind: 'calendar', year, month, day };
}

function monthAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  const meaning = i < to ? tokens[i]?.meaning : undefined;
  return meaning?.kind === 'month' ? meaning.month : undefined;
}

function namedDateOf(tokens: readonly Token[], from: number, to: number): DateSpec | undefined {
  let i = from;
  let month = monthAt(tokens, i, to);
  if (month !== undefined) i++;
  const day = i < to ? digits(tokens[i], 1, 2) : undefined;
  if (day === undefined) return undefined;
  i++;
  if (i < to && isMarker(tokens[i], 'ordinal')) i++;
  if (month === undefined) {
    // 'D [of] month'
    if (i < to && isMarker(tokens[i], 'of')) i++;
    month = monthAt(tokens, i, to);
    if (month === undefined) return undefined;
    i++;
  }
  if (i < to && tokens[i]?.text === ',') i++;
  let year: number | undefined;
  if (i < to) {
    year = digits(tokens[i], 4, 4);
    if (year === undefined) return undefined;
    i++;
  }
  return i === to ? { kind: 'calendar', year, month, day } : undefined;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in `month` (1-12) of `year` (proleptic Gregorian). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return MONTH_DAYS[month - 1] ?? 0;
}

// Anchored, one pass, no nested quantifiers. Lower-case 't' and 'z' because input is lower-cased.
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Rule 5: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:MM[:SS[.fff]]' (or a space for 'T'), with 'Z' for UTC or
 * an explicit ±HH[:MM] offset. Without either, the wall time is read in `zone`.
 */
export function isoInstant(text: string, zone: Zone): number | undefined {
  const m = ISO_DATETIME.exec(text);
  if (m === null) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', offset] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) return undefined;
  const ms = fraction === '' ? 0 : Number(fraction.padEnd(3, '0').slice(0, 3));
  if (offset === undefined) return instantOf(zone, { year, month, day, hour, minute, second }) + ms;
  let offsetMinutes = 0;
  if (offset !== 'z') {
    const oh = Number(offset.slice(1, 3));
    const om = offset.length > 3 ? Number(offset.slice(-2)) : 0;
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (offset[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * MINUTE_MS;
}
