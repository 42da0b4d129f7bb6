/** One holiday of a locale's table. */
export interface HolidayEntry {
  /** Its names as the reader meets them (holidayKey: 'christmas day', "new year ' s eve", '春 节'). */
  readonly names: readonly string[];
  /** A holiday on the same month and day every year: 'MM-DD'. */
  readonly on?: string;
  /** Otherwise its dates, 'YYYY-MM-DD', ascending, one a year over the years the table covers. */
  readonly dates?: readonly string[];
  /**
   * Set for a holiday of another region (its ISO country code), listed so that naming it is not
   * guessed: a name only other regions have asks between their dates, or is refused.
   */
  readonly region?: string;
  /** An evening named as a day (Christmas Eve, New Year's Eve): a bare hour from 7 to 11 on it asks between morning and evening. */
  readonly evening?: true;
}

/** A locale's table (locales/holidays/<locale>.json). */
export interface HolidayTable {
  /** The region whose holidays these are (ISO 3166 code). */
  readonly region: string;
  readonly holidays: readonly HolidayEntry[];
  /** Phrases before a name that move its day: 'the day before' -1, 'la veille de' -1 (keys, as names). */
  readonly before?: Readonly<Record<string, number>>;
  /** Phrases after a name that move its day: '前一天' -1, 'の翌日' 1, '전날' -1. */
  readonly after?: Readonly<Record<string, number>>;
  /** Words between a number of days and a name: 'before' -1 ('2 days before thanksgiving'), 'après' 1. */
  readonly relations?: Readonly<Record<string, number>>;
  /** Words joining a time of day to a name ('le soir de Noël', 'la notte di Natale'): the eve's or the day's. */
  readonly of?: readonly string[];
}

/**
 * The shape of a locale's holiday index (holidays.ts builds it; every lexicon carries one) and
 * where the tables come from. Its own module, importing no code, so that the lexicon and the
 * tables' loader (shared/time-vocabularies.ts, which every function imports through i18n.ts) do
 * not bring the reader into bundles that never read a time.
 */

/** Phrases keyed as the tokenizer reads text (tokens joined by one space), with their first tokens and most tokens. */
export interface Keyed<V> {
  readonly map: ReadonlyMap<string, V>;
  readonly starts: ReadonlySet<string>;
  readonly longest: number;
}

/** A locale's holiday table keyed as the tokenizer reads text. */
export interface HolidayIndex {
  readonly names: Keyed<readonly HolidayEntry[]>;
  readonly before: Keyed<number>;
  readonly after: Keyed<number>;
  readonly relations: Keyed<number>;
  /** The table's `of` words. */
  readonly of: ReadonlySet<string>;
  /** First tokens of every name and `before` phrase: a lookup starts only at one of these. */
  readonly starts: ReadonlySet<string>;
}

const none = <V>(): Keyed<V> => ({ map: new Map(), starts: new Set(), longest: 1 });

/** The index of a locale without holidays: every lexicon has one, so all of them keep one shape. */
export const NO_HOLIDAYS: HolidayIndex = {
  names: none(),
  before: none(),
  after: none(),
  relations: none(),
  of: new Set(),
  starts: new Set(),
};

/** Reads one locale's holiday table, or undefined when it has none. */
export type HolidayLoader = (locale: string) => HolidayTable | undefined;

let loader: HolidayLoader = () => undefined;

/** Installs where holiday tables come from (shared/time-vocabularies.ts reads locales/holidays/): the domain does no I/O. */
export function installHolidayLoader(load: HolidayLoader): void {
  loader = load;
}

/**
 * The holiday table of `locale`, from the installed loader; a language without a region (`en`)
 * reads its likely region's (CLDR through Intl: `en-US`).
 */
export function holidayTable(locale: string): HolidayTable | undefined {
  const own = loader(locale);
  if (own !== undefined || locale.includes('-')) return own;
  try {
    const likely = new Intl.Locale(locale).maximize();
    return likely.region === undefined ? undefined : loader(`${locale}-${likely.region}`);
  } catch {
    return undefined;
  }
}
