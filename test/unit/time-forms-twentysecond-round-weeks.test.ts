import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The week of a date in ru, uk, pl, tr and the twenty-first round's left-overs (docs/decisions.md,
 * "Time expressions, twenty-second round: the week of a date in ru, uk, pl, tr, its left-overs"):
 * the twenty-first round's rule (a Monday names the week it starts; any other date asks among the
 * first day of its week as the locale counts weeks, that week's Monday and the date itself; a week
 * begun is refused as past). Reference: Thursday 5 March 2026, 10:00 local.
 */
describe('The week of a date, twenty-second round', () => {
  it.each([
    ['ru', 'на неделе с 16 марта', '2026-03-16 09:00'],
    ['ru', 'неделя с 16 марта', '2026-03-16 09:00'],
    ['ru', 'на неделе 16 марта', '2026-03-16 09:00'],
    ['ru', 'неделя с 23 марта в 10:00', '2026-03-23 10:00'],
    ['uk', 'на тижні з 16 березня', '2026-03-16 09:00'],
    ['pl', 'w tygodniu od 16 marca', '2026-03-16 09:00'],
    ['pl', 'w tygodniu od 16 marca o 10:00', '2026-03-16 10:00'],
    ['tr', '16 Mart haftası', '2026-03-16 09:00'],
    ['tr', "16 Mart'ta başlayan hafta", '2026-03-16 09:00'],
    ['fr', 'la semaine du 16', '2026-03-16 09:00'],
    ['fr', 'semaine du 23 à 10h', '2026-03-23 10:00'],
    ['it', 'nella settimana del 16 marzo', '2026-03-16 09:00'],
    ['it', 'nella settimana del 23', '2026-03-23 09:00'],
    ['zh-CN', '3月16日那一周', '2026-03-16 09:00'],
    ['zh-TW', '3月16日那一週', '2026-03-16 09:00'],
  ] as const)('%s "%s" is that Monday: %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', 'на неделе с 18 марта'],
    ['uk', 'на тижні з 18 березня'],
    ['pl', 'w tygodniu od 18 marca'],
    ['tr', '18 Mart haftası'],
    ['tr', "18 Mart'ta başlayan hafta"],
    ['fr', 'la semaine du 18'],
    ['it', 'nella settimana del 18 marzo'],
    ['it', 'la settimana del 18'],
    ['es-419', 'la semana del 18'],
    ['zh-CN', '3月18日那一周'],
  ] as const)('%s "%s" asks its Monday or the date', (locale, text) => {
    expect(askedLocal(locale, text)).toEqual(['2026-03-16 09:00', '2026-03-18 09:00']);
  });

  it.each([
    ['ru', 'на неделе с 3 марта'],
    ['uk', 'на тижні з 3 березня'],
    ['pl', 'w tygodniu od 3 marca'],
    ['tr', '3 Mart haftası'],
    ['fr', 'la semaine du 3'],
  ] as const)('%s "%s": that week has begun, refused as past', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_in_past');
  });

  it.each([
    // Also `a week from` (`через тиждень з`: seven days on): refused, never the date. pl `tydzień
    // od 16 marca` asks both since the twenty-fourth round (time-forms-twentyfourth-round-north).
    ['uk', 'тиждень з 16 березня'],
    ['uk', 'через тиждень з 16 березня'],
    ['ru', 'на неделе в пятницу'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('en "a week from march 16" stays seven days on', () => {
    expect(readLocal('en', 'a week from march 16')).toBe('2026-03-23 09:00');
  });

  it('pl "za tydzień od 16 marca" is seven days on since the twenty-third round (`za … od`)', () => {
    expect(readLocal('pl', 'za tydzień od 16 marca')).toBe('2026-03-23 09:00');
  });

  it.each([
    ['de', 'im ersten Wochenende im April', '2026-04-04 09:00'],
    ['de', 'im letzten Wochenende im März', '2026-03-28 09:00'],
    ['de', 'im April', '2026-04-01 09:00'],
  ] as const)('%s "%s", a place in a month after `im`, is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['it', 'nella seconda settimana di aprile'],
    ['ru', 'во вторую неделю апреля'],
    ['uk', 'в другий тиждень квітня'],
    ['pl', 'w drugim tygodniu kwietnia'],
    ['tr', 'nisanın ikinci haftası'],
    ['ja', '4月の第2週に'],
    ['ko', '4월 둘째 주에'],
  ] as const)('%s "%s", the n-th week after `in`, asks as without it', (locale, text) => {
    expect(askedLocal(locale, text)).toEqual(['2026-04-06 09:00', '2026-04-13 09:00']);
  });
});

describe('The week unit after a day alone', () => {
  it.each([
    ['en', '16th week'],
    ['ja', '16日の週'],
  ] as const)('%s "%s" is no week of a date (a week of the year?): refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});
