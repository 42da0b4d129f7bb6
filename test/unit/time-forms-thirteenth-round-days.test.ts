import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * A named day with a year or `next` (docs/decisions.md, "Time expressions, thirteenth round:
 * named days with a year, every language"). References, 10:00 local: Saturday 26 December 2026
 * (this year's Christmas gone), Wednesday 1 April 2026 (Easter ahead, next year's within a year).
 * A day alone is read at 09:00.
 */
const AFTER_CHRISTMAS = '2026-12-26 10:00';
const EASTER_AHEAD = '2026-04-01 10:00';

describe('A named day with a year written is that year’s', () => {
  it.each([
    ['pt-BR', 'Natal de 2027', '2027-12-25 09:00'],
    ['es-ES', 'Navidad de 2027', '2027-12-25 09:00'],
    ['ja', '2027年の元日', '2027-01-01 09:00'],
    ['ja', '2027年元日', '2027-01-01 09:00'],
    ['zh-CN', '2027年春节', '2027-02-06 09:00'],
    ['zh-TW', '2027年春節', '2027-02-06 09:00'],
    ['ko', '2027년 추석', '2027-09-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, AFTER_CHRISTMAS)).toBe(want);
  });
});

describe('A year word with a named day: next year’s or this year’s', () => {
  it.each([
    ['en-US', 'christmas next year', '2027-12-25 09:00'],
    ['en-US', 'easter next year', '2027-03-28 09:00'],
    ['en-GB', 'christmas next year', '2027-12-25 09:00'],
    ['de', 'Weihnachten nächstes Jahr', '2027-12-25 09:00'],
    ['fr', "Noël l'année prochaine", '2027-12-25 09:00'],
    ['es-ES', 'Navidad del año que viene', '2027-12-25 09:00'],
    ['es-419', 'Navidad del año que viene', '2027-12-25 09:00'],
    ['it', "Natale dell'anno prossimo", '2027-12-25 09:00'],
    ['pt-BR', 'Natal do ano que vem', '2027-12-25 09:00'],
    ['nl', 'kerst volgend jaar', '2027-12-25 09:00'],
    ['tr', 'gelecek yıl yılbaşı', '2027-01-01 09:00'],
    ['ja', '来年の元日', '2027-01-01 09:00'],
    ['ja', '来年のクリスマス', '2027-12-25 09:00'],
    ['ja', '来年の元日の朝9時', '2027-01-01 09:00'],
    ['zh-CN', '明年春节', '2027-02-06 09:00'],
    ['zh-CN', '明年的中秋节', '2027-09-15 09:00'],
    ['zh-CN', '明年中秋节晚上8点', '2027-09-15 20:00'],
    ['zh-TW', '明年的中秋節', '2027-09-15 09:00'],
    ['ko', '내년 추석', '2027-09-15 09:00'],
    ['ko', '내년 설날', '2027-02-07 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, AFTER_CHRISTMAS)).toBe(want);
  });

  it.each([
    ['en-US', 'easter this year', '2026-04-05 09:00'],
    ['zh-CN', '明年春节', '2027-02-06 09:00'],
  ] as const)('%s "%s" said on 1 April is %s', (locale, text, want) => {
    expect(readLocal(locale, text, EASTER_AHEAD)).toBe(want);
  });
});

describe('This year’s day already gone is past; a year beyond the horizon is too far', () => {
  it.each([
    ['en-US', 'christmas this year', AFTER_CHRISTMAS],
    ['de', 'Weihnachten dieses Jahr', AFTER_CHRISTMAS],
    ['ja', '今年のクリスマス', AFTER_CHRISTMAS],
    ['zh-CN', '今年中秋节', AFTER_CHRISTMAS],
    ['ko', '올해 추석', AFTER_CHRISTMAS],
  ] as const)('%s "%s" at %s is time_in_past', (locale, text, now) => {
    expect(readLocal(locale, text, now)).toBe('time_in_past');
  });

  it.each([
    ['en-US', 'christmas next year'],
    ['de', 'Weihnachten nächstes Jahr'],
    ['ko', '내년 추석'],
  ] as const)('%s "%s" said on 1 April is time_too_far', (locale, text) => {
    expect(readLocal(locale, text, EASTER_AHEAD)).toBe('time_too_far');
  });
});

describe('next <named day>: the rule of next <weekday>', () => {
  it.each([
    ['en-US', 'next easter'],
    ['de', 'nächstes Ostern'],
    ['fr', 'Pâques prochain'],
  ] as const)('%s "%s" while this year’s is ahead asks: this year’s or next year’s', (l, text) => {
    expect(askedLocal(l, text, EASTER_AHEAD)).toEqual(['2026-04-05 09:00', '2027-03-28 09:00']);
  });

  it.each([
    ['de', 'nächstes Weihnachten', '2027-12-25 09:00'],
    ['fr', 'Noël prochain', '2027-12-25 09:00'],
    ['it', 'Natale prossimo', '2027-12-25 09:00'],
  ] as const)('%s "%s" once this year’s is gone is next year’s: %s', (locale, text, want) => {
    expect(readLocal(locale, text, AFTER_CHRISTMAS)).toBe(want);
  });
});

describe('A lunar date with a year', () => {
  it.each([
    ['zh-CN', '明年八月十五', '2027-09-15 09:00'],
    ['zh-CN', '2027年农历八月十五', '2027-09-15 09:00'],
    ['zh-CN', '明年农历八月十五晚上8点', '2027-09-15 20:00'],
    ['zh-TW', '明年農曆八月十五', '2027-09-15 09:00'],
    ['ko', '내년 음력 8월 15일', '2027-09-15 09:00'],
    ['ko', '2027년 음력 8월 15일', '2027-09-15 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, AFTER_CHRISTMAS)).toBe(want);
  });
});

describe('A filler after a written year, before a date (one reader of a year before a day)', () => {
  it.each([
    ['ja', '2027年の3月1日', '2027-03-01 09:00'],
    ['zh-TW', '116年的3月20日', '2027-03-20 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, AFTER_CHRISTMAS)).toBe(want);
  });
});
