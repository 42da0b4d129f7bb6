import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the seventeenth round (issue 18): named days people put reminders on,
 * written down with their readings before the reader learns them (the German and English days
 * refused at the round's start, beside named days it already reads). Read on Thursday 5 November
 * 2026, 10:00 local. A reading is a whole local day (the named day at 09:00) or a refusal.
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  de: [
    ['Pfingstsonntag', '2027-05-16'],
    ['Pfingsten', '2027-05-16'],
    ['Karsamstag', '2027-03-27'],
    ['Palmsonntag', '2027-03-21'],
    ['1. Advent', '2026-11-29'],
    ['erster Advent', '2026-11-29'],
    ['Nikolaus', '2026-12-06'],
    ['am Nikolaustag', '2026-12-06'],
    ['Dreikönigstag', '2027-01-06'],
    ['Martinstag', '2026-11-11'],
    ['Reformationstag', '2027-10-31'],
  ],
  en: [
    ['christmas', '2026-12-25'],
    ['first sunday of advent', '2026-11-29'],
    ['holy saturday', '2027-03-27'],
    ['trinity sunday', '2027-05-23'],
    ['groundhog day', '2027-02-02'],
    ['april fools', '2027-04-01'],
  ],
};

export function seventeenthDaysPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-11-05T10:00:00'),
    'native phrasing, seventeenth round (issue 18)',
    'seventeenth-days-phrasing-2026-11-05T10:00',
    {
      refuse: 'a named day whose date differs by region',
      ask: 'a named day with two dates in use',
    },
  );
}
