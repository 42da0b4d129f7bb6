import { clockPeriodAt, digits } from './clock.js';
import {
  isMarker,
  monIsMonday,
  phrase,
  tokenBefore,
  typedInDigits,
  type Token,
} from './tokenize.js';
import type { Lexicon, RepeatKind } from './vocabulary.js';
import { instantOf, MINUTE_MS, type Zone } from './zone.js';

export { clockAt, clockOf, type Clock, type ClockRead } from './clock.js';
export {
  durationAt,
  durationOf,
  durationSeconds,
  durationStartBefore,
  type Span,
} from './duration.js';

/**
 * The sub-grammars over a token range [from, to): durations (rule 4), time of day and date
 * parts (rule 7, decisions.md), ISO 8601 (rule 5). Each returns undefined when the range is not
 * in its language; none of them throws.
 */

/** What a date part before ' at ' names. */
export type DateSpec =
  | { readonly kind: 'soonest' } // no date part: the next time the clock reads the time part
  | { readonly kind: 'days_from_today'; readonly days: number }
  | { readonly kind: 'weekday'; readonly weekday: number }
  /** `iso`: written YYYY-MM-DD, so the clock after it is 24-hour writing. */
  | {
      readonly kind: 'calendar';
      readonly year: number | undefined;
      readonly month: number;
      readonly day: number;
      readonly iso?: true;
      /** Years after this one, the year named by a word ('来年': 1, '今年': 0). */
      readonly years?: number;
    }
  | { readonly kind: 'recurring'; readonly repeat: RepeatKind } // 'every day', 'daily', 'weekly', '每天', …
  | { readonly kind: 'every_weekday'; readonly weekday: number }; // 'every friday', '每週五'

/**
 * Date part of rule 7 and decisions.md: 'today'/'now', 'tomorrow'/'next day' (and 'yesterday'),
 * 'YYYY-MM-DD', 'D month [year]' / 'month D[,] [year]' (full or 3-letter month names, optional
 * ordinal suffix and 'of'), '<weekday>' / 'next <weekday>'; and the recurring date parts: a
 * recurring phrase of the lexicon ('every day', 'daily', 'every week', 'weekly', 'every month',
 * 'monthly', '每天', …) filling the whole part, or 'every <weekday>'.
 */
export function dateSpecOf(
  tokens: readonly Token[],
  from: number,
  to: number,
  lexicon: Lexicon,
): DateSpec | undefined {
  if (from >= to) return { kind: 'soonest' };
  const words = to - from <= lexicon.longestPhrase ? phrase(tokens, from, to) : undefined;
  if (words !== undefined) {
    const days = lexicon.datePhrases.get(words);
    if (days !== undefined) return { kind: 'days_from_today', days };
    const repeat = lexicon.recurring.get(words);
    if (repeat !== undefined) return { kind: 'recurring', repeat };
  }
  const dayName = dayNameOf(tokens, from, to);
  if (dayName !== undefined)
    return { kind: dayName.every ? 'every_weekday' : 'weekday', weekday: dayName.weekday };
  return isoDateOf(tokens, from, to) ?? namedDateOf(tokens, from, to);
}

/** '<weekday>', 'next <weekday>' or 'every <weekday>' filling the whole range. */
export function dayNameOf(
  tokens: readonly Token[],
  from: number,
  to: number,
): { readonly weekday: number; readonly every: boolean } | undefined {
  if (to - from !== 1 && to - from !== 2) return undefined;
  const weekday = weekdayAt(tokens, to - 1);
  if (weekday === undefined) return undefined;
  if (to - from === 1) return { weekday, every: false };
  if (isMarker(tokens[from], 'next')) return { weekday, every: false };
  if (isMarker(tokens[from], 'every')) return { weekday, every: true };
  return undefined;
}

/** Dashes that join a day to its clock ('13.11.2026 - 18:00', 'Nov 16 – 9 AM'). */
export const DASHES: ReadonlySet<string> = new Set(['-', '\u2013', '\u2014']);

/** The weekday (ISO) token `i` names: a weekday word, or 'mon' where no number precedes it. */
export function weekdayAt(tokens: readonly Token[], i: number): number | undefined {
  const t = tokens[i];
  // A weekday of next week ('下周五') is a day of its own (time/week.ts), never a plain weekday.
  if (t?.meaning?.kind === 'weekday')
    return t.meaning.value === undefined ? t.meaning.weekday : undefined;
  if (t?.text === 'mon' && monIsMonday(tokenBefore(tokens, i))) return 1;
  return undefined;
}

/** A weekend word after 'this' ('this weekend', 'ce week-end', 'este fin de semana'): words of the table's weekend set. */
export function weekendAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): number | undefined {
  if (tokens[i]?.text === 'weekend') return i + 1;
  for (let words = Math.min(3, to - i); words > 0; words--) {
    const set = lexicon.weekdaySets.get(phrase(tokens, i, i + words));
    if (set !== undefined && set.length === 2 && set[0] === 6) return i + words;
  }
  return undefined;
}

/** A week in seconds: the week unit ('week', 'semaine', '週'). */
const WEEK_SECONDS = 7 * 86_400;

/**
 * Whether `t` is the week unit ('week', 'semaine', 'Woche', '週'), or a week word the table marks
 * `one_unit` (the accusative 'неделю', 'тиждень', 'tydzień': 'во вторую неделю апреля').
 */
export function isWeekUnit(t: Token | undefined): boolean {
  const unit = t?.meaning;
  const week =
    unit?.kind === 'unit' || (unit?.kind === 'marker' && unit.marker === 'one_unit')
      ? unit
      : undefined;
  return week?.seconds === WEEK_SECONDS && week.months === undefined;
}

/** The week unit at `i`, and the index after it. */
function monthWeekAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { weekday: 1; week: true; next: number } | undefined {
  return i < to && isWeekUnit(tokens[i]) ? { weekday: 1, week: true, next: i + 1 } : undefined;
}

/**
 * The weekday at `i` where a reader of a weekday's place in a month takes one ('second friday of
 * june', '4月の第1土曜日'), and the index after it: a weekday word, or a weekend word, which names
 * its Saturday ('first weekend of april', '4月の第1週末'). A table's one word for the weekend that
 * stands for 'this weekend' ('週末', '주말', '周末', 'hafta sonu') is a weekend word here: its two
 * words start at the same place.
 */
export function weekdayOrWeekendAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { weekday: number; next: number } | undefined {
  if (i >= to) return undefined;
  const weekday = weekdayAt(tokens, i);
  if (weekday !== undefined) return { weekday, next: i + 1 };
  const one = isMarker(tokens[i], 'this') && tokens[i + 1]?.start === tokens[i]?.start ? i + 1 : i;
  const end = weekendAt(tokens, one, to, lexicon);
  return end === undefined ? undefined : { weekday: 6, next: end };
}

/**
 * What a reader of a weekday's place in a month takes at `i`, and the index after it: a weekday
 * ('second friday of june', '4月の第1土曜日'), a weekend, which names its Saturday ('first weekend
 * of april', '4月の第1週末'), or the week unit, the n-th week of the month, asked (resolve.ts: 'the
 * second week of april', 'la deuxième semaine d'avril', '4月第2週').
 */
export function monthPlaceAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { weekday: number; week?: true; next: number } | undefined {
  return weekdayOrWeekendAt(tokens, i, to, lexicon) ?? monthWeekAt(tokens, i, to);
}

function isoDateOf(tokens: readonly Token[], from: number, to: number): DateSpec | undefined {
  if (to - from !== 5 || tokens[from + 1]?.text !== '-' || tokens[from + 3]?.text !== '-')
    return undefined;
  const year = digits(tokens[from], 4, 4);
  const month = digits(tokens[from + 2], 1, 2);
  const day = digits(tokens[from + 4], 1, 2);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return { kind: 'calendar', year, month, day, iso: true };
}

function monthAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  const meaning = i < to ? tokens[i]?.meaning : undefined;
  if (meaning?.kind === 'month') return meaning.month;
  // 'mon' is the month unit, and 'may'/'march' are plain month words; no other clash.
  return undefined;
}

type CalendarSpec = Extract<DateSpec, { kind: 'calendar' }>;

/**
 * A Roman January after a day ('6 I', '6.I', '6 I 2027', '6 I o 10'): Polish 'i' is 'and', so the
 * table lists the Roman months from 'ii'; here 'i' is January only where no second thing follows
 * it for 'and' to join (the text's end, a year, 'at' or a comma).
 */
function romanJanuaryAt(tokens: readonly Token[], j: number, to: number): number | undefined {
  const t = tokens[j];
  if (j >= to || t?.text !== 'i' || !isMarker(t, 'and')) return undefined;
  const after = tokens[j + 1];
  return j + 1 >= tokens.length ||
    digits(after, 4, 4) !== undefined ||
    isMarker(after, 'at') ||
    after?.text === ','
    ? 1
    : undefined;
}

/**
 * The longest month-name date at `i`: 'dec 25', 'december 25th', '25 dec', '25th of december',
 * each with an optional ', 2027'.
 */
export function namedDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { spec: CalendarSpec; next: number } | undefined {
  let month = monthAt(tokens, i, to);
  let j = month === undefined ? i : i + 1;
  // 'oct/2', 'may-22': a slash or hyphen glued between the month and the day; 'october, 1st';
  // a case ending glued to the month (Turkish 'Mart'ın 15'i', the 15th of March).
  if (
    month !== undefined &&
    (((tokens[j]?.text === '/' || tokens[j]?.text === '-' || isMarker(tokens[j], 'filler')) &&
      tokens[j]?.start === tokens[i]?.end) ||
      tokens[j]?.text === ',')
  )
    j++;
  const day = j < to ? digits(tokens[j], 1, 2) : undefined;
  if (day === undefined) return undefined;
  j++;
  // '3-е марта', '10-августа': a hyphen before an ordinal ending or the month.
  if (
    j + 1 < to &&
    tokens[j]?.text === '-' &&
    (isMarker(tokens[j + 1], 'ordinal') ||
      (month === undefined && monthAt(tokens, j + 1, to) !== undefined))
  )
    j++;
  // '25th', and the German ordinal dot: '25. Dezember'.
  if (
    j < to &&
    (isMarker(tokens[j], 'ordinal') || (month === undefined && tokens[j]?.text === '.'))
  )
    j++;
  if (month === undefined) {
    // '25th of december', '25 de diciembre', Dutch '9e van mei'
    for (
      let k = 0;
      k < 2 && j < to && (isMarker(tokens[j], 'of') || isMarker(tokens[j], 'filler'));
      k++
    )
      j++;
    month = monthAt(tokens, j, to) ?? romanJanuaryAt(tokens, j, to);
    if (month === undefined) return undefined;
    j++;
  }
  let year: number | undefined;
  // ', 2027', 'de 2027' ('3 de marzo de 2027'), and a glued hyphen ('20-Mar-2027')
  const sep = j < to ? tokens[j] : undefined;
  const comma =
    sep?.text === ',' ||
    isMarker(sep, 'filler') ||
    (sep?.text === '-' && sep.start === tokenBefore(tokens, j)?.end)
      ? 1
      : 0;
  // A short year after an apostrophe, as mail writes it ("nov. 16, '26", "16 nov '26").
  const mark = tokens[j + comma];
  const short =
    mark?.text === "'" && tokens[j + comma + 1]?.start === mark.end && j + comma + 1 < to
      ? digits(tokens[j + comma + 1], 2, 2)
      : undefined;
  const y =
    short !== undefined
      ? 2000 + short
      : j + comma < to
        ? digits(tokens[j + comma], 4, 4)
        : undefined;
  if (y !== undefined) {
    year = y;
    j += comma + (short !== undefined ? 2 : 1);
    // The year's word after it: '20 марта 2026 года', '20 березня 2026 р.'.
    const unit = j < to ? tokens[j]?.meaning : undefined;
    if (unit?.kind === 'unit' && unit.months === 12) j += tokens[j + 1]?.text === '.' ? 2 : 1;
  }
  return { spec: { kind: 'calendar', year, month, day }, next: j };
}

function namedDateOf(tokens: readonly Token[], from: number, to: number): DateSpec | undefined {
  const read = namedDateAt(tokens, from, to);
  return read !== undefined && read.next === to ? read.spec : undefined;
}

/** A numeric date as typed, before the locale orders it: '12/25', '25/12/2027', '25.12.'. */
export interface NumericDate {
  readonly first: number;
  readonly second: number;
  readonly year: number | undefined;
  readonly next: number;
  /** Written year first ('2027/04/19', '2027.04.19'): always year, month, day. */
  readonly yearFirst?: true;
  /** Typed alone as 'h.mm' ('20.03'): also the clock 20:03 (asked). */
  readonly orClock?: true;
  /**
   * Typed alone as 'h-mm' ('9-30', '12-30') in a language that writes a clock so (`hyphenClocks`):
   * where the day cannot come first, also the clock 9:30 (asked).
   */
  readonly hyphenClock?: true;
  /** Of a language that writes a dotted month and day ('3.15'): asked with both halves of a 12-hour clock. */
  readonly monthDay?: true;
  /** Written with dots ('12.03.2026'): day first as often as month first where the locale writes month first (asked). */
  readonly dotted?: true;
}

/**
 * The lexicon's `dottedMonthDays` (the language writes a dotted month and day, '3.15'), `eraYears`
 * (the locale's era, whose years of three digits come first, '115/3/20') and `hyphenClocks` (the
 * language writes a clock with a hyphen, 'в 9-30') say how its numbers are read.
 */
export function numericDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Pick<Lexicon, 'dottedMonthDays' | 'eraYears' | 'hyphenClocks'>,
): NumericDate | undefined {
  const { dottedMonthDays: monthDays, eraYears: era, hyphenClocks } = lexicon;
  const t = tokens[i];
  if (t?.type !== 'number' || i >= to) return undefined;
  const dot = t.text.indexOf('.');
  // The year's digits: four, or three of the era's.
  const yearDigits = era > 0 ? 3 : 4;
  const yearOffset = (digitCount: number): number => (digitCount === 3 ? era : 0);
  if (
    (dot === 4 || dot === yearDigits) &&
    t.text.length <= 7 &&
    tokens[i + 1]?.text === '.' &&
    tokens[i + 1]?.start === t.end &&
    i + 2 < to
  ) {
    // '2027.04.19', '2027.4.19.' (the tokenizer reads '2027.04' as one number; Korean closes
    // the day with a dot too)
    const day = digits(tokens[i + 2], 1, 2);
    const closed = tokens[i + 3]?.text === '.' && tokens[i + 3]?.start === tokens[i + 2]?.end;
    return day === undefined
      ? undefined
      : {
          first: Number(t.text.slice(dot + 1)),
          second: day,
          year: Number(t.text.slice(0, dot)) + yearOffset(dot),
          next: closed && i + 3 < to ? i + 4 : i + 3,
          yearFirst: true,
        };
  }
  if (dot > 0) {
    // '25.12', '25.12.', '25.12.2027' (the tokenizer reads '25.12' as one number)
    const first = Number(t.text.slice(0, dot));
    const rest = t.text.slice(dot + 1);
    if (dot > 2 || rest.length > 2) return undefined;
    // Without the closing dot: where no clock could be meant ('24.12', '25.8'); a clock after it
    // settles the date ('15.03 um 14:00', '15.03 14:00'); alone it is also a clock ('20.03').
    if (tokens[i + 1]?.text !== '.' || i + 1 >= to) {
      const plain = {
        first,
        second: Number(rest),
        year: undefined,
        next: i + 1,
        dotted: true as const,
      };
      const date: NumericDate = monthDays ? { ...plain, monthDay: true } : plain;
      // Month first ('3.15': 15 March, or 03:15), where the language writes it so.
      const monthFirst = monthDays && first <= 12 && date.second > 12 && date.second <= 31;
      if ((date.second < 1 || date.second > 12) && !monthFirst) return undefined;
      const after = tokens[i + 1];
      // A clock after it ('am 14.9 gegen 20 Uhr', '23.6 gegen 19:30'), also after a comma, a
      // time of day or a filler ('17.03, o 19', '17.03 вечером в 7', '17.03 po południu o 4'),
      // settles the date.
      let k = after?.text === ',' || DASHES.has(after?.text ?? '') ? i + 2 : i + 1;
      while (
        k < to &&
        (tokens[k]?.meaning?.kind === 'period' ||
          periodMarker(tokens[k]) ||
          isMarker(tokens[k], 'filler') ||
          (isMarker(tokens[k], 'in') && tokens[k + 1]?.meaning?.kind === 'period'))
      )
        k++;
      const [c, c1] = [tokens[k], tokens[k + 1]];
      const clockAfter =
        k < to &&
        (isMarker(c, 'at') ||
          isMarker(c, 'about') ||
          isMarker(c, 'noon') ||
          ((c?.type === 'number' || c?.meaning?.kind === 'number') &&
            (c1?.text === ':' ||
              isMarker(c1, 'hour_mark') ||
              isMarker(c1, 'at') ||
              isMarker(c1, 'and_half') ||
              (k > i + 1 && k + 1 === to))));
      // A weekday after it, in brackets or not, where the language writes a dotted month and day
      // ('5.12(화)', '3.10 화요일', '5.12(周二)'): a date, which must fall on it.
      const weekday = after?.text === '(' || after?.text === ',' ? tokens[i + 2] : after;
      const weekdayAfter = monthDays && i + 1 < to && weekday?.meaning?.kind === 'weekday';
      // A one-digit month is no clock's minutes: a date before a clock or a time of day, or at
      // the end after another word ('19.6 abends', 'am 17.6'); alone ('1.5') a number.
      const before = tokenBefore(tokens, i);
      const oneDigit =
        rest.length === 1 &&
        first >= 1 &&
        (clockAfter ||
          weekdayAfter ||
          after?.meaning?.kind === 'period' ||
          (i + 1 === to && i > 0 && !isMarker(before, 'at') && !isMarker(before, 'in')));
      if (first > 23 || oneDigit) return date;
      if (rest.length !== 2 || first < 1) return undefined;
      if (i + 1 === to) return i === 0 ? { ...date, orClock: true } : monthFirst ? undefined : date;
      return clockAfter || weekdayAfter ? date : undefined;
    }
    // '06.10.17': a year of two digits glued to the closing dot, not an hour ('24.12. 18 Uhr',
    // which normalize glues too, '24.12.18:00', '24.12. 18 abends').
    // Before the morning, 13-23 can only be a year ('17.07.17 morgens').
    const after = tokens[i + 3]?.meaning;
    const morningYear =
      after?.kind === 'period' && after.period === 'morning' && (tokens[i + 2]?.value ?? 0) >= 13;
    const glued =
      tokens[i + 2]?.start === tokens[i + 1]?.end &&
      tokens[i + 3]?.text !== ':' &&
      after?.kind !== 'unit' &&
      (after?.kind !== 'period' || morningYear) &&
      !isMarker(tokens[i + 3], 'hour_mark');
    const short = i + 2 < to && glued ? digits(tokens[i + 2], 2, 2) : undefined;
    const year =
      i + 2 < to
        ? (digits(tokens[i + 2], 4, 4) ?? (short === undefined ? undefined : 2000 + short))
        : undefined;
    return {
      first,
      second: Number(rest),
      year,
      next: year === undefined ? i + 2 : i + 3,
      dotted: true,
    };
  }
  // '2027/04/19', '2027-4-19'
  const sep = tokens[i + 1]?.text;
  if (
    (t.text.length === 4 || t.text.length === yearDigits) &&
    (sep === '/' || sep === '-') &&
    tokens[i + 3]?.text === sep &&
    i + 4 < to
  ) {
    const [month, day] = [digits(tokens[i + 2], 1, 2), digits(tokens[i + 4], 1, 2)];
    return month === undefined || day === undefined
      ? undefined
      : {
          first: month,
          second: day,
          year: t.value + yearOffset(t.text.length),
          next: i + 5,
          yearFirst: true,
        };
  }
  // '12/25', '3-21', '21-03-2027'
  const first = digits(t, 1, 2);
  if (first === undefined || (sep !== '/' && sep !== '-') || i + 2 >= to) return undefined;
  const second = digits(tokens[i + 2], 1, 2);
  if (second === undefined) return undefined;
  // Before a time of day said only after a clock, a clock's hour and minutes ('5-59 вечера').
  if (sep === '-' && clockPeriodAt(tokens[i + 3])) return undefined;
  if (i + 4 < to && tokens[i + 3]?.text === sep) {
    // Two-digit years only with '/': '26-12-25' could be year first.
    const year =
      digits(tokens[i + 4], 4, 4) ??
      (sep === '/' ? (digits(tokens[i + 4], 2, 2) ?? NaN) + 2000 : NaN);
    return Number.isFinite(year) ? { first, second, year, next: i + 5 } : undefined;
  }
  const clock =
    hyphenClocks && sep === '-' && i === 0 && i + 3 === to && first <= 23 && second <= 59;
  return clock
    ? { first, second, year: undefined, next: i + 3, hyphenClock: true }
    : { first, second, year: undefined, next: i + 3 };
}

/** A meridiem that is also a time of day ('po południu', '午後'). */
function periodMarker(t: Token | undefined): boolean {
  const m = t?.meaning;
  return m?.kind === 'marker' && m.period !== undefined;
}

/** 'YYYY-MM-DD' at `i`. */
export function isoDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { spec: CalendarSpec; next: number } | undefined {
  if (i + 5 > to) return undefined;
  const spec = isoDateOf(tokens, i, i + 5);
  return spec?.kind === 'calendar' ? { spec, next: i + 5 } : undefined;
}

/** A year word (markers `next_year`, `this_year`): years after this one. */
export function yearWord(t: Token | undefined): number | undefined {
  return isMarker(t, 'next_year') ? 1 : isMarker(t, 'this_year') ? 0 : undefined;
}

/** Whether a year word or a year with its mark ('明年', '2027年', a filler after it) ends right before `i`. */
export function yearJustBefore(tokens: readonly Token[], i: number): boolean {
  const j = i > 0 && isMarker(tokens[i - 1], 'filler') ? i - 2 : i - 1;
  if (j < 0) return false;
  const t = tokens[j];
  return (
    yearWord(t) !== undefined ||
    (t?.meaning?.kind === 'unit' &&
      t.meaning.months === 12 &&
      j > 0 &&
      tokens[j - 1]?.type === 'number')
  );
}

/**
 * A year before a date or a named day: a year word (markers `next_year`, `this_year`: '来年の',
 * '明年', '내년', 'gelecek yıl', years after this one) or a year with its mark ('2027年', '2027년',
 * '27年' as 2027; with an era, `era` years after the common era's, three digits: '115年'), a filler
 * after it, when something follows it before `to`.
 */
export function yearBefore(
  tokens: readonly Token[],
  i: number,
  to: number,
  era = 0,
): { readonly year?: number; readonly years?: number; readonly next: number } | undefined {
  const years = yearWord(tokens[i]);
  if (years !== undefined) {
    const j = isMarker(tokens[i + 1], 'filler') ? i + 2 : i + 1;
    return j < to ? { years, next: j } : undefined;
  }
  const eraYear = era > 0 ? digits(tokens[i], 3, 3) : undefined;
  // Two digits are this century's year, as in a numeric date ('26年3月15日', '26년 3월 15일').
  const short = digits(tokens[i], 2, 2);
  const year =
    eraYear !== undefined
      ? eraYear + era
      : (digits(tokens[i], 4, 4) ?? (short === undefined ? undefined : 2000 + short));
  const mark = tokens[i + 1]?.meaning;
  // A number is a year only with its mark here; four digits alone before a named day are its year
  // in holidays.ts ('2027 ramazan bayramı'), not before a month ('2027 3月' is not written).
  if (year === undefined || mark?.kind !== 'unit' || mark.months !== 12) return undefined;
  const j = isMarker(tokens[i + 2], 'filler') ? i + 3 : i + 2;
  return j < to ? { year, next: j } : undefined;
}

/**
 * A CJK date: '[<year> 年] <month> month_mark <day> [day_mark]' ('12月25日', '12월 25일',
 * '2027年1月5日'). A lone '<n> month_mark' is a duration's unit or nothing: never guessed as a date.
 * With an era (`era` years after the common era's), three digits are its year ('115年3月20日').
 * `text` is the normalized text the tokens index; `lunarFifteenth`, whether the language asks about
 * a 15th in digits without its day mark (below).
 */
export function cjkDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  era = 0,
  text?: string,
  lunarFifteenth = false,
): { spec: CalendarSpec; next: number } | undefined {
  const named = yearBefore(tokens, i, to, era);
  const j = named?.next ?? i;
  const year = named?.year;
  const years = named?.years;
  const month = digits(tokens[j], 1, 2);
  if (
    month === undefined ||
    month < 1 ||
    month > 12 ||
    !isMarker(tokens[j + 1], 'month_mark') ||
    j + 2 >= to
  )
    return undefined;
  // A filler between them when the day has its mark: '3月の6日', '10月的2号'.
  const k =
    isMarker(tokens[j + 2], 'filler') && isMarker(tokens[j + 4], 'day_mark') ? j + 3 : j + 2;
  const day = digits(tokens[k], 1, 2);
  if (day === undefined || day < 1 || day > 31) return undefined;
  const next = k + 1 < to && isMarker(tokens[k + 1], 'day_mark') ? k + 2 : k + 1;
  // The 15th without its day mark: in words ('八月十五', '二月十五') the lunar month's full-moon day
  // (中秋, 元宵; lunar.ts reads it); in digits ('8月15') the Gregorian date, which a language that
  // also means the full moon so asks about (second-reading.ts) and refuses with a year. Without
  // `text` (a recurrence, which is not asked about) both stay refused.
  if (day === 15 && next === k + 1) {
    const d = tokens[k] as Token;
    if (
      text === undefined ||
      !typedInDigits(text, d) ||
      (lunarFifteenth && (named !== undefined || yearJustBefore(tokens, i)))
    )
      return undefined;
  }
  return {
    spec:
      years === undefined
        ? { kind: 'calendar', year, month, day }
        : { kind: 'calendar', year, month, day, years },
    next,
  };
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in `month` (1-12) of `year` (proleptic Gregorian). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return MONTH_DAYS[month - 1] ?? 0;
}

// Anchored, one pass, no nested quantifiers. Lower-case 't' and 'z' because input is lower-cased.
const ISO_DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(z|[+-]\d{2}(?::?\d{2})?)?)?$/;

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
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return undefined;
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
