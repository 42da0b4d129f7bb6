import { daysUntil } from './calendar.js';
import { weekStartsMonday } from './locale-facts.js';
import { digits } from './clock.js';
import { weekdayAt } from './grammar.js';
import { isMarker, type Token } from './tokenize.js';

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
function weekAt(
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

/** Past the words that may join the two parts: particles, 'at'/'on' ('в', 'の', ','). */
function skipJoin(tokens: readonly Token[], i: number, to: number): number {
  while (
    i < to &&
    (isMarker(tokens[i], 'filler') ||
      isMarker(tokens[i], 'at') ||
      isMarker(tokens[i], 'on') ||
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
 * mark that is also the day unit alone ('3日', '15일') stays refused: the 3rd, or three days.
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
    (after === undefined ||
      isMarker(after, 'after') ||
      isMarker(after, 'in') ||
      isMarker(after, 'later') ||
      isMarker(after, 'every'))
  )
    return undefined;
  return { spec: { kind: 'month_day', day }, next: j };
}
