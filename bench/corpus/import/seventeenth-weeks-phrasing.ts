import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the seventeenth round (issue 18): the weeks and weekends of a month and
 * the week of a date, in every language, written down with their readings before the reader
 * learned from them. Read on Thursday 5 March 2026, 10:00 local. A weekend reads its Saturday at
 * 09:00 (as `this weekend`); a week reads its Monday at 09:00 (as `beginning of next week`); the
 * week of a date is the Monday of the (ISO) week holding it. The n-th week of a month is asked:
 * the week holding the 1st, or the first full week (2026-04-01 is a Wednesday). A morning or a day
 * said without its reference (`next morning`, `the next day`) is tomorrow's, as `le lendemain`.
 */

const SAT = '2026-04-04T09:00'; // the first weekend of April
const SAT10 = '2026-04-04T10:00';
const LAST = '2026-03-28T09:00'; // the last weekend of March
const WEEK2 = 'ask:2026-04-06T09:00|2026-04-13T09:00'; // the second week of April
const OF16 = '2026-03-16T09:00'; // the week of 16 March (a Monday)

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['first weekend of april', SAT],
    ['the first weekend of april at 10am', SAT10],
    ['last weekend of march', LAST],
    ['the second week of april', WEEK2],
    ['the week of march 16', OF16],
    ["next month's first weekend", SAT],
    ['next morning', '2026-03-06T09:00'],
    ['the next day', '2026-03-06T10:00'],
    ['this week', 'refuse'],
  ],
  'en-GB': [
    ['first weekend of april', SAT],
    ['the first weekend of april at 10am', SAT10],
    ['last weekend of march', LAST],
    ['the second week of april', WEEK2],
    ['the week of 16 march', OF16],
    ['the following morning', '2026-03-06T09:00'],
  ],
  de: [
    ['am ersten Wochenende im April', SAT],
    ['am ersten Wochenende im April um 10 Uhr', SAT10],
    ['letztes Wochenende im März', LAST],
    ['in der zweiten Aprilwoche', WEEK2],
    ['die Woche vom 16. März', OF16],
    ['am nächsten Morgen', '2026-03-06T09:00'],
  ],
  'es-ES': [
    ['el primer fin de semana de abril', SAT],
    ['el primer fin de semana de abril a las 10', SAT10],
    ['el último fin de semana de marzo', LAST],
    ['la segunda semana de abril', WEEK2],
    ['la semana del 16 de marzo', OF16],
    ['a la mañana siguiente', '2026-03-06T09:00'],
  ],
  'es-419': [
    ['el primer fin de semana de abril', SAT],
    ['el último fin de semana de marzo', LAST],
    ['la segunda semana de abril', WEEK2],
    ['la semana del 16 de marzo', OF16],
  ],
  fr: [
    ["le premier week-end d'avril", SAT],
    ["le premier week-end d'avril à 10h", SAT10],
    ['le dernier week-end de mars', LAST],
    ["la deuxième semaine d'avril", WEEK2],
    ['la semaine du 16 mars', OF16],
    ['le lendemain matin', '2026-03-06T09:00'],
  ],
  it: [
    ['il primo weekend di aprile', SAT],
    ['il primo weekend di aprile alle 10', SAT10],
    ["l'ultimo fine settimana di marzo", LAST],
    ['la seconda settimana di aprile', WEEK2],
    ['la settimana del 16 marzo', OF16],
  ],
  'pt-BR': [
    ['no primeiro fim de semana de abril', SAT],
    ['no primeiro fim de semana de abril às 10h', SAT10],
    ['no último fim de semana de março', LAST],
    ['na segunda semana de abril', WEEK2],
    ['na semana do dia 16 de março', OF16],
  ],
  nl: [
    ['het eerste weekend van april', SAT],
    ['het eerste weekend van april om 10 uur', SAT10],
    ['het laatste weekend van maart', LAST],
    ['de tweede week van april', WEEK2],
    ['de week van 16 maart', OF16],
  ],
  pl: [
    ['w pierwszy weekend kwietnia', SAT],
    ['w pierwszy weekend kwietnia o 10', SAT10],
    ['w ostatni weekend marca', LAST],
    ['w drugim tygodniu kwietnia', WEEK2],
  ],
  ru: [
    ['в первые выходные апреля', SAT],
    ['в первые выходные апреля в 10:00', SAT10],
    ['в последние выходные марта', LAST],
    ['на второй неделе апреля', WEEK2],
  ],
  uk: [
    ['у перші вихідні квітня', SAT],
    ['у перші вихідні квітня о 10:00', SAT10],
    ['в останні вихідні березня', LAST],
    ['на другому тижні квітня', WEEK2],
  ],
  tr: [
    ['nisanın ilk hafta sonu', SAT],
    ["nisanın ilk hafta sonu saat 10'da", SAT10],
    ['martın son hafta sonu', LAST],
    ['nisanın ikinci haftası', WEEK2],
  ],
  ja: [
    ['4月の第1週末', SAT],
    ['4月第2週', WEEK2],
  ],
  ko: [
    ['4월 첫째 주말', SAT],
    ['4월 첫째 주말 오전 10시', SAT10],
    ['4월 둘째 주', WEEK2],
  ],
  'zh-CN': [
    ['4月第一个周末', SAT],
    ['4月第一个周末上午10点', SAT10],
    ['4月第二周', WEEK2],
  ],
  'zh-TW': [
    ['4月第一個週末', SAT],
    ['4月第一個週末上午10點', SAT10],
    ['4月第二週', WEEK2],
  ],
};

export function seventeenthWeeksPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-05T10:00:00'),
    'native phrasing, seventeenth round (issue 18)',
    'seventeenth-weeks-phrasing-2026-03-05T10:00',
    {
      refuse: 'a morning or a day without its reference, or a vague week',
      ask: 'the n-th week of a month: the week holding the 1st, or the first full week',
    },
  );
}
