import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, eighth round (German, Dutch, Polish, Russian, Ukrainian, Turkish): families the new
 * tuning sources (Carbon's localization tests, Recognizers-Text's parser specs) showed refused,
 * read now (reference Thursday 5 March 2026, 10:00 on the caller's clock, in the locale's zone),
 * and what stays refused.
 */

describe("Forms: an hour, the language's hour word and a time of day, without 'at'", () => {
  it.each([
    ['nl', "7 uur 's avonds", '2026-03-05 19:00'],
    ['nl', "8 uur 's ochtends", '2026-03-06 08:00'],
    ['nl', '3 uur in de middag', '2026-03-05 15:00'],
    ['nl', "2 uur 's nachts", '2026-03-06 02:00'],
    ['nl', "morgen 8 uur 's ochtends", '2026-03-06 08:00'],
    ['ru', '7 часов вечера', '2026-03-05 19:00'],
    ['ru', '8 часов утра', '2026-03-06 08:00'],
    ['ru', '3 часа дня', '2026-03-05 15:00'],
    ['ru', 'завтра 8 часов утра', '2026-03-06 08:00'],
    ['uk', '7 годин вечора', '2026-03-05 19:00'],
    ['uk', '3 години дня', '2026-03-05 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Today's morning hour has gone.
    ['nl', "vandaag 8 uur 's ochtends", 'time_in_past'],
    ['ru', 'сегодня 8 часов утра', 'time_in_past'],
    // 'in 3 hours of the afternoon' is no time; '3 дня' stays three days.
    ['ru', 'через 3 часа дня', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('keeps "3 дня" alone three days ahead', () => {
    expect(readLocal('ru', '3 дня')).toBe('2026-03-08 10:00');
  });
});

describe('Forms: the afternoon word that is also "days" after hours and minutes (в 3:30 дня)', () => {
  it.each([
    ['ru', 'в 3:30 дня', '2026-03-05 15:30'],
    ['ru', '12:00 дня', '2026-03-05 12:00'],
    ['ru', 'завтра в 12:30 дня', '2026-03-06 12:30'],
    ['uk', 'о 3:30 дня', '2026-03-05 15:30'],
    ['uk', '12:00 дня', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Ten in the afternoon is no time.
    ['ru', '10:00 дня', 'invalid_time_format'],
    ['ru', 'сегодня в 9:30 утра', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a left quote typed for an apostrophe (‘s avonds, п‘ятниця)', () => {
  it.each([
    ['nl', 'half acht ‘s avonds', '2026-03-05 19:30'],
    ['nl', '7 uur ‘s avonds', '2026-03-05 19:00'],
    ['uk', 'у п‘ятницю', '2026-03-06 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('refuses a morning already gone, with either quote', () => {
    expect(readLocal('nl', 'vandaag 8 uur ‘s ochtends')).toBe('time_in_past');
  });
});

describe('Forms: Turkish ÖÖ and ÖS (before and after noon) after a clock', () => {
  it.each([
    ['11:30 ÖÖ', '2026-03-05 11:30'],
    ['5:00 ÖS', '2026-03-05 17:00'],
    ['saat 9 ös', '2026-03-05 21:00'],
    ['12:00 ÖÖ', '2026-03-06 00:00'],
    ['12:00 ÖS', '2026-03-05 12:00'],
    ['yarın 8:15 öö', '2026-03-06 08:15'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it.each([
    ['bugün 9:00 ÖÖ', 'time_in_past'],
    ['öö', 'invalid_time_format'],
  ] as const)('tr "%s" is refused (%s)', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

describe('Forms: Polish "przed południem" (before noon) as the morning', () => {
  it.each([
    ['o 11 przed południem', '2026-03-05 11:00'],
    ['10:30 przed południem', '2026-03-05 10:30'],
    ['jutro przed południem', '2026-03-06 09:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });

  it.each([
    // Midnight or noon? Twelve before noon is refused.
    ['12:00 przed południem', 'invalid_time_format'],
    ['dziś o 9 przed południem', 'time_in_past'],
  ] as const)('pl "%s" is refused (%s)', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });
});

describe('Forms: this morning with the word that is also tomorrow (heute Morgen, deze morgen)', () => {
  it.each([
    ['de', 'heute morgen um 11', '2026-03-05 11:00'],
    ['de', 'diesen Morgen um 11', '2026-03-05 11:00'],
    ['de', 'morgen um 7', '2026-03-06 07:00'],
    ['nl', 'deze morgen om 11', '2026-03-05 11:00'],
    ['nl', 'morgen om 7', '2026-03-06 07:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['de', 'heute Morgen um 7', 'time_in_past'],
    ['nl', 'deze morgen om 7', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: a clock against the next hour names that hour by the bare-hour rule', () => {
  it.each([
    // A quarter to seven: seven is 07:00, so 06:45 (the morning's, gone at 10:00: tomorrow's).
    ['tr', 'yarın yediye çeyrek kala', '2026-03-06 06:45'],
    ['tr', 'saat sekize üç dakika kala', '2026-03-06 07:57'],
    ['tr', "akşam 7'ye çeyrek var", '2026-03-05 18:45'],
    ['tr', 'saat sekizi çeyrek geçiyor', '2026-03-06 08:15'],
    ['tr', "saat 11'i 30 geçiyor", '2026-03-05 11:30'],
    ['ru', 'завтра без четверти семь', '2026-03-06 06:45'],
    ['ru', 'без пяти два', '2026-03-05 13:55'],
    ['ru', 'в половине седьмого вечера', '2026-03-05 18:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'kala' alone, or minutes with no hour.
    ['tr', 'kala', 'invalid_time_format'],
    ['tr', '10 dakika kala', 'invalid_time_format'],
    ['tr', 'bugün sekize üç dakika kala', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: other words for tomorrow, midnight and the coming weekday; three quarters of an hour', () => {
  it.each([
    ['nl', 'de volgende dag om 9', '2026-03-06 09:00'],
    ['nl', 'volgende dag', '2026-03-06 10:00'],
    ['nl', 'aankomende zondag', '2026-03-08 09:00'],
    ['de', 'am nächsten Tag um 9', '2026-03-06 09:00'],
    ['tr', 'gece yarısı', '2026-03-06 00:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('asks between the morning and the evening for "dreiviertel neun" (a quarter to nine)', () => {
    expect(readLocal('de', 'dreiviertel neun')).toBe('time_ambiguous');
    expect(readLocal('de', 'dreiviertel neun abends')).toBe('2026-03-05 20:45');
  });

  it.each([
    ['nl', 'volgende dagen', 'invalid_time_format'],
    ['de', 'dreiviertel', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: the end of the week (Ende der Woche, eind van de week, koniec tygodnia, в конце недели)', () => {
  it.each([
    ['de', 'Ende der Woche', '2026-03-06 17:00'],
    ['de', 'am Ende der Woche um 10', '2026-03-06 10:00'],
    ['nl', 'eind van de week', '2026-03-06 17:00'],
    ['pl', 'pod koniec tygodnia', '2026-03-06 17:00'],
    ['ru', 'в конце недели', '2026-03-06 17:00'],
    ['uk', 'наприкінці тижня', '2026-03-06 17:00'],
  ] as const)('%s "%s" is %s (this Friday)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it("reads next week's Friday once this one's 17:00 has gone", () => {
    expect(readLocal('ru', 'в конце недели', '2026-03-06 18:00')).toBe('2026-03-13 17:00');
  });

  it.each([
    // 'by the end of the week' is a deadline, not an instant (as English 'by end of week').
    ['pl', 'do końca tygodnia', 'invalid_time_format'],
    ['ru', 'к концу недели', 'invalid_time_format'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe("Forms: hours and minutes with the language's hour word after them (18:30 uur)", () => {
  it.each([
    ['nl', 'om 18:30 uur', '2026-03-05 18:30'],
    ['nl', 'morgen om 9:15 uur', '2026-03-06 09:15'],
    ['ru', 'в 18:30 часов', '2026-03-05 18:30'],
    // English 24-hour writing and 'hours' (tenth round; was refused).
    ['en', 'at 18:30 hours', '2026-03-05 18:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['nl', 'over 18:30 uur', 'invalid_time_format'],
    ['en', 'at 2:30 hours', 'invalid_time_format'],
    ['nl', 'vandaag om 8:30 uur', 'time_in_past'],
  ] as const)('%s "%s" is refused (%s)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: Turkish hours and minutes in words with the locative ending (saat yedide, akşam yedi otuzda)', () => {
  it.each([
    ['saat on birde', '2026-03-05 11:00'],
    ['yarın saat dokuzda', '2026-03-06 09:00'],
    ['akşam yedi otuzda', '2026-03-05 19:30'],
    ['akşam beş otuzda', '2026-03-05 17:30'],
    ['öğleden sonra saat yedide', '2026-03-05 19:00'],
    ['yarın sabah yedi kırk beşte', '2026-03-06 07:45'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });

  it.each([
    // A number in the locative alone, or hours and minutes with no time of day or 'saat'.
    ['onda', 'invalid_time_format'],
    ['yedi otuzda', 'invalid_time_format'],
    ['bu sabah yedide', 'time_in_past'],
  ] as const)('tr "%s" is refused (%s)', (text, want) => {
    expect(readLocal('tr', text)).toBe(want);
  });
});

describe('Forms: other words for noon and now (lunchtijd, gün ortası, zur Mittagszeit, şu an)', () => {
  it.each([
    ['nl', 'lunchtijd', '2026-03-05 12:00'],
    ['nl', 'morgen tussen de middag', '2026-03-06 12:00'],
    ['nl', 'rond het middaguur', '2026-03-05 12:00'],
    ['tr', 'gün ortası', '2026-03-05 12:00'],
    ['tr', 'yarın öğle yemeğinde', '2026-03-06 12:00'],
    ['tr', 'yarından sonraki gün', '2026-03-07 10:00'],
    ['tr', 'şu an', '2026-03-05 10:00'],
    ['de', 'morgen zur Mittagszeit', '2026-03-06 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['nl', 'vandaag tussen de middag', '2026-03-05 13:00', 'time_in_past'],
    ['tr', 'bugün öğle yemeği vakti', '2026-03-05 13:00', 'time_in_past'],
  ] as const)('%s "%s" at %s is refused (%s)', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });
});

describe('Forms: this weekend (в эти выходные, у ці вихідні, bu hafta sonu)', () => {
  it.each([
    ['ru', 'в эти выходные', '2026-03-07 09:00'],
    ['ru', 'на этих выходных в 10', '2026-03-07 10:00'],
    ['uk', 'у ці вихідні', '2026-03-07 09:00'],
    ['uk', 'на цих вихідних о 10', '2026-03-07 10:00'],
    ['tr', 'bu hafta sonu', '2026-03-07 09:00'],
    ['tr', "bu hafta sonu saat 10'da", '2026-03-07 10:00'],
  ] as const)('%s "%s" is %s (the coming Saturday)', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // 'At the weekend' alone is this one since the thirteenth round, as English 'on the weekend'
    // (twelfth round) and German 'am Wochenende'.
    ['ru', 'на выходных', '2026-03-07 09:00'],
    ['tr', 'hafta sonu', '2026-03-07 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});
