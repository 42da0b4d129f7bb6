import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the thirteenth round (issue 18): a named day with a year or `next`, in
 * every language ('christmas next year', 'nächstes Weihnachten', 'Noël 2027', '来年の元日',
 * '明年春节', '내년 추석', a lunar date with a year), written down with their readings before the
 * reader learned them. Three reference instants, 10:00 local: Saturday 26 December 2026 (this
 * year's Christmas gone, next year's within the horizon), Wednesday 1 April 2026 (Easter still
 * ahead this year and next year's within a year: `next easter` asks) and Wednesday 22 April 2026
 * (Earth Day, its 8:00 gone). A reading is a local minute, a whole local day, a refusal (past,
 * beyond the horizon, or which year is meant) or the readings asked (`ask:a|b`).
 */

const AFTER_CHRISTMAS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['christmas next year', '2027-12-25'],
    ['next christmas', '2027-12-25'],
    ['christmas 2027', '2027-12-25'],
    ['christmas day 2027 at 9am', '2027-12-25T09:00'],
    ['next easter', '2027-03-28'],
    ['following easter', 'refuse'],
    ['easter next year', '2027-03-28'],
    ['next thanksgiving at 6pm', '2027-11-25T18:00'],
    ['thanksgiving 2027', '2027-11-25'],
    ['christmas 2026', 'refuse'],
    ['christmas this year', 'refuse'],
  ],
  'en-GB': [
    ['christmas next year', '2027-12-25'],
    ['next christmas', '2027-12-25'],
    ['christmas 2027', '2027-12-25'],
    ['easter next year', '2027-03-28'],
    ['next easter', '2027-03-28'],
    ['boxing day 2026', 'refuse'],
  ],
  de: [
    ['nächstes Weihnachten', '2027-12-25'],
    ['Weihnachten nächstes Jahr', '2027-12-25'],
    ['Weihnachten 2027', '2027-12-25'],
    ['Ostern 2027', '2027-03-28'],
    ['Ostern nächstes Jahr', '2027-03-28'],
    ['Weihnachten 2027 um 10 Uhr', '2027-12-25T10:00'],
    ['Weihnachten dieses Jahr', 'refuse'],
  ],
  fr: [
    ['Noël prochain', '2027-12-25'],
    ['Noël 2027', '2027-12-25'],
    ["Noël l'année prochaine", '2027-12-25'],
    ['Pâques 2027', '2027-03-28'],
    ['Pâques prochain', '2027-03-28'],
    ['Noël 2026', 'refuse'],
  ],
  'es-ES': [
    ['la próxima Navidad', '2027-12-25'],
    ['Navidad del año que viene', '2027-12-25'],
    ['Navidad 2027', '2027-12-25'],
    ['Navidad de 2027', '2027-12-25'],
    ['Navidad del año próximo', '2027-12-25'],
  ],
  'es-419': [
    ['la próxima Navidad', '2027-12-25'],
    ['Navidad del año que viene', '2027-12-25'],
    ['Navidad 2027', '2027-12-25'],
  ],
  it: [
    ['Natale prossimo', '2027-12-25'],
    ['il prossimo Natale', '2027-12-25'],
    ['Natale 2027', '2027-12-25'],
    ["Natale dell'anno prossimo", '2027-12-25'],
    ['Pasqua 2027', '2027-03-28'],
  ],
  'pt-BR': [
    ['o próximo Natal', '2027-12-25'],
    ['Natal do ano que vem', '2027-12-25'],
    ['Natal de 2027', '2027-12-25'],
    ['Natal 2027', '2027-12-25'],
    ['Natal do ano passado', 'refuse'],
  ],
  nl: [
    ['volgende kerst', '2027-12-25'],
    ['kerst 2027', '2027-12-25'],
    ['kerst volgend jaar', '2027-12-25'],
    ['Pasen 2027', '2027-03-28'],
  ],
  pl: [
    ['Boże Narodzenie 2027', '2027-12-25'],
    ['Wielkanoc 2027', '2027-03-28'],
  ],
  ru: [
    ['Новый год 2027', '2027-01-01'],
    ['Новый год 2026', 'refuse'],
  ],
  uk: [
    ['Новий рік 2027', '2027-01-01'],
    ['Великдень 2027', '2027-05-02'],
  ],
  tr: [
    ['gelecek yıl yılbaşı', '2027-01-01'],
    ['yılbaşı 2027', '2027-01-01'],
  ],
  ja: [
    ['来年の元日', '2027-01-01'],
    ['来年のクリスマス', '2027-12-25'],
    ['2027年の元日', '2027-01-01'],
    ['2027年元日', '2027-01-01'],
    ['来年の元日の朝9時', '2027-01-01T09:00'],
    ['今年のクリスマス', 'refuse'],
  ],
  'zh-CN': [
    ['明年春节', '2027-02-06'],
    ['明年的中秋节', '2027-09-15'],
    ['2027年春节', '2027-02-06'],
    ['明年八月十五', '2027-09-15'],
    ['2027年农历八月十五', '2027-09-15'],
    ['明年农历八月十五晚上8点', '2027-09-15T20:00'],
    ['明年中秋节晚上8点', '2027-09-15T20:00'],
    ['今年中秋节', 'refuse'],
    ['明年腊月二十三', 'refuse'],
  ],
  'zh-TW': [
    ['明年春節', '2027-02-06'],
    ['明年的中秋節', '2027-09-15'],
    ['2027年春節', '2027-02-06'],
    ['明年農曆八月十五', '2027-09-15'],
  ],
  ko: [
    ['내년 추석', '2027-09-15'],
    ['내년 설날', '2027-02-07'],
    ['2027년 추석', '2027-09-15'],
    ['내년 음력 8월 15일', '2027-09-15'],
    ['2027년 음력 8월 15일', '2027-09-15'],
    ['올해 추석', 'refuse'],
  ],
};

const EASTER_AHEAD: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['next easter', 'ask:2026-04-05T09:00|2027-03-28T09:00'],
    ['next christmas', '2026-12-25'],
    ['easter 2027', '2027-03-28'],
    ['easter 2026', '2026-04-05'],
    ['christmas next year', 'refuse'],
    ['easter this year', '2026-04-05'],
  ],
  de: [
    ['nächstes Ostern', 'ask:2026-04-05T09:00|2027-03-28T09:00'],
    ['Ostern 2027', '2027-03-28'],
  ],
  fr: [['Pâques prochain', 'ask:2026-04-05T09:00|2027-03-28T09:00']],
  'zh-CN': [
    ['明年春节', '2027-02-06'],
    ['2027年春节', '2027-02-06'],
  ],
};

const EARTH_DAY: Record<string, readonly (readonly [string, string])[]> = {
  // A named day today whose clock has passed reads as a date today does ('april 22 at 8am'):
  // next year's, within the horizon.
  en: [
    ['earth day at 8am', '2027-04-22T08:00'],
    ['april 22 at 8am', '2027-04-22T08:00'],
    ['earth day at 11am', '2026-04-22T11:00'],
    ['earth day 2026 at 8am', 'refuse'],
  ],
};

const REASONS = {
  refuse:
    'past, beyond one year, or which one is meant is left open (a lunar 冬月 or 腊月 with a year; `following <day>`)',
  ask: 'next <named day> while this year’s is still ahead: this year’s or next year’s (decisions: ask)',
};

export function thirteenthDaysPhrasing(): Annotated[] {
  const source = 'native phrasing, thirteenth round (issue 18)';
  return [
    ...phrasingRows(
      AFTER_CHRISTMAS,
      at('2026-12-26T10:00:00'),
      source,
      'thirteenth-days-2026-12-26T10:00',
      REASONS,
    ),
    ...phrasingRows(
      EASTER_AHEAD,
      at('2026-04-01T10:00:00'),
      source,
      'thirteenth-days-2026-04-01T10:00',
      REASONS,
    ),
    ...phrasingRows(
      EARTH_DAY,
      at('2026-04-22T10:00:00'),
      source,
      'thirteenth-days-2026-04-22T10:00',
      REASONS,
    ),
  ];
}
