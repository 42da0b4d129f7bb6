import { amountOf, unitSeconds } from './duration.js';
import { isMarker, type Token } from './tokenize.js';
import { isEnglishNumber } from './vocabulary.js';
import { flagged, type ClockRead } from './clock-read.js';

/**
 * Clocks said against the next hour (decisions.md, "Clocks against the next hour"): half of it
 * ('в половине восьмого', 'o wpół do ósmej', 'о пів на восьму': 7:30) and minutes before it ('без
 * четверти девять', 'без 10 9': 8:45, 8:50); and, hour first, minutes past or before it (Turkish
 * 'dokuzu çeyrek geçe' 9:15, '10'a çeyrek var' 9:45). The hour reads like a marked clock's
 * ('8點半'); an amount under 1 is a part of an hour ('çeyrek', a quarter).
 */
export function nextHourClockAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  const first = tokens[i];
  if (first?.meaning?.kind !== 'marker') {
    // A part of the next hour before it ('четверть девятого' 8:15, 'viertel neun', 'dreiviertel
    // 8'); the hour in digits not after English's 'quarter' ('quarter 8' says nothing).
    const part = amountOf(first);
    const hour = tokens[i + 1]?.type;
    const into =
      part !== undefined &&
      part < 1 &&
      first?.type === 'word' &&
      (hour === 'word' || (hour === 'number' && !isEnglishNumber(first.text)))
        ? hourAfterAt(tokens, i + 1, 60 - part * 60, to, bareHour)
        : undefined;
    // Said aloud on the 12-hour clock: both halves are offered without a time of day.
    const said = into ?? minutesOfNextHourAt(tokens, i, to, bareHour);
    return said === undefined ? hourFirstAt(tokens, i, to, bareHour) : flagged(said, 'spoken');
  }
  const half = isMarker(first, 'half_to');
  if (!half && !isMarker(first, 'minutes_to')) return undefined;
  return half
    ? hourAfterAt(tokens, i + 1, 30, to, bareHour)
    : minutesBeforeHourAt(tokens, i + 1, to, bareHour);
}

/**
 * Minutes into the next hour, the hour in words ('двадцать минут девятого' 8:20, 'десять хвилин на
 * восьму' 7:10): `i` is the minutes, then a minute unit, then the hour word, no unit after it
 * ('пять минут десять секунд' is a duration) but one that is a time of day ('пять минут третьего
 * дня' 14:05).
 */
function minutesOfNextHourAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  const m = amountOf(tokens[i]);
  const hour = tokens[i + 2];
  if (
    m === undefined ||
    !Number.isInteger(m) ||
    m < 1 ||
    m > 59 ||
    i + 2 >= to ||
    unitSeconds(tokens[i + 1]) !== 60 ||
    hour?.type !== 'word' ||
    (unitSeconds(tokens[i + 3]) !== undefined && !dayPartUnit(tokens[i + 3]))
  )
    return undefined;
  return hourAfterAt(tokens, i + 2, 60 - m, to, bareHour);
}

/** A unit word that after an hour is its time of day ('дня': days, and the afternoon). */
function dayPartUnit(t: Token | undefined): boolean {
  return t?.meaning?.kind === 'unit' && t.meaning.period !== undefined;
}

/** Minutes, then the hour they come before ('четверти девять', 'kwadrans ósma'): `i` is the minutes. */
export function minutesBeforeHourAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  const m = minutesAt(tokens, i, to);
  return m === undefined ? undefined : hourAfterAt(tokens, m.next, m.minutes, to, bareHour);
}

function hourAfterAt(
  tokens: readonly Token[],
  j: number,
  minutes: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  // The hour may carry its mark ('差五分三点' 2:55, '差一刻五点' 4:45); an ordinal names it too
  // ('за чверть дев'ята' 8:45).
  const next = isMarker(tokens[j + 1], 'hour_mark') ? j + 2 : j + 1;
  const t = tokens[j];
  const hour = amountOf(t) ?? (t?.meaning?.kind === 'ordinal' ? t.meaning.value : undefined);
  return againstNextHour(hour, minutes, next, bareHour, j < to);
}

/**
 * After an hour and its mark, minutes before that hour ('三点差五分' 2:55, '三点差一刻' 2:45): `i`
 * is the `minutes_to` word.
 */
export function markedHourMinusAt(
  tokens: readonly Token[],
  hour: number,
  i: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  if (!isMarker(tokens[i], 'minutes_to')) return undefined;
  const m = minutesAt(tokens, i + 1, to, true);
  return m === undefined ? undefined : againstNextHour(hour, m.minutes, m.next, bareHour, true);
}

/**
 * Minutes at `i` ('10', 'пяти', 'четверти', 'çeyrek'), with an optional minute unit, or quarters
 * ('一刻' 15); `last`: nothing need follow them.
 */
function minutesAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  last = false,
): { minutes: number; next: number } | undefined {
  // A quarter-hour unit alone is 15 ('kwadrans').
  const m = amountOf(tokens[i]) ?? (unitSeconds(tokens[i]) === 900 ? 0.25 : undefined);
  const unit = i + 1 < to ? unitSeconds(tokens[i + 1]) : undefined;
  const minutes = m === undefined ? m : m < 1 ? m * 60 : unit === 900 ? m * 15 : m;
  if (
    minutes === undefined ||
    !Number.isInteger(minutes) ||
    minutes < 1 ||
    minutes > 30 ||
    (i + 1 >= to && !last)
  )
    return undefined;
  return { minutes, next: unit === 60 || unit === 900 ? i + 2 : i + 1 };
}

/** `minutes` before `hour` (2-23; 'половина первого' is 00:30 or 12:30: refused). */
export function againstNextHour(
  hour: number | undefined,
  minutes: number,
  next: number,
  bareHour: (hour: number) => number,
  ok: boolean,
): ClockRead | undefined {
  if (!ok || hour === undefined || !Number.isInteger(hour) || hour < 1 || hour > 23)
    return undefined;
  // Against one o'clock ('в половине первого', 'o wpół do pierwszej'): 00:30 or 12:30, read only
  // beside a time of day ('в половине первого дня' 12:30, 'ночи' 00:30).
  if (hour === 1)
    return {
      clock: { hour: 12, minute: 60 - minutes, second: 0 },
      next,
      bare: false,
      typed: 12,
      loose: true,
      needsPeriod: true,
    };
  return {
    // The hour named follows the bare-hour rule ('yediye çeyrek kala', a quarter to 07:00: 06:45).
    clock: { hour: bareHour(hour) - 1, minute: 60 - minutes, second: 0 },
    next,
    bare: false,
    typed: hour - 1,
    loose: true,
  };
}

/** '<hour> [suffix] <minutes> minutes_past|minutes_to': 'dokuzu çeyrek geçe', '9'u 10 geçe', '10'a çeyrek var'. */
function hourFirstAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  bareHour: (hour: number) => number,
): ClockRead | undefined {
  const hour = amountOf(tokens[i]);
  if (hour === undefined || !Number.isInteger(hour) || hour < 1 || hour > 23) return undefined;
  const j = isMarker(tokens[i + 1], 'filler') ? i + 2 : i + 1;
  const t = tokens[j];
  if (t === undefined || j >= to || (t.type !== 'number' && t.meaning?.kind !== 'number'))
    return undefined;
  const m = minutesAt(tokens, j, to);
  const marker = m === undefined ? undefined : tokens[m.next];
  if (m === undefined || m.next >= to) return undefined;
  if (isMarker(marker, 'minutes_to'))
    return againstNextHour(hour, m.minutes, m.next + 1, bareHour, true);
  if (!isMarker(marker, 'minutes_past') || hour > 12) return undefined;
  return {
    clock: { hour: bareHour(hour), minute: m.minutes, second: 0 },
    next: m.next + 1,
    bare: false,
    typed: hour,
    loose: true,
  };
}
