import { DateTime } from 'luxon';
import { skip, type Annotated, type Grain, type Skipped } from './annotation.js';
import { twelveHour } from './decisions.js';

/**
 * andrewplummer/Sugar's locale tests (test/tests/locales/<locale>.js): each
 * `assertDateParsed('<text>', <expected>)` is an expression and the source's reading, written with
 * the suite's date helpers relative to the clock of the run; `assertDateNotParsed('<text>')` is a
 * text the source finds no date in. The helpers are read here at a fixed reference instant, with
 * the suite's own meaning (test/suite/helpers/date.js): `new Date(y, m, d, h, min)` a local date
 * as precise as its arguments (`now.getFullYear()`, `now.getMonth()`, `now.getDate()` are the
 * reference's); `getRelativeDate(y, m, d, h, min, s, ms)` the reference moved by those units, to
 * the second; `getRelativeDateReset(...)` the same with the units after the last one given reset
 * (a whole day); `testGetWeekday(w, weeks, h, min)` that weekday of the week (Sunday first) the
 * given number of weeks away; `testDateSet(<date>, {hour, minute})` a date with its clock set.
 * Other helpers (ends of months) and readings with options are counted as skipped.
 */

export const sugarPath = (locale: string): string => `test/tests/locales/${locale}.js`;
export const sugarUrl = (locale: string, line: number): string =>
  `https://github.com/andrewplummer/Sugar/blob/master/${sugarPath(locale)}#L${line}`;

const WEEKDAY_DECISION =
  'a weekday alone is the coming one, strictly after today (shared decisions: weekdays); the source reads this week’s';

const MARKED_CLOCK_DECISION =
  'a 24-hour locale keeps the bare-hour rule for a clock written with its hour mark and minutes (docs/decisions.md, fifth round: `6時45分` is 18:45)';
/** A clock 1-6 written with the hour mark and minutes, and no word for the half of the day. */
const MARKED_CLOCK = /(?<!\d)[1-6]\s*[時点點시]\s*\d{1,2}\s*[分분]/;
const HALF_OF_DAY = /午|晚|早|夜|朝|夕|凌晨|오전|오후|아침|저녁|밤|새벽|낮/;

interface Reading {
  readonly start: DateTime;
  readonly grain: Grain;
  readonly end?: DateTime;
  /** `testGetWeekday` without a week offset: a weekday of the current week. */
  readonly thisWeeksDay?: number;
}

/** The arguments of a helper call, each a number or the reference's year, month or day, plus or minus a number. */
function args(list: string, now: DateTime): number[] | undefined {
  const out: number[] = [];
  for (const raw of list.split(',')) {
    const a = raw.trim();
    if (a === '') continue;
    const m = /^(?:now\.get(FullYear|Month|Date)\(\))?\s*([+-]?\s*\d+)?$/.exec(a);
    if (m === null || (m[1] === undefined && m[2] === undefined)) return undefined;
    const base =
      m[1] === 'FullYear'
        ? now.year
        : m[1] === 'Month'
          ? now.month - 1
          : m[1] === 'Date'
            ? now.day
            : 0;
    out.push(base + Number((m[2] ?? '0').replace(/\s/g, '')));
  }
  return out;
}

const GRAINS: readonly Grain[] = ['month', 'month', 'day', 'hour', 'minute', 'second'];

/** The source's reading of one expected value, or why it is not read. */
function evaluate(expr: string, now: DateTime): Reading | string {
  const call = /^(\w+)\((.*)\)$/.exec(expr.replace(/^new Date\(/, 'newDate('));
  if (call === null) return 'an expected value the importer does not read';
  const [, name, inner] = call as unknown as [string, string, string];
  if (name === 'testDateSet') {
    const set = /^(.*\)),\s*\{([^}]*)\}$/.exec(inner);
    if (set === null) return 'an expected value the importer does not read';
    const base = evaluate(set[1]!, now);
    if (typeof base === 'string') return base;
    const fields = Object.fromEntries(
      set[2]!.split(',').map((f) => f.split(':').map((s) => s.trim()) as [string, string]),
    );
    const hour = Number(fields['hour'] ?? 0);
    const minute = Number(fields['minute'] ?? 0);
    return { start: base.start.set({ hour, minute, second: 0 }), grain: 'minute' };
  }
  const n = args(inner, now);
  if (n === undefined) return 'an expected value the importer does not read';
  if (name === 'newDate') {
    const [year, month = 0, day = 1, hour = 0, minute = 0, second = 0] = n as [number, ...number[]];
    const start = DateTime.fromObject(
      { year, month: month + 1, day, hour, minute, second },
      { zone: now.zone },
    );
    // A year alone: the whole year.
    if (n.length === 1) return { start, grain: 'month', end: start.plus({ years: 1 }) };
    return { start, grain: GRAINS[n.length - 1] ?? 'second' };
  }
  if (name === 'getRelativeDate' || name === 'getRelativeDateReset') {
    const [years = 0, months = 0, days = 0, hours = 0, minutes = 0, seconds = 0, ms = 0] = n;
    if (ms !== 0) return 'milliseconds';
    let start = now.plus({ years, months, days }).plus({ hours, minutes, seconds });
    if (name === 'getRelativeDate') return { start, grain: 'second' };
    const unit = (['year', 'month', 'day', 'hour', 'minute', 'second'] as const)[n.length - 1];
    if (unit === undefined) return 'an expected value the importer does not read';
    start = start.startOf(unit);
    return {
      start,
      grain: unit === 'year' ? 'month' : unit,
      ...(unit === 'year' ? { end: start.plus({ years: 1 }) } : {}),
    };
  }
  if (name === 'testGetWeekday') {
    const [weekday = 0, weeks = 0, hour, minute = 0] = n;
    // The suite's week starts on Sunday (`getDay()` 0).
    const sunday = now.minus({ days: now.weekday % 7 }).plus({ weeks });
    const start = sunday.plus({ days: weekday }).set({
      hour: hour ?? 0,
      minute,
      second: 0,
      millisecond: 0,
    });
    const grain: Grain = hour === undefined ? 'day' : 'minute';
    return weeks === 0 ? { start, grain, thisWeeksDay: weekday } : { start, grain };
  }
  return 'an end of a period (the importer reads instants)';
}

/** The source's cases for one locale, read at `now` (a local instant in the locale's zone). */
export function readSugar(
  file: string,
  locale: string,
  sugarLocale: string,
  now: DateTime,
  skipped: Skipped,
): Annotated[] {
  const out: Annotated[] = [];
  const lines = file.split('\n');
  lines.forEach((line, i) => {
    const source = sugarUrl(sugarLocale, i + 1);
    const base = { locale, now, source, context: `sugar-${now.toISODate() ?? ''}` };
    const refused = /assertDateNotParsed\('([^']+)'/.exec(line);
    if (refused !== null) {
      out.push({
        ...base,
        text: refused[1]!,
        reading: { refuse: 'the source finds no date in it' },
      });
      return;
    }
    const parsed = /assertDateParsed\('([^']+)',\s*(.*)\);\s*$/.exec(line);
    if (parsed === null) return;
    const [, text, expr] = parsed as unknown as [string, string, string];
    if (expr.startsWith('{')) return skip(skipped, 'andrewplummer/Sugar', 'read with options');
    const r = evaluate(expr.trim(), now);
    if (typeof r === 'string') return skip(skipped, 'andrewplummer/Sugar', r);
    const { thisWeeksDay, ...read } = r;
    let reading: Omit<Reading, 'thisWeeksDay'> = read;
    const decisions: string[] = [];
    // A weekday of the current week said on or after it: the coming one (shared decisions).
    if (thisWeeksDay !== undefined && reading.start.startOf('day') <= now.startOf('day')) {
      reading = { ...reading, start: reading.start.plus({ weeks: 1 }) };
      decisions.push(WEEKDAY_DECISION);
    }
    if (
      !twelveHour(locale) &&
      MARKED_CLOCK.test(text) &&
      !HALF_OF_DAY.test(text) &&
      reading.grain === 'minute' &&
      reading.start.hour < 12
    ) {
      reading = { ...reading, start: reading.start.plus({ hours: 12 }) };
      decisions.push(MARKED_CLOCK_DECISION);
    }
    out.push({
      ...base,
      text,
      reading,
      ...(decisions.length === 0 ? {} : { decision: decisions.join('; ') }),
    });
  });
  return out;
}
