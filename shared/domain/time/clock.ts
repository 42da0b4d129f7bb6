import { nextHourClockAt } from './clock-words.js';
import { amountOf, unitSeconds } from './duration.js';
import { isMarker, type Token } from './tokenize.js';

export interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** A clock read at some index: the time, the index after it, and whether it was a bare hour. */
export interface ClockRead {
  readonly clock: Clock;
  readonly next: number;
  /** A bare hour ('at 3'): decisions.md's rule made it 15:00; a time of day may move it. */
  readonly bare: boolean;
  /** The hour as typed (before the am/pm or bare-hour rule). */
  readonly typed: number;
  /** Hours and minutes with no am/pm ('11:30'): a time of day may move it like a bare hour. */
  readonly loose?: true;
  /** Read with an hour mark ('15時', '15 Uhr'). */
  readonly marked?: true;
  /**
   * 1-6 with the hour mark of 24-hour writing that is also the hour unit ('h': 'à 3h', '2h'):
   * 03:00, 15:00 or a duration. Read only beside a time of day ('3h de l'après-midi').
   */
  readonly needsPeriod?: true;
}

export function digits(token: Token | undefined, min: number, max: number): number | undefined {
  if (token?.type !== 'number' || token.text.length < min || token.text.length > max || token.text.includes('.')) return undefined;
  return token.value;
}

/** 'am'/'pm', 'a.m.'/'p.m.' at `i`: the meridiem and the index after it. */
function meridiemAt(tokens: readonly Token[], i: number, to: number): { pm: boolean; next: number } | undefined {
  const t = tokens[i];
  if (i >= to || t === undefined) return undefined;
  if (isMarker(t, 'am') || isMarker(t, 'pm')) return { pm: isMarker(t, 'pm'), next: i + 1 };
  // English 'am'/'pm' where a locale gives the word another meaning (German 'am Freitag'): only
  // glued to the number ('9am'), so 'um 3 am Freitag' stays 'at 3 on Friday'.
  if ((t.text === 'am' || t.text === 'pm') && tokens[i - 1]?.end === t.start) return { pm: t.text === 'pm', next: i + 1 };
  if ((t.text === 'a' || t.text === 'p') && tokens[i + 1]?.text === '.' && tokens[i + 2]?.text === 'm' && i + 2 < to) {
    const next = i + 3 < to && tokens[i + 3]?.text === '.' ? i + 4 : i + 3;
    return { pm: t.text === 'p', next };
  }
  return undefined;
}

/**
 * decisions.md's bare hour: 1-6 are pm, 7-11 am, 12 noon; 0 and 13-23 are 24-hour.
 */
export function bareHour(hour: number): number {
  if (hour >= 1 && hour <= 6) return hour + 12;
  return hour;
}

/**
 * The longest time of day starting at `i`: '3pm', '3 pm', '3:30pm', '3 p.m.', '15:00', '9:30',
 * '09:30:15', "3 o'clock" (a bare hour), 'noon', 'midnight'; with `allowBare` (after 'at') also a
 * bare hour in digits or words ('at 3', 'at five').
 */
export function clockAt(tokens: readonly Token[], i: number, to: number, allowBare: boolean): ClockRead | undefined {
  // A meridiem before the clock ('午後3時', '오후 3시 30분'): a 12-hour clock with a mark after it.
  const before = tokens[i]?.type === 'word' && (isMarker(tokens[i], 'am') || isMarker(tokens[i], 'pm')) ? tokens[i] : undefined;
  if (before !== undefined) {
    // A number after it, in digits or words ('오후 세 시'), maybe past a particle ('午後の7時').
    const at = isMarker(tokens[i + 1], 'filler') ? i + 2 : i + 1;
    const after = tokens[at];
    if (after?.type !== 'number' && after?.meaning?.kind !== 'number') return undefined;
    const read = clockAt(tokens, at, to, false);
    if (read === undefined || read.loose !== true && !read.marked) return undefined;
    // 0 to 12: '午前0時' is midnight, '午後0時' noon, as Japanese writes them.
    if (read.typed > 12) return undefined;
    const hour = (read.typed % 12) + (isMarker(before, 'pm') ? 12 : 0);
    return { clock: { hour, minute: read.clock.minute, second: read.clock.second }, next: read.next, bare: false, typed: read.typed };
  }
  const first = tokens[i];
  if (i >= to || first === undefined) return undefined;
  // Against the next hour ('без четверти девять', '10'a çeyrek var'): a marker, or an hour then an amount.
  const m = first.meaning;
  const next = tokens[i + 1];
  const againstMarker = m?.kind === 'marker' && (m.marker === 'half_to' || m.marker === 'minutes_to');
  if (againstMarker || ((first.type === 'number' || m?.kind === 'number') && (next?.type === 'number' || next?.meaning?.kind === 'number' || isMarker(next, 'filler')))) {
    const against = nextHourClockAt(tokens, i, to, bareHour);
    if (against !== undefined) return against;
  }
  if (isMarker(first, 'noon')) return { clock: { hour: 12, minute: 0, second: 0 }, next: i + 1, bare: false, typed: 12 };
  if (isMarker(first, 'midnight')) return { clock: { hour: 0, minute: 0, second: 0 }, next: i + 1, bare: false, typed: 0 };
  // 'h.mm' ('15.30 Uhr', 'um 15.30', 'at 18.45'): a clock only with an hour mark after it or 'at'
  // before it; otherwise a decimal number. '3.30pm' stays refused (decisions.md, time of day).
  const dotted = first?.type === 'number' ? dottedClockAt(tokens, i, to, allowBare) : undefined;
  if (dotted !== undefined) return dotted;
  let hour = digits(first, 1, 2);
  const word = hour === undefined && first.type === 'word' ? amountOf(first) : undefined;
  if (hour === undefined && (word === undefined || first.text === 'a' || first.text === 'an')) return undefined;
  hour ??= word as number;
  let j = i + 1;
  let minute = 0;
  let second = 0;
  let hasMinutes = false;
  if (word === undefined && tokens[j]?.text === ':' && j + 1 < to) {
    const m = digits(tokens[j + 1], 2, 2);
    if (m === undefined) return undefined;
    minute = m;
    hasMinutes = true;
    j += 2;
    if (tokens[j]?.text === ':' && j + 1 < to) {
      const s = digits(tokens[j + 1], 2, 2);
      if (s === undefined) return undefined;
      second = s;
      j += 2;
    }
  }
  if (minute > 59 || second > 59) return undefined;
  const meridiem = meridiemAt(tokens, j, to);
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    return { clock: { hour: (hour % 12) + (meridiem.pm ? 12 : 0), minute, second }, next: meridiem.next, bare: false, typed: hour };
  }
  // '18:30 Uhr', '18:30h': an hour mark after a full clock changes nothing.
  if (hasMinutes && j < to && isMarker(tokens[j], 'hour_mark')) j++;
  if (hasMinutes) return hour > 23 ? undefined : { clock: { hour, minute, second }, next: j, bare: false, typed: hour, loose: true };
  // An hour mark: '8點', '15時', '15 Uhr', '15h'; then '半' (8:30), or minutes with an optional
  // minute mark ('15時30分', '3시 30분', '15h30', '15 Uhr 30'). The hour reads like a bare hour.
  if (j < to && isMarker(tokens[j], 'hour_mark') && hour <= 23) {
    let next = j + 1;
    let min = 0;
    if (next < to && isMarker(tokens[next], 'half')) [min, next] = [30, next + 1];
    else if (next < to && digits(tokens[next], 1, 2) !== undefined) {
      min = tokens[next]?.value ?? 0;
      next++;
      const unit = next < to ? unitSeconds(tokens[next]) : undefined;
      if (isMarker(tokens[next], 'minute_mark') || unit === 60) next++;
      // Quarters: '9点一刻' 9:15, '9点三刻' 9:45 ('刻' is 15 minutes).
      else if (unit === 900) [min, next] = [min * 15, next + 1];
    }
    if (min > 59) return undefined;
    const mark = tokens[j]?.meaning;
    const base: ClockRead = { clock: { hour: bareHour(hour), minute: min, second: 0 }, next, bare: min === 0, typed: hour, marked: true };
    // With minutes and no am/pm ('8點半') a time of day moves it like '8:30' ('晚上8點半' is 20:30).
    const read: ClockRead = min === 0 ? base : { ...base, loose: true };
    return mark?.kind === 'marker' && mark.seconds !== undefined && hour >= 1 && hour <= 6 ? { ...read, needsPeriod: true } : read;
  }
  const oclock = j + 2 < to && isMarker(tokens[j], 'o') && tokens[j + 1]?.text === "'" && isMarker(tokens[j + 2], 'clock');
  if (oclock && hour >= 1 && hour <= 12) return { clock: { hour: bareHour(hour), minute: 0, second: 0 }, next: j + 3, bare: true, typed: hour };
  if (!allowBare || hour > 23) return undefined;
  // An hour unit after the hour is its o'clock ('om 3 uur', 'в 15 часов'); '2 uur' alone stays hours.
  const oClock = word === undefined && j < to && (tokens[j]?.meaning?.kind === 'unit' || isMarker(tokens[j], 'one_unit')) && unitSeconds(tokens[j]) === 3600;
  return { clock: { hour: bareHour(hour), minute: 0, second: 0 }, next: oClock ? j + 1 : j, bare: true, typed: hour };
}

function dottedClockAt(tokens: readonly Token[], i: number, to: number, afterAt: boolean): ClockRead | undefined {
  const t = tokens[i];
  const dot = t?.type === 'number' ? t.text.indexOf('.') : -1;
  if (t === undefined || dot < 1 || dot > 2 || t.text.length - dot !== 3) return undefined;
  const hour = Number(t.text.slice(0, dot));
  const minute = Number(t.text.slice(dot + 1));
  if (hour > 23 || minute > 59) return undefined;
  const marked = i + 1 < to && isMarker(tokens[i + 1], 'hour_mark');
  if (!marked && !afterAt) return undefined;
  return { clock: { hour, minute, second: 0 }, next: marked ? i + 2 : i + 1, bare: false, typed: hour, loose: true };
}

/**
 * Time of day filling [from, to) (rule 7's time part): an empty range is 00:00; a bare hour is
 * read by decisions.md's rule (it follows ' at ').
 */
export function clockOf(tokens: readonly Token[], from: number, to: number): Clock | undefined {
  if (from >= to) return { hour: 0, minute: 0, second: 0 };
  const read = clockAt(tokens, from, to, true);
  return read !== undefined && read.next === to && read.needsPeriod !== true ? read.clock : undefined;
}
