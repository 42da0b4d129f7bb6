import { resolveZone } from '../zones.js';
import { bareHour, clockAt, digits, meridiemAt, type ClockRead } from './clock.js';
import { flagged } from './clock-read.js';
import { minutesBeforeHourAt } from './clock-words.js';
import { amountOf, durationAt, unitSeconds, type Span } from './duration.js';
import {
  cjkDateAt,
  DASHES,
  daysInMonth,
  isoDateAt,
  namedDateAt,
  numericDateAt,
  weekdayAt,
  weekdayOrWeekendAt,
  monthPlaceAt,
  isWeekUnit,
  weekendAt,
  yearBefore,
  yearWord,
  type NumericDate,
} from './grammar.js';
import { recurrenceAt, type RecurRead } from './recurrence-reader.js';
import {
  dayOffsetAt,
  relationAt,
  holidayAt,
  mayStartHoliday,
  nextWordAt,
  yearAfter,
  type HolidayDay,
} from './holidays.js';
import { lunarDateAt } from './lunar.js';
import { isMarker, phrase, startsAt, tokenBefore, type Token } from './tokenize.js';
import {
  isEnglishNumber,
  START_DATE_PHRASE,
  START_DATE_WEEKDAY,
  START_HOLIDAY,
  START_ORDINAL,
  START_PHRASE,
  START_RECURRING,
  type Lexicon,
  type Period,
} from './vocabulary.js';
import {
  monthDayAt,
  monthOfDayAt,
  monthPartAt,
  monthWeekdayAt,
  nextWeekDayAt,
  weekAt,
} from './week.js';
import { isAmbiguousAbbreviation, zoneForAbbreviation } from './zone-abbreviations.js';

/**
 * The forgiving reader (decisions.md, "Time expressions, second edition"): an expression is a
 * sequence of parts in any order — at most one each of a recurrence (first), a day, a clock or
 * time of day, an 'in <duration>' and an explicit zone — with filler ('please', ',', a trailing
 * '.' or '!') between them. A token that starts no part makes the whole expression unreadable:
 * nothing is dropped. Table-driven over the lexicon; no regular expressions.
 */

export type DayRef =
  /**
   * today (0), tomorrow (1), the day after tomorrow (2), yesterday (-1); `clock`: named by a word
   * that needs a clock or a time of day beside it (the tables' `clockDatePhrases`: ko '이따가').
   */
  | { readonly kind: 'days'; readonly days: number; readonly clock?: true }
  /**
   * 'friday'/'on friday': strictly after today; 'this friday': today if still ahead; `next`
   * ('next friday'): strictly after today, or a week later (resolve asks when both are meant);
   * 'monday after next': a week after the coming one.
   */
  | {
      readonly kind: 'weekday';
      readonly weekday: number;
      readonly thisWeek: boolean;
      readonly next: boolean;
      readonly week?: 'after_next';
      /** A table's weeks after the coming weekday ('jeudi en huit': 1); on that weekday, asked. */
      readonly weeksLater?: number;
    }
  | {
      readonly kind: 'calendar';
      readonly year: number | undefined;
      readonly month: number;
      readonly day: number;
      readonly iso?: true;
      readonly years?: number;
      /** The month's last day ('last day of february'): `day` is a placeholder, the year's length decides. */
      readonly last?: true;
    }
  /**
   * A day of the month with no month ('the 28th', 'le 22'): this month's or a later one's; with
   * `months`, that month's from this one ('今月の31日': 0, '来月の20日': 1).
   */
  | { readonly kind: 'month_day'; readonly day: number; readonly months?: number }
  /**
   * The N-th (-1: last) weekday of a month ('second friday of june'): its next occurrence; without
   * a month, this month's or the next ('第2金曜日'), or with `months` that month's from this one
   * ('来月の第2月曜日': 1). `week`: the N-th week of the month instead ('the second week of
   * april'), asked (resolve.ts); `weekday` is then its Monday.
   */
  /**
   * The week holding a date ('the week of march 16', 'la semaine du 16 mars'): its first day
   * (resolve.ts); `date` is a 'calendar', 'numeric' or 'month_day' day.
   */
  | { readonly kind: 'week_of'; readonly date: DayRef }
  | {
      readonly kind: 'nth_weekday';
      readonly position: number;
      readonly weekday: number;
      readonly month: number | undefined;
      readonly months?: number;
      readonly week?: true;
    }
  /** As typed; the locale orders it. `start`/`end` are its character range (for suggestions). */
  | {
      readonly kind: 'numeric';
      readonly date: NumericDate;
      readonly start: number;
      readonly end: number;
    }
  /**
   * A position in a week, month or year ('end of month', 'eow', 'beginning of next month', 'Mitte
   * nächster Woche', 'gelecek ayın sonu', '来月初め'): `periods` after this one, or without it
   * (an end only: 'end of month') this one's, or the next one's once past. A week's beginning is
   * its Monday, its middle Wednesday, its end Friday at the end of the day; a month's its 1st, 15th
   * and last day; a year's 1 January and 31 December. `day`: an end named as a date ('last day of
   * next month'), 09:00 without a time. `start`/`end` as 'numeric'.
   */
  | {
      readonly kind: 'period_at';
      readonly unit: 'week' | 'month' | 'year';
      readonly periods?: number;
      readonly at: 'beginning' | 'middle' | 'end';
      readonly day?: true;
      readonly start: number;
      readonly end: number;
    }
  /** 'this weekend', 'ce week-end': the coming Saturday, or today on a weekend. */
  | { readonly kind: 'weekend' }
  /** That weekday of next week (`weeks` 1: '下周五'), this week (0: '这周五') or either (-1: 'gelecek cuma', as 'next friday'); `start`/`end` as 'numeric'. */
  | {
      readonly kind: 'week_weekday';
      readonly weekday: number;
      readonly weeks: number;
      readonly start: number;
      readonly end: number;
    }
  /** A holiday or named day ('christmas', 'the day after thanksgiving', '春节前一天'). */
  | HolidayDay
  /**
   * A month named alone ('march', 'im März', 'в марте', '3月', '3월'): its first day, the coming
   * one (this month's when said in it: past, refused); with a year ('march 2027') or year word
   * ('来年3月': `years` 1) that year's; `next` ('next march'): this year's or next year's, asked.
   */
  | {
      readonly kind: 'month_start';
      readonly month: number;
      readonly year?: number;
      readonly years?: number;
      readonly next?: true;
      /** A position in the month ('mid april': its 15th; 'fin avril': its last day, at the end of the day). */
      readonly at?: 'middle' | 'end';
    };

/** Every field is present (undefined when not read): one object shape, monomorphic reads. */
export interface Reading {
  readonly recurrence: RecurRead | undefined;
  readonly day: DayRef | undefined;
  readonly clock: ClockRead | undefined;
  /** The clock's character range in the text (for the readings of an ambiguous one). */
  readonly clockSpan: readonly [number, number] | undefined;
  readonly period: Period | undefined;
  /** 'in <duration>', '<duration> from now', 'after <duration>'. */
  readonly shift: Span | undefined;
  /** The shift was written before the day ('2주 후 월요일': that week's Monday). */
  readonly shiftFirst: boolean;
  /** The shift counts from the day ('3 days from friday', 'the day after monday'). */
  readonly shiftFrom: boolean;
  /** The shift was written as '<duration> from now' (not 'in <duration>'): it names a day. */
  readonly shiftFromNow: boolean;
  readonly zone: string | undefined;
  /** An abbreviation naming several zones ('IST'): the caller's zone or locale settles it, else the reply asks. */
  readonly abbreviation: string | undefined;
  /** The zone abbreviation as typed ('BST', 'EST'), for the fixed offset it also names. */
  readonly named: string | undefined;
  /** A weekday written beside a date ('четверг, 5 марта', '3月5日(木)'): the date must fall on it. */
  readonly weekday: number | undefined;
  /** The weekday beside the date was said with `this` ('diesen Donnerstag, 12.03.'): the date is its coming one. */
  readonly weekdayThis: boolean;
  /** A day word written beside the date ('heute 11.03', 'morgen, 12.03.'): the date is that many days from today. */
  readonly dateDays: number | undefined;
}

const DAY_SECONDS = 86_400;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The times of day 'in the …' may name ('in the morning', 'en la noche'). */
const PERIOD_AFTER_IN: ReadonlySet<Period> = new Set(['morning', 'afternoon', 'evening', 'night']);

/** 'the day after tomorrow', 'day after tomorrow', 'next day', and the lexicon's date words. */
function dayWordsAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  let j = isMarker(tokens[i], 'the') ? i + 1 : i;
  if (j + 2 < to && tokens[j]?.text === 'day' && phrase(tokens, j, j + 3) === 'day after tomorrow')
    return { day: { kind: 'days', days: 2 }, next: j + 3 };
  j = i;
  if (!startsAt(tokens[i], START_DATE_PHRASE)) return tmrw(tokens, j);
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 0; words--) {
    const key = phrase(tokens, i, i + words);
    const days = lexicon.datePhrases.get(key);
    // 'now' (現在) is rule 6's keyword, and a date part only before ' at ': the dispatch reads it.
    if (days !== undefined && lexicon.keywords.get(key) !== 'now')
      return {
        day: lexicon.clockDatePhrases.has(key)
          ? { kind: 'days', days, clock: true }
          : { kind: 'days', days },
        next: i + words,
      };
  }
  return tmrw(tokens, j);
}

function tmrw(tokens: readonly Token[], j: number): { day: DayRef; next: number } | undefined {
  const t = tokens[j]?.text;
  return t === 'tmrw' || t === 'tmr' ? { day: { kind: 'days', days: 1 }, next: j + 1 } : undefined;
}

/** 'end of month', 'end of the month', 'eom'; 'end of (the) week', 'end of (the) year': this one's, or the next one's once past ('end of next month' is the period reader's). */
function endOfMonthAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { day: DayRef; next: number } | undefined {
  const from = i;
  const end = (unit: 'week' | 'month' | 'year', next: number) => {
    const start = tokens[from]?.start ?? 0;
    const day: DayRef = {
      kind: 'period_at',
      unit,
      at: 'end',
      start,
      end: tokens[next - 1]?.end ?? start,
    };
    return { day, next };
  };
  if (tokens[i]?.text === 'eom') return end('month', i + 1);
  i = endAt(tokens, i);
  if (!isMarker(tokens[i], 'end') || !isMarker(tokens[i + 1], 'of')) return undefined;
  const j = isMarker(tokens[i + 2], 'the') || isMarker(tokens[i + 2], 'this') ? i + 3 : i + 2;
  const unit = j < to ? tokens[j]?.text : undefined;
  if (unit !== 'month' && unit !== 'week' && unit !== 'year') return undefined;
  // A `next` word after the unit is the period reader's: 'fin du mois prochain', 'a finales del
  // mes que viene'.
  const after = skipFiller(tokens, j + 1, to);
  if (after < to && isMarker(tokens[after], 'next')) return undefined;
  return end(unit, j + 1);
}

/** That weekday of next week, the words from..to-1 naming it (for the readings offered when it is ambiguous). */
function nextWeekday(tokens: readonly Token[], weekday: number, from: number, to: number): DayRef {
  return {
    kind: 'week_weekday',
    weekday,
    weeks: 1,
    start: tokens[from]?.start ?? 0,
    end: tokens[to - 1]?.end ?? 0,
  };
}

/** A phrase naming next week at `i` ('next week', 'la semaine prochaine', 'nächste Woche', 'en huit'): the index after it. */
function nextWeekAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): number | undefined {
  if (!startsAt(tokens[i], START_PHRASE)) return undefined;
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 0; words--) {
    const key = phrase(tokens, i, i + words);
    if (lexicon.keywords.get(key) === 'next_week' || lexicon.nextWeekWords.has(key))
      return i + words;
  }
  return undefined;
}

/** A table's phrase of weeks after a weekday at `i` ('en huit', 'en quinze'): the weeks and the index after it. */
function weeksLaterAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { weeks: number; next: number } | undefined {
  if (lexicon.weeksAfterWeekday.size === 0 || !startsAt(tokens[i], START_PHRASE)) return undefined;
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 0; words--) {
    const weeks = lexicon.weeksAfterWeekday.get(phrase(tokens, i, i + words));
    if (weeks !== undefined) return { weeks, next: i + words };
  }
  return undefined;
}

/** Past the article of 'the end of …' at `i`: the index of 'end' (or `i`). */
function endAt(tokens: readonly Token[], i: number): number {
  return isMarker(tokens[i], 'the') && isMarker(tokens[i + 1], 'end') ? i + 1 : i;
}

/** 'end of day', 'end of the day' (the period 'eod'). */
function endOfDayAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  i = endAt(tokens, i);
  if (!isMarker(tokens[i], 'end') || !isMarker(tokens[i + 1], 'of')) return undefined;
  const j = isMarker(tokens[i + 2], 'the') ? i + 3 : i + 2;
  return j < to && tokens[j]?.text === 'day' ? j + 1 : undefined;
}

/** 'end of' and a day word or weekday ('end of tomorrow', 'end of the sunday'): that day. */
function endOfNamedDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  i = endAt(tokens, i);
  // ... or a table's word for it before a filler: 'al final del domingo', 'alla fine di domani'.
  if (
    !isMarker(tokens[i], 'end') ||
    !(isMarker(tokens[i + 1], 'of') || isMarker(tokens[i + 1], 'filler'))
  )
    return undefined;
  let j = i + 2;
  while (j < to && (isMarker(tokens[j], 'the') || isMarker(tokens[j], 'filler'))) j++;
  // ('end of march' is the month alone's reader's: monthAloneAt.)
  const d = j < to ? dayAt(tokens, j, to, lexicon) : undefined;
  return d?.day.kind === 'days' || d?.day.kind === 'weekday' ? d : undefined;
}

/** A number or ordinal word naming a day of the month (1-31) at `i`, and whether an ordinal marks it ('21st', '22.', 'second'). */
function dayNumberAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
  hyphen = false,
): { day: number; ordinal: boolean; next: number } | undefined {
  const t = tokens[i];
  if (i >= to || t === undefined) return undefined;
  // 'second', 'segundo' are units in the tables: ordinals only here.
  const word =
    t.type === 'word' && startsAt(t, START_ORDINAL) ? lexicon.ordinals.get(t.text) : undefined;
  if (word !== undefined) return { day: word, ordinal: true, next: i + 1 };
  const day = digits(t, 1, 2);
  if (day === undefined || day < 1 || day > 31) return undefined;
  // `hyphen`: the ending after a hyphen too ('в понедельник 30-го').
  const dash =
    hyphen && tokens[i + 1]?.text === '-' && isMarker(tokens[i + 2], 'ordinal') && i + 2 < to;
  const suffix =
    dash ||
    (i + 1 < to &&
      (isMarker(tokens[i + 1], 'ordinal') ||
        (tokens[i + 1]?.text === '.' && tokens[i + 1]?.start === t.end)));
  return { day, ordinal: suffix, next: dash ? i + 3 : suffix ? i + 2 : i + 1 };
}

/**
 * A day of the month in words, then its month: an ordinal word ('second of april', 'zweiten Mai',
 * 'pierwszego marca', 'третьего марта') or a number word from 2 ('ocho de mayo', 'tweeëntwintig
 * februari'; 'a', 'un', 'ein' are articles), then 'of' or a filler ('de', 'van') if any, a month.
 */
function ordinalWordDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { spec: Extract<DayRef, { kind: 'calendar' }>; next: number } | undefined {
  const t = tokens[i];
  if (t?.type !== 'word') return undefined;
  // The month first: 'december fourth', 'may the fifth' (not a month that is also a weekday: it asks).
  if (t.meaning?.kind === 'month') {
    if (lexicon.monthOrWeekday.has(t.text)) return undefined;
    const j = isMarker(tokens[i + 1], 'the') ? i + 2 : i + 1;
    // After 'the', digits with their ordinal too: 'march the 3rd'.
    const n =
      j > i + 1 && tokens[j]?.type === 'number' ? dayNumberAt(tokens, j, to, lexicon) : undefined;
    const d =
      tokens[j]?.type === 'word'
        ? dayWordAt(tokens, j, to, lexicon)
        : n?.ordinal
          ? n.day
          : undefined;
    return d === undefined
      ? undefined
      : {
          spec: { kind: 'calendar', year: undefined, month: t.meaning.month, day: d },
          next: n?.next ?? j + 1,
        };
  }
  const day = dayWordAt(tokens, i, to, lexicon);
  if (day === undefined) return undefined;
  let j = i + 1;
  if (isMarker(tokens[j], 'of') || isMarker(tokens[j], 'filler')) j++;
  const month = tokens[j]?.meaning;
  if (month?.kind === 'month' && j < to)
    return { spec: { kind: 'calendar', year: undefined, month: month.month, day }, next: j + 1 };
  // Two ordinal words, the day's then the month's ('am neunten vierten', 'elfter fünfter'): the
  // date written 9.4. said aloud.
  const ordinal = (k: number): number | undefined =>
    tokens[k]?.type === 'word' && startsAt(tokens[k], START_ORDINAL)
      ? lexicon.ordinals.get(tokens[k]?.text ?? '')
      : undefined;
  const monthNumber =
    lexicon.ordinalMonths && j === i + 1 && ordinal(i) !== undefined ? ordinal(j) : undefined;
  return monthNumber !== undefined && monthNumber <= 12 && j < to
    ? { spec: { kind: 'calendar', year: undefined, month: monthNumber, day }, next: j + 1 }
    : undefined;
}

/** A day of the month in one word at `i`: an ordinal word, or a number word 2-31. */
function dayWordAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): number | undefined {
  const t = tokens[i];
  if (t === undefined || i >= to) return undefined;
  const ordinal = dayNumberAt(tokens, i, to, lexicon);
  const n = ordinal === undefined ? amountOf(t) : undefined;
  return (
    ordinal?.day ?? (n !== undefined && Number.isInteger(n) && n >= 2 && n <= 31 ? n : undefined)
  );
}

/**
 * A day of the month without a month: a number with an ordinal ('21st', 'the 28th', '22.') or
 * after a word of the table's `monthDayWords` ('le 22', 'el día 9', 'dia 9', 'am 22'); not before
 * a month, a unit, a weekday, a weekend or a clock's marks.
 */
function monthDayWordAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  // Next month's word before the table's day word: 'gelecek ayın 20'si' (next month's 20th).
  const nextMonth =
    (isMarker(tokens[i], 'next') || isMarker(tokens[i], 'next_either')) &&
    i + 2 < to &&
    lexicon.monthDayWords.has(tokens[i + 1]?.text ?? '');
  const from = nextMonth ? i + 1 : i;
  let j = i;
  if (startsAt(tokens[from], START_PHRASE))
    for (let words = 2; words >= 1; words--) {
      if (from + words < to && lexicon.monthDayWords.has(phrase(tokens, from, from + words))) {
        j = from + words;
        break;
      }
    }
  // After a weekday where the table says so ('mardi 10'), or a number no hour is ('friday 31');
  // not a clock ('martes 9 a.m.').
  // ... a filler between them too ('salı günü 31'i').
  const before = tokenBefore(tokens, i);
  const weekday = isMarker(before, 'filler') ? tokenBefore(tokens, i - 1) : before;
  // Where every number after a weekday is its day, a number word too ('lunes quince').
  const dayFrom = lexicon.weekdayDayNumbersFrom;
  // ... or, where the table writes a day's ordinal with a dot, any number with its dot closing
  // the text ('Sa 23.': the trailing dot is cut off as punctuation before the reading, so `to`
  // ends at the number).
  const dotted =
    lexicon.ordinalDots &&
    i + 1 === to &&
    tokens[to]?.text === '.' &&
    tokens[to]?.start === tokens[i]?.end;
  // ... or any number before `at` and a clock ('op za 23 om 10 uur': the hour is the clock's).
  const clockAfter =
    j === i &&
    isMarker(tokens[i + 1], 'at') &&
    tokens[i + 1]?.text !== '@' &&
    clockAt(tokens, i + 2, to, true) !== undefined;
  const prefixed =
    j > i ||
    ((dayFrom === 1 || dotted || clockAfter || (digits(tokens[i], 1, 2) ?? 0) >= dayFrom) &&
      weekday?.meaning?.kind === 'weekday' &&
      !clockAt(tokens, i, to, false));
  // English 'the' needs the ordinal ('the 28th'; 'the 5' says nothing).
  if (j === i && isMarker(tokens[j], 'the')) j++;
  // After a table's day word, a number word too ('el veintisiete', 'el día once').
  const word = prefixed ? dayWordAt(tokens, j, to, lexicon) : undefined;
  const d =
    word !== undefined && tokens[j]?.type === 'word'
      ? { day: word, ordinal: false, next: j + 1 }
      : dayNumberAt(tokens, j, to, lexicon, prefixed);
  if (d === undefined || (!prefixed && !d.ordinal)) return undefined;
  // 'the 15th of next month', 'first of the month': that month's day; 'the 5th next month', 'le
  // 5 mois prochain', 'dia 5 mês que vem': next or this month right after the day.
  const joined =
    isMarker(tokens[d.next], 'of') || isMarker(tokens[d.next], 'filler')
      ? monthWordAt(tokens, d.next + 1, to)
      : undefined;
  const right = joined === undefined ? monthWordAt(tokens, d.next, to) : undefined;
  const month = joined ?? (right?.months === undefined ? undefined : right);
  if (month !== undefined)
    return {
      day:
        month.months === undefined
          ? { kind: 'month_day', day: d.day }
          : { kind: 'month_day', day: d.day, months: month.months },
      next: month.next,
    };
  // An ordinal word alone only in a form the table names ('piętnastego'; not 'first').
  const alone = tokens[j]?.text ?? '';
  if (
    tokens[j]?.type === 'word' &&
    j === i &&
    !lexicon.ordinalDayEndings.some((e) => alone.endsWith(e))
  )
    return undefined;
  // An ordinal word closing the text after the word for day names no day: 'il giorno prima' is
  // "the day before", not the 1st.
  if (
    j > i &&
    d.next >= to &&
    unitSeconds(tokens[j - 1]) === DAY_SECONDS &&
    tokens[j]?.type === 'word' &&
    dayNumberAt(tokens, j, to, lexicon)?.ordinal === true
  )
    return undefined;
  // ... nor a day's ordinal word before a month's ('den neunten vierten': the date, read after
  // the article).
  if (
    lexicon.ordinalMonths &&
    tokens[j]?.type === 'word' &&
    ordinalWordDateAt(tokens, j, to, lexicon) !== undefined
  )
    return undefined;
  let a = d.next;
  while (a < to && (isMarker(tokens[a], 'filler') || isMarker(tokens[a], 'the'))) a++;
  if (tokens[a]?.meaning?.kind === 'month') return undefined;
  const after = tokens[d.next]?.meaning;
  if (
    d.next < to &&
    (after?.kind === 'unit' ||
      after?.kind === 'month' ||
      after?.kind === 'weekday' ||
      (after?.kind === 'marker' &&
        (after.marker === 'hour_mark' ||
          after.marker === 'am' ||
          after.marker === 'pm' ||
          after.marker === 'of' ||
          after.marker === 'o')) ||
      tokens[d.next]?.text === ':' ||
      tokens[d.next]?.text === '/' ||
      // nor a weekend, which names a Saturday ('il primo weekend di aprile')
      weekdayOrWeekendAt(tokens, d.next, to, lexicon) !== undefined)
  )
    return undefined;
  return {
    day: nextMonth
      ? { kind: 'month_day', day: d.day, months: 1 }
      : { kind: 'month_day', day: d.day },
    next: d.next,
  };
}

/**
 * A day of next month or this one with the month first: 'next month on the 5th', 'le mois
 * prochain le 5', 'il mese prossimo il 5', 'el mes que viene el día 5', 'mês que vem dia 5'.
 */
function monthFirstDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  const month = monthWordAt(tokens, i, to);
  if (month?.months === undefined) return undefined;
  // 'on' that is also a table's day word ('nächsten Monat am 3.') is read as the day word first.
  let k = month.next;
  let d = k < to ? monthDayWordAt(tokens, k, to, lexicon) : undefined;
  while (
    d === undefined &&
    k + 1 < to &&
    (isMarker(tokens[k], 'filler') || isMarker(tokens[k], 'on'))
  )
    d = monthDayWordAt(tokens, ++k, to, lexicon);
  if (d?.day.kind !== 'month_day' || d.day.months !== undefined) return undefined;
  return { day: { kind: 'month_day', day: d.day.day, months: month.months }, next: d.next };
}

/**
 * '4 mondays from now', 'two fridays from today': the N-th coming weekday (a plural of the table's
 * `everyWeekdays`), as 'jeudi en huit' counts weeks after the coming one.
 */
function countedWeekdayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  const t = tokens[i];
  const n = t === undefined || i + 3 >= to ? undefined : amountOf(t);
  const weekday = lexicon.everyWeekdays.get(tokens[i + 1]?.text ?? '');
  const from = lexicon.keywords.get(tokens[i + 3]?.text ?? '');
  if (
    n === undefined ||
    !Number.isInteger(n) ||
    n < 1 ||
    n > 52 ||
    weekday === undefined ||
    !isMarker(tokens[i + 2], 'from') ||
    (from !== 'now' && from !== 'today')
  )
    return undefined;
  return {
    day: { kind: 'weekday', weekday, thisWeek: false, next: false, weeksLater: n - 1 },
    next: i + 4,
  };
}

/** 'second friday of june', 'the last thursday of may', 'le premier lundi de juin': one occurrence. */
function nthWeekdayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  const position = isMarker(tokens[i], 'last')
    ? { day: -1, ordinal: true, next: i + 1 }
    : dayNumberAt(tokens, i, to, lexicon);
  if (position === undefined || !position.ordinal || position.day === 0 || position.day > 5)
    return undefined;
  // A weekend names its Saturday ('first weekend of april', 'w pierwszy weekend kwietnia').
  const day = monthPlaceAt(tokens, position.next, to, lexicon);
  if (day === undefined) return undefined;
  const weekday = day.weekday;
  const week = day.week === true ? { week: true as const } : {};
  // 'of' or 'in' before the month, or none before a month in the genitive ('pierwszy wtorek
  // października', 'последняя пятница марта').
  const k = day.next;
  const m =
    isMarker(tokens[k], 'of') || isMarker(tokens[k], 'in') || isMarker(tokens[k], 'filler')
      ? k + 1
      : k;
  const month = tokens[m]?.meaning;
  // 'first monday in 2 months': that month's from this one.
  const count = isMarker(tokens[k], 'in') && m < to ? amountOf(tokens[m] as Token) : undefined;
  const unit = tokens[m + 1]?.meaning;
  const counted =
    count !== undefined &&
    Number.isInteger(count) &&
    count >= 1 &&
    count <= 12 &&
    unit?.kind === 'unit' &&
    unit.months === 1
      ? { months: count, next: m + 2 }
      : undefined;
  // 'of next month', 'of the month': that month's from this one (the month is this one's for 'the');
  // or the month unit in the genitive ('w pierwszy poniedziałek miesiąca', 'в останню п'ятницю
  // місяця', 'przyszłego miesiąca').
  const relative = counted ?? (m < to ? monthWordAt(tokens, m, to) : undefined);
  if (relative !== undefined)
    return {
      day: {
        kind: 'nth_weekday',
        position: position.day,
        weekday,
        month: undefined,
        months: relative.months ?? 0,
        ...week,
      },
      next: relative.next,
    };
  if (month?.kind !== 'month' || m >= to) return undefined;
  return {
    day: { kind: 'nth_weekday', position: position.day, weekday, month: month.month, ...week },
    next: m + 1,
  };
}

/**
 * 'next month', 'this month', 'the month' at `i` (after 'of'): the months from this one (none for
 * 'the': this month's or a later one's), and the index after it.
 */
function monthWordAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { months: number | undefined; next: number } | undefined {
  const t = tokens[i];
  // 'przyszłego miesiąca', 'следующего месяца': next month in one table word.
  if (isMarker(t, 'next_month')) return { months: 1, next: i + 1 };
  const months = isMarker(t, 'next') ? 1 : isMarker(t, 'this') ? 0 : undefined;
  const before = months !== undefined || isMarker(t, 'the');
  const u = before ? i + 1 : i;
  const unit = u < to ? tokens[u]?.meaning : undefined;
  if (unit?.kind !== 'unit' || unit.months !== 1) return undefined;
  // 'the month after next': two months on.
  if (months === undefined && tokens[u + 1]?.text === 'after' && isMarker(tokens[u + 2], 'next'))
    return { months: 2, next: u + 3 };
  if (before) return { months, next: u + 1 };
  // The next word after the month ('du mois prochain', 'del mes que viene', 'do mês que vem'),
  // or none ('du mois': the month, as 'of the month').
  let k = u + 1;
  while (k < to && isMarker(tokens[k], 'filler')) k++;
  return k < to && isMarker(tokens[k], 'next')
    ? { months: 1, next: k + 1 }
    : { months: undefined, next: u + 1 };
}

/**
 * 'the first day of march', 'the 15th day of next month', 'last day of may': that day of the
 * month; the last of February is that of the February the date falls in (28 or 29: the year
 * decides). The "of" may be a preposition the tables keep as filler ('el último día del mes',
 * 'l'ultimo giorno di giugno').
 */
function edgeDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  const last = isMarker(tokens[i], 'last');
  const first = last ? undefined : dayNumberAt(tokens, i, to, lexicon);
  if (!last && first?.ordinal !== true) return undefined;
  const d = first?.next ?? i + 1;
  if (
    unitSeconds(tokens[d]) !== DAY_SECONDS ||
    !(isMarker(tokens[d + 1], 'of') || isMarker(tokens[d + 1], 'filler'))
  )
    return undefined;
  const relative = monthWordAt(tokens, d + 2, to);
  const n = first?.day ?? 1;
  if (relative !== undefined)
    return last
      ? {
          day: {
            kind: 'period_at',
            unit: 'month',
            at: 'end',
            day: true,
            start: tokens[i]?.start ?? 0,
            end: tokens[relative.next - 1]?.end ?? 0,
            ...(relative.months === undefined ? {} : { periods: relative.months }),
          },
          next: relative.next,
        }
      : {
          day:
            relative.months === undefined
              ? { kind: 'month_day', day: n }
              : { kind: 'month_day', day: n, months: relative.months },
          next: relative.next,
        };
  const m = isMarker(tokens[d + 2], 'next') ? d + 3 : d + 2;
  const month = m < to ? tokens[m]?.meaning : undefined;
  if (month?.kind !== 'month') return undefined;
  return {
    day: last
      ? {
          kind: 'calendar',
          year: undefined,
          month: month.month,
          day: daysInMonth(2026, month.month),
          last: true,
        }
      : { kind: 'calendar', year: undefined, month: month.month, day: n },
    next: m + 1,
  };
}

/**
 * A day moved by the duration `d` read just before: a relation word of the holiday table after it
 * ('before', 'vor', 'avant', 'antes del', 'до', 'после'), or 'from' ('3 days from friday'), then
 * the day, an article allowed before it ('2 jours avant le 20 mars', '2 giorni dopo il 20 marzo'). A
 * holiday is the holiday reader's ('3 Tage vor Weihnachten 2027').
 * A count of months before a day stays refused (which day of a shorter month?).
 */
function movedDayAt(
  tokens: readonly Token[],
  d: { span: Span; next: number },
  n: number,
  lexicon: Lexicon,
): { shift: Span; day: DayRef; next: number } | undefined {
  if (!(d.span.seconds > 0 || d.span.months > 0)) return undefined;
  const relation = isMarker(tokens[d.next], 'from')
    ? { value: 1, next: d.next + 1 }
    : relationAt(tokens, d.next, n, lexicon.holidays);
  if (relation === undefined || (relation.value < 0 && d.span.months > 0)) return undefined;
  let article = relation.next;
  while (isMarker(tokens[article], 'the') || isMarker(tokens[article], 'filler')) article++;
  const from = dayAt(tokens, article, n, lexicon);
  if (from === undefined) return undefined;
  return {
    shift: relation.value < 0 ? { seconds: -d.span.seconds, months: 0 } : d.span,
    day: from.day,
    next: from.next,
  };
}

/**
 * After a day, a count of whole days or weeks and the table's word for 'before', in either order,
 * at `i` ('3月20日の2日前', '3월 20일 이틀 전', 'pazardan 2 gün önce', '3月20号前两天', '国庆前两天'):
 * the shift back from that day and the index after both. A count of hours names no day
 * ('クリスマスの2時間前' stays refused).
 */
function dayCountBackAt(
  tokens: readonly Token[],
  i: number,
  n: number,
  lexicon: Lexicon,
): { shift: Span; next: number } | undefined {
  const first = relationAt(tokens, i, n, lexicon.holidays);
  const d = durationAt(tokens, first === undefined ? i : first.next, n);
  if (
    d === undefined ||
    d.span.months !== 0 ||
    d.span.seconds <= 0 ||
    d.span.seconds % DAY_SECONDS !== 0
  )
    return undefined;
  const relation = first ?? relationAt(tokens, d.next, n, lexicon.holidays);
  if (relation === undefined || relation.value > 0) return undefined;
  return {
    shift: { seconds: -d.span.seconds, months: 0 },
    next: first === undefined ? relation.next : d.next,
  };
}

/**
 * A count that is also an hour of the clock: 0-23 in digits, or a number word from two ('een uur'
 * is an hour, as '<n> uur' alone asks; second-reading.ts).
 */
function clockHourCount(t: Token | undefined): boolean {
  const n = amountOf(t);
  return n !== undefined && Number.isInteger(n) && n <= 23 && (t?.type === 'number' || n >= 2);
}

/** Sets a moved day (movedDayAt) on the reading: the index after it. */
function setMovedDay(
  r: Mutable<Reading>,
  moved: { shift: Span; day: DayRef; next: number },
): number {
  r.shift = moved.shift;
  r.day = moved.day;
  r.shiftFrom = true;
  return moved.next;
}

/** A day part at `i` ('on', 'this', 'next', 'coming' prefixes included). */
function dayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  let j = isMarker(tokens[i], 'on') ? i + 1 : i;
  // 'the monday after next', 'on the friday': the article before a weekday; 'the coming wednesday',
  // 'on the upcoming friday': before 'coming' and a weekday.
  if (
    isMarker(tokens[j], 'the') &&
    (tokens[j + 1]?.meaning?.kind === 'weekday' ||
      (isMarker(tokens[j + 1], 'coming') && tokens[j + 2]?.meaning?.kind === 'weekday'))
  )
    j++;
  const nthOfMonth = monthWeekdayAt(tokens, j, to, lexicon) ?? weekOfDateAt(tokens, j, to, lexicon);
  if (nthOfMonth !== undefined) return nthOfMonth;
  const week = nextWeekDayAt(tokens, j, to);
  if (week !== undefined)
    return {
      day: {
        kind: 'week_weekday',
        weekday: week.weekday,
        weeks: week.weeks,
        start: week.start,
        end: week.end,
      },
      next: week.next,
    };
  // 'next week thursday', 'nächste Woche Donnerstag', 'la semana que viene el jueves'
  const weekFirst = nextWeekAt(tokens, j, to, lexicon);
  if (weekFirst !== undefined) {
    let k = weekFirst;
    while (
      k < to &&
      (isMarker(tokens[k], 'on') || isMarker(tokens[k], 'filler') || isMarker(tokens[k], 'the'))
    )
      k++;
    const day = k < to ? weekdayAt(tokens, k) : undefined;
    if (day !== undefined) return { day: nextWeekday(tokens, day, j, k + 1), next: k + 1 };
  }
  // 'next month on the 5th', '4 mondays from now'.
  const ahead = monthFirstDayAt(tokens, j, to, lexicon) ?? countedWeekdayAt(tokens, j, to, lexicon);
  if (ahead !== undefined) return ahead;
  let thisWeek = false;
  let modified = false;
  let next = false;
  let afterNext = false;
  let coming = false;
  if (isMarker(tokens[j], 'this')) {
    thisWeek = true;
    modified = true;
    j++;
    if (isMarker(tokens[j], 'coming')) {
      thisWeek = false;
      coming = true;
      j++;
    }
  } else if (
    isMarker(tokens[j], 'next') ||
    isMarker(tokens[j], 'coming') ||
    isMarker(tokens[j], 'after_next')
  ) {
    modified = true;
    next = !isMarker(tokens[j], 'coming');
    coming = !next;
    afterNext = isMarker(tokens[j], 'after_next');
    j++;
  }
  const weekend =
    thisWeek || coming || (next && !afterNext) ? weekendAt(tokens, j, to, lexicon) : undefined;
  // 'next weekend': its Saturday, by the rule of 'next saturday' (asked while this week's is ahead);
  // 'this coming weekend': by the rule of 'this coming saturday' (this weekend's, the next one's
  // said during a weekend).
  if (weekend !== undefined)
    return {
      day:
        next || coming
          ? { kind: 'weekday', weekday: 6, thisWeek: false, next }
          : { kind: 'weekend' },
      next: weekend,
    };
  // A weekday word that is also an ordinal, before a weekday, a weekend or a week: its position in a
  // month ('segunda sexta-feira de abril', 'quarta sexta de maio', 'il primo weekend di aprile').
  const nthFirst =
    !modified &&
    startsAt(tokens[j], START_ORDINAL) &&
    monthPlaceAt(tokens, j + 1, to, lexicon) !== undefined
      ? nthWeekdayAt(tokens, j, to, lexicon)
      : undefined;
  if (nthFirst !== undefined) return nthFirst;
  const weekday = j < to ? weekdayAt(tokens, j) : undefined;
  // 'next' after the weekday: 'vendredi prochain', 'lunes próximo'.
  if (weekday !== undefined) {
    // 'thursday of next week', 'tuesday next week', 'el jueves de la semana que viene', 'jeudi en huit'.
    let w = j + 1;
    let weekAfter = modified ? undefined : nextWeekAt(tokens, w, to, lexicon);
    while (
      !modified &&
      weekAfter === undefined &&
      w < to &&
      (isMarker(tokens[w], 'of') || isMarker(tokens[w], 'filler') || isMarker(tokens[w], 'the'))
    )
      weekAfter = nextWeekAt(tokens, ++w, to, lexicon);
    if (weekAfter !== undefined)
      return { day: nextWeekday(tokens, weekday, j, weekAfter), next: weekAfter };
    const later = modified ? undefined : weeksLaterAt(tokens, j + 1, to, lexicon);
    if (later !== undefined)
      return {
        day: { kind: 'weekday', weekday, thisWeek: false, next: false, weeksLater: later.weeks },
        next: later.next,
      };
    // 'monday after next'
    if (
      !modified &&
      tokens[j + 1]?.text === 'after' &&
      isMarker(tokens[j + 2], 'next') &&
      j + 2 < to
    )
      return {
        day: { kind: 'weekday', weekday, thisWeek: false, next: false, week: 'after_next' },
        next: j + 3,
      };
    // ... also past a filler: 'terça que vem', 'el viernes que viene'. 'coming' after it is the
    // coming one, as before it: 'donderdag aanstaande', 'donderdag a.s.'.
    const k = skipFiller(tokens, j + 1, to);
    const after = !modified && k < to && isMarker(tokens[k], 'next');
    const coming = !modified && k === j + 1 && k < to && isMarker(tokens[k], 'coming');
    // 'this' before the weekday and 'next' after it ('este viernes que viene', 'nesta sexta que
    // vem', 'questo venerdì che viene'): the coming one, as 'this coming friday'; 'this' rules out the
    // week after.
    const thisComing = thisWeek && k < to && isMarker(tokens[k], 'next');
    if (thisComing)
      return { day: { kind: 'weekday', weekday, thisWeek: false, next: false }, next: k + 1 };
    return {
      day: afterNext
        ? { kind: 'weekday', weekday, thisWeek, next, week: 'after_next' }
        : { kind: 'weekday', weekday, thisWeek, next: next || after },
      next: after || coming ? k + 1 : j + 1,
    };
  }
  if (modified) return next && !afterNext ? monthAloneAt(tokens, i, to, lexicon) : undefined;
  const words = dayWordsAt(tokens, j, to, lexicon);
  if (words !== undefined) return words;
  const eom = endOfMonthAt(tokens, j, to);
  if (eom !== undefined) return eom;
  // A year word before a date without its year: 'this year on june 10th', 'nächstes Jahr am 10. Februar'.
  const yearFirst = yearWord(tokens[j]);
  if (yearFirst !== undefined) {
    let y = j + 1;
    while (
      y < to &&
      (isMarker(tokens[y], 'on') || isMarker(tokens[y], 'the') || isMarker(tokens[y], 'filler'))
    )
      y++;
    const dated = namedDateAt(tokens, y, to);
    if (dated !== undefined && dated.spec.year === undefined)
      return { day: { ...dated.spec, years: yearFirst }, next: dated.next };
  }
  let k = isMarker(tokens[j], 'the') ? j + 1 : j;
  // The day word before a day of the month and its month: 'dia 25 de dezembro', 'il giorno 25 dicembre'.
  if (unitSeconds(tokens[k]) === DAY_SECONDS && tokens[k + 1]?.type === 'number') k++;
  const tk = tokens[k];
  // Ordinal words, positions and days of the month start with a number, an ordinal or 'last'.
  const ordinalLike =
    tk !== undefined &&
    (tk.type === 'number' ||
      isMarker(tk, 'last') ||
      (tk.type === 'word' && startsAt(tk, START_ORDINAL)));
  const named =
    namedDateAt(tokens, k, to) ??
    (ordinalLike || tk?.meaning?.kind === 'number' || tk?.meaning?.kind === 'month'
      ? ordinalWordDateAt(tokens, k, to, lexicon)
      : undefined) ??
    isoDateAt(tokens, j, to);
  if (named !== undefined) {
    // A year word after a date without its year: 'june 10 next year', 'le 10 juin de l'année
    // prochaine', '10. Juni nächstes Jahr' (a number after fillers stays the date forms').
    const spec = named.spec;
    const after =
      spec.kind === 'calendar' && spec.year === undefined && spec.years === undefined
        ? yearAfter(tokens, named.next, to)
        : undefined;
    return after?.years !== undefined && spec.kind === 'calendar'
      ? { day: { ...spec, years: after.years }, next: after.next }
      : { day: spec, next: named.next };
  }
  const nth = ordinalLike
    ? (nthWeekdayAt(tokens, k, to, lexicon) ?? edgeDayAt(tokens, k, to, lexicon))
    : undefined;
  if (nth !== undefined) return nth;
  // From before 'on': German 'am 22.' names the day of the month with its 'on'.
  const monthDay = startsAt(tokens[i], START_PHRASE)
    ? monthDayWordAt(tokens, i, to, lexicon)
    : ordinalLike
      ? monthDayWordAt(tokens, j, to, lexicon)
      : undefined;
  if (monthDay !== undefined) return monthDay;
  // Also after the day word: 'dia 20/03', 'el día 20/03', 'il giorno 20/03'.
  const numeric =
    numericDateAt(tokens, j, to, lexicon) ??
    (k > j ? numericDateAt(tokens, k, to, lexicon) : undefined);
  if (numeric !== undefined) {
    const start = tokens[j]?.start ?? 0;
    return {
      day: { kind: 'numeric', date: numeric, start, end: tokens[numeric.next - 1]?.end ?? start },
      next: numeric.next,
    };
  }
  return monthAloneAt(tokens, i, to, lexicon) ?? periodPositionAt(tokens, i, to, lexicon);
}

/**
 * The week holding a date: the week unit, maybe after an article, then 'of' or a filler and the
 * date ('the week of march 16', 'week of 3/16', 'in der Woche vom 16. März', 'la semaine du 16 mars',
 * 'la semana del 16 de marzo', 'de week van 16 maart').
 */
function weekOfDateAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  // 'in the week of', 'in der Woche vom'.
  const h = isMarker(tokens[i], 'in') ? i + 1 : i;
  const w = isMarker(tokens[h], 'the') || isMarker(tokens[h], 'filler') ? h + 1 : h;
  if (
    w + 2 >= to ||
    !isWeekUnit(tokens[w]) ||
    !(isMarker(tokens[w + 1], 'of') || isMarker(tokens[w + 1], 'filler'))
  )
    return undefined;
  // ... or the table's day-of-month word and a day of the month ('la semaine du 18').
  const date =
    dayAt(tokens, w + 2, to, lexicon) ??
    (lexicon.monthDayWords.has(tokens[w + 1]?.text ?? '')
      ? monthDayWordAt(tokens, w + 1, to, lexicon)
      : undefined);
  const kind = date?.day.kind;
  return date !== undefined && (kind === 'calendar' || kind === 'numeric' || kind === 'month_day')
    ? { day: { kind: 'week_of', date: date.day }, next: date.next }
    : undefined;
}

/**
 * The week unit at `w`, maybe behind fillers, right after a date ('3月16日の週', '3월 16일 주',
 * '3月16日的那周', '16 Mart haftası'), or behind the date's own `at` ending and fillers ("16 Mart'ta
 * başlayan hafta"): the index after it.
 */
function weekUnitAfter(tokens: readonly Token[], w: number, to: number): number | undefined {
  const glued = tokens[w]?.start === tokens[w - 1]?.end;
  if (glued && isMarker(tokens[w], 'at') && isMarker(tokens[w + 1], 'filler')) w++;
  while (w < to && isMarker(tokens[w], 'filler')) w++;
  return w < to && isWeekUnit(tokens[w]) ? w + 1 : undefined;
}

/**
 * After 'in' at `i`: the week of a date ('in the week of march 16', 'in der Woche vom 16.03.'), or a
 * weekday, weekend or week's place in a month ('in the first week of april', 'in der zweiten Woche
 * im April', 'dans la deuxième semaine d'avril', 'in the last weekend of march').
 */
function inDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  const weekOf = weekOfDateAt(tokens, i, to, lexicon);
  if (weekOf !== undefined) return weekOf;
  const k = isMarker(tokens[i + 1], 'the') || isMarker(tokens[i + 1], 'filler') ? i + 2 : i + 1;
  const tk = tokens[k];
  return tk !== undefined &&
    (tk.type === 'number' ||
      isMarker(tk, 'last') ||
      (tk.type === 'word' && startsAt(tk, START_ORDINAL)))
    ? nthWeekdayAt(tokens, k, to, lexicon)
    : undefined;
}

/**
 * A position in next week, month or year (decisions.md, "Time expressions, sixteenth round: the
 * beginning, middle and end of next week, month and year"): the position first ('beginning of
 * next month', 'Anfang nächster Woche', 'в конце следующего месяца', 'en début de semaine
 * prochaine') or after the period ('gelecek ayın sonu', '来月初め', '다음 달 중순'). A year has no
 * middle read.
 */
function periodPositionAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  let j = skipsBeforeMonth(tokens, i, to);
  if (isMarker(tokens[j], 'the')) j++;
  let at = positionAt(tokens[j]);
  let period: PeriodRef | undefined;
  let next: number;
  if (at !== undefined) {
    let k = j + 1;
    while (k < to && (isMarker(tokens[k], 'the') || isMarker(tokens[k], 'in'))) k++;
    k = skipsBeforeMonth(tokens, k, to);
    period = periodAt(tokens, k, to, lexicon);
    if (period === undefined) return undefined;
    next = period.next;
  } else {
    period = periodAt(tokens, j, to, lexicon);
    if (period === undefined) return undefined;
    const k = skipFiller(tokens, period.next, to);
    at = positionAt(tokens[k]);
    if (at === undefined || k >= to) return undefined;
    next = k + 1;
  }
  if (period.unit === 'year' && at === 'middle') return undefined;
  return {
    day: {
      kind: 'period_at',
      unit: period.unit,
      periods: period.periods,
      at,
      start: tokens[j]?.start ?? 0,
      end: tokens[next - 1]?.end ?? 0,
    },
    next,
  };
}

/** A week, month or year from this one: its unit, the periods ahead, the index after its words. */
interface PeriodRef {
  readonly unit: 'week' | 'month' | 'year';
  readonly periods: number;
  readonly next: number;
}

/**
 * This or a later week, month or year at `i`: a table word ('来月', 'haftaya', 'gelecek ayın',
 * 'nächsten jahres', 'la semaine prochaine'), or `next`/`this` and the unit ('next week', '다음 달'),
 * or the unit and a `next` word after it ('du mois prochain', 'de la semana que viene'), or 'the
 * month after next'.
 */
function periodAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): PeriodRef | undefined {
  const week = weekAt(tokens, i, to);
  if (week !== undefined) return { unit: 'week', periods: week.weeks, next: week.next };
  const month = monthPartAt(tokens, i, to, lexicon);
  if (month?.months !== undefined)
    return { unit: 'month', periods: month.months, next: month.next };
  const year = yearWord(tokens[i]);
  if (year !== undefined) return { unit: 'year', periods: year, next: i + 1 };
  const phraseWeek = nextWeekAt(tokens, i, to, lexicon);
  if (phraseWeek !== undefined) return { unit: 'week', periods: 1, next: phraseWeek };
  let u = isMarker(tokens[i], 'the') ? i + 1 : i;
  const before =
    isMarker(tokens[u], 'next') || isMarker(tokens[u], 'next_either')
      ? 1
      : isMarker(tokens[u], 'this')
        ? 0
        : undefined;
  if (before !== undefined) u++;
  const unit = u < to ? periodUnit(tokens[u]) : undefined;
  if (unit === undefined) return undefined;
  if (before !== undefined) return { unit, periods: before, next: u + 1 };
  // 'the month after next'
  if (tokens[u + 1]?.text === 'after' && isMarker(tokens[u + 2], 'next') && u + 2 < to)
    return { unit, periods: 2, next: u + 3 };
  const k = skipFiller(tokens, u + 1, to);
  return k < to && isMarker(tokens[k], 'next') ? { unit, periods: 1, next: k + 1 } : undefined;
}

/** The week, month or year unit `t` is, if any. */
function periodUnit(t: Token | undefined): PeriodRef['unit'] | undefined {
  const m = t?.meaning;
  if (m?.kind !== 'unit' && m?.kind !== 'marker') return undefined;
  return m.seconds === 604_800
    ? 'week'
    : m.months === 1
      ? 'month'
      : m.months === 12
        ? 'year'
        : undefined;
}

/**
 * A month named alone (decisions.md, "A month alone (decided again: read)"): the language's "in"
 * if any ('in', 'im', 'en', 'a', 'w', 'в', 'у'), a year before it ('来年', '2027年', '내년',
 * 'gelecek yıl') or `next`, then a month word of the table's `monthsAlone` ('march', 'w marcu';
 * no abbreviation) or a CJK month ('3月', '三月', '3월'), then a year after it ('2027', 'de 2027',
 * 'next year', 'nächsten Jahres') or a `next` word ('en mars prochain'). Nothing that makes it a
 * date may follow: a number is read by the date forms.
 */
function monthAloneAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): { day: DayRef; next: number } | undefined {
  let j = skipsBeforeMonth(tokens, isMarker(tokens[i], 'on') ? i + 1 : i, to);
  // A position before it ('beginning of april', 'mid-april', 'Anfang April', 'в конце апреля'): any
  // month word then, its case form included ('pod koniec kwietnia'), not only one that stands alone.
  let at = positionAt(tokens[isMarker(tokens[j], 'the') ? j + 1 : j]);
  if (at !== undefined) {
    j = isMarker(tokens[j], 'the') ? j + 2 : j + 1;
    j = skipsBeforeMonth(tokens, tokens[j]?.text === '-' ? j + 1 : j, to);
  }
  const before = at === undefined ? yearBefore(tokens, j, to, lexicon.eraYears) : undefined;
  if (before !== undefined) j = before.next;
  let next = before === undefined && isMarker(tokens[j], 'next');
  if (next) j++;
  // The language's "in" after a year word: 'nächstes Jahr im März'.
  while (j < to && before !== undefined && (isMarker(tokens[j], 'in') || isMarker(tokens[j], 'of')))
    j++;
  const t = tokens[j];
  let month: number | undefined;
  let k = j + 1;
  if (
    t?.meaning?.kind === 'month' &&
    (lexicon.monthsAlone.has(t.text) ||
      (at !== undefined && !lexicon.monthOrWeekday.has(t.text) && t.text.length > 3))
  )
    month = t.meaning.month;
  else {
    const n = digits(t, 1, 2);
    // '4月末', '4月底': the table's one word for a month's end ('end of month') glued to it.
    const glued =
      at === undefined &&
      isMarker(tokens[j + 1], 'end') &&
      tokens[j + 1]?.start === t?.end &&
      tokens[j + 3]?.start === tokens[j + 1]?.start;
    const mark = glued ? j + 4 : j + 2;
    if (glued) at = 'end';
    else if (at === undefined && isMarker(tokens[j + 1], 'month_mark'))
      at = positionAt(tokens[mark]);
    const after = at !== undefined && !glued ? mark + 1 : mark;
    // Nothing but a filler after it: '3月に', '3월에', '4月末に' ('三月初一' is a lunar date).
    const end = isMarker(tokens[after], 'filler') ? after + 1 : after;
    if (
      n !== undefined &&
      n >= 1 &&
      n <= 12 &&
      (glued || isMarker(tokens[j + 1], 'month_mark')) &&
      end >= to
    ) {
      month = n;
      k = after;
    }
  }
  if (month === undefined || j >= to || k > to) return undefined;
  // A position after it: 'nisan sonu', 'nisan başında'.
  if (at === undefined) {
    at = positionAt(tokens[k]);
    if (at !== undefined) k++;
  }
  const after = before === undefined && !next ? yearAfter(tokens, k, to) : undefined;
  if (after !== undefined) k = after.next;
  else if (before === undefined && nextWordAt(tokens, k, to, true) > k) {
    // A year and `next` together ('next march 2027') are not read.
    if (next) return undefined;
    next = true;
    k = nextWordAt(tokens, k, to, true);
  }
  if (k < to && (tokens[k]?.type === 'number' || isMarker(tokens[k], 'day_mark'))) return undefined;
  const named = before ?? after;
  const day: DayRef =
    named?.years !== undefined
      ? { kind: 'month_start', month, years: named.years }
      : named?.year !== undefined
        ? { kind: 'month_start', month, year: named.year }
        : next
          ? { kind: 'month_start', month, next: true }
          : { kind: 'month_start', month };
  return { day: at === undefined || at === 'beginning' ? day : { ...day, at }, next: k };
}

/** Past the language's "in", "of", "at" and fillers before a month ('in', 'im', 'à la', 'в', 'a'). */
function skipsBeforeMonth(tokens: readonly Token[], j: number, to: number): number {
  while (
    j < to &&
    (isMarker(tokens[j], 'in') ||
      isMarker(tokens[j], 'of') ||
      isMarker(tokens[j], 'at') ||
      isMarker(tokens[j], 'filler'))
  )
    j++;
  return j;
}

/** A word for a position in a month ('beginning', 'Mitte', 'fin', 'sonu', '上旬'), if `t` is one. */
function positionAt(t: Token | undefined): 'beginning' | 'middle' | 'end' | undefined {
  return isMarker(t, 'beginning')
    ? 'beginning'
    : isMarker(t, 'middle')
      ? 'middle'
      : isMarker(t, 'end')
        ? 'end'
        : undefined;
}

/** Words as typed → the zone they abbreviate or null (a case-folded lookup in a large table, once). */
const abbreviations = new Map<string, string | null>();

/** IANA names as typed (lower-cased) → canonical name or null: validating one costs Intl calls. */
const ianaNames = new Map<string, string | null>();

/** 'EST', 'utc', 'europe/berlin', 'america/new_york' at `i`; a shared abbreviation ('IST') as `abbreviation`. */
function zoneAt(
  tokens: readonly Token[],
  text: string,
  i: number,
  to: number,
): { zone: string; abbreviation?: string; next: number } | undefined {
  const t = tokens[i];
  if (t?.type !== 'word') return undefined;
  let j = i + 1;
  while (
    j + 1 < to &&
    (tokens[j]?.text === '/' || tokens[j]?.text === '_' || tokens[j]?.text === '-') &&
    tokens[j + 1]?.type === 'word' &&
    tokens[j]?.start === tokens[j - 1]?.end &&
    tokens[j + 1]?.start === tokens[j]?.end
  )
    j += 2;
  if (j === i + 1) {
    const key = t.text.toUpperCase();
    if (isAmbiguousAbbreviation(key)) return { zone: '', abbreviation: key, next: j };
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
    zone =
      resolved === null
        ? null
        : new Intl.DateTimeFormat('en-US', { timeZone: resolved }).resolvedOptions().timeZone;
    if (ianaNames.size >= 1000) ianaNames.clear();
    ianaNames.set(name, zone);
  }
  return zone === null ? undefined : { zone, next: j };
}

/** Reads the whole token list, or undefined when some token starts no part. */
export function readExpression(
  tokens: readonly Token[],
  text: string,
  lexicon: Lexicon,
): Reading | undefined {
  let n = tokens.length;
  // An ISO date alone is rule 5's midnight, not a date at 09:00: the spec's (spec-notes.md, Time expression rules) dispatch reads it.
  if (
    n === 5 &&
    tokens[1]?.text === '-' &&
    tokens[0]?.text.length === 4 &&
    tokens[2]?.text.length === 2 &&
    tokens[4]?.text.length === 2
  )
    return undefined;
  while (
    n > 0 &&
    (tokens[n - 1]?.text === '.' || tokens[n - 1]?.text === '!') &&
    tokens[n - 2]?.text.includes('.') !== true
  )
    n--;
  const r: Mutable<Reading> = {
    recurrence: undefined,
    day: undefined,
    clock: undefined,
    clockSpan: undefined,
    period: undefined,
    shift: undefined,
    shiftFirst: false,
    shiftFrom: false,
    shiftFromNow: false,
    zone: undefined,
    abbreviation: undefined,
    named: undefined,
    weekday: undefined,
    weekdayThis: false,
    dateDays: undefined,
  };
  let i = 0;
  while (isMarker(tokens[i], 'please') || isMarker(tokens[i], 'request')) i++;
  // A recurrence may start with an article ('les lundis', 'los lunes'); other leading fillers are skipped.
  let recurrence = isMarker(tokens[i], 'filler') ? recurrenceAt(tokens, i, n, lexicon) : undefined;
  while (
    recurrence === undefined &&
    (isMarker(tokens[i], 'please') || isMarker(tokens[i], 'filler')) &&
    !(
      lexicon.monthDayWords.has(tokens[i]?.text ?? '') &&
      monthDayWordAt(tokens, i, n, lexicon) !== undefined
    )
  )
    i++;
  recurrence ??= recurrenceAt(tokens, i, n, lexicon);
  if (recurrence !== undefined) {
    r.recurrence = recurrence;
    if (recurrence.period !== undefined) r.period = recurrence.period;
    i = recurrence.next;
  }
  // The time of day right after or before an hour of 12 or less ('um 7 abends', 'abends um 7'): its half of
  // the day, not the holiday's evening below.
  let periodOfHour = false;
  let periodEnd = -1;
  let sameTime = false;
  while (i < n) {
    const t = tokens[i] as Token;
    // 'The time it is now' after a day ('明日の同じ時間': the day alone is read at this time); a
    // recurrence would read its own default clock, not the time typed: refused ('毎日この時間').
    if (isMarker(t, 'same_time')) {
      if (r.recurrence !== undefined) return undefined;
      sameTime = true;
      i++;
      continue;
    }
    // A weekday abbreviation that is also a word (de 'So', nl 'zo') or a month (it, es 'mar'): a
    // weekday only right before a date with its month, which must fall on it ('So, 15.11.2026
    // 11:35', 'mar 17 nov'); elsewhere the word's own meaning ('mar 21' still asks).
    const before = r.day === undefined && startsAt(t, START_DATE_WEEKDAY);
    const asWeekday = before ? lexicon.dateWeekdays.get(t.text) : undefined;
    const dateWeekday =
      asWeekday?.kind === 'weekday'
        ? asWeekday.weekday
        : before
          ? lexicon.monthOrWeekday.get(t.text)
          : undefined;
    if (dateWeekday !== undefined) {
      const date = dayAt(tokens, tokens[i + 1]?.text === ',' ? i + 2 : i + 1, n, lexicon);
      if (date !== undefined && (date.day.kind === 'calendar' || date.day.kind === 'numeric')) {
        setDay(r, { kind: 'weekday', weekday: dateWeekday, thisWeek: false, next: false });
        if (!setDay(r, date.day)) return undefined;
        i = date.next;
        continue;
      }
    }
    // A dash between a day and its clock, as calendars write them ('Fr. 13.11.2026 - 18:00 Uhr',
    // 'Mon, Nov 16 – 9:00 AM'): as a comma, before one clock with its minutes, hour mark or half
    // of the day; a range of days ('Nov 16 - 18') or of clocks ('9:00 - 10:00') stays refused.
    if (
      DASHES.has(t.text) &&
      r.day !== undefined &&
      r.clock === undefined &&
      r.period === undefined &&
      writtenClockAt(tokens, i + 1)
    ) {
      i++;
      continue;
    }
    // Parentheses around a weekday after a date: '3月5日(木)', '3월 5일 (목)'.
    if (
      isMarker(t, 'please') ||
      isMarker(t, 'filler') ||
      // An article that names a day before a number ('den 28.10.'): as a filler.
      (isMarker(t, 'the') && lexicon.monthDayWords.has(t.text)) ||
      t.text === ',' ||
      t.text === '(' ||
      t.text === ')'
    ) {
      // 'le 22', 'el 9': a filler that names a day of the month before a number.
      const monthDay = lexicon.monthDayWords.has(t.text)
        ? monthDayWordAt(tokens, i, n, lexicon)
        : undefined;
      if (monthDay === undefined) {
        i++;
        continue;
      }
      if (!setDay(r, monthDay.day)) return undefined;
      i = monthDay.next;
      continue;
    }
    // 'every' closing the text, written onto the word before it ('아침 9시마다', '평일 9시마다',
    // '매월 15일마다'): after a recurrence it repeats it; right after a clock with no day, it is every
    // day at that clock. A word of its own there is a sentence cut short ('9am every'): refused.
    if (isMarker(t, 'every') && i > 0 && i === n - 1 && tokens[i - 1]?.end === t.start) {
      if (r.recurrence === undefined && r.day === undefined && r.clock?.next === i)
        r.recurrence = { recur: { kind: 'daily' }, next: n };
      if (r.recurrence !== undefined) {
        i++;
        continue;
      }
    }
    // A recurrence after the time: '9am every day', 'at 10:30 every wednesday', 'um 9 Uhr montags'.
    const later =
      r.recurrence === undefined && i > 0 && mayStartRecurrence(t, lexicon)
        ? recurrenceAt(tokens, i, n, lexicon)
        : undefined;
    if (later !== undefined) {
      r.recurrence = later;
      if (later.period !== undefined && r.period === undefined) r.period = later.period;
      i = later.next;
      continue;
    }
    // A holiday first where a name (or a phrase before one) starts with this word ('lundi de
    // pâques', 'le lendemain de noël') or four digits may be its year ('1950 ramazan bayramı': not
    // 19:50); otherwise only where no other part reads, so the common path pays one set lookup.
    const day = r.day;
    const period = r.period;
    const clock = r.clock;
    const next =
      (startsAt(t, START_HOLIDAY) || (t.type === 'number' && t.text.length === 4)
        ? holidayPart(tokens, i, n, lexicon, r)
        : undefined) ??
      partAt(tokens, text, i, n, lexicon, r) ??
      holidayPart(tokens, i, n, lexicon, r);
    if (next === undefined) return undefined;
    if (period === undefined && r.period !== undefined) {
      periodOfHour = r.clock?.next === i && r.clock.typed <= 12;
      periodEnd = next;
    } else if (clock === undefined && i === periodEnd && (r.clock?.typed ?? 13) <= 12)
      periodOfHour = true; // 'abends um 7', 'wieczorem o 7'
    // The evening or night of a holiday ('le soir de Noël', 'la notte di Natale', 'la notte di
    // San Silvestro'): said of the eve as much as of the day, and a night runs into the next day:
    // refused. The holiday and then its time of day ('除夕晚上', 'christmas evening') stay read,
    // and so does a clock's time of day before a holiday not joined to it by `of` (the marker or
    // the table's word): '7 in the evening on Boxing Day', 'à 7h du soir le jour de Noël', not
    // 'à 7h le soir de Noël' nor '7pm the evening of christmas'.
    const joiner = tokenBefore(tokens, i);
    if (
      period !== undefined &&
      !periodOfHour &&
      r.day !== day &&
      r.day?.kind === 'holiday' &&
      NIGHT_PERIODS.has(period) &&
      (r.clock === undefined ||
        isMarker(joiner, 'of') ||
        lexicon.holidays.of.has(joiner?.text ?? ''))
    )
      return undefined;
    i = next;
  }
  // The time it is now is kept only by a day word alone ('明日': now + 24 h); a weekday, a date,
  // a clock or a recurrence would put their own clock in its place ('金曜日のこの時間': 09:00).
  if (
    sameTime &&
    (r.recurrence !== undefined ||
      r.clock !== undefined ||
      r.period !== undefined ||
      r.day?.kind !== 'days')
  )
    return undefined;
  // A date phrase that needs a clock (the tables' `clockDatePhrases`: ko `이따가`, later today)
  // names the day only before a clock or a time of day ('이따가 3시에'); alone it says no time.
  if (
    r.day?.kind === 'days' &&
    r.day.clock === true &&
    r.clock === undefined &&
    r.period === undefined &&
    r.shift === undefined
  )
    return undefined;
  return r.recurrence === undefined &&
    r.day === undefined &&
    r.clock === undefined &&
    r.period === undefined &&
    r.shift === undefined
    ? undefined
    : r;
}

/** A clock in digits at `i` written as one: with its minutes, an hour mark or a half of the day. */
function writtenClockAt(tokens: readonly Token[], i: number): boolean {
  const after = tokens[i + 1];
  return (
    tokens[i]?.type === 'number' &&
    (after?.text === ':' ||
      isMarker(after, 'hour_mark') ||
      meridiemAt(tokens, i + 1, tokens.length) !== undefined)
  );
}

const NIGHT_PERIODS: ReadonlySet<Period> = new Set<Period>([
  'evening',
  'tonight',
  'night',
  'late_night',
]);

/**
 * A month's abbreviation that also starts a unit word of the table, read after 'in' and a count:
 * it 'tra 3 sett' is in three weeks (`settimane`) or the 3rd of September, so neither is read.
 */
function abbreviatesUnit(t: Token | undefined, lexicon: Lexicon): boolean {
  if (t?.meaning?.kind !== 'month') return false;
  for (const [word, meaning] of lexicon.words)
    if (meaning.kind === 'unit' && word.length > t.text.length && word.startsWith(t.text))
      return true;
  return false;
}

/** Whether only fillers stand between `i` and a token of this kind ('7h du soir': the hour's half). */
function fillersTo(tokens: readonly Token[], i: number, kind: string): boolean {
  while (isMarker(tokens[i], 'filler')) i++;
  return tokens[i]?.meaning?.kind === kind;
}

/** Whether a recurrence may start with this word (a cheap test before reading one after the time). */
function mayStartRecurrence(t: Token, lexicon: Lexicon): boolean {
  if (t.type !== 'word') return false;
  const m = t.meaning;
  if (m?.kind === 'marker' && (m.marker === 'every' || m.marker === 'on')) return true;
  return (
    m?.kind === 'unit' ||
    startsAt(t, START_RECURRING) ||
    startsAt(t, START_PHRASE) ||
    lexicon.weekdaySets.has(t.text) ||
    t.text === 'daily' ||
    t.text === 'weekly' ||
    t.text === 'monthly' ||
    t.text === 'yearly' ||
    t.text === 'annually' ||
    t.text === 'hourly' ||
    t.text === 'everyday'
  );
}

/** One part at `i`, recorded in `r`: the index after it, or undefined (unknown, or a part twice). */
function partAt(
  tokens: readonly Token[],
  text: string,
  i: number,
  n: number,
  lexicon: Lexicon,
  r: Mutable<Reading>,
): number | undefined {
  const t = tokens[i] as Token;
  // The holiday table's phrase that moves a named day, after another day ('15日の翌日', '15일
  // 다음날', '15号的前一天', the 25th hour's '翌日' in '15日の25時'): whole days from that day, as
  // '節分の翌日' is from 節分 (resolve picks the date whose moved day is ahead).
  if (
    r.day !== undefined &&
    r.shift === undefined &&
    r.clock === undefined &&
    r.recurrence === undefined &&
    r.day.kind !== 'holiday' &&
    r.day.kind !== 'month_start'
  ) {
    const offset = dayOffsetAt(tokens, i, n, lexicon.holidays);
    // A phrase naming the day itself ('那天', '당일') moves nothing.
    if (offset !== undefined && offset.value === 0) return offset.next;
    if (offset !== undefined) {
      r.shift = { seconds: offset.value * DAY_SECONDS, months: 0 };
      r.shiftFrom = true;
      return offset.next;
    }
  }
  // 'next' beside a date of the calendar is its next occurrence, as the date alone: 'le 20 mars
  // prochain', 'il 20 marzo prossimo', 'el próximo 20 de marzo', 'no próximo dia 20'; so is
  // 'coming' ('12 maart a.s.', 'aanstaande 12 maart').
  if (isMarker(t, 'next') || isMarker(t, 'coming')) {
    if (r.day !== undefined && isDate(r.day) && tokenBefore(tokens, i)?.meaning?.kind === 'month')
      return i + 1;
    const k = lexicon.monthDayWords.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
    if (tokens[k]?.type === 'number' && (k > i + 1 || fillersTo(tokens, k + 1, 'month')))
      return i + 1;
    // Before a month and its day ('next December 23rd'); a year there ('next march 2027') is not
    // a day, and stays with `next <month>`'s rule.
    const day = tokens[i + 2];
    if (tokens[i + 1]?.meaning?.kind === 'month' && day?.type === 'number' && day.text.length <= 2)
      return i + 1;
  }
  // "o'clock" after the hour's half of the day adds nothing: 'às 6 da tarde em ponto'.
  if (
    isMarker(t, 'clock') &&
    r.clock !== undefined &&
    tokenBefore(tokens, i)?.meaning?.kind === 'period'
  )
    return i + 1;
  // 'ab 18 Uhr', 'vanaf 15:30', 'da 17:00': the start of a window, a clock in digits with its
  // minutes or hour mark, read as 'at' ('from 5 to 7pm', 'from 5pm' stay refused).
  const from = isMarker(t, 'from') && tokens[i + 1]?.type === 'number';
  if (
    from &&
    (tokens[i + 2]?.text === ':' ||
      isMarker(tokens[i + 2], 'hour_mark') ||
      (tokens[i + 1]?.text.includes('.') ?? false))
  ) {
    const clock = clockAt(tokens, i + 1, n, true);
    if (clock !== undefined) return setClock(r, clock, tokens, i + 1, lexicon);
  }
  // The hour unit before 'at' with no count before it is an approximation ('часов в 7 вечера',
  // 'часа в три дня': at about 7 pm); a date's year is no count ('20.03.2026 часов в 7 вечера').
  const counted = tokenBefore(tokens, i);
  const hourFirst =
    unitSeconds(t) === 3600 &&
    isMarker(tokens[i + 1], 'at') &&
    ((counted?.type !== 'number' && counted?.meaning?.kind !== 'number') ||
      (r.day !== undefined && r.clock === undefined && counted?.text.length === 4));
  if (isMarker(t, 'at') || isMarker(t, 'about') || hourFirst) {
    // A filler or article may follow: 'a las 9', 'à la tarde'; an approximation is the time
    // itself, and says 'at' on its own: 'at around 5pm', 'around 6pm', 'gegen 18 Uhr', 'vers 20h'.
    let k = i + 1;
    while (
      k < n &&
      (isMarker(tokens[k], 'filler') || isMarker(tokens[k], 'at') || isMarker(tokens[k], 'about'))
    )
      k++;
    if (tokens[k]?.meaning?.kind === 'period') return setPeriod(r, periodOf(tokens[k]), k + 1);
    // An offset closed by 'after', all glued to 'at' ('在3小时后', '在半小时后', '於10分鐘後'):
    // the offset; 'at' says nothing more.
    if (k === i + 1 && offsetClosedAt(tokens, t, k, n)) return k;
    // A number with a month or day mark is a date ('在20号', '在三月二十日'), no clock.
    const dated = isMarker(tokens[k + 1], 'month_mark') || isMarker(tokens[k + 1], 'day_mark');
    const clock = dated ? undefined : (oneOclockAt(tokens, k) ?? clockAt(tokens, k, n, true));
    // 'around 5', 'verso le 5', 'alle 5 circa': an approximate bare hour has both readings in
    // every language, the approximation before or after it.
    const approximate =
      isMarker(t, 'about') ||
      isMarker(tokens[k - 1], 'about') ||
      hourFirst ||
      (clock !== undefined && isMarker(tokens[clock.next], 'about'));
    if (clock !== undefined)
      return setClock(
        r,
        approximate && clock.bare && clock.typed <= 12 ? flagged(clock, 'spoken') : clock,
        tokens,
        k,
        lexicon,
      );
    // A suffix glued to a date ('3 Mart'ta', 'cuma'ya'): nothing more than the date.
    if (t.start === tokenBefore(tokens, i)?.end && (t.text[0] === "'" || t.text[0] === '\u2019'))
      return i + 1;
    // 'at' before a day where one word is both ('в пятницу', 'в 15:00'): the day part.
    const day = dayAt(tokens, k, n, lexicon);
    if (day !== undefined) return setDay(r, day.day) ? day.next : undefined;
    // 'at' before a date another part reads ('在20号', '在2026年3月20日', '於三月二十日'): the date.
    if (r.day !== undefined || tokens[k]?.type !== 'number') return undefined;
    const next = partAt(tokens, text, k, n, lexicon, r);
    return next !== undefined && r.day !== undefined && isDate(r.day) ? next : undefined;
  }
  // 'na 17:00' (Polish 'for'): a clock with its minutes only; 'na 17', 'na 2 godziny' say nothing.
  if (isMarker(t, 'for_clock')) {
    const clock = clockAt(tokens, i + 1, n, false);
    return clock !== undefined && !clock.bare
      ? setClock(r, clock, tokens, i + 1, lexicon)
      : undefined;
  }
  // A plus sign first is 'in' ('+15 минут', '+1 day 2 hours').
  const plus = i === 0 && t.text === '+';
  if (r.day !== undefined && r.shift === undefined) {
    const back = dayCountBackAt(tokens, i, n, lexicon);
    if (back !== undefined) {
      r.shift = back.shift;
      r.shiftFrom = true;
      return back.next;
    }
  }
  const ahead = isMarker(t, 'ahead');
  if (isMarker(t, 'in') || isMarker(t, 'after') || t.text === 'after' || plus || ahead) {
    const inPeriod = isMarker(t, 'in') ? periodAfterIn(tokens, i + 1, n) : undefined;
    if (inPeriod !== undefined) return setPeriod(r, periodOf(tokens[inPeriod]), inPeriod + 1);
    // A week or a place in a month after 'in', not a duration from now.
    const inDay = isMarker(t, 'in') ? inDayAt(tokens, i, n, lexicon) : undefined;
    if (inDay !== undefined) return setDay(r, inDay.day) ? inDay.next : undefined;
    // Minutes before a table's spoken hour ('za kwadrans ósma' 7:45, 'za pięć dziesiąta' 9:55): a
    // clock said aloud, not a duration.
    const before =
      lexicon.spokenHours.size > 0 ? minutesBeforeHourAt(tokens, i + 1, n, bareHour) : undefined;
    if (before !== undefined && lexicon.spokenHours.has(tokens[before.next - 1]?.text ?? ''))
      return setClock(r, flagged(before, 'spoken'), tokens, i + 1, lexicon);
    // 'dentro de 2 horas', 'daqui a 10 minutos': a filler before the duration; an approximation
    // is the duration itself ('in about an hour', 'dans environ 2 heures').
    let k = skipFiller(tokens, i + 1, n);
    if (isMarker(tokens[k], 'about')) k = skipFiller(tokens, k + 1, n);
    const d = durationAt(tokens, k, n, isMarker(t, 'in') || plus || ahead);
    // 'через 2 дня после Нового года', 'за 3 дня до Нового года': the count moves a holiday,
    // read by the holiday reader from the count.
    if (
      d !== undefined &&
      mayStartHoliday(tokens, k, lexicon.holidays) &&
      holidayAt(tokens, k, n, lexicon.holidays) !== undefined
    )
      return k;
    // 'na 2 uur', 'nach 15h': after two hours, or after two o'clock (a time with no instant);
    // the hour word that is also o'clock (the table's `clockOrDuration`) right after 'after'
    // leaves it open. Spanish and Portuguese put 'de' first and an article before a clock
    // ('después de 3 horas', 'después de las 3'): a length.
    if (
      d !== undefined &&
      isMarker(t, 'after') &&
      k === i + 1 &&
      d.next === k + 2 &&
      lexicon.clockOrDuration.has(tokens[k + 1]?.text ?? '') &&
      clockHourCount(tokens[k])
    )
      return undefined;
    if (d !== undefined) {
      if (r.shift !== undefined || !(d.span.seconds > 0 || d.span.months > 0)) return undefined;
      // 'через 3 дня после 20 марта', 'за тиждень до 20 березня', 'за 2 дня до воскресенья': the
      // duration moves the day its relation word names.
      const moved = r.day === undefined ? movedDayAt(tokens, d, n, lexicon) : undefined;
      if (moved !== undefined) return setMovedDay(r, moved);
      if (ahead) return undefined;
      r.shift = d.span;
      // A suffix of the same meaning may close it ('あと30分で', 'あと5分後', 'in 3 weeks time').
      // 'in an hour from now': the same said twice.
      const suffix = tokens[d.next];
      const end =
        isMarker(suffix, 'after') || isMarker(suffix, 'after_short') || isMarker(suffix, 'later')
          ? d.next + 1
          : isMarker(suffix, 'from') &&
              lexicon.keywords.get(tokens[d.next + 1]?.text ?? '') === 'now'
            ? d.next + 2
            : d.next;
      // An approximation closing the text is the duration itself, as before it: 'in an hour ish',
      // 'dans une heure environ', 'tra un'ora circa' (not before a clock: 'dans 2 jours vers 18h';
      // 'or so' is no table word: 'in an hour or so' stays refused, nineteenth round).
      return end + 1 === n && isMarker(tokens[end], 'about') ? end + 1 : end;
    }
    // Not a duration: a day and its month may follow ('em 20 de março'), or the word may start a
    // phrase of the table ('depois de amanhã').
    const m = tokens[k]?.meaning?.kind;
    if (
      (tokens[k]?.type === 'number' || m === 'number' || m === 'ordinal') &&
      fillersTo(tokens, k + 1, 'month') &&
      !(isMarker(t, 'in') && abbreviatesUnit(tokens[k + 1], lexicon))
    )
      return k;
    // 'in march', 'en mars', 'em março', 'in maart': a month alone.
    const month = isMarker(t, 'in')
      ? (monthAloneAt(tokens, i, n, lexicon) ?? periodPositionAt(tokens, i, n, lexicon))
      : undefined;
    if (month !== undefined) return setDay(r, month.day) ? month.next : undefined;
    if (!startsAt(t, START_DATE_PHRASE)) return undefined;
  }
  // 'week from tuesday', 'week from now': the article left out before the first word ('weeks
  // from now', how many?, stays refused).
  // 'tydzień przed 20 marca', 'неделю до 20 марта': one unit of a day or more alone, moving a day.
  if ((unitSeconds(t) ?? 0) >= DAY_SECONDS && r.shift === undefined && r.day === undefined) {
    const one = durationAt(tokens, i, n, true);
    const moved = one === undefined ? undefined : movedDayAt(tokens, one, n, lexicon);
    if (moved !== undefined) return setMovedDay(r, moved);
  }
  // '12 дня' is noon, as 'в 12 дня': twelve days is '12 дней', the unit's count form for 12.
  const noonUnit = t.value === 12 && unitPeriod(tokens[i + 1]) === 'afternoon';
  const d = noonUnit
    ? undefined
    : durationAt(
        tokens,
        i,
        n,
        i === 0 && isMarker(tokens[1], 'from') && !t.text.endsWith('s') && 'any',
      );
  if (d !== undefined) {
    // A filler may stand before the suffix ('2 heures plus tard': 'plus' a filler, 'tard' later).
    const skip = isMarker(tokens[d.next], 'filler') && d.next + 1 < n ? 1 : 0;
    const after = tokens[d.next + skip];
    // A word that is both the table's 'in' and a relation of its holiday table, before a day
    // ('2 dni po sobocie': two days after Saturday, not 'in two days' on Saturday): the relation.
    const related =
      skip === 0 && isMarker(after, 'in') && r.shift === undefined && r.day === undefined
        ? movedDayAt(tokens, d, n, lexicon)
        : undefined;
    if (related !== undefined) return setMovedDay(r, related);
    // A suffix: '2 hours later', '2小時後', '2 Stunden später', '2 saat içinde' ('in' not before 'the').
    const suffix =
      isMarker(after, 'later') ||
      isMarker(after, 'after') ||
      (isMarker(after, 'after_short') && d.span.months === 0 && d.span.seconds < 604_800) ||
      (isMarker(after, 'in') && !isMarker(tokens[d.next + skip + 1], 'the'));
    // 'now' in any table: '3 minutos a partir de ahora', '3 minuten vanaf nu'.
    const fromNow =
      isMarker(after, 'from') && lexicon.keywords.get(tokens[d.next + 1]?.text ?? '') === 'now';
    const end = fromNow ? d.next + 2 : suffix ? d.next + skip + 1 : -1;
    if (end >= 0 && r.shift === undefined && (d.span.seconds > 0 || d.span.months > 0)) {
      r.shift = d.span;
      r.shiftFirst = r.day === undefined;
      // '3 dagen na vrijdag', 'cumadan 2 gün sonra', 'friday 3 days later': after the day.
      r.shiftFrom = suffix && !isMarker(after, 'in');
      r.shiftFromNow = fromNow;
      return end;
    }
    // '2 weeks from today', 'a week from tomorrow', '3 days from friday', '2 days after
    // tomorrow', '2 days before monday', '2 jours avant le 20 mars': the duration moves that day
    // (the relation words of the holiday table, which move a holiday the same way).
    const moved =
      end < 0 && r.shift === undefined && r.day === undefined
        ? movedDayAt(tokens, d, n, lexicon)
        : undefined;
    if (moved !== undefined) return setMovedDay(r, moved);
  }
  // 'the day after monday', 'the day before friday', 'the day before march 20' (the day after
  // tomorrow is a date word, which keeps the wall clock).
  const one = isMarker(t, 'the') ? i + 1 : i;
  const side = tokens[one + 1]?.text;
  if (
    unitSeconds(tokens[one]) === DAY_SECONDS &&
    tokens[one]?.type === 'word' &&
    (side === 'after' || side === 'before') &&
    r.shift === undefined &&
    r.day === undefined
  ) {
    const anchor = dayAt(tokens, one + 2, n, lexicon);
    if (anchor !== undefined && anchor.day.kind !== 'days') {
      r.shift = { seconds: side === 'before' ? -DAY_SECONDS : DAY_SECONDS, months: 0 };
      r.day = anchor.day;
      r.shiftFrom = true;
      return anchor.next;
    }
  }
  // ... 'on' and 'the' before it: 'on the morning of the 20th'.
  const on = isMarker(t, 'on') ? i + 1 : i;
  const article = isMarker(tokens[on], 'the') ? on + 1 : on;
  if (
    article > i &&
    tokens[article]?.meaning?.kind === 'period' &&
    isMarker(tokens[article + 1], 'of')
  )
    return article;
  if (t.meaning?.kind === 'period') {
    const period = periodOf(t);
    // Right after the hour, the evening's 4 is 16:00 ('в 4 вечера', 'о 4 вечора', '4 Uhr abends');
    // before it ('晚上4点', 'akşam 4'te') it stays refused: the night's small hours there too.
    const four =
      period === 'evening' && r.clock?.typed === 4 && r.clock.next === i && !r.clock.padded;
    // The afternoon's 12 with the hour word right before it is noon ('12 uur 's middags', '12 Uhr
    // nachmittags'); without it ('12 in the afternoon') it stays refused.
    const filler = isMarker(tokenBefore(tokens, i), 'filler') ? 1 : 0;
    const word = tokenBefore(tokens, i - filler);
    const noon =
      period === 'afternoon' &&
      r.clock?.typed === 12 &&
      r.clock.bare &&
      r.clock.next === i - filler &&
      (isMarker(word, 'hour_mark') || lexicon.clockOrDuration.has(word?.text ?? ''));
    // 'the morning of june 30', 'the evening of the 20th', 'de ochtend van 20 juni': the time of day
    // before 'of' and its day (SUTime's 'The morning of January 31'); the day is read next.
    const of =
      r.day === undefined && isMarker(tokens[i + 1], 'of') && dayAt(tokens, i + 2, n, lexicon)
        ? i + 2
        : i + 1;
    return setPeriod(r, four ? 'afternoon' : noon ? 'noon' : period, of);
  }
  // A unit that is also a time of day, right after an hour or an hour and minutes without am/pm:
  // 'в 4 часа дня', 'о 2 дня', 'в 3:30 дня'.
  if ((r.clock?.bare === true || r.clock?.loose === true) && r.clock.next === i) {
    const period = unitPeriod(t);
    // ... its 12 is noon ('в 12 дня', '12 часов дня').
    if (period !== undefined)
      return setPeriod(r, period === 'afternoon' && r.clock.typed === 12 ? 'noon' : period, i + 1);
  }
  // 'this evening'; 'this am', 'this pm' (a meridiem that is also a time of day).
  const thisPeriod = isMarker(t, 'this') ? (tokens[i + 1]?.meaning ?? undefined) : undefined;
  if (
    thisPeriod?.kind === 'period' ||
    (thisPeriod?.kind === 'marker' && thisPeriod.period !== undefined)
  ) {
    if (r.day !== undefined) return undefined;
    r.day = { kind: 'days', days: 0 };
    return setPeriod(r, thisPeriod.period, i + 2);
  }
  const eod = endOfDayAt(tokens, i, n);
  if (eod !== undefined) return setPeriod(r, 'eod', eod);
  // 'end of tomorrow', 'end of friday', 'end of this sunday': that day at the end of the day.
  const endOf = endOfNamedDayAt(tokens, i, n, lexicon);
  if (endOf !== undefined)
    return setDay(r, endOf.day) ? setPeriod(r, 'eod', endOf.next) : undefined;
  const day = dayAt(tokens, i, n, lexicon);
  if (day !== undefined) {
    // The week unit after a date with its month, as after a CJK one ('16 Mart haftası'): the week
    // holding it. Not after a day alone ('16th week' is a week of the year).
    const kind = day.day.kind;
    const week =
      kind === 'calendar' || kind === 'numeric' ? weekUnitAfter(tokens, day.next, n) : undefined;
    if (week !== undefined) return setDay(r, { kind: 'week_of', date: day.day }) ? week : undefined;
    return setDay(r, day.day) ? day.next : undefined;
  }
  // A bare hour needs 'at' before it, or a time of day after it ('11 tonight', '8 in the morning').
  // A bare hour may also have 'at' after it: '15'te' (not an 'at' that is a unit too: '2 saat' is
  // two hours).
  const atAfter = tokens[i + 1]?.meaning;
  const unitWord = tokens[i + 1]?.text ?? '';
  // ... or a time of day right before it ('sabah 9', 'akşam 7').
  const bareOk =
    noonUnit ||
    periodFollows(tokens, i + 1, lexicon) ||
    isMarker(tokens[i + 1], 'about') ||
    // ... or 'at' after it (tr '14'te'), except after four digits 20xx: a year as often as a clock
    // ('2026'da ramazan bayramı', in 2026), so not one, as '2030' alone.
    (atAfter?.kind === 'marker' &&
      atAfter.marker === 'at' &&
      atAfter.seconds === undefined &&
      !(t.type === 'number' && t.text.length === 4 && t.text.startsWith('20'))) ||
    // ... not a day with its ordinal ending after it ('в 8 утра 13-го', 'o 7 rano 13-go').
    (tokenBefore(tokens, i)?.meaning?.kind === 'period' &&
      !isMarker(tokens[tokens[i + 1]?.text === '-' ? i + 2 : i + 1], 'ordinal')) ||
    // After a day, or before a time of day, an hour unit that is also o'clock: 'morgen 16 uur',
    // 'woensdag 4 uur', '7 uur 's avonds', '7 часов вечера', '6 heures du matin', '7 horas da noite'.
    ((lexicon.clockOrDuration.has(unitWord) || lexicon.clockHourUnits.has(unitWord)) &&
      (r.day !== undefined ||
        periodFollows(tokens, i + 2, lexicon) ||
        unitPeriod(tokens[i + 2]) !== undefined ||
        // ... or minutes to the hour after it, with no unit of theirs ('sept heures moins dix', as
        // 'à sept heures moins dix'; not '2 heures moins 10 minutes').
        (isMarker(tokens[i + 2], 'minus') && unitSeconds(tokens[i + 4]) === undefined) ||
        // ... or two-digit minutes after it, with no unit of theirs ('15 uur 30', not '2 uur 30 minuten').
        (tokens[i + 2]?.type === 'number' &&
          tokens[i + 2]?.text.length === 2 &&
          unitSeconds(tokens[i + 3]) === undefined) ||
        // ... or minutes in words closing the text or before a time of day ('vijftien uur
        // dertig', 'sept heures dix').
        (tokens[i + 2]?.type === 'word' &&
          wordMinutes(tokens[i + 2]) &&
          (i + 3 === n || periodFollows(tokens, i + 3, lexicon)))));
  // ... or an hour in words (2-23) opening the text before the day of the month that closes it
  // ('siete del 15', 'sete do dia 15'), as after 'a las', 'às'; not 'uno del 15' (one of 15).
  const dayCloses = (k: number): boolean =>
    lexicon.monthDayWords.has(tokens[k]?.text ?? '') &&
    tokens[k + 1]?.type === 'number' &&
    k + 2 === n;
  const hourOfDay =
    i === 0 &&
    t.type === 'word' &&
    (amountOf(t) ?? 0) >= 2 &&
    (dayCloses(i + 1) || (isMarker(tokens[i + 1], 'filler') && dayCloses(i + 2)));
  // ... or an hour in digits opening the text before the day word that closes it ('5 tomorrow',
  // as 'at 5 tomorrow').
  const hourBeforeDay =
    i === 0 &&
    t.type === 'number' &&
    i + 2 === n &&
    dayAt(tokens, i + 1, n, lexicon)?.day.kind === 'days';
  const clock =
    oneOclockAt(tokens, i) ?? clockAt(tokens, i, n, bareOk || hourOfDay || hourBeforeDay);
  // '7ish': approximate, like 'around 7'.
  if (clock !== undefined)
    return setClock(
      r,
      clock.bare && isMarker(tokens[clock.next], 'about') ? flagged(clock, 'spoken') : clock,
      tokens,
      i,
      lexicon,
    );
  // A meridiem with no clock after it is its time of day: '明日の午後', '내일 오후', 'tomorrow
  // am', 'at 5 tomorrow pm', a date's ('17.03 po południu o 4'); not after a clock with its half
  // of the day or another number ('3pm pm', 'noon pm', '3-5pm').
  if (
    t.meaning?.kind === 'marker' &&
    t.meaning.period !== undefined &&
    (r.clock === undefined || r.clock.bare || r.clock.loose === true) &&
    (tokenBefore(tokens, i)?.type !== 'number' ||
      (r.clock === undefined && r.day !== undefined && dateWritten(tokenBefore(tokens, i))))
  )
    return setPeriod(r, t.meaning.period, i + 1);
  const cjk =
    cjkDateAt(tokens, i, n, lexicon.eraYears, text, lexicon.lunarFifteenth) ??
    monthOfDayAt(tokens, i, n) ??
    monthDayAt(tokens, i, n);
  if (cjk !== undefined) {
    // The week unit after the date, maybe behind particles ('3月16日の週', '3월 16일 주', '3月16日的那周'):
    // the week holding it, as 'the week of march 16'.
    // Not after a day alone ('16th week' is a week of the year).
    const week =
      cjk.spec.kind === 'calendar' || 'months' in cjk.spec
        ? weekUnitAfter(tokens, cjk.next, n)
        : undefined;
    if (week !== undefined)
      return setDay(r, { kind: 'week_of', date: cjk.spec }) ? week : undefined;
    return setDay(r, cjk.spec) ? cjk.next : undefined;
  }
  const lunar = lunarDateAt(tokens, text, i, n, lexicon.lunarMonths);
  if (lunar !== undefined) return setDay(r, lunar.day) ? lunar.next : undefined;
  if (r.clock !== undefined || r.period !== undefined) {
    const zone = zoneAt(tokens, text, i, n);
    if (zone !== undefined && r.zone === undefined && r.abbreviation === undefined) {
      if (zone.abbreviation !== undefined) r.abbreviation = zone.abbreviation;
      else r.zone = zone.zone;
      if (zone.next === i + 1) r.named = tokens[i]?.text;
      return zone.next;
    }
  }
  return undefined;
}

/**
 * A holiday part at `i` ('christmas', 'à noël', 'the day after christmas'), recorded in `r`: the
 * index after it, or undefined.
 */
function holidayPart(
  tokens: readonly Token[],
  i: number,
  n: number,
  lexicon: Lexicon,
  r: Mutable<Reading>,
): number | undefined {
  const index = lexicon.holidays;
  const holiday = mayStartHoliday(tokens, i, index) ? holidayAt(tokens, i, n, index) : undefined;
  return holiday !== undefined && setDay(r, holiday.day) ? holiday.next : undefined;
}

/** A time of day at `i`: 'tonight', 'at night', 'in the morning', 'de la tarde', 'en la noche'. */
function periodFollows(tokens: readonly Token[], i: number, lexicon?: Lexicon): boolean {
  // '8 tomorrow morning': a day word, then the time of day.
  if (
    lexicon !== undefined &&
    lexicon.datePhrases.has(tokens[i]?.text ?? '') &&
    tokens[i + 1]?.meaning?.kind === 'period'
  )
    return true;
  // '7 friday evening', '7 on friday evening', '7 next tuesday evening': a weekday, then the time of day.
  let w = isMarker(tokens[i], 'on') ? i + 1 : i;
  if (isMarker(tokens[w], 'next') || isMarker(tokens[w], 'this')) w++;
  if (tokens[w]?.meaning?.kind === 'weekday' && tokens[w + 1]?.meaning?.kind === 'period')
    return true;
  // '10, tonight'
  if (tokens[i]?.text === ',') return periodFollows(tokens, i + 1, lexicon);
  const m = tokens[i]?.meaning;
  if (m === undefined || m.kind === 'period') return m !== undefined;
  if (m.kind !== 'marker') return false;
  if (m.marker === 'filler') return periodFollows(tokens, i + 1);
  // '7 this evening'
  if (m.marker === 'this') return tokens[i + 1]?.meaning?.kind === 'period';
  if (m.marker === 'at')
    return tokens[skipFiller(tokens, i + 1, tokens.length)]?.meaning?.kind === 'period';
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

function setClock(
  r: Mutable<Reading>,
  clock: ClockRead,
  tokens: readonly Token[],
  from: number,
  lexicon: Lexicon,
): number | undefined {
  if (r.clock !== undefined) return undefined;
  // An English hour in words ('at three twenty'), a table's spoken hour ('o ósmej'): said aloud
  // on the 12-hour clock, also where 24-hour digits are written (en-GB, pl).
  const first = tokens[from];
  r.clock =
    clock.spoken !== true &&
    first?.type === 'word' &&
    (isEnglishNumber(first.text) || lexicon.spokenHours.has(first.text))
      ? flagged(clock, 'spoken')
      : // 12 after a meridiem the table lists ('午後12時'): noon, or the midnight that ends the day.
        clock.typed === 12 && lexicon.noonOrMidnight.has(first?.text ?? '')
        ? flagged(clock, 'noonOrMidnight')
        : clock;
  // 'at' after the clock: '15時に', '3시에', '15'te'; an approximation: '7ish', '9 Uhr ungefähr'.
  const next =
    isMarker(tokens[clock.next], 'at') || isMarker(tokens[clock.next], 'about')
      ? clock.next + 1
      : clock.next;
  r.clockSpan = [
    tokens[from]?.start ?? 0,
    tokens[isMarker(tokens[clock.next], 'about') ? next - 1 : clock.next - 1]?.end ?? 0,
  ];
  return next;
}

/** A dotted day and month or a year closing a date read ('17.03', '17.03.2026'). */
function dateWritten(t: Token | undefined): boolean {
  return t !== undefined && (t.text.includes('.') || t.text.length === 4);
}

/** Minutes in one word, 10-59 ('dertig', 'dix', 'trente'). */
function wordMinutes(token: Token | undefined): boolean {
  const m = amountOf(token);
  return m !== undefined && Number.isInteger(m) && m >= 10 && m <= 59;
}

/** The time of day a unit word also is ('дня': days, and after an hour the afternoon). */
function unitPeriod(token: Token | undefined): Period | undefined {
  const meaning = token?.meaning;
  return meaning?.kind === 'unit' ? meaning.period : undefined;
}

/**
 * 'час дня', 'в час ночи': the hour unit that alone is one hour ('через час') is one o'clock
 * before a time of day, as a bare hour ('1 час дня' is the number's clock).
 */
function oneOclockAt(tokens: readonly Token[], i: number): ClockRead | undefined {
  const t = tokens[i];
  return isMarker(t, 'one_unit') &&
    unitSeconds(t) === 3600 &&
    tokenBefore(tokens, i)?.type !== 'number' &&
    (unitPeriod(tokens[i + 1]) ?? periodOf(tokens[i + 1])) !== undefined
    ? { clock: { hour: 1, minute: 0, second: 0 }, next: i + 1, bare: true, typed: 1 }
    : undefined;
}

/** The time of day a token names, if any. */
function periodOf(token: Token | undefined): Period | undefined {
  const meaning = token?.meaning;
  return meaning?.kind === 'period' ? meaning.period : undefined;
}

function setPeriod(
  r: Mutable<Reading>,
  period: Period | undefined,
  next: number,
): number | undefined {
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
  else if (r.day.kind === 'weekday' && isDate(day))
    [r.weekday, r.weekdayThis, r.day] = [r.day.weekday, r.day.thisWeek, day];
  else if (day.kind === 'weekday' && isDate(r.day))
    [r.weekday, r.weekdayThis] = [day.weekday, day.thisWeek];
  // A day word beside its date ('heute 11.03', 'morgen, 12.03.'): they must agree.
  else if (r.day.kind === 'days' && day.kind === 'numeric') [r.dateDays, r.day] = [r.day.days, day];
  else if (day.kind === 'days' && r.day.kind === 'numeric') r.dateDays = day.days;
  else return false;
  return true;
}

/**
 * Counts and units glued to `at` and closed by a glued 'after' (`在3小时后`, `在半小时后`,
 * `在两天以后`): an offset the 'at' word only introduces, as unspaced scripts write it. Spaced
 * writing is left alone (ru `в 2 часа после обеда` is a clock).
 */
function offsetClosedAt(tokens: readonly Token[], at: Token, k: number, n: number): boolean {
  let j = k;
  let units = 0;
  let end = at.end;
  while (j < n) {
    const t = tokens[j];
    if (t === undefined || t.start !== end) return false;
    const unit = unitSeconds(t) !== undefined;
    if (!unit && t.type !== 'number' && !isMarker(t, 'half')) break;
    if (unit) units++;
    end = t.end;
    j++;
  }
  return units > 0 && j > k && isMarker(tokens[j], 'after') && tokens[j]?.start === end;
}
