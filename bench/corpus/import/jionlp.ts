import { CalendarChinese } from 'date-chinese';
import { DateTime } from 'luxon';
import { skip, type Annotated, type Skipped } from './annotation.js';

/**
 * dongrixinyu/JioNLP's time parser tests (test/test_time_parser.py): each case is the text, its
 * reference instant (`time_base`) and the source's reading, a `time_point` with its first and
 * last second. Only time points with a fixed reference are kept; spans, periods, deltas and cases
 * whose reference is the clock of the run are counted as skipped. The reference's zone is China's
 * (the file writes `_ts_1` = 1623604000 as 2021-06-14 01:06:40).
 */

export const jionlpPath = 'test/test_time_parser.py';
export const jionlpUrl = `https://github.com/dongrixinyu/JioNLP/blob/master/${jionlpPath}`;

const ZONE = 'Asia/Shanghai';
const STAMPS: Record<string, number> = { _ts_1: 1623604000, _ts_2: 1630480532 };

function reference(base: string): DateTime | undefined {
  const stamp = STAMPS[base] ?? (/^\d+\.?\d*$/.test(base) ? Number(base) : undefined);
  if (stamp !== undefined) return DateTime.fromSeconds(stamp, { zone: ZONE });
  const parts = /^(?:datetime\.datetime\(|\[)([\d, ]+)[)\]]$/.exec(base);
  if (parts === null) return undefined;
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = parts[1]!
    .split(',')
    .map((n) => Number(n.trim()));
  return DateTime.fromObject({ year, month, day, hour, minute, second }, { zone: ZONE });
}

const CASE =
  /\[\s*'([^'\n]+)',\s*([^\n{]*?),\s*\{'type': '(\w+)', 'definition': '\w+',\s*'time': \['([\d: -]+)', '([\d: -]+)'\]/g;

/** Where the source's reading is not ours, by a documented decision: the reading we expect, and why. */
const DECIDED: Record<string, readonly [string, string]> = {
  午后: [
    '15:00',
    'a time of day alone is read at its hour, the afternoon 15:00 (decisions: times of day)',
  ],
};

/** A written date without a year (`1月3`, `9日上午`), not a relative one. */
const DATE_WITHOUT_YEAR = /^[^年昨前去上过本这同当今]*[\d一二三四五六七八九十]+[月日号號]/;
/** A lunar date (decisions.md, twelfth round): the 15th in words after a month, or a 初 day. */
const LUNAR_DATE = /^[^年]*月(?:十五$|十五[^日号號]|初)/;

/** The same lunar month and day one lunar year later, as a Gregorian date at `start`'s clock. */
function nextLunarYear(start: DateTime): DateTime {
  const calendar = new CalendarChinese();
  const [cycle = 0, year = 0, month = 0, , day = 0] = calendar
    .fromGregorian(start.year, start.month, start.day)
    .get();
  calendar.set(year === 60 ? cycle + 1 : cycle, (year % 60) + 1, month, 0, day);
  const g = calendar.toGregorian(start.year + 1);
  return start.set({ year: g.year, month: g.month, day: g.day });
}

export function readJionlp(text: string, skipped: Skipped): Annotated[] {
  const out: Annotated[] = [];
  // The block the source runs with `ret_future`: the period after the current one (`10月8号` said on
  // 1 September is 2022's, `1号晚上9点` said on the 1st is next month's), not the next occurrence.
  const future = text.indexOf('未来时间参数扩展');
  for (const m of text.matchAll(CASE)) {
    if (future >= 0 && m.index > future) {
      skip(
        skipped,
        jionlpUrl,
        'ret_future: the period after the current one, not the next occurrence',
      );
      continue;
    }
    const [, expression, base, type, from, to] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const line = text.slice(0, m.index).split('\n').length;
    const source = `${jionlpUrl}#L${line}`;
    if (type !== 'time_point') {
      skip(skipped, jionlpUrl, `a ${type.replace('time_', '')}, not an instant`);
      continue;
    }
    const now = reference(base.trim());
    if (now === undefined) {
      skip(skipped, jionlpUrl, 'no fixed reference instant (the clock of the run)');
      continue;
    }
    let start: DateTime = DateTime.fromSQL(from, { zone: ZONE });
    let last: DateTime = DateTime.fromSQL(to, { zone: ZONE });
    let decision: string | undefined;
    // The source resolves a date without a year in the reference's year (month) even when past; a
    // reminder means its next occurrence (decisions: dates without a year, a day of the month alone).
    if (last < now && DATE_WITHOUT_YEAR.test(expression)) {
      const step = /月/.test(expression) ? { years: 1 } : { months: 1 };
      const lunar = LUNAR_DATE.test(expression);
      while (last < now) {
        const span = last.diff(start);
        // A lunar date's next occurrence is next lunar year's, not a Gregorian year later.
        start = lunar ? nextLunarYear(start) : start.plus(step);
        last = lunar ? start.plus(span) : last.plus(step);
      }
      decision = 'a date without a year is its next occurrence (decisions: dates without a year)';
    }
    const decided = DECIDED[expression];
    if (decided !== undefined) {
      const [h, mi] = decided[0].split(':').map(Number);
      start = start.set({ hour: h, minute: mi, second: 0 });
      last = start.plus({ seconds: 59 });
      decision = decided[1];
    }
    const span = last.diff(start, 'seconds').seconds;
    const context = `jionlp-${now.toISO({ includeOffset: false, suppressMilliseconds: true }) ?? ''}`;
    out.push({
      text: expression,
      now,
      locale: 'zh-CN',
      source,
      context,
      ...(decision === undefined ? {} : { decision }),
      reading:
        span === 0
          ? { start, grain: 'second' }
          : span === 59
            ? { start, grain: 'minute' }
            : { start, grain: 'hour', end: last.plus({ seconds: 1 }) },
    });
  }
  return out;
}
