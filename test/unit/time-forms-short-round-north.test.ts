import { describe, expect, it } from 'vitest';
import { askedLocal as asked, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, families finished after the ninth round (German, Dutch, Polish, Russian, Ukrainian,
 * Turkish). Reference Thursday 5 March 2026, 10:00 on the caller's clock in the locale's zone,
 * unless a case names another.
 */

describe('Forms: the weekday after the next one, and a weekday a week on', () => {
  it.each([
    ['de', 'übernächsten Montag', '2026-03-16 09:00'],
    ['de', 'übernächste Woche Montag', '2026-03-16 09:00'],
    ['de', 'Montag übernächste Woche', '2026-03-16 09:00'],
    ['de', 'übernächste Woche Freitag', '2026-03-20 09:00'],
    ['de', 'übernächsten Donnerstag', '2026-03-19 09:00'],
    ['de', 'übernächsten Montag um 15 Uhr', '2026-03-16 15:00'],
    ['de', 'uebernaechsten Montag', '2026-03-16 09:00'],
    ['de', 'übernächste Woche', '2026-03-19 10:00'],
    ['nl', 'overmorgen', '2026-03-07 10:00'],
    ['nl', 'overmorgen om 9', '2026-03-07 09:00'],
    ['nl', 'volgende week maandag', '2026-03-09 09:00'],
    ['pl', 'w poniedziałek za tydzień', '2026-03-16 09:00'],
    ['ru', 'в понедельник через неделю', '2026-03-16 09:00'],
    ['uk', 'у понеділок через тиждень', '2026-03-16 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said on a Sunday: next week starts tomorrow where weeks start on Monday.
    ['nl', 'volgende week maandag', '2026-03-08 10:00', '2026-03-09 09:00'],
    ['de', 'übernächste Woche Montag', '2026-03-08 10:00', '2026-03-16 09:00'],
    // Said on that weekday: the weekday after today, a week later (the documented rule).
    ['pl', 'w poniedziałek za tydzień', '2026-03-09 10:00', '2026-03-23 09:00'],
    ['ru', 'в понедельник через неделю', '2026-03-09 10:00', '2026-03-23 09:00'],
    ['de', 'übernächsten Montag', '2026-03-09 10:00', '2026-03-23 09:00'],
  ] as const)('%s "%s" said at %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    // Where 'nächsten Freitag' asks (tomorrow's, or next week's), the one after it asks too.
    ['de', 'übernächsten Freitag', ['2026-03-13 09:00', '2026-03-20 09:00']],
    ['de', 'übernächsten Sonntag', ['2026-03-15 09:00', '2026-03-22 09:00']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    ['de', 'übernächstes Wochenende'],
    ['de', 'übernächsten'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });
});

describe('Forms: clock words of the day in Russian and Ukrainian', () => {
  it.each([
    ['ru', 'час дня', '2026-03-05 13:00'],
    ['ru', 'в час дня', '2026-03-05 13:00'],
    ['ru', 'завтра в час дня', '2026-03-06 13:00'],
    ['ru', 'в пятницу в час дня', '2026-03-06 13:00'],
    ['ru', 'в 1 час дня', '2026-03-05 13:00'],
    ['ru', 'в час ночи', '2026-03-06 01:00'],
    ['ru', 'в 4 вечера', '2026-03-05 16:00'],
    ['ru', 'в 4 часа вечера', '2026-03-05 16:00'],
    ['ru', 'в 4:30 вечера', '2026-03-05 16:30'],
    ['ru', 'в 7 утра', '2026-03-06 07:00'],
    ['ru', 'в 2 ночи', '2026-03-06 02:00'],
    ['ru', 'в 12 дня', '2026-03-05 12:00'],
    ['ru', 'в 12 часов дня', '2026-03-05 12:00'],
    ['ru', 'завтра в 12 дня', '2026-03-06 12:00'],
    ['ru', 'в 12:30 дня', '2026-03-05 12:30'],
    ['ru', 'в 3 дня', '2026-03-05 15:00'],
    ['uk', 'о 4 вечора', '2026-03-05 16:00'],
    ['uk', 'о 12 дня', '2026-03-05 12:00'],
    ['uk', 'о першій дня', '2026-03-05 13:00'],
    ['uk', "чверть на дев'яту ранку", '2026-03-06 08:15'],
    ['uk', "чверть на дев'яту вечора", '2026-03-05 20:15'],
    ['uk', "завтра о чверть на дев'яту ранку", '2026-03-06 08:15'],
    ['uk', 'чверть на першу дня', '2026-03-05 12:15'],
    ['uk', "пів на дев'яту", '2026-03-06 08:30'],
    ['uk', "пів на дев'яту ранку", '2026-03-06 08:30'],
    ['uk', "пів на дев'яту вечора", '2026-03-05 20:30'],
    // The same hour right before the evening word, in another language.
    ['de', '4 Uhr abends', '2026-03-05 16:00'],
    // The hour unit alone is still one hour.
    ['ru', 'через час', '2026-03-05 11:00'],
    ['uk', 'через чверть години', '2026-03-05 10:15'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Said aloud without a time of day, as 'четверть девятого': both halves.
    ['uk', "чверть на дев'яту", ['2026-03-06 08:15', '2026-03-05 20:15']],
    ['uk', 'чверть на 9', ['2026-03-06 08:15', '2026-03-05 20:15']],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(asked(locale, text)).toEqual(want);
  });

  it.each([
    ['ru', 'час'],
    ['ru', 'в час'],
    ['ru', 'через час дня'],
    ['ru', 'в час вечера'], // 13:00 is no evening's
    ['ru', 'в 3 вечера'], // 3 is no evening's hour
    ['ru', 'в 04:00 вечера'], // 24-hour writing against the evening
    // The evening before the 4: in Turkish also the night's small hours (Chinese '晚上4点' is
    // the coming night's 04:00: time-forms-tenth-round-i18-east.test.ts).
    ['tr', "akşam 4'te"],
    ['ru', '3:45 вечера'],
    ['uk', 'чверть на'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('a clock of the day already gone is refused where a day names it, else tomorrow', () => {
    expect(readLocal('ru', 'в час дня', '2026-03-05 14:00')).toBe('2026-03-06 13:00');
    expect(readLocal('ru', 'сегодня в час дня', '2026-03-05 14:00')).toBe('time_in_past');
  });
});

describe('Forms: Polish "na" before a clock, hours in words on the 24-hour clock, Turkish clocks', () => {
  it.each([
    ['pl', 'na 17:00', '2026-03-05 17:00'],
    ['pl', 'na 17.30', '2026-03-05 17:30'],
    ['pl', 'jutro na 17:00', '2026-03-06 17:00'],
    ['pl', 'na 17:00 w piątek', '2026-03-06 17:00'],
    ['pl', 'na godzinę 17', '2026-03-05 17:00'],
    ['pl', 'na godzinę 17:30', '2026-03-05 17:30'],
    ['pl', 'o 17', '2026-03-05 17:00'],
    ['pl', 'o siedemnastej trzydzieści', '2026-03-05 17:30'],
    ['pl', 'o siedemnastej piętnaście', '2026-03-05 17:15'],
    ['pl', 'jutro o dwudziestej pierwszej trzydzieści', '2026-03-06 21:30'],
    ['en-GB', 'at seventeen thirty', '2026-03-05 17:30'],
    ['tr', "saat 5'te", '2026-03-05 17:00'],
    ['tr', "akşam 7'de", '2026-03-05 19:00'],
    ['tr', 'sabah 8 buçukta', '2026-03-06 08:30'],
    // The Polish 'for' before a length or a day is unchanged: nothing is read.
    ['pl', 'za godzinę', '2026-03-05 11:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('an hour in words before its minutes still asks on the 12-hour half', () => {
    expect(asked('pl', 'o siódmej trzydzieści')).toEqual(['2026-03-06 07:30', '2026-03-05 19:30']);
  });

  it.each([
    ['pl', 'na 17'], // for 17 what?
    ['pl', 'na 5'],
    ['pl', 'na 2 godziny'], // for two hours: a length
    ['pl', 'na dwie godziny'],
    ['pl', 'na 5 minut'],
    ['pl', 'na godzinę'],
    ['pl', 'jutro na 9'],
    ['en-GB', 'at seventeen thirty pm'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('a clock already gone after "na" is tomorrow, as after "o"', () => {
    expect(readLocal('pl', 'na 9:00', '2026-03-05 10:00')).toBe('2026-03-06 09:00');
  });
});
