import type { Annotated } from './annotation.js';
import { atLocal, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the eighteenth round (issue 18): the weekend of a month in the forms
 * the seventeenth round's table contraction did not reach (de's inflected ones) and in nl, pl, ru,
 * uk, tr, ja, ko, zh, each with a clock and a past one, written down with their readings before
 * the reader learned them. Read on Tuesday 10 March 2026, 10:00 local. A weekend reads its
 * Saturday at 09:00 (as `this weekend`); the first weekend of a month is the one whose Saturday is
 * in it, the last its last Saturday. This month's first weekend (7 March) is past: refused.
 */

const SAT = '2026-04-04T09:00'; // the first weekend of April
const SAT10 = '2026-04-04T10:00';
const LAST = '2026-03-28T09:00'; // the last weekend of March
const LAST_APRIL = '2026-04-25T09:00'; // the last weekend of April
const SECOND = '2026-04-11T09:00'; // the second weekend of April

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  de: [
    ['letztes Wochenende im März', LAST],
    ['am letzten Wochenende im April', LAST_APRIL],
    ['erstes Wochenende im April', SAT],
    ['das erste Wochenende im April', SAT],
    ['am zweiten Wochenende im April', SECOND],
    ['am ersten Wochenende im April um 10', SAT10],
    ['am ersten Wochenende des Monats', 'refuse'],
  ],
  nl: [
    ['het eerste weekend van april', SAT],
    ['eerste weekend van april', SAT],
    ['het laatste weekend van april', LAST_APRIL],
    ['het tweede weekend van april', SECOND],
    ['het eerste weekend van april om 10:00', SAT10],
    ['het eerste weekend van deze maand', 'refuse'],
  ],
  pl: [
    ['w pierwszy weekend kwietnia', SAT],
    ['pierwszy weekend kwietnia', SAT],
    ['w ostatni weekend kwietnia', LAST_APRIL],
    ['w drugi weekend kwietnia', SECOND],
    ['w pierwszy weekend kwietnia o 10:00', SAT10],
    ['w pierwszy weekend tego miesiąca', 'refuse'],
  ],
  ru: [
    ['в первые выходные апреля', SAT],
    ['в последние выходные марта', LAST],
    ['в последние выходные апреля', LAST_APRIL],
    ['во вторые выходные апреля', SECOND],
    ['в первые выходные апреля в 10 утра', SAT10],
    ['в первые выходные этого месяца', 'refuse'],
  ],
  uk: [
    ['у перші вихідні квітня', SAT],
    ['в останні вихідні березня', LAST],
    ['в останні вихідні квітня', LAST_APRIL],
    ['у другі вихідні квітня', SECOND],
    ['у перші вихідні квітня о 10 ранку', SAT10],
    ['у перші вихідні цього місяця', 'refuse'],
  ],
  tr: [
    ['nisanın ilk hafta sonu', SAT],
    ["Mart'ın son hafta sonu", LAST],
    ['mart ayının son hafta sonu', LAST],
    ['nisanın son hafta sonu', LAST_APRIL],
    ['nisanın ikinci hafta sonu', SECOND],
    ['nisanın ilk hafta sonu saat 10:00', SAT10],
    ['bu ayın ilk hafta sonu', 'refuse'],
  ],
  ja: [
    ['4月の第1週末', SAT],
    ['4月最初の週末', SAT],
    ['3月の最後の週末', LAST],
    ['4月の第2週末', SECOND],
    ['4月の第1週末の10時', SAT10],
    ['今月の第1週末', 'refuse'],
  ],
  ko: [
    ['4월 첫째 주말', SAT],
    ['4월 첫 주말', SAT],
    ['3월 마지막 주말', LAST],
    ['4월 둘째 주말', SECOND],
    ['4월 첫 주말 오전 10시', SAT10],
    ['이번 달 첫째 주말', 'refuse'],
  ],
  'zh-CN': [
    ['4月第一个周末', SAT],
    ['4月的最后一个周末', LAST_APRIL],
    ['3月最后一个周末', LAST],
    ['4月第二个周末', SECOND],
    ['4月的第一个周末上午10点', SAT10],
    ['这个月第一个周末', 'refuse'],
  ],
  'zh-TW': [
    ['4月第一個週末', SAT],
    ['4月的最後一個週末', LAST_APRIL],
    ['4月第二個週末', SECOND],
    ['4月的第一個週末上午10點', SAT10],
    ['這個月第一個週末', 'refuse'],
  ],
};

export function eighteenthWeeksPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    atLocal('2026-03-10T10:00:00'),
    'native phrasing, eighteenth round (issue 18)',
    'eighteenth-weeks-phrasing-2026-03-10T10:00',
    {
      refuse: "past: this month's first weekend, once gone",
      ask: 'not used',
    },
  );
}
