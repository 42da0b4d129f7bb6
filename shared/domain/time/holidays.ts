import { wall, type Moment } from './calendar.js';
import type { Clock } from './clock.js';
import { durationAt } from './duration.js';
import { yearBefore, yearWord } from './grammar.js';
import { normalize } from './normalize.js';
import { isMarker, phrase, tokenize, type Token } from './tokenize.js';
import {
  holidayTable,
  type HolidayEntry,
  type HolidayIndex,
  type HolidayTable,
  type Keyed,
} from './holiday-index.js';

export type { HolidayEntry, HolidayTable };
import { foldDiacritics, installHolidayIndexer, type Lexicon } from './vocabulary.js';
import { DAY_MS, instantOf, utcFields, utcMs } from './zone.js';

/**
 * Holidays and named days (decisions.md, "Holidays and named days"): one table per locale,
 * locales/holidays/<locale>.json, generated from the date-holidays package by `npm run holidays`
 * for the locale's region, with its names in the locale's language and in English. The dates
 * come with the table (a fixed month and day, or one date per year for Easter-based, n-th
 * weekday and lunar holidays): nothing here computes a calendar, so the rules stay in the data.
 */

/**
 * A holiday named in an expression: which, moved by `offset` days, in `year` when one is written
 * ('christmas 2027', '2027年春节'), or `years` after this one when a year word is ('christmas next
 * year', '来年の元日': 1; 'christmas this year', '올해 추석': 0). `next`: named with a `next` word
 * ('next christmas', 'Noël prochain'), which asks like `next <weekday>` while this year's is ahead.
 */
export interface HolidayDay {
  readonly kind: 'holiday';
  readonly entries: readonly HolidayEntry[];
  readonly offset: number;
  readonly year: number | undefined;
  readonly years?: number;
  readonly next?: true;
}

/** A year written with a day: a number ('2027') or years after this one (a year word: 1 or 0). */
type NamedYear = ReturnType<typeof yearBefore>;

/** A year of four digits after a name ('christmas 2027'). */
function fourDigitYear(t: Token | undefined): number | undefined {
  return t?.type === 'number' && t.text.length === 4 && t.value >= 1900 && t.value <= 2200
    ? t.value
    : undefined;
}

/** Four digits alone right before a name ('2027 ramazan bayramı', as Turkish writes the year): its year. */
function yearBeforeName(tokens: readonly Token[], i: number, index: HolidayIndex): NamedYear {
  const year = index.names.starts.has(tokens[i + 1]?.text ?? '')
    ? fourDigitYear(tokens[i])
    : undefined;
  return year === undefined ? undefined : { year, next: i + 1 };
}

/**
 * A year after a day, fillers before it: '2027', 'de 2027', 'next year', 'nächstes Jahr', "l'année
 * prochaine", 'del año que viene', 'this year'.
 */
export function yearAfter(tokens: readonly Token[], j: number, to: number): NamedYear {
  let k = j;
  while (k < to && isMarker(tokens[k], 'filler')) k++;
  if (k >= to) return undefined;
  const year = fourDigitYear(tokens[k]);
  if (year !== undefined) return { year, next: k + 1 };
  const years = yearWord(tokens[k]);
  return years === undefined ? undefined : { years, next: k + 1 };
}

/** A `next` word at `j` ('next', 'nächstes', 'prochain', 'gelecek', '다음'), fillers before it when `fillers`. */
export function nextWordAt(
  tokens: readonly Token[],
  j: number,
  to: number,
  fillers: boolean,
): number {
  let k = j;
  while (fillers && k < to && isMarker(tokens[k], 'filler')) k++;
  return k < to && (isMarker(tokens[k], 'next') || isMarker(tokens[k], 'next_either')) ? k + 1 : j;
}

/**
 * A name or phrase as the reader meets it: its tokens (read with `lexicon`) joined by one space.
 * `npm run holidays` writes the tables' names and phrases so, once: reading every name at run
 * time would run the tokenizer over hundreds of names in every script, which measurably slows
 * the parses that follow.
 */
export function holidayKey(text: string, lexicon: Lexicon): string | undefined {
  const normalized = normalize(text);
  if (normalized === undefined) return undefined;
  const tokens = tokenize(normalized, lexicon);
  return tokens.length === 0 ? undefined : phrase(tokens, 0, tokens.length);
}

/** The holiday index of `locale` (its table's names and phrases are keys already), or undefined when the locale has no table. */
export function holidayIndexFor(locale: string): HolidayIndex | undefined {
  const table = holidayTable(locale);
  if (table === undefined) return undefined;
  const keyed = <V>(map: ReadonlyMap<string, V>): Keyed<V> => ({
    map,
    starts: new Set([...map.keys()].map((k) => k.split(' ')[0] ?? '')),
    longest: Math.max(1, ...[...map.keys()].map((k) => k.split(' ').length)),
  });
  const names = new Map<string, HolidayEntry[]>();
  for (const entry of table.holidays)
    // A name of two words or more also as typed without its diacritics ('dia de reyes',
    // 'reveillon de noel'); one word keeps them (Brazil's 'réveillon' is New Year's Eve, French's
    // two evenings).
    for (const name of new Set(
      entry.names.flatMap((n) => (n.includes(' ') ? [n, foldDiacritics(n)] : [n])),
    )) {
      const list = names.get(name) ?? [];
      list.push(entry);
      names.set(name, list);
    }
  const named = keyed<readonly HolidayEntry[]>(names);
  const before = keyed(new Map(Object.entries(table.before ?? {})));
  return {
    names: named,
    before,
    after: keyed(new Map(Object.entries(table.after ?? {}))),
    relations: keyed(new Map(Object.entries(table.relations ?? {}))),
    of: new Set(table.of),
    starts: new Set([...named.starts, ...before.starts]),
  };
}

/** Whether a holiday may start at `i` (a cheap test: most expressions name none). */
export function mayStartHoliday(tokens: readonly Token[], i: number, index: HolidayIndex): boolean {
  const t = tokens[i];
  if (t === undefined) return false;
  if (index.starts.has(t.text)) return true;
  // 'next christmas', 'on thanksgiving', 'à noël'; '2 days before thanksgiving', 'a week after easter'.
  const m = t.marker;
  if (
    m === 'next' ||
    m === 'next_either' ||
    m === 'this' ||
    m === 'on' ||
    m === 'at' ||
    m === 'the'
  )
    return (
      index.starts.has(tokens[i + 1]?.text ?? '') ||
      (isMarker(tokens[i + 1], 'the') && index.starts.has(tokens[i + 2]?.text ?? ''))
    );
  // '2027 ramazan bayramı': four digits, the year, right before a name.
  if (yearBeforeName(tokens, i, index) !== undefined) return true;
  // '来年の元日', '明年春节', '2027年春节', '내년 추석', 'gelecek yıl yılbaşı'.
  if (m === 'next_year' || m === 'this_year' || (t.type === 'number' && t.text.length === 4)) {
    const year = yearBefore(tokens, i, tokens.length);
    if (year !== undefined) return index.starts.has(tokens[year.next]?.text ?? '');
  }
  return (
    (t.type === 'number' || t.meaning?.kind === 'number') &&
    index.relations.starts.has(tokens[i + 2]?.text ?? '')
  );
}

/** The longest phrase of `keyed` starting at `i`: its value and the index after it. */
function longestAt<V>(
  tokens: readonly Token[],
  i: number,
  n: number,
  keyed: Keyed<V>,
): { value: V; next: number } | undefined {
  if (!keyed.starts.has(tokens[i]?.text ?? '')) return undefined;
  for (let k = Math.min(keyed.longest, n - i); k > 0; k--) {
    const value = keyed.map.get(phrase(tokens, i, i + k));
    if (value !== undefined) return { value, next: i + k };
  }
  return undefined;
}

/**
 * The table's phrase after a named day that moves it by whole days ('の翌日', '前日', '다음날',
 * '的前一天', '第二天'), at `i`: the days and the index after it. Read after any day, not only a
 * holiday ('15日の翌日', and the 25th hour's '翌日' in '15日の25時').
 */
export function dayOffsetAt(
  tokens: readonly Token[],
  i: number,
  n: number,
  index: HolidayIndex,
): { value: number; next: number } | undefined {
  return longestAt(tokens, i, n, index.after);
}

/**
 * The table's word between a count and the day it moves ('before' -1, 'vor' -1, 'avant' -1,
 * 'antes del' -1, 'после' 1), at `i`: the direction and the index after it. Read before any day
 * ('2 jours avant le 20 mars'), not only a holiday ('3 jours avant Noël').
 */
export function relationAt(
  tokens: readonly Token[],
  i: number,
  n: number,
  index: HolidayIndex,
): { value: number; next: number } | undefined {
  return longestAt(tokens, i, n, index.relations);
}

/**
 * A holiday at `i`: '[on|at] [<year>] [next|this] [<N days> <relation> | <before phrase>] <name>
 * [<after phrase>] [<year> | next]' ('christmas', 'the day after christmas', '2 days before
 * thanksgiving', 'la veille de noël', '春节前一天', 'christmas 2027', 'christmas next year',
 * '来年の元日', 'Noël prochain'). Undefined when none starts there.
 */
export function holidayAt(
  tokens: readonly Token[],
  i: number,
  n: number,
  index: HolidayIndex,
): { day: HolidayDay; next: number } | undefined {
  let j = i;
  if (isMarker(tokens[j], 'on') || isMarker(tokens[j], 'at')) j++;
  // '来年の元日', '2027年春节', '내년 추석', 'gelecek yıl yılbaşı'; four digits alone before a name
  // ('2027 ramazan bayramı', as Turkish writes the year) are its year, never a clock.
  const before = yearBefore(tokens, j, n) ?? yearBeforeName(tokens, j, index);
  if (before !== undefined) j = before.next;
  // 'the spring bank holiday', 'on the early may bank holiday'.
  if (isMarker(tokens[j], 'the') && index.names.starts.has(tokens[j + 1]?.text ?? '')) j++;
  let next = nextWordAt(tokens, j, n, false) > j;
  if (next || isMarker(tokens[j], 'this')) j++;
  let offset = 0;
  const relation = index.relations.starts.has(tokens[j + 2]?.text ?? '')
    ? durationAt(tokens, j, n)
    : undefined;
  const rel =
    relation === undefined ? undefined : longestAt(tokens, relation.next, n, index.relations);
  if (relation !== undefined && rel !== undefined) {
    const days = relation.span.seconds / 86_400;
    // Whole days only: '2 hours before christmas' names no clock.
    if (relation.span.months !== 0 || !Number.isInteger(days) || days <= 0) return undefined;
    offset = days * rel.value;
    j = rel.next;
  } else {
    const before = longestAt(tokens, j, n, index.before);
    if (before !== undefined && index.names.starts.has(tokens[before.next]?.text ?? '')) {
      offset = before.value;
      j = before.next;
    }
  }
  const name = longestAt(tokens, j, n, index.names);
  if (name === undefined) return undefined;
  j = name.next;
  const after = longestAt(tokens, j, n, index.after);
  if (after !== undefined) {
    offset += after.value;
    j = after.next;
  }
  // 'christmas 2027', 'Natal de 2027', 'christmas next year', "Noël l'année prochaine"; else a
  // `next` word after the name ('Noël prochain', 'Natale prossimo', 'Navidad que viene').
  const named = before ?? yearAfter(tokens, j, n);
  if (before === undefined && named !== undefined) j = named.next;
  else if (named === undefined && nextWordAt(tokens, j, n, true) > j) {
    next = true;
    j = nextWordAt(tokens, j, n, true);
  }
  // A year and a `next` word together ('next christmas 2027'): which one is meant?
  if (named !== undefined && next) return undefined;
  const day: HolidayDay =
    named?.years !== undefined
      ? { kind: 'holiday', entries: name.value, offset, year: undefined, years: named.years }
      : next
        ? { kind: 'holiday', entries: name.value, offset, year: undefined, next: true }
        : { kind: 'holiday', entries: name.value, offset, year: named?.year };
  return { day, next: j };
}

/** The wall date `offset` days after 'YYYY-MM-DD' (or after `year`'s 'MM-DD'). */
function dayOf(
  year: number,
  monthDay: string,
  offset: number,
): { year: number; month: number; day: number } {
  const [month, day] = monthDay.split('-').map(Number);
  return utcFields(utcMs(year, month ?? NaN, day ?? NaN, 0, 0, 0) + offset * DAY_MS);
}

/** The instants of one holiday's days (moved by `offset`) at `clock`, ascending: in `year` if given. */
function instants(
  m: Moment,
  entry: HolidayEntry,
  offset: number,
  year: number | undefined,
  clock: Clock,
): number[] {
  const days: { year: number; month: number; day: number }[] = [];
  if (entry.on !== undefined) {
    const from = year ?? m.today.year - 1;
    for (let y = from; y <= (year ?? m.today.year + 2); y++) days.push(dayOf(y, entry.on, offset));
  } else
    for (const date of entry.dates ?? []) {
      const y = Number(date.slice(0, 4));
      if (year === undefined || y === year) days.push(dayOf(y, date.slice(5), offset));
    }
  return days.map((d) => instantOf(m.zone, wall(d.year, d.month, d.day, clock)));
}

/**
 * The instant a named holiday means: its next occurrence ahead of now at `clock` (today's when
 * its time is still ahead, as a date's), or its occurrence in the year written (past or not: the
 * caller refuses a past one). The region's own holiday of that name wins; a name only other
 * regions have asks between their dates, is read when two or more regions keep it on the same
 * day, and is refused when only one region's date is known.
 */
export function holidayTime(
  m: Moment,
  day: HolidayDay,
  clock: Clock,
): { time: number } | { either: { time: number }[] } | undefined {
  const local = day.entries.filter((e) => e.region === undefined);
  const year = day.year ?? (day.years === undefined ? undefined : m.today.year + day.years);
  const times: number[] = [];
  let later: number | undefined;
  for (const entry of local.length > 0 ? local : day.entries) {
    const all = instants(m, entry, day.offset, year, clock);
    const t = year === undefined ? all.find((x) => x >= m.now) : all[0];
    if (t !== undefined && !times.includes(t)) times.push(t);
    // 'next christmas' while this year's is ahead: this year's or next year's, as 'next friday'
    // while this week's is ahead (the ask keeps the readings within the horizon).
    if (day.next === true && t !== undefined && later === undefined && times.length === 1) {
      const thisYear = instants(m, entry, day.offset, m.today.year, clock)[0];
      if (thisYear === t) later = all.find((x) => x > t);
    }
  }
  times.sort((a, b) => a - b);
  // Another region's day alone may not be the user's; two or more regions on one day are.
  const regions = local.length > 0 ? 2 : new Set(day.entries.map((e) => e.region)).size;
  if (times.length === 0 || (times.length < 2 && regions < 2)) return undefined;
  if (times.length === 1 && later !== undefined)
    return { either: [{ time: times[0] as number }, { time: later }] };
  return times.length === 1
    ? { time: times[0] as number }
    : { either: times.map((time) => ({ time })) };
}

// The lexicon holds the index (vocabulary.ts imports nothing from here, see holiday-index.ts).
installHolidayIndexer(holidayIndexFor);
