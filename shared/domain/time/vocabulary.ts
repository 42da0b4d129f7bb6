/**
 * The words of the time-expression grammar, as data: one table for English (accepted in every
 * locale) and one small table per Discord locale that adds its own words. Nothing in the parser
 * branches on a locale; it only consults the merged lexicon built here.
 */

/** Whole-expression keywords of rule 6. */
export type Keyword = 'now' | 'today' | 'tomorrow' | 'yesterday' | 'next_week' | 'next_month';

export type RepeatKind = 'daily' | 'weekly' | 'monthly';

/** Single-token function words the grammar looks for. */
export type Marker =
  | 'in' // prefix of a relative duration: 'in 2 hours'
  | 'after' // suffix of a relative duration: '2小時後'
  | 'at'
  | 'and'
  | 'next'
  | 'every' // before a weekday: 'every friday', '每週五'; in recurring phrases: 'every day', '每天'
  | 'of'
  | 'am'
  | 'pm'
  | 'noon'
  | 'midnight'
  | 'ordinal' // 'st' | 'nd' | 'rd' | 'th' after a day number
  // The forgiving reader's function words (decisions.md, "Time expressions, second edition").
  | 'on'
  | 'this'
  | 'coming'
  | 'the'
  | 'please' // filler
  | 'later' // filler after a duration: '2 hours later'
  | 'from' // 'from now'
  | 'half'
  | 'couple'
  | 'other' // 'every other day'
  | 'last'
  | 'end' // 'end of day', 'end of month'
  | 'o' // "o'clock"
  | 'clock'
  | 'hour_mark'; // zh-TW 點: '8點' is a bare hour, '8點半' 8:30

/** Times of day (decisions.md): the clock each word means. */
export type Period = 'morning' | 'afternoon' | 'evening' | 'tonight' | 'night' | 'eod';

export type Meaning =
  /** `months` is set for month and year units: calendar months (decisions.md's correction). */
  | { readonly kind: 'unit'; readonly seconds: number; readonly months?: number }
  | { readonly kind: 'period'; readonly period: Period }
  | { readonly kind: 'ordinal'; readonly value: number } // 'first' … 'fifth'
  | { readonly kind: 'weekday'; readonly weekday: number } // ISO: 1 = Monday … 7 = Sunday
  | { readonly kind: 'month'; readonly month: number } // 1 … 12
  | { readonly kind: 'number'; readonly value: number } // 'a', 'an'
  | { readonly kind: 'marker'; readonly marker: Marker };

export interface Vocabulary {
  /** Rule 4's unit table: word → seconds. */
  readonly units: Readonly<Record<string, number>>;
  /** Rule 6: the whole expression (tokens joined by one space) → keyword. */
  readonly keywords: Readonly<Record<string, Keyword>>;
  /** Date parts before ' at ' that are a day relative to today in the caller's zone (rule 7). */
  readonly datePhrases: Readonly<Record<string, number>>;
  /**
   * Leading phrases that make an expression recurring (rules 2.4 and 8), and the recurring date
   * parts before ' at ' ('every day at 9am'). Keys are token texts joined by one space.
   */
  readonly recurring: Readonly<Record<string, RepeatKind>>;
  readonly weekdays: Readonly<Record<string, number>>;
  readonly months: Readonly<Record<string, number>>;
  readonly markers: Readonly<Record<string, Marker>>;
  readonly numbers: Readonly<Record<string, number>>;
  readonly periods?: Readonly<Record<string, Period>>;
  readonly ordinals?: Readonly<Record<string, number>>;
}

const english: Vocabulary = {
  units: {
    sec: 1, second: 1, secs: 1, seconds: 1,
    min: 60, minute: 60, mins: 60, minutes: 60,
    hour: 3600, hours: 3600, hr: 3600, hrs: 3600,
    day: 86_400, days: 86_400, d: 86_400,
    week: 604_800, weeks: 604_800, wk: 604_800, wks: 604_800,
    month: 2_629_746, months: 2_629_746, mon: 2_629_746, mons: 2_629_746,
    year: 31_556_952, years: 31_556_952, yr: 31_556_952, yrs: 31_556_952, y: 31_556_952,
    // Compact units (decisions.md): 10s, 10m, 2h, 1w, 1mo; 'm' is minutes, 'mo' months.
    s: 1, m: 60, h: 3600, w: 604_800, mo: 2_629_746, mos: 2_629_746,
  },
  keywords: { now: 'now', today: 'today', tomorrow: 'tomorrow', yesterday: 'yesterday', 'next week': 'next_week', 'next month': 'next_month' },
  datePhrases: { today: 0, now: 0, tomorrow: 1, 'next day': 1, yesterday: -1 },
  recurring: { 'every day': 'daily', daily: 'daily', weekly: 'weekly', 'every week': 'weekly', monthly: 'monthly', 'every month': 'monthly' },
  // 'mon' is the month unit in the table; the reader takes it as Monday where no number precedes it.
  weekdays: {
    monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7,
    tue: 2, tues: 2, wed: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, sun: 7,
  },
  months: {
    january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
    jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  },
  markers: {
    in: 'in', at: 'at', and: 'and', next: 'next', every: 'every', of: 'of', am: 'am', pm: 'pm', noon: 'noon', midnight: 'midnight',
    st: 'ordinal', nd: 'ordinal', rd: 'ordinal', th: 'ordinal',
    on: 'on', this: 'this', coming: 'coming', the: 'the', please: 'please', pls: 'please', later: 'later', from: 'from',
    half: 'half', couple: 'couple', other: 'other', last: 'last', end: 'end', o: 'o', clock: 'clock', each: 'every',
  },
  numbers: {
    a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
    fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  },
  periods: { morning: 'morning', afternoon: 'afternoon', evening: 'evening', tonight: 'tonight', night: 'night', eod: 'eod' },
  ordinals: { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 },
};

const none = {} as const;

/** The spec's month and year in seconds (rule 4); relative times read them as calendar units. */
export const MONTH_SECONDS = 2_629_746;
export const YEAR_SECONDS = 31_556_952;

/** Traditional Chinese (Taiwan). Numbers stay Arabic digits; Chinese numerals are not parsed. */
const zhTW: Vocabulary = {
  units: {
    秒: 1, 秒鐘: 1,
    分: 60, 分鐘: 60,
    小時: 3600, 個小時: 3600, 時: 3600,
    天: 86_400, 日: 86_400,
    週: 604_800, 星期: 604_800, 個星期: 604_800, 周: 604_800, 禮拜: 604_800, 個禮拜: 604_800,
    個月: 2_629_746, 月: 2_629_746,
    年: 31_556_952,
  },
  keywords: { 現在: 'now', 今天: 'today', 明天: 'tomorrow', 昨天: 'yesterday', 下週: 'next_week', 下星期: 'next_week', 下個月: 'next_month' },
  datePhrases: { 今天: 0, 現在: 0, 明天: 1, 昨天: -1 },
  // '每' / '每個' are the marker 'every', a token of their own, so '每天' is the tokens 每 + 天 (the
  // day unit) and '每週一' is 每 + 週一 (a weekday): 'every <weekday>' needs no table of its own.
  recurring: {
    '每 天': 'daily', '每 日': 'daily',
    '每 週': 'weekly', '每 星期': 'weekly', '每個 星期': 'weekly',
    '每 月': 'monthly', '每個 月': 'monthly',
  },
  weekdays: {
    星期一: 1, 星期二: 2, 星期三: 3, 星期四: 4, 星期五: 5, 星期六: 6, 星期日: 7, 星期天: 7,
    週一: 1, 週二: 2, 週三: 3, 週四: 4, 週五: 5, 週六: 6, 週日: 7,
  },
  months: none,
  markers: { 後: 'after', 之後: 'after', 以後: 'after', 每: 'every', 每個: 'every', 點: 'hour_mark', 点: 'hour_mark', 半: 'half' },
  // Times of day, so that the second edition's '每天早上8點' reads 08:00 every day.
  periods: { 早上: 'morning', 上午: 'morning', 下午: 'afternoon', 晚上: 'evening', 今晚: 'tonight' },
  numbers: none,
};

/** Extra vocabulary per Discord locale code; English is always included. */
const byLocale: ReadonlyMap<string, Vocabulary> = new Map([['zh-TW', zhTW]]);

/** Everything the tokenizer and grammar need for one locale, merged once and cached. */
export interface Lexicon {
  readonly words: ReadonlyMap<string, Meaning>;
  /** Non-ASCII words by first character, longest first: longest match for unspaced scripts. */
  readonly scriptWords: ReadonlyMap<string, readonly string[]>;
  readonly keywords: ReadonlyMap<string, Keyword>;
  readonly datePhrases: ReadonlyMap<string, number>;
  readonly recurring: ReadonlyMap<string, RepeatKind>;
  /** Most words in any keyword, date or recurring phrase. */
  readonly longestPhrase: number;
  /** First words of the date phrases: a date phrase lookup starts only at one of these. */
  readonly datePhraseStarts: ReadonlySet<string>;
  /** First words of the recurring phrases: a recurring phrase lookup starts only at one of these. */
  readonly recurringStarts: ReadonlySet<string>;
}

/** Every field any Meaning has, for `meaning` below. */
type MeaningFields = { kind: Meaning['kind'] } & Partial<Record<'seconds' | 'months' | 'period' | 'value' | 'weekday' | 'month' | 'marker', unknown>>;

/**
 * A lexicon entry with every field of every kind (the unused ones undefined): one object shape
 * for all of them keeps the parser's `meaning.kind` reads monomorphic, which is measurably faster
 * than eight shapes.
 */
function meaning(m: MeaningFields): Meaning {
  return { kind: m.kind, seconds: m.seconds, months: m.months, period: m.period, value: m.value, weekday: m.weekday, month: m.month, marker: m.marker } as Meaning;
}

function compile(vocabularies: readonly Vocabulary[]): Lexicon {
  const words = new Map<string, Meaning>();
  const keywords = new Map<string, Keyword>();
  const datePhrases = new Map<string, number>();
  const recurring = new Map<string, RepeatKind>();
  const scriptWords = new Map<string, string[]>();
  const add = <V>(target: Map<string, V>, table: Readonly<Record<string, V>>): void => {
    for (const [key, value] of Object.entries(table)) target.set(key, value);
  };
  for (const v of vocabularies) {
    for (const [w, seconds] of Object.entries(v.units)) {
      const months = seconds === MONTH_SECONDS ? 1 : seconds === YEAR_SECONDS ? 12 : undefined;
      words.set(w, meaning({ kind: 'unit', seconds, months }));
    }
    for (const [w, weekday] of Object.entries(v.weekdays)) words.set(w, meaning({ kind: 'weekday', weekday }));
    for (const [w, month] of Object.entries(v.months)) words.set(w, meaning({ kind: 'month', month }));
    for (const [w, value] of Object.entries(v.numbers)) words.set(w, meaning({ kind: 'number', value }));
    for (const [w, marker] of Object.entries(v.markers)) words.set(w, meaning({ kind: 'marker', marker }));
    for (const [w, period] of Object.entries<Period>(v.periods ?? {})) words.set(w, meaning({ kind: 'period', period }));
    // 'second' stays the unit; the reader takes it as an ordinal only before a weekday.
    for (const [w, value] of Object.entries<number>(v.ordinals ?? {})) if (!words.has(w)) words.set(w, meaning({ kind: 'ordinal', value }));
    add(keywords, v.keywords);
    add(datePhrases, v.datePhrases);
    add(recurring, v.recurring);
  }
  for (const w of new Set([...words.keys(), ...keywords.keys(), ...datePhrases.keys(), ...recurring.keys()])) {
    const first = w[0];
    if (first === undefined || first.charCodeAt(0) < 128 || w.includes(' ')) continue;
    const list = scriptWords.get(first) ?? [];
    list.push(w);
    list.sort((a, b) => b.length - a.length);
    scriptWords.set(first, list);
  }
  let longestPhrase = 1;
  for (const key of [...keywords.keys(), ...datePhrases.keys(), ...recurring.keys()]) longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  const firstWords = (phrases: ReadonlyMap<string, unknown>): Set<string> => new Set([...phrases.keys()].map((key) => key.split(' ')[0] ?? ''));
  return { words, scriptWords, keywords, datePhrases, recurring, longestPhrase, datePhraseStarts: firstWords(datePhrases), recurringStarts: firstWords(recurring) };
}

const englishLexicon = compile([english]);
const lexicons = new Map<string, Lexicon>();

/** The lexicon for a Discord locale: English plus that locale's table, if there is one. */
export function lexiconFor(locale: string | undefined): Lexicon {
  if (locale === undefined) return englishLexicon;
  const extra = byLocale.get(locale);
  if (extra === undefined) return englishLexicon;
  let lexicon = lexicons.get(locale);
  if (lexicon === undefined) {
    lexicon = compile([english, extra]);
    lexicons.set(locale, lexicon);
  }
  return lexicon;
}
