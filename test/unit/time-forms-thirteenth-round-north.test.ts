import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * Issue 18, thirteenth round (de, nl, pl, ru, uk, tr). Reference Tuesday 10 March 2026, 10:00 on
 * the caller's clock in the locale's zone, unless a row says otherwise.
 */
const TUESDAY = '2026-03-10 10:00';

describe("Forms: Dutch 'aanstaande' abbreviated ('a.s.', 'as') and after the day or date", () => {
  it.each([
    ['a.s. donderdag', '2026-03-12 09:00'],
    ['a.s donderdag', '2026-03-12 09:00'],
    ['as donderdag', '2026-03-12 09:00'],
    ['a.s. donderdag om 8 uur', '2026-03-12 08:00'],
    ['a.s. vrijdag om 20:00', '2026-03-13 20:00'],
    ['om 15:00 a.s. donderdag', '2026-03-12 15:00'],
    ["a.s. zaterdag 's avonds om 7 uur", '2026-03-14 19:00'],
    ['donderdag a.s.', '2026-03-12 09:00'],
    ['donderdag aanstaande', '2026-03-12 09:00'],
    ['vrijdag a.s. om 20:00', '2026-03-13 20:00'],
    ['12 maart a.s.', '2026-03-12 09:00'],
    ['op 12 maart a.s. om 10 uur', '2026-03-12 10:00'],
  ] as const)('nl "%s" is %s', (text, want) => {
    expect(readLocal('nl', text, TUESDAY)).toBe(want);
  });

  it.each(['a.s.', 'aanstaande'])('nl "%s" alone is refused', (text) => {
    expect(readLocal('nl', text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms: Dutch 'om de ...' is every ...", () => {
  it.each([
    ['om de twee weken', '2026-03-11 09:00'],
    ['om de 2 weken', '2026-03-11 09:00'],
    ['om de dag', '2026-03-11 09:00'],
    ['om de twee dagen om 8 uur', '2026-03-11 08:00'],
    ['om de week op maandag', '2026-03-16 09:00'],
  ] as const)('nl "%s" first is %s', (text, want) => {
    expect(readLocal('nl', text, TUESDAY)).toBe(want);
  });
});

describe("Forms: Dutch hours with '-en' ('rond vijven'), the end of the afternoon, 'in het weekend'", () => {
  it.each([
    ['rond vijven', ['2026-03-11 05:00', '2026-03-10 17:00']],
    ['morgen rond vieren', ['2026-03-11 04:00', '2026-03-11 16:00']],
  ] as const)('nl "%s" asks %j', (text, want) => {
    expect(askedLocal('nl', text, TUESDAY)).toEqual(want);
  });

  it.each([
    ["rond zessen 's avonds", '2026-03-10 18:00'],
    ['eind van de middag', '2026-03-10 17:00'],
    ['morgen eind van de middag', '2026-03-11 17:00'],
    ['aan het eind van de middag', '2026-03-10 17:00'],
    ['in het weekend', '2026-03-14 09:00'],
    ['in het weekend om 10 uur', '2026-03-14 10:00'],
  ] as const)('nl "%s" is %s', (text, want) => {
    expect(readLocal('nl', text, TUESDAY)).toBe(want);
  });

  it.each(['vijven', "9:30 's middags", 'morgen vroeg', 'zo om 10 uur'])(
    'nl "%s" stays refused',
    (text) => {
      expect(readLocal('nl', text, TUESDAY)).toBe('invalid_time_format');
    },
  );
});

describe("Forms: Polish 'ok.' (około), 'br.', hours and minutes apart, 'godzinki'", () => {
  it.each([
    ['ok. 15:00', '2026-03-10 15:00'],
    ['w czwartek ok. 20:00', '2026-03-12 20:00'],
    ['ok. 20:00 w czwartek', '2026-03-12 20:00'],
    ['ok. godz. 15', '2026-03-10 15:00'],
    ['około godz. 15', '2026-03-10 15:00'],
    ['18 marca br.', '2026-03-18 09:00'],
    ['18 marca br. o 10', '2026-03-18 10:00'],
    ['o 20 30', '2026-03-10 20:30'],
    ['jutro o 15 00', '2026-03-11 15:00'],
    ['w środę o 18 45', '2026-03-11 18:45'],
    ['o 20 15 13 marca 2026', '2026-03-13 20:15'],
    ['o 8 15 wieczorem', '2026-03-10 20:15'],
    // A day after the hour is the date's: 8:00 on 15 March.
    ['o 8 15 marca', '2026-03-15 08:00'],
    ['za pół godzinki', '2026-03-10 10:30'],
    ['za dwie godzinki', '2026-03-10 12:00'],
    ['za tydzień o tej porze', '2026-03-17 10:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it.each([
    ['pl', 'jutro ok. 10', ['2026-03-11 10:00', '2026-03-11 22:00']],
    ['pl', 'o 8 15', ['2026-03-11 08:15', '2026-03-10 20:15']],
    // Apart as said aloud: the halves asked, as 'at three thirty' (en-GB writes 24-hour digits).
    ['en-GB', 'at 3 30', ['2026-03-11 03:30', '2026-03-10 15:30']],
    ['en-GB', 'at 10 30', ['2026-03-10 10:30', '2026-03-10 22:30']],
  ] as const)('%s "%s" asks %j', (locale, text, want) => {
    expect(askedLocal(locale, text, TUESDAY)).toEqual(want);
  });

  it.each(['ok 15:00', 'ok', 'br.', 'jutro z samego rana', 'za parę minut'])(
    'pl "%s" stays refused',
    (text) => {
      expect(readLocal('pl', text, TUESDAY)).toBe('invalid_time_format');
    },
  );
});

describe("Forms: German 'h' after an hour, a day's dot before the hour, spoken clipping", () => {
  it.each([
    ['20h', ['2026-03-10 20:00', '2026-03-11 06:00']],
    ['8h', ['2026-03-11 08:00', '2026-03-10 18:00']],
    ['18h', ['2026-03-10 18:00', '2026-03-11 04:00']],
  ] as const)('de "%s" asks the clock or the length %j', (text, want) => {
    expect(askedLocal('de', text, TUESDAY)).toEqual(want);
  });

  it.each([
    ['morgen 20h', '2026-03-11 20:00'],
    ['Do 18h', '2026-03-12 18:00'],
    ['Freitag 9h', '2026-03-13 09:00'],
    ['in 2h', '2026-03-10 12:00'],
    ['in 24h', '2026-03-11 10:00'],
    ['am 20. 18 Uhr', '2026-03-20 18:00'],
    ['20. 18 Uhr', '2026-03-20 18:00'],
    ['am 20. 18:30', '2026-03-20 18:30'],
    ['am 24.12. 18 Uhr', '2026-12-24 18:00'],
    ['heut abend', '2026-03-10 18:00'],
    ['heut Abend um 8', '2026-03-10 20:00'],
    ['in ner Stunde', '2026-03-10 11:00'],
    ['in ner halben Stunde', '2026-03-10 10:30'],
    ['am Wochenende', '2026-03-14 09:00'],
    ['am Wochenende um 10', '2026-03-14 10:00'],
    ['heute in einer Woche halb acht abends', '2026-03-17 19:30'],
    ['in 2 Tagen halb acht abends', '2026-03-12 19:30'],
  ] as const)('de "%s" is %s', (text, want) => {
    expect(readLocal('de', text, TUESDAY)).toBe(want);
  });

  it('nl "vandaag over een week half acht \'s avonds" is a week on at 19:30', () => {
    expect(readLocal('nl', "vandaag over een week half acht 's avonds", TUESDAY)).toBe(
      '2026-03-17 19:30',
    );
  });

  it.each(['bis Freitag', 'zum 1.4.'])('de "%s" stays refused', (text) => {
    expect(readLocal('de', text, TUESDAY)).toBe('invalid_time_format');
  });

  it('ko keeps its dotted date with a space after each dot', () => {
    expect(readLocal('ko', '2026. 3. 21 오후 3시', TUESDAY)).toBe('2026-03-21 15:00');
  });
});

describe("Forms: Russian and Ukrainian 'ноль-ноль', 'нуль-нуль' (o'clock sharp), 'след.'", () => {
  it.each([
    ['ru', 'в двадцать ноль-ноль', '2026-03-10 20:00'],
    ['ru', 'в двадцать ноль ноль', '2026-03-10 20:00'],
    ['ru', 'в 20 ноль-ноль', '2026-03-10 20:00'],
    ['ru', 'в среду через неделю в двадцать ноль-ноль', '2026-03-18 20:00'],
    ['ru', 'в восемнадцать ноль-ноль завтра', '2026-03-11 18:00'],
    ['ru', 'в двадцать ноль-ноль 13.03.2026', '2026-03-13 20:00'],
    ['ru', 'в след. вторник', '2026-03-17 09:00'],
    ['uk', 'о двадцятій нуль-нуль', '2026-03-10 20:00'],
    ['uk', 'у середу о двадцятій нуль-нуль', '2026-03-11 20:00'],
    ['uk', 'о 20 нуль-нуль', '2026-03-10 20:00'],
    ['uk', 'о вісімнадцятій нуль нуль завтра', '2026-03-11 18:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, TUESDAY)).toBe(want);
  });

  it('ru "в след. среду" asks as "в следующую среду" does while Wednesday is ahead', () => {
    expect(askedLocal('ru', 'в след. среду', TUESDAY)).toEqual([
      '2026-03-11 09:00',
      '2026-03-18 09:00',
    ]);
  });
});

describe("Checked: a date today whose clock is gone is next year's in all six, as in English", () => {
  it.each([
    ['en-US', 'march 5 at 9am'],
    ['de', '5. März um 9 Uhr'],
    ['nl', '5 maart om 9 uur'],
    ['pl', '5 marca o 9:00'],
    ['ru', '5 марта в 9:00'],
    ['uk', '5 березня о 9:00'],
    ['tr', '5 mart saat 9:00'],
  ] as const)('%s "%s" at 10:00 on 5 March is 5 March 2027, 09:00', (locale, text) => {
    expect(readLocal(locale, text, '2026-03-05 10:00')).toBe('2027-03-05 09:00');
  });
});

describe('Forms, second batch: the weekend, a half before the hour written apart, Moscow time', () => {
  it.each([
    ['ru', 'в пол восьмого', '2026-03-11 07:30'],
    ['ru', 'в пол-восьмого', '2026-03-11 07:30'],
    ['ru', 'в пол девятого вечера', '2026-03-10 20:30'],
    ['ru', 'через пол часа', '2026-03-10 10:30'],
    ['ru', 'в 19:00 по мск', '2026-03-10 19:00'],
    ['ru', 'завтра в 10 по мск', '2026-03-11 10:00'],
    ['ru', 'в выходные', '2026-03-14 09:00'],
    ['ru', 'на выходных в 12', '2026-03-14 12:00'],
    ['ru', 'седня в 18:00', '2026-03-10 18:00'],
    ['uk', 'на вихідних', '2026-03-14 09:00'],
    ['uk', 'у вихідні', '2026-03-14 09:00'],
    ['tr', 'hafta sonu', '2026-03-14 09:00'],
    ['tr', "hafta sonu saat 10'da", '2026-03-14 10:00'],
    ['tr', 'haftaya bugün', '2026-03-17 10:00'],
    ['de', "in 'ner Stunde", '2026-03-10 11:00'],
    ['de', 'am WE um 11', '2026-03-14 11:00'],
    ['nl', 'komende week donderdag', '2026-03-19 09:00'],
    ['nl', 'donderdag komende week om 10 uur', '2026-03-19 10:00'],
    ['pl', 'na weekendzie o 10', '2026-03-14 10:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, TUESDAY)).toBe(want);
  });

  it.each([
    ['ru', 'завтра к 10'],
    ['ru', 'в начале недели'],
    ['uk', 'завтра до 10'],
    ['tr', 'akşama doğru'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms, third batch: Turkish 'at' suffix without its apostrophe, abbreviations", () => {
  it.each([
    ['15te', '2026-03-10 15:00'],
    ['saat 15te', '2026-03-10 15:00'],
    ['saat 3te', '2026-03-10 15:00'],
    ['yarın 9da', '2026-03-11 09:00'],
    ['yarın saat 10da', '2026-03-11 10:00'],
    ['cuma 18de', '2026-03-13 18:00'],
    ['perş 15:00', '2026-03-12 15:00'],
    ['cts 10:00', '2026-03-14 10:00'],
    ['bir sonraki pazartesi', '2026-03-16 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });

  it.each([
    // Only a suffix meaning 'at' glues without its apostrophe: nl '5s' is no "'s".
    ['nl', '5s'],
    // 'sabaha karşı 4' reads 04:00 since the fifteenth round; the phrase alone stays refused.
    ['tr', 'sabaha karşı'],
    ['tr', 'yarın öğlene doğru'],
    ['tr', '10 dakikaya kadar'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms, fourth batch: Ukrainian 'годинку', 'наст.'", () => {
  it.each([
    ['через годинку', '2026-03-10 11:00'],
    ['за годинку', '2026-03-10 11:00'],
    ['через пів годинки', '2026-03-10 10:30'],
    ['в наст. вівторок', '2026-03-17 09:00'],
  ] as const)('uk "%s" is %s', (text, want) => {
    expect(readLocal('uk', text, TUESDAY)).toBe(want);
  });

  it('uk "у наст. п\'ятницю о 18:00" asks while Friday is ahead, as "у наступну п\'ятницю"', () => {
    expect(askedLocal('uk', "у наст. п'ятницю о 18:00", TUESDAY)).toEqual([
      '2026-03-13 18:00',
      '2026-03-20 18:00',
    ]);
  });

  it.each([
    ['uk', 'завтра на 9'],
    // Russian 'наст.' abbreviates 'настоящий' (present), not next.
    ['ru', 'в наст. вторник'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, TUESDAY)).toBe('invalid_time_format');
  });
});
