import { describe, expect, it } from 'vitest';
import { foldDiacritics, foldedWords } from '../../shared/domain/time/vocabulary.js';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, third round: forms read wrong or refused before (reference Thursday 5 March 2026,
 * 10:00 on the caller's clock unless a row gives another).
 */
describe('Forms: a weekday and weeks after the coming one', () => {
  it.each([
    // Said on a Friday: the coming Thursday is 12 March, 'en huit' a week after it.
    ['fr', 'jeudi en huit', '2026-03-19 09:00', '2026-03-06 10:00'],
    ['fr', 'jeudi en huit à 15h', '2026-03-19 15:00', '2026-03-06 10:00'],
    ['fr', 'jeudi en quinze', '2026-03-26 09:00', '2026-03-06 10:00'],
    // Said on a Monday: the coming Thursday is this week's.
    ['fr', 'jeudi en huit', '2026-03-12 09:00', '2026-03-02 10:00'],
    ['fr', 'lundi en quinze', '2026-03-23 09:00', '2026-03-05 10:00'],
    ['it', 'giovedì a otto', '2026-03-19 09:00', '2026-03-06 10:00'],
    ['it', 'lunedì a otto alle 9', '2026-03-16 09:00', '2026-03-05 10:00'],
    ['en-GB', 'tuesday week', '2026-03-17 09:00', '2026-03-06 10:00'],
    ['en-GB', 'tuesday week at 3pm', '2026-03-17 15:00', '2026-03-05 10:00'],
  ] as const)('%s "%s" is %s (now %s)', (locale, text, want, now) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it.each([
    // On that weekday the day named is today or next week's: both are meant.
    ['fr', 'jeudi en huit'],
    ['fr', 'jeudi en quinze'],
    ['it', 'giovedì a otto'],
    ['en-GB', 'thursday week'],
  ] as const)('%s "%s" said on that weekday asks', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });
});

describe('Forms: noon written in two words (es)', () => {
  it.each([
    ['es-ES', 'medio día', '2026-03-05 12:00'],
    ['es-ES', 'mañana a medio día', '2026-03-06 12:00'],
    ['es-419', 'medio dia', '2026-03-05 12:00'],
    ['es-419', 'el viernes a medio dia', '2026-03-06 12:00'],
    ['es-ES', 'mediodia', '2026-03-05 12:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a duration of half a day is still one with its unit in the plural sense', () => {
    expect(readLocal('es-ES', 'en 12 horas')).toBe('2026-03-05 22:00');
  });
});

describe("Forms: the morning's small hours roll to tomorrow like '3am'", () => {
  const early = '2026-03-05 04:30';
  it.each([
    ['en-US', '3 in the morning', '2026-03-06 03:00'],
    ['en-GB', 'at 3 in the morning', '2026-03-06 03:00'],
    ['en-US', 'tomorrow morning at 4', '2026-03-06 04:00'],
    ['en-US', '5 in the morning', '2026-03-05 05:00'],
    ['de', '3 Uhr morgens', '2026-03-06 03:00'],
    ['de', 'um 4 Uhr früh', '2026-03-06 04:00'],
    ['es-ES', 'a las 3 de la mañana', '2026-03-06 03:00'],
    ['it', 'alle 3 di mattina', '2026-03-06 03:00'],
    ['pt-BR', 'às 3 da manhã', '2026-03-06 03:00'],
    ['fr', 'à 3h du matin', '2026-03-06 03:00'],
    ['pl', '3 rano', '2026-03-06 03:00'],
    ['ru', 'в 3 утра', '2026-03-06 03:00'],
    ['tr', "sabah 3'te", '2026-03-06 03:00'],
    ['ja', '朝3時', '2026-03-06 03:00'],
    ['ko', '아침 3시', '2026-03-06 03:00'],
    ['zh-CN', '早上3点', '2026-03-06 03:00'],
  ] as const)('%s "%s" at 04:30 is %s', (locale, text, want) => {
    expect(readLocal(locale, text, early)).toBe(want);
  });

  it.each([
    ['en-US', '3 this morning'],
    ['en-GB', 'this morning at 3'],
  ] as const)('%s "%s" at 04:30 is in the past (this morning named)', (locale, text) => {
    expect(readLocal(locale, text, early)).toBe('time_in_past');
  });

  it('"12 in the morning" stays refused (midnight or noon?)', () => {
    expect(readLocal('en-US', '12 in the morning', early)).toBe('invalid_time_format');
  });
});

describe('Forms: table words typed without their diacritics', () => {
  it.each([
    ['de', 'am 10. marz um 10 uhr', '2026-03-10 10:00'],
    ['de', 'ubermorgen um 10 uhr', '2026-03-07 10:00'],
    ['de', 'in funf minuten', '2026-03-05 10:05'],
    ['de', 'nachste woche freitag um 10 uhr', '2026-03-13 10:00'],
    ['de', 'morgen fruh um 7', '2026-03-06 07:00'],
    ['es-ES', 'en 1 ano', '2027-03-05 10:00'],
    // Tables that list the plain spellings themselves keep reading them.
    ['pl', 'w srode o 9:00', '2026-03-11 09:00'],
    ['pl', 'jutro po poludniu o 3', '2026-03-06 15:00'],
    ['es-ES', 'el miercoles a las 10', '2026-03-11 10:00'],
    ['pt-BR', 'sabado as 10h', '2026-03-07 10:00'],
    ['tr', 'carsamba saat 10', '2026-03-11 10:00'],
    ['it', 'mercoledi alle 10', '2026-03-11 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('folds Latin marks and Russian ё, and keeps other Cyrillic letters', () => {
    expect(foldDiacritics('środa')).toBe('sroda');
    expect(foldDiacritics('popołudniu')).toBe('popoludniu');
    expect(foldDiacritics('çarşamba salı')).toBe('carsamba sali');
    expect(foldDiacritics('ещё')).toBe('еще');
    expect(foldDiacritics('й')).toBe('й');
  });

  it('maps a plain spelling to its one table word, never over a word of the tables', () => {
    const folded = foldedWords(new Set(['sé', 'sè', 'środa', 'año', 'mañana', 'manana']));
    expect(folded.get('sroda')).toBe('środa');
    expect(folded.get('ano')).toBe('año');
    expect(folded.has('se')).toBe(false); // two words fold to it
    expect(folded.has('manana')).toBe(false); // a word of its own
  });
});

describe('Forms: a number of hours alone is a clock time (ru, uk)', () => {
  it.each([
    ['ru', '15 часов', '2026-03-05 15:00'],
    ['ru', '20 часов', '2026-03-05 20:00'],
    ['uk', '15 години', '2026-03-05 15:00'],
    ['uk', '20 годин', '2026-03-05 20:00'],
    // Only with 'через'/'за' a duration; a number no clock has stays one too.
    ['ru', 'через 3 часа', '2026-03-05 13:00'],
    ['ru', '25 часов', '2026-03-06 11:00'],
    ['ru', '1.5 часа', '2026-03-05 11:30'],
    ['uk', 'через 3 години', '2026-03-05 13:00'],
    ['uk', 'за 3 години', '2026-03-05 13:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['ru', '3 часа', ['2026-03-05 15:00', '2026-03-06 03:00']],
    ['ru', '12 часов', ['2026-03-05 12:00', '2026-03-06 00:00']],
    ['uk', '3 години', ['2026-03-05 15:00', '2026-03-06 03:00']],
  ] as const)('%s "%s" asks between %j', (locale, text, want) => {
    const zone = ZONES[locale] ?? 'UTC';
    const r = parseTimeExpression(text, { now: instantAt('2026-03-05 10:00', zone), zone, locale });
    expect(r.ok ? 'read' : r.error).toBe('time_ambiguous');
    const readings = !r.ok && 'readings' in r ? (r.readings ?? []) : [];
    expect(
      readings
        .map((x) => new Date(x.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16))
        .sort(),
    ).toEqual(want);
  });
});

describe('Forms: an English hour in words asks in en-GB as in en-US', () => {
  it.each([
    ['en-GB', 'at three twenty'],
    ['en-GB', 'at three'],
    ['en-GB', 'tomorrow at eight'],
    ['en-US', 'at three twenty'],
  ] as const)('%s "%s" asks', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_ambiguous');
  });

  it.each([
    ['en-GB', 'at eight pm', '2026-03-05 20:00'],
    ['en-GB', 'at eight in the evening', '2026-03-05 20:00'],
    ['en-GB', 'at fifteen', '2026-03-05 15:00'], // no 12-hour reading
    ['en-GB', 'at 3:20', '2026-03-06 03:20'], // digits: the 24-hour writing
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: Polish ordinal endings, month abbreviations, "dzień po jutrze", "w pół do"', () => {
  it.each([
    ['18tego', '2026-03-18 09:00'],
    ['18-tego marca', '2026-03-18 09:00'],
    ['3go kwietnia', '2026-04-03 09:00'],
    ['1szy kwietnia', '2026-04-01 09:00'],
    ['3ci kwietnia', '2026-04-03 09:00'],
    ['18tego o 15:00', '2026-03-18 15:00'],
    ['18 sierp', '2026-08-18 09:00'],
    ['18 Sierp.', '2026-08-18 09:00'],
    ['18 Sie.', '2026-08-18 09:00'],
    ['5 grud', '2026-12-05 09:00'],
    ['dzień po jutrze o 10', '2026-03-07 10:00'],
    ['dzien po jutrze o 10', '2026-03-07 10:00'],
    ['w pół do szesnastej', '2026-03-05 15:30'],
    ['jutro w pol do szesnastej', '2026-03-06 15:30'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });

  it("a day of this month already gone is next month's; a past date is refused", () => {
    expect(readLocal('pl', '3go')).toBe('2026-04-03 09:00');
    expect(readLocal('pl', '3go marca 2026')).toBe('time_in_past');
  });
});

describe("Forms: an hour in words with the language's hour word, after 'at'", () => {
  it.each([
    ['fr', 'à huit heures', '2026-03-06 08:00'],
    ['fr', 'à huit heures du soir', '2026-03-05 20:00'],
    ['fr', 'à deux heures', '2026-03-05 14:00'], // as 'à 2 heures'
    ['nl', 'om acht uur', '2026-03-06 08:00'],
    ['nl', "om acht uur 's avonds", '2026-03-05 20:00'],
    ['es-ES', 'a las ocho horas', '2026-03-06 08:00'],
    ['pt-BR', 'às oito horas', '2026-03-06 08:00'],
    ['de', 'um acht Uhr', '2026-03-06 08:00'],
    ['ru', 'в восемь часов', '2026-03-06 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('reads as the same hour in digits does', () => {
    for (const [locale, words, digits] of [
      ['fr', 'à huit heures', 'à 8 heures'],
      ['ru', 'в восемь часов', 'в 8 часов'],
      ['nl', 'om acht uur', 'om 8 uur'],
    ] as const)
      expect(readLocal(locale, words)).toBe(readLocal(locale, digits));
  });
});

describe("Asked dates are spelled in the language's own date marks", () => {
  it.each([
    ['ja', '来週の月曜日の15時', ['2026年3月9日の15時', '2026年3月16日の15時']],
    ['ko', '다음주 월요일', ['2026년3월9일', '2026년3월16일']],
    ['zh-TW', '下週一', ['2026年3月9日', '2026年3月16日']],
    ['en-US', 'monday next week', ['mar 9 2026', 'mar 16 2026']],
  ] as const)('%s "%s" said on a Sunday offers %j, each readable', (locale, text, want) => {
    const zone = ZONES[locale] ?? 'UTC';
    const ctx = { now: instantAt('2026-03-08 10:00', zone), zone, locale };
    const r = parseTimeExpression(text, ctx);
    const suggestions = !r.ok && 'suggestions' in r ? r.suggestions : [];
    expect(suggestions).toEqual(want);
    for (const s of suggestions) expect(parseTimeExpression(s, ctx).ok, s).toBe(true);
  });
});
