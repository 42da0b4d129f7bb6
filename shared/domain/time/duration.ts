import { isMarker, startsAt, tokenBefore, type Token } from './tokenize.js';
import { isEnglishUnit, MONTH_SECONDS, START_ORDINAL } from './vocabulary.js';

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

/** A half: 'half', and the half that before an hour is half an hour before it ('halb', Dutch 'half'). */
function isHalf(token: Token | undefined): boolean {
  return isMarker(token, 'half') || isMarker(token, 'half_before');
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
function amountAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { value: number; next: number } | undefined {
  const t = tokens[i];
  if (i >= to || t === undefined) return undefined;
  if (isHalf(t)) {
    // 'half an hour', 'half a day'
    const article = tokens[i + 1];
    const skip = i + 1 < to && (article?.text === 'a' || article?.text === 'an') ? 2 : 1;
    return { value: 0.5, next: i + skip };
  }
  // 'a couple of', 'un par de', 'un paio di'
  const coupleAt =
    (t.text === 'a' || (amountOf(t) === 1 && t.type === 'word')) &&
    isMarker(tokens[i + 1], 'couple')
      ? i + 1
      : isMarker(t, 'couple')
        ? i
        : -1;
  if (coupleAt >= 0 && coupleAt < to) {
    const next =
      coupleAt + 1 < to &&
      (isMarker(tokens[coupleAt + 1], 'of') || isMarker(tokens[coupleAt + 1], 'filler'))
        ? coupleAt + 2
        : coupleAt + 1;
    return { value: 2, next };
  }
  // '1/4 hour', '3/4 of an hour'
  if (
    t.type === 'number' &&
    tokens[i + 1]?.text === '/' &&
    tokens[i + 2]?.type === 'number' &&
    i + 3 < to
  ) {
    const [num, den] = [t.value, tokens[i + 2]?.value ?? 0];
    return den > num && num > 0
      ? { value: num / den, next: ofBeforeUnit(tokens, i + 3, to) }
      : undefined;
  }
  // '1 1/2 hours': a whole number, then a fraction of one.
  if (
    t.type === 'number' &&
    tokens[i + 1]?.type === 'number' &&
    tokens[i + 2]?.text === '/' &&
    tokens[i + 3]?.type === 'number' &&
    i + 4 < to
  ) {
    const [num, den] = [tokens[i + 1]?.value ?? 0, tokens[i + 3]?.value ?? 0];
    if (den > num && num > 0) return { value: t.value + num / den, next: i + 4 };
  }
  let value = amountOf(t);
  if (value === undefined) return undefined;
  // A word that is also an ordinal counts nothing: ru 'третьего дня' is "of the third", not three
  // days ('пять минут третьего дня' is 14:05); its number is an hour's ('четверть третьего').
  if (t.type === 'word' && startsAt(t, START_ORDINAL) && Number.isInteger(value)) return undefined;
  // 'a quarter of an hour', 'three quarters', 'un cuarto de hora', 'un quart d'heure': a fraction word after its count.
  const fraction = amountOf(tokens[i + 1]);
  if (fraction !== undefined && fraction < 1 && tokens[i + 1]?.type === 'word' && i + 2 < to)
    return { value: value * fraction, next: ofBeforeUnit(tokens, i + 2, to) };
  if (value < 1 && t.type === 'word') return { value, next: ofBeforeUnit(tokens, i + 1, to) };
  value = value as number;
  // 'bir buçuk saat', '2 buçuk saat': a number and a half
  if (isMarker(tokens[i + 1], 'and_half')) return { value: value + 0.5, next: i + 2 };
  // 'a half hour', 'einer halben Stunde': one, then half.
  if (value === 1 && t.type === 'word' && i + 1 < to && isHalf(tokens[i + 1]))
    return { value: 0.5, next: i + 2 };
  // 'one and a half hours', 'twee en een half uur', 'zwei und eine halbe Stunde', the article
  // left out too ('dwie i pół godziny', 'two and half hours').
  if (i + 2 < to && isMarker(tokens[i + 1], 'and')) {
    const one = tokens[i + 2];
    const h = one?.type === 'word' && amountOf(one) === 1 ? i + 3 : i + 2;
    if (h < to && isHalf(tokens[h])) return { value: value + 0.5, next: h + 1 };
  }
  return { value, next: i + 1 };
}

/** 'of an' ('a quarter of an hour'), 'de' ('cuarto de hora'), "d'" ("quart d'heure") between a fraction and its unit. */
function ofBeforeUnit(tokens: readonly Token[], i: number, to: number): number {
  let j = i;
  if (j < to && (isMarker(tokens[j], 'of') || isMarker(tokens[j], 'filler'))) j++;
  if (j > i && j < to && (tokens[j]?.text === 'a' || tokens[j]?.text === 'an')) j++;
  return j < to ? j : i;
}

/**
 * 'and a half' at `i` (after a unit), 'and half' ('et demie', 'y media', 'e mezza') or 'and' a
 * fraction word, maybe after one ('et quart', 'y cuarto', 'e un quarto'): the tokens it takes and
 * the part of the unit, or undefined.
 */
function andAPart(
  tokens: readonly Token[],
  i: number,
  to: number,
): { take: number; part: number } | undefined {
  if (!isMarker(tokens[i], 'and')) return undefined;
  if (i + 1 < to && isHalf(tokens[i + 1])) return { take: 2, part: 0.5 };
  const after = tokens[i + 1]?.meaning;
  const one = tokens[i + 1]?.text === 'a' || (after?.kind === 'number' && after.value === 1);
  const k = one ? i + 2 : i + 1;
  const t = tokens[k];
  if (k >= to) return undefined;
  if (one && isHalf(t)) return { take: k - i + 1, part: 0.5 };
  const part = t?.meaning?.kind === 'number' ? t.meaning.value : NaN;
  return part > 0 && part < 1 ? { take: k - i + 1, part } : undefined;
}

/**
 * The longest duration starting at `from` and ending at or before `to`: its span and the index
 * after it; undefined when no pair starts at `from`. With `unitAlone` (after a prefix 'in'), a
 * first unit without an amount is one of it: a half-hour or "and a half" unit ("tra mezz'ora",
 * 'en hora y media'), or one the table marks `one_unit` ('через час', 'za godzinę').
 */
export function durationAt(
  tokens: readonly Token[],
  from: number,
  to: number,
  unitAlone: boolean | 'any' = false,
): { span: Span; next: number } | undefined {
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
    const amount =
      amountAt(tokens, j, to) ??
      (unitAlone &&
      end < 0 &&
      (unitAlone === 'any' || aloneCountsOne(tokens, j, to) || isMarker(tokens[j], 'one_unit'))
        ? { value: 1, next: j }
        : undefined);
    if (amount === undefined || amount.next >= to) break;
    const unit = tokens[amount.next];
    const unitLength = unitSeconds(unit);
    if (unitLength === undefined) break;
    // '9.15 uur' is a Dutch clock (09:15) as much as 9.15 hours: a locale's hour word that is also
    // its o'clock word after an h.mm amount is no duration (English 'hours' keeps rule 4's decimals).
    if (
      unitLength === 3600 &&
      tokens[j]?.type === 'number' &&
      /^\d{1,2}\.\d\d$/.test(tokens[j]?.text ?? '') &&
      !isEnglishUnit(unit?.text ?? '')
    )
      break;
    let value = amount.value;
    let next = amount.next + 1;
    // An abbreviation's dot glued to the unit, not a decimal's: 'in 2 Wo. um 9 Uhr', 'en 2 sem. a las 9'.
    const dot = tokens[next];
    if (
      next + 1 < to &&
      dot?.text === '.' &&
      dot.start === unit?.end &&
      tokens[next + 1]?.start !== dot.end
    )
      next++;
    const half = andAPart(tokens, next, to);
    const minutes =
      half === undefined
        ? minutesAfterHourMark(tokens, amount.next, to, afterIn(tokens, from))
        : undefined;
    if (half !== undefined) {
      value += half.part;
      next += half.take;
    } else if (minutes !== undefined) {
      // '1h30' where 'h' is also a clock's hour mark: 1 hour 30 minutes.
      value += minutes.minutes / 60;
      next += minutes.take;
    } else if (
      next < to &&
      isHalf(tokens[next]) &&
      Number.isInteger(value) &&
      !halfHourAt(tokens, next)
    ) {
      // '2時間半', '한 시간 반': a half after the unit (not a clock's: 'in einer Woche halb acht')
      value += 0.5;
      next++;
    }
    const unitMonths =
      unit?.meaning?.kind === 'unit' || unit?.meaning?.kind === 'marker'
        ? unit.meaning.months
        : undefined;
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

/** The half before an hour ('halb acht', 'half 8'), a clock: the half-to marker and a number. */
function halfHourAt(tokens: readonly Token[], i: number): boolean {
  const hour = tokens[i + 1];
  return (
    isMarker(tokens[i], 'half_before') &&
    (hour?.type === 'number' || hour?.meaning?.kind === 'number')
  );
}

/** Whether `in` comes before `i`, maybe past a filler ('daqui a', 'dentro de'). */
function afterIn(tokens: readonly Token[], i: number): boolean {
  const before = tokenBefore(tokens, i);
  return (
    isMarker(before, 'in') ||
    (isMarker(before, 'filler') && isMarker(tokenBefore(tokens, i - 1), 'in'))
  );
}

/** A unit word that is itself half an hour ("mezz'ora", 'demi-heure'): it needs no amount. */
const HALF_HOUR = 1800;

/**
 * A unit with no amount after 'in' is one of it when it is a half-hour word ("tra mezz'ora") or a
 * half follows ('en hora y media'). Any other bare unit stays unread: 'in hours' is no duration,
 * and French 'en semaine' means 'on weekdays', not 'in a week'.
 */
function aloneCountsOne(tokens: readonly Token[], i: number, to: number): boolean {
  const t = tokens[i];
  if (t?.meaning?.kind !== 'unit') return false;
  return (
    t.meaning.seconds === HALF_HOUR ||
    andAPart(tokens, i + 1, to)?.part === 0.5 ||
    isHalf(tokens[i + 1])
  );
}

/**
 * Minutes after an hour mark used as a unit ('1h30'), or, in a duration after `in`, after an hour
 * unit, maybe past 'and' ('in 1 hour 30', 'dans 2 heures 15', 'en 1 hora y 30'; alone, '17 horas
 * e 30' is a clock as much as a length): two digits up to 59 with no unit or clock of their own.
 * The tokens they take after the unit, or undefined.
 */
function minutesAfterHourMark(
  tokens: readonly Token[],
  unit: number,
  to: number,
  afterIn: boolean,
): { minutes: number; take: number } | undefined {
  const hour =
    unitSeconds(tokens[unit]) === 3600 &&
    (afterIn || tokens[unit]?.end === tokens[unit + 1]?.start);
  const k = afterIn && hour && isMarker(tokens[unit + 1], 'and') ? unit + 2 : unit + 1;
  const t = tokens[k];
  if (
    !(isMarker(tokens[unit], 'hour_mark') || hour) ||
    k >= to ||
    t?.type !== 'number' ||
    t.text.length !== 2 ||
    t.value > 59 ||
    tokens[k + 1]?.text === ':' ||
    unitSeconds(tokens[k + 1]) !== undefined
  )
    return undefined;
  return { minutes: t.value, take: k - unit };
}

/** A duration filling [from, to) exactly, or undefined. */
export function durationOf(tokens: readonly Token[], from: number, to: number): Span | undefined {
  const d = durationAt(tokens, from, to);
  return d !== undefined && d.next === to ? d.span : undefined;
}

/**
 * Rule 4 as the spec's (spec-notes.md, Time expression rules) seconds table ('2 hours 30 minutes', '1.5 hours', 'an hour'): the summed
 * seconds, possibly 0, or undefined when the range is not a duration. Used by /schedule_remind.
 */
export function durationSeconds(
  tokens: readonly Token[],
  from: number,
  to: number,
): number | undefined {
  const span = durationOf(tokens, from, to);
  return span === undefined ? undefined : span.seconds + span.months * MONTH_SECONDS;
}

/**
 * Where a run of `<number><unit>` pairs that ends at `end` begins ('10分鐘後': the pairs before
 * '後'). Returns `end` when there is no such pair.
 */
export function durationStartBefore(tokens: readonly Token[], end: number): number {
  let i = end;
  while (
    i >= 2 &&
    unitSeconds(tokens[i - 1]) !== undefined &&
    amountOf(tokens[i - 2]) !== undefined
  )
    i -= 2;
  return i;
}
