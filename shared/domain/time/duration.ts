import { isMarker, type Token } from './tokenize.js';
import { MONTH_SECONDS } from './vocabulary.js';

/**
 * Durations (rule 4, with decisions.md's second edition): `<amount> <unit>` pairs, where the
 * amount is digits ('1.5'), a number word ('five', 'a', 'an'), 'half a'/'half an', or
 * '[a] couple of'; a pair may end in 'and a half' ('an hour and a half'); pairs are joined by
 * spaces, ',' or 'and'. Compact forms ('2h30m') are the same tokens without spaces.
 */

/** A duration: exact seconds, plus calendar months (months and years, decisions.md). */
export interface Span {
  readonly seconds: number;
  readonly months: number;
}

export function amountOf(token: Token | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (token.type === 'number') return token.value;
  return token.meaning?.kind === 'number' ? token.meaning.value : undefined;
}

export function unitSeconds(token: Token | undefined): number | undefined {
  const meaning = token?.meaning;
  if (meaning?.kind === 'unit') return meaning.seconds;
  // An hour mark that is also a unit ('h' where a table marks '15h' a clock): 'dans 2h'.
  return meaning?.kind === 'marker' ? meaning.seconds : undefined;
}

/** An amount starting at `i`: its value and the index after it. */
function amountAt(tokens: readonly Token[], i: number, to: number): { value: number; next: number } | undefined {
  const t = tokens[i];
  if (i >= to || t === undefined) return undefined;
  if (isMarker(t, 'half')) {
    // 'half an hour', 'half a day'
    const article = tokens[i + 1];
    const skip = i + 1 < to && (article?.text === 'a' || article?.text === 'an') ? 2 : 1;
    return { value: 0.5, next: i + skip };
  }
  const coupleAt = t.text === 'a' && isMarker(tokens[i + 1], 'couple') ? i + 1 : isMarker(t, 'couple') ? i : -1;
  if (coupleAt >= 0 && coupleAt < to) {
    const next = coupleAt + 1 < to && isMarker(tokens[coupleAt + 1], 'of') ? coupleAt + 2 : coupleAt + 1;
    return { value: 2, next };
  }
  const value = amountOf(t);
  if (value === undefined) return undefined;
  // 'a half hour', 'einer halben Stunde': one, then half.
  if (value === 1 && t.type === 'word' && i + 1 < to && isMarker(tokens[i + 1], 'half')) return { value: 0.5, next: i + 2 };
  // 'one and a half hours'
  if (i + 3 < to && isMarker(tokens[i + 1], 'and') && tokens[i + 2]?.text === 'a' && isMarker(tokens[i + 3], 'half')) return { value: value + 0.5, next: i + 4 };
  return { value, next: i + 1 };
}

/** 'and a half' at `i` (after a unit). */
function andAHalf(tokens: readonly Token[], i: number, to: number): boolean {
  return i + 2 < to && isMarker(tokens[i], 'and') && tokens[i + 1]?.text === 'a' && isMarker(tokens[i + 2], 'half');
}

/**
 * The longest duration starting at `from` and ending at or before `to`: its span and the index
 * after it; undefined when no pair starts at `from`.
 */
export function durationAt(tokens: readonly Token[], from: number, to: number): { span: Span; next: number } | undefined {
  let i = from;
  let seconds = 0;
  let months = 0;
  let end = -1;
  while (i < to) {
    let j = i;
    if (end >= 0) {
      if (tokens[j]?.text === ',') j++;
      if (j < to && isMarker(tokens[j], 'and')) j++;
    }
    const amount = amountAt(tokens, j, to);
    if (amount === undefined || amount.next >= to) break;
    const unit = tokens[amount.next];
    const unitLength = unitSeconds(unit);
    if (unitLength === undefined) break;
    let value = amount.value;
    let next = amount.next + 1;
    if (andAHalf(tokens, next, to)) {
      value += 0.5;
      next += 3;
    } else if (next < to && isMarker(tokens[next], 'half') && Number.isInteger(value)) {
      // '2時間半', '한 시간 반': a half after the unit
      value += 0.5;
      next++;
    }
    const unitMonths = unit?.meaning?.kind === 'unit' || unit?.meaning?.kind === 'marker' ? unit.meaning.months : undefined;
    if (unitMonths === undefined) {
      seconds += value * unitLength;
    } else {
      const m = value * unitMonths;
      const whole = Math.floor(m);
      months += whole;
      seconds += (m - whole) * MONTH_SECONDS;
    }
    i = next;
    end = next;
  }
  return end < 0 ? undefined : { span: { seconds, months }, next: end };
}

/** A duration filling [from, to) exactly, or undefined. */
export function durationOf(tokens: readonly Token[], from: number, to: number): Span | undefined {
  const d = durationAt(tokens, from, to);
  return d !== undefined && d.next === to ? d.span : undefined;
}

/**
 * Rule 4 as the spec's seconds table ('2 hours 30 minutes', '1.5 hours', 'an hour'): the summed
 * seconds, possibly 0, or undefined when the range is not a duration. Used by /schedule_remind.
 */
export function durationSeconds(tokens: readonly Token[], from: number, to: number): number | undefined {
  const span = durationOf(tokens, from, to);
  return span === undefined ? undefined : span.seconds + span.months * MONTH_SECONDS;
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
