import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, tenth round (German, Polish): forms the round's new sources showed misread or
 * refused. Reference Thursday 5 March 2026, 10:00 on the caller's clock in the locale's zone.
 */

describe('Forms: late in the evening (de)', () => {
  it.each([
    ['de', 'spätabends', '2026-03-05 21:00'],
    ['de', 'heute spätabends', '2026-03-05 21:00'],
    ['de', 'Donnerstag, 12.03.2026 spätabends', '2026-03-12 21:00'],
    ['de', 'um 10 spätabends', '2026-03-05 22:00'],
    // Unchanged: the evening alone.
    ['de', 'abends', '2026-03-05 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a dotted day and month before a time of day is not a clock (de)', () => {
  it.each([
    // 'um'/'gegen' before it say the clock; minutes that cannot be a month say it too.
    ['de', 'um 18.07 abends', '2026-03-05 18:07'],
    ['de', 'gegen 18.07 abends', '2026-03-05 18:07'],
    ['de', '6.30 abends', '2026-03-05 18:30'],
    ['de', '18.07. abends', '2026-07-18 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 18 July in the evening, or 18:07: refused, as both are said.
    ['de', '18.07 abends'],
    ['de', '23.09 abends'],
    ['de', '8.05 abends'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: the article after "Uhr" is not a minute (de)', () => {
  it.each([
    ['de', 'um acht Uhr vierzig', '2026-03-06 08:40'],
    ['de', 'um acht Uhr fünf', '2026-03-06 08:05'],
    ['de', 'zwanzig Uhr fünfzehn', '2026-03-05 20:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'ein' (a, one) after the hour was read as one minute past (15:01).
    ['de', '15 Uhr ein'],
    ['de', 'um 15 Uhr eine'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: abbreviations and phrases of chat Polish (pl)', () => {
  it.each([
    ['pl', 'o godz. 15', '2026-03-05 15:00'],
    ['pl', 'o godz. 15:30', '2026-03-05 15:30'],
    ['pl', 'o godz 16', '2026-03-05 16:00'],
    // Without `o` too (the eighteenth round: `godz.` before the hour is `at`).
    ['pl', 'godz. 15', '2026-03-05 15:00'],
    ['pl', 'jutro z rana', '2026-03-06 09:00'],
    ['pl', 'z rana', '2026-03-06 09:00'],
    ['pl', 'następnego dnia', '2026-03-06 10:00'],
    ['pl', 'następnego dnia o 9', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([['pl', 'następnego']] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: dates and clocks as German requests write them (de)', () => {
  it.each([
    // A two-digit year glued to the closing dot.
    ['de', '06.10.26', '2026-10-06 09:00'],
    ['de', 'Di, 21.04.26 17:21', '2026-04-21 17:21'],
    ['de', 'am 07.12.26 12:08', '2026-12-07 12:08'],
    // The letter h after hours and minutes.
    ['de', 'heute 17:48h', '2026-03-05 17:48'],
    ['de', '02.12. um 14:45h', '2026-12-02 14:45'],
    ['de', '29.11. ca. 18.00 h', '2026-11-29 18:00'],
    ['de', '24.07. 07:25h', '2026-07-24 07:25'],
    // A day and a one-digit month with a clock after it.
    ['de', 'am 14.9 gegen 20 Uhr', '2026-09-14 20:00'],
    ['de', '23.6 gegen 19:30', '2026-06-23 19:30'],
    // The letter h after a bare hour alone asks the clock or the length since the thirteenth
    // round (time-forms-thirteenth-round-north.test.ts).
    // Weekday abbreviations, a weekday and its part of the day, 'am Abend'.
    ['de', 'Mo, 20.04.', '2026-04-20 09:00'],
    ['de', 'Sa, 28.03.', '2026-03-28 09:00'],
    ['de', 'Montag morgen', '2026-03-09 09:00'],
    ['de', 'Montagmorgen', '2026-03-09 09:00'],
    ['de', 'Freitagabend', '2026-03-06 18:00'],
    ['de', 'Montagnachmittag', '2026-03-09 15:00'],
    ['de', 'Mittwochvormittag', '2026-03-11 09:00'],
    ['de', '27. Juni am Abend', '2026-06-27 18:00'],
    ['de', 'Sonntag, 22.03. am Nachmittag', '2026-03-22 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // A bare hour after a date with a space stays refused ('25.12. 18 Uhr' is not a year 2018).
    ['de', '14.9'],
    ['de', 'so früh wie möglich'],
    // Past: a two-digit year already gone.
    ['de', '06.10.25'],
  ] as const)('%s "%s" is not read as a date ahead', (locale, text) => {
    expect(readLocal(locale, text)).not.toMatch(/^2026-/);
  });
});

describe('Forms: twelve of the afternoon is noon (ru, uk, nl, de)', () => {
  it.each([
    // '12 дня' alone: the count of twelve days is '12 дней'.
    ['ru', '12 дня', '2026-03-05 12:00'],
    ['ru', 'завтра 12 дня', '2026-03-06 12:00'],
    ['ru', 'в пятницу 12 дня', '2026-03-06 12:00'],
    ['uk', '12 дня', '2026-03-05 12:00'],
    // With the hour word before the afternoon.
    ['nl', "12 uur 's middags", '2026-03-05 12:00'],
    ['nl', "morgen om 12 uur 's middags", '2026-03-06 12:00'],
    ['de', '12 Uhr nachmittags', '2026-03-05 12:00'],
    // Unchanged: the count forms, and 'через' before them.
    ['ru', '12 дней', '2026-03-17 10:00'],
    ['ru', '3 дня', '2026-03-08 10:00'],
    ['ru', '22 дня', '2026-03-27 10:00'],
    ['ru', 'через 12 дня', '2026-03-17 10:00'],
    ['nl', "om 1 uur 's middags", '2026-03-05 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Without the hour word the afternoon's 12 stays refused (a held-out wrong answer when tried).
    ['nl', "om 12 's middags"],
    ['en', '12 in the afternoon'],
    ['ru', '12 дня назад'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a holiday name typed with the other apostrophe (npm run holidays)', () => {
  it.each([
    ['de', 'new year’s eve', '2026-12-31 09:00'],
    ['de', "new year's eve", '2026-12-31 09:00'],
    ['de', 'mother’s day', '2026-05-10 09:00'],
    ['de', 'Muttertag', '2026-05-10 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a duration after a day (nl "na", tr "-den/-dan … sonra")', () => {
  it.each([
    ['nl', 'na 2 dagen', '2026-03-07 10:00'],
    ['nl', '2 dagen na vandaag', '2026-03-07 10:00'],
    ['nl', '3 weken na morgen', '2026-03-27 10:00'],
    ['nl', '3 dagen na vrijdag', '2026-03-09 09:00'],
    ['nl', 'de dag na morgen', '2026-03-07 10:00'],
    ['nl', 'vijf na half acht', 'time_ambiguous'],
    ['tr', 'bugünden 2 gün sonra', '2026-03-07 10:00'],
    ['tr', 'yarından 2 gün sonra', '2026-03-08 10:00'],
    ['tr', 'cumadan 2 gün sonra', '2026-03-08 09:00'],
    // Unchanged: the day after tomorrow.
    ['tr', 'yarından sonra', '2026-03-07 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['nl', 'na morgen'],
    ['nl', 'morgen na het werk'],
    ['tr', 'pazardan sonra'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: more of how German requests write a day (de)', () => {
  it.each([
    // A date closed by its dot, then a bare hour with 'Uhr' (normalize glues '24.12. 18'): no year.
    ['de', 'am 24.12. 18 Uhr', '2026-12-24 18:00'],
    ['de', '21.07. 15 Uhr', '2026-07-21 15:00'],
    ['de', '21.07. 15:30', '2026-07-21 15:30'],
    // A one-digit month before a time of day, or after another word.
    ['de', '19.6 abends', '2026-06-19 18:00'],
    ['de', 'Mo. 14.9 Abends', '2026-09-14 18:00'],
    ['de', 'Do. 14.9 Abends', 'invalid_time_format'],
    ['de', 'am 17.6', '2026-06-17 09:00'],
    ['de', 'am Mi, 23.9', '2026-09-23 09:00'],
    // An abbreviation's dot before a comma.
    ['de', 'Mo., 21.09.2026', '2026-09-21 09:00'],
    ['de', 'Di., 10.03.2026, 08:30', '2026-03-10 08:30'],
    ['de', 'Am Fr., 27.03.26, 19:50 Uhr', '2026-03-27 19:50'],
    // Early and late parts of the day.
    ['de', '26.08. früh morgens', '2026-08-26 09:00'],
    ['de', 'am 28. Juli später nachmittags', '2026-07-28 15:00'],
    ['de', 'am 4.7. ganz früh', '2026-07-04 09:00'],
    // A two-digit year before the morning: 13-23 cannot be a morning hour.
    ['de', '17.07.26 morgens', '2026-07-17 09:00'],
    ['de', 'Donnerstag 25.06.26 frühmorgens', '2026-06-25 09:00'],
    ['de', '24.12. 8 morgens', '2026-12-24 08:00'],
    ['de', '24.12. 18 abends', '2026-12-24 18:00'],
    // 'ab' (from) before a clock in digits with its minutes or hour mark: the window's start.
    ['de', 'ab 18 Uhr', '2026-03-05 18:00'],
    ['de', '12.7. ab 18 Uhr', '2026-07-12 18:00'],
    ['de', '20.11.2026 ab 15:31 Uhr', '2026-11-20 15:31'],
    ['nl', 'vanaf 15:30', '2026-03-05 15:30'],
    ['de', '3 Tage ab heute', '2026-03-08 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // A one-digit month alone, or after 'at' or 'in', stays a number.
    ['de', '1.5'],
    ['de', 'um 9.5'],
    ['en', 'at 1.5'],
    ['nl', 'om 9.5'],
    // 'ab' (from) before a bare hour, or a range, stays refused.
    ['de', 'ab 5'],
    ['de', 'ab 18 Uhr bis 20 Uhr'],
    ['en', 'from 5 to 7pm'],
    ['en', 'from 5pm'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a decimal comma (de, nl, pl, ru, uk, tr)', () => {
  it.each([
    ['de', 'in 1,5 Stunden', '2026-03-05 11:30'],
    ['de', '15,30 Uhr', '2026-03-05 15:30'],
    ['nl', 'over 1,5 uur', '2026-03-05 11:30'],
    ['pl', 'za 1,5 godziny', '2026-03-05 11:30'],
    ['ru', 'через 1,5 часа', '2026-03-05 11:30'],
    ['uk', 'через 1,5 години', '2026-03-05 11:30'],
    ['tr', '1,5 saat sonra', '2026-03-05 11:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Three digits after a comma are thousands written the English way, not a decimal.
    ['en', 'in 1,000 years'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: a plus sign before a duration is "in" (every language)', () => {
  it.each([
    ['ru', '+15 минут', '2026-03-05 10:15'],
    ['ru', '+15мин', '2026-03-05 10:15'],
    ['ru', '+1 день 2 часа', '2026-03-06 12:00'],
    ['uk', '+15 хвилин', '2026-03-05 10:15'],
    ['de', '+2 Stunden', '2026-03-05 12:00'],
    ['en', '+1 day', '2026-03-06 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', '+3'],
    ['en', '+03:00'],
    ['en', '5pm +0200'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: within a minute, an hour and a quarter (ru, uk, pl)', () => {
  it.each([
    ['ru', 'в течение минуты', '2026-03-05 10:01'],
    ['ru', 'в течение часа', '2026-03-05 11:00'],
    ['uk', 'протягом хвилини', '2026-03-05 10:01'],
    ['pl', 'za godzinę i kwadrans', '2026-03-05 11:15'],
    ['pl', 'za 2 godziny i kwadrans', '2026-03-05 12:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
