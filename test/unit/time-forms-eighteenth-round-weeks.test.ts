import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * The weekend of a month, eighteenth round (docs/decisions.md, "Time expressions, eighteenth
 * round: the weekend of a month"): one reader rule, a weekend word where the n-th weekday of a
 * month reader takes a weekday names its Saturday, at 09:00 or the clock typed. Reference:
 * Tuesday 10 March 2026, 10:00 local; this month's first weekend (7 March) is past.
 */
const NOW = '2026-03-10 10:00';

describe('A weekend of a month reads its Saturday in every language', () => {
  it.each([
    ['de', 'letztes Wochenende im März', '2026-03-28 09:00'],
    ['de', 'am letzten Wochenende im April', '2026-04-25 09:00'],
    ['de', 'erstes Wochenende im April', '2026-04-04 09:00'],
    ['de', 'das erste Wochenende im April', '2026-04-04 09:00'],
    ['de', 'am ersten Wochenende im April um 10', '2026-04-04 10:00'],
    ['nl', 'het eerste weekend van april', '2026-04-04 09:00'],
    ['nl', 'het laatste weekend van april', '2026-04-25 09:00'],
    ['nl', 'het eerste weekend van april om 10:00', '2026-04-04 10:00'],
    ['pl', 'w pierwszy weekend kwietnia', '2026-04-04 09:00'],
    ['pl', 'w ostatni weekend kwietnia', '2026-04-25 09:00'],
    ['pl', 'w pierwszy weekend kwietnia o 10:00', '2026-04-04 10:00'],
    ['ru', 'в первые выходные апреля', '2026-04-04 09:00'],
    ['ru', 'в последние выходные марта', '2026-03-28 09:00'],
    ['ru', 'во вторые выходные апреля', '2026-04-11 09:00'],
    ['ru', 'в первые выходные апреля в 10 утра', '2026-04-04 10:00'],
    ['uk', 'у перші вихідні квітня', '2026-04-04 09:00'],
    ['uk', 'в останні вихідні березня', '2026-03-28 09:00'],
    ['uk', 'у перші вихідні квітня о 10 ранку', '2026-04-04 10:00'],
    ['tr', 'nisanın ilk hafta sonu', '2026-04-04 09:00'],
    ['tr', 'mart ayının son hafta sonu', '2026-03-28 09:00'],
    ['tr', 'nisanın ilk hafta sonu saat 10:00', '2026-04-04 10:00'],
    ['ja', '4月の第1週末', '2026-04-04 09:00'],
    ['ja', '4月最初の週末', '2026-04-04 09:00'],
    ['ja', '3月の最後の週末', '2026-03-28 09:00'],
    ['ja', '4月の第1週末の10時', '2026-04-04 10:00'],
    ['ko', '4월 첫째 주말', '2026-04-04 09:00'],
    ['ko', '4월 첫 주말', '2026-04-04 09:00'],
    ['ko', '4월 둘째 주말', '2026-04-11 09:00'],
    ['ko', '3월 마지막 주말', '2026-03-28 09:00'],
    ['ko', '4월 첫 주말 오전 10시', '2026-04-04 10:00'],
    ['zh-CN', '4月第一个周末', '2026-04-04 09:00'],
    ['zh-CN', '4月的最后一个周末', '2026-04-25 09:00'],
    ['zh-CN', '4月的第一个周末上午10点', '2026-04-04 10:00'],
    ['zh-TW', '4月第一個週末', '2026-04-04 09:00'],
    ['zh-TW', '4月的最後一個週末', '2026-04-25 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('The one rule replaces the seventeenth round contractions', () => {
  it.each([
    ['en-US', 'the first weekend of april at 10am', '2026-04-04 10:00'],
    ['en-GB', 'last weekend of march', '2026-03-28 09:00'],
    ['fr', "le deuxième week-end d'avril", '2026-04-11 09:00'],
    ['es-ES', 'el segundo fin de semana de abril', '2026-04-11 09:00'],
    ['it', 'il secondo weekend di aprile alle 10', '2026-04-11 10:00'],
    ['pt-BR', 'no primeiro fim de semana de abril', '2026-04-04 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe("This month's weekend once past is refused, never moved", () => {
  it.each([
    ['de', 'am ersten Wochenende des Monats'],
    ['nl', 'het eerste weekend van deze maand'],
    ['pl', 'w pierwszy weekend tego miesiąca'],
    ['ru', 'в первые выходные этого месяца'],
    ['uk', 'у перші вихідні цього місяця'],
    ['tr', 'bu ayın ilk hafta sonu'],
    ['ja', '今月の第1週末'],
    ['ko', '이번 달 첫째 주말'],
    ['zh-CN', '这个月第一个周末'],
    ['zh-TW', '這個月第一個週末'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text, NOW)).not.toMatch(/^\d/);
  });
});

describe('What the weekend words keep meaning', () => {
  it.each([
    ['ru', 'в выходные', '2026-03-14 09:00'],
    ['uk', 'у вихідні', '2026-03-14 09:00'],
    ['ko', '4월 첫째 토요일', '2026-04-04 09:00'],
    ['ja', '週末', '2026-03-14 09:00'],
    // 17:00 since the twenty-third round (`het` the article; the end of today as `eod`).
    ['nl', 'het einde van vandaag', '2026-03-10 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});
