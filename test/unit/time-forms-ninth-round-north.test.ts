import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, ninth round (German, Dutch, Polish, Russian, Ukrainian, Turkish): families the new
 * tuning sources (Sugar's, when's and parsedatetime's tests, dateparser's language tests, our
 * chat phrasing) showed refused, read now (reference Thursday 5 March 2026, 10:00 on the
 * caller's clock, in the locale's zone), what is asked and what stays refused.
 */

describe('Forms: a dotted day and month without a year', () => {
  it.each([
    ['pl', '15.03 o 14:00', '2026-03-15 14:00'],
    ['uk', '15.03 о 14:00', '2026-03-15 14:00'],
    ['tr', '15.03 saat 14:00', '2026-03-15 14:00'],
    ['de', '20.03 um 14 Uhr', '2026-03-20 14:00'],
    ['ru', '15.03 14:00', '2026-03-15 14:00'],
    ['de', 'am 22.04', '2026-04-22 09:00'],
    ['pl', 'w piątek 20.03', '2026-03-20 09:00'],
    ['de', '25.8', '2026-08-25 09:00'],
    ['ru', '25.8', '2026-08-25 09:00'],
    // A clock is still read where no day and month could be meant, or after 'at'.
    ['de', '19.15', '2026-03-05 19:15'],
    ['pl', 'o 20.03', '2026-03-05 20:03'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', '22.04', ['2026-04-22 09:00', '2026-03-05 22:04']],
    ['ru', '20.03', ['2026-03-20 09:00', '2026-03-05 20:03']],
    ['uk', '20.03', ['2026-03-20 09:00', '2026-03-05 20:03']],
    ['pl', '20.03', ['2026-03-20 09:00', '2026-03-05 20:03']],
    ['nl', '9.04', ['2026-04-09 09:00', '2026-03-06 09:04']],
  ] as const)('%s "%s" alone asks: the date or the clock', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    ['de', '1.5'], // a decimal number
    ['de', '25.0'],
    ['pl', '20.15.2026'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: four digits alone are a 24-hour clock', () => {
  it.each([
    ['de', '1730', '2026-03-05 17:30'],
    ['ru', '2300', '2026-03-05 23:00'],
    ['de', '1100', '2026-03-05 11:00'],
    ['ru', '1930', '2026-03-05 19:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', '2027'], // a year ahead
    ['ru', '2030'],
    ['de', '730'], // three digits: either half of the day
    ['ru', '173000'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('a morning clock already gone is tomorrow', () => {
    expect(readLocal('de', '0930')).toBe('2026-03-06 09:30');
  });
});

describe('Forms: approximations before or after the hour', () => {
  it.each([
    ['ru', 'около 18', '2026-03-05 18:00'],
    ['ru', 'около 18 часов', '2026-03-05 18:00'],
    ['ru', 'примерно в 18:30', '2026-03-05 18:30'],
    ['uk', 'близько 18', '2026-03-05 18:00'],
    ['uk', 'приблизно о 18', '2026-03-05 18:00'],
    ['tr', '18 gibi', '2026-03-05 18:00'],
    ['tr', 'yarın 18 gibi', '2026-03-06 18:00'],
    ['tr', 'saat 18 civarında', '2026-03-05 18:00'],
    ['tr', 'akşam 7 gibi', '2026-03-05 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('an approximate bare hour of the 12-hour clock asks, as "around 7"', () => {
    expect(asked('ru', 'около 7')).toEqual(['2026-03-06 07:00', '2026-03-05 19:00']);
    expect(asked('tr', '7 gibi')).toEqual(['2026-03-06 07:00', '2026-03-05 19:00']);
  });

  it.each([
    ['ru', 'около часа'], // about an hour: a length, not a time
    ['tr', '2 saat gibi'],
    ['uk', 'близько години'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: within a duration, after lunch, right now', () => {
  it.each([
    ['nl', 'binnen een half uur', '2026-03-05 10:30'],
    ['nl', 'binnen 5 minuten', '2026-03-05 10:05'],
    ['nl', 'binnen 10 dagen', '2026-03-15 10:00'],
    ['ru', 'в течении часа', '2026-03-05 11:00'],
    ['ru', 'после обеда', '2026-03-05 15:00'],
    ['ru', 'завтра после обеда', '2026-03-06 15:00'],
    ['ru', 'в пятницу после обеда', '2026-03-06 15:00'],
    ['uk', 'після обіду', '2026-03-05 15:00'],
    ['uk', 'завтра після обіду', '2026-03-06 15:00'],
    ['ru', 'прямо сейчас', '2026-03-05 10:00'],
    ['de', 'uebermorgen', '2026-03-07 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', 'до обеда'], // before lunch: a deadline
    ['ru', 'к вечеру'],
    ['ru', 'за 5 минут'], // five minutes before (something), or within five minutes
    ['ru', 'вчера после обеда'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^\d/);
  });
});

describe("Forms: Dutch 'volgende' before a weekday (the one rule of next <weekday>)", () => {
  it.each([
    // Tuesday is already in next week, said on a Thursday: the coming one.
    ['nl', 'volgende dinsdag', '2026-03-10 09:00'],
    ['nl', '12:45 volgende maandag', '2026-03-09 12:45'],
    ['nl', 'volgende week dinsdag', '2026-03-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('asks while the weekday is still ahead this week', () => {
    expect(asked('nl', 'volgende zaterdag')).toEqual(['2026-03-07 09:00', '2026-03-14 09:00']);
  });

  it("keeps 'volgende week' and 'volgende maand'", () => {
    expect(readLocal('nl', 'volgende week')).toBe('2026-03-12 10:00');
    expect(readLocal('nl', 'volgende maand')).toBe('2026-04-05 10:00');
  });
});

describe('Forms: a quarter of the next hour in digits (German)', () => {
  it.each([
    ['de', 'dreiviertel 8 abends', '2026-03-05 19:45'],
    ['de', 'viertel 8 abends', '2026-03-05 19:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('asks without a time of day, as in words', () => {
    expect(asked('de', 'dreiviertel 8')).toEqual(['2026-03-06 07:45', '2026-03-05 19:45']);
    expect(asked('de', 'dreiviertel acht')).toEqual(['2026-03-06 07:45', '2026-03-05 19:45']);
  });

  it("English 'quarter 8' says nothing", () => {
    expect(readLocal('en-US', 'quarter 8')).toBe('invalid_time_format');
  });
});

describe('Forms: the end of the month and of the year (the last day, 17:00)', () => {
  it.each([
    ['de', 'Ende des Monats', '2026-03-31 17:00'],
    ['de', 'am Ende des Monats um 18 Uhr', '2026-03-31 18:00'],
    ['de', 'Jahresende', '2026-12-31 17:00'],
    ['nl', 'eind van de maand', '2026-03-31 17:00'],
    ['nl', 'eind van het jaar', '2026-12-31 17:00'],
    ['pl', 'pod koniec miesiąca', '2026-03-31 17:00'],
    ['pl', 'koniec roku', '2026-12-31 17:00'],
    ['ru', 'в конце месяца', '2026-03-31 17:00'],
    ['ru', 'конец года', '2026-12-31 17:00'],
    ['uk', 'в кінці місяця', '2026-03-31 17:00'],
    ['uk', 'наприкінці року', '2026-12-31 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['pl', 'do końca miesiąca'], // by the end of the month: a deadline
    ['ru', 'до конца месяца'],
    ['tr', 'ay sonunda'], // not read in Turkish (decisions)
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: Russian numbers after "в течение" (genitive) and "эта"', () => {
  it.each([
    ['ru', 'в течение получаса', '2026-03-05 10:30'],
    ['ru', 'в течение двух часов', '2026-03-05 12:00'],
    ['ru', 'в течение одного часа', '2026-03-05 11:00'],
    ['ru', 'в течении трёх дней', '2026-03-08 10:00'],
    ['ru', 'эта суббота', '2026-03-07 09:00'],
    ['uk', 'о першій дня', '2026-03-05 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"двух" alone is no time', () => {
    expect(readLocal('ru', 'двух')).toBe('invalid_time_format');
  });
});

describe('Forms: the N-th weekday after a month in the genitive (Turkish)', () => {
  it.each([
    ['tr', 'mart ayının ilk cuması', '2026-03-06 09:00'],
    ['tr', 'nisanın ikinci salısı', '2026-04-14 09:00'],
    ['tr', 'ekimin üçüncü pazarı', '2026-10-18 09:00'],
    ['tr', "mart ayının ilk cuması saat 10'da", '2026-03-06 10:00'],
    ['tr', 'ağustosun son pazarı', '2026-08-30 09:00'],
    // The genitive ending after an apostrophe ('Temmuz'un', 'Mart'ın').
    ['tr', "Temmuz'un ilk Cuma günü", '2026-07-03 09:00'],
    ['tr', "Mart'ın ilk cuması", '2026-03-06 09:00'],
    ['tr', "Ekim'in üçüncü pazarı", '2026-10-18 09:00'],
    // February's last Friday is gone: next year's.
    ['tr', 'şubatın son cuması', '2027-02-26 09:00'],
    ['en-US', 'first friday of march', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['tr', 'ikinci'],
    ['tr', 'nisanın altıncı cuması'], // no sixth Friday
    ['tr', 'her ikinci salı'], // every other Tuesday, or the second of each month?
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe("Forms: half or a quarter against one o'clock, with a time of day", () => {
  it.each([
    ['ru', 'в половине первого дня', '2026-03-05 12:30'],
    ['ru', 'в половине первого ночи', '2026-03-06 00:30'],
    ['uk', 'о пів на першу дня', '2026-03-05 12:30'],
    ['uk', 'о пів на першу ночі', '2026-03-06 00:30'],
    ['pl', 'o wpół do pierwszej po południu', '2026-03-05 12:30'],
    ['pl', 'o wpół do pierwszej w nocy', '2026-03-06 00:30'],
    ['tr', 'gece bire çeyrek kala', '2026-03-06 00:45'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', 'в половине первого'], // 00:30 or 12:30: no time of day says which
    ['ru', 'полпервого'],
    ['ru', 'в половине первого утра'], // the morning has no 12:30
    ['uk', 'о пів на першу'],
    ['pl', 'wpół do pierwszej'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: an hour and its mark, then the minutes in words (German)', () => {
  it.each([
    ['de', 'um acht Uhr vierzig', '2026-03-06 08:40'],
    ['de', 'acht Uhr vierzig', '2026-03-06 08:40'],
    ['de', 'um zwanzig Uhr fünfzehn', '2026-03-05 20:15'],
    ['de', 'morgen um acht Uhr dreißig', '2026-03-06 08:30'],
    ['de', 'um acht Uhr vierzig abends', '2026-03-05 20:40'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a number before a unit is no minutes', () => {
    expect(readLocal('de', 'um acht Uhr eine Stunde')).toBe('invalid_time_format');
  });
});

describe('Forms: the end of the working day, the day after', () => {
  it.each([
    ['nl', 'eind van de werkdag', '2026-03-05 17:00'],
    ['ru', 'в конце рабочего дня', '2026-03-05 17:00'],
    ['uk', 'наприкінці робочого дня', '2026-03-05 17:00'],
    ['tr', 'mesai bitiminde', '2026-03-05 17:00'],
    ['pl', 'koniec dnia', '2026-03-05 17:00'],
    ['nl', 'de dag erna', '2026-03-06 10:00'],
    ['nl', 'de dag daarna', '2026-03-06 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
  // The plain end of the day reads 17:00 since the twenty-third round (its own test).
});

describe("Forms: a number, the hour unit that is also o'clock, and two-digit minutes", () => {
  it.each([
    ['nl', '15 uur 30', '2026-03-05 15:30'],
    ['nl', '8 uur 40', '2026-03-06 08:40'],
    ['nl', 'morgen 15 uur 30', '2026-03-06 15:30'],
    ['ru', '15 часов 30', '2026-03-05 15:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('keeps a length with its minute unit, and refuses an afternoon hour without a time of day', () => {
    expect(readLocal('nl', '2 uur 30 minuten')).toBe('2026-03-05 12:30');
    expect(readLocal('nl', '2 uur 30')).toBe('invalid_time_format');
    expect(readLocal('ru', '3 часа 30')).toBe('invalid_time_format');
  });
});
