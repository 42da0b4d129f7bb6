import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, sixteenth round (pl, ru, uk, tr). Reference Tuesday 10 March 2026, 10:00 on the
 * caller's clock in the locale's zone.
 */
const TUESDAY = '2026-03-10 10:00';

describe('Forms: Russian minutes into the next hour', () => {
  it.each([
    ['двадцать минут девятого утра', '2026-03-11 08:20'],
    ['в двадцать минут девятого вечера', '2026-03-10 20:20'],
    ['пять минут третьего ночи', '2026-03-11 02:05'],
    ['десять минут седьмого вечера', '2026-03-10 18:10'],
    ['завтра в десять минут восьмого утра', '2026-03-11 07:10'],
    ['двадцать пять минут девятого вечера', '2026-03-10 20:25'],
    ['в 10 минут восьмого вечера', '2026-03-10 19:10'],
  ] as const)('ru "%s" is %s', (text, want) => {
    expect(readLocal('ru', text, TUESDAY)).toBe(want);
  });

  it('ru "двадцать минут девятого" without a time of day asks which half', () => {
    expect(askedLocal('ru', 'двадцать минут девятого', TUESDAY)).toEqual([
      '2026-03-11 08:20',
      '2026-03-10 20:20',
    ]);
  });
});

describe('Forms: Ukrainian minutes into the next hour ("на восьму")', () => {
  it.each([
    ['завтра десять хвилин на восьму ранку', '2026-03-11 07:10'],
    ['десять хвилин на восьму вечора', '2026-03-10 19:10'],
    ["о двадцять хвилин на дев'яту вечора", '2026-03-10 20:20'],
    ["двадцять хвилин на дев'яту ранку", '2026-03-11 08:20'],
    ['десять на восьму ранку', '2026-03-11 07:10'],
    ["п'ять на восьму вечора", '2026-03-10 19:05'],
  ] as const)('uk "%s" is %s', (text, want) => {
    expect(readLocal('uk', text, TUESDAY)).toBe(want);
  });

  it('uk "десять хвилин на восьму" without a time of day asks which half', () => {
    expect(askedLocal('uk', 'десять хвилин на восьму', TUESDAY)).toEqual([
      '2026-03-11 07:10',
      '2026-03-10 19:10',
    ]);
  });
});

describe("Forms: Polish 'pół do', quarters and 'doba'", () => {
  it.each([
    ['pół do ósmej', '2026-03-11 07:30'],
    ['o pół do dziewiątej', '2026-03-11 08:30'],
    ['jutro pół do ósmej', '2026-03-11 07:30'],
    ['za trzy kwadranse', '2026-03-10 10:45'],
    ['za dwa kwadranse', '2026-03-10 10:30'],
    ['za dobę', '2026-03-11 10:00'],
    ['za dwie doby', '2026-03-12 10:00'],
    ['za trzy doby', '2026-03-13 10:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });
});

describe("Forms: Turkish duration in the dative ('on dakikaya')", () => {
  it.each([
    ['on dakikaya', '2026-03-10 10:10'],
    ['10 dakikaya', '2026-03-10 10:10'],
    ['beş dakikaya', '2026-03-10 10:05'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });
});

describe('Forms: a weekday’s place in this month, the month unit in the genitive', () => {
  it.each([
    ['pl', 'w ostatni piątek miesiąca', '2026-03-27 09:00'],
    ['pl', 'w ostatni piątek miesiąca o 18', '2026-03-27 18:00'],
    ['pl', 'w trzeci czwartek miesiąca', '2026-03-19 09:00'],
    ['ru', 'в последнюю пятницу месяца', '2026-03-27 09:00'],
    ['ru', 'в последнюю пятницу месяца в 18:00', '2026-03-27 18:00'],
    ['uk', "в останню п'ятницю місяця", '2026-03-27 09:00'],
    ['uk', "в останню п'ятницю місяця о 17:00", '2026-03-27 17:00'],
    ['tr', 'ayın son cuması', '2026-03-27 09:00'],
    ['tr', "ayın son cuması saat 18'de", '2026-03-27 18:00'],
    ['tr', 'ayın üçüncü perşembesi', '2026-03-19 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, TUESDAY)).toBe(want);
  });
});

describe('Fixes a wrong answer: an ordinal hour word is no count of days', () => {
  it('ru "третьего дня" alone is refused', () => {
    expect(readLocal('ru', 'третьего дня', TUESDAY)).toBe('invalid_time_format');
  });
  // It read three days and five minutes from now; since the eighteenth round, the afternoon clock.
  it.each([
    ['пять минут третьего дня', '2026-03-10 14:05'],
    ['десять минут третьего дня', '2026-03-10 14:10'],
  ])('ru "%s" is %s, the same day', (text, want) => {
    expect(readLocal('ru', text, TUESDAY)).toBe(want);
  });
  it.each([
    ['через три дня', '2026-03-13 10:00'],
    ['в половине третьего', '2026-03-10 14:30'],
  ] as const)('ru "%s" still reads %s', (text, want) => {
    expect(readLocal('ru', text, TUESDAY)).toBe(want);
  });
});
