import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, fourteenth round (pl, ru, uk, tr). Reference Tuesday 10 March 2026, 10:00 on the
 * caller's clock in the locale's zone, unless a row says otherwise.
 */
const TUESDAY = '2026-03-10 10:00';

describe('Forms: Polish day of the month alone in ordinal words (genitive)', () => {
  it.each([
    ['piętnastego', '2026-03-15 09:00'],
    ['dwudziestego pierwszego', '2026-03-21 09:00'],
    ['piętnastego o 18', '2026-03-15 18:00'],
    ['dwudziestego pierwszego o 9', '2026-03-21 09:00'],
    ['pierwszego', '2026-04-01 09:00'],
    ['trzydziestego pierwszego', '2026-03-31 09:00'],
    ['dwunastego o 10:30', '2026-03-12 10:30'],
    ['w piątek trzynastego', '2026-03-13 09:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it.each(['pierwsza', 'pierwszy'])('pl "%s" (not the genitive) alone stays refused', (text) => {
    expect(readLocal('pl', text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe('Forms: Polish minutes before a spoken hour with a tens word', () => {
  it.each([
    ['za dwadzieścia ósma wieczorem', '2026-03-10 19:40'],
    ['za dwadzieścia ósma rano', '2026-03-11 07:40'],
    ['za dwadzieścia piąta po południu', '2026-03-10 16:40'],
    ['jutro za dwadzieścia dziewiąta rano', '2026-03-11 08:40'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it('pl "za dwadzieścia ósma" asks both halves', () => {
    expect(askedLocal('pl', 'za dwadzieścia ósma', TUESDAY)).toEqual([
      '2026-03-11 07:40',
      '2026-03-10 19:40',
    ]);
  });
});

describe("Forms: Polish 'po południu' after an hour is pm", () => {
  it.each([
    ['9:30 po południu', '2026-03-10 21:30'],
    ['o 9 po południu', '2026-03-10 21:00'],
    ['11:00 po południu', '2026-03-10 23:00'],
    ['jutro o 8 po południu', '2026-03-11 20:00'],
    ['17.03 po południu o 4', '2026-03-17 16:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it.each(['12:00 przed południem'])('pl "%s" (12 before noon) is refused', (text) => {
    expect(readLocal('pl', text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe('Forms: Russian and Ukrainian clocks with a time of day said only after a clock', () => {
  it.each([
    ['ru', '11.10 вечера', '2026-03-10 23:10'],
    ['ru', '5-59 вечера', '2026-03-10 17:59'],
    ['ru', '7-30 утра', '2026-03-11 07:30'],
    ['ru', 'завтра 7-30 утра', '2026-03-11 07:30'],
    ['uk', '11.10 вечора', '2026-03-10 23:10'],
    ['ru', '20.03.2026 часов в 7 вечера', '2026-03-20 19:00'],
    ['ru', '20 марта 2026 часов в 7 вечера', '2026-03-20 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, TUESDAY)).toBe(want);
  });

  it.each([
    ['ru', '17-59'],
    ['ru', '10-12 утра'],
    ['ru', 'следующую среду в 2:25 вечера'],
    ['ru', 'следующий понедельник 3:45 вечера'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe('Forms: a weekday with a day of the month and its ending after a hyphen', () => {
  it.each([
    ['ru', 'в понедельник 30-го', '2026-03-30 09:00'],
    ['ru', 'в понедельник 30-го в 10', '2026-03-30 10:00'],
    ['ru', 'во вторник 31-го', '2026-03-31 09:00'],
    ['ru', 'в пятницу 27-го', '2026-03-27 09:00'],
    ['uk', 'у понеділок 30-го', '2026-03-30 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, TUESDAY)).toBe(want);
  });

  it('ru "в понедельник 31-го" (31 March is a Tuesday) is refused', () => {
    expect(readLocal('ru', 'в понедельник 31-го', TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms: Turkish next month's day and a day of the month after a weekday", () => {
  it.each([
    ["gelecek ayın 20'si", '2026-04-20 09:00'],
    ["Gelecek ayın 5'i", '2026-04-05 09:00'],
    ["gelecek ayın 20'sinde saat 10'da", '2026-04-20 10:00'],
    ["pazartesi 16'sı", '2026-03-16 09:00'],
    ["16'sı", '2026-03-16 09:00'],
    ["salı günü 31'i", '2026-03-31 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });

  // 'gelecek ayın ikinci pazartesi' reads since the fifteenth round (13 April).
  it.each(["çarşamba günü 31'i", "pazar 31'i", 'cumartesi 5'])('tr "%s" is refused', (text) => {
    expect(readLocal('tr', text, TUESDAY)).toBe('invalid_time_format');
  });
});
