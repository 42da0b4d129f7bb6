import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * A count of days or weeks before or after a day (docs/decisions.md, "Time expressions,
 * seventeenth round: a count before or after a day"): the day moved keeps the day's reading
 * (09:00). Reference: Wednesday 11 March 2026, 10:00 local; 20 March is a Friday, the coming
 * Sunday 15 March.
 */
const WEDNESDAY = '2026-03-11 10:00';

describe('A count before or after a date or a weekday, the relation word first', () => {
  it.each([
    ['en-US', 'the day before march 20', '2026-03-19 09:00'],
    ['de', 'zwei Tage vor dem 20. März', '2026-03-18 09:00'],
    ['de', '2 Tage vor Sonntag', '2026-03-13 09:00'],
    ['de', 'eine Woche vor dem 20. März', '2026-03-13 09:00'],
    ['fr', 'deux jours avant le 20 mars', '2026-03-18 09:00'],
    ['fr', '2 jours après le 20 mars', '2026-03-22 09:00'],
    ['fr', '2 jours avant dimanche', '2026-03-13 09:00'],
    ['it', 'due giorni prima del 20 marzo', '2026-03-18 09:00'],
    ['it', '2 giorni dopo il 20 marzo', '2026-03-22 09:00'],
    ['es-ES', 'dos días antes del 20 de marzo', '2026-03-18 09:00'],
    ['es-419', '2 días antes del domingo', '2026-03-13 09:00'],
    ['pt-BR', 'dois dias antes do dia 20 de março', '2026-03-18 09:00'],
    ['nl', 'twee dagen voor 20 maart', '2026-03-18 09:00'],
    ['nl', '2 dagen voor zondag', '2026-03-13 09:00'],
    ['pl', 'dwa dni przed 20 marca', '2026-03-18 09:00'],
    ['pl', '2 dni przed niedzielą', '2026-03-13 09:00'],
    ['pl', 'tydzień przed 20 marca', '2026-03-13 09:00'],
    ['ru', 'за два дня до 20 марта', '2026-03-18 09:00'],
    ['ru', 'за неделю до 20 марта', '2026-03-13 09:00'],
    ['ru', 'через 3 дня после 20 марта', '2026-03-23 09:00'],
    ['uk', 'за два дні до 20 березня', '2026-03-18 09:00'],
    ['uk', 'через 3 дні після 20 березня', '2026-03-23 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe('A count before a day, after it', () => {
  it.each([
    ['tr', "20 Mart'tan 2 gün önce", '2026-03-18 09:00'],
    ['tr', 'pazardan 2 gün önce', '2026-03-13 09:00'],
    ['ja', '3月20日の2日前', '2026-03-18 09:00'],
    ['ja', '3月20日の1週間前', '2026-03-13 09:00'],
    ['ja', '日曜日の2日前', '2026-03-13 09:00'],
    ['ko', '3월 20일 이틀 전', '2026-03-18 09:00'],
    ['ko', '3월 20일 일주일 전', '2026-03-13 09:00'],
    ['zh-CN', '3月20号前两天', '2026-03-18 09:00'],
    ['zh-CN', '3月20号的前两天', '2026-03-18 09:00'],
    ['zh-TW', '3月20日前兩天', '2026-03-18 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe('A count before or after a holiday', () => {
  it.each([
    ['ru', 'за 3 дня до Нового года', '2026-12-29 09:00'],
    ['ru', 'через 2 дня после Нового года', '2027-01-03 09:00'],
    ['uk', 'за 3 дні до Нового року', '2026-12-29 09:00'],
    ['tr', 'yılbaşından 3 gün önce', '2026-12-29 09:00'],
    ['ja', 'クリスマスの3日前', '2026-12-22 09:00'],
    ['ko', '크리스마스 3일 전', '2026-12-22 09:00'],
    ['ko', '추석 이틀 전', '2026-09-23 09:00'],
    ['zh-CN', '国庆前两天', '2026-09-29 09:00'],
    ['zh-CN', '中秋节前一周', '2026-09-18 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe('What stays as it was, and what stays refused', () => {
  it.each([
    // A phrase of the table keeps its reading (the day after tomorrow keeps the wall clock).
    ['pl', 'dzień po jutrze', '2026-03-13 10:00'],
    ['en-US', 'the day after tomorrow', '2026-03-13 10:00'],
    // A clock said with minutes past the hour is not a count after a day.
    ['pl', 'jutro kwadrans po ósmej rano', '2026-03-12 08:15'],
    // Hours before a day name no clock; 'за' alone says nothing.
    ['en-US', '2 hours before march 20', 'invalid_time_format'],
    ['ja', 'クリスマスの2時間前', 'invalid_time_format'],
    ['ru', 'за 2 дня', 'invalid_time_format'],
    ['ru', 'за 5 минут', 'invalid_time_format'],
    // A day already past once moved; a date without a year is the one whose moved day is ahead,
    // as '3月10日' alone (the sixteenth round's rule).
    ['en-US', '2 days before today', 'time_in_past'],
    ['ja', '3月12日の2日前', '2027-03-10 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe("After an hour word that is also o'clock", () => {
  it.each([
    // After two hours, or after two o'clock (a time with no instant): refused, not guessed.
    ['nl', 'na 2 uur', 'invalid_time_format'],
    ['nl', 'na twee uur', 'invalid_time_format'],
    ['nl', 'na 15 uur', 'invalid_time_format'],
    ['de', 'nach 15h', 'invalid_time_format'],
    // 'een uur' is an hour; past 23 no clock; another unit, or 'de' first, is a length.
    ['nl', 'na een uur', '2026-03-11 11:00'],
    ['nl', 'na 48 uur', '2026-03-13 10:00'],
    ['nl', 'na 10 minuten', '2026-03-11 10:10'],
    ['de', 'nach 2 Stunden', '2026-03-11 12:00'],
    ['es-ES', 'después de 3 horas', '2026-03-11 13:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe('The day itself, named after a day', () => {
  it.each([
    ['zh-CN', '国庆那天', '2026-10-01 09:00'],
    ['zh-CN', '3月20号那天', '2026-03-20 09:00'],
    ['zh-CN', '国庆那天晚上8点', '2026-10-01 20:00'],
    ['zh-TW', '中秋節當天', '2026-09-25 09:00'],
    ['ja', 'クリスマス当日', '2026-12-25 09:00'],
    ['ko', '크리스마스 당일', '2026-12-25 09:00'],
    ['ko', '3월 20일 날', '2026-03-20 09:00'],
    // 'next' before a named day: the coming one, as the name alone.
    ['zh-CN', '下一个中秋节', '2026-09-25 09:00'],
    ['zh-CN', '下个中秋节晚上8点', '2026-09-25 20:00'],
    ['zh-TW', '下個中秋節', '2026-09-25 09:00'],
    ['ja', '今度のクリスマス', '2026-12-25 09:00'],
    // Alone they name no day ('当天' alone keeps its reading as today).
    ['zh-CN', '那天', 'invalid_time_format'],
    ['ko', '날', 'invalid_time_format'],
    // A weekday after 'の' is not 'の日'.
    ['ja', '3月22日の日曜日', '2026-03-22 09:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});

describe('An hour and its minutes alone, or an abbreviated hour alone: the clock, or a length', () => {
  it.each([
    ['ru', '15 часов 30 минут', ['2026-03-11 15:30', '2026-03-12 01:30']],
    ['ru', '15 ч', ['2026-03-11 15:00', '2026-03-12 01:00']],
    ['uk', '15 годин 30 хвилин', ['2026-03-11 15:30', '2026-03-12 01:30']],
    ['uk', '15 год', ['2026-03-11 15:00', '2026-03-12 01:00']],
    ['ru', '10 ч 30 мин', ['2026-03-11 10:30', '2026-03-11 22:30', '2026-03-11 20:30']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(askedLocal(locale, text, WEDNESDAY)).toEqual(want);
  });

  it.each([
    // With 'in' or 'at' it is one of them; 'Stunden' is only a length; 'часов' alone the clock.
    ['ru', 'через 2 часа 30 минут', '2026-03-11 12:30'],
    ['ru', 'в 15 часов 30 минут', '2026-03-11 15:30'],
    ['ru', 'в 15 ч.', '2026-03-11 15:00'],
    ['ru', '15 часов', '2026-03-11 15:00'],
    ['de', '10 Stunden 30 Minuten', '2026-03-11 20:30'],
    // Dutch and French keep the ninth round's rule: with its minute unit, a length.
    ['nl', '10 uur 30 minuten', '2026-03-11 20:30'],
    ['fr', '10 heures 30 minutes', '2026-03-11 20:30'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, WEDNESDAY)).toBe(want);
  });
});
