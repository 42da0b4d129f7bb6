import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The n-th week of a month (docs/decisions.md, "Time expressions, twentieth round: the n-th week
 * of a month"): asked, its first day at 09:00 (or the clock said) counted from the week holding
 * the 1st or from the first full week; one reading where both agree. Reference: Thursday 5 March
 * 2026, 10:00 local; 1 April 2026 is a Wednesday, 1 June a Monday.
 */
describe('The n-th week of a month asks which week', () => {
  it.each([
    ['en-US', 'the second week of april', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['en-US', '2nd week of april', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['en-US', 'the second week of next month', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['en-GB', 'the last week of april at 10am', ['2026-04-20 10:00', '2026-04-27 10:00']],
    // The first week counted from the one holding the 1st starts on the 1st itself.
    ['en-GB', 'the first week of may', ['2026-05-01 09:00', '2026-05-04 09:00']],
    ['es-ES', 'la segunda semana de abril', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['es-ES', 'la primera semana de mayo a las 10', ['2026-05-01 10:00', '2026-05-04 10:00']],
    ['fr', "la deuxième semaine d'avril", ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['fr', 'la dernière semaine de mars', ['2026-03-23 09:00', '2026-03-30 09:00']],
    ['it', 'la seconda settimana di aprile', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['pt-BR', 'na segunda semana de abril', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['nl', 'de tweede week van april', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['ja', '4月第2週', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['ja', '来月の第2週', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['zh-CN', '4月第二周', ['2026-04-06 09:00', '2026-04-13 09:00']],
    ['zh-TW', '4月第二週', ['2026-04-06 09:00', '2026-04-13 09:00']],
  ] as const)('%s "%s" offers %j', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    // June 2026 starts on a Monday: both counts agree.
    ['en-US', 'first week of june', '2026-06-01 09:00'],
    ['en-GB', 'the second week of june', '2026-06-08 09:00'],
    // May 2026 ends on a Sunday: its last week is full.
    ['fr', 'la dernière semaine de mai', '2026-05-25 09:00'],
    // Both readings past: next year's, as the n-th weekday of a month.
    ['en-GB', 'the first week of march', '2027-03-01 09:00'],
  ] as const)('%s "%s" reads %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it('refuses a week one count has begun and the other has not (next year’s would be a guess)', () => {
    expect(readLocal('en-GB', 'the second week of april', '2026-04-08 10:00')).toBe(
      'invalid_time_format',
    );
    expect(askedLocal('en-GB', 'the third week of april', '2026-04-08 10:00')).toEqual([
      '2026-04-13 09:00',
      '2026-04-20 09:00',
    ]);
  });

  it('leaves a weekday and a weekend of a month as they were', () => {
    expect(readLocal('en-US', 'second friday of april')).toBe('2026-04-10 09:00');
    expect(readLocal('en-US', 'first weekend of april')).toBe('2026-04-04 09:00');
    expect(readLocal('pt-BR', 'segunda às 10h')).toBe('2026-03-09 10:00');
  });
});
