import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the fourteenth round (issue 18): a month named alone or with the
 * language's "in" ('march', 'im April', 'w kwietniu', 'в апреле', 'nisan ayında', '4月', '四月',
 * '4월에'), with a year or a year word ('march 2027', 'in march next year', '来年3月', '내년 3월'),
 * written down with their readings before the reader learned them: the first day of the coming
 * such month at 09:00. Two reference instants, 10:00 local: Wednesday 11 March 2026 (March said in
 * March: its first day is past, refused) and Thursday 26 November 2026 (next year's March ahead,
 * December this year's). A reading is a local minute, a refusal or the readings asked.
 */

const IN_MARCH: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['march', 'refuse'],
    ['in march', 'refuse'],
    ['april', '2026-04-01T09:00'],
    ['in april', '2026-04-01T09:00'],
    ['in December', '2026-12-01T09:00'],
    ['may', '2026-05-01T09:00'],
    ['january', '2027-01-01T09:00'],
    ['march 2027', '2027-03-01T09:00'],
    ['march next year', '2027-03-01T09:00'],
    ['in march next year', '2027-03-01T09:00'],
    ['next march', '2027-03-01T09:00'],
    ['next april', '2026-04-01T09:00'],
    ['march 2026', 'refuse'],
    ['march at 9am', 'refuse'],
    ['april at 9am', 'refuse'],
    ['end of march', '2026-03-31T17:00'],
    ['mar', 'refuse'],
    ['jan', 'refuse'],
    // Two months from now, as 'next month' is one (its clock kept).
    ['the month after next', '2026-05-11T10:00'],
    ['month after next', '2026-05-11T10:00'],
  ],
  'en-GB': [
    ['march', 'refuse'],
    ['in june', '2026-06-01T09:00'],
    ['september', '2026-09-01T09:00'],
    ['march next year', '2027-03-01T09:00'],
  ],
  de: [
    ['März', 'refuse'],
    ['im März', 'refuse'],
    ['im April', '2026-04-01T09:00'],
    ['April', '2026-04-01T09:00'],
    ['im Dezember', '2026-12-01T09:00'],
    ['Mai', '2026-05-01T09:00'],
    ['März 2027', '2027-03-01T09:00'],
    ['im März nächsten Jahres', '2027-03-01T09:00'],
    ['im März nächstes Jahr', '2027-03-01T09:00'],
    ['März 2026', 'refuse'],
    ['Dez', 'refuse'],
  ],
  fr: [
    ['mars', 'refuse'],
    ['en mars', 'refuse'],
    ['en avril', '2026-04-01T09:00'],
    ['avril', '2026-04-01T09:00'],
    ['en décembre', '2026-12-01T09:00'],
    ['en mai', '2026-05-01T09:00'],
    ['janvier', '2027-01-01T09:00'],
    ['en mars 2027', '2027-03-01T09:00'],
    ['en mars prochain', '2027-03-01T09:00'],
    ["en mars l'année prochaine", '2027-03-01T09:00'],
    ['avr', 'refuse'],
  ],
  'es-ES': [
    ['marzo', 'refuse'],
    ['en marzo', 'refuse'],
    ['en abril', '2026-04-01T09:00'],
    ['abril', '2026-04-01T09:00'],
    ['en diciembre', '2026-12-01T09:00'],
    ['mayo', '2026-05-01T09:00'],
    ['en marzo del año que viene', '2027-03-01T09:00'],
    ['marzo de 2027', '2027-03-01T09:00'],
    ['mar', 'refuse'],
  ],
  'es-419': [
    ['en abril', '2026-04-01T09:00'],
    ['en diciembre', '2026-12-01T09:00'],
    ['en marzo', 'refuse'],
  ],
  it: [
    ['marzo', 'refuse'],
    ['a marzo', 'refuse'],
    ['in marzo', 'refuse'],
    ['aprile', '2026-04-01T09:00'],
    ['in aprile', '2026-04-01T09:00'],
    ['a dicembre', '2026-12-01T09:00'],
    ['maggio', '2026-05-01T09:00'],
    ['marzo 2027', '2027-03-01T09:00'],
    ["a marzo dell'anno prossimo", '2027-03-01T09:00'],
    ['mar', 'refuse'],
  ],
  'pt-BR': [
    ['março', 'refuse'],
    ['em março', 'refuse'],
    ['em abril', '2026-04-01T09:00'],
    ['abril', '2026-04-01T09:00'],
    ['em dezembro', '2026-12-01T09:00'],
    ['maio', '2026-05-01T09:00'],
    ['em março do ano que vem', '2027-03-01T09:00'],
    ['março de 2027', '2027-03-01T09:00'],
    ['mar', 'refuse'],
  ],
  nl: [
    ['maart', 'refuse'],
    ['in maart', 'refuse'],
    ['in april', '2026-04-01T09:00'],
    ['in december', '2026-12-01T09:00'],
    ['mei', '2026-05-01T09:00'],
    ['maart 2027', '2027-03-01T09:00'],
    ['in maart volgend jaar', '2027-03-01T09:00'],
  ],
  pl: [
    ['w marcu', 'refuse'],
    ['marzec', 'refuse'],
    ['w kwietniu', '2026-04-01T09:00'],
    ['kwiecień', '2026-04-01T09:00'],
    ['w grudniu', '2026-12-01T09:00'],
    ['w maju', '2026-05-01T09:00'],
    ['marzec 2027', '2027-03-01T09:00'],
    ['w marcu 2027', '2027-03-01T09:00'],
  ],
  ru: [
    ['в марте', 'refuse'],
    ['март', 'refuse'],
    ['в апреле', '2026-04-01T09:00'],
    ['апрель', '2026-04-01T09:00'],
    ['в декабре', '2026-12-01T09:00'],
    ['в мае', '2026-05-01T09:00'],
    ['в марте 2027', '2027-03-01T09:00'],
  ],
  uk: [
    ['у березні', 'refuse'],
    ['березень', 'refuse'],
    ['у квітні', '2026-04-01T09:00'],
    ['в квітні', '2026-04-01T09:00'],
    ['квітень', '2026-04-01T09:00'],
    ['у грудні', '2026-12-01T09:00'],
    ['у березні 2027', '2027-03-01T09:00'],
  ],
  tr: [
    ['mart', 'refuse'],
    ['martta', 'refuse'],
    ['mart ayında', 'refuse'],
    ['nisan', '2026-04-01T09:00'],
    ['nisanda', '2026-04-01T09:00'],
    ['nisan ayında', '2026-04-01T09:00'],
    ['aralık ayında', '2026-12-01T09:00'],
    ['gelecek yıl mart', '2027-03-01T09:00'],
    ['mart 2027', '2027-03-01T09:00'],
  ],
  ja: [
    ['3月', 'refuse'],
    ['3月に', 'refuse'],
    ['三月', 'refuse'],
    ['4月', '2026-04-01T09:00'],
    ['4月に', '2026-04-01T09:00'],
    ['四月', '2026-04-01T09:00'],
    ['12月', '2026-12-01T09:00'],
    ['来年3月', '2027-03-01T09:00'],
    ['来年の3月', '2027-03-01T09:00'],
    ['2027年3月', '2027-03-01T09:00'],
    ['2026年3月', 'refuse'],
    ['4月の9時', 'refuse'],
    ['再来月', '2026-05-11T10:00'],
  ],
  'zh-CN': [
    ['3月', 'refuse'],
    ['三月', 'refuse'],
    ['四月', '2026-04-01T09:00'],
    ['4月份', '2026-04-01T09:00'],
    ['十月', '2026-10-01T09:00'],
    ['明年三月', '2027-03-01T09:00'],
    ['2027年3月', '2027-03-01T09:00'],
  ],
  'zh-TW': [
    ['四月', '2026-04-01T09:00'],
    ['明年三月', '2027-03-01T09:00'],
  ],
  ko: [
    ['3월', 'refuse'],
    ['3월에', 'refuse'],
    ['4월', '2026-04-01T09:00'],
    ['4월에', '2026-04-01T09:00'],
    ['12월', '2026-12-01T09:00'],
    ['내년 3월', '2027-03-01T09:00'],
    ['2027년 3월', '2027-03-01T09:00'],
  ],
};

const LATE_NOVEMBER: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['march', '2027-03-01T09:00'],
    ['in december', '2026-12-01T09:00'],
    ['november', 'refuse'],
    ['next march', '2027-03-01T09:00'],
    ['december next year', 'refuse'],
    ['march 2026', 'refuse'],
  ],
  de: [
    ['im März', '2027-03-01T09:00'],
    ['Dezember', '2026-12-01T09:00'],
    ['im November', 'refuse'],
  ],
  fr: [
    ['en mars', '2027-03-01T09:00'],
    ['en novembre', 'refuse'],
  ],
  'es-ES': [['en marzo', '2027-03-01T09:00']],
  it: [['a marzo', '2027-03-01T09:00']],
  'pt-BR': [['em março', '2027-03-01T09:00']],
  nl: [['in maart', '2027-03-01T09:00']],
  pl: [
    ['w marcu', '2027-03-01T09:00'],
    ['w listopadzie', 'refuse'],
  ],
  ru: [
    ['в марте', '2027-03-01T09:00'],
    ['в ноябре', 'refuse'],
  ],
  uk: [['у березні', '2027-03-01T09:00']],
  tr: [['mart ayında', '2027-03-01T09:00']],
  ja: [
    ['3月', '2027-03-01T09:00'],
    ['11月', 'refuse'],
    ['12月に', '2026-12-01T09:00'],
  ],
  'zh-CN': [
    ['三月', '2027-03-01T09:00'],
    ['十一月', 'refuse'],
  ],
  'zh-TW': [['三月', '2027-03-01T09:00']],
  ko: [
    ['3월', '2027-03-01T09:00'],
    ['11월', 'refuse'],
  ],
};

const REASONS = {
  refuse:
    'the month said during it (its first day past), a past or too far year, an abbreviation another word reads, or a month with a clock (which day?)',
  ask: 'next <month> while this year’s is still ahead: this year’s or next year’s (decisions: ask)',
};

export function fourteenthMonthsPhrasing(): Annotated[] {
  const source = 'native phrasing, fourteenth round (issue 18)';
  return [
    ...phrasingRows(
      IN_MARCH,
      at('2026-03-11T10:00:00'),
      source,
      'fourteenth-months-2026-03-11T10:00',
      REASONS,
    ),
    ...phrasingRows(
      LATE_NOVEMBER,
      at('2026-11-26T10:00:00'),
      source,
      'fourteenth-months-2026-11-26T10:00',
      REASONS,
    ),
  ];
}
