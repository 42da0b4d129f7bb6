import type { HolidayEntry } from './holidays.js';

/**
 * The shape of a locale's holiday index (holidays.ts builds it; every lexicon carries one). Its
 * own module, with no code imported, so the lexicon can hold the empty one while the modules load.
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
