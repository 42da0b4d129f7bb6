import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * The twenty-third round's forms in pl, ru, uk and tr (docs/decisions.md, "Time expressions,
 * twenty-third round: new sources for pl, ru, uk, tr"): a count of days or weeks from or after a day
 * in Polish (`za 5 dni od dzisiaj`, `2 dni po sobocie`), the abbreviated next week and month
 * (`w przyszłym tyg`, `на след нед`, `наст міс`, `gelecek hf`), abbreviated units, the Russian and
 * Ukrainian collective numerals before a count of days, uk `опів на`, tr the `at` ending written
 * apart after the hour (`yarın saat 14 te`). Reference: Thursday 14 May
 * 2026, 10:00 local.
 */
const NOW = '2026-05-14 10:00';

describe('A count of days or weeks from, or after, a day (pl)', () => {
  it.each([
    ['za 5 dni od dzisiaj', '2026-05-19 10:00'],
    ['za 3 dni od jutra', '2026-05-18 10:00'],
    ['za tydzień od jutra', '2026-05-22 10:00'],
    ['2 dni po sobocie', '2026-05-18 09:00'],
    ['o 10 rano 2 dni po sobocie', '2026-05-18 10:00'],
    ['3 dni po niedzieli', '2026-05-20 09:00'],
    ['tydzień po środzie', '2026-05-27 09:00'],
    ['za 2 tygodnie od soboty', '2026-05-30 09:00'],
    ['za 2 tygodnie i 6 dni od soboty', '2026-06-05 09:00'],
    ['3 dni od wtorku', '2026-05-22 09:00'],
  ] as const)('"%s" is %s', (text, want) => {
    expect(readLocal('pl', text, NOW)).toBe(want);
  });

  it.each([['tydzień od poniedziałku'], ['od poniedziałku do piątku'], ['od jutra']] as const)(
    '"%s" stays refused (a week from Monday, or the week from it; a range; a start)',
    (text) => {
      expect(readLocal('pl', text, NOW)).toBe('invalid_time_format');
    },
  );
});

describe('The abbreviated next week and month, abbreviated units, collective numerals', () => {
  it.each([
    ['pl', 'w przyszłym tyg', '2026-05-21 10:00'],
    ['pl', 'w przyszłym mies', '2026-06-14 10:00'],
    ['pl', 'w nast. tyg.', '2026-05-21 10:00'],
    ['pl', 'w następnym miesiącu', '2026-06-14 10:00'],
    ['ru', 'на след нед', '2026-05-21 10:00'],
    ['ru', 'в след мес', '2026-06-14 10:00'],
    ['ru', 'в следующем месяце', '2026-06-14 10:00'],
    ['ru', 'через 2 сут', '2026-05-16 10:00'],
    ['ru', 'через двое суток', '2026-05-16 10:00'],
    ['uk', 'наст тижня', '2026-05-21 10:00'],
    ['uk', 'у наступному місяці', '2026-06-14 10:00'],
    ['uk', 'через 2 тиж', '2026-05-28 10:00'],
    ['uk', 'через 3 дн', '2026-05-17 10:00'],
    ['uk', 'через двоє діб', '2026-05-16 10:00'],
    ['tr', 'gelecek hf', '2026-05-21 10:00'],
    ['tr', '2 hf sonra', '2026-05-28 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOW)).toBe(want);
  });
});

describe('uk `опів на` (half to the hour, written as one word)', () => {
  it.each([
    ['опів на восьму вечора', '2026-05-14 19:30'],
    ['опів на сьому ранку', '2026-05-15 06:30'],
  ] as const)('"%s" is %s, as `о пів на`', (text, want) => {
    expect(readLocal('uk', text, NOW)).toBe(want);
  });
});

describe('tr the `at` ending written apart after the hour', () => {
  it.each([
    ['yarın saat 14 te', '2026-05-15 14:00'],
    ['bugün 16 da', '2026-05-14 16:00'],
    ['pazartesi 9 da', '2026-05-18 09:00'],
    ['akşam saat 9 da', '2026-05-14 21:00'],
    ['yarın 15:30 da', '2026-05-15 15:30'],
  ] as const)('"%s" is %s, as with the apostrophe', (text, want) => {
    expect(readLocal('tr', text, NOW)).toBe(want);
  });

  it.each([['yarın da'], ['10 dakika da'], ['cuma 10 dan sonra']] as const)(
    '"%s" stays refused (`da` is also `too`; `dan` is no `at`)',
    (text) => {
      expect(readLocal('tr', text, NOW)).toBe('invalid_time_format');
    },
  );
});
