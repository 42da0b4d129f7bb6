import { NO_HOLIDAYS, type HolidayIndex } from './holiday-index.js';
import type { ZoneAbbreviationTables } from './zone-abbreviations.js';

/**
 * The words of the time-expression grammar, as data: one table for English (accepted in every
 * locale) and one small table per Discord locale that adds its own words. Nothing in the parser
 * branches on a locale; it only consults the merged lexicon built here.
 */

/** Whole-expression keywords of rule 6. */
export type Keyword =
  | 'now'
  | 'today'
  | 'tomorrow'
  | 'yesterday'
  | 'next_week'
  | 'week_after_next'
  | 'next_month'
  | 'month_after_next';

export type RepeatKind = 'daily' | 'weekly' | 'monthly';

/** Recurring phrases that name a set of weekdays ('en semaine', 'dias úteis'): Monday to Friday, or the weekend. */

/** Single-token function words the grammar looks for. */
export type Marker =
  | 'in' // prefix of a relative duration: 'in 2 hours'
  | 'after' // suffix of a relative duration: '2小時後'
  | 'after_short' // suffix of a duration under a week: Japanese '5分で', '2日で' ('2週間で' is how long, not when)
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
  | 'request' // a request that opens the expression, skipped there only: 'remind me in 1 hour'
  | 'later' // filler after a duration: '2 hours later'
  | 'from' // 'from now'
  | 'half'
  | 'couple'
  | 'other' // 'every other day'
  | 'last'
  | 'end' // 'end of day', 'end of month'; after or before a month, its last day: 'fin avril', 'nisan sonu'
  | 'beginning' // before or after a month, its first day: 'beginning of april', 'Anfang April', '4月上旬'
  | 'middle' // before or after a month, its 15th: 'mid april', 'Mitte April', 'mi-avril', '4월 중순'
  | 'o' // "o'clock"
  | 'clock'
  | 'hour_mark' // after a number, a clock hour: '8點', '15時', '3시', '15 Uhr', '15h'; '8點半' 8:30
  | 'minute_mark' // after the minutes of a clock: '15時30分', '3시 30분'
  | 'month_mark' // after a month number: '12月25日' (a month unit too: read by context)
  | 'day_mark' // after a day number: '25日', '25일'
  | 'and_half' // after a number, plus a half: Turkish 'bir buçuk saat' (1.5 hours)
  | 'ahead' // before a count that a day's relation word follows: Russian 'за 2 дня до 20 марта' (alone, 'за 2 дня', it says nothing)
  | 'one_unit' // a unit word that alone after 'in' is one of it: 'через час', 'za godzinę' (not 'in hours')
  | 'past' // clock arithmetic, minutes after the hour: 'quarter past five', 'viertel nach 5'
  | 'to' // clock arithmetic, minutes before the hour that follows: 'ten to six', 'kwart voor 9', 'quinze para as 9'
  | 'minus' // clock arithmetic, minutes before the hour that precedes: 'las nueve menos cuarto', '9h moins le quart'
  | 'about' // an approximation, read as the time itself: 'around 6pm', '7ish', 'gegen 18 Uhr', 'vers 20 heures'
  | 'half_before' // half an hour before the hour: German 'halb sieben' (6:30), Dutch 'half zeven'
  | 'nth' // before the number of a weekday's place in its month: '第2金曜日', '第二个星期五'
  | 'next_month' // next month, before a day of the month: '来月の20日', '下个月5号'
  | 'month_after_next' // the month after next, before a day of the month: '再来月の20日', '下下个月5号', '다다음달 5일'
  | 'this_month' // this month, before a day of the month: '今月の31日', '本月10号'
  | 'next_year' // next year, before a month and day: '来年の3月1日', '明年5月1日', '내년 3월 1일'
  | 'this_year' // this year, before a month and day: '今年の12月25日', '올해 12월 25일'
  | 'lunar' // a lunar date follows ('农历', '음력'), or its day ('初' in '三月初一'): time/lunar.ts
  | 'for_clock' // 'for', before a clock with its minutes only: Polish 'na 17:00' ('na 2 godziny' is a length)
  | 'after_next' // before a weekday, the one after the next: 'übernächsten Montag' (asked where 'next' is)
  | 'week_after_next' // the week after next, beside a weekday or alone: '再来週の金曜日', '下下周五', '다다음 주'
  | 'next_week' // next week, beside a weekday: 'в пятницу на следующей неделе', '来週の金曜日', 'haftaya cuma'
  | 'this_week' // this week, beside a weekday: '今週の金曜日', '这周五', 'bu hafta cuma'
  | 'next_either' // 'next' before a weekday, this week's or next week's: 'gelecek cuma', '次の金曜日'
  | 'half_to' // half of the next hour: 'половина восьмого', 'wpół do ósmej' (7:30)
  | 'minutes_to' // minutes before the next hour: 'без четверти девять' (8:45), '10'a çeyrek var' (9:45)
  | 'minutes_past' // minutes past the hour, after them: 'dokuzu çeyrek geçe' (9:15)
  | 'same_time' // the time it is now, after a day: '明日の同じ時間', '내일 이 시간', '明天这个时候' (a filler; refused in a recurrence, whose default clock it is not)
  | 'filler'; // a particle skipped between parts: ja の/に, ko 에, fr le, tr saat

/** Times of day (decisions.md): the clock each word means. */
/** `late_night`: the small hours ('深夜', '夜中'): with an hour as `night`, alone no time (refused). */
/**
 * `early_morning`: the early morning, toward dawn ('nad ranem', 'рано утром', 'рано вранці',
 * 'sabah erkenden'): with an hour of 1-8 the morning's, alone no hour people agree on (refused).
 */
export type Period =
  | 'morning'
  | 'early_morning'
  | 'afternoon'
  | 'evening'
  | 'tonight'
  | 'night'
  | 'late_night'
  | 'eod'
  | 'noon';

export type Meaning =
  /** `months` is set for month and year units: calendar months (decisions.md's correction). */
  /** `period`: a unit that is also a time of day after an hour ('дня': 'через 2 дня', 'в 4 часа дня'). */
  | {
      readonly kind: 'unit';
      readonly seconds: number;
      readonly months?: number;
      readonly period?: Period;
    }
  /** `clock`: said only after a clock's hour (Russian 'вечера': '11.10 вечера' is 23:10). */
  | { readonly kind: 'period'; readonly period: Period; readonly clock?: true }
  | { readonly kind: 'ordinal'; readonly value: number } // 'first' … 'fifth'
  /**
   * `value` (the weeks ahead) 1: that weekday of next week, 0: of this week, one word ('下周五' from
   * '下周' and '周五'); the field numbers use, so every entry keeps one shape.
   */
  | { readonly kind: 'weekday'; readonly weekday: number; readonly value?: number } // ISO: 1 = Monday … 7 = Sunday
  | { readonly kind: 'month'; readonly month: number } // 1 … 12
  | { readonly kind: 'number'; readonly value: number } // 'a', 'an'
  /**
   * `seconds`/`months`: a mark that is also a unit ('h', '日'), read as one inside durations;
   * `period`: a meridiem that is also a time of day ('午後', '오후'), read as one without a clock.
   */
  | {
      readonly kind: 'marker';
      readonly marker: Marker;
      readonly seconds?: number;
      readonly months?: number;
      readonly period?: Period;
    };

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
  /**
   * Ordinal words that name only a day of the month ('tweede mei', 'trzeci maja'): no position of
   * a weekday, since after 'every' they are an interval ('elke tweede dinsdag', 'co trzeci wtorek':
   * every other, every third Tuesday).
   */
  readonly dayOrdinals?: Readonly<Record<string, number>>;
  /**
   * CJK numeral characters → value ('一': 1, '十': 10, '百': 100, '兩': 2): the tokenizer reads a
   * run of them as one number ('二十五' = 25, '十五' = 15).
   */
  readonly numerals?: Readonly<Record<string, number>>;
  /**
   * Native expressions the reader reads, offered before the English ones when a text is empty or
   * unreadable; the first four are always readable (relative or recurring).
   */
  readonly examples?: readonly string[];
  /**
   * Words naming a set of weekdays ('平日': [1, 2, 3, 4, 5]): a weekly recurrence on those days,
   * after 'every' or on its own at the start ('平日の9時', '평일마다', '每个工作日').
   */
  readonly weekdaySets?: Readonly<Record<string, readonly number[]>>;
  /**
   * Weekday abbreviations that are also a word (de 'So': 'so'; nl 'zo'): a weekday only right
   * before a date it falls on ('So, 15.11.2026 11:35'), never alone; elsewhere the word keeps its
   * own meaning.
   */
  readonly dateWeekdays?: Readonly<Record<string, number>>;
  /**
   * Forms with two readings people use, which the reply asks about (decisions.md, "Ask instead of
   * guessing"). `clockOrDuration`: hour units that after a number alone are also its o'clock
   * (Dutch '16 uur': 16:00 or in 16 hours); `monthOrWeekday`: month words that are also a
   * weekday's abbreviation (Italian 'mar 21': 21 March, or Tuesday the 21st); `pastMorningHour`:
   * hour marks after which a bare 7-11 alone whose morning is past today is also this evening's
   * (Chinese '8点' at 10:00: 20:00 today, or 08:00 tomorrow as a 24-hour clock reads it);
   * `pastNight`: this night's words (as read, space-separated) that alone before noon name the
   * night just past as much as the coming one (Dutch 'vannacht'): read as the past night, refused;
   * `noonOrMidnight`: meridiems before which 12 is noon as often as the midnight that ends the
   * day (Japanese '午後12時'): both offered; `lunarFifteenth`: a month's 15th in digits without its
   * day mark (Chinese '8月15') is the Gregorian date or the lunar month's full moon (中秋, 元宵),
   * which a language that writes it in words means by that form ('八月十五'); `undottedWeekday`: a
   * `dateWeekdays` word first in the text without its dot (German 'So 18 Uhr', Dutch 'zo 18 uur')
   * is that weekday as much as its other meaning ("about", "so"): both offered; `eitherPhrases`:
   * first words of a text the reader refuses that people say for either of two phrases (Polish
   * 'tydzień od 16 marca': 'w tygodniu od', the week from the date, or 'za tydzień od', a week from
   * it): the text read with each, both offered when both are ahead.
   */
  readonly asks?: {
    readonly clockOrDuration?: readonly string[];
    readonly monthOrWeekday?: Readonly<Record<string, number>>;
    readonly pastMorningHour?: readonly string[];
    readonly pastNight?: readonly string[];
    readonly noonOrMidnight?: readonly string[];
    readonly lunarFifteenth?: boolean;
    readonly undottedWeekday?: boolean;
    readonly eitherPhrases?: Readonly<Record<string, readonly [string, string]>>;
  };
  /**
   * Hour units that after a number alone name the clock's hour, not a duration (Russian '15
   * часов' 15:00, '3 часа' 03:00 or 15:00; 'через 3 часа' stays a duration).
   */
  readonly clockHourUnits?: readonly string[];
  /**
   * Date phrases (of `datePhrases`) that name their day only beside a clock or a time of day
   * (Korean '이따가', '이따': later today; '이따가 3시에' 15:00): alone they say no time (later,
   * when?) and are refused.
   */
  readonly clockDatePhrases?: readonly string[];
  /**
   * Number words that as a clock's hour are said on the 12-hour clock (Polish 'o ósmej', 'ósma'):
   * without a time of day or am/pm both halves are offered, as for an English hour in words.
   */
  readonly spokenHours?: readonly string[];
  /**
   * Words or phrases that before a day number (1-31) name a day of this month or the next, with
   * no month ('le 22', 'el día 9', 'dia 9', 'am 22.'); English's 'the' and ordinal suffixes do it
   * without a table ('the 28th', 'on the 21st').
   */
  readonly monthDayWords?: readonly string[];
  /**
   * Endings of an ordinal word that alone names a day of this month or the next (Polish genitive
   * 'piętnastego', 'dwudziestego pierwszego': on the 15th, the 21st), as a day number with its
   * ordinal ending does ('15-go'); other forms of the word ('pierwsza', an hour) stay unread alone.
   */
  readonly ordinalDayEndings?: readonly string[];
  /**
   * Times of day (of `periods`) said only after a clock's hour, never after a date (Russian
   * genitive 'утра', 'вечера', 'ночи'; a date's evening is 'вечером'): after a dotted or dashed
   * number they make it a clock ('11.10 вечера' 23:10, '5-59 вечера' 17:59), as 'в' before it does.
   */
  readonly clockPeriods?: readonly string[];
  /**
   * The smallest bare number right after a weekday that is that day of the month: 1 where a clock
   * after a weekday needs its own mark ('mardi 10', 'el martes 10', 'martedì 10 alle 15'), 13 in
   * English, whose hour after a weekday is 1-12 ('monday 16', 'friday 20 at 4'). Without it, 25
   * (no hour is higher: 'friday 31'). The locale's own table says it; English's holds in English only.
   */
  readonly weekdayDayNumbersFrom?: number;
  /**
   * Whether an ordinal word 1-12 after a day's ordinal word is its month ('am neunten vierten',
   * 'montag elfter fünfter': the date 9.4., 11.5. said aloud). The locale's own table says it.
   */
  readonly ordinalMonths?: boolean;
  /**
   * Whether a day's ordinal is written with a dot ('23.') even where the dot closes the text: a
   * number with its dot there, after a weekday, is the weekday's day of the month ('Sa 23.').
   */
  readonly ordinalDots?: boolean;
  /**
   * A dotted month and day is a date the language writes ('3.15', Chinese, Japanese, Korean):
   * alone it asks between the date and the clock (both halves of a 12-hour clock); before a
   * clock it is the date.
   */
  readonly dottedMonthDays?: boolean;
  /**
   * The language writes a clock with a hyphen ('в 9-30', 'о 9-30', 'с 9-00 до 18-00'): a
   * hyphenated pair typed alone whose day cannot come first ('9-30') asks between the date month
   * first and the clock. The locale's own table says it.
   */
  readonly hyphenClocks?: boolean;
  /**
   * The locale's era: a year of three digits before the year mark is that era's year, this many
   * years after the common era's ('民國115年', '115年3月20日' in Taiwan: 1911).
   */
  readonly eraYears?: number;
  /**
   * The Chinese lunar calendar's month starts, 'YYYY-MM-DD M' ('M+' a leap month), ascending:
   * written by `npm run lunar` into the tables with a `lunar` marker (time/lunar.ts reads them).
   */
  readonly lunarMonths?: readonly string[];
  /**
   * A word that stands for words the grammar reads ('tmw': 'tomorrow', 'domattina': 'domani
   * mattina', 'eow': 'end of week'): the tokenizer reads the expansion in its place.
   */
  readonly contractions?: Readonly<Record<string, string>>;
  /** Phrases that after a weekday put it in next week without being 'next week' alone ('jeudi en huit'). */
  readonly nextWeekWords?: readonly string[];
  /**
   * Month words that name a month alone ('march', 'im April', 'w kwietniu', 'в апреле'): the full
   * names and their case forms, no abbreviation another word reads ('mar', 'mai', 'ago').
   */
  readonly monthsAlone?: readonly string[];
  /**
   * Phrases that after a weekday put it that many weeks after the coming one ('jeudi en huit': 1,
   * 'jeudi en quinze': 2, en-GB 'tuesday week': 1).
   */
  readonly weeksAfterWeekday?: Readonly<Record<string, number>>;
  /** Words or phrases that alone mean every such weekday ('mondays', 'montags', 'los lunes', 'às segundas'). */
  readonly everyWeekdays?: Readonly<Record<string, number>>;
  /** English's table only: the suggestions' tables (suggest.ts). */
  readonly suggestions?: SuggestionTables;
  /** English's table only: the time-zone abbreviations every locale reads (zone-abbreviations.ts). */
  readonly zoneAbbreviations?: ZoneAbbreviationTables;
}

/** What suggest.ts offers for a text it cannot read, besides a locale's own `examples`. */
export interface SuggestionTables {
  /** Always readable (relative or recurring): offered for an empty text, and the last resort. */
  readonly common: readonly string[];
  /** Readable examples of each form; one is offered when it shares a word with the input. */
  readonly examples: readonly string[];
  /** Words of the grammar that carry no lexicon meaning of their own ('weekday', 'hourly'). */
  readonly plainWords: readonly string[];
}

/** Reads one locale's table (locales/time/<locale>.json), or undefined when it has none. */
export type VocabularyLoader = (locale: string) => Vocabulary | undefined;

/** Whether a word is one of English's unit words (rule 4's table and the compact units). */
export function isEnglishUnit(word: string): boolean {
  return Object.hasOwn(englishVocabulary().units, word);
}

/** Whether a word is one of English's number words ('three'): an hour said aloud, on the 12-hour clock. */
export function isEnglishNumber(word: string): boolean {
  return Object.hasOwn(englishVocabulary().numbers, word);
}

/** The spec's (spec-notes.md, Time expression rules) month and year in seconds (rule 4); relative times read them as calendar units. */
export const MONTH_SECONDS = 2_629_746;
export const YEAR_SECONDS = 31_556_952;

/** What a word may begin, as bits of `Lexicon.starts` (several at once). */
/** A first word of `everyWeekdays`, of the next-week phrases or of `monthDayWords`. */
export const START_PHRASE = 1;
/** A first word of the date phrases. */
export const START_DATE_PHRASE = 2;
/** A first word of the recurring phrases or of the weekday sets. */
export const START_RECURRING = 4;
/** The first token of a holiday's name or of a phrase before one (`holidays.starts`). */
export const START_HOLIDAY = 8;
/** The first word of a word of several words (`spacedWords`' keys): the tokenizer looks for the rest. */
export const START_SPACED = 16;
/** A word of `ordinals` ('second', 'zweiten'): the day readers test the bit instead of the map. */
export const START_ORDINAL = 32;
/** A word of `dateWeekdays` or `monthOrWeekday`: a weekday right before a date (reader.ts `partAt`). */
export const START_DATE_WEEKDAY = 64;

function addStarts(starts: Map<string, number>, words: Iterable<string>, bit: number): void {
  for (const w of words) starts.set(w, (starts.get(w) ?? 0) | bit);
}

/** Everything the tokenizer and grammar need for one locale, merged once and cached. */
export interface Lexicon {
  readonly words: ReadonlyMap<string, Meaning>;
  /** Non-ASCII words by first character, longest first: longest match for unspaced scripts. */
  readonly scriptWords: ReadonlyMap<string, readonly string[]>;
  readonly keywords: ReadonlyMap<string, Keyword>;
  readonly datePhrases: ReadonlyMap<string, number>;
  readonly recurring: ReadonlyMap<string, RepeatKind>;
  /**
   * Words and recurring phrases naming a set of weekdays (ISO numbers): the table's `weekdaySets`
   * ('平日'), and `recurring` phrases mapped to `weekdays` or `weekend` ('en semaine').
   */
  readonly weekdaySets: ReadonlyMap<string, readonly number[]>;
  /**
   * The tables' `dateWeekdays`: weekday abbreviations read only before a date, or with their
   * abbreviation dot ('So.', 'zo.'), where the tokenizer gives the word this meaning.
   */
  readonly dateWeekdays: ReadonlyMap<string, Meaning>;
  /** Most words in any keyword, date or recurring phrase. */
  readonly longestPhrase: number;
  /** CJK numeral characters → value. */
  readonly numerals: ReadonlyMap<string, number>;
  /** Words and phrase words joined by '-' or an apostrophe ('après-demain', "aujourd'hui"): one token each. */
  readonly compounds: ReadonlySet<string>;
  /** A suffix meaning 'at' is in the tables ("'da"): read after digits without its apostrophe too ('9da'). */
  readonly bareSuffixes: boolean;
  /** Words of several space-separated words ('la mañana'), by first word, longest first: one token each. */
  readonly spacedWords: ReadonlyMap<string, readonly string[]>;
  /** The locale's examples (none for English). */
  readonly examples: readonly string[];
  /** The tables' `asks` (Vocabulary), merged. */
  readonly clockOrDuration: ReadonlySet<string>;
  readonly monthOrWeekday: ReadonlyMap<string, number>;
  readonly pastMorningHour: ReadonlySet<string>;
  readonly pastNight: ReadonlySet<string>;
  readonly noonOrMidnight: ReadonlySet<string>;
  readonly lunarFifteenth: boolean;
  readonly undottedWeekday: boolean;
  readonly eitherPhrases: ReadonlyMap<string, readonly [string, string]>;
  /** The tables' `clockHourUnits`. */
  readonly clockHourUnits: ReadonlySet<string>;
  /** The tables' `spokenHours`. */
  readonly spokenHours: ReadonlySet<string>;
  /** The tables' `clockDatePhrases`. */
  readonly clockDatePhrases: ReadonlySet<string>;
  /** Whether any of them lists anything: the reader looks for a second reading only then. */
  readonly asks: boolean;
  /** `monthDayWords` of every table. */
  readonly monthDayWords: ReadonlySet<string>;
  /** `ordinalDayEndings` of every table. */
  readonly ordinalDayEndings: readonly string[];
  /** The smallest bare number after a weekday that is its day of the month (the locale's table's `weekdayDayNumbersFrom`). */
  readonly weekdayDayNumbersFrom: number;
  /** The locale's table's `ordinalMonths`. */
  readonly ordinalMonths: boolean;
  /** The locale's table's `ordinalDots`. */
  readonly ordinalDots: boolean;
  /** Whether a table says a dotted month and day is a date ('3.15'). */
  readonly dottedMonthDays: boolean;
  /** The locale's table's `hyphenClocks`. */
  readonly hyphenClocks: boolean;
  /** The era's offset to the common era's years (0: none). */
  readonly eraYears: number;
  /** The lunar calendar's month starts (empty: lunar dates are not read). */
  readonly lunarMonths: readonly string[];
  /** Every table's ordinal words, also those that are another word too ('second', 'segundo'). */
  readonly ordinals: ReadonlyMap<string, number>;
  readonly contractions: ReadonlyMap<string, string>;
  readonly nextWeekWords: ReadonlySet<string>;
  /** `monthsAlone` of every table, also without their diacritics. */
  readonly monthsAlone: ReadonlySet<string>;
  readonly weeksAfterWeekday: ReadonlyMap<string, number>;
  readonly everyWeekdays: ReadonlyMap<string, number>;
  /**
   * First words → the `START_` bits they begin: of the date phrases, of the recurring phrases
   * and weekday sets, of `everyWeekdays`, the next-week phrases and `monthDayWords`, and of the
   * holiday index's names; also the first words of `spacedWords` and the words of `ordinals`. A
   * phrase lookup starts only at one of these; the tokenizer looks each word up once, before any
   * other map it may need, and the part readers test a bit (`startsAt`).
   */
  readonly starts: ReadonlyMap<string, number>;
  /**
   * A table word typed without its diacritics ('sroda', 'miercoles', 'fevrier') → the word: only
   * where the folded form is no word of the tables and folds from one word alone.
   */
  readonly folded: ReadonlyMap<string, string>;
  /** The locale's holidays and named days (holidays.ts); NO_HOLIDAYS when it has no table. */
  readonly holidays: HolidayIndex;
}

/**
 * A word without the diacritics of the Latin script ('środa' → 'sroda', 'çarşamba' → 'carsamba',
 * 'popołudniu' → 'popoludniu') and Russian 'ё' as 'е', as people type without them. Other
 * Cyrillic letters keep their marks ('й' is no 'и').
 */
export function foldDiacritics(word: string): string {
  let out = '';
  for (const c of word) {
    const code = c.charCodeAt(0);
    if (code < 0xc0) out += c;
    else if (code <= 0x24f || (code >= 0x1e00 && code <= 0x1eff))
      out += FOLDS[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    else out += c === 'ё' ? 'е' : c;
  }
  return out;
}

/** Latin letters NFD does not split. */
const FOLDS: Readonly<Record<string, string>> = { ł: 'l', ı: 'i', ø: 'o', đ: 'd', ħ: 'h' };

/**
 * The folded forms of the words and phrase words of the tables that are not themselves a word
 * of them, each with the one word it folds from (a form two words fold to is left out).
 */
export function foldedWords(known: ReadonlySet<string>): Map<string, string> {
  const folded = new Map<string, string>();
  const clashes = new Set<string>();
  for (const w of known) {
    const f = foldDiacritics(w);
    if (f === w || known.has(f)) continue;
    const seen = folded.get(f);
    if (seen !== undefined && seen !== w) clashes.add(f);
    else folded.set(f, w);
  }
  for (const f of clashes) folded.delete(f);
  return folded;
}

/** Every field any Meaning has, for `meaning` below. */
type MeaningFields = { kind: Meaning['kind'] } & Partial<
  Record<
    'seconds' | 'months' | 'period' | 'value' | 'weekday' | 'month' | 'marker' | 'clock',
    unknown
  >
>;

/**
 * A lexicon entry with every field of every kind (the unused ones undefined): one object shape
 * for all of them keeps the parser's `meaning.kind` reads monomorphic, which is measurably faster
 * than eight shapes.
 */
function meaning(m: MeaningFields): Meaning {
  return {
    kind: m.kind,
    seconds: m.seconds,
    months: m.months,
    period: m.period,
    value: m.value,
    weekday: m.weekday,
    month: m.month,
    marker: m.marker,
    clock: m.clock,
  } as Meaning;
}

/** The about marker's entry ('so gegen 18 Uhr'), for a word read as it where it stands (second-reading.ts `undottedWeekday`). */
export const ABOUT_MEANING: Meaning = meaning({ kind: 'marker', marker: 'about' });

function compile(vocabularies: readonly Vocabulary[]): Lexicon {
  const words = new Map<string, Meaning>();
  const keywords = new Map<string, Keyword>();
  const datePhrases = new Map<string, number>();
  const recurring = new Map<string, RepeatKind>();
  const weekdaySets = new Map<string, readonly number[]>();
  const dateWeekdays = new Map<string, number>();
  const scriptWords = new Map<string, string[]>();
  const numerals = new Map<string, number>();
  const examples: string[] = [];
  const pastMorningHour = new Set<string>();
  const pastNight = new Set<string>();
  const noonOrMidnight = new Set<string>();
  const clockOrDuration = new Set<string>();
  const clockHourUnits = new Set<string>();
  const clockDatePhrases = new Set<string>();
  const spokenHours = new Set<string>();
  const monthOrWeekday = new Map<string, number>();
  const eitherPhrases = new Map<string, readonly [string, string]>();
  const monthDayWords = new Set<string>();
  const ordinals = new Map<string, number>();
  const contractions = new Map<string, string>();
  const nextWeekWords = new Set<string>();
  const monthsAlone = new Set<string>();
  const weeksAfterWeekday = new Map<string, number>();
  const everyWeekdays = new Map<string, number>();
  const ordinalDayEndings: string[] = [];
  let dottedMonthDays = false;
  let eraYears = 0;
  let lunarMonths: readonly string[] = [];
  let lunarFifteenth = false;
  let undottedWeekday = false;
  const add = <V>(target: Map<string, V>, table: Readonly<Record<string, V>>): void => {
    for (const [key, value] of Object.entries(table)) target.set(key, value);
  };
  for (const v of vocabularies) {
    for (const [w, seconds] of Object.entries(v.units)) {
      const months = seconds === MONTH_SECONDS ? 1 : seconds === YEAR_SECONDS ? 12 : undefined;
      words.set(w, meaning({ kind: 'unit', seconds, months }));
    }
    for (const [w, weekday] of Object.entries(v.weekdays))
      words.set(w, meaning({ kind: 'weekday', weekday }));
    for (const [w, month] of Object.entries(v.months))
      words.set(w, meaning({ kind: 'month', month }));
    for (const [w, value] of Object.entries(v.numbers))
      words.set(w, meaning({ kind: 'number', value }));
    for (const [w, marker] of Object.entries(v.markers))
      words.set(w, meaning({ kind: 'marker', marker }));
    const clockPeriods = new Set(v.clockPeriods ?? []);
    for (const [w, period] of Object.entries<Period>(v.periods ?? {}))
      words.set(
        w,
        meaning(
          clockPeriods.has(w)
            ? { kind: 'period', period, clock: true }
            : { kind: 'period', period },
        ),
      );
    // 'second' stays the unit; the reader takes it as an ordinal only before a weekday.
    for (const [w, value] of Object.entries<number>(v.ordinals ?? {}))
      if (!words.has(w)) words.set(w, meaning({ kind: 'ordinal', value }));
    add(numerals, v.numerals ?? {});
    examples.push(...(v.examples ?? []));
    for (const w of v.monthDayWords ?? []) monthDayWords.add(w);
    ordinalDayEndings.push(...(v.ordinalDayEndings ?? []));
    dottedMonthDays ||= !!v.dottedMonthDays;
    eraYears ||= v.eraYears ?? 0;
    if (v.lunarMonths !== undefined) lunarMonths = v.lunarMonths;
    add(ordinals, v.ordinals ?? {});
    add(ordinals, v.dayOrdinals ?? {});
    add(contractions, v.contractions ?? {});
    for (const w of v.nextWeekWords ?? []) nextWeekWords.add(w);
    for (const w of v.monthsAlone ?? []) monthsAlone.add(w).add(foldDiacritics(w));
    add(weeksAfterWeekday, v.weeksAfterWeekday ?? {});
    add(everyWeekdays, v.everyWeekdays ?? {});
    add(weekdaySets, v.weekdaySets ?? {});
    add(dateWeekdays, v.dateWeekdays ?? {});
    for (const w of v.asks?.clockOrDuration ?? []) clockOrDuration.add(w);
    for (const w of v.asks?.pastMorningHour ?? []) pastMorningHour.add(w);
    for (const w of v.asks?.pastNight ?? []) pastNight.add(w);
    for (const w of v.asks?.noonOrMidnight ?? []) noonOrMidnight.add(w);
    lunarFifteenth ||= v.asks?.lunarFifteenth === true;
    undottedWeekday ||= v.asks?.undottedWeekday === true;
    for (const w of v.clockHourUnits ?? []) clockHourUnits.add(w);
    for (const w of v.clockDatePhrases ?? []) clockDatePhrases.add(w);
    for (const w of v.spokenHours ?? []) spokenHours.add(w);
    add(monthOrWeekday, v.asks?.monthOrWeekday ?? {});
    add(eitherPhrases, v.asks?.eitherPhrases ?? {});
    add(keywords, v.keywords);
    add(datePhrases, v.datePhrases);
    add(recurring, v.recurring);
  }
  // A word that is a unit in one table and a clock's hour mark in another ('h' in French: '15h'
  // and 'dans 2h') keeps both: the marker, with the unit's seconds for durations.
  // Likewise '月' and '日' (month and day marks of '12月25日', units of '3個月後').
  for (const v of vocabularies) {
    for (const [w, marker] of Object.entries(v.markers)) {
      // And Turkish 'saat' ('saat 15:00', '2 saat sonra'), and the one_unit words ('через час').
      if (
        marker !== 'hour_mark' &&
        marker !== 'minute_mark' &&
        marker !== 'month_mark' &&
        marker !== 'day_mark' &&
        marker !== 'at' &&
        marker !== 'one_unit'
      )
        continue;
      const unit =
        words.get(w) === undefined
          ? undefined
          : vocabularies.map((u) => u.units[w]).find((x) => x !== undefined);
      if (unit === undefined) continue;
      const months = unit === MONTH_SECONDS ? 1 : unit === YEAR_SECONDS ? 12 : undefined;
      words.set(w, meaning({ kind: 'marker', marker, seconds: unit, months }));
    }
    // A meridiem that is also a time of day: '午後3時' (pm before a clock), '明日の午後' (afternoon).
    // A unit that is also one: 'дня' (days; after an hour, the afternoon).
    // Only where the word is still that meridiem: German 'am' ('on') keeps its table's meaning.
    for (const [w, period] of Object.entries<Period>(v.periods ?? {})) {
      const marker = vocabularies.map((u) => u.markers[w]).find((m) => m !== undefined);
      const unit = vocabularies.map((u) => u.units[w]).find((x) => x !== undefined);
      const now = words.get(w);
      if (
        (marker === 'am' || marker === 'pm') &&
        (now?.kind === 'period' || (now?.kind === 'marker' && now.marker === marker))
      )
        words.set(w, meaning({ kind: 'marker', marker, period }));
      else if (unit !== undefined && marker === undefined)
        words.set(w, meaning({ kind: 'unit', seconds: unit, period }));
    }
  }
  nextWeekWeekdays(words);
  // The words and phrases the tokenizer looks up whole.
  const entries = new Set([
    ...words.keys(),
    ...keywords.keys(),
    ...datePhrases.keys(),
    ...recurring.keys(),
    ...weekdaySets.keys(),
    ...contractions.keys(),
  ]);
  for (const w of entries) {
    const first = w[0];
    // A contraction's spaced key is matched whole in an unspaced script too ('다음 주말').
    if (
      first === undefined ||
      first.charCodeAt(0) < 128 ||
      (w.includes(' ') && !contractions.has(w))
    )
      continue;
    const list = scriptWords.get(first) ?? [];
    list.push(w);
    list.sort((a, b) => b.length - a.length);
    scriptWords.set(first, list);
  }
  // Every word of the tables, alone or in a phrase, for the forms typed without diacritics.
  const known = new Set<string>();
  for (const w of [
    ...entries,
    ...everyWeekdays.keys(),
    ...nextWeekWords,
    ...weeksAfterWeekday.keys(),
    ...monthDayWords,
  ]) {
    known.add(w);
    if (w.includes(' ')) for (const part of w.split(' ')) known.add(part);
  }
  const folded = foldedWords(known);
  const compounds = new Set<string>();
  for (const w of entries)
    if (!w.includes(' ') && /[-'/\u2019\u02bc]/.test(w)) {
      compounds.add(w.replace(/[\u2019\u02bc]/g, "'"));
      if (folded.has(foldDiacritics(w))) compounds.add(foldDiacritics(w));
    }
  const bareSuffixes = [...words].some(
    ([w, m]) => w.startsWith("'") && m.kind === 'marker' && m.marker === 'at',
  );
  const spacedWords = new Map<string, string[]>();
  for (const w of [
    ...words.keys(),
    ...[...folded].filter(([, w]) => words.has(w)).map(([f]) => f),
    ...contractions.keys(),
  ]) {
    // A word of several words, or an abbreviation with dots inside ('a.s.', 'ok.'): looked up
    // from its first word.
    const first = w.split(/[ .]/)[0];
    if (first === undefined || first === w || first === '') continue;
    spacedWords.set(
      first,
      [...(spacedWords.get(first) ?? []), w].sort((a, b) => b.length - a.length),
    );
  }
  // A phrase typed without its diacritics ('proxima semana'): its words that are words of their
  // own keep their spelling in the tokens, so the phrase tables hold the folded key too.
  for (const table of [keywords, datePhrases, recurring, weekdaySets, everyWeekdays] as Map<
    string,
    unknown
  >[])
    for (const [key, value] of [...table]) {
      const f = foldDiacritics(key);
      if (f !== key && !table.has(f)) table.set(f, value);
    }
  for (const w of [...nextWeekWords]) nextWeekWords.add(foldDiacritics(w));
  const phraseStarts = new Set<string>();
  for (const key of [
    ...everyWeekdays.keys(),
    ...nextWeekWords,
    ...weeksAfterWeekday.keys(),
    ...monthDayWords,
    ...[...keywords].filter(([, k]) => k === 'next_week').map(([w]) => w),
  ])
    phraseStarts.add(key.split(' ')[0] ?? '');
  let longestPhrase = 1;
  for (const key of [
    ...keywords.keys(),
    ...datePhrases.keys(),
    ...recurring.keys(),
    ...weekdaySets.keys(),
    ...nextWeekWords,
    ...weeksAfterWeekday.keys(),
  ])
    longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  const firstWords = (phrases: ReadonlyMap<string, unknown>): Set<string> =>
    new Set([...phrases.keys()].map((key) => key.split(' ')[0] ?? ''));
  const datePhraseStarts = firstWords(datePhrases);
  const recurringStarts = new Set([...firstWords(recurring), ...firstWords(weekdaySets)]);
  const starts = new Map<string, number>();
  addStarts(starts, phraseStarts, START_PHRASE);
  addStarts(starts, datePhraseStarts, START_DATE_PHRASE);
  addStarts(starts, recurringStarts, START_RECURRING);
  addStarts(starts, spacedWords.keys(), START_SPACED);
  addStarts(starts, ordinals.keys(), START_ORDINAL);
  addStarts(starts, [...dateWeekdays.keys(), ...monthOrWeekday.keys()], START_DATE_WEEKDAY);
  return {
    words,
    scriptWords,
    keywords,
    datePhrases,
    recurring,
    longestPhrase,
    weekdaySets,
    dateWeekdays: new Map(
      [...dateWeekdays].map(([w, weekday]) => [w, meaning({ kind: 'weekday', weekday })]),
    ),
    numerals,
    compounds,
    bareSuffixes,
    spacedWords,
    examples,
    monthDayWords,
    ordinalDayEndings,
    weekdayDayNumbersFrom: vocabularies.at(-1)?.weekdayDayNumbersFrom ?? 25,
    ordinalMonths: vocabularies.length > 1 && vocabularies.at(-1)?.ordinalMonths === true,
    ordinalDots: vocabularies.length > 1 && vocabularies.at(-1)?.ordinalDots === true,
    dottedMonthDays,
    hyphenClocks: vocabularies.length > 1 && vocabularies.at(-1)?.hyphenClocks === true,
    eraYears,
    lunarMonths,
    ordinals,
    contractions,
    nextWeekWords,
    monthsAlone,
    weeksAfterWeekday,
    everyWeekdays,
    clockOrDuration,
    monthOrWeekday,
    pastMorningHour,
    pastNight,
    noonOrMidnight,
    lunarFifteenth,
    undottedWeekday,
    eitherPhrases,
    clockHourUnits,
    clockDatePhrases,
    spokenHours,
    asks:
      clockOrDuration.size +
        monthOrWeekday.size +
        clockHourUnits.size +
        pastMorningHour.size +
        pastNight.size >
        0 || lunarFifteenth,
    folded,
    starts,
    // Set per locale by lexiconFor (the field is always an index: one shape for every lexicon).
    holidays: NO_HOLIDAYS,
  };
}

/**
 * A 'next week' or 'this week' word and a weekday that share characters, written as one ('下周' +
 * '周五' = '下周五', '这周' + '周五'): that weekday of that week. Longest match would otherwise read
 * '下周' + '五'.
 */
function nextWeekWeekdays(words: Map<string, Meaning>): void {
  const prefixes = [...words].filter(
    ([w, m]) =>
      m.kind === 'marker' &&
      (m.marker === 'next_week' || m.marker === 'this_week' || m.marker === 'week_after_next') &&
      !w.includes(' ') &&
      w.charCodeAt(0) >= 128,
  );
  if (prefixes.length === 0) return;
  for (const [day, m] of [...words]) {
    if (m.kind !== 'weekday') continue;
    for (const [prefix, p] of prefixes) {
      const week =
        p.kind !== 'marker'
          ? 1
          : p.marker === 'this_week'
            ? 0
            : p.marker === 'week_after_next'
              ? 2
              : 1;
      for (let k = Math.min(prefix.length, day.length - 1); k > 0; k--) {
        if (!prefix.endsWith(day.slice(0, k))) continue;
        const word = prefix + day.slice(k);
        if (!words.has(word))
          words.set(word, meaning({ kind: 'weekday', weekday: m.weekday, value: week }));
        break;
      }
    }
  }
}

/**
 * English's table, locales/time/en-US.json, read through the installed loader on first use: every
 * locale reads it under its own table. Its 'mon' is the month unit; the reader takes it as Monday
 * where no number precedes it. Its compact units (decisions.md): 10s, 10m, 2h, 1w, 1mo ('m' is
 * minutes, 'mo' months); 'time' is a marker read as 'later' ('in three weeks time').
 */
const ENGLISH = 'en-US';
let english: Vocabulary | undefined;
let englishLexicon: Lexicon | undefined;
const lexicons = new Map<string, Lexicon>();
let loader: VocabularyLoader | undefined;

/** English's table (locales/time/en-US.json), read through the installed loader on first use. */
export function englishVocabulary(): Vocabulary {
  if (english === undefined) {
    english = localeTable(ENGLISH);
    if (english === undefined) throw new Error(`No time vocabulary for ${ENGLISH}`);
  }
  return english;
}

/** English alone, without holidays: the lexicon of a text read with no locale. */
function englishOnly(): Lexicon {
  return (englishLexicon ??= compile([englishVocabulary()]));
}

let holidayIndexFor: (locale: string) => HolidayIndex | undefined = () => undefined;

/**
 * Installs what builds a locale's holiday index (holidays.ts does, when the reader loads): the
 * lexicons built so far are dropped.
 */
export function installHolidayIndexer(indexer: (locale: string) => HolidayIndex | undefined): void {
  holidayIndexFor = indexer;
  lexicons.clear();
}

/**
 * Installs where locale tables come from (shared/time-vocabularies.ts reads locales/time/): the
 * domain does no I/O. Each composition root installs it (installTimeVocabularies); reading any
 * locale, English included, before that throws rather than quietly reading nothing.
 */
export function installVocabularyLoader(load: VocabularyLoader): void {
  if (loader === load) return;
  loader = load;
  english = undefined;
  englishLexicon = undefined;
  lexicons.clear();
}

function localeTable(locale: string): Vocabulary | undefined {
  if (loader === undefined) {
    throw new Error(
      `No time vocabulary loader installed (locale ${locale}): call installTimeVocabularies() where the app is composed`,
    );
  }
  return loader(locale);
}

/** The lexicon for a Discord locale: English plus that locale's table, if there is one. */
export function lexiconFor(locale: string | undefined): Lexicon {
  if (locale === undefined) return englishOnly();
  let lexicon = lexicons.get(locale);
  if (lexicon === undefined) {
    const base = englishVocabulary();
    const extra =
      typeof locale === 'string' && locale !== ENGLISH ? localeTable(locale) : undefined;
    const compiled: { -readonly [K in keyof Lexicon]: Lexicon[K] } = compile(
      extra === undefined ? [base] : [base, extra],
    );
    const holidays = typeof locale === 'string' ? holidayIndexFor(locale) : undefined;
    // Set in place: a copy with the field changed would be a second shape of the lexicon.
    if (holidays !== undefined) {
      compiled.holidays = holidays;
      addStarts(compiled.starts as Map<string, number>, holidays.starts, START_HOLIDAY);
    }
    lexicon = holidays === undefined && extra === undefined ? englishOnly() : compiled;
    if (lexicons.size < 64) lexicons.set(locale, lexicon);
  }
  return lexicon;
}
