import { describe, expect, it } from 'vitest';
import { askedLocal, readLocal } from '../support/time-forms.js';

/**
 * The week of a date (docs/decisions.md, "Time expressions, twenty-first round: the week of a
 * date"): a Monday names the week it starts; any other date asks among the first day of the week
 * holding it as the locale counts weeks, that week's Monday and the date itself. A week already
 * begun is refused as past. Reference: Thursday 5 March 2026, 10:00 local.
 */
describe('The week of a date', () => {
  it.each([
    ['en', 'the week of march 16', '2026-03-16 09:00'],
    ['en', 'week of 3/23', '2026-03-23 09:00'],
    ['en', 'in the week of march 23', '2026-03-23 09:00'],
    ['en', 'the week of march 23 at 10am', '2026-03-23 10:00'],
    ['en', 'the week of the 23rd', '2026-03-23 09:00'],
    ['en-GB', 'in the week of 23 march', '2026-03-23 09:00'],
    ['en-GB', 'week commencing 16 march', '2026-03-16 09:00'],
    ['en-GB', 'week beginning 23 march at 10am', '2026-03-23 10:00'],
    ['de', 'die Woche vom 23. März um 10 Uhr', '2026-03-23 10:00'],
    ['de', 'in der Woche vom 16.03.', '2026-03-16 09:00'],
    ['fr', 'la semaine du 23 mars à 10h', '2026-03-23 10:00'],
    ['es-ES', 'la semana del 23 de marzo', '2026-03-23 09:00'],
    ['it', 'la settimana del 23 marzo', '2026-03-23 09:00'],
    ['nl', 'in de week van 23 maart', '2026-03-23 09:00'],
    ['pt-BR', 'na semana do dia 23 de março', '2026-03-23 09:00'],
    ['ja', '3月16日の週', '2026-03-16 09:00'],
    ['ja', '来月の20日の週', '2026-04-20 09:00'],
    ['ko', '3월 16일 주', '2026-03-16 09:00'],
    ['zh-CN', '3月16日那周', '2026-03-16 09:00'],
    ['zh-CN', '3月16日的那周', '2026-03-16 09:00'],
    ['zh-TW', '3月16日那週', '2026-03-16 09:00'],
  ] as const)('%s "%s" is that Monday: %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    // Weeks from Monday: the week's Monday, or the date itself.
    ['en-GB', 'the week of 18 march', ['2026-03-16 09:00', '2026-03-18 09:00']],
    ['en-GB', 'the week of 22 march', ['2026-03-16 09:00', '2026-03-22 09:00']],
    ['de', 'in der Woche vom 18.03.', ['2026-03-16 09:00', '2026-03-18 09:00']],
    ['fr', 'la semaine du 18 mars', ['2026-03-16 09:00', '2026-03-18 09:00']],
    ['nl', 'de week van 18 maart', ['2026-03-16 09:00', '2026-03-18 09:00']],
    ['zh-CN', '3月18日那周', ['2026-03-16 09:00', '2026-03-18 09:00']],
    // Weeks from Sunday: its Sunday, its Monday, or the date itself; a Sunday, or the Monday after it.
    ['en', 'the week of march 18', ['2026-03-15 09:00', '2026-03-16 09:00', '2026-03-18 09:00']],
    ['en', 'the week of march 22', ['2026-03-22 09:00', '2026-03-23 09:00']],
    [
      'pt-BR',
      'a semana de 18 de março',
      ['2026-03-15 09:00', '2026-03-16 09:00', '2026-03-18 09:00'],
    ],
  ] as const)('%s "%s" asks', (locale, text, want) => {
    expect(askedLocal(locale, text)).toEqual(want);
  });

  it.each([
    ['en', 'the week of march 3'],
    ['en-GB', 'the week of 3 march'],
    ['de', 'in der Woche vom 3. März'],
    ['ja', '3月3日の週'],
  ] as const)('%s "%s": that week has begun, refused as past', (locale, text) => {
    expect(readLocal(locale, text)).toBe('time_in_past');
  });

  it.each([
    ['en', 'in the first weekend of april', '2026-04-04 09:00'],
    ['es-ES', 'en el primer fin de semana de abril', '2026-04-04 09:00'],
    ['nl', 'in het eerste weekend van april', '2026-04-04 09:00'],
  ] as const)('%s "%s", a place in a month after `in`, is %s', (locale, text, want) => {
    expect(readLocal(locale, text)).toBe(want);
  });

  it.each([
    ['en', 'in the second week of april'],
    ['de', 'in der zweiten Woche im April'],
    ['fr', "dans la deuxième semaine d'avril"],
    ['es-ES', 'en la segunda semana de abril'],
    ['nl', 'in de tweede week van april'],
  ] as const)('%s "%s", the n-th week after `in`, asks as without it', (locale, text) => {
    expect(askedLocal(locale, text)).toEqual(['2026-04-06 09:00', '2026-04-13 09:00']);
  });
});
