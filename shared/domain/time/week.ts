import { daysUntil } from './calendar.js';
import { weekStartsMonday } from './locale-facts.js';
import { digits } from './clock.js';
import { monthPlaceAt, weekdayAt } from './grammar.js';
import { isMarker, type Token } from './tokenize.js';
import type { Lexicon } from './vocabulary.js';

/**
 * A weekday of next week or this week (decisions.md, "A weekday of next week"): '来週の金曜日',
 * '다음 주 금요일', '下周五', 'в пятницу на следующей неделе', 'w przyszłym tygodniu w piątek',
 * 'haftaya cuma', '今週の金曜日', '이번 주 금요일', '这周五'.
 * Which days next week holds depends on where a week starts; where the locale's calendar does
 * not settle it (CLDR's first day of the week, through Intl), both readings are offered.
 */
export interface NextWeekDay {
  readonly weekday: number;
  /** 2: the week after next, 1: next week, 0: this week. */
  readonly weeks: number;
  readonly next: number;
  /** The character range of the words, for the readings offered when it is ambiguous. */
  readonly start: number;
  readonly end: number;
}

/**
 * 'next week', 'this week' or the week after next at `i`: a table word ('下周', 'haftaya', 'на
 * следующей неделе', '今週', '再来週') or 'next'/'this' + the week unit ('다음 주', '이번 주'). The
 * weeks ahead and the index after.
 */
export function weekAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { weeks: number; next: number } | undefined {
  if (i >= to) return undefined;
  if (isMarker(tokens[i], 'next_week')) return { weeks: 1, next: i + 1 };
  if (isMarker(tokens[i], 'this_week')) return { weeks: 0, next: i + 1 };
  const unit = tokens[i + 1]?.meaning;
  const weekUnit = (unit?.kind === 'unit' || unit?.kind === 'marker') && unit.seconds === 604_800;
  // '再来週', '下下周', '다다음주'; '다다음 주' with the week unit after it.
  if (isMarker(tokens[i], 'week_after_next'))
    return { weeks: 2, next: i + 1 < to && weekUnit ? i + 2 : i + 1 };
  if (i + 1 >= to || !weekUnit) return undefined;
  return isMarker(tokens[i], 'next') || isMarker(tokens[i], 'next_either')
    ? { weeks: 1, next: i + 2 }
    : isMarker(tokens[i], 'this')
      ? { weeks: 0, next: i + 2 }
      : undefined;
}

/** Past the words that may join the two parts: particles, 'at'/'on'/'of' ('в', 'の', ','). */
function skipJoin(tokens: readonly Token[], i: number, to: number): number {
  while (
    i < to &&
    (isMarker(tokens[i], 'filler') ||
      isMarker(tokens[i], 'at') ||
      isMarker(tokens[i], 'on') ||
      isMarker(tokens[i], 'of') ||
      tokens[i]?.text === ',')
  )
    i++;
  return i;
}

/** The weekday of next week or this week at `i`, in any of its orders, or undefined. */
export function nextWeekDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): NextWeekDay | undefined {
  const t = tokens[i];
  // Most tokens start none: only a weekday, a marker or 'mon' (the month unit or Monday) may.
  const meaning = t?.meaning;
  if (
    t === undefined ||
    i >= to ||
    (meaning?.kind !== 'weekday' && meaning?.kind !== 'marker' && t.text !== 'mon')
  )
    return undefined;
  if (meaning?.kind === 'weekday' && meaning.value !== undefined)
    return {
      weekday: meaning.weekday,
      weeks: meaning.value,
      next: i + 1,
      start: t.start,
      end: t.end,
    };
  let weekday: number | undefined;
  // 'next' before a weekday that may be this week's or next week's: `weeks` -1.
  let week =
    weekAt(tokens, i, to) ?? (isMarker(t, 'next_either') ? { weeks: -1, next: i + 1 } : undefined);
  let next: number;
  if (week !== undefined) {
    next = skipJoin(tokens, week.next, to);
    weekday = next < to ? weekdayAt(tokens, next) : undefined;
    next++;
  } else {
    weekday = weekdayAt(tokens, i);
    if (weekday === undefined) return undefined;
    week = weekAt(tokens, skipJoin(tokens, i + 1, to), to);
    next = week?.next ?? 0;
  }
  if (weekday === undefined || week === undefined) return undefined;
  return { weekday, weeks: week.weeks, next, start: t.start, end: tokens[next - 1]?.end ?? t.end };
}

/**
 * Days from today (ISO weekday `today`) to `weekday` of the week `weeks` ahead (0: this week;
 * negative when it is past): one count, or two (a week starting
 * on Monday, then one starting on Sunday) where they differ and the locale does not start its week
 * on Monday. They differ only on a Sunday or for a Sunday.
 */
export function weekDays(today: number, weekday: number, weeks: number, locale: string): number[] {
  const monday = daysUntil(today, 1) + weekday - 8 + 7 * weeks;
  const sunday = daysUntil(today, 7) + (weekday % 7) - 7 + 7 * weeks;
  return monday === sunday || weekStartsMonday(locale) ? [monday] : [monday, sunday];
}

/**
 * A day of the month alone at `i`: '<1-31> day_mark' with something after it ('3日に', '3日の15時',
 * '3일 오후 3시'), a day mark that is no unit ('3号', '15 числа'), or an ordinal ending ('15-го',
 * '15-го числа', '21st'), not before a weekday ('2nd tuesday' is a weekday of the month). A day
 * mark that is also the day unit, alone, is the date too ('15日', '二十五日', '20일'): three days
 * as an instant needs 後/后/후 ('3日後'); not before those words or 'in', 'every' ('3일 후',
 * '3日ごと'), nor a count word ('이틀').
 */
export function monthDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { spec: { kind: 'month_day'; day: number }; next: number } | undefined {
  const day = digits(tokens[i], 1, 2);
  if (day === undefined || day < 1 || day > 31) return undefined;
  let j = i + 1;
  if (tokens[j]?.text === '-' && isMarker(tokens[j + 1], 'ordinal')) j++;
  const ordinal = j < to && isMarker(tokens[j], 'ordinal');
  if (ordinal) j++;
  const mark = j < to && isMarker(tokens[j], 'day_mark') ? tokens[j] : undefined;
  if (mark !== undefined) j++;
  if (!ordinal && mark === undefined) return undefined;
  const after = j < to ? tokens[j] : undefined;
  if (after?.meaning?.kind === 'weekday' && ordinal) return undefined;
  const unit = mark?.meaning?.kind === 'marker' && mark.meaning.seconds !== undefined;
  if (
    unit &&
    !ordinal &&
    // Alone means alone: not after another part ('今日から4日': the 4th, or four days from today?),
    // nor a count word the table spells as a number and its mark ('하루', '이틀': one day, two days).
    ((after === undefined &&
      (mark.start === tokens[i]?.start ||
        !(i === 0 || isMarker(tokens[i - 1], 'at') || isMarker(tokens[i - 1], 'please')))) ||
      isMarker(after, 'after') ||
      isMarker(after, 'in') ||
      isMarker(after, 'later') ||
      isMarker(after, 'every'))
  )
    return undefined;
  return { spec: { kind: 'month_day', day }, next: j };
}

/** A month before a day or weekday of it at `i`: 'next'/'this' month words, or a month number and its mark ('3月', '6월'). */
export function monthPartAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon?: Lexicon,
): { months?: number; month?: number; next: number } | undefined {
  const t = tokens[i];
  if (isMarker(t, 'next_month')) return { months: 1, next: i + 1 };
  if (isMarker(t, 'month_after_next')) return { months: 2, next: i + 1 };
  if (t?.meaning?.kind === 'month') return { month: t.meaning.month, next: i + 1 };
  if (isMarker(t, 'this_month')) return { months: 0, next: i + 1 };
  const after = tokens[i + 1];
  if (i + 1 >= to || after === undefined) return undefined;
  const month = digits(t, 1, 2);
  if (month !== undefined)
    return month >= 1 && month <= 12 && isMarker(after, 'month_mark')
      ? { month, next: i + 2 }
      : undefined;
  const unit = after.meaning;
  // The month unit, or the word for "of the month" before a place in it (Turkish 'gelecek ayın
  // ikinci pazartesi': the second Monday of next month).
  if (
    !((unit?.kind === 'unit' || unit?.kind === 'marker') && unit.months === 1) &&
    !(lexicon?.monthDayWords.has(after.text) ?? false)
  )
    return undefined;
  return isMarker(t, 'next') || isMarker(t, 'next_either')
    ? { months: 1, next: i + 2 }
    : isMarker(t, 'this')
      ? { months: 0, next: i + 2 }
      : undefined;
}

/**
 * The N-th (or last) weekday of a month, the month first or left out ('3月の第2金曜日', '来月の第2
 * 月曜日', '第2金曜日', '6月的第二个星期五', '下个月最后一个星期五', '6월 둘째 금요일', '다음 달 2번째
 * 월요일'): `nth` ('第') before the number, or an ordinal word or ending, or `last`; particles and
 * counters (fillers) between.
 */
export function monthWeekdayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
  lexicon: Lexicon,
):
  | {
      day: {
        kind: 'nth_weekday';
        position: number;
        weekday: number;
        month: number | undefined;
        months?: number;
        week?: true;
      };
      next: number;
    }
  | undefined {
  // Only a month number with its mark ('3月'), a marker ('第', '来月', '다음') or a month word in
  // the genitive ('martın ilk cuması') may start one.
  const t = tokens[i];
  // The word for "of the month" alone ('ayın son cuması'): this month's.
  const ofMonth = t?.type === 'word' && lexicon.monthDayWords.has(t.text);
  if (
    t === undefined ||
    (t.type === 'number'
      ? !isMarker(tokens[i + 1], 'month_mark')
      : t.marker === '' && t.meaning?.kind !== 'month' && !ofMonth)
  )
    return undefined;
  const part = ofMonth ? { months: 0, next: i + 1 } : monthPartAt(tokens, i, to, lexicon);
  let j = part === undefined ? i : part.next;
  while (part !== undefined && j < to && isMarker(tokens[j], 'filler')) j++;
  let position: number | undefined;
  const p = tokens[j];
  if (isMarker(p, 'last')) [position, j] = [-1, j + 1];
  else if (isMarker(p, 'nth')) {
    position = digits(tokens[j + 1], 1, 1);
    j += 2;
  } else if (p?.type === 'word' && lexicon.ordinals.has(p.text)) {
    position = lexicon.ordinals.get(p.text);
    j++;
  } else if (isMarker(tokens[j + 1], 'ordinal')) {
    position = digits(p, 1, 1);
    j += 2;
  }
  // Without a month before it, only '第' names a place in the month ('第2金曜日'): 'second friday'
  // and 'zweiten Freitag' leave it to the month after them.
  if (
    position === undefined ||
    position === 0 ||
    position > 5 ||
    (part === undefined && !isMarker(p, 'nth'))
  )
    return undefined;
  while (j < to && isMarker(tokens[j], 'filler')) j++;
  // A weekend names its Saturday ('4月の第1週末', '4월 첫째 주말', 'nisanın ilk hafta sonu').
  // A week names the n-th week of the month ('4月第2週'), asked.
  const day = monthPlaceAt(tokens, j, to, lexicon);
  if (day === undefined) return undefined;
  return {
    day: {
      kind: 'nth_weekday',
      position,
      weekday: day.weekday,
      month: part?.month,
      ...(part?.months === undefined ? {} : { months: part.months }),
      ...(day.week === true ? { week: true as const } : {}),
    },
    next: day.next,
  };
}

/**
 * A day of this month or the next at `i`: a month word ('来月', '今月', '下个月', '本月'), or 'next'
 * / 'this' and the month unit ('다음 달', '이번 달'), maybe a particle, then a day with its day mark
 * ('来月の20日', '下个月5号', '다음 달 5일', '今月の31日').
 */
export function monthOfDayAt(
  tokens: readonly Token[],
  i: number,
  to: number,
): { spec: { kind: 'month_day'; day: number; months: number }; next: number } | undefined {
  if (tokens[i]?.meaning?.kind !== 'marker' || i + 2 >= to) return undefined;
  const part = monthPartAt(tokens, i, to);
  if (part?.months === undefined) return undefined;
  let j = part.next;
  while (j < to && isMarker(tokens[j], 'filler')) j++;
  const day = digits(tokens[j], 1, 2);
  if (day === undefined || day < 1 || day > 31) return undefined;
  return isMarker(tokens[j + 1], 'day_mark')
    ? { spec: { kind: 'month_day', day, months: part.months }, next: j + 2 }
    : undefined;
}
