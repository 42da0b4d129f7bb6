import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { askedLocal, instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * Issue 18, fifteenth round (pl, ru, uk, tr). Reference Tuesday 10 March 2026, 10:00 on the
 * caller's clock in the locale's zone, unless a row says otherwise.
 */
const TUESDAY = '2026-03-10 10:00';

/** Whether `text` reads as a recurrence (its first occurrence is `readLocal`'s). */
function repeats(locale: string, text: string): boolean {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(TUESDAY, zone), zone, locale });
  return r.ok && r.recurrence !== undefined;
}

describe('Forms: Polish hour with a short ordinal ending', () => {
  it.each([
    ['o 17-ej', '2026-03-10 17:00'],
    ['o 17ej', '2026-03-10 17:00'],
    ['o 17-stej', '2026-03-10 17:00'],
    ['jutro o 20-stej', '2026-03-11 20:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });
});

describe('Forms: Polish day of the month with the ending -stego', () => {
  it.each([
    ['12-stego', '2026-03-12 09:00'],
    ['20-stego o 18', '2026-03-20 18:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it('pl "na 12-tego" (for the 12th: a deadline) stays refused', () => {
    expect(readLocal('pl', 'na 12-tego', TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms: Polish 'r.' (roku) after a date's year", () => {
  it.each([
    ['dnia 12 kwietnia 2026 r.', '2026-04-12 09:00'],
    ['12 kwietnia 2026 r. o 10', '2026-04-12 10:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });
});

describe("Forms: Polish 'kwadrans przed' and 'samo południe'", () => {
  it.each([
    ['kwadrans przed ósmą wieczorem', '2026-03-10 19:45'],
    ['jutro kwadrans przed ósmą rano', '2026-03-11 07:45'],
    ['w samo południe', '2026-03-10 12:00'],
    ['jutro w samo południe', '2026-03-11 12:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });

  it('pl "kwadrans przed ósmą" asks both halves', () => {
    expect(askedLocal('pl', 'kwadrans przed ósmą', TUESDAY)).toEqual([
      '2026-03-11 07:45',
      '2026-03-10 19:45',
    ]);
  });
});

describe('Forms: Polish units typed in chat', () => {
  it.each([
    ['za dwie minutki', '2026-03-10 10:02'],
    ['za 5 minutek', '2026-03-10 10:05'],
    ['za tydz.', '2026-03-17 10:00'],
    ['za 2 tydz.', '2026-03-24 10:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });
});

describe('Forms: Polish named days (Boże Ciało, Andrzejki)', () => {
  it.each([
    ['w Boże Ciało', '2026-06-04 09:00'],
    ['w Boże Ciało o 10', '2026-06-04 10:00'],
    ['dzień przed Bożym Ciałem', '2026-06-03 09:00'],
    ['w Andrzejki', '2026-11-29 09:00'],
    ['w andrzejki wieczorem', '2026-11-29 18:00'],
  ] as const)('pl "%s" is %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
  });
});

describe("Forms: Polish 'co tydzień w' a weekday", () => {
  it.each([
    ['co tydzień w środę', '2026-03-11 09:00'],
    ['co tydzień w środę o 18', '2026-03-11 18:00'],
    ['co tydzien we wtorek o 9', '2026-03-17 09:00'],
  ] as const)('pl "%s" repeats from %s', (text, want) => {
    expect(readLocal('pl', text, TUESDAY)).toBe(want);
    expect(repeats('pl', text)).toBe(true);
  });
});

describe('Forms: Polish vague or deadline phrases stay refused', () => {
  it.each(['pozniej', 'jutro przed pracą'])('pl "%s" is refused', (text) => {
    expect(readLocal('pl', text, TUESDAY)).toBe('invalid_time_format');
  });
});

describe("Forms: Ukrainian hour with its ordinal ending ('о 21-й')", () => {
  it.each([
    ['о 21-й', '2026-03-10 21:00'],
    ['о 18-й', '2026-03-10 18:00'],
    ['завтра о 19-й', '2026-03-11 19:00'],
    ['у п’ятницю о 20-й', '2026-03-13 20:00'],
    ['о 9-й ранку', '2026-03-11 09:00'],
    ['о 21-ій', '2026-03-10 21:00'],
  ] as const)('uk "%s" is %s', (text, want) => {
    expect(readLocal('uk', text, TUESDAY)).toBe(want);
  });

  it("uk 'й' apart is still 'and' ('о 21 й 22')", () => {
    expect(readLocal('uk', 'о 21 й 22', TUESDAY)).toBe('2026-03-10 21:22');
  });
});

describe("Forms: Turkish day of the month with the possessive and locative ('15'inde')", () => {
  it.each([
    ["15'inde", '2026-03-15 09:00'],
    ['15inde', '2026-03-15 09:00'],
    ['20sinde', '2026-03-20 09:00'],
    ['20si', '2026-03-20 09:00'],
    ["15'inde saat 10'da", '2026-03-15 10:00'],
    ['ayın 15inde', '2026-03-15 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });
});

describe("Forms: Turkish N-th weekday of next month ('gelecek ayın ikinci pazartesi')", () => {
  it.each([
    ['gelecek ayın ikinci pazartesi', '2026-04-13 09:00'],
    ["gelecek ayın ikinci pazartesi saat 10'da", '2026-04-13 10:00'],
    ['gelecek ayın son cuması', '2026-04-24 09:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });

  it("tr next month's day number still reads ('gelecek ayın 20'si')", () => {
    expect(readLocal('tr', "gelecek ayın 20'si", TUESDAY)).toBe('2026-04-20 09:00');
  });
});

describe("Forms: Turkish 'sabaha karşı' (towards morning) with an hour: the small hours", () => {
  it.each([
    ["sabaha karşı 4'te", '2026-03-11 04:00'],
    ["sabaha karşı 5'te", '2026-03-11 05:00'],
    ['yarın sabaha karşı 4te', '2026-03-11 04:00'],
    ["sabaha karşı saat 4'te", '2026-03-11 04:00'],
    ["cuma sabaha karşı 3'te", '2026-03-13 03:00'],
  ] as const)('tr "%s" is %s', (text, want) => {
    expect(readLocal('tr', text, TUESDAY)).toBe(want);
  });
});

describe('Forms: Turkish forms refused on purpose', () => {
  it.each([
    'Sekiz kırk',
    'Yedi otuz beş',
    'yarından itibaren üç hafta',
    'sabaha karşı',
    'sabaha karsi',
    'akşama kadar',
    'birazdan',
    'öğleye doğru',
  ])('tr "%s" is refused', (text) => {
    expect(readLocal('tr', text, TUESDAY)).toBe('invalid_time_format');
  });

  it("tr 'saat sekiz kırk' is the clock", () => {
    expect(readLocal('tr', 'saat sekiz kırk', TUESDAY)).toBe('2026-03-11 08:40');
  });
});
