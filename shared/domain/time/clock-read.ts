/** What the clock readers return (clock.ts, clock-words.ts): in a file of its own, so neither imports the other for it. */
export interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** A clock read at some index: the time, the index after it, and whether it was a bare hour. */
export interface ClockRead {
  readonly clock: Clock;
  readonly next: number;
  /** A bare hour ('at 3'): decisions.md's rule made it 15:00; a time of day may move it. */
  readonly bare: boolean;
  /** The hour as typed (before the am/pm or bare-hour rule). */
  readonly typed: number;
  /** Hours and minutes with no am/pm ('11:30'): a time of day may move it like a bare hour. */
  readonly loose?: true | undefined;
  /** Read with an hour mark ('15時', '15 Uhr'). */
  readonly marked?: true | undefined;
  /**
   * 1-6 with the hour mark of 24-hour writing that is also the hour unit ('h': 'à 3h', '2h'):
   * 03:00, 15:00 or a duration. Read only beside a time of day ('3h de l'après-midi').
   */
  readonly needsPeriod?: true | undefined;
  /** The hour was typed with a leading zero ('05:30'): 24-hour writing, one reading. */
  readonly padded?: true | undefined;
  /** The word midnight: beside a named day, that day's start or its end (resolve asks). */
  readonly midnight?: true | undefined;
  /** Said the way a 12-hour clock is read aloud ('quarter past five', 'halb sieben'): two readings in every language. */
  readonly spoken?: true | undefined;
  /**
   * Twelve after a table's meridiem that names noon as often as the midnight that ends the day
   * (ja '午後12時': both conventions are in use): resolve asks.
   */
  readonly noonOrMidnight?: true | undefined;
}

/**
 * `read` with one of its flags set, built field by field: an object spread that adds a field the
 * read does not have (`{ ...read, spoken: true }`) takes V8 (Node 20) a slow runtime path, about a
 * microsecond, most of a whole parse (`bench -- parser`: about 1.7 µs); this costs a few ns.
 */
export function flagged(
  read: ClockRead,
  flag: 'loose' | 'needsPeriod' | 'padded' | 'spoken' | 'noonOrMidnight',
): ClockRead {
  return {
    clock: read.clock,
    next: read.next,
    bare: read.bare,
    typed: read.typed,
    loose: flag === 'loose' ? true : read.loose,
    marked: read.marked,
    needsPeriod: flag === 'needsPeriod' ? true : read.needsPeriod,
    padded: flag === 'padded' ? true : read.padded,
    midnight: read.midnight,
    spoken: flag === 'spoken' ? true : read.spoken,
    noonOrMidnight: flag === 'noonOrMidnight' ? true : read.noonOrMidnight,
  };
}
