import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal, instantAt, readLocal, recurrenceLocal } from '../support/time-forms.js';

/**
 * The twenty-fourth round's forms in pl, ru, uk and tr (docs/decisions.md, "Time expressions,
 * twenty-fourth round: new sources and a probe sweep for pl, ru, uk, tr"). Reference: Thursday 14
 * May 2026, 10:00 local; the week of a date on Thursday 5 March 2026.
 */
const MAY = '2026-05-14 10:00';

describe('The early morning with an hour, twenty-fourth round', () => {
  it.each([
    ['pl', 'o 4 nad ranem', '2026-05-15 04:00'],
    ['pl', 'o 5:30 nad ranem', '2026-05-15 05:30'],
    ['pl', 'jutro o 3 nad ranem', '2026-05-15 03:00'],
    ['pl', 'w sobotę o 6 nad ranem', '2026-05-16 06:00'],
    ['pl', 'wcześnie rano o 6', '2026-05-15 06:00'],
    ['pl', 'wczesnym rankiem o 7', '2026-05-15 07:00'],
    ['pl', 'z samego rana o 6', '2026-05-15 06:00'],
    ['ru', 'рано утром в 6', '2026-05-15 06:00'],
    ['ru', 'в 6 рано утром', '2026-05-15 06:00'],
    ['ru', 'под утро в 4', '2026-05-15 04:00'],
    ['ru', 'в субботу рано утром в 6', '2026-05-16 06:00'],
    ['uk', 'рано вранці о 6', '2026-05-15 06:00'],
    ['uk', 'о 4 над ранком', '2026-05-15 04:00'],
    ['uk', 'завтра рано-вранці о 5', '2026-05-15 05:00'],
    ['tr', "sabah erkenden 6'da", '2026-05-15 06:00'],
    ['tr', "yarın sabah erkenden 5'te", '2026-05-15 05:00'],
    ['tr', "sabah erken saat 6'da", '2026-05-15 06:00'],
  ] as const)('%s "%s" is the morning hour: %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it.each([
    ['pl', 'nad ranem'],
    ['pl', 'jutro nad ranem'],
    ['pl', 'wcześnie rano'],
    ['pl', 'o 11 nad ranem'],
    ['pl', 'o 16 nad ranem'],
    ['ru', 'рано утром'],
    ['ru', 'под утро'],
    ['uk', 'рано вранці'],
    ['tr', 'sabah erkenden'],
    ['tr', 'yarın sabah erken'],
  ] as const)('%s "%s": no hour people agree on, refused', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });

  it('pl "rano" alone keeps the morning (09:00)', () => {
    expect(readLocal('pl', 'jutro rano', MAY)).toBe('2026-05-15 09:00');
  });
});

describe('pl `tydzień od <date>`, twenty-fourth round', () => {
  it.each([
    ['tydzień od 16 marca', ['2026-03-16 09:00', '2026-03-23 09:00']],
    ['tydzien od 16 marca', ['2026-03-16 09:00', '2026-03-23 09:00']],
    ['tydzień od 16 marca o 10:00', ['2026-03-16 10:00', '2026-03-23 10:00']],
  ] as const)('"%s" asks the week from the date or a week from it', (text, want) => {
    expect(askedLocal('pl', text)).toEqual(want);
  });

  it('"tydzień od 3 marca": the week from it has begun, refused as past (never the 10th alone)', () => {
    expect(readLocal('pl', 'tydzień od 3 marca')).toBe('time_in_past');
  });

  it.each([['tydzień od poniedziałku'], ['tydzień od dzisiaj']] as const)(
    '"%s": one reading or none, refused',
    (text) => {
      expect(readLocal('pl', text)).toBe('invalid_time_format');
    },
  );
});

describe('Plural weekdays repeat, twenty-fourth round', () => {
  it.each([
    ['pl', 'w piątki o 9', '2026-05-15 09:00'],
    ['pl', 'we wtorki o 18', '2026-05-19 18:00'],
    ['pl', 'w środy o 7:30', '2026-05-20 07:30'],
    ['tr', 'cumaları', '2026-05-15 09:00'],
    ['tr', "salıları saat 10'da", '2026-05-19 10:00'],
    ['tr', "çarşambaları 18:00'de", '2026-05-20 18:00'],
  ] as const)('%s "%s" is weekly from %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
    expect(recurrenceLocal(locale, text, MAY)).toEqual({ pattern: 'weekly', data: null });
  });

  it('pl "w niedzielę" (one Sunday) stays once', () => {
    expect(recurrenceLocal('pl', 'w niedzielę', MAY)).toBeUndefined();
  });
});

describe('Words and days, twenty-fourth round', () => {
  it.each([
    ['pl', 'równo o 9', '2026-05-15 09:00'],
    ['pl', 'o 9 równo', '2026-05-15 09:00'],
    ['pl', 'gdzieś o 17', '2026-05-14 17:00'],
    ['pl', 'gdzieś koło 17', '2026-05-14 17:00'],
    ['pl', 'dnia 22', '2026-05-22 09:00'],
    ['pl', 'dnia 5', '2026-06-05 09:00'],
    ['pl', 'dnia 22 o 10', '2026-05-22 10:00'],
    ['uk', '22-ге', '2026-05-22 09:00'],
    ['uk', '22-ге число', '2026-05-22 09:00'],
    ['uk', '3-тє', '2026-06-03 09:00'],
    ['ru', '22-е число', '2026-05-22 09:00'],
    ['tr', 'saat on yedide', '2026-05-14 17:00'],
    ['tr', 'saat on üçte', '2026-05-14 13:00'],
    ['tr', 'yarın saat on altıda', '2026-05-15 16:00'],
    ['tr', 'saat on dortte', '2026-05-14 14:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it.each([
    ['uk', 'на 22-ге'],
    ['ru', 'на 22-е число'],
    ['tr', 'ay sonunda'],
  ] as const)('%s "%s" stays refused', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });
});

describe('Named days, twenty-fourth round', () => {
  it.each([
    ['ru', 'Первомай', '2027-05-01 09:00'],
    ['ru', 'праздник весны и труда', '2027-05-01 09:00'],
    ['ru', 'Вербное воскресенье', '2027-04-25 09:00'],
    ['ru', 'на Покров', '2026-10-14 09:00'],
    ['ru', 'День знаний', '2026-09-01 09:00'],
    ['ru', 'день космонавтики', '2027-04-12 09:00'],
    ['uk', 'Вербна неділя', '2027-04-25 09:00'],
    ['uk', 'День матері', '2027-05-09 09:00'],
    ['uk', 'День праці', '2027-05-01 09:00'],
    ['uk', 'День захисників і захисниць', '2026-10-01 09:00'],
    ['pl', 'Wielki Czwartek', '2027-03-25 09:00'],
    ['pl', 'Dzień Flagi', '2027-05-02 09:00'],
    ['tr', 'Gençlik ve Spor Bayramı', '2026-05-19 09:00'],
    ['tr', 'İşçi Bayramı', '2027-05-01 09:00'],
    ['tr', 'Kadınlar Günü', '2027-03-08 09:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it('tr "Şeker Bayramı" is Ramazan Bayramı', () => {
    expect(readLocal('tr', 'Şeker Bayramı', MAY)).toBe(readLocal('tr', 'Ramazan Bayramı', MAY));
  });

  it.each([
    ['ru', 'Масленица'],
    ['uk', 'Покрова'],
    ['tr', 'bayramın ilk günü'],
  ] as const)('%s "%s" stays refused (a week, two dates, which one?)', (locale, text) => {
    expect(readLocal(locale, text, MAY)).toBe('invalid_time_format');
  });
});

describe('Zones and words spelled out, twenty-fourth round', () => {
  it.each([
    ['ru', 'в 9 утра по Москве', '2026-05-15 09:00'],
    ['ru', 'в 19:00 по московскому времени', '2026-05-14 19:00'],
    ['tr', '18:00 TSİ', '2026-05-14 18:00'],
    ['tr', '18:00 TRT', '2026-05-14 18:00'],
    ['tr', '21:00 Türkiye saatiyle', '2026-05-14 21:00'],
    ['uk', 'завтра з ранку о 8', '2026-05-15 08:00'],
  ] as const)('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, MAY)).toBe(want);
  });

  it('ru "по Москве" keeps Moscow time for a user elsewhere (19:00 Moscow is 21:00 in Yekaterinburg)', () => {
    const r = parseTimeExpression('в 19:00 по Москве', {
      now: instantAt(MAY, 'Asia/Yekaterinburg'),
      zone: 'Asia/Yekaterinburg',
      locale: 'ru',
    });
    expect(r.ok && r.zone).toBe('Europe/Moscow');
    expect(r.ok && new Date(r.time).toISOString()).toBe('2026-05-14T16:00:00.000Z');
  });

  it.each([["щоп'ятниці о 17"], ['щоп’ятниці'], ['щопятниці о 9']] as const)(
    'uk "%s" is every Friday',
    (text) => {
      expect(recurrenceLocal('uk', text, MAY)).toEqual({ pattern: 'weekly', data: null });
    },
  );
});
