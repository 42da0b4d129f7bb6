import { DateTime } from 'luxon';
import { skip, type Annotated, type Grain, type Skipped } from './annotation.js';

/**
 * The ninth round's independent sources for de, nl, pl, ru, uk, tr (issue 18), read from their
 * annotated tests (expressions and readings only; no code of theirs is kept or run):
 *
 * - andrewplummer/Sugar, test/tests/locales/{de,nl,ru,pl}.js (most of pl's are commented out
 *   there; its 13 others came in the eleventh round):
 *   `assertDateParsed('<text>', <expected>)`, the expected date written with the test suite's
 *   helpers (`new Date(y, m, d, h, mi)`, `getRelativeDate(y, mo, d, h, mi, s)`,
 *   `getRelativeDateReset(…)` a whole day, `testGetWeekday(weekday, weekOffset, h, mi)` in a
 *   week from Sunday, `testDateSet(date, {hour, minute})`), evaluated here at `SUGAR_NOW`.
 * - olebedev/when, rules/{nl,ru}/*_test.go: `{text, index, phrase, diff}` rows, the phrase the
 *   parser found and its offset from the tests' reference instant (2016-01-06 00:00 UTC); rows
 *   whose phrase is empty find nothing (must refuse).
 * - bear/parsedatetime, tests/Test{German,Russian}Locale.py: a hand-transcribed table (file and
 *   line), read at `PDT_NOW` (the tests use the machine's clock).
 * - scrapinghub/dateparser, tests/test_languages.py (uk, tr): the English translation each
 *   expression must have, read at `PDT_NOW` (hand-transcribed, file and line).
 *
 * Decisions (ours, as for Carbon): a bare weekday, which Sugar reads as this Sunday-first week's
 * (possibly gone), is the coming one; a week, month or year named as a whole ("nächste Woche",
 * "volgende maand") is a period, not an instant, and skipped; so are bare month names and years.
 */

const SUGAR = 'https://github.com/andrewplummer/Sugar/blob/master/test/tests/locales/';
const WHEN = 'https://github.com/olebedev/when/blob/master/rules/';
const PDT = 'https://github.com/bear/parsedatetime/blob/master/tests/';
const DATEPARSER = 'https://github.com/scrapinghub/dateparser/blob/master/tests/test_languages.py';

/** A Wednesday morning, before any of Sugar's this-year dates. */
export const SUGAR_NOW = DateTime.fromISO('2026-02-11T10:00:00', { zone: 'UTC' });
const WHEN_NOW = DateTime.fromISO('2016-01-06T00:00:00', { zone: 'UTC' });
/** parsedatetime and dateparser read at the machine's clock: an early Wednesday here. */
export const PDT_NOW = DateTime.fromISO('2026-02-11T06:00:00', { zone: 'UTC' });

export const sugarLocales = ['de', 'nl', 'ru', 'pl'] as const;
export const sugarPath = (locale: string): string => `test/tests/locales/${locale}.js`;

interface Dated {
  readonly t: DateTime;
  readonly grain: Grain;
  /** A bare weekday (Sugar's this week): the coming one is meant. */
  readonly bareWeekday?: boolean;
  /** A whole week, month or year: not an instant. */
  readonly period?: boolean;
  /** A month or a year alone, past or not. */
  readonly alone?: boolean;
}

const num = (s: string): number => Number(s.trim());

/** One of Sugar's expected-date expressions, or undefined when it has anything else. */
function sugarDate(expr: string, now: DateTime): Dated | undefined {
  const e = expr.replace(/\s+/g, '');
  let m = /^newDate\((now\.getFullYear\(\)|\d+)((?:,\d+)*)\)$/.exec(e);
  if (m !== null) {
    const year = m[1]!.startsWith('now') ? now.year : num(m[1]!);
    const rest = m[2]!.split(',').slice(1).map(num);
    if (rest.length < 2) return { t: now, grain: 'month', period: true, alone: true };
    const [month, day, hour, minute] = rest;
    const t = DateTime.fromObject(
      { year, month: month! + 1, day, hour: hour ?? 0, minute: minute ?? 0 },
      { zone: now.zone },
    );
    return { t, grain: hour === undefined ? 'day' : minute === undefined ? 'hour' : 'minute' };
  }
  m = /^(getRelativeDate|getRelativeDateReset)\(([-\d,]*)\)$/.exec(e);
  if (m !== null) {
    const a = m[2]!.split(',').map(num);
    const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, ms = 0] = a;
    if (ms !== 0) return undefined;
    if (a.every((x) => x === 0)) return { t: now, grain: 'day', period: true, alone: true };
    const t = now.plus({ years: y, months: mo, days: d, hours: h, minutes: mi, seconds: s });
    if (m[1] === 'getRelativeDateReset') return { t: t.startOf('day'), grain: 'day' };
    const whole =
      (a.length === 3 && y === 0 && mo === 0 && Math.abs(d) === 7) ||
      (a.length === 2 && y === 0 && Math.abs(mo) === 1) ||
      (a.length === 1 && Math.abs(y) === 1);
    return { t, grain: a.length > 3 ? 'second' : 'day', period: whole };
  }
  m = /^testGetWeekday\(([-\d,]*)\)$/.exec(e);
  if (m !== null) {
    const [weekday = 0, offset = 0, h = 0, mi = 0] = m[1]!.split(',').map(num);
    const base = now.plus({ weeks: offset });
    const t = base.plus({ days: weekday - (base.weekday % 7) }).set({ hour: h, minute: mi });
    const grain = m[1]!.split(',').length > 2 ? 'minute' : 'day';
    return { t: t.startOf(grain), grain, bareWeekday: offset === 0 };
  }
  m = /^testDateSet\((.+\)),\{hour:(\d+)(?:,minute:(\d+))?\}\)$/.exec(e);
  if (m !== null) {
    const d = sugarDate(m[1]!, now);
    if (d === undefined) return undefined;
    const t = d.t.set({ hour: num(m[2]!), minute: m[3] === undefined ? 0 : num(m[3]) });
    return { t, grain: 'minute' };
  }
  return undefined;
}

/** Sugar's `assertDateParsed` lines of one locale's test file. */
export function readSugar(text: string, locale: string, skipped: Skipped): Annotated[] {
  const source = `${SUGAR}${locale}.js`;
  const out: Annotated[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*assertDateParsed\((['"])(.+?)\1,\s*(?:'[^']*',\s*)?(.+)\);\s*$/.exec(line);
    if (m === null) continue;
    const d = sugarDate(m[3]!, SUGAR_NOW);
    if (d === undefined) {
      skip(skipped, source, 'an expected date the importer does not evaluate (milliseconds)');
      continue;
    }
    if (d.alone === true) {
      skip(skipped, source, 'a month or a year alone, or a zero offset, not an instant');
      continue;
    }
    if (d.period && d.t > SUGAR_NOW) {
      skip(skipped, source, 'a week, month or year as a whole, not an instant');
      continue;
    }
    let t = d.t;
    if (d.bareWeekday === true && t.startOf('day') <= SUGAR_NOW.startOf('day'))
      t = t.plus({ weeks: 1 });
    out.push({
      text: m[2]!,
      now: SUGAR_NOW,
      locale,
      source,
      context: 'sugar-2026-02-11T10:00',
      reading: { start: t, grain: d.grain },
      ...(t === d.t
        ? {}
        : {
            decision:
              'a bare weekday is the coming one, next week on that weekday (decisions: weekdays)',
          }),
    });
  }
  return out;
}

export const whenFiles: Record<string, readonly string[]> = {
  nl: [
    'casual_test',
    'deadline_test',
    'exact_month_date_test',
    'hour_minute_test',
    'hour_test',
    'nl_test',
    'past_time_test',
    'weekday_test',
  ],
  ru: [
    'casual_test',
    'date_test',
    'deadline_test',
    'dot_date_time_test',
    'hour_minute_test',
    'hour_test',
    'ru_test',
    'weekday_test',
  ],
};

/** when's hour for a part of the day → the hours of that part [from, to). */
const PARTS: Record<number, readonly [number, number]> = {
  8: [6, 12],
  12: [11, 14],
  15: [12, 18],
  18: [17, 22],
  23: [20, 24],
};
const THIS = /^(deze|dit|этот|эту|эта|это)\s/iu;
const NOW_WORDS = /^(nu|сейчас|прямо сейчас)$/iu;

const GO_UNITS: Record<string, number> = {
  'time.Hour': 3_600_000,
  'time.Minute': 60_000,
  'time.Second': 1_000,
};

/** A Go duration expression of the when tests, in milliseconds, or undefined. */
function goDuration(expr: string): number | undefined {
  let e = expr.replace(
    /time\.Date\((\d+),\s*(?:time\.)?(\w+),\s*(\d+),\s*(\d+),\s*(\d+),\s*\d+,\s*\d+,\s*time\.UTC\)\.Sub\(null\)/g,
    (_all, y: string, mo: string, d: string, h: string, mi: string) => {
      const month = /^\d+$/.test(mo) ? Number(mo) : DateTime.fromFormat(mo, 'MMMM').month;
      const t = DateTime.fromObject(
        { year: Number(y), month, day: Number(d), hour: Number(h), minute: Number(mi) },
        { zone: 'UTC' },
      );
      return String(t.toMillis() - WHEN_NOW.toMillis());
    },
  );
  for (const [unit, ms] of Object.entries(GO_UNITS)) e = e.split(unit).join(`(${ms})`);
  if (!/^[\d\s+\-*/()]+$/.test(e)) return undefined;
  return Number(new Function(`return (${e});`)());
}

/** One of when's test files: its fixture rows. */
export function readWhen(
  text: string,
  locale: string,
  file: string,
  skipped: Skipped,
): Annotated[] {
  const source = `${WHEN}${locale}/${file}.go`;
  const out: Annotated[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*\{"((?:[^"\\]|\\.)*)",\s*(\d+),\s*"((?:[^"\\]|\\.)*)",\s*(.+)\},?\s*$/.exec(
      line,
    );
    if (m === null) continue;
    const [, whole, , phrase, diffExpr] = m;
    const base = { now: WHEN_NOW, locale, source, context: 'when-2016-01-06T00:00' };
    const dotted = /^(\d{1,2})\.(\d{2})$/.exec(whole!);
    if (phrase === '' && dotted !== null) {
      // The rule under test reads a date with its clock only; '15.01' alone is 15 January or
      // 15:01 (decisions: a dotted date alone asks).
      const [d, m] = [Number(dotted[1]), Number(dotted[2])];
      let date = WHEN_NOW.set({ month: m, day: d, hour: 9 });
      if (date < WHEN_NOW) date = date.plus({ years: 1 });
      let clock = WHEN_NOW.set({ hour: d, minute: m });
      if (clock < WHEN_NOW) clock = clock.plus({ days: 1 });
      out.push({
        ...base,
        text: whole!,
        reading: {
          ask: [date, clock],
          reason: 'a dotted date alone is also a clock (issue 18: ask)',
        },
      });
      continue;
    }
    if (phrase === '') {
      out.push({ ...base, text: whole!, reading: { refuse: 'the source finds no time in it' } });
      continue;
    }
    if (file === 'exact_month_date_test' && /^\p{L}+\.?$/u.test(phrase!)) {
      skip(skipped, source, 'a month alone, not an instant');
      continue;
    }
    const ms = goDuration(diffExpr!);
    if (ms === undefined) {
      skip(skipped, source, "a reading relative to the test machine's clock");
      continue;
    }
    let t = WHEN_NOW.plus({ milliseconds: ms });
    const words = !/\d/.test(phrase!);
    // `this <weekday>` already gone this week: the coming one, as a bare weekday (decisions: weekdays).
    if (words && t < WHEN_NOW && THIS.test(phrase!) && ms > -7 * 86_400_000) {
      out.push({
        ...base,
        text: phrase!,
        reading: { start: t.plus({ weeks: 1 }), grain: 'day' },
        decision: 'this <weekday> gone this week is the coming one (decisions: weekdays)',
      });
      continue;
    }
    const part = words ? PARTS[t.hour] : undefined;
    if (part !== undefined && t.minute === 0 && t > WHEN_NOW) {
      // A part of the day alone: when reads it at its own hour; any hour of that part is right.
      const day = t.startOf('day');
      out.push({
        ...base,
        text: phrase!,
        reading: {
          start: day.plus({ hours: part[0] }),
          end: day.plus({ hours: part[1] }),
          grain: 'hour',
        },
        decision: "a part of the day alone: any hour of it (when's default hour is its own)",
      });
      continue;
    }
    const dayOnly = ms % 86_400_000 === 0 && !/\d[:.]\d/.test(phrase!) && !NOW_WORDS.test(phrase!);
    t = dayOnly ? t.startOf('day') : t;
    out.push({ ...base, text: phrase!, reading: { start: t, grain: dayOnly ? 'day' : 'second' } });
  }
  return out;
}

/** [locale, text, source file, line, reading: local date, local date-time, 'refuse' (past), or a duration from PDT_NOW]. */
type Row = readonly [string, string, string, number, string];

/** parsedatetime's German and Russian tests, dateparser's Ukrainian and Turkish language tests. */
const ROWS: readonly Row[] = [
  ['de', '23:00:00', 'TestGermanLocale.py', 39, '2026-02-11T23:00'],
  ['de', '23:00', 'TestGermanLocale.py', 41, '2026-02-11T23:00'],
  ['de', '2300', 'TestGermanLocale.py', 43, '2026-02-11T23:00'],
  ['de', '11:00:00', 'TestGermanLocale.py', 49, '2026-02-11T11:00'],
  ['de', '11:00', 'TestGermanLocale.py', 51, '2026-02-11T11:00'],
  ['de', '1100', 'TestGermanLocale.py', 53, '2026-02-11T11:00'],
  ['de', '730', 'TestGermanLocale.py', 58, '2026-02-11T07:30'],
  ['de', '0730', 'TestGermanLocale.py', 59, '2026-02-11T07:30'],
  ['de', '1730', 'TestGermanLocale.py', 64, '2026-02-11T17:30'],
  ['de', '173000', 'TestGermanLocale.py', 65, '2026-02-11T17:30'],
  ['de', '25.08.2006', 'TestGermanLocale.py', 74, 'refuse'],
  ['de', '25.8.06', 'TestGermanLocale.py', 76, 'refuse'],
  ['de', '25.8', 'TestGermanLocale.py', 85, '2026-08-25'],
  ['de', '25.08', 'TestGermanLocale.py', 87, '2026-08-25'],
  ['ru', '23:00:00', 'TestRussianLocale.py', 39, '2026-02-11T23:00'],
  ['ru', '23:00', 'TestRussianLocale.py', 40, '2026-02-11T23:00'],
  ['ru', '2300', 'TestRussianLocale.py', 41, '2026-02-11T23:00'],
  ['ru', '11:00:00', 'TestRussianLocale.py', 47, '2026-02-11T11:00'],
  ['ru', '11:00', 'TestRussianLocale.py', 48, '2026-02-11T11:00'],
  ['ru', '1100', 'TestRussianLocale.py', 49, '2026-02-11T11:00'],
  ['ru', '730', 'TestRussianLocale.py', 54, '2026-02-11T07:30'],
  ['ru', '0730', 'TestRussianLocale.py', 55, '2026-02-11T07:30'],
  ['ru', '1730', 'TestRussianLocale.py', 60, '2026-02-11T17:30'],
  ['ru', '173000', 'TestRussianLocale.py', 61, '2026-02-11T17:30'],
  ['ru', '25.08.2006', 'TestRussianLocale.py', 70, 'refuse'],
  ['ru', '25.8', 'TestRussianLocale.py', 81, '2026-08-25'],
  ['ru', '25.08', 'TestRussianLocale.py', 82, '2026-08-25'],
  ['ru', '25 августа 2006 23:05', 'TestRussianLocale.py', 88, 'refuse'],
  ['ru', '25 августа 2006', 'TestRussianLocale.py', 92, 'refuse'],
  ['ru', '25 сентября 2006 23:05', 'TestRussianLocale.py', 98, 'refuse'],
  ['ru', 'вчера', 'TestRussianLocale.py', 109, 'refuse'],
  ['ru', 'завтра', 'TestRussianLocale.py', 113, '2026-02-12'],
  ['ru', 'позавчера', 'TestRussianLocale.py', 118, 'refuse'],
  ['ru', 'послезавтра', 'TestRussianLocale.py', 123, '2026-02-13'],
  ['tr', '2 Ocak 2015 Cuma, 16:49', 'test_languages.py', 116, 'refuse'],
  ['tr', 'dün', 'test_languages.py', 1190, 'refuse'],
  ['tr', '11 saat önce', 'test_languages.py', 2028, 'refuse'],
  ['tr', '10 yıl sonra', 'test_languages.py', 2029, 'refuse'],
  ['tr', 'geçen ay', 'test_languages.py', 2030, 'refuse'],
  ['uk', '30 листопада 2013 о 04:27', 'test_languages.py', 135, 'refuse'],
  ['uk', '22 верес 2021 о 07:37', 'test_languages.py', 136, 'refuse'],
  ['uk', '28 лютого 2020 року об 11:57', 'test_languages.py', 137, 'refuse'],
  ['uk', 'позавчора', 'test_languages.py', 1270, 'refuse'],
  ['uk', 'післязавтра', 'test_languages.py', 1271, '2026-02-13'],
  ['uk', 'через 2 дні', 'test_languages.py', 1272, 'P2D'],
  ['uk', 'через 2 доби', 'test_languages.py', 1273, 'P2D'],
  ['uk', 'через 5 діб', 'test_languages.py', 1274, 'P5D'],
  ['uk', "через п'ять діб", 'test_languages.py', 1275, 'P5D'],
  ['uk', 'за вісім днів', 'test_languages.py', 1276, 'P8D'],
  ['uk', '18 хвилин тому', 'test_languages.py', 2038, 'refuse'],
  ['uk', 'через 22 роки', 'test_languages.py', 2039, 'refuse'],
  ['uk', 'півгодини тому', 'test_languages.py', 2041, 'refuse'],
  ['uk', 'пів години тому', 'test_languages.py', 2042, 'refuse'],
  ['uk', 'півроку тому', 'test_languages.py', 2043, 'refuse'],
  ['uk', 'за півтора року', 'test_languages.py', 2044, 'refuse'],
];

/** The hand-transcribed rows. */
export function readRows(): Annotated[] {
  return ROWS.map(([locale, text, file, line, r]) => {
    const source = file.startsWith('Test') ? `${PDT}${file}#L${line}` : `${DATEPARSER}#L${line}`;
    const base = { text, now: PDT_NOW, locale, source, context: 'north-2026-02-11T06:00' };
    if (r === 'refuse')
      return { ...base, reading: { refuse: 'past, or beyond one year, in the source' } };
    if (r.startsWith('P'))
      return {
        ...base,
        reading: { start: PDT_NOW.plus({ days: Number(r.slice(1, -1)) }), grain: 'day' },
      };
    const t = DateTime.fromISO(r, { zone: 'UTC' });
    return { ...base, reading: { start: t, grain: r.includes('T') ? 'minute' : 'day' } };
  });
}
