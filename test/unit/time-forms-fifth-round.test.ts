import { describe, expect, it } from 'vitest';
import { readLocal } from '../support/time-forms.js';

/**
 * Issue 18, fifth round (the European languages): forms refused before, read now (reference
 * Thursday 5 March 2026, 10:00 on the caller's clock unless a row gives another), and what stays
 * refused.
 */
describe('Forms: a day of the month in words, then its month', () => {
  it.each([
    ['de', 'zweiten April', '2026-04-02 09:00'],
    ['de', 'am zweiten April um 18 Uhr', '2026-04-02 18:00'],
    ['de', 'einundzwanzigsten März', '2026-03-21 09:00'],
    ['de', 'zwanzig März', '2026-03-20 09:00'],
    ['es-ES', 'ocho de abril', '2026-04-08 09:00'],
    ['es-ES', 'veintidós de marzo a las 10', '2026-03-22 10:00'],
    ['es-419', 'segundo de abril', '2026-04-02 09:00'],
    ['nl', 'tweede april', '2026-04-02 09:00'],
    ['nl', 'tweeëntwintig maart', '2026-03-22 09:00'],
    ['nl', 'tweeentwintig maart', '2026-03-22 09:00'],
    ['it', 'ventidue marzo', '2026-03-22 09:00'],
    ['pt-BR', 'dezoito de março', '2026-03-18 09:00'],
    ['fr', 'seize mars', '2026-03-16 09:00'],
    // After a table's day word, the day alone in words.
    ['es-ES', 'el veintisiete a las seis de la tarde', '2026-03-27 18:00'],
    ['es-419', 'martes el día diez', '2026-03-10 09:00'],
    ['fr', 'le seize', '2026-03-16 09:00'],
    ['de', 'am zwanzigsten', '2026-03-20 09:00'],
    ['pl', 'pierwszy kwietnia', '2026-04-01 09:00'],
    ['pl', 'pierwszego kwietnia o 18:00', '2026-04-01 18:00'],
    ['pl', 'trzeci kwietnia', '2026-04-03 09:00'],
    ['pl', 'dwudziestego pierwszego marca', '2026-03-21 09:00'],
    ['ru', 'третьего апреля', '2026-04-03 09:00'],
    ['ru', 'первого апреля в 9:00', '2026-04-01 09:00'],
    ['ru', 'двадцать первого марта', '2026-03-21 09:00'],
    ['uk', 'третього квітня', '2026-04-03 09:00'],
    ['uk', "п'ятого квітня", '2026-04-05 09:00'],
    ['uk', 'двадцять першого березня', '2026-03-21 09:00'],
    // Already gone this year: next year's, as '3 March' is.
    ['ru', 'третьего марта', '2027-03-03 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // After 'every', an ordinal is an interval (every other, every third), not a position.
    ['nl', 'elke tweede dinsdag'],
    ['pl', 'co trzeci wtorek'],
    // An article is no day: 'a december'.
    ['en-US', 'a december'],
  ] as const)('%s "%s" is refused', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it('a day in words the month does not have is refused', () => {
    expect(readLocal('es-ES', 'treinta de febrero')).toBe('invalid_time_format');
  });
});

describe('Forms: a dot clock on the hour, alone', () => {
  it.each([
    ['nl', '20.00', '2026-03-05 20:00'],
    ['nl', 'morgen 20.00', '2026-03-06 20:00'],
    ['de', '8.00', '2026-03-06 08:00'],
    ['de', '15.00', '2026-03-05 15:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a day and month are asked (5 December or 05:12), a past clock today is past, a 12-hour locale asks', () => {
    expect(readLocal('nl', '5.12')).toBe('time_ambiguous');
    expect(readLocal('de', 'heute 8.00')).toBe('time_in_past');
    expect(readLocal('en-US', '8.00')).toBe('time_ambiguous');
  });
});

describe("Forms: a duration from today, tomorrow or now in each language's words", () => {
  it.each([
    ['es-ES', '3 días a partir de hoy', '2026-03-08 10:00'],
    ['es-419', '3 minutos a partir de ahora', '2026-03-05 10:03'],
    ['es-ES', 'tres semanas a partir de mañana', '2026-03-27 10:00'],
    ['nl', '3 minuten vanaf nu', '2026-03-05 10:03'],
    ['nl', '3 dagen vanaf vandaag', '2026-03-08 10:00'],
    ['de', '3 Tage ab heute', '2026-03-08 10:00'],
    ['pt-BR', '3 dias a partir de hoje', '2026-03-08 10:00'],
    ['it', '3 giorni a partire da oggi', '2026-03-08 10:00'],
    ['es-ES', 'ahora mismo', '2026-03-05 10:00'],
    ['nl', 'nu meteen', '2026-03-05 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a start alone is no instant', () => {
    expect(readLocal('es-ES', 'a partir de mañana')).toBe('invalid_time_format');
    expect(readLocal('de', 'ab morgen')).toBe('invalid_time_format');
  });
});

describe("Forms: a weekday's abbreviation with its dot", () => {
  it.each([
    ['es-ES', 'sáb. a las 5', '2026-03-07 17:00'],
    ['es-419', 'vier. a las 18:00', '2026-03-06 18:00'],
    ['es-ES', 'miérc.', '2026-03-11 09:00'],
    ['en-GB', 'Sat. at 5pm', '2026-03-07 17:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: Polish hours in ordinal words', () => {
  it.each([
    ['o ósmej wieczorem', '2026-03-05 20:00'],
    ['ósma wieczorem', '2026-03-05 20:00'],
    ['jutro o ósmej rano', '2026-03-06 08:00'],
    ['o osmej wieczorem', '2026-03-05 20:00'],
    ['dziś o dziewiątej wieczorem', '2026-03-05 21:00'],
    ['o piątej po południu', '2026-03-05 17:00'],
    ['dziesięć po ósmej wieczorem', '2026-03-05 20:10'],
    // Noon, and the 24-hour ones as before.
    ['o dwunastej', '2026-03-05 12:00'],
    ['o siedemnastej', '2026-03-05 17:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text)).toBe(want);
  });

  it('without a time of day, 1-11 said aloud offer both halves of the day; a past one is refused', () => {
    expect(readLocal('pl', 'o ósmej')).toBe('time_ambiguous');
    expect(readLocal('pl', 'jutro o trzeciej')).toBe('time_ambiguous');
    expect(readLocal('pl', 'dziś o ósmej rano')).toBe('time_in_past');
  });
});

describe('Forms: Russian weekdays in the genitive', () => {
  it.each([
    ['утро пятницы', '2026-03-06 09:00'],
    ['вечер пятницы', '2026-03-06 18:00'],
  ] as const)('ru "%s" is %s', (text, want) => {
    expect(readLocal('ru', text)).toBe(want);
  });

  it('"до пятницы" (by Friday) names no instant', () => {
    expect(readLocal('ru', 'до пятницы')).toBe('invalid_time_format');
  });
});

describe('Forms: hour, then minutes, beside a time of day', () => {
  it.each([
    ['es-ES', 'ocho y veinte de la noche', '2026-03-05 20:20'],
    ['es-ES', 'once y cuarenta de la mañana', '2026-03-05 11:40'],
    ['es-ES', '8 menos cuarto de la mañana', '2026-03-06 07:45'],
    ['es-419', '8 menos cuarto pm', '2026-03-05 19:45'],
    ['it', 'otto e 20 di sera', '2026-03-05 20:20'],
    ['it', '8 meno un quarto del mattino', '2026-03-06 07:45'],
    ['it', 'domani sera otto e mezza', '2026-03-06 20:30'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('alone, with neither a time of day nor "at", it asks in words (seventh round) and is refused otherwise; with "at" it asks', () => {
    expect(readLocal('es-ES', 'ocho y media')).toBe('time_ambiguous');
    // Asked since the fourteenth round (a quarter after `un`, as `uma e trinta`).
    expect(readLocal('it', 'otto e un quarto')).toBe('time_ambiguous');
    expect(readLocal('es-ES', 'a las ocho y media')).toBe('time_ambiguous');
    expect(readLocal('es-ES', 'hoy ocho y veinte de la mañana')).toBe('time_in_past');
  });
});

describe("Forms: a holiday's evening or night is refused", () => {
  it.each([
    // Said of the eve or of the day; a night runs into the next day.
    ['fr', 'le soir de noël'],
    ['it', 'la notte di natale'],
    ['it', 'la notte di san silvestro'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text)).toBe('invalid_time_format');
  });

  it.each([
    ['fr', 'le matin de noël', '2026-12-25 09:00'],
    ['fr', 'noël à 20h', '2026-12-25 20:00'],
    ['it', 'san silvestro alle 23', '2026-12-31 23:00'],
    // The holiday, then its time of day.
    ['en-US', 'christmas evening', '2026-12-25 18:00'],
  ] as const)('%s "%s" is still %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });
});

describe('Forms: the month, then the day in words; Dutch "de" before a date', () => {
  it.each([
    ['en-US', 'december fourth', '2026-12-04 09:00'],
    ['en-GB', 'may the fifth at 3pm', '2026-05-05 15:00'],
    ['nl', 'de 9e van mei', '2026-05-09 09:00'],
    ['nl', 'de 9 mei', '2026-05-09 09:00'],
    ['nl', 'vrijdag de 13e', '2026-03-13 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('a month word that is also a weekday keeps asking, and is not read with a day in words', () => {
    expect(readLocal('it', 'mar 21')).toBe('time_ambiguous');
    expect(readLocal('it', 'mar ventuno')).toBe('invalid_time_format');
  });
});

describe('Forms: English "right now"', () => {
  it('is now', () => {
    expect(readLocal('en-GB', 'right now')).toBe('2026-03-05 10:00');
  });
});

describe('Forms: holiday names in other cases (pl, ru, uk)', () => {
  it.each([
    ['pl', 'dzień przed Bożym Narodzeniem', '2026-12-24 09:00'],
    ['pl', '2 dni przed Bożym Narodzeniem', '2026-12-23 09:00'],
    ['pl', 'w Wigilię', '2026-12-24 09:00'],
    ['pl', 'dzień po Nowym Roku', '2027-01-02 09:00'],
    // Russia's Christmas is 7 January.
    ['ru', 'в Рождество', '2027-01-07 09:00'],
    ['ru', 'Рождество в 10:00', '2027-01-07 10:00'],
    ['ru', 'за день до Нового года', '2026-12-31 09:00'],
    ['uk', 'за день до Нового року', '2026-12-31 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('"before Christmas" alone names no day', () => {
    expect(readLocal('pl', 'przed Bożym Narodzeniem')).toBe('invalid_time_format');
  });
});

describe("Forms: the afternoon's hours to 8, and o'clock in each language's words", () => {
  it.each([
    ['es-ES', 'a las 7 de la tarde', '2026-03-05 19:00'],
    ['es-ES', 'martes a las siete de la tarde', '2026-03-10 19:00'],
    ['es-ES', 'a las 8 de la tarde', '2026-03-05 20:00'],
    ['pt-BR', 'às 7 da tarde', '2026-03-05 19:00'],
    ['it', 'alle 7 del pomeriggio', '2026-03-05 19:00'],
    ['en-US', '7 in the afternoon', '2026-03-05 19:00'],
    ['es-ES', 'a las diez en punto', '2026-03-05 10:00'],
    ['es-ES', 'nueve en punto de la mañana', '2026-03-06 09:00'],
    ['es-ES', 'miércoles a las 4 en punto', '2026-03-11 16:00'],
    ['it', 'alle 9 in punto', '2026-03-06 09:00'],
    ['pt-BR', 'às 3 em ponto da tarde', '2026-03-05 15:00'],
    ['es-ES', '1er de abril', '2026-04-01 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('9 in the afternoon is no afternoon hour; a 12-hour locale asks a bare "en punto"', () => {
    expect(readLocal('es-ES', 'a las 9 de la tarde')).toBe('invalid_time_format');
    expect(readLocal('es-419', 'a las diez en punto')).toBe('time_ambiguous');
  });
});

describe('Forms: minutes against a half (de, nl); early morning, late evening (de)', () => {
  it.each([
    ['nl', "vijf over half negen 's avonds", '2026-03-05 20:35'],
    ['nl', "tien voor half negen 's avonds", '2026-03-05 20:20'],
    ['de', 'fünf nach halb neun abends', '2026-03-05 20:35'],
    ['de', 'zehn vor halb neun abends', '2026-03-05 20:20'],
    ['de', 'frühmorgens um 8:00', '2026-03-06 08:00'],
    ['de', 'Sonntag spätabends um 10', '2026-03-08 22:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('without a time of day it is a spoken clock: both halves are offered', () => {
    expect(readLocal('nl', 'vijf over half negen')).toBe('time_ambiguous');
    expect(readLocal('de', 'um fünf vor halb acht')).toBe('time_ambiguous');
  });
});
