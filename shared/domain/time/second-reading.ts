import { Moment, soonest, wall, wallClockOf } from './calendar.js';
import { daysInMonth, yearJustBefore } from './grammar.js';
import type { Either, Outcome, Timed } from './resolve.js';
import { lunarDates } from './lunar.js';
import { isMarker, type Token } from './tokenize.js';
import { ABOUT_MEANING, type Lexicon } from './vocabulary.js';
import { instantOf, utcFields, utcMs, zoneNamed } from './zone.js';

/** The night just past: yesterday's night, from 21:00 as a night alone reads. */
const NIGHT = { hour: 21, minute: 0, second: 0 } as const;

/**
 * Forms a language's table lists as having a second reading people use (its `asks`): given what
 * the grammar read, the two readings to offer, or undefined when the form is not one of them.
 * - `clockOrDuration`: '<n> uur' alone ('7 uur', 'zeven uur') is o'clock or a duration (o'clock by the bare-hour rule
 *   of 'om <n> uur': 1-6 pm, 7-12 am, 0 and 13-23 as typed).
 * - `clockHourUnits`: '<n> часов' alone is o'clock, not a duration: one reading for 0 and 13-23,
 *   the morning's and the afternoon's for 1-12 (a clock without am/pm).
 * - `monthOrWeekday`: '<word> <day>' read as a date in that month is also that weekday on that
 *   day of a month: the first one ahead, within the year.
 * - `pastMorningHour`: '<7-11> <mark>' alone ('8点') read as tomorrow morning's, its morning past
 *   today: also this evening's (20:00), which comes first.
 * - `pastNight`: this night's words alone ('vannacht') before noon: the night just past as much
 *   as the coming one; read as the past night (yesterday's 21:00), so refused as past.
 * - `lunarFifteenth`: '<month>月15' in digits without its day mark, read as the Gregorian date, is
 *   also the lunar month's 15th (the full moon): its next one, at the same clock.
 */
export function secondReading(
  m: Moment,
  tokens: readonly Token[],
  lexicon: Lexicon,
  read: Timed,
  callerZone: string,
): Either | Timed | undefined {
  if (read.recurrence !== undefined) return undefined;
  const [first, second] = tokens;
  if (lexicon.pastNight.size > 0 && lexicon.pastNight.has(tokens.map((t) => t.text).join(' '))) {
    const w = wallClockOf(m.zone, m.now);
    if (w.hour < 12) return { time: instantOf(m.zone, wall(w.year, w.month, w.day - 1, NIGHT)) };
  }
  // '15 часов' alone: 15:00; '3 часа': 03:00 or 15:00, as a clock without am/pm is asked.
  if (
    tokens.length === 2 &&
    first?.type === 'number' &&
    second !== undefined &&
    lexicon.clockHourUnits.has(second.text)
  ) {
    const n = first.value;
    if (!Number.isInteger(n) || n > 23) return undefined; // '25 часов': a duration
    const at = (hour: number): Timed => ({
      time: soonest(m, 0, 1, { hour, minute: 0, second: 0 }),
    });
    return n === 0 || n > 12 ? at(n) : { either: [at(n % 12), at((n % 12) + 12)] };
  }
  if (
    tokens.length === 2 &&
    first?.type === 'number' &&
    first.value >= 7 &&
    first.value <= 11 &&
    second !== undefined &&
    lexicon.pastMorningHour.has(second.text)
  ) {
    const evening = soonest(m, 0, 1, { hour: first.value + 12, minute: 0, second: 0 });
    return evening < read.time ? { either: [{ time: evening }, read] } : undefined;
  }
  // In digits or a number word from two ('zeven uur'; 'een uur' is an hour).
  const word = first?.meaning?.kind === 'number' ? first.meaning.value : NaN;
  if (
    tokens.length === 2 &&
    (first?.type === 'number' || word >= 2) &&
    second !== undefined &&
    lexicon.clockOrDuration.has(second.text)
  ) {
    const n = first?.type === 'number' ? Number(first.text) : word;
    if (!Number.isInteger(n) || n < 0 || n > 23) return undefined;
    const hour = n >= 1 && n <= 6 ? n + 12 : n;
    const meaning = second.meaning;
    const seconds =
      meaning !== undefined && 'seconds' in meaning && typeof meaning.seconds === 'number'
        ? meaning.seconds
        : 3600;
    return {
      either: [
        { time: soonest(m, 0, 1, { hour, minute: 0, second: 0 }) },
        { time: m.now + n * seconds * 1000 },
      ],
    };
  }
  // '<n> heures et demie' or 'et quart', '15 часов 30 минут' alone, read as a length: also the
  // clock, said aloud (both halves of the day for 1-12, as 'à dix heures et demie' asks).
  const hour = first?.type === 'number' ? Number(first.text) : word;
  const minute = partMinutes(tokens);
  if (
    minute !== undefined &&
    Number.isInteger(hour) &&
    hour >= 0 &&
    hour <= 23 &&
    second !== undefined &&
    (tokens.length === 4 && !isMarker(tokens[2], 'and')
      ? // A count of minutes: only where '<n> часов' alone is the clock ('2 uur 30 minuten' is a length).
        lexicon.clockHourUnits.size > 0 &&
        (lexicon.clockOrDuration.has(second.text) || lexicon.clockHourUnits.has(second.text))
      : lexicon.clockOrDuration.has(second.text))
  ) {
    const at = (h: number): Timed => ({ time: soonest(m, 0, 1, { hour: h, minute, second: 0 }) });
    const clocks = hour === 0 || hour > 12 ? [at(hour)] : [at(hour % 12), at((hour % 12) + 12)];
    return { either: [...clocks, read] };
  }
  if (lexicon.lunarFifteenth) {
    const lunar = lunarFifteenth(m, tokens, lexicon, read, callerZone);
    if (lunar !== undefined) return { either: [read, lunar] };
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const weekday = lexicon.monthOrWeekday.get(tokens[i]?.text ?? '');
    const day = tokens[i + 1]?.type === 'number' ? Number(tokens[i + 1]?.text) : NaN;
    if (weekday === undefined || !Number.isInteger(day)) continue;
    const zone = zoneNamed(read.zone ?? callerZone);
    const clock = wallClockOf(zone, read.time);
    for (let k = 0; k <= 12; k++) {
      const year = m.today.year + Math.floor((m.today.month - 1 + k) / 12);
      const month = ((m.today.month - 1 + k) % 12) + 1;
      if (
        day > daysInMonth(year, month) ||
        utcFields(utcMs(year, month, day, 0, 0, 0)).weekday !== weekday
      )
        continue;
      const time = instantOf(zone, wall(year, month, day, clock));
      if (time < m.now) continue;
      return time === read.time
        ? undefined
        : { either: [read, read.zone === undefined ? { time } : { time, zone: read.zone }] };
    }
    return undefined;
  }
  return undefined;
}

/**
 * The minutes of '<n> <unit> and <half | a quarter>' or '<n> <unit> <m> <minutes>' ('15 часов 30
 * минут': the whole expression), or undefined.
 */
function partMinutes(tokens: readonly Token[]): number | undefined {
  const minutes = tokens[3]?.meaning;
  if (tokens.length === 4 && minutes?.kind === 'unit' && minutes.seconds === 60) {
    const m = tokens[2]?.type === 'number' ? Number(tokens[2].text) : NaN;
    return Number.isInteger(m) && m > 0 && m < 60 ? m : undefined;
  }
  if (!isMarker(tokens[2], 'and')) return undefined;
  const one =
    tokens.length === 5 && tokens[3]?.meaning?.kind === 'number' && tokens[3].meaning.value === 1;
  if (tokens.length !== 4 && !one) return undefined;
  const part = tokens[one ? 4 : 3];
  if (isMarker(part, 'half')) return 30;
  const value = part?.meaning?.kind === 'number' ? part.meaning.value : NaN;
  return value > 0 && value < 1 ? Math.round(value * 60) : undefined;
}

/**
 * The lunar month's 15th that '<month> month_mark 15' (no day mark, no lunar word, no year) also
 * names, at the clock `read` has: its first occurrence ahead, or undefined when the form is not
 * there or `read` is that day already ('八月十五' in words reads the full moon alone).
 */
function lunarFifteenth(
  m: Moment,
  tokens: readonly Token[],
  lexicon: Lexicon,
  read: Timed,
  callerZone: string,
): Timed | undefined {
  if (tokens.some((t) => isMarker(t, 'lunar'))) return undefined;
  const k = tokens.findIndex(
    (t, i) =>
      t.type === 'number' &&
      t.value === 15 &&
      i >= 2 &&
      isMarker(tokens[i - 1], 'month_mark') &&
      !isMarker(tokens[i + 1], 'day_mark'),
  );
  const month = k >= 0 ? tokens[k - 2]?.value : undefined;
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  // With a year the digits are refused (grammar.ts cjkDateAt): a read there is the words' full moon.
  if (yearJustBefore(tokens, k - 2)) return undefined;
  const zone = zoneNamed(read.zone ?? callerZone);
  const clock = wallClockOf(zone, read.time);
  for (const date of lunarDates(lexicon.lunarMonths, month, 15)) {
    const [year, mo, day] = date.split('-').map(Number) as [number, number, number];
    const time = instantOf(zone, wall(year, mo, day, clock));
    if (time < m.now) continue;
    if (time === read.time) return undefined;
    return read.zone === undefined ? { time } : { time, zone: read.zone };
  }
  return undefined;
}

/**
 * German 'So 18 Uhr', Dutch 'zo 18 uur': a weekday word of `dateWeekdays` first in the text without
 * its abbreviation dot (the table's `asks.undottedWeekday`) is that weekday as much as its other
 * meaning, "about" there ('so 18 Uhr', 'zo 18 uur'): the text read with the weekday and with the
 * about marker, asked (the weekday's first). Undefined, for the reader's own reading, when either
 * cannot stand there ('so morgen um 8') or a preposition follows ('so gegen 18 Uhr': the idiom).
 */
export function undottedWeekday(
  tokens: readonly Token[],
  lexicon: Lexicon,
  again: (tokens: readonly Token[]) => Outcome,
): Outcome {
  const [first, ...rest] = tokens;
  const [after] = rest;
  // Right before the clock or a time of day ('So 18 Uhr', 'so abends'), as a weekday's
  // abbreviation is written; 'so um 18', 'so gegen 18 Uhr', 'zo om 10 uur' are the idiom.
  const weekday =
    first !== undefined &&
    first.meaning?.kind !== 'weekday' &&
    (after?.type === 'number' || after?.meaning?.kind === 'period')
      ? lexicon.dateWeekdays.get(first.text)
      : undefined;
  if (first === undefined || weekday === undefined) return undefined;
  const day = again([{ ...first, meaning: weekday, marker: '' }, ...rest]);
  const other = again([{ ...first, meaning: ABOUT_MEANING, marker: 'about' }, ...rest]);
  if (day === undefined || other === undefined) return undefined;
  const all = [day, other].flatMap((o) => ('either' in o ? o.either : [o]));
  return all.some((o) => o.recurrence !== undefined) ? undefined : { either: all };
}
