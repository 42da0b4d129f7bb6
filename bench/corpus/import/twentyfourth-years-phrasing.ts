import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own phrasing of the twenty-fourth round (issue 18): named days in a year before 2020 (the
 * holiday tables now list moving days from 2010), the region's own names the data lacked, and a
 * year before Turkish `'da` (`2026'da`: in 2026, not 20:26). Said on Tuesday 12 February 2013 at
 * 10:00 local (a source's reference year) and on Monday 12 January 2026 at 10:00 local.
 */

const OLD: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['thanksgiving', '2013-11-28T09:00'],
    ['memorial day', '2013-05-27T09:00'],
    ['easter at 10am', '2013-03-31T10:00'],
    ["mother's day", '2013-05-12T09:00'],
  ],
  'en-GB': [
    ['good friday', '2013-03-29T09:00'],
    ["mother's day", '2013-03-10T09:00'],
  ],
  de: [
    ['Ostern', '2013-03-31T09:00'],
    ['Pfingstmontag', '2013-05-20T09:00'],
  ],
  fr: [['la Pentecôte', '2013-05-19T09:00']],
  nl: [['tweede paasdag', '2013-04-01T09:00']],
  pl: [['Wielkanoc', '2013-03-31T09:00']],
  ja: [['母の日', '2013-05-12T09:00']],
  'zh-CN': [
    ['中秋节', '2013-09-19T09:00'],
    ['端午节', '2013-06-12T09:00'],
  ],
  'zh-TW': [['端午節', '2013-06-12T09:00']],
  ko: [
    ['추석', '2013-09-19T09:00'],
    ['제헌절', '2013-07-17T09:00'],
  ],
  tr: [
    ['kurban bayramı', '2013-10-15T09:00'],
    ["2012'de ramazan bayramı", 'refuse'],
    ['2013 ramazan bayramı', '2013-08-08T09:00'],
  ],
};

const NOW: Record<string, readonly (readonly [string, string])[]> = {
  'en-GB': [
    ['remembrance sunday', '2026-11-08T09:00'],
    ["st george's day", '2026-04-23T09:00'],
    ["st andrew's day", '2026-11-30T09:00'],
    ['armistice day', '2026-11-11T09:00'],
    ["mother's day", '2026-03-15T09:00'],
    ['mothers day at 11am', '2026-03-15T11:00'],
  ],
  de: [
    ['Vatertag', '2026-05-14T09:00'],
    ['am Vatertag um 11', '2026-05-14T11:00'],
    ['Erntedankfest', '2026-10-04T09:00'],
  ],
  tr: [
    ['şeker bayramı', '2026-03-20T09:00'],
    ['şeker bayramında saat 10', '2026-03-20T10:00'],
    ["2026'da ramazan bayramı", 'refuse'],
    ["2030'da", 'refuse'],
    ["saat 2030'da", '2026-01-12T20:30'],
    ['2026 ramazan bayramı', '2026-03-20T09:00'],
    ['1950 ramazan bayramı', 'refuse'],
  ],
  en: [
    ["boss's day", '2026-10-16T09:00'],
    ['grandparents day', '2026-09-13T09:00'],
    ['flag day at 8am', '2026-06-14T08:00'],
    ['giving tuesday', '2026-12-01T09:00'],
    ['holy thursday', '2026-04-02T09:00'],
    ['2026 christmas', '2026-12-25T09:00'],
    ['1730 christmas', '2026-12-25T17:30'],
  ],
};

export function twentyfourthYearsPhrasing(): Annotated[] {
  const source = 'native phrasing, twenty-fourth round (issue 18)';
  return [
    ...phrasingRows(OLD, at('2013-02-12T10:00:00'), source, 'twentyfourth-years-2013-02-12T10:00'),
    ...phrasingRows(NOW, at('2026-01-12T10:00:00'), source, 'twentyfourth-years-2026-01-12T10:00'),
  ];
}
