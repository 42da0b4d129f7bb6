import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the fifteenth round (issue 18): the beginning, middle and end of a named
 * month in every language ('beginning of april', 'mid-april', 'Anfang April', 'fin avril', 'a
 * mediados de abril', 'na początku kwietnia', 'в конце апреля', 'nisan sonu', '4月上旬', '4월 중순',
 * '4月底'), written down with their readings before the reader learned them: its first day at 09:00
 * (as the month alone), its 15th at 09:00, its last day at 17:00 (as 'end of month'). Said on
 * Wednesday 11 March 2026 at 10:00 local: March's beginning is past (refused, as 'march' then),
 * its middle and end ahead.
 */

const B = '2026-04-01T09:00';
const M = '2026-04-15T09:00';
const E = '2026-04-30T17:00';

const IN_MARCH: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['beginning of april', B],
    ['the beginning of april', B],
    ['start of april', B],
    ['mid april', M],
    ['mid-april', M],
    ['middle of april', M],
    ['in the middle of april', M],
    ['end of april', E],
    ['mid march', '2026-03-15T09:00'],
    ['beginning of march', 'refuse'],
    ['mid may 2027', 'refuse'],
    ['mid april at 3pm', 'refuse'],
    ['early april', 'refuse'],
    ['late april', 'refuse'],
  ],
  'en-GB': [
    ['mid-april', M],
    ['start of april', B],
  ],
  de: [
    ['Anfang April', B],
    ['Mitte April', M],
    ['Ende April', E],
    ['Mitte März', '2026-03-15T09:00'],
    ['Ende März', '2026-03-31T17:00'],
    ['Anfang März', 'refuse'],
  ],
  fr: [
    ['début avril', B],
    ['mi-avril', M],
    ['à la mi-avril', M],
    ['fin avril', E],
    ['fin mars', '2026-03-31T17:00'],
    ['début mars', 'refuse'],
  ],
  it: [
    ['inizio aprile', B],
    ['metà aprile', M],
    ['a metà aprile', M],
    ['fine aprile', E],
    ['a fine aprile', E],
  ],
  'es-ES': [
    ['a principios de abril', B],
    ['a mediados de abril', M],
    ['a finales de abril', E],
    ['fin de abril', E],
  ],
  'es-419': [
    ['a principios de abril', B],
    ['a mediados de abril', M],
    ['a finales de abril', E],
  ],
  'pt-BR': [
    ['no início de abril', B],
    ['começo de abril', B],
    ['em meados de abril', M],
    ['no fim de abril', E],
    ['no final de abril', E],
  ],
  nl: [
    ['begin april', B],
    ['medio april', M],
    ['half april', 'refuse'],
    ['eind april', E],
  ],
  pl: [
    ['na początku kwietnia', B],
    ['w połowie kwietnia', M],
    ['pod koniec kwietnia', E],
  ],
  ru: [
    ['в начале апреля', B],
    ['в середине апреля', M],
    ['в конце апреля', E],
    ['в конце марта', '2026-03-31T17:00'],
  ],
  uk: [
    ['на початку квітня', B],
    ['в середині квітня', M],
    ['наприкінці квітня', E],
    ['в кінці квітня', E],
  ],
  tr: [
    ['nisan başı', B],
    ['nisan başında', B],
    ['nisan ortası', M],
    ['nisan sonu', E],
    ['nisan sonunda', E],
  ],
  ja: [
    ['4月初め', B],
    ['4月上旬', B],
    ['4月半ば', M],
    ['4月中旬', M],
    ['4月末', E],
    ['4月末に', E],
    ['4月下旬', 'refuse'],
  ],
  ko: [
    ['4월 초순', B],
    ['4월 중순', M],
    ['4월 말', E],
    ['4월 말에', E],
    ['4월 하순', 'refuse'],
  ],
  'zh-CN': [
    ['4月上旬', B],
    ['4月中旬', M],
    ['4月底', E],
    ['四月底', E],
    ['4月末', E],
    ['4月下旬', 'refuse'],
  ],
  'zh-TW': [
    ['4月上旬', B],
    ['4月中旬', M],
    ['4月底', E],
  ],
};

const REASONS = {
  refuse:
    'a position already past (this month’s beginning), beyond the horizon, with a clock (which day?), or vague (early, late, the last ten days)',
  ask: '',
};

export function fifteenthPositionsPhrasing(): Annotated[] {
  return phrasingRows(
    IN_MARCH,
    at('2026-03-11T10:00:00'),
    'native phrasing, fifteenth round (issue 18)',
    'fifteenth-positions-2026-03-11T10:00',
    REASONS,
  );
}
