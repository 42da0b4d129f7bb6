import { digits } from './clock.js';
import { amountOf } from './duration.js';
import { cjkDateAt, namedDateAt, weekdayAt } from './grammar.js';
import { isMarker, phrase, startsAt, type Token } from './tokenize.js';
import {
  START_ORDINAL,
  START_PHRASE,
  START_RECURRING,
  type Lexicon,
  type Period,
} from './vocabulary.js';

/**
 * The recurrence at the start of an expression (decisions.md, "Recurrence in the expression"):
 * 'every day', 'daily', 'every 3 days', 'every 2 weeks on friday', 'every weekday', 'every monday
 * and thursday', 'every month on the 15th', 'every 2nd tuesday', 'every last friday', 'every year
 * on dec 25', 'every 2 hours', 'every morning', and the locale's phrases ('每天', '每週五').
 */
export type Recur =
  | { readonly kind: 'daily' }
  | { readonly kind: 'weekly' } // plain 'weekly' / 'every week': rule 8's next Monday
  | { readonly kind: 'monthly' } // plain: rule 8's tomorrow
  | { readonly kind: 'yearly' } // plain: rule 8's tomorrow
  | { readonly kind: 'days'; readonly interval: number }
  /** `weekdays` ISO (1 = Monday), sorted; undefined: the anchor's own weekday. */
  | {
      readonly kind: 'weeks';
      readonly interval: number;
      readonly weekdays: readonly number[] | undefined;
    }
  | { readonly kind: 'months'; readonly interval: number }
  | { readonly kind: 'hours'; readonly interval: number }
  | { readonly kind: 'minutes'; readonly interval: number }
  /** `day` -1: the month's last day ('the last day of every month'). */
  | { readonly kind: 'month_day'; readonly day: number }
  | { readonly kind: 'year_date'; readonly month: number; readonly day: number }
  /** `orEveryOther`: 'every 2nd tuesday' without 'of the month', also said for every other Tuesday. */
  | {
      readonly kind: 'nth_weekday';
      readonly weekday: number;
      readonly position: number;
      readonly orEveryOther?: true;
    };

export interface RecurRead {
  readonly recur: Recur;
  readonly next: number;
  /** 'every morning': the time of day the recurrence names. */
  readonly period?: Period;
}

const UNIT_DAY = 86_400;
const UNIT_WEEK = 604_800;
const UNIT_HOUR = 3600;
const UNIT_MINUTE = 60;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const WEEKEND = [6, 7] as const;

/** Singular unit words of 'every <unit>': the unit's seconds; months by the 'months' field. */
function unitOf(
  token: Token | undefined,
): 'day' | 'week' | 'month' | 'year' | 'hour' | 'minute' | 'other' | undefined {
  const m = token?.meaning;
  // A unit, or a marker that is one too ('uur', 'saat', '3日ごと', '3일마다').
  if (m?.kind !== 'unit' && (m?.kind !== 'marker' || m.seconds === undefined)) return undefined;
  if (m.months === 1) return 'month';
  if (m.months === 12) return 'year';
  if (m.seconds === UNIT_DAY) return 'day';
  if (m.seconds === UNIT_WEEK) return 'week';
  if (m.seconds === UNIT_HOUR) return 'hour';
  if (m.seconds === UNIT_MINUTE) return 'minute';
  return 'other';
}

/** A list of weekdays at `i`: 'monday', 'mon, wed and fri', 'tuesday and thursday'. */
function weekdayListAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): { days: number[]; next: number; closed?: true } | undefined {
  const first = i < to ? listedWeekdayAt(tokens, i, lexicon) : undefined;
  if (first === undefined) return undefined;
  // Sorted and without repeats as it grows (insertion into at most seven days: no Set, no sort).
  const days = [first];
  let j = i + 1;
  for (;;) {
    let k = j;
    if (tokens[k]?.text === ',') k++;
    if (isMarker(tokens[k], 'and')) k++;
    const day = k > j && k < to ? listedWeekdayAt(tokens, k, lexicon) : undefined;
    if (day === undefined) break;
    let at = 0;
    while (at < days.length && (days[at] as number) < day) at++;
    if (days[at] !== day) days.splice(at, 0, day);
    j = k + 1;
  }
  // 'every' after the days, as after a unit ('목요일마다', '木曜日ごと'); not before a unit.
  if (j < to && isMarker(tokens[j], 'every') && unitOf(tokens[j + 1]) === undefined)
    return { days, next: j + 1, closed: true };
  return { days, next: j };
}

/**
 * A weekday at `i`; with the lexicon, also its plural of one word after 'every' ('every mondays',
 * 'every monday and wednesdays', 'every other fridays', rrule.js's 'Every Tuesdays & Thursdays').
 */
function listedWeekdayAt(
  tokens: readonly Token[],
  i: number,
  lexicon: Lexicon | undefined,
): number | undefined {
  return (
    weekdayAt(tokens, i) ??
    (lexicon !== undefined && startsAt(tokens[i], START_PHRASE)
      ? lexicon.everyWeekdays.get(tokens[i]?.text ?? '')
      : undefined)
  );
}

/**
 * The weekdays a word names: 'weekday', 'weekdays', 'workday' the working days, 'weekend',
 * 'weekends' Saturday and Sunday, or a set the table names ('werktags', '平日').
 */
function weekdaysNamed(text: string, lexicon: Lexicon): readonly number[] | undefined {
  if (text === 'weekday' || text === 'weekdays' || text === 'workday') return WEEKDAYS;
  if (text === 'weekend' || text === 'weekends') return WEEKEND;
  return lexicon.weekdaySets.get(text);
}

/**
 * A time of day written in the plural with an 's' ('mornings', 'evenings', 'nights'): the table's
 * time of day without it (never the end of the day or tonight, as after 'every').
 */
function pluralPeriod(token: Token | undefined, lexicon: Lexicon): Period | undefined {
  const text = token?.text ?? '';
  if (token?.meaning !== undefined || text.length < 4 || !text.endsWith('s')) return undefined;
  const m = lexicon.words.get(text.slice(0, -1));
  return m?.kind === 'period' && m.period !== 'eod' && m.period !== 'tonight'
    ? m.period
    : undefined;
}

/** 'of the month', 'of every month', 'of each month', 'of month' (optional after an ordinal). */
function ofMonthAt(tokens: readonly Token[], i: number, to: number): number {
  // ... or a filler for 'of the' ('del mes', 'du mois', 'do mês')
  if (!isMarker(tokens[i], 'of') && !isMarker(tokens[i], 'filler')) return i;
  const j = isMarker(tokens[i + 1], 'the') || isMarker(tokens[i + 1], 'every') ? i + 2 : i + 1;
  return j < to && unitOf(tokens[j]) === 'month' ? j + 1 : i;
}

/**
 * The month's last day at `i`, after 'on', 'in', 'at' or a filler and an article ('the last day', 'le
 * dernier jour', 'в последний день', '最后一天', '最終日'): the index after its day word.
 */
function lastDayAt(tokens: readonly Token[], i: number, to: number): number | undefined {
  let j = i;
  if (
    isMarker(tokens[j], 'on') ||
    isMarker(tokens[j], 'in') ||
    isMarker(tokens[j], 'at') ||
    isMarker(tokens[j], 'filler')
  )
    j++;
  if (isMarker(tokens[j], 'the') || isMarker(tokens[j], 'filler')) j++;
  if (!isMarker(tokens[j], 'last')) return undefined;
  j++;
  // '最后一天': one day.
  if (digits(tokens[j], 1, 1) === 1 && unitOf(tokens[j + 1]) === 'day') j++;
  return j < to && (unitOf(tokens[j]) === 'day' || isMarker(tokens[j], 'day_mark'))
    ? j + 1
    : undefined;
}

/** 'of [every|the] month' after the month's last day, or the month's genitive right after it ('последний день месяца'). */
function ofEveryMonthAt(tokens: readonly Token[], i: number, to: number): number {
  if (i < to && unitOf(tokens[i]) === 'month') return i + 1;
  return ofMonthAt(tokens, i, to);
}

/** A day of the month at `i`: '15th', 'the 15th', '15'. */
function monthDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  needOrdinal: boolean,
  lexicon?: Lexicon,
): { day: number; next: number } | undefined {
  const j = isMarker(tokens[i], 'the') ? i + 1 : i;
  const day = j < to ? digits(tokens[j], 1, 2) : undefined;
  if (day === undefined || day < 1 || day > 31) return undefined;
  const ordinal =
    (j + 1 < to && isMarker(tokens[j + 1], 'ordinal')) ||
    (lexicon !== undefined && ordinalDotAt(tokens, j + 1, to, lexicon));
  if (needOrdinal && !ordinal) return undefined;
  return { day, next: ordinal ? Math.min(j + 2, to) : j + 1 };
}

/**
 * A day's ordinal dot at `i` where the table writes one ('jeden 15.', 'am 20. jeden Monats'),
 * glued to the number before it; also the dot closing the text, which the reader cuts off as
 * punctuation (`to` is then `i`).
 */
function ordinalDotAt(tokens: readonly Token[], i: number, to: number, lexicon: Lexicon): boolean {
  return (
    lexicon.ordinalDots &&
    i <= to &&
    tokens[i]?.text === '.' &&
    tokens[i]?.start === tokens[i - 1]?.end &&
    (i === to || tokens[i + 1]?.type !== 'number')
  );
}

/**
 * The table's word for a day of the month at `i`, of one or two words, longest first ('dia', 'no
 * dia', 'el día', 'op de'): the index after it, or undefined.
 */
function monthDayWordEnd(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): number | undefined {
  if (!startsAt(tokens[i], START_PHRASE)) return undefined;
  for (let words = 2; words >= 1; words--)
    if (i + words < to && lexicon.monthDayWords.has(phrase(tokens, i, i + words))) return i + words;
  return undefined;
}

/** A day of the month as an ordinal word ('first', 'primero', 'primo', 'primeiro'). */
function ordinalDayWord(token: Token | undefined, lexicon: Lexicon): number | undefined {
  if (token?.type !== 'word' || !startsAt(token, START_ORDINAL)) return undefined;
  const day = lexicon.ordinals.get(token.text);
  return day !== undefined && day >= 1 && day <= 31 ? day : undefined;
}

/**
 * 'on <weekdays>' after 'every N weeks' / 'weekly'; an article in its place ('cada 2 semanas el
 * viernes', 'ogni 2 settimane il venerdì'), or the weekdays right after ('alle 2 Wochen freitags').
 */
function onWeekdays(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): { days: number[]; next: number } | undefined {
  if (isMarker(tokens[i], 'on') || isMarker(tokens[i], 'filler') || isMarker(tokens[i], 'the'))
    return weekdayListAt(tokens, i + 1, to);
  const weekday =
    lexicon !== undefined && i < to && startsAt(tokens[i], START_PHRASE)
      ? lexicon.everyWeekdays.get(tokens[i]?.text ?? '')
      : undefined;
  return weekday === undefined ? undefined : { days: [weekday], next: i + 1 };
}

/**
 * A weekday set of several words at `i`, longest first ('días laborables', 'giorni feriali',
 * 'monday to friday', 'montags bis freitags'): read before a weekday or a unit that starts it.
 */
function weekdaySetPhraseAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  if (!startsAt(tokens[i], START_RECURRING)) return undefined;
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 1; words--) {
    const set = lexicon.weekdaySets.get(phrase(tokens, i, i + words));
    if (set !== undefined)
      return { recur: { kind: 'weeks', interval: 1, weekdays: set }, next: i + words };
  }
  return undefined;
}

/**
 * A day of the month after 'every' and a day unit that is the table's word for a day of the month
 * (`monthDayWords`: 'todo dia 15', 'todos los días 20'): the month's day, not every day. Not before a clock's marks
 * ('todo dia 9h' is every day at 9).
 */
function dayUnitMonthDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  // The word in the plural too ('todos los días 20': `días`, the plural of the table's `día`).
  const word = tokens[i]?.text ?? '';
  if (
    unitOf(tokens[i]) !== 'day' ||
    !(
      lexicon.monthDayWords.has(word) ||
      (word.endsWith('s') && lexicon.monthDayWords.has(word.slice(0, -1)))
    )
  )
    return undefined;
  const day = i + 1 < to ? digits(tokens[i + 1], 1, 2) : undefined;
  if (day === undefined || day < 1 || day > 31) return undefined;
  const after = i + 2 < to ? tokens[i + 2] : undefined;
  if (
    after !== undefined &&
    (after.text === ':' ||
      after.text === '.' ||
      after.text === 'h' ||
      isMarker(after, 'hour_mark') ||
      isMarker(after, 'am') ||
      isMarker(after, 'pm') ||
      isMarker(after, 'ordinal') ||
      unitOf(after) !== undefined)
  )
    return undefined;
  return { recur: { kind: 'month_day', day }, next: ofMonthAt(tokens, i + 2, to) };
}

/**
 * A day of the month, then 'of every month' ('the 20th of every month', 'el 20 de cada mes', 'il
 * 20 di ogni mese', 'am 20. jeden Monats', 'op de 20e van elke maand'): that day, monthly.
 */
function monthDayOfEveryMonthAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  // 'the last day of every month', 'в последний день каждого месяца'.
  const last = lastDayAt(tokens, i, to);
  if (last !== undefined) {
    const next = everyMonthAfter(tokens, last, to);
    return next === undefined ? undefined : { recur: { kind: 'month_day', day: -1 }, next };
  }
  let j =
    isMarker(tokens[i], 'on') && !lexicon.monthDayWords.has(tokens[i]?.text ?? '') ? i + 1 : i;
  j = monthDayWordEnd(tokens, j, to, lexicon) ?? j;
  if (isMarker(tokens[j], 'the')) j++;
  const day = j < to ? (digits(tokens[j], 1, 2) ?? ordinalDayWord(tokens[j], lexicon)) : undefined;
  if (day === undefined || day < 1 || day > 31) return undefined;
  let k = j + 1;
  if (isMarker(tokens[k], 'ordinal') || ordinalDotAt(tokens, k, to, lexicon)) k++;
  const next = everyMonthAfter(tokens, k, to);
  return next === undefined ? undefined : { recur: { kind: 'month_day', day }, next };
}

/** 'of every month' at `k` ('of' or a filler, 'every', an article, the month unit): the index after it. */
function everyMonthAfter(tokens: readonly Token[], k: number, to: number): number | undefined {
  if (isMarker(tokens[k], 'of') || isMarker(tokens[k], 'filler')) k++;
  if (!isMarker(tokens[k], 'every')) return undefined;
  k++;
  if (isMarker(tokens[k], 'the') || isMarker(tokens[k], 'filler')) k++;
  return k < to && unitOf(tokens[k]) === 'month' ? k + 1 : undefined;
}

/** 'on the 15th' after 'every month' / 'monthly'. */
function onMonthDay(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): RecurRead | undefined {
  // 'every month on the last day', '每月最后一天', '毎月末日'.
  const last = lastDayAt(tokens, i, to);
  if (last !== undefined) return { recur: { kind: 'month_day', day: -1 }, next: last };
  // '毎月15日', '매달 15일', '每月15号': the day with its day mark, no 'on'.
  const day = digits(tokens[i], 1, 2);
  if (
    day !== undefined &&
    day >= 1 &&
    day <= 31 &&
    i + 1 < to &&
    isMarker(tokens[i + 1], 'day_mark')
  )
    return { recur: { kind: 'month_day', day }, next: i + 2 };
  // 'on', or the table's word for a day of the month ('todo mês no dia 20', 'elke maand op de 20e').
  const j =
    (lexicon === undefined ? undefined : monthDayWordEnd(tokens, i, to, lexicon)) ??
    (isMarker(tokens[i], 'on') ? i + 1 : i);
  if (j === i) return undefined;
  const d = monthDayAt(tokens, j, to, false, lexicon);
  return d === undefined ? undefined : { recur: { kind: 'month_day', day: d.day }, next: d.next };
}

/** 'on dec 25' after 'every year' / 'yearly'; '12月25日' after '每年'. */
function onDate(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): RecurRead | undefined {
  // 'on', an article, or the table's word for a day ('todos los años el 25 de diciembre', 'ogni
  // anno il 25 dicembre', 'todo ano no dia 25 de dezembro').
  let j =
    isMarker(tokens[i], 'on') ||
    isMarker(tokens[i], 'in') ||
    isMarker(tokens[i], 'filler') ||
    isMarker(tokens[i], 'the')
      ? i + 1
      : i;
  const word = lexicon === undefined ? undefined : monthDayWordEnd(tokens, i, to, lexicon);
  if (word !== undefined) j = Math.max(j, word);
  const d = namedDateAt(tokens, j, to) ?? cjkDateAt(tokens, j, to);
  if (d === undefined || d.spec.year !== undefined) return undefined;
  return { recur: { kind: 'year_date', month: d.spec.month, day: d.spec.day }, next: d.next };
}

function withUnit(
  unit: ReturnType<typeof unitOf>,
  interval: number,
  tokens: readonly Token[],
  j: number,
  to: number,
  lexicon?: Lexicon,
): RecurRead | undefined {
  switch (unit) {
    case 'day':
      return { recur: interval === 1 ? { kind: 'daily' } : { kind: 'days', interval }, next: j };
    case 'week': {
      // 'on <weekdays>' or an article before them, a plural weekday ('alle 2 Wochen freitags'), or
      // the weekdays right after ('2週間ごとの金曜', '2주마다 금요일', '每两周周五').
      const on = onWeekdays(tokens, j, to, lexicon) ?? weekdayListAt(tokens, j, to);
      if (on !== undefined)
        return { recur: { kind: 'weeks', interval, weekdays: on.days }, next: on.next };
      return {
        recur:
          interval === 1 ? { kind: 'weekly' } : { kind: 'weeks', interval, weekdays: undefined },
        next: j,
      };
    }
    case 'month':
      if (interval === 1)
        return (
          nthWeekdayOfMonth(tokens, j, to) ??
          onMonthDay(tokens, j, to, lexicon) ?? { recur: { kind: 'monthly' }, next: j }
        );
      return { recur: { kind: 'months', interval }, next: j };
    case 'year':
      return interval === 1
        ? (onDate(tokens, j, to, lexicon) ?? { recur: { kind: 'yearly' }, next: j })
        : undefined;
    case 'hour':
      return { recur: { kind: 'hours', interval }, next: j };
    case 'minute':
      return { recur: { kind: 'minutes', interval }, next: j };
    default:
      return undefined;
  }
}

/** A position and weekday at `i` ('2nd tuesday', 'last friday'; '第2火曜日', '第二个星期二', '둘째 화요일'). */
function nthWeekdayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): { weekday: number; position: number; next: number } | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  let position: number | undefined;
  let j = i + 1;
  if (isMarker(t, 'last')) position = -1;
  else if (t.meaning?.kind === 'ordinal') position = t.meaning.value;
  // 'second', also a unit or a weekday ('secondo', 'segundo', Portuguese 'segunda'), before a
  // weekday. Not 'quarta', 'quinta' (Wednesday, Thursday: 'toda quarta sexta' is two weekdays);
  // not an ordinal that is only a date's ('elke tweede dinsdag', 'her ikinci salı': refused).
  else if (
    (t.text === 'second' || (t.meaning !== undefined && lexicon?.ordinals.get(t.text) === 2)) &&
    weekdayAt(tokens, i + 1) !== undefined
  )
    position = 2;
  else if (t.type === 'number' && isMarker(tokens[i + 1], 'ordinal')) {
    position = digits(t, 1, 1);
    j = i + 2;
  } else if (isMarker(t, 'nth') && tokens[i + 1]?.type === 'number') {
    position = digits(tokens[i + 1], 1, 1);
    j = i + 2;
  }
  if (position === undefined || position === 0 || position > 5) return undefined;
  // A counter between ('第二个星期二').
  if (isMarker(tokens[j], 'filler') && weekdayAt(tokens, j + 1) !== undefined) j++;
  const weekday = j < to ? weekdayAt(tokens, j) : undefined;
  return weekday === undefined ? undefined : { weekday, position, next: j + 1 };
}

/**
 * An N-th weekday after 'every month' ('毎月第2火曜日', '每月最后一个星期五', 'every month on the
 * 2nd tuesday'): read before a day of the month, which '2nd' alone would be.
 */
function nthWeekdayOfMonth(tokens: readonly Token[], i: number, to: number): RecurRead | undefined {
  let j = i;
  while (
    j < to &&
    (isMarker(tokens[j], 'filler') || isMarker(tokens[j], 'on') || isMarker(tokens[j], 'the'))
  )
    j++;
  const nth = nthWeekdayAt(tokens, j, to);
  return nth === undefined
    ? undefined
    : {
        recur: { kind: 'nth_weekday', weekday: nth.weekday, position: nth.position },
        next: nth.next,
      };
}

/** After 'every' at `i`. */
function afterEvery(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  const t = tokens[i];
  if (t === undefined || i >= to) return undefined;
  const text = t.text;
  const setPhrase = weekdaySetPhraseAt(tokens, i, to, lexicon);
  if (setPhrase !== undefined) return setPhrase;
  const named = weekdaysNamed(text, lexicon);
  if (named !== undefined)
    return { recur: { kind: 'weeks', interval: 1, weekdays: named }, next: i + 1 };
  if (t.meaning?.kind === 'period' && t.meaning.period !== 'eod' && t.meaning.period !== 'tonight')
    return { recur: { kind: 'daily' }, next: i + 1, period: t.meaning.period };
  if (isMarker(t, 'other')) {
    const unit = unitOf(tokens[i + 1]);
    if (unit === 'day' || unit === 'week' || unit === 'month')
      return withUnit(unit, 2, tokens, i + 2, to, lexicon);
    const day = i + 1 < to ? listedWeekdayAt(tokens, i + 1, lexicon) : undefined;
    return day === undefined
      ? undefined
      : { recur: { kind: 'weeks', interval: 2, weekdays: [day] }, next: i + 2 };
  }
  // Ordinal weekday of the month: '2nd tuesday', 'second tuesday', 'last friday'.
  const nth = nthWeekdayAt(tokens, i, to, lexicon);
  if (nth !== undefined) {
    const next = ofMonthAt(tokens, nth.next, to);
    // 'every 2nd tuesday' alone: the month's second, or every other one (decisions.md).
    return {
      recur:
        nth.position === 2 && next === nth.next
          ? { kind: 'nth_weekday', weekday: nth.weekday, position: 2, orEveryOther: true }
          : { kind: 'nth_weekday', weekday: nth.weekday, position: nth.position },
      next,
    };
  }
  // The day as an ordinal word, then 'of the month' ('every first of the month', 'ogni primo del
  // mese', 'cada primero de mes', 'todo primeiro dia do mês'); alone it stays refused.
  const ordinalDay = ordinalDayWord(t, lexicon);
  if (ordinalDay !== undefined) {
    const k = unitOf(tokens[i + 1]) === 'day' ? i + 2 : i + 1;
    const next = ofMonthAt(tokens, k, to);
    if (next > k) return { recur: { kind: 'month_day', day: ordinalDay }, next };
  }
  // 'every last day of the month', 'каждый последний день месяца'.
  const lastDay = lastDayAt(tokens, i, to);
  if (lastDay !== undefined) {
    const next = ofEveryMonthAt(tokens, lastDay, to);
    return next > lastDay ? { recur: { kind: 'month_day', day: -1 }, next } : undefined;
  }
  if (isMarker(t, 'last') || t.meaning?.kind === 'ordinal') return undefined;
  // Before the units: 'every mon' is Monday ('mon' is the month unit only after a number).
  const list = weekdayListAt(tokens, i, to, lexicon);
  if (list !== undefined)
    return { recur: { kind: 'weeks', interval: 1, weekdays: list.days }, next: list.next };
  const unit = unitOf(t);
  const dayOfMonth = unit === 'day' ? dayUnitMonthDayAt(tokens, i, to, lexicon) : undefined;
  if (dayOfMonth !== undefined) return dayOfMonth;
  if (unit !== undefined) return withUnit(unit, 1, tokens, i + 1, to, lexicon);
  const date = onDate(tokens, i, to, lexicon);
  if (date !== undefined) return date;
  const monthDay = monthDayAt(tokens, i, to, true, lexicon);
  if (monthDay !== undefined)
    return {
      recur: { kind: 'month_day', day: monthDay.day },
      next: ofMonthAt(tokens, monthDay.next, to),
    };
  // 'every 3 days', 'every two weeks on friday'
  const n =
    t.type === 'number' ? digits(t, 1, 3) : text === 'a' || text === 'an' ? undefined : amountOf(t);
  if (n === undefined || n < 1 || !Number.isInteger(n)) return undefined;
  // 'ogni 20 del mese': a day number, then 'of the month'.
  if (t.type === 'number' && n <= 31) {
    const ofMonth = ofMonthAt(tokens, i + 1, to);
    if (ofMonth > i + 1) return { recur: { kind: 'month_day', day: n }, next: ofMonth };
  }
  // 'every 2 mondays', 'cada dos lunes', 'ogni due lunedì': every n weeks on that day.
  const weekday =
    n >= 2 && n <= 4 && i + 1 < to
      ? (weekdayAt(tokens, i + 1) ??
        (startsAt(tokens[i + 1], START_PHRASE)
          ? lexicon.everyWeekdays.get(tokens[i + 1]?.text ?? '')
          : undefined))
      : undefined;
  if (weekday !== undefined)
    return { recur: { kind: 'weeks', interval: n, weekdays: [weekday] }, next: i + 2 };
  // 'every 2 mon': two months, or Mondays as 'every 2 wed' is Wednesdays: no one reading.
  if (n >= 2 && n <= 4 && tokens[i + 1]?.text === 'mon') return undefined;
  return withUnit(unitOf(tokens[i + 1]), n, tokens, i + 2, to, lexicon);
}

/** '<n> <unit> every' or '<unit> every' at `i` ('2週間ごと', '주마다'). */
function everyAfterUnit(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  const t = tokens[i];
  if (unitOf(t) !== undefined && isMarker(tokens[i + 1], 'every') && i + 1 < to)
    return withUnit(unitOf(t), 1, tokens, i + 2, to, lexicon);
  const n = t?.type === 'number' ? digits(t, 1, 3) : amountOf(t);
  if (
    n === undefined ||
    n < 1 ||
    !Number.isInteger(n) ||
    i + 2 >= to ||
    !isMarker(tokens[i + 2], 'every')
  )
    return undefined;
  const unit = unitOf(tokens[i + 1]);
  // French '8h chaque matin', '9h tous les jours': the clock, then a recurrence of days that
  // 'every' opens; never every 8 hours.
  if (unit === 'hour' || unit === 'minute') {
    const days = recurrenceAt(tokens, i + 2, to, lexicon)?.recur.kind;
    if (days !== undefined && days !== 'hours' && days !== 'minutes') return undefined;
  }
  return withUnit(unit, n, tokens, i + 3, to, lexicon);
}

/** The recurrence starting at `i`, or undefined when the expression does not start with one. */
export function recurrenceAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
): RecurRead | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  switch (t.text) {
    case 'daily':
    case 'everyday':
      return { recur: { kind: 'daily' }, next: i + 1 };
    case 'weekly': {
      const on = onWeekdays(tokens, i + 1, to);
      return on === undefined
        ? { recur: { kind: 'weekly' }, next: i + 1 }
        : { recur: { kind: 'weeks', interval: 1, weekdays: on.days }, next: on.next };
    }
    case 'monthly':
      return (
        nthWeekdayOfMonth(tokens, i + 1, to) ??
        onMonthDay(tokens, i + 1, to, lexicon) ?? { recur: { kind: 'monthly' }, next: i + 1 }
      );
    case 'yearly':
    case 'annually':
      return onDate(tokens, i + 1, to, lexicon) ?? { recur: { kind: 'yearly' }, next: i + 1 };
    case 'hourly':
      return { recur: { kind: 'hours', interval: 1 }, next: i + 1 };
  }
  if (isMarker(t, 'every')) {
    // 'tous les lundis', 'jeden Montag': a filler or article between 'every' and what follows.
    // Portuguese 'todas as segundas': the article 'as' is also the unaccented 'às' ('at').
    // Read without the skip first: Turkish 'her saat' is every hour ('saat' is both 'at' and the hour).
    const skip =
      isMarker(tokens[i + 1], 'filler') ||
      isMarker(tokens[i + 1], 'the') ||
      isMarker(tokens[i + 1], 'at');
    // Closed by 'every' after the unit: Turkish 'her 2 haftada bir' ('haftada bir': 'hafta her').
    const read =
      everyAfterUnit(tokens, i + 1, to, lexicon) ??
      (skip && isMarker(tokens[i + 1], 'at')
        ? afterEvery(tokens, i + 1, to, lexicon)
        : undefined) ??
      afterEvery(tokens, skip ? i + 2 : i + 1, to, lexicon);
    if (read !== undefined) return read;
  }
  // Weekdays closed by 'every' ('목요일마다', '木曜日ごと').
  const closed = weekdayAt(tokens, i) !== undefined ? weekdayListAt(tokens, i, to) : undefined;
  if (closed?.closed === true)
    return { recur: { kind: 'weeks', interval: 1, weekdays: closed.days }, next: closed.next };
  // A day of every month ('the 20th of every month', 'el 20 de cada mes').
  const monthly = monthDayOfEveryMonthAt(tokens, i, to, lexicon);
  if (monthly !== undefined) return monthly;
  // A weekday set of several words alone ('monday to friday', 'montags bis freitags').
  const setPhrase = weekdaySetPhraseAt(tokens, i, to, lexicon);
  if (setPhrase !== undefined) return setPhrase;
  // A plural weekday alone: 'on thursdays', 'mondays at 9', 'montags', 'los lunes', 'às segundas'.
  const j = isMarker(t, 'on') ? i + 1 : i;
  // A time of day in the plural after a weekday or the weekdays' word ('sunday mornings', 'on weekday
  // mornings at 8') or opening the text ('mornings at 8', 'evenings at 7pm'): it repeats then.
  const pluralAfter = j < to ? pluralPeriod(tokens[j + 1], lexicon) : undefined;
  if (pluralAfter !== undefined && j + 1 < to) {
    const text = tokens[j]?.text ?? '';
    const day = weekdayAt(tokens, j);
    const days = day !== undefined ? [day] : weekdaysNamed(text, lexicon);
    if (days !== undefined)
      return {
        recur: { kind: 'weeks', interval: 1, weekdays: days },
        next: j + 2,
        period: pluralAfter,
      };
  }
  const pluralAlone = i === 0 && j < to ? pluralPeriod(tokens[j], lexicon) : undefined;
  if (pluralAlone !== undefined)
    return { recur: { kind: 'daily' }, next: j + 1, period: pluralAlone };
  if (startsAt(tokens[j], START_PHRASE))
    for (let words = 2; words >= 1; words--) {
      const weekday =
        j + words <= to ? lexicon.everyWeekdays.get(phrase(tokens, j, j + words)) : undefined;
      if (weekday !== undefined)
        return { recur: { kind: 'weeks', interval: 1, weekdays: [weekday] }, next: j + words };
    }
  // 'every' after the unit: '2週間ごと', '2주마다', '毎日' is a phrase of the table.
  const suffixed = everyAfterUnit(tokens, i, to, lexicon);
  if (suffixed !== undefined) return suffixed;
  // A set of weekdays alone, 'every' after it optional: '平日の9時', '평일마다'.
  const set = lexicon.weekdaySets.get(t.text);
  if (set !== undefined)
    return {
      recur: { kind: 'weeks', interval: 1, weekdays: set },
      next: i + 1 < to && isMarker(tokens[i + 1], 'every') ? i + 2 : i + 1,
    };
  // The locale's recurring phrases ('每 天', '每個 月'), longest first.
  if (!startsAt(t, START_RECURRING)) return undefined;
  for (let words = Math.min(lexicon.longestPhrase, to - i); words > 0; words--) {
    const key = phrase(tokens, i, i + words);
    const repeat = lexicon.recurring.get(key);
    // '毎月15日': a monthly phrase may name its day.
    if (repeat !== undefined)
      return (
        (repeat === 'monthly'
          ? (nthWeekdayOfMonth(tokens, i + words, to) ?? onMonthDay(tokens, i + words, to, lexicon))
          : undefined) ?? {
          recur: { kind: repeat },
          next: i + words,
        }
      );
    const set = lexicon.weekdaySets.get(key);
    if (set !== undefined)
      return { recur: { kind: 'weeks', interval: 1, weekdays: set }, next: i + words };
  }
  return undefined;
}
