import { describe, expect, it } from 'vitest';
import { suggestTimeExpressions } from '../../shared/domain/time-expression.js';
import { askedLocal, instantAt, readLocal, ZONES } from '../support/time-forms.js';

/**
 * A month named alone (docs/decisions.md, "Time expressions, fourteenth round: a month alone, every
 * language"): the first day of the coming such month at 09:00; said during that month, refused;
 * with a year or year word, that year's. References, 10:00 local: Wednesday 11 March 2026 and
 * Thursday 26 November 2026.
 */
const IN_MARCH = '2026-03-11 10:00';
const LATE_NOVEMBER = '2026-11-26 10:00';

describe('A month alone is the first day of the coming such month, 09:00', () => {
  it.each([
    ['en-US', 'april', '2026-04-01 09:00'],
    ['en-US', 'in December', '2026-12-01 09:00'],
    ['en-US', 'may', '2026-05-01 09:00'],
    ['en-US', 'january', '2027-01-01 09:00'],
    ['en-GB', 'in june', '2026-06-01 09:00'],
    ['de', 'im April', '2026-04-01 09:00'],
    ['de', 'Mai', '2026-05-01 09:00'],
    ['fr', 'en avril', '2026-04-01 09:00'],
    ['fr', 'mai', '2026-05-01 09:00'],
    ['es-ES', 'en abril', '2026-04-01 09:00'],
    ['es-419', 'en diciembre', '2026-12-01 09:00'],
    ['it', 'a dicembre', '2026-12-01 09:00'],
    ['it', 'in aprile', '2026-04-01 09:00'],
    ['pt-BR', 'em abril', '2026-04-01 09:00'],
    ['nl', 'in april', '2026-04-01 09:00'],
    ['nl', 'mei', '2026-05-01 09:00'],
    ['pl', 'w kwietniu', '2026-04-01 09:00'],
    ['pl', 'kwiecień', '2026-04-01 09:00'],
    ['ru', 'в апреле', '2026-04-01 09:00'],
    ['ru', 'апрель', '2026-04-01 09:00'],
    ['uk', 'у квітні', '2026-04-01 09:00'],
    ['uk', 'в квітні', '2026-04-01 09:00'],
    ['tr', 'nisan ayında', '2026-04-01 09:00'],
    ['tr', 'nisanda', '2026-04-01 09:00'],
    ['ja', '4月', '2026-04-01 09:00'],
    ['ja', '4月に', '2026-04-01 09:00'],
    ['ja', '四月', '2026-04-01 09:00'],
    ['zh-CN', '十月', '2026-10-01 09:00'],
    ['zh-CN', '4月份', '2026-04-01 09:00'],
    ['zh-TW', '四月', '2026-04-01 09:00'],
    ['ko', '4월에', '2026-04-01 09:00'],
  ] as const)('%s "%s" said on 11 March is %s', (locale, text, want) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(want);
  });

  it.each([
    ['en-US', 'march', '2027-03-01 09:00'],
    ['de', 'im März', '2027-03-01 09:00'],
    ['pl', 'w marcu', '2027-03-01 09:00'],
    ['ru', 'в марте', '2027-03-01 09:00'],
    ['ja', '3月', '2027-03-01 09:00'],
    ['ko', '3월', '2027-03-01 09:00'],
  ] as const)('%s "%s" said on 26 November is %s', (locale, text, want) => {
    expect(readLocal(locale, text, LATE_NOVEMBER)).toBe(want);
  });
});

describe('A month said during it is refused, not moved to next year', () => {
  it.each([
    ['en-US', 'march'],
    ['en-US', 'in march'],
    ['de', 'im März'],
    ['fr', 'en mars'],
    ['it', 'a marzo'],
    ['pl', 'w marcu'],
    ['ru', 'в марте'],
    ['uk', 'у березні'],
    ['tr', 'mart ayında'],
    ['ja', '三月'],
    ['zh-CN', '3月'],
    ['ko', '3월에'],
  ] as const)('%s "%s" on 11 March: time_in_past', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe('time_in_past');
  });

  it('a later date of the month still reads', () => {
    expect(readLocal('en-US', 'march 15', IN_MARCH)).toBe('2026-03-15 09:00');
    expect(readLocal('en-US', 'end of march', IN_MARCH)).toBe('2026-03-31 17:00');
  });
});

describe('A month with a year or year word is that year’s', () => {
  it.each([
    ['en-US', 'march 2027', '2027-03-01 09:00'],
    ['en-US', 'march next year', '2027-03-01 09:00'],
    ['en-US', 'in march next year', '2027-03-01 09:00'],
    ['en-US', 'next march', '2027-03-01 09:00'],
    ['en-US', 'next april', '2026-04-01 09:00'],
    ['de', 'März 2027', '2027-03-01 09:00'],
    ['de', 'im März nächsten Jahres', '2027-03-01 09:00'],
    ['fr', 'en mars 2027', '2027-03-01 09:00'],
    ['fr', 'en mars prochain', '2027-03-01 09:00'],
    ['es-ES', 'en marzo del año que viene', '2027-03-01 09:00'],
    ['pt-BR', 'em março do ano que vem', '2027-03-01 09:00'],
    ['nl', 'in maart volgend jaar', '2027-03-01 09:00'],
    ['tr', 'gelecek yıl mart', '2027-03-01 09:00'],
    ['ja', '来年3月', '2027-03-01 09:00'],
    ['ja', '来年の3月', '2027-03-01 09:00'],
    ['ja', '2027年3月', '2027-03-01 09:00'],
    ['zh-CN', '明年三月', '2027-03-01 09:00'],
    ['zh-CN', '2027年3月', '2027-03-01 09:00'],
    ['ko', '내년 3월', '2027-03-01 09:00'],
    ['ko', '2027년 3월', '2027-03-01 09:00'],
  ] as const)('%s "%s" said on 11 March is %s', (locale, text, want) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(want);
  });

  it('a past year is refused as past, a year beyond the horizon as too far', () => {
    expect(readLocal('en-US', 'march 2026', IN_MARCH)).toBe('time_in_past');
    expect(readLocal('ja', '2026年3月', IN_MARCH)).toBe('time_in_past');
    expect(readLocal('en-US', 'december next year', LATE_NOVEMBER)).toBe('time_too_far');
  });

  it('next <month> while this year’s is ahead asks only for readings within the horizon', () => {
    expect(askedLocal('en-US', 'next december', LATE_NOVEMBER)).toBe('one reading');
    expect(readLocal('en-US', 'next december', LATE_NOVEMBER)).toBe('2026-12-01 09:00');
  });
});

describe('Still refused', () => {
  it.each([
    ['en-US', 'march at 9am'],
    ['en-US', 'april at 9am'],
    ['en-US', 'march morning'],
    ['en-US', '3 days after march'],
    ['en-US', 'mar'],
    ['en-US', 'jan'],
    ['en-US', 'every march'],
    ['es-ES', 'mar'],
    ['it', 'mar'],
    ['pt-BR', 'mar'],
    ['de', 'Dez'],
    ['fr', 'avr'],
    ['ja', '4月の9時'],
    ['zh-CN', '3月后'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe('invalid_time_format');
  });
});

describe('The month after next: two months from now, as next month is one', () => {
  it.each([
    ['en-US', 'the month after next', '2026-05-11 10:00'],
    ['en-US', 'month after next', '2026-05-11 10:00'],
    ['ja', '再来月', '2026-05-11 10:00'],
    ['en-US', 'next month', '2026-04-11 10:00'],
    ['ja', '来月', '2026-04-11 10:00'],
  ] as const)('%s "%s" said on 11 March is %s', (locale, text, want) => {
    expect(readLocal(locale, text, IN_MARCH)).toBe(want);
  });
});

describe('The refusal of a month said during it suggests a later day of it', () => {
  it.each([
    ['en-US', 'march', 'march 15'],
    ['fr', 'mars', '15 mars'],
    ['ja', '3月', '3月15日'],
    // After a word such as 'in' (seventeenth round).
    ['en-US', 'in march', 'march 15'],
    ['fr', 'en mars', '15 mars'],
    ['de', 'im März', '15 märz'],
  ] as const)('%s "%s" suggests "%s"', (locale, text, want) => {
    const zone = ZONES[locale] ?? 'UTC';
    const now = instantAt(IN_MARCH, zone);
    expect(suggestTimeExpressions(text, { now, zone, locale })).toContain(want);
    expect(readLocal(locale, want, IN_MARCH)).toBe('2026-03-15 09:00');
  });
});
