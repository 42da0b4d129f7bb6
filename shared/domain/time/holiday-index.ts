import type { HolidayEntry, HolidayTable } from './holidays.js';

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
  starts: new Set(),
};

/** Reads one locale's holiday table, or undefined when it has none. */
export type HolidayLoader = (locale: string) => HolidayTable | undefined;

let loader: HolidayLoader = () => undefined;

/** Installs where holiday tables come from (shared/time-vocabularies.ts reads locales/holidays/): the domain does no I/O. */
export function installHolidayLoader(load: HolidayLoader): void {
  loader = load;
}

/** The holiday table of `locale`, from the installed loader. */
export function holidayTable(locale: string): HolidayTable | undefined {
  return loader(locale);
}
