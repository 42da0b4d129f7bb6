import { describe, expect, it } from 'vitest';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';

/**
 * The last day of every month as a repeat (docs/decisions.md, "Time expressions, twenty-third
 * round: …, the last day of every month"): this month's last day while ahead, then every month,
 * anchored on a 31st so that the engine's clamp gives each shorter month its last day.
 * Refused before this round. Reference: Tuesday 14 April 2026, 10:00 local.
 */
const NOW = '2026-04-14 10:00';

function series(locale: string, text: string, now = NOW): unknown {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(now, zone), zone, locale });
  if (!r.ok || r.recurrence?.anchor === undefined) return r.ok ? r.recurrence : r.error;
  const anchor = new Date(r.recurrence.anchor).toLocaleString('sv-SE', { timeZone: zone });
  return { pattern: r.recurrence.data?.pattern, interval: r.recurrence.data?.interval, anchor };
}

describe('The last day of every month', () => {
  it.each([
    ['en', 'last day of every month', '2026-04-30 09:00'],
    ['en', 'on the last day of each month at 6pm', '2026-04-30 18:00'],
    ['en', 'every last day of the month', '2026-04-30 09:00'],
    ['en', 'every month on the last day', '2026-04-30 09:00'],
    ['en', 'monthly on the last day', '2026-04-30 09:00'],
    ['de', 'am letzten Tag jedes Monats um 18 Uhr', '2026-04-30 18:00'],
    ['de', 'jeden letzten Tag im Monat', '2026-04-30 09:00'],
    ['fr', 'le dernier jour de chaque mois', '2026-04-30 09:00'],
    ['fr', 'tous les derniers jours du mois', '2026-04-30 09:00'],
    ['es-ES', 'el último día de cada mes a las 18:00', '2026-04-30 18:00'],
    ['it', "l'ultimo giorno di ogni mese", '2026-04-30 09:00'],
    ['pt-BR', 'todo último dia do mês às 18h', '2026-04-30 18:00'],
    ['nl', 'de laatste dag van elke maand', '2026-04-30 09:00'],
    ['ru', 'в последний день каждого месяца', '2026-04-30 09:00'],
    ['ru', 'каждый последний день месяца', '2026-04-30 09:00'],
    ['uk', 'в останній день кожного місяця', '2026-04-30 09:00'],
    ['uk', 'кожного останнього дня місяця', '2026-04-30 09:00'],
    ['pl', 'ostatniego dnia każdego miesiąca', '2026-04-30 09:00'],
    ['pl', 'w ostatni dzień każdego miesiąca', '2026-04-30 09:00'],
    ['tr', 'her ayın son günü', '2026-04-30 09:00'],
    ['zh-CN', '每月最后一天晚上6点', '2026-04-30 18:00'],
    ['zh-TW', '每個月最後一天', '2026-04-30 09:00'],
    ['ja', '毎月末日', '2026-04-30 09:00'],
    ['ja', '毎月の最終日', '2026-04-30 09:00'],
    ['ko', '매월 말일', '2026-04-30 09:00'],
    ['ko', '매달 마지막 날', '2026-04-30 09:00'],
  ] as const)('%s "%s" is %s, every month from a 31st', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
    expect(series(locale, text)).toEqual({
      pattern: 'every_n_months',
      interval: 1,
      anchor: `2026-03-31 ${want.slice(11)}:00`,
    });
  });

  it("in a month of 31 days, that month's last day is its own anchor", () => {
    expect(series('en', 'last day of every month', '2026-05-14 10:00')).toEqual({
      pattern: 'every_n_months',
      interval: 1,
      anchor: '2026-05-31 09:00:00',
    });
  });

  it("once this month's last day has gone, next month's", () => {
    expect(readLocal('en', 'last day of every month at 9am', '2026-04-30 10:00')).toBe(
      '2026-05-31 09:00',
    );
  });

  it('the last day of one month stays a one-off', () => {
    const zone = ZONES.en ?? 'UTC';
    const r = parseTimeExpression('last day of the month', {
      now: instantAt(NOW, zone),
      zone,
      locale: 'en',
    });
    expect(r.ok && r.recurrence).toBe(undefined);
  });
});
