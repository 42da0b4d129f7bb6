import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, eleventh round (de, nl, pl, ru, uk, tr): the families' cross product
 * (bench/corpus/compose/<locale>.ts) showed a day and a clock that each read alone but not
 * together. Reference Thursday 5 March 2026, 10:00 on the caller's clock in the locale's zone.
 */

describe('Forms: twelve with the hour word and noon (de)', () => {
  it.each([
    ['de', '12 Uhr mittags', '2026-03-05 12:00'],
    ['de', 'morgen um 12 Uhr mittags', '2026-03-06 12:00'],
    ['de', 'um 12 Uhr mittags am Freitag', '2026-03-06 12:00'],
    // Unchanged: without the hour word, and the afternoon's twelve.
    ['de', 'um 12 mittags', '2026-03-05 12:00'],
    ['de', '12 Uhr nachmittags', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: a holiday after a clock and its half of the day (de, pl; 'an' in de)", () => {
  it.each([
    ['de', 'um 7 abends Silvester', '2026-12-31 19:00'],
    ['de', 'um halb sieben abends Silvester', '2026-12-31 18:30'],
    ['de', 'an Heiligabend um 18 Uhr', '2026-12-24 18:00'],
    ['de', 'an Silvester', '2026-12-31 09:00'],
    ['de', 'um 18 Uhr an Heiligabend', '2026-12-24 18:00'],
    ['pl', 'o 7 wieczorem w Wigilię', '2026-12-24 19:00'],
    ['pl', 'za kwadrans dziewiąta wieczorem w sylwestra', '2026-12-31 20:45'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // The evening of a holiday without an hour it settles: the eve's or the day's (refused, as before).
    ['de', 'abends Silvester'],
    ['pl', 'wieczorem w Wigilię'],
    ['fr', 'le soir de noël'],
    ['fr', 'à 20h le soir de noël'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: the hour word, then a date (de, nl, ru, uk)', () => {
  it.each([
    ['de', '18 Uhr 20. März', '2026-03-20 18:00'],
    ['de', 'um 18 Uhr 20 März', '2026-03-20 18:00'],
    ['nl', 'om 18 uur 20 maart', '2026-03-20 18:00'],
    ['nl', 'om 9 uur 20e maart', '2026-03-20 09:00'],
    ['nl', 'om 9 uur 20-03-2026', '2026-03-20 09:00'],
    ['nl', 'om 9 uur 20/03/2026', '2026-03-20 09:00'],
    ['ru', 'в 18 часов 20 марта', '2026-03-20 18:00'],
    ['ru', 'в 18ч 20-го марта', '2026-03-20 18:00'],
    ['uk', 'о 18 годині 20 березня', '2026-03-20 18:00'],
    // Unchanged: minutes after the hour word.
    ['de', 'um 14 Uhr 30', '2026-03-05 14:30'],
    ['nl', 'om 18 uur 30', '2026-03-05 18:30'],
    ['ru', 'в 18 часов 30 минут', '2026-03-05 18:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: 's avonds without its apostrophe (nl)", () => {
  it.each([
    ['nl', 'morgen om 8 uur savonds', '2026-03-06 20:00'],
    ['nl', 'om 7 uur s ochtends morgen', '2026-03-06 07:00'],
    ['nl', 'morgen om 3 uur smiddags', '2026-03-06 15:00'],
    ['nl', 'morgen 12 uur smiddags', '2026-03-06 12:00'],
    ['nl', 'vrijdag om 11 uur snachts', '2026-03-06 23:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: the year word after a date (ru, uk)', () => {
  it.each([
    ['ru', '20 марта 2026 года', '2026-03-20 09:00'],
    ['ru', '20 марта 2026 г. в 18:00', '2026-03-20 18:00'],
    ['ru', 'в 18:00 20 марта 2026 года', '2026-03-20 18:00'],
    ['uk', '20 березня 2026 року о 18:00', '2026-03-20 18:00'],
    ['uk', '20 березня 2026 р. о 18:00', '2026-03-20 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a year in the past with its word is refused (ru)', () => {
    expect(readLocal('ru', '20 марта 2025 года')).toBe('time_in_past');
  });
});

describe('Forms: the hour word before "в", an approximation (ru)', () => {
  it.each([
    ['ru', 'часов в 7 вечера', '2026-03-05 19:00'],
    ['ru', 'завтра часов в 7 вечера', '2026-03-06 19:00'],
    ['ru', 'часа в три дня', '2026-03-05 15:00'],
    ['ru', 'в пятницу часов в 7 вечера', '2026-03-06 19:00'],
    // Unchanged: a count of hours before 'в'.
    ['ru', 'в 5 часов в пятницу', '2026-03-06 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('without a time of day, both halves are asked (an approximate bare hour)', () => {
    expect(askedLocal('ru', 'часов в 7')).toEqual(['2026-03-06 07:00', '2026-03-05 19:00']);
  });
});

describe('Forms: minutes before a spoken hour; hours in ordinal words (uk)', () => {
  it.each([
    ['uk', "за чверть дев'ята вечора", '2026-03-05 20:45'],
    ['uk', 'за чверть девʼята вечора', '2026-03-05 20:45'],
    ['uk', "за п'ять дев'ята вечора", '2026-03-05 20:55'],
    ['uk', 'завтра за чверть восьма ранку', '2026-03-06 07:45'],
    ['uk', 'за 10 хвилин восьма вечора', '2026-03-05 19:50'],
    ['uk', 'о сьомій вечора', '2026-03-05 19:00'],
    ['uk', 'о дванадцятій', '2026-03-05 12:00'],
    ['uk', 'о сімнадцятій', '2026-03-05 17:00'],
    // Unchanged: durations.
    ['uk', "за п'ять хвилин", '2026-03-05 10:05'],
    ['uk', 'через чверть години', '2026-03-05 10:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on the 12-hour clock without a time of day: both halves, as Polish 'o siódmej'.
    ['uk', "за чверть дев'ята", ['2026-03-06 08:45', '2026-03-05 20:45']],
    ['uk', 'о сьомій', ['2026-03-06 07:00', '2026-03-05 19:00']],
    ['uk', 'о першій', ['2026-03-06 01:00', '2026-03-05 13:00']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    // An ordinal before the hour unit is not a count of hours.
    ['uk', 'сьома година'],
    ['uk', 'третя година'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Settled (item 4): de 21.10, pl and uk hours in words, tr suffixes after digits', () => {
  it('de "21.10" alone asks: 21 October or 21:10', () => {
    expect(askedLocal('de', '21.10')).toEqual(['2026-10-21 09:00', '2026-03-05 21:10']);
  });

  it.each([
    ['de', 'am 21.10', '2026-10-21 09:00'],
    ['de', 'um 21.10', '2026-03-05 21:10'],
    ['pl', 'o siedemnastej', '2026-03-05 17:00'],
    ['pl', 'jutro o siedemnastej piętnaście', '2026-03-06 17:15'],
    ['uk', 'о пів на сьому вечора', '2026-03-05 18:30'],
    // The bare-hour rule of a 24-hour locale (7-11 the morning), as ru 'в половине седьмого'.
    ['uk', 'о пів на сьому', '2026-03-06 06:30'],
    ['tr', "saat 5'te", '2026-03-05 17:00'],
    ['tr', "15:30'da", '2026-03-05 15:30'],
    ['tr', "yarın akşam 7'de", '2026-03-06 19:00'],
    ['tr', "yarın saat 9'da", '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a time of day before the hour, then a holiday (de, pl, nl)', () => {
  it.each([
    ['de', 'abends um 7 an Ostern', '2026-04-05 19:00'],
    ['de', 'abends um 7 Ostermontag', '2026-04-06 19:00'],
    ['pl', 'wieczorem o 7 w Wigilię', '2026-12-24 19:00'],
    ['nl', "'s avonds om 7 uur op Koningsdag", '2026-04-27 19:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', 'abends an Ostern'],
    ['nl', "'s avonds op kerstavond"],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a dotted day and month beside a clock after a comma, a time of day or a filler', () => {
  it.each([
    ['pl', '17.03, o 19:00', '2026-03-17 19:00'],
    ['pl', '17.03 wieczorem o 7', '2026-03-17 19:00'],
    ['pl', '17.03 po południu o 4', '2026-03-17 16:00'],
    ['pl', '17.03 punktualnie o 8', '2026-03-17 08:00'],
    ['ru', '17.03, в 19:00', '2026-03-17 19:00'],
    ['ru', '17.03 вечером в 7', '2026-03-17 19:00'],
    ['de', '17.03, 19 Uhr', '2026-03-17 19:00'],
    ['de', '17.03 abends um 7', '2026-03-17 19:00'],
    ['tr', "17.03 öğleden sonra 4'te", '2026-03-17 16:00'],
    ['tr', '17.03 sabah sekizde', '2026-03-17 08:00'],
    ['tr', '17.03, akşam yedi buçuk gibi', '2026-03-17 19:30'],
    ['tr', '17.03 öğlen', '2026-03-17 12:00'],
    // Unchanged: after 'um' a clock; minutes that cannot be a month a clock.
    ['de', 'um 18.07 abends', '2026-03-05 18:07'],
    ['de', '6.30 abends', '2026-03-05 18:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Unchanged: before a time of day alone, 18 July in the evening or 18:07 (refused).
    ['de', '18.07 abends'],
    ['pl', '17.03 wieczorem'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('alone it still asks (pl)', () => {
    expect(askedLocal('pl', '17.03')).toEqual(['2026-03-17 09:00', '2026-03-05 17:03']);
  });
});

describe('Forms: approximations, fillers and words (de so, nl stipt and met, ru and uk teens)', () => {
  it.each([
    ['de', 'so um 18 Uhr', '2026-03-05 18:00'],
    ['de', 'morgen so um 18 Uhr', '2026-03-06 18:00'],
    ['nl', 'stipt om 8 uur morgen', '2026-03-06 08:00'],
    ['nl', 'met Pasen om 8 uur', '2026-04-05 08:00'],
    ['nl', 'met kerst', '2026-12-25 09:00'],
    ['ru', 'в девятнадцать тридцать', '2026-03-05 19:30'],
    ['ru', 'в семнадцать часов', '2026-03-05 17:00'],
    ['ru', 'около половины восьмого вечера', '2026-03-05 19:30'],
    ['uk', 'о дев’ятнадцятій тридцять', '2026-03-05 19:30'],
    ['uk', 'через шістнадцять хвилин', '2026-03-05 10:16'],
    ['uk', 'найближчого понеділка о 7', '2026-03-09 07:00'],
    ['uk', 'найближчої суботи о 7', '2026-03-07 07:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // An approximate bare hour asks, as 'gegen 7'.
    ['de', 'so um 7', ['2026-03-06 07:00', '2026-03-05 19:00']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    ['de', 'so früh wie möglich'],
    ['nl', 'met 2 dagen'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: clocks written with a dash or an ordinal ending (ru, uk, pl)', () => {
  it.each([
    ['ru', 'в 19-30', '2026-03-05 19:30'],
    ['ru', 'завтра в 19-30', '2026-03-06 19:30'],
    ['ru', 'в 20-00', '2026-03-05 20:00'],
    ['uk', 'о 19-30', '2026-03-05 19:30'],
    ['pl', 'o 19-tej', '2026-03-05 19:00'],
    ['pl', 'o 19tej', '2026-03-05 19:00'],
    ['pl', 'w środę o 15tej', '2026-03-11 15:00'],
    ['pl', 'o 7-mej wieczorem', '2026-03-05 19:00'],
    ['pl', 'o 22-giej', '2026-03-05 22:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // A range of hours ('from 10 to 12') is not 10:12; a dash alone is no clock.
    ['ru', 'в 10-12'],
    ['ru', 'в 9-15'],
    ['ru', '19-30'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a day of the month with its ordinal ending after a clock (ru, uk, pl)', () => {
  it.each([
    ['ru', 'в 8 утра 13-го', '2026-03-13 08:00'],
    ['ru', 'в 7 часов вечера 13-го', '2026-03-13 19:00'],
    ['uk', 'о 19 год 13-го', '2026-03-13 19:00'],
    ['uk', 'о восьмій ранку 13-го', '2026-03-13 08:00'],
    ['pl', 'o 7 rano 13-go', '2026-03-13 07:00'],
    ['pl', 'o 19tej 13-go', '2026-03-13 19:00'],
    // Unchanged: minutes after the hour word, an hour after a time of day.
    ['uk', 'о 19 год 30 хв', '2026-03-05 19:30'],
    ['ru', 'утром 8', '2026-03-06 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: a weekday and 'morgen', the morning (nl)", () => {
  it.each([
    ['nl', 'zaterdagmorgen om 8 uur', '2026-03-07 08:00'],
    ['nl', 'om half 8 zaterdagmorgen', '2026-03-07 07:30'],
    ['nl', 'zaterdag morgen om 8 uur', '2026-03-07 08:00'],
    // Unchanged: 'morgen' alone is tomorrow.
    ['nl', 'morgen om 8 uur', '2026-03-06 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
