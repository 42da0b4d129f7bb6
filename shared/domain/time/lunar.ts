import { digits } from './clock.js';
import { yearBefore } from './grammar.js';
import type { HolidayDay } from './holidays.js';
import { isMarker, typedInDigits, type Token } from './tokenize.js';
import { DAY_MS, utcFields, utcMs } from './zone.js';

/**
 * Chinese lunar dates ('农历八月十五', '正月十五', '腊月二十三', '三月初一', '음력 8월 15일'): a
 * lunar month and day, read as the next such day (this lunar year's if still ahead, else the
 * next year's), as a named day whose dates the table lists. The month starts come with the
 * locale's table (`lunarMonths`, written by `npm run lunar` from the date-chinese package): nothing
 * here computes the calendar. A leap month is never meant: '闰' is not read, and the month of
 * that number is the ordinary one.
 */

/**
 * A lunar date at `i`, after a year if one is written (a year word or '2027年'; months 1-10: the
 * lunar year's Gregorian one): a lunar word ('农历', '음력') before '<month> month_mark <day>', or a
 * lunar day mark ('初' in '三月初一'), or the 15th written in words without its day mark
 * ('八月十五': the full moon, 中秋 and 元宵; '8月15' and '8月15日' are Gregorian). `text` is the
 * normalized input the tokens index.
 */
export function lunarDateAt(
  tokens: readonly Token[],
  text: string,
  i: number,
  to: number,
  starts: readonly string[],
): { day: HolidayDay; next: number } | undefined {
  if (starts.length === 0) return undefined;
  // A year before it ('明年八月十五', '2027年农历八月十五', '내년 음력 8월 15일'): that year's.
  const named = yearBefore(tokens, i, to);
  const afterYear = named?.next ?? i;
  let j = afterYear;
  // '农历正月' is '农历' and '农历1月' (the month's name says it too).
  while (isMarker(tokens[j], 'lunar')) j++;
  // A lunar word, not the year ('2027年8月15' is no lunar date).
  const marked = j > afterYear;
  const month = digits(tokens[j], 1, 2);
  if (month === undefined || month > 12 || !isMarker(tokens[j + 1], 'month_mark')) return undefined;
  const dayMarked = isMarker(tokens[j + 2], 'lunar');
  const k = dayMarked ? j + 3 : j + 2;
  const d = tokens[k];
  const day = k < to ? digits(d, 1, 2) : undefined;
  if (day === undefined || day < 1 || day > 30) return undefined;
  const withMark = k + 1 < to && isMarker(tokens[k + 1], 'day_mark');
  const fullMoon = day === 15 && !withMark && !typedInDigits(text, d);
  if (!marked && !dayMarked && !fullMoon) return undefined;
  // 冬月 and 腊月 with a year: the lunar year's fall in the next Gregorian January or February,
  // so which year is meant is a guess (refused).
  if (named !== undefined && month >= 11) return undefined;
  const dates = lunarDates(starts, month, day);
  if (dates.length === 0) return undefined;
  const entries = [{ names: [], dates }];
  return {
    day:
      named?.years !== undefined
        ? { kind: 'holiday', entries, offset: 0, year: undefined, years: named.years }
        : { kind: 'holiday', entries, offset: 0, year: named?.year },
    next: withMark ? k + 2 : k + 1,
  };
}

/** The Gregorian dates ('YYYY-MM-DD') of lunar `month`'s `day` in every year `starts` covers, ascending. */
export function lunarDates(starts: readonly string[], month: number, day: number): string[] {
  const dates: string[] = [];
  const suffix = ` ${month}`;
  for (let s = 0; s + 1 < starts.length; s++) {
    const start = starts[s] as string;
    if (!start.endsWith(suffix)) continue;
    const first = dayMs(start);
    if (day > (dayMs(starts[s + 1] as string) - first) / DAY_MS) continue;
    const d = utcFields(first + (day - 1) * DAY_MS);
    dates.push(`${d.year}-${pad(d.month)}-${pad(d.day)}`);
  }
  return dates;
}

/** The UTC midnight of an entry's 'YYYY-MM-DD'. */
function dayMs(entry: string): number {
  return utcMs(
    Number(entry.slice(0, 4)),
    Number(entry.slice(5, 7)),
    Number(entry.slice(8, 10)),
    0,
    0,
    0,
  );
}

const pad = (n: number): string => String(n).padStart(2, '0');
