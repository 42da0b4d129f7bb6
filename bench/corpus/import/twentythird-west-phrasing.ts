import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own rows for the twenty-third round (issue 18) in en, en-GB, es, it, de, nl, pt-BR and fr, from
 * a public source the corpus had never used: the dates plugin tests of compromise
 * (https://github.com/spencermountain/compromise, plugins/dates/tests/, commit 4a329e6). Two families:
 * a calendar date followed by a year word (`november 10th next year`, `october 10th this year`), in
 * every language's year words (the tables' own, thirteenth round), and a US zone spelled out after a
 * clock (`2pm eastern time`, `2pm pacific standard time`), an hour's o'clock before its half of the day
 * (`10 oclock pm`); and, from dateparser's translation data
 * (https://github.com/scrapinghub/dateparser, dateparser/data/date_translation_data/, commit 315e396,
 * used before only for de and en vocabulary), a unit's abbreviation in an offset (es, pt-BR `sem`, nl
 * `dgn`, de `Wo`). Said on Thursday 14 May 2026 at 10:00 local.
 * A year word names the year: this year's date gone is refused as past (never moved to next year), a
 * date beyond the one-year horizon is refused as too far. A zone spelled out reads as its
 * abbreviation (`eastern time` as `ET`, `pacific standard time` as `PST`, `central daylight time` as
 * `CDT`), with the abbreviations' rules (a standard-time name keeps the zone's clock all year).
 */

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    // compromise plugins/dates/tests/startDates.test.js, lines 752-754 and 764-765:
    // https://github.com/spencermountain/compromise/blob/master/plugins/dates/tests/startDates.test.js
    ['october 10th this year', '2026-10-10T09:00'],
    ['november 10th this year', '2026-11-10T09:00'],
    ['november 10th next year', 'refuse'],
    ['this year on june 10th', '2026-06-10T09:00'],
    ['next year on june 10th', 'refuse'],
    // Members the source did not write.
    ['february 10th next year', '2027-02-10T09:00'],
    ['march 3 next year at 5pm', '2027-03-03T17:00'],
    ['the 10th of february next year', '2027-02-10T09:00'],
    ['on november 10 this year at 3pm', '2026-11-10T15:00'],
    ['march 10 this year', 'refuse'],
    ['this year on november 10', '2026-11-10T09:00'],
    ['next year on february 10', '2027-02-10T09:00'],
    // compromise plugins/dates/tests/equals.test.js, lines 33, 134, 267-268 (`2pm eastern time`,
    // `4pm pacific time`) and startDates.test.js (`2pm pacific standard time`, `march 2nd at 2pm
    // Eastern standard time`, `march 2nd at 2pm Eastern time`):
    // https://github.com/spencermountain/compromise/blob/master/plugins/dates/tests/equals.test.js
    ['2pm eastern time', '2026-05-14T14:00'],
    ['4pm pacific time', '2026-05-14T19:00'],
    ['2pm pacific standard time', '2026-05-14T17:00'],
    ['march 2nd at 2pm eastern standard time', '2027-03-02T14:00'],
    ['march 2nd at 2pm eastern time', '2027-03-02T14:00'],
    // Members the source did not write.
    ['3pm central time', '2026-05-14T16:00'],
    ['10am mountain time', '2026-05-14T12:00'],
    ['11am central daylight time', '2026-05-14T12:00'],
    ['tomorrow at 9am pacific daylight time', '2026-05-15T12:00'],
    ['2pm eastern daylight time', '2026-05-14T14:00'],
    ['friday at noon mountain standard time', '2026-05-15T14:00'],
    // compromise plugins/dates/tests/times.test.js, lines 97 and 100 (`2 oclock pm`, `10 oclock pm`)
    // and equals.test.js, lines 36, 273, 287 (`2 oclock am`, `4 oclock pm`, `7 oclock pm`):
    // https://github.com/spencermountain/compromise/blob/master/plugins/dates/tests/times.test.js
    ['10 oclock pm', '2026-05-14T22:00'],
    ['2 oclock pm', '2026-05-14T14:00'],
    ['2 oclock am', '2026-05-15T02:00'],
    // Members the source did not write: every hour from 9 to 12 with its half of the day.
    ["9 o'clock pm", '2026-05-14T21:00'],
    ["tomorrow at 11 o'clock pm", '2026-05-15T23:00'],
    ['friday at 12 oclock pm', '2026-05-15T12:00'],
    ['11 oclock am', '2026-05-14T11:00'],
  ],
  'en-GB': [
    ['10 february next year', '2027-02-10T09:00'],
    ['10th november this year', '2026-11-10T09:00'],
    ['10 november this year at 15:00', '2026-11-10T15:00'],
    ['10 march this year', 'refuse'],
    ['3pm eastern time', '2026-05-14T20:00'],
    ['3pm pacific time', '2026-05-14T23:00'],
  ],
  fr: [
    ["le 10 février de l'année prochaine", '2027-02-10T09:00'],
    ["le 10 février l'année prochaine", '2027-02-10T09:00'],
    ["10 février l'an prochain", '2027-02-10T09:00'],
    ['le 10 novembre cette année', '2026-11-10T09:00'],
    ['le 10 novembre de cette année à 15h', '2026-11-10T15:00'],
    ['le 10 mars cette année', 'refuse'],
    ["le 10 juin de l'année prochaine", 'refuse'],
  ],
  'es-ES': [
    ['el 10 de febrero del año que viene', '2027-02-10T09:00'],
    ['el 10 de febrero del próximo año', '2027-02-10T09:00'],
    ['el 10 de noviembre de este año', '2026-11-10T09:00'],
    ['el 10 de noviembre de este año a las 15:00', '2026-11-10T15:00'],
    ['el 10 de marzo de este año', 'refuse'],
    // dateparser es.py, relative-type-regex `dentro de (\\d+) sem`; week `sem`:
    // https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/es.py
    ['dentro de 3 sem', '2026-06-04T10:00'],
    // Members the source did not write.
    ['en 2 sem a las 9', '2026-05-28T09:00'],
    ['dentro de 1 sem.', '2026-05-21T10:00'],
  ],
  'es-419': [
    ['el 10 de febrero del año que viene', '2027-02-10T09:00'],
    ['el 10 de noviembre de este año', '2026-11-10T09:00'],
    // dateparser es.py (as es-ES).
    ['en 3 sem', '2026-06-04T10:00'],
  ],
  it: [
    ["il 10 febbraio dell'anno prossimo", '2027-02-10T09:00'],
    ['10 febbraio del prossimo anno', '2027-02-10T09:00'],
    ["il 10 novembre di quest'anno", '2026-11-10T09:00'],
    ["il 10 novembre quest'anno alle 15", '2026-11-10T15:00'],
    ["il 10 marzo di quest'anno", 'refuse'],
  ],
  de: [
    ['am 10. Februar nächsten Jahres', '2027-02-10T09:00'],
    ['10. Februar nächstes Jahr', '2027-02-10T09:00'],
    ['am 10. November dieses Jahr', '2026-11-10T09:00'],
    ['am 10. November dieses Jahres um 15 Uhr', '2026-11-10T15:00'],
    ['am 10. März dieses Jahres', 'refuse'],
    // dateparser de.py, relative-type-regex `in (\\d+) wo`:
    // https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/de.py
    ['in 3 wo', '2026-06-04T10:00'],
    // Members the source did not write.
    ['in 3 Wo.', '2026-06-04T10:00'],
    ['in 2 Wo. um 9 Uhr', '2026-05-28T09:00'],
  ],
  nl: [
    ['10 februari volgend jaar', '2027-02-10T09:00'],
    ['10 februari volgend jaar om 10 uur', '2027-02-10T10:00'],
    ['op 10 november dit jaar', '2026-11-10T09:00'],
    ['10 maart dit jaar', 'refuse'],
    // dateparser nl.py, relative-type-regex `over (\\d+) dgn`:
    // https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/nl.py
    ['over 3 dgn', '2026-05-17T10:00'],
    // Members the source did not write.
    ['over 3 dgn om 9 uur', '2026-05-17T09:00'],
    ['over 2 wkn', '2026-05-28T10:00'],
  ],
  'pt-BR': [
    ['10 de fevereiro do ano que vem', '2027-02-10T09:00'],
    ['dia 10 de fevereiro do próximo ano', '2027-02-10T09:00'],
    ['10 de novembro deste ano', '2026-11-10T09:00'],
    ['10 de novembro deste ano às 15h', '2026-11-10T15:00'],
    ['10 de março deste ano', 'refuse'],
    // dateparser pt.py, relative-type-regex `em (\\d+) sem`; week `sem`:
    // https://github.com/scrapinghub/dateparser/blob/master/dateparser/data/date_translation_data/pt.py
    ['em 3 sem', '2026-06-04T10:00'],
    // Members the source did not write.
    ['daqui a 2 sem', '2026-05-28T10:00'],
    ['em 3 sem às 9h', '2026-06-04T09:00'],
  ],
};

const REASONS = {
  refuse:
    'the year is named: this year\u2019s date is past, or next year\u2019s is beyond the one-year horizon',
  ask: 'two readings',
};

export function twentythirdWestPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-05-14T10:00:00'),
    'native phrasing, twenty-third round (issue 18)',
    'twentythird-west-2026-05-14T10:00',
    REASONS,
  );
}
