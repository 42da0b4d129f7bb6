import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-third round (issue 18): the last day of every month as a
 * repeat (rent, bills, month-end reports), refused until now because the monthly rule keeps one
 * day number. Said on Tuesday 14 April 2026 at 10:00 local: the first occurrence is 30 April
 * (a month of 30 days), the next 31 May. Without a clock, 09:00.
 */

const APR30 = '2026-04-30T09:00';
const APR30_18 = '2026-04-30T18:00';

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  en: [
    ['last day of every month', APR30],
    ['on the last day of every month', APR30],
    ['the last day of each month at 6pm', APR30_18],
    ['every last day of the month', APR30],
    ['every month on the last day', APR30],
    ['monthly on the last day', APR30],
  ],
  'en-GB': [['on the last day of every month at 18:00', APR30_18]],
  de: [
    ['am letzten Tag jedes Monats', APR30],
    ['jeden letzten Tag im Monat', APR30],
    ['am letzten Tag jedes Monats um 18 Uhr', APR30_18],
  ],
  fr: [
    ['le dernier jour de chaque mois', APR30],
    ['tous les derniers jours du mois', APR30],
    ['le dernier jour de chaque mois à 18h', APR30_18],
  ],
  'es-ES': [
    ['el último día de cada mes', APR30],
    ['cada último día del mes', APR30],
    ['el último día de cada mes a las 18:00', APR30_18],
  ],
  'es-419': [['el último día de cada mes', APR30]],
  it: [
    ["l'ultimo giorno di ogni mese", APR30],
    ['ogni ultimo giorno del mese', APR30],
  ],
  'pt-BR': [
    ['no último dia de cada mês', APR30],
    ['todo último dia do mês', APR30],
    ['todo último dia do mês às 18h', APR30_18],
  ],
  nl: [
    ['de laatste dag van elke maand', APR30],
    ['elke laatste dag van de maand', APR30],
  ],
  ru: [
    ['в последний день каждого месяца', APR30],
    ['каждый последний день месяца', APR30],
  ],
  uk: [
    ['в останній день кожного місяця', APR30],
    ['кожного останнього дня місяця', APR30],
  ],
  pl: [
    ['w ostatni dzień każdego miesiąca', APR30],
    ['ostatniego dnia każdego miesiąca', APR30],
  ],
  tr: [['her ayın son günü', APR30]],
  'zh-CN': [
    ['每月最后一天', APR30],
    ['每个月的最后一天', APR30],
    ['每月最后一天晚上6点', APR30_18],
  ],
  'zh-TW': [['每個月最後一天', APR30]],
  ja: [
    ['毎月末日', APR30],
    ['毎月の最終日', APR30],
  ],
  ko: [
    ['매월 말일', APR30],
    ['매달 마지막 날', APR30],
  ],
};

export function twentythirdLastdayPhrasing(): Annotated[] {
  return phrasingRows(
    ROWS,
    at('2026-04-14T10:00:00'),
    'native phrasing, twenty-third round (issue 18)',
    'twentythird-lastday-2026-04-14T10:00',
  );
}
