import { againstNextHour, markedHourMinusAt, nextHourClockAt } from './clock-words.js';
import { amountOf, unitSeconds } from './duration.js';
import { isMarker, tokenBefore, type Token } from './tokenize.js';
import { isEnglishUnit } from './vocabulary.js';
import { flagged, type Clock, type ClockRead } from './clock-read.js';

export type { Clock, ClockRead };

export function digits(token: Token | undefined, min: number, max: number): number | undefined {
  if (
    token?.type !== 'number' ||
    token.text.length < min ||
    token.text.length > max ||
    token.text.includes('.')
  )
    return undefined;
  return token.value;
}

/** A clock whose hour 1-12 is followed by its am/pm ('9:30pm', '6.45pm', '0845am'); other hours have none. */
function withMeridiem(
  hour: number,
  minute: number,
  second: number,
  meridiem: { readonly pm: boolean; readonly next: number },
): ClockRead | undefined {
  if (hour < 1 || hour > 12) return undefined;
  return {
    clock: { hour: (hour % 12) + (meridiem.pm ? 12 : 0), minute, second },
    next: meridiem.next,
    bare: false,
    typed: hour,
  };
}

/** 'am'/'pm', 'a.m.'/'p.m.' at `i`: the meridiem and the index after it. */
export function meridiemAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { pm: boolean; next: number } | undefined {
  const t = tokens[i];
  if (i >= to || t === undefined) return undefined;
  if (isMarker(t, 'am') || isMarker(t, 'pm')) return { pm: isMarker(t, 'pm'), next: i + 1 };
  // English 'am'/'pm' where a locale gives the word another meaning (German 'am Freitag'): only
  // glued to the number ('9am'), so 'um 3 am Freitag' stays 'at 3 on Friday'.
  if ((t.text === 'am' || t.text === 'pm') && tokens[i - 1]?.end === t.start)
    return { pm: t.text === 'pm', next: i + 1 };
  // One letter glued to the clock, nothing glued after it: '8p', '4:20p', '10a'; not where the
  // locale gives the letter a meaning of its own (Portuguese '6a' is sexta-feira, 'a' an article)
  // unless `at` comes before the number ('às 5a', 'a las 5a': no weekday is said at a time); an
  // `at` glued to the number is not one ('5a' in French, Spanish, Italian).
  const letter =
    t.text === 'p'
      ? t.meaning === undefined
      : t.text === 'a' &&
        (t.meaning?.kind === 'number' ||
          isMarker(t, 'at') ||
          (i >= 2 && isMarker(tokens[i - 2], 'at')));
  if (
    letter &&
    tokens[i - 1]?.type === 'number' &&
    tokens[i - 1]?.end === t.start &&
    tokens[i + 1]?.start !== t.end
  )
    return { pm: t.text === 'p', next: i + 1 };
  if (
    (t.text === 'a' || t.text === 'p') &&
    tokens[i + 1]?.text === '.' &&
    tokens[i + 2]?.text === 'm' &&
    i + 2 < to
  ) {
    const next = i + 3 < to && tokens[i + 3]?.text === '.' ? i + 4 : i + 3;
    return { pm: t.text === 'p', next };
  }
  return undefined;
}

/** Whether `t` is a time of day said only after a clock's hour (Russian 'вечера'). */
export function clockPeriodAt(t: Token | undefined): boolean {
  return t?.meaning?.kind === 'period' && t.meaning.clock === true;
}

/** A time of day at `i`, or after one or two words there ('tomorrow morning', 'in the evening'). */
function periodNear(tokens: readonly Token[], i: number): boolean {
  for (let k = i; k <= i + 2; k++) if (tokens[k]?.meaning?.kind === 'period') return true;
  return false;
}

/**
 * decisions.md's bare hour: 1-6 are pm, 7-11 am, 12 noon; 0 and 13-23 are 24-hour.
 */
export function bareHour(hour: number): number {
  if (hour >= 1 && hour <= 6) return hour + 12;
  return hour;
}

/** Hours and minutes said aloud: loose, as the worded clock ('at three thirty'). */
function apartClock(hour: number, minute: number, next: number): ClockRead {
  return { clock: { hour, minute, second: 0 }, next, bare: false, typed: hour, loose: true };
}

/** A month, or a date's separator or ordinal ending, right after a day's number. */
function dateAfter(t: Token | undefined): boolean {
  return t?.meaning?.kind === 'month' || t?.text === '-' || t?.text === '.' || t?.text === '/';
}

/**
 * The longest time of day starting at `i`: '3pm', '3 pm', '3:30pm', '3 p.m.', '15:00', '9:30',
 * '09:30:15', "3 o'clock" (a bare hour), 'noon', 'midnight'; with `allowBare` (after 'at') also a
 * bare hour in digits or words ('at 3', 'at five').
 */
export function clockAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  allowBare: boolean,
): ClockRead | undefined {
  // A meridiem before the clock ('午後3時', '오후 3시 30분'): a 12-hour clock with a mark after it.
  const before =
    tokens[i]?.type === 'word' && (isMarker(tokens[i], 'am') || isMarker(tokens[i], 'pm'))
      ? tokens[i]
      : undefined;
  if (before !== undefined) {
    // A number after it, in digits or words ('오후 세 시'), maybe past a particle ('午後の7時').
    const at = isMarker(tokens[i + 1], 'filler') ? i + 2 : i + 1;
    const after = tokens[at];
    if (after?.type !== 'number' && after?.meaning?.kind !== 'number') return undefined;
    const read = clockAt(tokens, at, to, false);
    if (read === undefined || (read.loose !== true && !read.marked)) return undefined;
    // 0 to 12: '午前0時' is midnight, '午後0時' noon, as Japanese writes them.
    if (read.typed > 12) return undefined;
    const hour = (read.typed % 12) + (isMarker(before, 'pm') ? 12 : 0);
    return {
      clock: { hour, minute: read.clock.minute, second: read.clock.second },
      next: read.next,
      bare: false,
      typed: read.typed,
    };
  }
  const first = tokens[i];
  if (i >= to || first === undefined) return undefined;
  // Against the next hour ('без четверти девять', '10'a çeyrek var'): a marker, an hour then an
  // amount, or minutes into the next hour ('двадцать минут девятого').
  const m = first.meaning;
  const next = tokens[i + 1];
  const againstMarker =
    m?.kind === 'marker' && (m.marker === 'half_to' || m.marker === 'minutes_to');
  if (
    againstMarker ||
    ((first.type === 'number' || m?.kind === 'number') &&
      (next?.type === 'number' ||
        next?.meaning?.kind === 'number' ||
        isMarker(next, 'filler') ||
        unitSeconds(next) === 60))
  ) {
    const against = nextHourClockAt(tokens, i, to, bareHour);
    if (against !== undefined) return against;
  }
  // Clock arithmetic needs one of its words within the next few tokens: a cheap test first.
  if (arithmeticWordNear(tokens, i)) {
    const arithmetic = offsetFirstAt(tokens, i, to) ?? hourFirstAt(tokens, i, to, allowBare);
    if (arithmetic !== undefined) return arithmetic;
  }
  if (isMarker(first, 'noon')) {
    // The noon word before a clock of its hours ('öğlen 12', 'öğlen 1'de', 'mittags 1'): past noon.
    const after = i + 1 < to ? clockAt(tokens, i + 1, to, true) : undefined;
    const h = after?.typed ?? 0;
    if (
      after !== undefined &&
      (after.bare || after.loose === true) &&
      !dayOrCount(tokens[after.next]) &&
      (h === 12 || h <= 3) &&
      h > 0
    )
      return { ...after, clock: { ...after.clock, hour: (h % 12) + 12 }, bare: false, typed: h };
    // ... and the o'clock word after it says nothing more ('a mediodía en punto', 'ao meio-dia em ponto').
    return {
      clock: { hour: 12, minute: 0, second: 0 },
      next: oclockAt(tokens, i + 1, to) ?? i + 1,
      bare: false,
      typed: 12,
    };
  }
  if (isMarker(first, 'midnight'))
    return {
      clock: { hour: 0, minute: 0, second: 0 },
      next: oclockAt(tokens, i + 1, to) ?? i + 1,
      bare: false,
      typed: 0,
      midnight: true,
    };
  // 'h.mm' ('15.30 Uhr', 'um 15.30', 'at 18.45'): a clock only with an hour mark after it or 'at'
  // before it; otherwise a decimal number. '3.30pm' stays refused (decisions.md, time of day).
  const dotted = first?.type === 'number' ? dottedClockAt(tokens, i, to, allowBare) : undefined;
  if (dotted !== undefined) return dotted;
  const compact =
    first.type === 'number' && first.text.length >= 3
      ? compactClockAt(tokens, i, to, allowBare)
      : undefined;
  if (compact !== undefined) return compact;
  let hour = digits(first, 1, 2);
  const word = hour === undefined && first.type === 'word' ? amountOf(first) : undefined;
  // 'eleven fifteen pm', 'at seven thirty', 'nine forty-five': an hour word and minutes in words;
  // 13-23 on the 24-hour clock ('o siedemnastej trzydzieści', 'в семнадцать тридцать'); a glued
  // hyphen between them ('nine-thirty', 'six-fifteen pm').
  const hyphen = tokens[i + 1]?.text === '-' && tokens[i + 1]?.start === first.end;
  const worded = word !== undefined ? wordMinutesAt(tokens, hyphen ? i + 2 : i + 1, to) : undefined;
  if (
    worded !== undefined &&
    word !== undefined &&
    Number.isInteger(word) &&
    word >= 1 &&
    word <= 23
  ) {
    const meridiem = meridiemAt(tokens, worded.next, to);
    if (meridiem !== undefined && word > 12) return undefined;
    if (meridiem !== undefined)
      return {
        clock: { hour: (word % 12) + (meridiem.pm ? 12 : 0), minute: worded.minutes, second: 0 },
        next: meridiem.next,
        bare: false,
        typed: word,
      };
    // ... or before a time of day ('eleven fifteen tonight', 'seven thirty tomorrow morning').
    if (allowBare || periodNear(tokens, worded.next))
      return {
        clock: { hour: word, minute: worded.minutes, second: 0 },
        next: worded.next,
        bare: false,
        typed: word,
        loose: true,
      };
    // ... or 13-23 closing the text ('dix-neuf trente', 'demain vingt-deux dix'): 24-hour, one
    // reading; not after a date's day or month ('march third twenty fifteen' is a year).
    const before = i > 0 ? tokens[i - 1] : undefined;
    if (
      word >= 13 &&
      worded.next === tokens.length &&
      before?.type !== 'number' &&
      before?.meaning?.kind !== 'number' &&
      before?.meaning?.kind !== 'month' &&
      before?.meaning?.kind !== 'ordinal' &&
      !isMarker(before, 'ordinal')
    )
      return spokenClock(tokens, { hour: word, exact: false }, worded.minutes, worded.next, to);
  }
  if (
    hour === undefined &&
    (word === undefined || !Number.isInteger(word) || first.text === 'a' || first.text === 'an')
  )
    return undefined;
  hour ??= word as number;
  let j = i + 1;
  let minute = 0;
  let second = 0;
  let hasMinutes = false;
  // A dash between hours and minutes after 'at' ('в 19-30', 'о 8-45') or before a time of day
  // said only after a clock ('5-59 вечера'): minutes that cannot be an hour, so a range stays
  // refused ('в 10-12').
  const dashed =
    (allowBare || clockPeriodAt(tokens[j + 2])) &&
    tokens[j]?.text === '-' &&
    tokens[j]?.start === first.end &&
    tokens[j + 2]?.text !== '-' &&
    unitSeconds(tokens[j + 2]) === undefined &&
    /^(00|2[4-9]|[3-5]\d)$/.test(tokens[j + 1]?.text ?? '');
  // Hours and minutes apart after 'at' ('o 20 30', 'в 20 30'): two-digit minutes with nothing of
  // a date, count or range after them ('o 8 15 marca' stays 8:00 on 15 March).
  const beyond = tokens[j + 1];
  const spaced =
    allowBare &&
    word === undefined &&
    tokens[j]?.type === 'number' &&
    (tokens[j]?.start ?? 0) > first.end &&
    /^[0-5]\d$/.test(tokens[j]?.text ?? '') &&
    (j + 1 >= to ||
      // ... a date after them is its own ('o 20 15 13 marca', 'o 20 15 13-go').
      (beyond?.type === 'number' && dateAfter(tokens[j + 2])) ||
      (beyond?.type !== 'number' &&
        beyond?.text !== '-' &&
        beyond?.text !== ':' &&
        beyond?.text !== '.' &&
        beyond?.text !== '/' &&
        beyond?.meaning?.kind !== 'month' &&
        unitSeconds(beyond) === undefined &&
        !isMarker(beyond, 'ordinal')));
  if (spaced) {
    minute = Number(tokens[j]?.text);
    hasMinutes = true;
    j += 1;
  } else if (word === undefined && (tokens[j]?.text === ':' || dashed) && j + 1 < to) {
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
  if (meridiem !== undefined) return withMeridiem(hour, minute, second, meridiem);
  // '12 noon', '12:00 midnight', 'twelve noon', 'las doce del mediodía', '12 Uhr mittags', "twelve
  // o'clock midnight": the word says which twelve.
  const mark = hasMinutes ? j : hourWordAt(tokens, j) ? j + 1 : (oclockAt(tokens, j, to) ?? j);
  const twelve = isMarker(tokens[mark], 'filler') ? mark + 1 : mark;
  if (
    hour === 12 &&
    minute === 0 &&
    (isMarker(tokens[twelve], 'noon') || isMarker(tokens[twelve], 'midnight'))
  )
    return clockAt(tokens, twelve, to, false);
  // '18:30 Uhr', '18:30h', '18:30 uur': an hour mark after a full clock changes nothing; English's
  // hour unit after 24-hour writing too ('06:00h', '18:30 hours'; '2:30 hours' stays a length).
  if (
    hasMinutes &&
    j < to &&
    (hourWordAt(tokens, j) ||
      letterH(tokens[j]) ||
      (unitSeconds(tokens[j]) === 3600 && /^(0\d|1[3-9]|2\d)$/.test(first.text)))
  )
    j++;
  // ... and so does an o'clock word ('18:00 in punto', '18h em ponto': sharp).
  if (hasMinutes) j = oclockAt(tokens, j, to) ?? j;
  // Apart, as said aloud ('at 3 30', 'o 8 15'): an hour of 12 or less asks its halves, as 'at
  // three thirty' does; a zero-padded or 13-23 hour is 24-hour writing.
  if (spaced && hour >= 1 && hour <= 12 && first.text[0] !== '0')
    return flagged(apartClock(hour, minute, j), 'spoken');
  if (hasMinutes)
    return hour > 23
      ? undefined
      : first.text.length === 2 && first.text[0] === '0'
        ? {
            clock: { hour, minute, second },
            next: j,
            bare: false,
            typed: hour,
            loose: true,
            padded: true,
          }
        : { clock: { hour, minute, second }, next: j, bare: false, typed: hour, loose: true };
  // An hour mark: '8點', '15時', '15 Uhr', '15h'; then '半' (8:30), or minutes with an optional
  // minute mark ('15時30分', '3시 30분', '15h30', '15 Uhr 30'). The hour reads like a bare hour.
  // The hour unit glued between an hour and two-digit minutes is one too, in every language
  // ('18h45' in German or English, where 'h' is only the unit).
  // An hour mark after a dash: Polish '19-tej', '7-mej'.
  if (!hasMinutes && tokens[j]?.text === '-' && isMarker(tokens[j + 1], 'hour_mark')) j++;
  if (j < to && (isMarker(tokens[j], 'hour_mark') || gluedHourUnit(tokens, j)) && hour <= 23) {
    let next = j + 1;
    let min = 0;
    let sec = 0;
    const minus = markedHourMinusAt(tokens, hour, next, to, bareHour);
    if (minus !== undefined) return minus;
    if (next < to && isMarker(tokens[next], 'half')) [min, next] = [30, next + 1];
    else if (
      next < to &&
      digits(tokens[next], 1, 2) !== undefined &&
      unitSeconds(tokens[next + 1]) !== 1 &&
      !dayFollows(tokens, next + 1)
    ) {
      min = tokens[next]?.value ?? 0;
      next++;
      const unit = next < to ? unitSeconds(tokens[next]) : undefined;
      if (isMarker(tokens[next], 'minute_mark') || unit === 60) {
        next++;
        // Minutes before the hour, after them ('3時10分前' 2:50, '3시 10분 전'), as '差' before them.
        if (next < to && isMarker(tokens[next], 'minutes_to') && min >= 1 && min <= 30)
          return againstNextHour(hour, min, next + 1, bareHour, true);
      }
      // Quarters: '9点一刻' 9:15, '9点三刻' 9:45 ('刻' is 15 minutes).
      else if (unit === 900) [min, next] = [min * 15, next + 1];
    }
    // Minutes in words with their mark ('네 시 삼십 분', '네시 십오분'), or last but for a time of
    // day ('acht Uhr vierzig', 'zwanzig Uhr fünfzehn', 'acht Uhr vierzig abends').
    else if (next < to && tokens[next]?.meaning?.kind === 'number') {
      const words = amountOf(tokens[next]);
      const marked =
        isMarker(tokens[next + 1], 'minute_mark') || unitSeconds(tokens[next + 1]) === 60;
      if (words !== undefined && Number.isInteger(words) && next + 1 < to && marked)
        [min, next] = [words, next + 2];
      else if (
        words !== undefined &&
        Number.isInteger(words) &&
        words >= 2 &&
        (next + 1 === to || tokens[next + 1]?.meaning?.kind === 'period')
      )
        [min, next] = [words, next + 1];
    }
    // Seconds after the minutes, a half or the hour: '午後7時56分30秒', '7시 56분 30초',
    // '夜十一時半十秒', '午前8時31秒'.
    const s = next + 1 < to ? digits(tokens[next], 1, 2) : undefined;
    if (s !== undefined && s <= 59 && unitSeconds(tokens[next + 1]) === 1)
      [sec, next] = [s, next + 2];
    if (min > 59) return undefined;
    next = oclockAt(tokens, next, to) ?? next;
    // am/pm after it: '8h10 PM', '5h16p', '5h16 p.m.' (hours 1-12 only).
    const meridiem = meridiemAt(tokens, next, to);
    if (meridiem !== undefined) return withMeridiem(hour, min, sec, meridiem);
    const mark = tokens[j]?.meaning;
    const base: ClockRead = {
      clock: { hour: bareHour(hour), minute: min, second: sec },
      next,
      bare: min === 0,
      typed: hour,
      marked: true,
    };
    // With minutes and no am/pm ('8點半') a time of day moves it like '8:30' ('晚上8點半' is 20:30).
    const read: ClockRead = min === 0 ? base : flagged(base, 'loose');
    return (mark?.kind === 'unit' || (mark?.kind === 'marker' && mark.seconds !== undefined)) &&
      hour >= 1 &&
      hour <= 6
      ? flagged(read, 'needsPeriod')
      : read;
  }
  const oclock = oclockAt(tokens, j, to);
  // Its half of the day after the o'clock, any hour: "10 o'clock pm", '2 oclock am'.
  const half =
    oclock !== undefined && hour >= 1 && hour <= 12 ? meridiemAt(tokens, oclock, to) : undefined;
  if (half !== undefined) return withMeridiem(hour, 0, 0, half);
  if (oclock !== undefined && hour >= 1 && hour <= 12)
    return {
      clock: { hour: bareHour(hour), minute: 0, second: 0 },
      next: oclock,
      bare: true,
      typed: hour,
    };
  // A 24-hour hour needs no half of the day: 'alle 18 in punto', 'a las 0 en punto'.
  if (oclock !== undefined && hour <= 23)
    return { clock: { hour, minute: 0, second: 0 }, next: oclock, bare: false, typed: hour };
  if (!allowBare || hour > 23) return undefined;
  // The hour and a half ('saat 7 buçukta', 'akşam 7 buçuk'), as '7時半'; not before a unit
  // ('2 buçuk saat' is a duration).
  if (isMarker(tokens[j], 'and_half') && unitSeconds(tokens[j + 1]) === undefined)
    return {
      clock: { hour: bareHour(hour), minute: 30, second: 0 },
      next: j + 1,
      bare: false,
      typed: hour,
      loose: true,
    };
  // An hour unit after the hour, in digits or words, is its o'clock ('om 3 uur', 'в 15 часов',
  // 'à huit heures', 'в восемь часов'); '2 uur' alone stays hours.
  const oClock =
    (word === undefined || Number.isInteger(word)) &&
    j < to &&
    (tokens[j]?.meaning?.kind === 'unit' || isMarker(tokens[j], 'one_unit')) &&
    unitSeconds(tokens[j]) === 3600;
  // Minutes after it ('à 15 heures 30', 'quinze heures trente'), as '15:30'; a minute unit may close them.
  const after = oClock ? (digits(tokens[j + 1], 2, 2) ?? wordAmount(tokens[j + 1])) : undefined;
  const minuteUnit = unitSeconds(tokens[j + 2]);
  if (
    after !== undefined &&
    after <= 59 &&
    j + 1 < to &&
    (minuteUnit === undefined || minuteUnit === 60) &&
    !dayFollows(tokens, j + 2)
  )
    return {
      clock: { hour, minute: after, second: 0 },
      next: minuteUnit === 60 ? j + 3 : j + 2,
      bare: false,
      typed: hour,
      loose: true,
      ...(hour >= 1 && hour <= 6 ? { needsPeriod: true } : {}),
    };
  return {
    clock: { hour: bareHour(hour), minute: 0, second: 0 },
    next: oClock ? j + 1 : j,
    bare: true,
    typed: hour,
  };
}

/**
 * A month at `k` (its name, after the day's dot; a dash or slash and the month's number) or an
 * ordinal ending: the number before it is a day ('18 Uhr 20. März', 'в 18 часов 20 марта', 'om
 * 9 uur 20-03-2026'), not minutes.
 */
function dayFollows(tokens: readonly Token[], k: number): boolean {
  // An ordinal ending is a day's, never minutes' ('20e maart', 'о 19 год 13-го').
  if (isMarker(tokens[k], 'ordinal')) return true;
  if (tokens[k]?.text === '-' && isMarker(tokens[k + 1], 'ordinal')) return true;
  const sep = tokens[k]?.text;
  return (
    (sep === '.' ? tokens[k + 1] : tokens[k])?.meaning?.kind === 'month' ||
    ((sep === '-' || sep === '/') && tokens[k + 1]?.type === 'number')
  );
}

/** A number word's whole value 1-59 ('trente', 'quinze'), or undefined. */
function wordAmount(t: Token | undefined): number | undefined {
  const n = t?.type === 'word' ? amountOf(t) : undefined;
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= 59 ? n : undefined;
}

/** 'h' between an hour and two-digit minutes with no space ('18h45'): an hour unit used as a mark. */
export function gluedHourUnit(tokens: readonly Token[], j: number): boolean {
  const [hour, mark, minutes] = [tokens[j - 1], tokens[j], tokens[j + 1]];
  return (
    unitSeconds(mark) === 3600 &&
    hour?.end === mark?.start &&
    mark?.end === minutes?.start &&
    minutes?.type === 'number' &&
    minutes.text.length === 2 &&
    unitSeconds(tokens[j + 2]) === undefined
  );
}

/** Minutes in words after an hour word: 10-59 ('fifteen', 'thirty', 'forty five', 'forty-five'), not before a unit. */
function wordMinutesAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { minutes: number; next: number } | undefined {
  const t = tokens[i];
  const tens = t?.type === 'word' && i < to ? amountOf(t) : undefined;
  if (tens === undefined || !Number.isInteger(tens) || tens < 10 || tens > 59) return undefined;
  let next = i + 1;
  let minutes = tens;
  if (tens % 10 === 0 && tens >= 20) {
    const k = tokens[next]?.text === '-' ? next + 1 : next;
    const ones = tokens[k]?.type === 'word' && k < to ? amountOf(tokens[k]) : undefined;
    if (
      ones !== undefined &&
      Number.isInteger(ones) &&
      ones >= 1 &&
      ones <= 9 &&
      tokens[k]?.text !== 'a'
    )
      [minutes, next] = [tens + ones, k + 1];
  }
  return unitSeconds(tokens[next]) === undefined ? { minutes, next } : undefined;
}

/**
 * Hours and minutes without a separator: '0845', 'at 2200', '930am', '1130pm'. Four digits need
 * 'at', a leading zero, am/pm, or to stand alone ('1730'); three digits am/pm or 'at'. A year
 * ('2027', 20xx) is not a clock.
 */
function compactClockAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  afterAt: boolean,
): ClockRead | undefined {
  const t = tokens[i];
  if (t === undefined || t.text.length < 3 || t.text.length > 4 || t.text.includes('.'))
    return undefined;
  const hour = Math.floor(t.value / 100);
  const minute = t.value % 100;
  if (hour > 23 || minute > 59) return undefined;
  const meridiem = meridiemAt(tokens, i + 1, to);
  if (meridiem !== undefined) return withMeridiem(hour, minute, 0, meridiem);
  const padded = t.text.length === 4 && t.text[0] === '0';
  // Four digits first or after a day word ('1730', 'tomorrow 2300'): 24-hour writing, except
  // 20xx (a year) and after a date's number or month ('june 15 1955', 'may 1945': a year).
  const before = tokenBefore(tokens, i)?.meaning?.kind;
  const alone =
    t.text.length === 4 &&
    hour >= 10 &&
    hour !== 20 &&
    (i === 0 ||
      (tokenBefore(tokens, i)?.type === 'word' && before !== 'month' && before !== 'number'));
  // Four digits and the hour unit: military writing ('0600h', '1300 hours'), not 600 hours.
  const unit = unitSeconds(tokens[i + 1]);
  const hours = unit === 3600 && t.text.length === 4;
  if (!afterAt && !padded && !alone && !hours) return undefined;
  if (unit !== undefined && !hours && !isMarker(tokens[i + 1], 'hour_mark')) return undefined;
  const read: ClockRead = {
    clock: { hour, minute, second: 0 },
    next: hours ? i + 2 : i + 1,
    bare: false,
    typed: hour,
    loose: true,
  };
  // Four digits are 24-hour writing ('2200', '0845'); three ('930') may be either half of the day.
  return t.text.length === 4 ? flagged(read, 'padded') : read;
}

/**
 * Whether clock arithmetic may start at `i`: a half before an hour, or a word of it where it
 * must stand (after the minutes: past, to, 'in' for Dutch 'over', 'after'; after the hour and its
 * mark: 'and', minus).
 */
function arithmeticWordNear(tokens: readonly Token[], i: number): boolean {
  const first = tokens[i]?.meaning;
  if (first?.kind === 'marker' && (first.marker === 'half' || first.marker === 'half_before'))
    return true;
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    const m = tokens[k]?.meaning;
    if (
      m?.kind === 'marker' &&
      (m.marker === 'past' ||
        m.marker === 'to' ||
        m.marker === 'minus' ||
        m.marker === 'and' ||
        m.marker === 'in' ||
        m.marker === 'after')
    )
      return true;
    if (tokens[k]?.text === 'after') return true;
    if (
      tokens[k]?.type === 'number' ||
      (m !== undefined &&
        m.kind !== 'unit' &&
        m.kind !== 'number' &&
        !(
          m.kind === 'marker' &&
          (m.marker === 'hour_mark' || m.marker === 'the' || m.marker === 'filler')
        ))
    )
      return false;
  }
  return false;
}

/** An hour of a spoken clock at `i`: a number or number word 0-23, or noon / midnight; 'the', fillers and 'at' before it are skipped ('para as 9'). */
function spokenHourAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { hour: number; exact: boolean; next: number } | undefined {
  let j = i;
  while (
    j < to &&
    (isMarker(tokens[j], 'the') || isMarker(tokens[j], 'filler') || isMarker(tokens[j], 'at'))
  )
    j++;
  const t = tokens[j];
  if (j >= to || t === undefined) return undefined;
  if (isMarker(t, 'noon') || isMarker(t, 'midnight'))
    return { hour: isMarker(t, 'noon') ? 12 : 0, exact: true, next: j + 1 };
  const hour = t.type === 'number' ? digits(t, 1, 2) : amountOf(t);
  if (
    hour === undefined ||
    !Number.isInteger(hour) ||
    hour > 23 ||
    (t.type === 'word' && (t.text === 'a' || t.text === 'an')) ||
    (unitSeconds(tokens[j + 1]) !== undefined &&
      !isMarker(tokens[j + 1], 'hour_mark') &&
      unitSeconds(tokens[j + 1]) !== 3600)
  )
    return undefined;
  return { hour, exact: false, next: j + 1 };
}

/** Minutes of a spoken clock at `i`: a fraction word ('quarter', 'cuarto', 'un quart'), a half, or 1-59 with an optional minute unit. */
function spokenMinutesAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { minutes: number; next: number } | undefined {
  let j = i;
  while (
    j < to &&
    (isMarker(tokens[j], 'the') || isMarker(tokens[j], 'filler') || tokens[j]?.text === 'a')
  )
    j++;
  // 'un quarto', 'un cuarto': one, then the fraction.
  if (amountOf(tokens[j]) === 1 && tokens[j]?.type === 'word' && (amountOf(tokens[j + 1]) ?? 1) < 1)
    j++;
  const t = tokens[j];
  if (j >= to || t === undefined) return undefined;
  if (isMarker(t, 'half')) return { minutes: 30, next: j + 1 };
  // A quarter-hour unit alone is 15 ('kwadrans po ósmej').
  const value = amountOf(t) ?? (unitSeconds(t) === 900 ? 0.25 : undefined);
  if (value === undefined) return undefined;
  if (value < 1) return value === 0.25 ? { minutes: 15, next: j + 1 } : undefined;
  if (!Number.isInteger(value) || value > 59 || (t.type === 'number' && t.text.includes('.')))
    return undefined;
  // Tens and ones joined by 'and' in words ('quarenta e cinco', 'cuarenta y cinco').
  const ones =
    t.type === 'word' && value >= 20 && value % 10 === 0 && isMarker(tokens[j + 1], 'and')
      ? amountOf(tokens[j + 2])
      : undefined;
  const k =
    ones !== undefined && Number.isInteger(ones) && ones >= 1 && ones <= 9 && j + 2 < to
      ? j + 2
      : j;
  const total = k > j ? value + (ones ?? 0) : value;
  return { minutes: total, next: unitSeconds(tokens[k + 1]) === 60 ? k + 2 : k + 1 };
}

/** The clock a spoken hour and minutes make, with a meridiem after it if any. */
/** "o'clock", or a table's one word or phrase for it ('en punto', 'in punto', 'em ponto') at `j`: the index after it. */
function oclockAt(tokens: readonly Token[], j: number, to: number): number | undefined {
  return j + 2 < to &&
    isMarker(tokens[j], 'o') &&
    tokens[j + 1]?.text === "'" &&
    isMarker(tokens[j + 2], 'clock')
    ? j + 3
    : j < to && isMarker(tokens[j], 'clock')
      ? j + 1
      : undefined;
}

function spokenClock(
  tokens: readonly Token[],
  hour: { hour: number; exact: boolean },
  minutes: number,
  after: number,
  to: number,
): ClockRead | undefined {
  // 'half past seven o'clock': the o'clock adds nothing.
  const next = oclockAt(tokens, after, to) ?? after;
  const total = hour.hour * 60 + minutes;
  const h = Math.floor((((total % 1440) + 1440) % 1440) / 60);
  const minute = ((total % 60) + 60) % 60;
  const meridiem = meridiemAt(tokens, next, to);
  if (meridiem !== undefined)
    return (h >= 1 && h <= 12) || h === 0
      ? {
          clock: { hour: (h % 12) + (meridiem.pm ? 12 : 0), minute, second: 0 },
          next: meridiem.next,
          bare: false,
          typed: h === 0 ? 12 : h,
        }
      : undefined;
  if (hour.exact) return { clock: { hour: h, minute, second: 0 }, next, bare: false, typed: h };
  // Said like a bare hour: the bare-hour rule, a time of day, or both readings in a 12-hour locale.
  return {
    clock: { hour: bareHour(h), minute, second: 0 },
    next,
    bare: true,
    typed: h,
    spoken: true,
  };
}

/**
 * Clock arithmetic with the minutes first: 'quarter past five', 'ten to six', 'half past 5',
 * 'viertel nach 5', 'kwart over 9', 'quinze para as 9', and 'halb sieben' / 'half zeven' (6:30).
 */
function offsetFirstAt(tokens: readonly Token[], i: number, to: number): ClockRead | undefined {
  const t = tokens[i];
  if (isMarker(t, 'half_before')) {
    const hour = spokenHourAt(tokens, i + 1, to);
    return hour === undefined ? undefined : spokenClock(tokens, hour, -30, hour.next, to);
  }
  if (
    t?.type !== 'number' &&
    t?.meaning?.kind !== 'number' &&
    !isMarker(t, 'half') &&
    unitSeconds(t) !== 900
  )
    return undefined;
  // British 'half five' (5:30): a half right before an hour that no unit follows.
  const halfPast =
    isMarker(t, 'half') && tokens[i + 1]?.type !== 'punct'
      ? spokenHourAt(tokens, i + 1, to)
      : undefined;
  if (
    halfPast !== undefined &&
    halfPast.next === i + 2 &&
    unitSeconds(tokens[i + 2]) === undefined &&
    !isMarker(tokens[i + 2], 'past') &&
    !isMarker(tokens[i + 2], 'to')
  )
    return spokenClock(tokens, halfPast, 30, halfPast.next, to);
  const minutes = spokenMinutesAt(tokens, i, to);
  if (minutes === undefined) return undefined;
  const word = tokens[minutes.next];
  // 'in' for Dutch 'over' ('kwart over 9'), 'after' for 'nach' and English 'after'.
  const sign =
    isMarker(word, 'past') ||
    isMarker(word, 'after') ||
    word?.text === 'after' ||
    isMarker(word, 'in')
      ? 1
      : isMarker(word, 'to')
        ? -1
        : 0;
  if (sign === 0) return undefined;
  // Minutes against a half: 'vijf over half negen' (8:35), 'zehn vor halb neun' (8:20).
  const half = isMarker(tokens[minutes.next + 1], 'half_before') ? 1 : 0;
  const hour = spokenHourAt(tokens, minutes.next + 1 + half, to);
  if (hour === undefined || (hour.hour > 12 && !hour.exact)) return undefined;
  return spokenClock(tokens, hour, sign * minutes.minutes - 30 * half, hour.next, to);
}

/**
 * Clock arithmetic with the hour first: 'las nueve menos cuarto', '9 y media', '9h et quart',
 * 'alle 9 e mezza', 'midi et demi', '18 e 45'. Only after 'at', or with an hour mark or 'noon'.
 */
function hourFirstAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  afterAt: boolean,
): ClockRead | undefined {
  const t = tokens[i];
  if (
    t === undefined ||
    (t.type !== 'number' &&
      t.meaning?.kind !== 'number' &&
      !isMarker(t, 'noon') &&
      !isMarker(t, 'midnight'))
  )
    return undefined;
  const hour = spokenHourAt(tokens, i, to);
  if (hour === undefined) return undefined;
  let j = hour.next;
  const marked = isMarker(tokens[j], 'hour_mark') || (unitSeconds(tokens[j]) === 3600 && afterAt);
  if (marked) j++;
  const word = tokens[j];
  const sign = isMarker(word, 'and') ? 1 : isMarker(word, 'minus') ? -1 : 0;
  if (sign === 0) return undefined;
  const minutes = spokenMinutesAt(tokens, j + 1, to);
  if (minutes === undefined) return undefined;
  // A number of minutes after 'and' ('9 y 10'), a quarter or a half either way ('menos cuarto').
  const read = spokenClock(tokens, hour, sign * minutes.minutes, minutes.next, to);
  // Without 'at', an hour mark or am/pm, only beside a time of day ('ocho y veinte de la noche',
  // 'otto e 20 di sera', '8 menos cuarto de la mañana'); in words and alone, the minutes one
  // word ('uma e trinta', 'seis y media'; not 'one and a half'), 'un quarto' or a number with its
  // minute unit ('otto meno tre minuti', 'otto e 30 min'), a clock said aloud: both halves are
  // asked.
  if (afterAt || marked || hour.exact || read?.bare !== true) return read;
  const said =
    minutes.next === j + 2 ||
    (minutes.next === j + 3 &&
      (unitSeconds(tokens[j + 2]) === 60 ||
        (amountOf(tokens[j + 1]) === 1 && tokens[j + 1]?.text !== 'a'))) ||
    (minutes.next === j + 4 && isMarker(tokens[j + 2], 'and'));
  return t.type === 'word' && i === 0 && said && minutes.next === tokens.length
    ? flagged(read, 'spoken')
    : flagged(read, 'needsPeriod');
}

/** An hour mark, or a locale's hour word that is also its o'clock ('9.15 uur'; not English 'hours'). */
function hourWordAt(tokens: readonly Token[], k: number): boolean {
  return (
    isMarker(tokens[k], 'hour_mark') ||
    (unitSeconds(tokens[k]) === 3600 && !isEnglishUnit(tokens[k]?.text ?? ''))
  );
}

/** The letter 'h' after hours and minutes ('17:48h', '18.00 h'): their mark, in every language. */
const letterH = (t: Token | undefined): boolean => t?.text === 'h' && unitSeconds(t) === 3600;

/** What makes the number before it a day or a count, not an hour: '1st', '20 March', '3/20', '2 days'. */
function dayOrCount(t: Token | undefined): boolean {
  return (
    isMarker(t, 'ordinal') ||
    t?.meaning?.kind === 'month' ||
    t?.meaning?.kind === 'unit' ||
    t?.text === '/' ||
    t?.text === '-' ||
    t?.text === '.'
  );
}

function dottedClockAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  afterAt: boolean,
): ClockRead | undefined {
  const t = tokens[i];
  const dot = t?.type === 'number' ? t.text.indexOf('.') : -1;
  if (t === undefined || dot < 1 || dot > 2 || t.text.length - dot !== 3) return undefined;
  const hour = Number(t.text.slice(0, dot));
  const minute = Number(t.text.slice(dot + 1));
  if (hour > 23 || minute > 59) return undefined;
  const marked = i + 1 < to && (hourWordAt(tokens, i + 1) || letterH(tokens[i + 1]));
  // '6.45pm'
  const meridiem = marked ? undefined : meridiemAt(tokens, i + 1, to);
  if (meridiem !== undefined) return withMeridiem(hour, minute, 0, meridiem);
  // Alone, only where it cannot be a day and month ('19.15', '9.45', '20.00'; '21.03' could be 21 March).
  const next = tokens[i + 1];
  // A number after it only as the day of a date ('18.30 20 March', '18.30 20/03').
  const alone =
    (minute > 12 || minute === 0) &&
    unitSeconds(next) === undefined &&
    next?.text !== '.' &&
    (next?.type !== 'number' ||
      (dayOrCount(tokens[i + 2]) && unitSeconds(tokens[i + 2]) === undefined));
  // A time of day said only after a clock's hour settles it ('11.10 вечера': 23:10).
  const clockPeriod = clockPeriodAt(tokens[i + 1]);
  if (!marked && !afterAt && !alone && !clockPeriod) return undefined;
  // Before a time of day, a day and month too ('18.07 abends': 18 July, or 18:07): not guessed.
  if (
    !marked &&
    !alone &&
    !clockPeriod &&
    minute > 0 &&
    tokens[i + 1]?.meaning?.kind === 'period'
  ) {
    const before = tokenBefore(tokens, i);
    if (!isMarker(before, 'at') && !isMarker(before, 'about')) return undefined;
  }
  const read: ClockRead = {
    clock: { hour, minute, second: 0 },
    next: marked ? i + 2 : i + 1,
    bare: false,
    typed: hour,
    loose: true,
  };
  return t.text[0] === '0' && dot === 2 ? flagged(read, 'padded') : read;
}

/**
 * Time of day filling [from, to) (rule 7's time part): an empty range is 00:00; a bare hour is
 * read by decisions.md's rule (it follows ' at ').
 */
export function clockOf(tokens: readonly Token[], from: number, to: number): Clock | undefined {
  if (from >= to) return { hour: 0, minute: 0, second: 0 };
  const read = clockAt(tokens, from, to, true);
  return read !== undefined && read.next === to && read.needsPeriod !== true
    ? read.clock
    : undefined;
}
